// Entry point of the bundled server (dist/server.js): over IPC when VS Code starts it, over stdio
// for any other editor (`hydrocase lsp --stdio` or `node dist/server.js --stdio`). The same bundle
// is the script of the server's validation thread (one file to ship, and the engine code is in it).
import { join } from 'node:path';
import { isMainThread, workerData } from 'node:worker_threads';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from './main/server';
import { countHandledMessages } from './main/quietWait';
import { runValidationWorker } from './validation/validationWorker';
import { isValidationWorkerData } from './threadProtocol/validationMessages';
import { keepDecoderOnBaselineTier } from '../shared/core/parquet/decoderTier';

const RELEASE_OPTION = '--release-after-idle-ms';

if (isMainThread) {
  keepDecoderOnBaselineTier(); // before any thread starts: V8's flags hold for the whole process
  // Counting the client's messages as they are handled lets a keystroke's check wait for the rest of its read (quietWait.ts).
  startServer(createConnection(ProposedFeatures.all, { messageStrategy: countHandledMessages }), {
    workerPath: join(__dirname, 'parquetWorker.js'),
    validationWorkerPath: __filename,
    rulePagesDir: join(__dirname, 'rules'),
    testHooks: process.argv.includes('--test-hooks'),
    ...releaseAfterIdleArgument(process.argv),
  });
} else if (isValidationWorkerData(workerData)) {
  runValidationWorker(workerData);
}

/** `--release-after-idle-ms <n>` (or `=<n>`): how long the validation thread may sit without a job (0: kept). An unreadable value keeps the default. */
function releaseAfterIdleArgument(argv: readonly string[]): { releaseAfterIdleMs?: number } {
  const at = argv.findIndex((arg) => arg === RELEASE_OPTION || arg.startsWith(`${RELEASE_OPTION}=`));
  if (at < 0) return {};
  const value = argv[at] === RELEASE_OPTION ? argv[at + 1] : argv[at]!.slice(RELEASE_OPTION.length + 1);
  const ms = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(ms) && ms >= 0 ? { releaseAfterIdleMs: ms } : {};
}
