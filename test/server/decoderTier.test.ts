// The language server keeps parquet-wasm on V8's baseline compiler (Liftoff), as the CLI does
// (shared/core/parquet/decoderTier.ts): its optimizing recompiles cost the server memory it never
// gave back and made a wake from idle slower. V8 prints each WebAssembly function it compiles on
// stdout, which the stdio transport needs, so this server speaks LSP over Node IPC, as VS Code's does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMessageConnection, IPCMessageReader, IPCMessageWriter } from 'vscode-languageserver/node';
import { examplesDir, repoRoot } from '../support/cli';
import { writeLargeHyperplaneTable } from '../support/largeHyperplanes';
import { STATUS_NOTIFICATION } from '../../server/protocol';

const skip = process.arch !== 'x64' && process.arch !== 'arm64' && 'Liftoff alone is kept to x64 and arm64';

test('the server decodes a megabyte of hyperplanes with the baseline compiler only', { skip, timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-server-tier-'));
  const caseDir = join(dir, 'case');
  cpSync(join(examplesDir, 'deterministic', 'd06-fpha-variable-head'), caseDir, { recursive: true });
  writeLargeHyperplaneTable(join(caseDir, 'system', 'fpha_hyperplanes.parquet'));
  const server = fork(join(repoRoot, 'dist', 'server.js'), ['--node-ipc'], { execArgv: ['--trace-wasm-compilation-times'], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let printed = '';
  server.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const connection = createMessageConnection(new IPCMessageReader(server), new IPCMessageWriter(server));
  try {
    const validated = new Promise<void>((resolve) => {
      connection.onNotification(STATUS_NOTIFICATION, (status: { state?: string }) => {
        if (status.state === 'done') resolve();
      });
    });
    connection.onRequest(() => null); // the server's own requests (configuration, registrations)
    connection.listen();
    await connection.sendRequest('initialize', { processId: process.pid, capabilities: {}, rootUri: null, workspaceFolders: [{ uri: pathToFileURL(caseDir).href, name: 'case' }] });
    void connection.sendNotification('initialized', {});
    await validated;
    const compiled = (compiler: string) => printed.split('\n').filter((line) => line.startsWith('Compiled function') && line.includes(`using ${compiler}`)).length;
    assert.ok(compiled('Liftoff') > 0, 'the tables were decoded');
    assert.equal(compiled('TurboFan'), 0);
  } finally {
    connection.dispose();
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
