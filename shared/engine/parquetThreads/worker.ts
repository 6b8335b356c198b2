// The Parquet worker thread: decodes tables off the calling thread (the language server's
// validation thread; the CLI's main thread for large tables) so the caller stays responsive, or
// busy with the JSON files, while a large hyperplane table loads. Same engine code as in process.
// A corrupt table that traps the WebAssembly instance is reported (PQ-001) like any other; the
// instance cannot be replaced inside this bundle, so the worker then asks to be retired and the
// pool sends the remaining tables to a new one.
// The tables waiting are decoded smallest first: a validation asks for all four at once, and the
// small ones then land while the large hyperplane table decodes, so the cross-file rules that read
// only them run meanwhile on the caller's thread (CrossFilePass) instead of after it.
import { parentPort } from 'node:worker_threads';
import { checkParquetTable, type ParquetTableKind, type ParquetTableResult } from '../parquetTables';
import { decoderUsable } from '../../core/parquet/decoder';

export interface ParquetJob {
  id: number;
  kind: ParquetTableKind;
  path: string;
  maxPerRule: number;
  /** The file's size when it was sent: the worker takes the smallest table waiting first. */
  bytes: number;
}

export interface ParquetJobReply {
  id: number;
  result?: ParquetTableResult;
  error?: string;
  /** The decoder trapped: this worker must not be sent more tables (its other jobs go to a new one). */
  retire?: boolean;
}

const waiting: ParquetJob[] = [];
let draining = false;

parentPort?.on('message', (job: ParquetJob) => {
  waiting.push(job);
  if (draining) return;
  draining = true;
  // After the messages already delivered with this one: they all join the queue before the first pick.
  setImmediate(() => void drain());
});

async function drain(): Promise<void> {
  while (waiting.length > 0) {
    const smallest = waiting.reduce((best, job, index) => (job.bytes < waiting[best]!.bytes ? index : best), 0);
    const [job] = waiting.splice(smallest, 1);
    await answer(job!);
  }
  draining = false;
}

async function answer(job: ParquetJob): Promise<void> {
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
}

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
