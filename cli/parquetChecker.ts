// The CLI's Parquet checker: in a case with a megabyte of Parquet or more, every table is decoded
// and checked on a worker thread while the main thread parses and checks the JSON files, so the
// WebAssembly decoder is never even compiled on the main thread (the floor uses one core; the main
// thread here keeps one and the workers get the rest). A case with less is checked in process: a
// worker's start (a Node thread, the worker bundle, a WebAssembly compile) costs more CPU than its
// tables (measured on the medium bench case: 765 -> 992 ms of CPU with a worker). With more than two cores, a table of a megabyte or more that finds the first worker busy
// gets a worker of its own, so the large hyperplane table runs beside the other tables rather than
// after them; small cases keep to one worker, since each costs a bundle load, a WebAssembly compile
// and some 25 MB. (On two cores a second worker added some 30 MB of peak RSS on the large bench
// case, and no speed to expect: by CPU time the JSON lane on the main thread is the longer one.)
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { checkParquetTable, PARQUET_TABLES, type ParquetChecker } from '../shared/engine/parquetTables';
import { ParquetPool } from '../shared/engine/parquetThreads/pool';
import { DecoderUnavailableError } from '../shared/core/parquet/decoder';

/** A table this large (on disk) is worth a worker of its own when the others are busy; a case with this much Parquet, worth workers at all. */
const WORKER_BYTES = 1024 * 1024;

/**
 * The workers' young generation. Their JavaScript objects are few and short-lived (the column
 * values are typed arrays, outside the heap), so V8's default (up to 16 MB per semi-space) is mostly
 * unused room held in RSS, once per worker.
 */
const WORKER_YOUNG_GENERATION_MB = 4;

export interface DisposableParquetChecker extends ParquetChecker {
  dispose(): void;
}

export interface CliParquetCheckerOptions {
  /** The bundled worker beside the CLI bundle (dist/parquetWorker.js). */
  workerScript?: string;
  /** At most this many workers (default: one per core but the main thread's; a case worker of a multi-case run uses 1). */
  maxWorkers?: number;
  /**
   * Check the tables in this thread (see caseHasLargeTables). A table is still sent to a worker
   * when a corrupt table has stopped this thread's decoder: the bundle cannot load a new one.
   */
  inProcess?: boolean;
}

/** Whether the case's Parquet tables add up to a megabyte or more on disk (missing ones count 0). */
export async function caseHasLargeTables(caseDir: string): Promise<boolean> {
  const sizes = await Promise.all(
    Object.values(PARQUET_TABLES).map(({ file }) =>
      stat(join(caseDir, file)).then(
        (info) => info.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0) >= WORKER_BYTES;
}

interface Lane {
  pool: ParquetPool;
  /** Bytes of the tables sent and not yet answered. */
  pendingBytes: number;
}

export function cliParquetChecker(options: CliParquetCheckerOptions = {}): DisposableParquetChecker {
  const workerScript = options.workerScript ?? join(__dirname, 'parquetWorker.js');
  const maxWorkers = Math.max(1, options.maxWorkers ?? availableParallelism() - 1);
  const lanes: Lane[] = [];

  const laneFor = (size: number): Lane => {
    const idle = lanes.find((lane) => lane.pendingBytes === 0);
    if (idle) return idle;
    const least = lanes.reduce<Lane | undefined>((best, lane) => (!best || lane.pendingBytes < best.pendingBytes ? lane : best), undefined);
    if (least && (lanes.length >= maxWorkers || (size < WORKER_BYTES && least.pendingBytes < WORKER_BYTES))) return least;
    const lane = { pool: new ParquetPool(workerScript, { log: () => undefined, crashed: () => undefined }, { youngGenerationMb: WORKER_YOUNG_GENERATION_MB }), pendingBytes: 0 };
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
