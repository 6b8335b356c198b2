// The main thread's handle on the validation thread (validationWorker.ts): sends it jobs, cancels
// stale ones, and starts a new thread if it dies (the jobs in flight fail; `crashed` tells the user).
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../shared/core/diagnostics';
import type { ServiceArgs, ServiceName, ServiceResult } from './features/services';
import type { TablePageJob } from './tableViews';
import type { TablePage } from '../shared/views/tablePages';
import type { CaseOverview } from '../shared/views/caseOverview';
import type { StageFacts } from '../shared/crossFile/explain';
import type { PlantCurvesRequest } from '../shared/views/plantCurveSource';
import type { PlantCurvesAnswer } from './plantCurvesProtocol';
import type { CoverageRowsFix } from '../shared/crossFile/checks/scenarios/coverageFix';
import type { CoverageRowsOutcome } from '../shared/crossFile/checks/scenarios/addCoverageRows';
import type { TableIdFix } from '../shared/crossFile/checks/plants/tableIdFix';
import type { TableIdOutcome } from '../shared/crossFile/checks/plants/replaceTableId';
import type { CaseFixesOutcome, CaseOutcome, FromValidationWorker, ToValidationWorker, ValidationRequest, ValidationWorkerData } from './validationMessages';
import { CancelledRequests } from './cancelledRequests';
import { MIRRORED_TEXT_CHARS, TextSender, type TextPatch } from './textMirror';
import { unpackServiceResult } from './serviceReplies';

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
}

export interface ValidationThreadEvents {
  log(message: string): void;
  /** A thread died unexpectedly (the server tells the user once). */
  crashed(reason: string): void;
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

type RequestBody = ValidationRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  worker: Worker;
}

export class ValidationThread implements CaseEngine {
  private worker: Worker | undefined;
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
  ) {}

  /**
   * Starts the thread ahead of its first job: loading its code (the server bundle) then overlaps
   * the client's start and the workspace scan instead of delaying the first request on a case.
   */
  start(): void {
    if (!this.disposed) this.ensureWorker();
  }

  validateCase(caseRoot: string, overlays: ReadonlyMap<string, DocumentText>, signal: AbortSignal): Promise<CaseOutcome> {
    return this.requestWithTexts(
      (send) => ({ type: 'validateCase', caseRoot, overlays: [...overlays].map(([file, { uri, text }]): [string, string, string | TextPatch] => [file, uri, send(uri, text)]) }),
      signal,
    ) as Promise<CaseOutcome>;
  }

  checkFile(caseRoot: string, file: string, { uri, text }: DocumentText, signal: AbortSignal): Promise<Diagnostic[]> {
    return this.requestWithTexts((send) => ({ type: 'checkFile', caseRoot, file, uri, text: send(uri, text) }), signal) as Promise<Diagnostic[]>;
  }

  /** The case's safe fixes as line edits per file (computed where the rules run). */
  caseFixes(caseRoot: string, overlays: ReadonlyMap<string, string>): Promise<CaseFixesOutcome> {
    return this.request({ type: 'caseFixes', caseRoot, overlays: [...overlays] }) as Promise<CaseFixesOutcome>;
  }

  /** Applies a confirmed coverage fix to the case's statistics table on disk. */
  coverageRows(caseRoot: string, fix: CoverageRowsFix): Promise<CoverageRowsOutcome> {
    return this.request({ type: 'coverageRows', caseRoot, fix }) as Promise<CoverageRowsOutcome>;
  }

  /** Applies a confirmed dangling-id fix to a case table on disk. */
  tableIdFix(caseRoot: string, fix: TableIdFix): Promise<TableIdOutcome> {
    return this.request({ type: 'tableIdFix', caseRoot, fix }) as Promise<TableIdOutcome>;
  }

  /** Runs an editor service on the validation thread, where the case's last validation is kept; `signal` withdraws it. */
  service<N extends ServiceName>(
    request: { caseRoot: string; file: string; uri: string; version: number; text: string; name: N; args: ServiceArgs<N> },
    signal?: AbortSignal,
  ): Promise<ServiceResult<N> | undefined> {
    return this.requestWithTexts((send) => ({ type: 'service', ...request, text: send(request.uri, request.text), args: [...request.args] }), signal).then(
      (posted) => unpackServiceResult(request.name, posted) as ServiceResult<N> | undefined,
    );
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
    this.send({ type: 'text', uri, text: this.texts.next(uri, text) });
    this.sendEvictions();
  }

  /** One page of a Parquet table for the table view (read on the validation thread, next to the case's problems). */
  tablePage(job: TablePageJob): Promise<TablePage> {
    return this.request({ type: 'tablePage', ...job }) as Promise<TablePage>;
  }

  /** The case overview from the case's last validation; undefined when it has none yet. */
  caseOverview(caseRoot: string): Promise<CaseOverview | undefined> {
    return this.request({ type: 'caseOverview', caseRoot }) as Promise<CaseOverview | undefined>;
  }

  /** explain's facts for a stage (and a plant at it); undefined when the case has no validation yet. */
  caseOverviewFacts(caseRoot: string, stageId: number, hydroId?: number): Promise<StageFacts | { error: string } | undefined> {
    return this.request({ type: 'caseOverviewFacts', caseRoot, stageId, ...(hydroId !== undefined ? { hydroId } : {}) }) as Promise<StageFacts | { error: string } | undefined>;
  }

  /** One plant's curves (built on the validation thread, from the case's last validation). */
  plantCurves(job: PlantCurvesRequest & { caseRoot: string }): Promise<PlantCurvesAnswer> {
    return this.request({ type: 'plantCurves', ...job }) as Promise<PlantCurvesAnswer>;
  }

  /** Test hook: ends the Parquet worker as a crash would; resolves whether one was running. */
  killParquetWorker(): Promise<boolean> {
    return this.request({ type: 'killParquetWorker' }) as Promise<boolean>;
  }

  /** A table changed on disk: its cached result must not be used again. */
  invalidate(path: string): void {
    // Without a running thread there is no cache to correct.
    this.send({ type: 'invalidate', path });
  }

  /** A case left the workspace (folder removed): its last validation and JSON cache are dropped. */
  forgetCase(caseRoot: string): void {
    this.send({ type: 'forgetCase', caseRoot });
  }

  dispose(): void {
    this.disposed = true;
    void this.worker?.terminate();
    this.worker = undefined;
    // Every job in flight is answered: a validation waiting on one answers its request in turn.
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const job of pending) job.reject(new Error('the server is shutting down'));
  }

  /** Tells the thread which documents are no longer mirrored (after the job that carried their last texts). */
  private sendEvictions(): void {
    for (const uri of this.texts.takeEvicted()) this.send({ type: 'forgetText', uri });
  }

  private send(message: ToValidationWorker): void {
    this.worker?.postMessage(message);
  }

  /**
   * A job carrying open documents' texts: `build` gets `send`, which gives what to post for a text
   * (the whole text, or for a large one a patch of what the thread holds: posting a few hundred KB
   * costs the thread 1-2 ms before it can start, a patch a tenth of a ms).
   */
  private requestWithTexts(build: (send: (uri: string, text: string) => string | TextPatch) => RequestBody, signal?: AbortSignal): Promise<unknown> {
    if (this.disposed) return Promise.reject(new Error('the server is shutting down'));
    if (signal?.aborted) return Promise.reject(new Error('cancelled')); // before any text is recorded as sent
    this.ensureWorker(); // first: a new thread holds no text to patch
    const uris: string[] = [];
    const body = build((uri, text) => (uris.push(uri), this.texts.next(uri, text)));
    const reply = this.request(body, signal);
    this.sendEvictions();
    return reply.catch((error: Error) => {
      if (error.message !== 'cancelled') for (const uri of uris) this.texts.reset(uri); // the thread may not hold it: the next request sends it whole
      throw error;
    });
  }

  private request(body: RequestBody, signal?: AbortSignal): Promise<unknown> {
    if (this.disposed) return Promise.reject(new Error('the server is shutting down'));
    if (signal?.aborted) return Promise.reject(new Error('cancelled'));
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.pending.delete(id);
        this.cancelled.cancel(id); // seen by the thread even while this job still waits in its queue
        worker.postMessage({ type: 'cancel', id } satisfies ToValidationWorker);
        reject(new Error('cancelled'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => signal?.removeEventListener('abort', onAbort);
      this.pending.set(id, {
        resolve: (value) => {
          settle();
          resolve(value);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
        worker,
      });
      worker.postMessage({ ...body, id } as ToValidationWorker);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    this.texts.reset();
    const worker = new Worker(this.scriptPath, {
      workerData: { ...this.data, cancelled: this.cancelled.buffer },
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: OLD_GENERATION_MB },
    });
    worker.on('message', (message: FromValidationWorker) => {
      if (message.type === 'log') return this.events.log(message.message);
      if (message.type === 'crashed') return this.events.crashed(message.reason);
      const pending = this.pending.get(message.id);
      if (!pending) return; // cancelled meanwhile
      this.pending.delete(message.id);
      if (message.type === 'reply') pending.resolve(message.value);
      else pending.reject(new Error(message.message));
    });
    worker.on('error', (error) => this.onExit(worker, `it threw: ${error.message}`));
    worker.on('exit', (code) => this.onExit(worker, `it exited with code ${code}`));
    this.worker = worker;
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
