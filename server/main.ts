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

if (isMainThread) {
  // Counting the client's messages as they are handled lets a keystroke's check wait for the rest of its read (quietWait.ts).
  startServer(createConnection(ProposedFeatures.all, { messageStrategy: countHandledMessages }), {
    workerPath: join(__dirname, 'parquetWorker.js'),
    validationWorkerPath: __filename,
    rulePagesDir: join(__dirname, 'rules'),
    testHooks: process.argv.includes('--test-hooks'),
  });
} else if (isValidationWorkerData(workerData)) {
  runValidationWorker(workerData);
}
