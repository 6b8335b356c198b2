// The CLI's Parquet checker: a large table is decoded on a worker thread while the main thread
// parses and checks the JSON files (the machine has two cores; the floor uses one). Small tables
// stay in process, where they cost less than starting a thread, unless a corrupt table has stopped
// the in-process decoder: the bundle cannot load a new one, so the remaining tables go to the worker.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { checkParquetTable, type ParquetChecker } from '../shared/engine/parquetTables';
import { ParquetPool } from '../shared/engine/parquet/pool';
import { DecoderUnavailableError } from '../shared/engine/parquet/decoder';

/** Tables at least this large on disk go to the worker (the benchmark's hyperplane table is ~40 MB). */
const WORKER_THRESHOLD_BYTES = 8 * 1024 * 1024;

export interface DisposableParquetChecker extends ParquetChecker {
  dispose(): void;
}

/** `workerScript`: the bundled worker beside the CLI bundle (dist/parquetWorker.js). */
export function cliParquetChecker(workerScript = join(__dirname, 'parquetWorker.js')): DisposableParquetChecker {
  let pool: ParquetPool | undefined;
  return {
    async check(kind, absolutePath, maxPerRule, signal) {
      const size = (await stat(absolutePath).catch(() => undefined))?.size ?? 0;
      if (size < WORKER_THRESHOLD_BYTES) {
        try {
          return await checkParquetTable(kind, absolutePath, maxPerRule, signal);
        } catch (error) {
          if (!(error instanceof DecoderUnavailableError)) throw error;
        }
      }
      pool ??= new ParquetPool(workerScript, { log: () => undefined, crashed: () => undefined });
      return pool.check(kind, absolutePath, maxPerRule);
    },
    dispose() {
      pool?.dispose();
    },
  };
}
