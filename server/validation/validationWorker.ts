// The validation thread: runs the engine (JSON parsing, file rules, cross-file rules) off the
// server's main thread, so the editor's requests are answered at once even while a large case is
// checked. It owns the Parquet pool, so table summaries (tens of MB for a large case) stay where
// the cross-file rules read them and never cross to the main thread; only diagnostics do.
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { JsonFileCache, validateCase } from '../../shared/engine/validate';
import { heapSummary, IdleCollector } from '../idleCollector';
import { lowerThisThreadPriority } from './threadPriority';
import { codeCacheDir, codeCacheOutcome, codeCacheReady, startWorkerWithCodeCache } from '../../shared/runtime/codeCache';
import { ParquetPool } from '../../shared/engine/parquetThreads/pool';
import { checkFileAlone } from '../../shared/engine/quickCheck';
import { ServiceRunner } from '../services/serviceRunner';
import { packServiceResult } from '../threadProtocol/serviceReplies';
import {
  dispatchJob,
  dispatchNotice,
  textsCarried,
  type FromValidationWorker,
  type JobHandlers,
  type JobMessage,
  type NoticeHandlers,
  type ToValidationWorker,
  type ValidationWorkerData,
} from '../threadProtocol/validationMessages';
import { lineEdits, safeCaseFixes } from '../../shared/services/caseFixes';
import { TableViews } from './tableViews';
import { addCoverageRows } from '../../shared/crossFile/checks/scenarios/addCoverageRows';
import { replaceTableId } from '../../shared/crossFile/checks/plants/replaceTableId';
import { plantCurvesAnswer } from './plantCurveViews';
import { CancelledRequests } from '../threadProtocol/cancelledRequests';
import { TextMirror } from '../threadProtocol/textMirror';
import { scenarioPlotsAnswer } from './scenarioPlotViews';

/** An idle Parquet worker is ended after this long: its WebAssembly memory goes with it; results stay cached. */
const PARQUET_IDLE_RELEASE_MS = 1500;
/** After this long without a job, the garbage of the last validations is collected and the heap shrinks. */
const COLLECT_AFTER_IDLE_MS = 1000;

export function runValidationWorker(data: ValidationWorkerData): void {
  const port = parentPort;
  if (!port) throw new Error('the validation worker runs in a worker thread');
  const post = (message: FromValidationWorker) => port.postMessage(message);
  lowerThisThreadPriority();
  const pool = new ParquetPool(
    () => startWorkerWithCodeCache(data.parquetWorkerPath, codeCacheDir(), 'load'),
    { log: (message) => post({ type: 'log', message }), crashed: (reason) => post({ type: 'crashed', reason }) },
    { idleReleaseMs: PARQUET_IDLE_RELEASE_MS },
  );
  const running = new Map<number, AbortController>();
  const cancelled = data.cancelled ? new CancelledRequests(data.cancelled) : undefined;
  const texts = new TextMirror();
  const collector = new IdleCollector(COLLECT_AFTER_IDLE_MS, {
    collected: () => {
      post({ type: 'log', message: `validation thread idle: ${heapSummary()}; code cache: ${codeCacheOutcome() ?? 'unused'}` });
      codeCacheReady(); // the first time idle, what the thread ran is compiled: a cache for its next start
    },
    scavengeBetweenJobs: true,
  });
  const tableViews = new TableViews();
  // Per case: an edit re-checks the edited JSON file only; the quick answer's check of it is reused
  // too, and the services and the validations share their parses through it.
  const jsonCaches = new Map<string, JsonFileCache>();
  const jsonCacheOf = (caseRoot: string): JsonFileCache => {
    let cache = jsonCaches.get(caseRoot);
    if (!cache) jsonCaches.set(caseRoot, (cache = new JsonFileCache()));
    return cache;
  };
  const services = new ServiceRunner({ ...(data.rulePagesDir ? { rulePagesDir: data.rulePagesDir } : {}) }, jsonCacheOf);

  /**
   * The documents' texts a job carries, in order, patches applied to the texts held. Every one is
   * taken in before one that does not fit fails the job (the main thread then sends it whole):
   * stopping at it would leave the later patches unapplied while the main thread counts them as held.
   */
  const received = (message: JobMessage): string[] => {
    const carried = textsCarried(message);
    const taken = carried.map(([uri, text]) => texts.receive(uri, text));
    const unfit = taken.indexOf(undefined);
    if (unfit >= 0) throw new Error(`no earlier text of ${carried[unfit]![0]} to patch`);
    return taken.filter((text) => text !== undefined);
  };

  const state: ThreadState = { pool, texts, tableViews, services, jsonCaches, jsonCacheOf, running };
  const jobs = jobHandlers(state);
  const notices = noticeHandlers(state);

  const receive = async (message: ToValidationWorker) => {
    if (message.kind === 'notice') return dispatchNotice(notices, message);
    // Cancelled while it waited in the queue: its caller has its answer already (nobody reads this
    // one). Its text still updates the mirror: the next patch applies to it.
    if (cancelled?.isCancelled(message.id)) {
      for (const [uri, text] of textsCarried(message)) texts.receive(uri, text);
      return post({ type: 'failure', id: message.id, message: 'cancelled' });
    }
    const controller = new AbortController();
    running.set(message.id, controller);
    collector.started();
    try {
      post({ type: 'reply', id: message.id, value: await dispatchJob(jobs, message, { signal: controller.signal, texts: received(message) }) });
    } catch (error) {
      post({ type: 'failure', id: message.id, message: error instanceof Error ? error.message : String(error) });
    } finally {
      running.delete(message.id);
      collector.ended();
    }
  };
  // receive posts each job's reply or failure itself: its promise carries nothing more.
  port.on('message', (message: ToValidationWorker) => void receive(message));
}

/** What the thread keeps between jobs. */
interface ThreadState {
  pool: ParquetPool;
  texts: TextMirror;
  tableViews: TableViews;
  services: ServiceRunner;
  jsonCaches: Map<string, JsonFileCache>;
  jsonCacheOf(caseRoot: string): JsonFileCache;
  /** The jobs running, by id, so a `cancel` notice aborts one. */
  running: Map<number, AbortController>;
}

/** Each job's handler, by name (the table of threadProtocol/validationMessages.ts). */
function jobHandlers({ pool, tableViews, services, jsonCacheOf }: ThreadState): JobHandlers {
  /** A table a confirmed fix rewrote on disk: no cached decode of it may answer again (the watcher says so too, later). */
  const forgetTable = <Outcome extends { file: string }>(caseRoot: string, outcome: Outcome): Outcome => {
    const path = join(caseRoot, outcome.file);
    tableViews.invalidate(path);
    pool.invalidate(path);
    return outcome;
  };
  return {
    validateCase: async ({ caseRoot, overlays }, { signal, texts: wholeTexts }) => {
      const result = await validateCase(caseRoot, {
        overlays: new Map(overlays.map(([file], index) => [file, wholeTexts[index]!])),
        signal,
        parquetChecker: pool,
        jsonCache: jsonCacheOf(caseRoot),
      });
      services.remember(caseRoot, result);
      return { diagnostics: result.diagnostics, files: result.files };
    },
    service: (payload, { texts: [text] }) => packServiceResult(payload.name, services.run({ ...payload, text: text! })),
    checkFile: ({ caseRoot, file }, { signal, texts: [text] }) => checkFileAlone(caseRoot, file, text!, signal, jsonCacheOf(caseRoot)),
    caseFixes: async ({ caseRoot, overlays }, { signal }) => {
      const fixes = await safeCaseFixes(caseRoot, { overlays: new Map(overlays), signal, parquetChecker: pool });
      return { files: fixes.files.map(({ file, before, after }) => ({ file, before, edits: lineEdits(before, after) })), fixed: fixes.fixed };
    },
    coverageRows: async ({ caseRoot, fix }) => forgetTable(caseRoot, await addCoverageRows(caseRoot, fix)),
    tableIdFix: async ({ caseRoot, fix }) => forgetTable(caseRoot, await replaceTableId(caseRoot, fix)),
    killParquetWorker: () => pool.terminateWorker(),
    tablePage: (job) => tableViews.page(job, job.caseRoot ? services.lastDiagnostics(job.caseRoot) : undefined),
    caseOverview: ({ caseRoot }) => services.caseOverview(caseRoot),
    caseOverviewFacts: ({ caseRoot, stageId, hydroId }) => services.caseOverviewFacts(caseRoot, stageId, hydroId),
    plantCurves: (job) => plantCurvesAnswer(job.caseRoot, services.lastValidation(job.caseRoot), job),
    scenarioPlots: (job) => scenarioPlotsAnswer(job.caseRoot, services.lastValidation(job.caseRoot), job),
  };
}

/** Each notice's handler, by name. */
function noticeHandlers({ pool, texts, tableViews, services, jsonCaches, running }: ThreadState): NoticeHandlers {
  return {
    cancel: ({ id }) => running.get(id)?.abort(),
    invalidate: ({ path }) => {
      tableViews.invalidate(path);
      pool.invalidate(path);
    },
    forgetText: ({ uri }) => texts.forget(uri),
    text: ({ uri, text }) => void texts.receive(uri, text), // a patch that does not fit drops the text: the next request's fails and is sent whole
    forgetCase: ({ caseRoot }) => {
      jsonCaches.delete(caseRoot);
      services.forget(caseRoot);
    },
  };
}
