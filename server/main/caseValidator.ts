// One case's validation life cycle in the editor: debounce, cancel the stale run when a newer edit
// arrives, validate with the open documents' text over the disk, publish every case file's
// problems (clearing files that no longer have any), report the outcome for the status item.
// A file just typed into gets a quick answer first (its own rules, checked alone), then the whole
// case is checked; the quick answer is skipped while the file holds cross-file problems, which
// only the whole-case run can restate. The whole-case run starts at once: it reuses the quick
// answer's check of the file (the engine's JSON cache) and a newer keystroke cancels it between
// files and between cross-file rules, so it never holds up the next quick answer for long; when
// the last one took longer than typing, it waits for typing to pause instead (wholeCaseQuiet).
import { severityRank, type Diagnostic } from '../../shared/core/diagnostics';
import { applyRuleLevels, type RuleLevel } from '../../shared/engine/config/caseConfig';
import { fileUri, toLspDiagnostic } from './convert';
import type { CaseOutcome } from '../threadProtocol/validationMessages';
import type { CaseEngine } from './validationThread';
import { needsOtherFiles } from '../../shared/engine/needsOtherFiles';
import type { RuleId } from '../../shared/rules';
import type { Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { afterWait, type CancelWait } from './quietWait';

/**
 * A quick answer slower than this is slower than typing (keys come every 100-200 ms): starting one
 * per keystroke only piles up checks the next keystroke makes stale, and the engine checks a file
 * in one stretch a cancellation cannot interrupt, so requests would wait behind it. Such a file is
 * checked once typing has paused for as long as its last check took (at most MAX_TYPING_QUIET_MS).
 * A check cancelled by the next keystroke after more than SLOW_QUICK_ANSWER_MS doubles that wait:
 * typing without a pause from the first keystroke on never lets a check finish to be measured.
 */
export const SLOW_QUICK_ANSWER_MS = 100;
export const MAX_TYPING_QUIET_MS = 1500;

export interface OpenText {
  text: string;
  version: number;
  uri: string;
}

export interface CaseValidatorHost {
  /** Unsaved editor text of this case's files, by case-relative path. */
  openDocuments(caseRoot: string): Map<string, OpenText>;
  publish(uri: string, diagnostics: LspDiagnostic[], version: number | undefined): void;
  status(status: CaseStatus): void;
  log(message: string): void;
  settings(): { maxProblemsPerFile: number };
  /** The rule levels that apply to the case (its hydrocase.json, then the editor's settings). */
  ruleLevels(caseRoot: string): ReadonlyMap<RuleId, RuleLevel>;
  engine: CaseEngine;
  rulePagesDir: string | undefined;
}

export interface CaseStatus {
  caseRoot: string;
  state: 'validating' | 'done' | 'failed';
  errors: number;
  warnings: number;
  hints: number;
  files: number;
  ms: number;
  /** ISO time of the last finished validation. */
  validatedAt?: string;
  message?: string;
  /** The case's hydrocase.json has mistakes and none of its levels apply: what the first one is. */
  settingsProblem?: string;
}

export class CaseValidator {
  private cancelWait: CancelWait | undefined;
  private running: AbortController | undefined;
  private published = new Set<string>();
  private lastStatus: CaseStatus | undefined;
  private waiters: Array<(status: CaseStatus) => void> = [];
  private generation = 0;
  /** Open files typed into since the last run started (case-relative): they get the quick answer. */
  private readonly typed = new Set<string>();
  /** Files whose problems in the last whole-case run included cross-file ones. */
  private crossFileProblemFiles = new Set<string>();
  /** How long each typed file's last quick answer took (case-relative path -> ms). */
  private readonly quickAnswerMs = new Map<string, number>();
  /** How long the last whole-case run took (or ran before a keystroke cancelled it, if longer). */
  private wholeCaseMs = 0;
  /** The thread (by `threadStarts`) of this case's last whole-case validation. */
  private checkedOnThread: number | undefined;

  constructor(
    readonly caseRoot: string,
    private readonly host: CaseValidatorHost,
  ) {}

  /**
   * Validates after `delayMs` of quiet; a newer call restarts the wait and cancels a run in progress.
   * `typedFile` (case-relative) is an open file just typed into. Returns the wait: longer than
   * `delayMs` for a typed file slower to check than typing.
   */
  schedule(delayMs: number, typedFile?: string): number {
    if (typedFile) {
      this.typed.add(typedFile);
      delayMs = Math.max(delayMs, this.typingQuietMs(typedFile));
    }
    this.generation++;
    this.running?.abort();
    this.cancelWait?.();
    this.cancelWait = afterWait(delayMs, () => {
      this.cancelWait = undefined;
      // run() handles the engine's failures; anything else must still answer validateNow's callers.
      this.run().catch((error: unknown) => this.fail(performance.now(), error));
    });
    return delayMs;
  }

  /** Validates now and resolves with the outcome (the "Validate Case" command). */
  validateNow(): Promise<CaseStatus> {
    const done = new Promise<CaseStatus>((resolve) => this.waiters.push(resolve));
    this.schedule(0);
    return done;
  }

  /** The quiet time after a keystroke in `file`: longer only for a file slower to check than typing. */
  private typingQuietMs(file: string): number {
    const last = this.quickAnswerMs.get(file) ?? 0;
    return last > SLOW_QUICK_ANSWER_MS ? Math.min(last, MAX_TYPING_QUIET_MS) : 0;
  }

  /**
   * After a quick answer, a whole-case run slower than typing waits for typing to pause as long as
   * the last one took (at most MAX_TYPING_QUIET_MS): its cross-file rules run in stretches that the
   * thread's next request (a hover) would wait behind, and the next keystroke makes it stale anyway.
   * The typed file's own problems are published already. Rejects when a newer keystroke aborts it.
   */
  private wholeCaseQuiet(signal: AbortSignal): Promise<void> {
    const wait = this.wholeCaseMs > SLOW_QUICK_ANSWER_MS ? Math.min(this.wholeCaseMs, MAX_TYPING_QUIET_MS) : 0;
    if (wait === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, wait);
      const onAbort = () => {
        clearTimeout(timer);
        reject(new Error('cancelled'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }

  /**
   * Whether this case was validated on the thread now running: the first check on a new thread
   * (the server's start, a crash, a release) includes the thread's start, cold code and the case's
   * tables decoded again, so it says nothing of how long checks of the case take while typing.
   */
  private onSameThread(): boolean {
    return this.host.engine.threadStarts === undefined || this.host.engine.threadStarts === this.checkedOnThread;
  }

  /** A quick check cancelled after `ms`: it takes longer than that, so the next one waits twice as long. */
  private cancelledAfter(file: string, ms: number): void {
    if (ms <= SLOW_QUICK_ANSWER_MS) return;
    this.quickAnswerMs.set(file, Math.min(MAX_TYPING_QUIET_MS, 2 * Math.max(ms, this.quickAnswerMs.get(file) ?? 0)));
  }

  /** Whether a validation is waiting or running. */
  get busy(): boolean {
    return this.cancelWait !== undefined || this.running !== undefined;
  }

  get status(): CaseStatus | undefined {
    return this.lastStatus;
  }

  /**
   * Clears every problem this case published (case deleted, extension disabled). A validateNow
   * still waiting is answered with `reason`: no run will answer it now.
   */
  clear(reason: string): void {
    this.generation++;
    this.running?.abort();
    this.cancelWait?.();
    this.cancelWait = undefined;
    this.typed.clear();
    for (const uri of this.published) this.host.publish(uri, [], undefined);
    this.published.clear();
    const answer: CaseStatus = { caseRoot: this.caseRoot, state: 'failed', errors: 0, warnings: 0, hints: 0, files: 0, ms: 0, message: reason };
    for (const waiter of this.waiters.splice(0)) waiter(answer);
  }

  private async run(): Promise<void> {
    const controller = new AbortController();
    this.running = controller;
    try {
      await this.runWith(controller);
    } finally {
      if (this.running === controller) this.running = undefined;
    }
  }

  private async runWith(controller: AbortController): Promise<void> {
    const generation = this.generation;
    const open = this.host.openDocuments(this.caseRoot);
    const quick = [...this.typed].filter((file) => open.has(file) && !this.crossFileProblemFiles.has(file));
    this.typed.clear();
    this.emit({ caseRoot: this.caseRoot, state: 'validating', errors: 0, warnings: 0, hints: 0, files: 0, ms: 0 });
    const levels = this.host.ruleLevels(this.caseRoot);
    const started = performance.now();
    let result: CaseOutcome;
    let checking: { file: string; started: number } | undefined;
    let whole: number | undefined;
    try {
      for (const file of quick) {
        const doc = open.get(file)!;
        checking = { file, started: performance.now() };
        const diagnostics = await this.host.engine.checkFile(this.caseRoot, file, doc, controller.signal);
        if (this.onSameThread()) this.quickAnswerMs.set(file, performance.now() - checking.started);
        checking = undefined;
        if (generation !== this.generation) return;
        this.host.publish(doc.uri, this.shown(applyRuleLevels(diagnostics, levels)), doc.version);
        this.published.add(doc.uri); // so that a later run clears it, even if this run is cancelled
      }
      if (quick.length > 0) await this.wholeCaseQuiet(controller.signal);
      whole = performance.now();
      result = await this.host.engine.validateCase(this.caseRoot, open, controller.signal);
      if (this.onSameThread()) this.wholeCaseMs = performance.now() - whole;
      this.checkedOnThread = this.host.engine.threadStarts;
    } catch (error) {
      if (checking && controller.signal.aborted) this.cancelledAfter(checking.file, performance.now() - checking.started);
      if (whole !== undefined && controller.signal.aborted) this.wholeCaseMs = Math.max(this.wholeCaseMs, performance.now() - whole);
      if (controller.signal.aborted || generation !== this.generation) return; // a newer run is on its way
      return this.fail(started, error);
    }
    if (generation !== this.generation) return;
    const ms = performance.now() - started;
    const diagnostics = applyRuleLevels(result.diagnostics, levels);
    this.publishAll(diagnostics, open);
    const counts = { errors: 0, warnings: 0, hints: 0 };
    for (const d of diagnostics) counts[d.severity === 'error' ? 'errors' : d.severity === 'warning' ? 'warnings' : 'hints']++;
    this.host.log(`validated ${this.caseRoot} in ${Math.round(ms)} ms: ${counts.errors} errors, ${counts.warnings} warnings`);
    this.emit({ caseRoot: this.caseRoot, state: 'done', ...counts, files: result.files.length, ms, validatedAt: new Date().toISOString() });
  }

  private fail(started: number, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    this.host.log(`validation of ${this.caseRoot} failed: ${message}`);
    this.emit({ caseRoot: this.caseRoot, state: 'failed', errors: 0, warnings: 0, hints: 0, files: 0, ms: performance.now() - started, message });
  }

  private publishAll(diagnostics: readonly Diagnostic[], open: Map<string, OpenText>): void {
    const byFile = new Map<string, Diagnostic[]>();
    for (const d of diagnostics) {
      const list = byFile.get(d.file) ?? [];
      list.push(d);
      byFile.set(d.file, list);
    }
    const now = new Set<string>();
    for (const [file, list] of byFile) {
      const uri = open.get(file)?.uri ?? fileUri(this.caseRoot, file);
      now.add(uri);
      this.host.publish(uri, this.shown(list), open.get(file)?.version);
    }
    this.crossFileProblemFiles = new Set(diagnostics.filter((d) => needsOtherFiles(d.code)).map((d) => d.file));
    // Files fixed since the last run, and open documents without problems, get an explicit empty list.
    const versionOf = new Map([...open.values()].map((doc) => [doc.uri, doc.version]));
    for (const uri of new Set([...this.published, ...versionOf.keys()])) if (!now.has(uri)) this.host.publish(uri, [], versionOf.get(uri));
    this.published = now;
  }

  /** One file's problems as published: capped at maxProblemsPerFile, errors first. */
  private shown(list: readonly Diagnostic[]): LspDiagnostic[] {
    const max = this.host.settings().maxProblemsPerFile;
    const kept = list.length > max ? [...list].sort((a, b) => severityRank[a.severity] - severityRank[b.severity]).slice(0, max) : list;
    return kept.map((d) => toLspDiagnostic(d, this.caseRoot, this.host.rulePagesDir));
  }

  private emit(status: CaseStatus): void {
    if (status.state !== 'validating') this.lastStatus = status;
    this.host.status(status);
    if (status.state !== 'validating') for (const waiter of this.waiters.splice(0)) waiter(status);
  }
}
