// The server's validation thread lowers its own scheduling priority (server/validation/threadPriority.ts),
// so the LSP thread keeps a core while a case opens; the Parquet worker it starts inherits that.
// Read from /proc for the real server process, while it validates a case with tables.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { withServer, writeSmallCase } from './fixture';

/** Each thread's nice value, by thread id (field 19 of its stat line, counted after the command's closing parenthesis). */
function threadNices(pid: number): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      nices.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return nices;
}

test("the validation thread and its Parquet worker run nicer than the server's main thread", { skip: process.platform !== 'linux' && 'Linux only' }, async () => {
  const caseDir = writeSmallCase(); // its hyperplane and geometry tables start a Parquet worker
  await withServer([caseDir], { extraArgs: ['--release-after-idle-ms=0'] }, async (client) => {
    await client.waitForStatus(caseDir, 0, 60_000);
    const nices = threadNices(client.pid);
    const main = nices.get(client.pid)!;
    const nicer = [...nices].filter(([, nice]) => nice === main + 5);
    assert.ok(nicer.length >= 2, `the validation thread and its Parquet worker at nice ${main + 5}: ${JSON.stringify([...nices])}`);
    assert.ok(
      [...nices].every(([, nice]) => nice === main || nice === main + 5),
      'no other thread changed',
    );
  });
});
