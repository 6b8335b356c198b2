import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { IdleCollector } from '../../server/idleCollector';

test('idle collector: collects, then reports, once every job has ended and the thread stayed idle; never while a job runs, and a job within the idle time restarts the wait', async () => {
  let reports = 0;
  const collector = new IdleCollector(20, { collected: () => reports++ });
  collector.started();
  collector.started();
  collector.ended();
  await sleep(60);
  assert.equal(reports, 0, 'one job still runs');
  collector.ended();
  await sleep(5); // shorter than the idle time: it ends before the collector's timer
  collector.started();
  collector.ended();
  await sleep(60);
  assert.equal(reports, 1, 'one collection, after the last job');
});

test('idle collector: a scavenge of the young generation follows each job that leaves the thread idle, and none when the next job starts at once', async () => {
  const calls: string[] = [];
  const collector = new IdleCollector(60_000, { scavengeBetweenJobs: true, collect: (options) => calls.push(options?.type ?? 'full') });
  collector.started();
  collector.ended();
  collector.started(); // the next job was already queued: it starts before the scavenge's turn
  await sleep(20);
  assert.deepEqual(calls, [], 'a job runs');
  collector.ended();
  await sleep(20);
  assert.deepEqual(calls, ['minor'], 'one scavenge, after the second job; the full collection waits for the idle time');
});
