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
  try {
    parentPort!.postMessage(reply, ownedBuffers(reply.result?.summary));
  } catch {
    parentPort!.postMessage(reply); // a buffer that cannot be moved: copied, as by default
  }
});

/**
 * The buffers of the summary's record columns (typed arrays each with a buffer of its own, made for
 * the reply), moved to the caller rather than copied: a large case's are some 8 MB, and copying
 * them cost the worker ~20 ms of its lane and the caller as much again. They sit in objects at most
 * two levels down (`summary.overrides.hydroId`); arrays are not searched (a curve's points are
 * objects, thousands of them). A view into a larger buffer (the decoder's memory, say) is copied.
 */
function ownedBuffers(value: unknown, levels = 2, found: ArrayBuffer[] = []): ArrayBuffer[] {
  if (ArrayBuffer.isView(value)) {
    const { buffer } = value;
    if (buffer instanceof ArrayBuffer && value.byteOffset === 0 && value.byteLength === buffer.byteLength && !found.includes(buffer)) found.push(buffer);
  } else if (levels > 0 && value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Map)) {
    for (const entry of Object.values(value)) ownedBuffers(entry, levels - 1, found);
  }
  return found;
}
