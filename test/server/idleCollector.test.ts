import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { IdleCollector } from '../../server/validation/idleCollector';

test('idle collector: collects, then reports, once every job has ended and the thread stayed idle; never while a job runs, and a job within the idle time restarts the wait', async () => {
  let reports = 0;
  const collector = new IdleCollector(20, () => reports++);
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
