// The Parquet worker thread: decodes tables off the server's main thread so the editor stays
// responsive while a large hyperplane table loads. It runs the same engine code as the CLI.
import { parentPort } from 'node:worker_threads';
import { checkParquetTable, type ParquetTableKind } from '../shared/engine/parquetTables';

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
