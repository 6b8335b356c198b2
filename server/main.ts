// Entry point of the bundled server (dist/server.js): over IPC when VS Code starts it, over stdio
// for any other editor (`hydrocase lsp --stdio` or `node dist/server.js --stdio`).
import { join } from 'node:path';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from './server';

startServer(createConnection(ProposedFeatures.all), {
  workerPath: join(__dirname, 'parquetWorker.js'),
  rulePagesDir: join(__dirname, 'rules'),
  testHooks: process.argv.includes('--test-hooks'),
});
