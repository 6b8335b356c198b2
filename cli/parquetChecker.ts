// The CLI's Parquet checker: in a case with a megabyte of Parquet or more, every table is decoded
// and checked on a worker thread while the main thread parses and checks the JSON files, so the
// WebAssembly decoder is never even compiled on the main thread (the floor uses one core; the main
// thread here keeps one and the workers get the rest). A case with less is checked in process: a
// worker's start (a Node thread, the worker bundle, a WebAssembly compile) costs more CPU than its
// tables (measured on the medium bench case: 765 -> 992 ms of CPU with a worker; on Liftoff alone, shared/core/parquet/decoderTier.ts, 422 -> 517 ms). With more than two cores, a table of a megabyte or more that finds the first worker busy
// gets a worker of its own, so the large hyperplane table runs beside the other tables rather than
// after them; small cases keep to one worker, since each costs a bundle load, a WebAssembly compile
// and some 25 MB. (On two cores a second worker made the large bench case slower, 0.86 against
// 0.79 s (medians of 9, 2026-11-29), and added 25 MB of peak RSS: the main thread waits some 250 ms
// for the tables at the end, but the process already keeps 1.7 of the 2 cores busy on average,
// V8's helper threads included, so there is no idle core for a second worker to use.)
// The first worker may have been started by the command's entry already (cli/parquetWorkerStart.ts).
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { checkParquetTable, type ParquetChecker } from '../shared/engine/parquetTables';
import { ParquetPool } from '../shared/engine/parquetThreads/pool';
import { DecoderUnavailableError } from '../shared/core/parquet/decoder';
import { startParquetWorker, WORKER_BYTES } from './parquetWorkerStart';

/** A worker the command's entry started before the engine loaded, until a checker adopts it. */
let offeredWorker: Worker | undefined;

/** Called by the entry (cli/launch.ts) with the worker it started; the next checker to need a worker takes it. */
export function offerParquetWorker(worker: Worker): void {
  offeredWorker = worker;
  // A worker that fails before it is adopted only stops being offered (no pool was waiting on it).
  worker.on('error', () => undefined);
  worker.once('exit', () => {
    if (offeredWorker === worker) offeredWorker = undefined;
  });
}

function adoptOfferedWorker(): Worker | undefined {
  const worker = offeredWorker;
  offeredWorker = undefined;
  worker?.ref();
  return worker;
}

export interface DisposableParquetChecker extends ParquetChecker {
  dispose(): void;
}

export interface CliParquetCheckerOptions {
  /** The bundled worker beside the CLI bundle (dist/parquetWorker.js). */
  workerScript?: string;
  /** At most this many workers (default: one per core but the main thread's; a case worker of a multi-case run uses 1). */
  maxWorkers?: number;
  /**
   * Check the tables in this thread (see parquetWorkerStart.ts's caseHasLargeTables). A table is still sent to a worker
   * when a corrupt table has stopped this thread's decoder: the bundle cannot load a new one.
   */
  inProcess?: boolean;
}

interface Lane {
  pool: ParquetPool;
  /** Bytes of the tables sent and not yet answered. */
  pendingBytes: number;
}

export function cliParquetChecker(options: CliParquetCheckerOptions = {}): DisposableParquetChecker {
  const startWorker = () => adoptOfferedWorker() ?? startParquetWorker(options.workerScript);
  const maxWorkers = Math.max(1, options.maxWorkers ?? availableParallelism() - 1);
  const lanes: Lane[] = [];

  const laneFor = (size: number): Lane => {
    const idle = lanes.find((lane) => lane.pendingBytes === 0);
    if (idle) return idle;
    const least = lanes.reduce<Lane | undefined>((best, lane) => (!best || lane.pendingBytes < best.pendingBytes ? lane : best), undefined);
    if (least && (lanes.length >= maxWorkers || (size < WORKER_BYTES && least.pendingBytes < WORKER_BYTES))) return least;
    const lane = { pool: new ParquetPool(startWorker, { log: () => undefined, crashed: () => undefined }), pendingBytes: 0 };
    lanes.push(lane);
    return lane;
  };

  return {
    async check(kind, absolutePath, maxPerRule, signal) {
      if (options.inProcess) {
        try {
          return await checkParquetTable(kind, absolutePath, maxPerRule, signal);
        } catch (error) {
          if (!(error instanceof DecoderUnavailableError)) throw error;
        }
      }
      const size = (await stat(absolutePath).catch(() => undefined))?.size ?? 0;
      const lane = laneFor(size);
      lane.pendingBytes += size;
      try {
        return await lane.pool.check(kind, absolutePath, maxPerRule);
      } finally {
        lane.pendingBytes -= size;
      }
    },
    dispose() {
      for (const lane of lanes) lane.pool.dispose();
    },
  };
}
