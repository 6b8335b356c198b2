// The Parquet worker thread: decodes tables off the calling thread (the language server's
// validation thread; the CLI's main thread for large tables) so the caller stays responsive, or
// busy with the JSON files, while a large hyperplane table loads. Same engine code as in process.
// A corrupt table that traps the WebAssembly instance is reported (PQ-001) like any other; the
// instance cannot be replaced inside this bundle, so the worker then asks to be retired and the
// pool sends the remaining tables to a new one.
import { parentPort } from 'node:worker_threads';
import { checkParquetTable, type ParquetTableKind, type ParquetTableResult } from '../parquetTables';
import { decoderUsable } from '../../core/parquet/decoder';

export interface ParquetJob {
  id: number;
  kind: ParquetTableKind;
  path: string;
  maxPerRule: number;
}

export interface ParquetJobReply {
  id: number;
  result?: ParquetTableResult;
  error?: string;
  /** The decoder trapped: this worker must not be sent more tables (its other jobs go to a new one). */
  retire?: boolean;
}

parentPort?.on('message', async (job: ParquetJob) => {
  let reply: ParquetJobReply;
  try {
    reply = { id: job.id, result: await checkParquetTable(job.kind, job.path, job.maxPerRule) };
  } catch (error) {
    reply = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  if (!decoderUsable()) reply.retire = true;
  parentPort!.postMessage(reply);
});
