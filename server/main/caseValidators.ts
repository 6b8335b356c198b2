// The validation of every case the server knows: one CaseValidator per case, and what they share
// (publishing problems, the status notification, the rule levels, the validation thread).
import type { Connection, Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { CaseValidator, type CaseStatus, type CaseValidatorHost, type OpenText } from './caseValidator';
import type { CaseIndex } from './caseIndex';
import { lostTextProblem, type OpenDocuments } from './documentSync';
import type { InlayHintRefresh } from './inlayHintRefresh';
import { STATUS_NOTIFICATION } from '../protocol';
import { ConfigProblems } from './configProblems';
import { caseRuleLevels } from './ruleLevels';
import type { Settings } from './settings';
import type { ValidationThread } from './validationThread';
import { pathOf, uriOf } from './uris';
import { mainThreadWorked } from './idleHeap';

export interface CaseValidatorsHost {
  connection: Connection;
  cases: CaseIndex;
  documents: OpenDocuments;
  engine: ValidationThread;
  settings(): Settings;
  inlayHints: InlayHintRefresh;
  log(message: string): void;
  rulePagesDir: string | undefined;
  /** A case's validation finished (the validation thread holds it now). */
  validated?(root: string): void;
}

export class CaseValidators {
  private readonly validators = new Map<string, CaseValidator>();
  /** The last problem logged per hydrocase.json (ruleLevels.ts says each once, not per keystroke). */
  private readonly configProblemsLogged = new Map<string, string>();
  /** Each case's hydrocase.json mistakes, published on that file and noted on the status item. */
  private readonly configProblems: ConfigProblems;
  private readonly validatorHost: CaseValidatorHost;
  /** Cases with a finished validation on the validation thread (its editor services read it). */
  private readonly validatedRoots = new Set<string>();
  /** Cases whose validation went with a released thread, until they are validated again (see awaitValidation). */
  private readonly lostToRelease = new Set<string>();
  /** Requests waiting in awaitValidation, told of each finished validation. */
  private readonly validationWaiters = new Set<() => void>();

  constructor(private readonly host: CaseValidatorsHost) {
    const { connection, documents, settings, log } = host;
    const configProblems = (this.configProblems = new ConfigProblems((uri, diagnostics) => void connection.sendDiagnostics({ uri, diagnostics })));
    documents.onDidLose((uri) => void connection.sendDiagnostics({ uri, diagnostics: [lostTextProblem()] }));
    this.validatorHost = {
      openDocuments: (caseRoot) => this.openTexts(caseRoot),
      publish(uri: string, diagnostics: LspDiagnostic[], version: number | undefined) {
        // A buffer the server lost track of shows the one problem that says so, not the problems of the disk's text.
        const lost = documents.unknownUris().find((unknown) => pathOf(unknown) === pathOf(uri));
        if (lost) return void connection.sendDiagnostics({ uri: lost, diagnostics: [lostTextProblem()] });
        void connection.sendDiagnostics({ uri, diagnostics, ...(version !== undefined ? { version } : {}) });
      },
      status: (status: CaseStatus) => {
        const settingsProblem = configProblems.noteFor(status.caseRoot);
        void connection.sendNotification(STATUS_NOTIFICATION, { ...status, ...(settingsProblem ? { settingsProblem } : {}), caseUri: uriOf(status.caseRoot) });
        // Inlay hints show resolved facts (derived seasons): a finished validation may change them.
        if (status.state === 'done' && settings().inlayHints) host.inlayHints.request();
        if (status.state === 'done') {
          mainThreadWorked(); // its results are published: the main thread's garbage of this validation
          this.validatedRoots.add(status.caseRoot);
          host.validated?.(status.caseRoot);
        }
        if (status.state !== 'validating') this.noLongerLost(status.caseRoot); // done, or failed: either way no longer worth a wait
      },
      log,
      settings,
      ruleLevels: (caseRoot) => caseRuleLevels(caseRoot, settings().rules, log, this.configProblemsLogged, (state) => configProblems.seen(caseRoot, state)),
      engine: host.engine,
      rulePagesDir: host.rulePagesDir,
    };
  }

  validatorFor(root: string): CaseValidator {
    let validator = this.validators.get(root);
    if (!validator) {
      validator = new CaseValidator(root, this.validatorHost);
      this.validators.set(root, validator);
    }
    return validator;
  }

  /**
   * Validates a known case after `delayMs` (unless validation is off); `typedFile` gets the quick
   * answer. Returns the wait, undefined when nothing was scheduled.
   */
  revalidate(root: string, delayMs: number, typedFile?: string): number | undefined {
    return this.host.settings().enable && this.host.cases.has(root) ? this.validatorFor(root).schedule(delayMs, typedFile) : undefined;
  }

  /** The validation thread was ended while idle: it keeps no case's validation any more. */
  forgetValidations(): void {
    for (const root of this.validatedRoots) this.lostToRelease.add(root);
    this.validatedRoots.clear();
  }

  /**
   * Resolves once the case has a validation again, when its last one went with a released thread
   * (at once otherwise, or after `timeoutMs`, or when `signal` aborts). An editor service after a
   * pause then answers with the case's facts (another file's plant, bus or season) rather than from
   * its own text alone, as the main thread would; the request starts the thread, which validates
   * every idle case again (the server's `restarted` event).
   */
  async awaitValidation(root: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
    if (!this.lostToRelease.has(root) || !this.host.settings().enable || signal.aborted) return;
    this.host.engine.start();
    await new Promise<void>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', finish);
        this.validationWaiters.delete(check);
        resolve();
      };
      const check = () => {
        if (!this.lostToRelease.has(root)) finish();
      };
      const timer = setTimeout(finish, timeoutMs);
      signal.addEventListener('abort', finish);
      this.validationWaiters.add(check);
    });
  }

  /** The case's validation is back (or will not come): the requests waiting for it go on. */
  private noLongerLost(root: string): void {
    if (this.lostToRelease.delete(root)) for (const waiter of [...this.validationWaiters]) waiter();
  }

  /** A new validation thread started: every case not being validated already is validated again, for the editor services. */
  revalidateIdle(): void {
    for (const root of this.host.cases.all()) if (!this.validators.get(root)?.busy) this.revalidate(root, 0);
  }

  /** Whether the case has a finished validation, which the validation thread keeps for the editor services. */
  hasValidation(root: string): boolean {
    return this.validatedRoots.has(root);
  }

  statusOf(root: string): CaseStatus | undefined {
    return this.validators.get(root)?.status;
  }

  /** Clears a case's problems, keeping its validator (validation turned off). */
  clear(root: string, reason: string): void {
    this.validators.get(root)?.clear(reason);
  }

  /** The case left the workspace: its problems go, and so does what the validation thread keeps of it. */
  forget(root: string): void {
    this.validators.get(root)?.clear('the case left the workspace');
    this.validators.delete(root);
    this.validatedRoots.delete(root);
    this.noLongerLost(root);
    this.configProblems.forget(root);
    this.host.engine.forgetCase(root);
  }

  /** Unsaved editor text of a case's JSON files, by case-relative path. */
  openTexts(caseRoot: string): Map<string, OpenText> {
    const open = new Map<string, OpenText>();
    for (const doc of this.host.documents.all()) {
      const owner = this.host.cases.caseOf(pathOf(doc.uri));
      if (owner?.root === caseRoot && owner.file.endsWith('.json')) open.set(owner.file, { text: doc.getText(), version: doc.version, uri: doc.uri });
    }
    return open;
  }
}
