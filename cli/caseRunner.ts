// Checks a list of cases: in this thread for one case, else on worker threads (at most one per
// core, each running the whole engine on one case at a time), reporting each case as it comes.
// A case's configuration applies here: its per-rule cap and its rule levels.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { validateCase } from '../shared/engine/validate';
import { safelyFixable } from '../shared/services/caseFixes';
import { DEFAULT_MAX_PER_RULE } from '../shared/core/reporter';
import { applyRuleLevels } from '../shared/engine/config/caseConfig';
import type { Diagnostic } from '../shared/core/diagnostics';
import { cliParquetChecker } from './parquetChecker';
import { caseHasLargeTables } from './parquetWorkerStart';
import type { CaseJob } from './caseSet';

const CASE_WORKER_ROLE = 'hydrocase-case-worker';

/** What a report needs of one case: plain data, so it crosses from a worker thread. */
export interface CaseOutcome {
  job: CaseJob;
  caseDir: string;
  files: string[];
  diagnostics: Diagnostic[];
  /** Indexes of `diagnostics` that `hydrocase fix` fixes safely. */
  fixable: number[];
  elapsedMs: number;
}

export interface RunOptions {
  /** --max-per-rule; else the case's hydrocase.json, else the default. */
  maxPerRule?: number;
  /** Worker threads for several cases (default: one per core). */
  workers?: number;
}

/** `parquetWorkers`: at most this many Parquet worker threads for the case (default: one per core). */
export async function checkCase(job: CaseJob, maxPerRule: number | undefined, parquetWorkers?: number): Promise<CaseOutcome> {
  const started = performance.now();
  const parquetChecker = cliParquetChecker({ maxWorkers: parquetWorkers, inProcess: !caseHasLargeTables(job.caseDir) });
  const result = await validateCase(job.caseDir, { maxPerRule: maxPerRule ?? job.config?.maxPerRule ?? DEFAULT_MAX_PER_RULE, parquetChecker }).finally(() =>
    parquetChecker.dispose(),
  );
  const diagnostics = job.config ? applyRuleLevels(result.diagnostics, job.config.rules) : result.diagnostics;
  return { job, caseDir: result.caseDir, files: result.files, diagnostics, fixable: safelyFixable(result, diagnostics), elapsedMs: performance.now() - started };
}

export async function checkCases(jobs: readonly CaseJob[], options: RunOptions = {}): Promise<CaseOutcome[]> {
  if (jobs.length === 1) return [await checkCase(jobs[0]!, options.maxPerRule)];
  const workerCount = Math.max(1, Math.min(jobs.length, options.workers ?? availableParallelism()));
  const outcomes: CaseOutcome[] = new Array(jobs.length);
  let next = 0;
  const runWorker = () =>
    new Promise<void>((resolveWorker, reject) => {
      // The engine's bundle is its own worker script (see serveCaseWorkerIfAsked below).
      const worker = new Worker(join(__dirname, 'cliMain.js'), { workerData: { role: CASE_WORKER_ROLE, maxPerRule: options.maxPerRule } });
      const give = () => {
        if (next >= jobs.length) return void worker.terminate().then(() => resolveWorker(), reject);
        const index = next++;
        worker.once('message', (outcome: CaseOutcome) => {
          outcomes[index] = outcome;
          give();
        });
        worker.postMessage(jobs[index]);
      };
      worker.once('error', reject);
      give();
    });
  await Promise.all(Array.from({ length: workerCount }, runWorker));
  return outcomes;
}

/** In a worker thread started by checkCases: check each case posted, post back its outcome. */
export function serveCaseWorkerIfAsked(): void {
  if (isMainThread || workerData?.role !== CASE_WORKER_ROLE) return;
  parentPort!.on('message', (job: CaseJob) => {
    // The cases already share the cores between them: one Parquet worker per case thread.
    void checkCase(job, workerData.maxPerRule, 1).then((outcome) => parentPort!.postMessage(outcome));
  });
}
