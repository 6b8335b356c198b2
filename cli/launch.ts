// The `hydrocase` command's entry (dist/cli.js, which bin/hydrocase.js runs): it starts the Parquet
// worker thread when the case will need one (cli/parquetWorkerStart.ts), then loads the engine's
// bundle (dist/cliMain.js, from cli/main.ts) and runs the command. Kept this small so the worker's
// own start overlaps the engine's load (~80 ms of compiling and evaluating a 1.3 MB bundle) instead
// of following it: on the large bench case the worker is the longer lane.
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { prestartParquetWorker } from './parquetWorkerStart';
import { tuneV8ForCommand } from './processTuning';
import { codeCacheDir, requireWithCodeCache } from '../shared/runtime/codeCache';

type Engine = typeof import('./main');

export async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  // Before the worker starts: it compiles the decoder under these flags (the WebAssembly tier above all).
  tuneV8ForCommand(argv);
  const worker = isMainThread ? prestartParquetWorker(argv) : undefined;
  // With V8's code cache (cli/codeCache.ts), except for `lsp`: the server runs for hours under V8's
  // default flags, whose code would not match the cache of the tuned commands.
  const enginePath = join(__dirname, 'cliMain.js');
  const cacheDir = argv[0] === 'lsp' ? undefined : codeCacheDir();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const engine = (cacheDir ? requireWithCodeCache(enginePath, cacheDir, 'exit') : require(enginePath)) as Engine;
  if (worker) engine.offerParquetWorker(worker);
  await engine.main();
}

if (require.main === module) void main();
