// The main thread's handle on the validation thread (validationWorker.ts): sends it jobs, cancels
// stale ones, and starts a new thread if it dies (the jobs in flight fail; `crashed` tells the user).
// A thread left without a job for a while is ended, and started again by the next job: see
// `RELEASE_AFTER_IDLE_MS`.
import type { Worker } from 'node:worker_threads';
import { codeCacheDir, startWorkerWithCodeCache } from '../../shared/runtime/codeCache';
import { SETTING_DEFAULTS } from './settings';
import type { Diagnostic } from '../../shared/core/diagnostics';
import type { ServiceName, ServiceResult } from '../services/services';
import type { ServiceRequest } from '../services/serviceRunner';
import type {
  CaseOutcome,
  FromValidationWorker,
  JobMessage,
  JobName,
  JobPayload,
  JobResult,
  NoticeMessage,
  NoticeName,
  ValidationNotices,
  ValidationWorkerData,
} from '../threadProtocol/validationMessages';
import { CancelledRequests } from '../threadProtocol/cancelledRequests';
import { MIRRORED_TEXT_CHARS, TextSender, type TextPatch } from '../threadProtocol/textMirror';
import { unpackServiceResult, type PackedServiceResult } from '../threadProtocol/serviceReplies';

/** An open document's text, and the URI that names it to the thread's text mirror. */
export interface DocumentText {
  uri: string;
  text: string;
}

/** What a case validator needs from the engine (the validation thread in the server, a fake in tests). */
export interface CaseEngine {
  /** The whole case; `overlays` holds the open documents (by case-relative path), read over the disk. */
  validateCase(caseRoot: string, overlays: ReadonlyMap<string, DocumentText>, signal: AbortSignal): Promise<CaseOutcome>;
  checkFile(caseRoot: string, file: string, document: DocumentText, signal: AbortSignal): Promise<Diagnostic[]>;
  /** How many threads were started so far: a case's first check on a new thread pays for its start, cold code and tables. */
  readonly threadStarts?: number;
}

export interface ValidationThreadEvents {
  log(message: string): void;
  /** A thread died unexpectedly (the server tells the user once). */
  crashed(reason: string): void;
  /** The idle thread was ended: nothing it kept (the cases' last validations) is there any more. */
  released?(): void;
  /** A thread started again after a release (the next job needed one). */
  restarted?(): void;
}

/**
 * A thread without a job for this long is ended, and what it holds goes back to the system: its
 * heap, the cases' parses, last validations and table results, its Parquet worker. Issue 30 holds
 * the server to 120 MB 10 s after the last edit, which only a released thread meets: on the large
 * bench case (bench/lsp.ts (f)) the server held 175-204 MB before the release and 100-102 MB after
 * it, started plainly (130-148 -> 72-74 MB as VS Code starts it). The next job starts a new thread
 * and pays for it (bench/lsp.ts (h)): on that case the typed file's problems come after ~0.25 s
 * instead of ~10 ms (the thread's code from V8's cache, the file parsed and checked by cold code),
 * the whole case after ~1.1-1.3 s (its tables decoded again), and a request, which waits for that
 * validation (CaseValidators.awaitValidation), after ~1 s. In VS Code, a click or a scroll asks
 * for code actions or inlay hints, which start the thread before the planner types again. The
 * setting `hydrocase.memory.releaseAfterIdleSeconds` (or `--release-after-idle-ms`) changes the
 * wait; 0 keeps the thread.
 */
export const RELEASE_AFTER_IDLE_MS = SETTING_DEFAULTS['hydrocase.memory.releaseAfterIdleSeconds'] * 1000;

export interface ValidationThreadOptions {
  /** 0: never released (see RELEASE_AFTER_IDLE_MS). Fixed for the thread's life (the command line's option); else the setting decides (`followReleaseSetting`). */
  releaseAfterIdleMs?: number;
}

/**
 * The validation thread's young generation. V8's default (48 MB here) stays resident once a large
 * case has been checked and is never given back while idle. Measured on the large bench case: 16 MB
 * saved ~20 MB of idle memory, 8 MB another ~8 MB, with the same edit latencies and first
 * validation time (678-742 ms against 716-1121 ms at 16 MB); the scavenges it adds are cheap.
 */
const YOUNG_GENERATION_MB = 8;

/**
 * The validation thread's heap ceiling. With a limit, a thread that runs out of memory ends alone
 * (ERR_WORKER_OUT_OF_MEMORY; onExit restarts it for the next job) instead of aborting the server
 * process. Typing in an 8 MB stages.json peaks near 550 MB for the whole server; a 50 MB one was
 * measured at 1.3 GB in the command line, so 2 GB keeps such files working and a runaway bounded.
 */
const OLD_GENERATION_MB = 2048;

/**
 * A job in flight. `resolve` is declared as a method: a job's own `Pending<N>` is kept among all
 * the others (`Pending<JobName>`), and the thread's reply to id N is the result of the job posted
 * with id N (validationWorker.ts posts what the job's handler returned).
 */
interface Pending<R = JobResult<JobName>> {
  resolve(value: R): void;
  reject(error: Error): void;
  worker: Worker;
}

export class ValidationThread implements CaseEngine {
  private worker: Worker | undefined;
  /** Ends an idle thread (armed when its last job is answered). */
  private releaseTimer: NodeJS.Timeout | undefined;
  /** The wait of `hydrocase.memory.releaseAfterIdleSeconds`, when no fixed one was given. */
  private releaseSettingMs = RELEASE_AFTER_IDLE_MS;
  /** The last thread was released, not crashed: the next one is a restart. */
  private released = false;
  private starts = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private disposed = false;
  private readonly cancelled = new CancelledRequests();
  /** What the current thread holds of each large document (reset with each new thread). */
  private readonly texts = new TextSender();

  constructor(
    private readonly scriptPath: string,
    private readonly data: ValidationWorkerData,
    private readonly events: ValidationThreadEvents,
    private readonly options: ValidationThreadOptions = {},
  ) {}

  get threadStarts(): number {
    return this.starts;
  }

  /**
   * Starts the thread ahead of its first job: loading its code (the server bundle) then overlaps
   * the client's start and the workspace scan instead of delaying the first request on a case.
   */
  start(): void {
    if (this.disposed) return;
    this.ensureWorker();
    this.armRelease(); // a workspace without a case sends it no job
  }

  validateCase(caseRoot: string, overlays: ReadonlyMap<string, DocumentText>, signal: AbortSignal): Promise<CaseOutcome> {
    return this.jobWithTexts(
      'validateCase',
      (send) => ({ caseRoot, overlays: [...overlays].map(([file, { uri, text }]): [string, string, string | TextPatch] => [file, uri, send(uri, text)]) }),
      signal,
    );
  }

  checkFile(caseRoot: string, file: string, { uri, text }: DocumentText, signal: AbortSignal): Promise<Diagnostic[]> {
    return this.jobWithTexts('checkFile', (send) => ({ caseRoot, file, uri, text: send(uri, text) }), signal);
  }

  /** Runs an editor service on the validation thread, where the case's last validation is kept; `signal` withdraws it. */
  service<N extends ServiceName>(request: ServiceRequest<N>, signal?: AbortSignal): Promise<ServiceResult<N>> {
    return this.serviceJobs[request.name](request, signal).then(unpackServiceResult);
  }

  /**
   * The 'service' job per service name. A request for service N (generic) is not, to TypeScript, one
   * of the job's payloads (a union over the names) until its name is a known one: this mapped
   * table, one entry per name, is where it becomes one, and where the reply is known to be N's result.
   */
  private readonly serviceJobs: { [N in ServiceName]: (request: ServiceRequest<N>, signal?: AbortSignal) => Promise<PackedServiceResult<N>> } = {
    hover: (request, signal) => this.serviceJob(request, signal),
    inlayHints: (request, signal) => this.serviceJob(request, signal),
    completion: (request, signal) => this.serviceJob(request, signal),
    codeActions: (request, signal) => this.serviceJob(request, signal),
    definition: (request, signal) => this.serviceJob(request, signal),
    references: (request, signal) => this.serviceJob(request, signal),
    symbols: (request, signal) => this.serviceJob(request, signal),
    plantLenses: (request, signal) => this.serviceJob(request, signal),
  };

  /** `R`: the result of the service the request names (the thread answers with what that service returned). */
  private serviceJob<R extends PackedServiceResult>(request: ServiceRequest<ServiceName>, signal?: AbortSignal): Promise<R> {
    return this.jobWithTexts<'service', R>('service', (send) => ({ ...request, text: send(request.uri, request.text) }), signal);
  }

  /**
   * A large open document changed: its new text goes to the thread's mirror now (as a patch), so
   * the thread builds it while this thread finishes the keystroke; the check that follows sends
   * nothing new.
   * Smaller texts are sent whole with each job, as before.
   */
  syncText(uri: string, text: string): void {
    if (this.disposed || text.length < MIRRORED_TEXT_CHARS) return;
    this.ensureWorker(); // first: a new thread holds no text to patch
    this.notify('text', { uri, text: this.texts.next(uri, text) });
    this.sendEvictions();
  }

  /** Posts a job to the thread; resolves with its result (the job table, threadProtocol/validationMessages.ts). */
  job<N extends JobName>(type: N, payload: JobPayload<N>, signal?: AbortSignal): Promise<JobResult<N>> {
    return this.request(type, payload, signal);
  }

  /** A table changed on disk: its cached result must not be used again. */
  invalidate(path: string): void {
    // Without a running thread there is no cache to correct.
    this.notify('invalidate', { path });
  }

  /** A case left the workspace (folder removed): its last validation and JSON cache are dropped. */
  forgetCase(caseRoot: string): void {
    this.notify('forgetCase', { caseRoot });
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.releaseTimer);
    void this.worker?.terminate();
    this.worker = undefined;
    // Every job in flight is answered: a validation waiting on one answers its request in turn.
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const job of pending) job.reject(new Error('the server is shutting down'));
  }

  /** Tells the thread which documents are no longer mirrored (after the job that carried their last texts). */
  private sendEvictions(): void {
    for (const uri of this.texts.takeEvicted()) this.notify('forgetText', { uri });
  }

  private notify<N extends NoticeName>(type: N, payload: ValidationNotices[N], worker = this.worker): void {
    const message: NoticeMessage<N> = { kind: 'notice', type, payload };
    worker?.postMessage(message);
  }

  /**
   * A job carrying open documents' texts: `build` gets `send`, which gives what to post for a text
   * (the whole text, or for a large one a patch of what the thread holds: posting a few hundred KB
   * costs the thread 1-2 ms before it can start, a patch a tenth of a ms).
   */
  private jobWithTexts<N extends JobName, R extends JobResult<N> = JobResult<N>>(
    type: N,
    build: (send: (uri: string, text: string) => string | TextPatch) => JobPayload<N>,
    signal?: AbortSignal,
  ): Promise<R> {
    if (this.disposed) return Promise.reject(new Error('the server is shutting down'));
    if (signal?.aborted) return Promise.reject(new Error('cancelled')); // before any text is recorded as sent
    this.ensureWorker(); // first: a new thread holds no text to patch
    const uris: string[] = [];
    const payload = build((uri, text) => (uris.push(uri), this.texts.next(uri, text)));
    const reply = this.request<N, R>(type, payload, signal);
    this.sendEvictions();
    return reply.catch((error: Error) => {
      if (error.message !== 'cancelled') for (const uri of uris) this.texts.reset(uri); // the thread may not hold it: the next request sends it whole
      throw error;
    });
  }

  /** `R` narrows the result where the payload decides it (a service's result type is its name's). */
  private request<N extends JobName, R extends JobResult<N> = JobResult<N>>(type: N, payload: JobPayload<N>, signal?: AbortSignal): Promise<R> {
    if (this.disposed) return Promise.reject(new Error('the server is shutting down'));
    if (signal?.aborted) return Promise.reject(new Error('cancelled'));
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      const onAbort = () => {
        this.pending.delete(id);
        this.armRelease();
        this.cancelled.cancel(id); // seen by the thread even while this job still waits in its queue
        this.notify('cancel', { id }, worker);
        reject(new Error('cancelled'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);
      const pending: Pending<R> = {
        resolve: (value) => {
          settle();
          resolve(value);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
        worker,
      };
      this.pending.set(id, pending);
      const message: JobMessage<N> = { kind: 'job', type, id, payload };
      worker.postMessage(message);
    });
  }

  /** The setting's wait (ms; 0 keeps the thread), from the next idle moment on; a fixed wait (the options') wins. */
  followReleaseSetting(ms: number): void {
    if (ms === this.releaseSettingMs) return;
    this.releaseSettingMs = ms;
    if (this.pending.size === 0 && this.worker) this.armRelease();
  }

  private get releaseAfterIdleMs(): number {
    return this.options.releaseAfterIdleMs ?? this.releaseSettingMs;
  }

  /** After the last job in flight is answered: the thread is ended if no job comes meanwhile. */
  private armRelease(): void {
    clearTimeout(this.releaseTimer);
    const after = this.releaseAfterIdleMs;
    if (after <= 0 || this.pending.size > 0) return;
    this.releaseTimer = setTimeout(() => this.release(), after);
    this.releaseTimer.unref();
  }

  private release(): void {
    const worker = this.worker;
    if (!worker || this.pending.size > 0) return;
    this.worker = undefined; // first: its exit is then no crash (onExit)
    this.released = true;
    void worker.terminate();
    this.events.log(`the validation thread had no job for ${Math.round(this.releaseAfterIdleMs / 100) / 10} s: ended, its memory given back; the next job starts it again`);
    this.events.released?.();
  }

  private ensureWorker(): Worker {
    clearTimeout(this.releaseTimer); // a job or a text is on its way
    if (this.worker) return this.worker;
    this.texts.reset();
    // With V8's code cache, which the thread writes after its first whole-case check: a thread
    // started again after a release then skips compiling the bundle and its checks.
    const worker = startWorkerWithCodeCache(this.scriptPath, codeCacheDir(), 'ready', {
      workerData: { ...this.data, cancelled: this.cancelled.buffer },
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB },
    });
    worker.on('message', (message: FromValidationWorker) => {
      if (message.type === 'log') return this.events.log(message.message);
      if (message.type === 'crashed') return this.events.crashed(message.reason);
      const pending = this.pending.get(message.id);
      if (!pending) return; // cancelled meanwhile
      this.pending.delete(message.id);
      this.armRelease();
      if (message.type === 'reply') pending.resolve(message.value);
      else pending.reject(new Error(message.message));
    });
    worker.on('error', (error) => this.onExit(worker, `it threw: ${error.message}`));
    worker.on('exit', (code) => this.onExit(worker, `it exited with code ${code}`));
    this.worker = worker;
    this.starts++;
    if (this.released) {
      this.released = false;
      this.events.restarted?.();
    }
    return worker;
  }

  private onExit(worker: Worker, reason: string): void {
    if (this.worker !== worker) return; // already handled ('error' is followed by 'exit')
    this.worker = undefined;
    const failed = [...this.pending].filter(([, job]) => job.worker === worker);
    for (const [id] of failed) this.pending.delete(id);
    if (this.disposed) return;
    this.events.crashed(`the validation thread stopped (${reason}); it is restarted for the next validation`);
    for (const [, job] of failed) job.reject(new Error('the validation thread stopped'));
  }
}
