// Protocol test, rules.md D25 in the editor: a FIFO or a link to an endless device in a case never
// blocks the validation thread; the editor gets a problem saying what the file is, and requests are
// still answered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { rmSync, symlinkSync } from 'node:fs';
import { hasCode, path, withServer, writeSmallCase } from './fixture';
import { uriOf } from '../support/lsp';

test(
  'a FIFO as penalties.json and /dev/zero as a Parquet table: problems saying what they are, and the server answers',
  { timeout: 90_000, skip: process.platform === 'win32' },
  async () => {
    const caseDir = writeSmallCase();
    const penalties = path(caseDir, 'penalties');
    const hyperplanes = path(caseDir, 'hyperplanes');
    rmSync(penalties);
    execFileSync('mkfifo', [penalties]);
    rmSync(hyperplanes);
    symlinkSync('/dev/zero', hyperplanes);
    await withServer([caseDir], { watchFiles: true }, async (client) => {
      const fifo = await client.waitForDiagnostics(penalties, hasCode('CASE-001'), { timeoutMs: 30_000 });
      assert.match(fifo.find((d) => d.code === 'CASE-001')!.message, /penalties\.json cannot be read: it is a FIFO \(named pipe\), not a regular file/);
      const device = await client.waitForDiagnostics(hyperplanes, hasCode('PQ-001'), { timeoutMs: 30_000 });
      assert.match(device.find((d) => d.code === 'PQ-001')!.message, /it is a character device, not a regular file/);
      const status = await client.request<Array<{ errors: number }>>('hydrocase/validateCase', { uri: uriOf(caseDir) });
      assert.ok(status[0]!.errors >= 2);
      assert.equal(client.exited, false);
    });
  },
);

test(
  'a symbolic link loop made while the server watches on its own: a problem, and the server lives on (fuzzer finding)',
  { timeout: 90_000, skip: process.platform === 'win32' },
  async () => {
    const caseDir = writeSmallCase();
    const tailrace = path(caseDir, 'tailrace');
    await withServer([caseDir], { watchFiles: false }, async (client) => {
      await client.waitForStatus(caseDir);
      rmSync(tailrace);
      symlinkSync(tailrace, tailrace); // a link to itself: stat fails with ELOOP
      const loop = await client.waitForDiagnostics(tailrace, hasCode('PQ-001'), { timeoutMs: 30_000 });
      assert.match(loop.find((d) => d.code === 'PQ-001')!.message, /symbolic link/);
      const status = await client.request<Array<{ state: string }>>('hydrocase/validateCase', { uri: uriOf(caseDir) });
      assert.equal(status[0]!.state, 'done');
      assert.equal(client.exited, false);
    });
  },
);
