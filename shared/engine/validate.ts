// Validates a whole case folder: reads each case file once, runs its rule module, and returns
// plain diagnostics plus the extracted models that cross-file rules and editor features read.
import { JsonDocument, type SyntaxProblem } from '../core/json/document';
import { FieldReader } from '../core/json/fields';
import { reportDuplicateKeys } from '../core/json/duplicates';
import { DEFAULT_MAX_PER_RULE, DiagnosticSink, JsonReporter, movedDiagnostic } from '../core/reporter';
import { EntryReuse, type EntryRecords } from '../checks/entryReuse';
import { PARQUET_TABLES, inProcessParquetChecker, type ParquetChecker, type ParquetTableKind } from './parquetTables';
import type { ParquetSummaries, CaseModel, FileState } from '../checks/caseModel';
import { compareDiagnostics, type Diagnostic } from '../core/diagnostics';
import type { TextDelta } from '../core/textDelta';
import { CASE_FILES, PARQUET_TABLE_KINDS, REQUIRED_FILES, SCENARIO_FILES } from '../core/case/layout';
import { FileSystemCaseSource, type CaseSource } from '../core/case/source';
import { emptyTimings, type Timings } from '../core/timings';
import type { JsonFileContext } from '../checks/context';
import { checkStagesFile } from '../checks/stages';
import { checkPostStudyFile } from '../checks/postStudyStages/check';
import { checkPenaltiesFile } from '../checks/penalties/check';
import { checkProductionModelsFile } from '../checks/productionModels';
import { checkHydrosFile } from '../checks/hydros/check';
import { checkThermalsFile } from '../checks/thermals/check';
import { checkBusesFile } from '../checks/buses/check';
import { checkLinesFile } from '../checks/lines/check';
import { checkNonControllableFile } from '../checks/nonControllable/check';
import { checkPumpingFile } from '../checks/pumping/check';
import { checkGenericConstraintsFile } from '../checks/genericConstraints/check';
import { checkExchangeFactorsFile } from '../checks/exchangeFactors/check';
import { checkContractsFile } from '../checks/contracts/check';
import { checkConfigFile } from '../checks/config/check';
import { checkInitialConditionsFile } from '../checks/initialConditions/check';
import { checkCorrelationFile } from '../checks/correlation/check';
import { checkLoadFactorsFile } from '../checks/loadFactors/check';
import { checkNcsFactorsFile } from '../checks/ncsFactors/check';
import { CrossFilePass, runCrossFileRules, type CrossFileOutcome } from '../crossFile/runner';
import { ResolvedCase } from '../crossFile/resolved';
import { foldDanglingEntryIds } from '../crossFile/danglingIds';
import { ruleSeverity, type RuleId } from '../rules';

export interface ValidateOptions {
  /** Unsaved editor text by case-relative path; wins over the disk. */
  overlays?: ReadonlyMap<string, string>;
  /** Cap of diagnostics per (file, rule); the rest are summarised in one diagnostic. */
  maxPerRule?: number;
  signal?: AbortSignal;
  /** Replaces the case source (tests use in-memory cases). */
  source?: CaseSource;
  /** Where Parquet tables are checked (the language server uses a worker thread and a cache). */
  parquetChecker?: ParquetChecker;
  /** Reuses the JSON files' own results while their text is unchanged (the language server keeps one per case). */
  jsonCache?: JsonFileCache;
  /**
   * Run the files' own rules only, no cross-file rule (the quick check of one file: every finding of
   * a cross-file rule needs other files, so it would be filtered out of the answer anyway).
   */
  fileRulesOnly?: boolean;
  /**
   * Check the tables after the JSON files instead of alongside them, and every cross-file rule
   * after both (the reference route). The timings then add up to the total (the benchmark's split);
   * otherwise their intervals overlap.
   */
  sequential?: boolean;
}

export interface ValidationResult {
  caseDir: string;
  diagnostics: Diagnostic[];
  /** Case files that exist and were examined. */
  files: string[];
  model: CaseModel;
  /** What the loader will make of the files together (seasons, models per stage, ...). */
  resolved: ResolvedCase;
  timings: Timings;
}

type JsonCheck<T> = (context: JsonFileContext) => T;

/** One JSON file's own check: what a later validation can reuse while the text is the same. */
export interface CheckedJsonFile {
  text: string;
  maxPerRule: number;
  doc: JsonDocument;
  state: FileState;
  /** Capped per rule already. */
  diagnostics: Diagnostic[];
  result: unknown;
  /** What the rule module recorded per entry, for the next check after a literal edit (entryReuse.ts). */
  entryRecords?: EntryRecords | undefined;
}

/**
 * The JSON files' own results (parse, rule module, extracted model) by case-relative path, reused
 * while a file's text is unchanged. In the editor an edit of stages.json then re-parses and
 * re-checks stages.json alone before the cross-file rules, not the megabyte of other JSON files.
 * Safe because a file's rules read nothing but its text, and nothing downstream mutates the models.
 */
export class JsonFileCache {
  private readonly files = new Map<string, CheckedJsonFile>();
  /** Parses made for another reader (the editor's services) of a text not checked yet: its next check takes it instead of parsing. */
  private readonly offered = new Map<string, JsonDocument>();

  /** The parse of `file` holding exactly `text`, checked or offered; undefined when there is none. */
  document(file: string, text: string): JsonDocument | undefined {
    const checked = this.files.get(file);
    if (checked && checked.text === text && checked.doc.text === text) return checked.doc;
    const offered = this.offered.get(file);
    return offered?.text === text ? offered : undefined;
  }

  /** A parse of `file` made elsewhere (of the editor's text, so without an encoding problem), kept for its next check. */
  offer(file: string, doc: JsonDocument): void {
    if (!doc.encodingProblem) this.offered.set(file, doc);
  }

  /** The offered parse of `file` when it is of `text` read without an encoding problem; taken either way (it is used once). */
  takeOffered(file: string, text: string, encodingProblem?: SyntaxProblem): JsonDocument | undefined {
    const offered = this.offered.get(file);
    this.offered.delete(file);
    return offered && !encodingProblem && offered.text === text ? offered : undefined;
  }

  get(file: string, text: string, maxPerRule: number, encodingProblem?: SyntaxProblem): CheckedJsonFile | undefined {
    const checked = this.files.get(file);
    // The same text can come from other bytes (a U+FFFD written out, or an invalid byte).
    const sameBytes = checked?.doc.encodingProblem?.message === encodingProblem?.message;
    if (!checked || checked.maxPerRule !== maxPerRule || !sameBytes) return undefined;
    return checked.text === text ? checked : this.rebased(file, checked, text);
  }

  /**
   * The check of `text` when it differs from the checked text only in whitespace between tokens
   * (the document's `rebase`): the rules read values, never layout, so their findings stand, moved
   * with the text. JSON-002's message names a line and column, so a file with one is checked again.
   */
  private rebased(file: string, checked: CheckedJsonFile, text: string): CheckedJsonFile | undefined {
    if (checked.diagnostics.some((d) => d.code === 'JSON-002')) return undefined;
    const edit = checked.doc.rebase(text);
    if (!edit) return undefined;
    // The records are left behind: they hold the old offsets (a later literal edit checks every entry).
    const rebased: CheckedJsonFile = { ...checked, text, diagnostics: checked.diagnostics.map((d) => movedDiagnostic(d, checked.doc, edit)), entryRecords: undefined };
    this.files.set(file, rebased);
    return rebased;
  }

  /**
   * The checked document of `file` taken onto `text` without a parse, when `text` differs only in
   * one literal value (the document's `patchLiteral`: a number or a string value retyped), for the
   * rules to run on again. The entry is
   * dropped first: the old check no longer matches its document, and a check that fails midway
   * must leave nothing that claims otherwise.
   */
  patchedDocument(file: string, text: string, maxPerRule: number, encodingProblem?: SyntaxProblem): PatchedDocument | undefined {
    const checked = this.files.get(file);
    if (!checked || checked.maxPerRule !== maxPerRule || encodingProblem || checked.doc.encodingProblem) return undefined;
    const edit = checked.doc.patchLiteral(text);
    if (!edit) return undefined;
    this.files.delete(file);
    // A literal patch changes no key: an object without a repeated key before has none now.
    const noDuplicateKeys = !checked.diagnostics.some((d) => d.code === 'JSON-002');
    return { doc: checked.doc, noDuplicateKeys, ...(checked.entryRecords ? { earlier: { records: checked.entryRecords, edit } } : {}) };
  }

  set(file: string, checked: CheckedJsonFile): void {
    this.files.set(file, checked);
    if (this.offered.get(file) === checked.doc) this.offered.delete(file); // it is the checked document now
  }
}

/** A checked document patched for a new text (see `JsonFileCache.patchedDocument`). */
export interface PatchedDocument {
  doc: JsonDocument;
  /** The document's keys are known to repeat nowhere (JSON-002 has nothing to find). */
  noDuplicateKeys: boolean;
  /** The previous check's per-entry records and the literal edit since: the entries it left alone are not checked again. */
  earlier?: { records: EntryRecords; edit: TextDelta };
}

export async function validateCase(caseDir: string, options: ValidateOptions = {}): Promise<ValidationResult> {
  const started = performance.now();
  const source = options.source ?? new FileSystemCaseSource(caseDir, options.overlays);
  const run = new CaseRun(source, options.maxPerRule ?? DEFAULT_MAX_PER_RULE, options.signal, options.parquetChecker ?? inProcessParquetChecker, options.jsonCache);

  const model: CaseModel = { documents: run.documents, fileStates: run.fileStates, scenarioFiles: new Set() };
  // The tables are checked while the JSON files are (a Parquet checker may use another thread);
  // the cross-file rules that read one wait for it.
  const tables = options.sequential ? undefined : PARQUET_TABLE_KINDS.map((kind) => run.parquet(kind).then((summary) => ({ kind, summary })));
  for (const table of tables ?? []) table.catch(() => undefined); // awaited below; this only keeps a cancellation from going unhandled meanwhile
  model.stages = await run.json(CASE_FILES.stages, checkStagesFile);
  model.postStudy = await run.json(CASE_FILES.postStudy, checkPostStudyFile);
  model.penalties = await run.json(CASE_FILES.penalties, checkPenaltiesFile);
  model.productionModels = await run.json(CASE_FILES.productionModels, checkProductionModelsFile);
  model.hydros = await run.json(CASE_FILES.hydros, checkHydrosFile);
  model.thermals = await run.json(CASE_FILES.thermals, checkThermalsFile);
  model.config = await run.json(CASE_FILES.config, checkConfigFile);
  model.initialConditions = await run.json(CASE_FILES.initialConditions, checkInitialConditionsFile);
  model.buses = await run.json(CASE_FILES.buses, checkBusesFile);
  model.lines = await run.json(CASE_FILES.lines, checkLinesFile);
  model.nonControllable = await run.json(CASE_FILES.nonControllable, checkNonControllableFile);
  model.pumping = await run.json(CASE_FILES.pumping, checkPumpingFile);
  model.contracts = await run.json(CASE_FILES.contracts, checkContractsFile);
  model.correlation = await run.json(CASE_FILES.correlation, checkCorrelationFile);
  model.loadFactors = await run.json(CASE_FILES.loadFactors, checkLoadFactorsFile);
  model.ncsFactors = await run.json(CASE_FILES.ncsFactors, checkNcsFactorsFile);
  model.genericConstraints = await run.json(CASE_FILES.genericConstraints, checkGenericConstraintsFile);
  model.exchangeFactors = await run.json(CASE_FILES.exchangeFactors, checkExchangeFactorsFile);
  // After every JSON file a rule module reads: those report their own CASE-001.
  await run.requireUnreadFiles();
  for (const file of Object.values(SCENARIO_FILES)) if ((await source.locate(file)).kind === 'file') model.scenarioFiles.add(file);
  let outcome: CrossFileOutcome;
  if (options.fileRulesOnly) {
    for await (const { kind, summary } of inOrderOfSettling(tables ?? [])) setTable(model, kind, summary);
    outcome = { resolved: new ResolvedCase(model), ms: 0 };
  } else if (tables) {
    // While the tables decode (on other threads in the CLI and the editor), the rules that read none
    // run; then each table lands as it comes, with the rules it completes.
    const pass = new CrossFilePass(model, run.sink, { signal: options.signal, tablesLanded: false });
    await pass.runJsonRules();
    for await (const { kind, summary } of inOrderOfSettling(tables)) {
      setTable(model, kind, summary);
      options.signal?.throwIfAborted();
      await pass.tableLanded(kind);
    }
    outcome = await pass.finish();
  } else {
    for (const kind of PARQUET_TABLE_KINDS) setTable(model, kind, await run.parquet(kind));
    options.signal?.throwIfAborted();
    outcome = await runCrossFileRules(model, run.sink, options.signal);
  }
  const { resolved, ms: crossFileMs } = outcome;
  run.timings.crossFileMs = crossFileMs;

  run.timings.totalMs = performance.now() - started;
  return {
    caseDir,
    diagnostics: foldDanglingEntryIds(run.sink.finish()).sort(compareDiagnostics),
    files: [...run.fileStates]
      .filter(([, state]) => state !== 'missing')
      .map(([file]) => file)
      .sort(),
    model,
    resolved,
    timings: run.timings,
  };
}

function setTable<K extends ParquetTableKind>(model: CaseModel, kind: K, summary: ParquetSummaries[K] | undefined): void {
  (model as ParquetSummariesOf)[kind] = summary;
}

type ParquetSummariesOf = { -readonly [K in ParquetTableKind]?: ParquetSummaries[K] };

/** The promises' values in the order they settle (a rejection is thrown when its turn comes). */
async function* inOrderOfSettling<T>(promises: readonly Promise<T>[]): AsyncGenerator<T> {
  const pending = new Map(promises.map((promise, index) => [index, promise.then((value) => ({ index, value }))]));
  while (pending.size > 0) {
    const { index, value } = await Promise.race(pending.values());
    pending.delete(index);
    yield value;
  }
}

/** State of one validation: the sink, the documents read, the time spent. */
class CaseRun {
  readonly sink: DiagnosticSink;
  readonly documents = new Map<string, JsonDocument>();
  readonly fileStates = new Map<string, FileState>();
  readonly timings = emptyTimings();

  constructor(
    private readonly source: CaseSource,
    maxPerRule: number,
    private readonly signal: AbortSignal | undefined,
    private readonly parquetChecker: ParquetChecker,
    private readonly jsonCache: JsonFileCache | undefined,
  ) {
    this.sink = new DiagnosticSink(ruleSeverity, maxPerRule);
  }

  async json<T>(file: string, check: JsonCheck<T>): Promise<T | undefined> {
    this.signal?.throwIfAborted();
    const clock = performance.now();
    const read = await this.source.readText(file);
    this.timings.readMs += performance.now() - clock;
    if (read.kind !== 'text') {
      this.reportUnavailable(file, read.kind === 'unreadable' ? `cannot be read: ${read.reason}` : read.kind, 'JSON-001');
      return undefined;
    }
    const checked =
      this.jsonCache?.get(file, read.text, this.sink.maxPerRule, read.encodingProblem) ??
      (await this.checkJson(file, read.text, read.encodingProblem, check, this.jsonCache?.patchedDocument(file, read.text, this.sink.maxPerRule, read.encodingProblem)));

    this.documents.set(file, checked.doc);
    this.fileStates.set(file, checked.state);
    this.sink.addCapped(checked.diagnostics);
    return checked.result as T | undefined;
  }

  /**
   * Parses one JSON file (unless `patched` or an offered parse holds its document already) and runs
   * its rule module, with a sink of its own so the outcome can be cached. A cancellable run (the
   * editor's) gives way between the parse and the rules, as between cross-file rules: the thread
   * answers what waits meanwhile (a hover reads the parse, offered to the cache; a cancel lands).
   */
  private async checkJson<T>(file: string, text: string, encodingProblem: SyntaxProblem | undefined, check: JsonCheck<T>, patched?: PatchedDocument): Promise<CheckedJsonFile> {
    let clock = performance.now();
    const offered = this.jsonCache?.takeOffered(file, text, encodingProblem);
    const ready = patched?.doc ?? offered;
    const doc = ready ?? new JsonDocument(file, text, encodingProblem);
    this.timings.decodeMs += performance.now() - clock;
    if (!ready && this.signal) {
      this.jsonCache?.offer(file, doc);
      await new Promise((resolve) => setImmediate(resolve));
      this.signal.throwIfAborted();
    }
    const sink = new DiagnosticSink(this.sink.severityOf, this.sink.maxPerRule);
    const report = new JsonReporter(sink, doc);
    clock = performance.now();
    if (doc.syntaxError) {
      const { offset, length, message } = doc.syntaxError;
      report.atSpan('', offset, length, 'JSON-001', message);
    }
    if (!patched?.noDuplicateKeys) reportDuplicateKeys(doc, report);
    // Per-entry records only where a next check may reuse them: the editor's cache.
    const reuse = this.jsonCache ? new EntryReuse(patched?.earlier) : undefined;
    const result = doc.root ? check({ doc, report, fields: new FieldReader(report), ...(reuse ? { reuse } : {}) }) : undefined;
    this.timings.singleFileMs += performance.now() - clock;
    const checked: CheckedJsonFile = { text, maxPerRule: this.sink.maxPerRule, doc, state: doc.syntaxError ? 'syntax-error' : 'ok', diagnostics: sink.finish(), result };
    if (reuse && reuse.records.size > 0) checked.entryRecords = reuse.records;
    this.jsonCache?.set(file, checked);
    return checked;
  }

  async parquet<K extends ParquetTableKind>(kind: K): Promise<ParquetSummaries[K] | undefined> {
    this.signal?.throwIfAborted();
    const file = PARQUET_TABLES[kind].file;
    const located = await this.source.locate(file);
    if (located.kind !== 'file') {
      this.reportUnavailable(file, located.kind === 'unreadable' ? `cannot be read: ${located.reason}` : located.kind, 'PQ-001');
      return undefined;
    }
    const result = await this.parquetChecker.check(kind, located.path, this.sink.maxPerRule, this.signal);
    this.sink.addCapped(result.diagnostics);
    this.fileStates.set(file, result.summary ? 'ok' : 'unreadable');
    this.timings.decodeMs += result.decodeMs;
    this.timings.singleFileMs += result.rulesMs;
    return result.summary;
  }

  /** CASE-001 for each required file that no rule module reads (it is only located: its content has no rules here yet). */
  async requireUnreadFiles(): Promise<void> {
    for (const file of REQUIRED_FILES) {
      if (this.fileStates.has(file)) continue;
      this.signal?.throwIfAborted();
      const located = await this.source.locate(file);
      if (located.kind !== 'file') this.reportUnavailable(file, located.kind === 'unreadable' ? `cannot be read: ${located.reason}` : located.kind, 'JSON-001');
    }
  }

  /** Missing optional files are fine; missing required files, folders and I/O errors are not. */
  private reportUnavailable(file: string, problem: string, unreadableCode: 'JSON-001' | 'PQ-001'): void {
    const required = REQUIRED_FILES.includes(file);
    if (problem === 'missing') {
      this.fileStates.set(file, 'missing');
      if (required) this.addFileProblem(file, 'CASE-001', `required file ${file} is missing`);
      return;
    }
    this.fileStates.set(file, 'unreadable');
    const message = problem === 'folder' ? `${file} is a folder, not a file` : `${file} ${problem}`;
    this.addFileProblem(file, required ? 'CASE-001' : unreadableCode, message);
  }

  private addFileProblem(file: string, code: RuleId, message: string): void {
    this.sink.add({ code, severity: 'error', message, file, location: { kind: 'file' } });
  }
}
