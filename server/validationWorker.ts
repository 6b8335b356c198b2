// The validation thread: runs the engine (JSON parsing, file rules, cross-file rules) off the
// server's main thread, so the editor's requests are answered at once even while a large case is
// checked. It owns the Parquet pool, so table summaries (tens of MB for a large case) stay where
// the cross-file rules read them and never cross to the main thread; only diagnostics do.
import { join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { getHeapStatistics } from 'node:v8';
import { JsonFileCache, validateCase } from '../shared/engine/validate';
import { IdleCollector } from './idleCollector';
import { ParquetPool } from '../shared/engine/parquetThreads/pool';
import { checkFileAlone } from '../shared/engine/quickCheck';
import { ServiceRunner } from './serviceRunner';
import { packServiceResult } from './serviceReplies';
import type { CaseFixesOutcome, CaseOutcome, FromValidationWorker, ToValidationWorker, ValidationRequest, ValidationWorkerData } from './validationMessages';
import { lineEdits, safeCaseFixes } from '../shared/services/caseFixes';
import { TableViews } from './tableViews';
import { addCoverageRows } from '../shared/crossFile/checks/scenarios/addCoverageRows';
import { replaceTableId } from '../shared/crossFile/checks/plants/replaceTableId';
import { plantCurvesAnswer } from './plantCurveViews';
import { CancelledRequests } from './cancelledRequests';
import { TextMirror, type TextPatch } from './textMirror';

/** An idle Parquet worker is ended after this long: its WebAssembly memory goes with it; results stay cached. */
const PARQUET_IDLE_RELEASE_MS = 1500;
/** After this long without a job, the garbage of the last validations is collected and the heap shrinks. */
const COLLECT_AFTER_IDLE_MS = 1000;

/** The thread's memory after an idle collection: what it keeps between validations. */
function heapSummary(): string {
  const heap = getHeapStatistics();
  const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
  return `heap ${mb(heap.used_heap_size)} MB live of ${mb(heap.total_heap_size)} MB, ${mb(heap.external_memory)} MB outside it`;
}

export function runValidationWorker(data: ValidationWorkerData): void {
  const port = parentPort;
  if (!port) throw new Error('the validation worker runs in a worker thread');
  const post = (message: FromValidationWorker) => port.postMessage(message);
  const pool = new ParquetPool(
    data.parquetWorkerPath,
    { log: (message) => post({ type: 'log', message }), crashed: (reason) => post({ type: 'crashed', reason }) },
    { idleReleaseMs: PARQUET_IDLE_RELEASE_MS },
  );
  const running = new Map<number, AbortController>();
  const cancelled = data.cancelled ? new CancelledRequests(data.cancelled) : undefined;
  const texts = new TextMirror();
  const collector = new IdleCollector(COLLECT_AFTER_IDLE_MS, () => post({ type: 'log', message: `validation thread idle: ${heapSummary()}` }));
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
  const received = (request: ValidationRequest): string[] => {
    const carried = textsCarried(request);
    const taken = carried.map(([uri, text]) => texts.receive(uri, text));
    const unfit = taken.indexOf(undefined);
    if (unfit >= 0) throw new Error(`no earlier text of ${carried[unfit]![0]} to patch`);
    return taken as string[];
  };

  const handle = async (request: ValidationRequest, signal: AbortSignal): Promise<unknown> => {
    switch (request.type) {
      case 'validateCase': {
        const wholeTexts = received(request);
        const overlays = new Map(request.overlays.map(([file], index) => [file, wholeTexts[index]!]));
        const result = await validateCase(request.caseRoot, { overlays, signal, parquetChecker: pool, jsonCache: jsonCacheOf(request.caseRoot) });
        services.remember(request.caseRoot, result);
        return { diagnostics: result.diagnostics, files: result.files } satisfies CaseOutcome;
      }
      case 'service':
        return packServiceResult(request.name, services.run({ ...request, text: received(request)[0]! }));
      case 'checkFile':
        return checkFileAlone(request.caseRoot, request.file, received(request)[0]!, signal, jsonCacheOf(request.caseRoot));
      case 'caseFixes': {
        const fixes = await safeCaseFixes(request.caseRoot, { overlays: new Map(request.overlays), signal, parquetChecker: pool });
        return {
          files: fixes.files.map(({ file, before, after }) => ({ file, before, edits: lineEdits(before, after) })),
          fixed: fixes.fixed,
        } satisfies CaseFixesOutcome;
      }
      case 'coverageRows':
      case 'tableIdFix': {
        const outcome = request.type === 'coverageRows' ? await addCoverageRows(request.caseRoot, request.fix) : await replaceTableId(request.caseRoot, request.fix);
        // The table changed on disk: no cached decode of it may answer again (the watcher says so too, later).
        const path = join(request.caseRoot, outcome.file);
        tableViews.invalidate(path);
        pool.invalidate(path);
        return outcome;
      }
      case 'killParquetWorker':
        return pool.terminateWorker();
      case 'tablePage':
        return tableViews.page(request, request.caseRoot ? services.lastDiagnostics(request.caseRoot) : undefined);
      case 'caseOverview':
        return services.caseOverview(request.caseRoot);
      case 'caseOverviewFacts':
        return services.caseOverviewFacts(request.caseRoot, request.stageId, request.hydroId);
      case 'plantCurves':
        return plantCurvesAnswer(request.caseRoot, services.lastValidation(request.caseRoot), request);
    }
  };

  const receive = async (message: ToValidationWorker) => {
    if (message.type === 'cancel') return running.get(message.id)?.abort();
    if (message.type === 'invalidate') {
      tableViews.invalidate(message.path);
      return pool.invalidate(message.path);
    }
    if (message.type === 'forgetText') return texts.forget(message.uri);
    if (message.type === 'text') return void texts.receive(message.uri, message.text); // a patch that does not fit drops the text: the next request's fails and is sent whole
    if (message.type === 'forgetCase') {
      jsonCaches.delete(message.caseRoot);
      return services.forget(message.caseRoot);
    }
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
      post({ type: 'reply', id: message.id, value: await handle(message, controller.signal) });
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

/** The documents' texts a message carries, [URI, text or patch]: the mirror takes them even from a job cancelled while it waited. */
function textsCarried(message: ValidationRequest): Array<[string, string | TextPatch]> {
  if (message.type === 'service' || message.type === 'checkFile') return [[message.uri, message.text]];
  if (message.type === 'validateCase') return message.overlays.map(([, uri, text]) => [uri, text]);
  return [];
}
