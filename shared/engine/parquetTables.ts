// The Parquet tables and their rule modules, runnable on their own: the CLI calls them in
// process, the language server in a worker thread (results are plain, structured-cloneable data).
import { CASE_FILES } from '../core/case/layout';
import { ruleSeverity } from '../rules';
import type { Diagnostic } from '../core/diagnostics';
import { ParquetReadError, ParquetTable } from '../core/parquet/reader';
import { DecoderTrap, DecoderUnavailableError, withDecoder } from '../core/parquet/decoder';
import { DiagnosticSink, ParquetReporter } from '../core/reporter';
import type { ParquetFileContext } from '../checks/context';
import type { ParquetSummaries } from '../checks/caseModel';
import { checkGeometryTable } from '../checks/geometry/check';
import { checkProductivityTable } from '../checks/productivity/check';
import { checkHyperplanesTable } from '../checks/hyperplanes/check';
import { checkTailraceTable } from '../checks/tailrace/check';
import { checkInflowStatsTable } from '../checks/inflowStats/check';
import { checkArCoefficientsTable } from '../checks/arCoefficients/check';
import { checkLoadStatsTable } from '../checks/loadStats/check';
import { checkConstraintTable } from '../checks/constraintTables/check';
import { CONSTRAINT_TABLE_KINDS } from '../core/case/layout';
import { checkInflowHistoryTable } from '../checks/inflowHistory/check';
import { checkAnnualComponentTable } from '../checks/annualComponent/check';
import { checkNoiseOpeningsTable } from '../checks/noiseOpenings/check';
import { checkExternalInflowTable, checkExternalLoadTable, checkExternalNcsTable } from '../checks/externalScenarios/check';
import { checkNcsStatsTable } from '../checks/ncsStats/check';

export type ParquetTableKind = keyof ParquetSummaries;

export const PARQUET_TABLES: { readonly [K in ParquetTableKind]: { file: string; check: (context: ParquetFileContext) => Promise<ParquetSummaries[K]> } } = {
  geometry: { file: CASE_FILES.geometry, check: checkGeometryTable },
  productivity: { file: CASE_FILES.productivity, check: checkProductivityTable },
  hyperplanes: { file: CASE_FILES.hyperplanes, check: checkHyperplanesTable },
  tailrace: { file: CASE_FILES.tailrace, check: checkTailraceTable },
  inflowStats: { file: CASE_FILES.inflowStats, check: checkInflowStatsTable },
  arCoefficients: { file: CASE_FILES.arCoefficients, check: checkArCoefficientsTable },
  loadStats: { file: CASE_FILES.loadStats, check: checkLoadStatsTable },
  ...constraintTables(),
  inflowHistory: { file: CASE_FILES.inflowHistory, check: checkInflowHistoryTable },
  annualComponent: { file: CASE_FILES.annualComponent, check: checkAnnualComponentTable },
  noiseOpenings: { file: CASE_FILES.noiseOpenings, check: checkNoiseOpeningsTable },
  externalInflow: { file: CASE_FILES.externalInflow, check: checkExternalInflowTable },
  externalLoad: { file: CASE_FILES.externalLoad, check: checkExternalLoadTable },
  externalNcs: { file: CASE_FILES.externalNcs, check: checkExternalNcsTable },
  ncsStats: { file: CASE_FILES.ncsStats, check: checkNcsStatsTable },
};

/** The constraints/ tables, each checked by the one checker its description drives. */
function constraintTables() {
  return Object.fromEntries(CONSTRAINT_TABLE_KINDS.map((kind) => [kind, { file: CASE_FILES[kind], check: checkConstraintTable(kind) }])) as {
    [K in (typeof CONSTRAINT_TABLE_KINDS)[number]]: { file: string; check: (context: ParquetFileContext) => Promise<ParquetSummaries[K]> };
  };
}

export interface ParquetTableResult<K extends ParquetTableKind = ParquetTableKind> {
  kind: K;
  /** Already capped per rule (with the "N more" summaries). */
  diagnostics: Diagnostic[];
  /** Undefined when the file is not readable Parquet (PQ-001). */
  summary?: ParquetSummaries[K];
  decodeMs: number;
  rulesMs: number;
}

/**
 * Runs one table's rules, alone on this thread's decoder (so a trap is attributed to this table).
 * Never throws except on cancellation, and with DecoderUnavailableError when an earlier table
 * trapped the decoder and this thread cannot load a new one (the caller uses another thread).
 */
export function checkParquetTable<K extends ParquetTableKind>(kind: K, absolutePath: string, maxPerRule: number, signal?: AbortSignal): Promise<ParquetTableResult<K>> {
  return withDecoder(() => checkTableNow(kind, absolutePath, maxPerRule, signal));
}

async function checkTableNow<K extends ParquetTableKind>(kind: K, absolutePath: string, maxPerRule: number, signal?: AbortSignal): Promise<ParquetTableResult<K>> {
  const { file, check } = PARQUET_TABLES[kind];
  const sink = new DiagnosticSink(ruleSeverity, maxPerRule);
  const report = new ParquetReporter(sink, file);
  const started = performance.now();
  let table: ParquetTable | undefined;
  let summary: ParquetSummaries[K] | undefined;
  try {
    table = await ParquetTable.open(absolutePath, signal);
    summary = await check({ table, report });
  } catch (error) {
    if (signal?.aborted || error instanceof DecoderUnavailableError) throw error;
    // A file deleted or replaced while it is read ends up here too: report it, never throw.
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof DecoderTrap) report.table(undefined, 'PQ-001', error.message);
    else report.table(undefined, 'PQ-001', `not a readable parquet file: ${error instanceof ParquetReadError ? error.message : reason}`);
  } finally {
    table?.close();
  }
  const spent = performance.now() - started;
  const decodeMs = table?.decodeMs ?? spent;
  return { kind, diagnostics: sink.finish(), ...(summary ? { summary } : {}), decodeMs, rulesMs: Math.max(0, spent - decodeMs) };
}

/** Where Parquet tables are checked: in process by default, in a worker thread in the editor. */
export interface ParquetChecker {
  check<K extends ParquetTableKind>(kind: K, absolutePath: string, maxPerRule: number, signal?: AbortSignal): Promise<ParquetTableResult<K>>;
}

/** In this thread. Where the decoder cannot be replaced after a trap (a bundle), later tables say they were not checked. */
export const inProcessParquetChecker: ParquetChecker = {
  async check(kind, absolutePath, maxPerRule, signal) {
    try {
      return await checkParquetTable(kind, absolutePath, maxPerRule, signal);
    } catch (error) {
      if (!(error instanceof DecoderUnavailableError)) throw error;
      const file = PARQUET_TABLES[kind].file;
      return { kind, diagnostics: [{ code: 'PQ-001', severity: 'error', file, location: { kind: 'parquet' }, message: `not checked: ${error.message}` }], decodeMs: 0, rulesMs: 0 };
    }
  },
};
