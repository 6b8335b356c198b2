// The main thread's heap is collected once the server has been idle for a moment
// (server/main/idleHeap.ts), and never while the client keeps it busy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { path, replaced, text, withServer, writeSmallCase } from './fixture';

const mainIdleLogs = (logs: readonly string[]) => logs.filter((line) => line.includes('main thread idle: heap'));

test("the main thread's heap is collected after an idle spell, not while keystrokes keep coming", async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  await withServer([caseDir], {}, async (client) => {
    client.open(stages, text('stages'));
    await client.waitForDiagnostics(stages, () => true);
    await client.waitFor(() => mainIdleLogs(client.logs).length > 0, 10_000, "the main thread's idle collection");

    // A keystroke every 300 ms for 3 s: each defers the collection (1.5 s of idle) again.
    const before = mainIdleLogs(client.logs).length;
    for (let n = 0; n < 10; n++) {
      client.change(stages, n % 2 === 0 ? replaced(text('stages'), '"annual_discount_rate": 0.12', '"annual_discount_rate": 0.13') : text('stages'));
      await sleep(300);
    }
    assert.equal(mainIdleLogs(client.logs).length, before, 'no collection while typing');
    await client.waitFor(() => mainIdleLogs(client.logs).length > before, 10_000, 'the collection once the typing stopped');
  });
});
