// The Parquet worker thread: decodes tables off the calling thread (the language server's
// validation thread; the CLI's main thread for large tables) so the caller stays responsive, or
// busy with the JSON files, while a large hyperplane table loads. Same engine code as in process.
import { parentPort } from 'node:worker_threads';
import { checkParquetTable, type ParquetTableKind } from '../parquetTables';

export interface ParquetJob {
  id: number;
  kind: ParquetTableKind;
  path: string;
  maxPerRule: number;
}

parentPort?.on('message', async (job: ParquetJob) => {
  try {
    const result = await checkParquetTable(job.kind, job.path, job.maxPerRule);
    parentPort!.postMessage({ id: job.id, result, memory: process.memoryUsage().arrayBuffers });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
