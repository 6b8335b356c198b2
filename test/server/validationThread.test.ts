// The validation thread skips a job cancelled while it waited in its queue (a service runs
// synchronously as soon as it is taken, before any 'cancel' message behind it can be read): a
// request posted after it is answered without waiting for that job's work.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { generateCase, PRESETS } from '../../bench/generate';
import { repoRoot } from '../support/cli';
import { ValidationThread } from '../../server/validationThread';

test('validation thread: a request withdrawn while queued is skipped, so the request behind it does not wait for its work', { timeout: 120_000 }, async () => {
  const script = join(repoRoot, 'dist', 'server.js');
  const thread = new ValidationThread(
    script,
    { role: 'hydrocase-validation', parquetWorkerPath: join(repoRoot, 'dist', 'parquetWorker.js') },
    { log: () => undefined, crashed: () => undefined },
  );
  try {
    const big = generateCase({ ...PRESETS.small, studyStages: 16_000 }, 3).files['stages.json'] as string; // 8 MB: a parse of ~0.5-1 s
    await thread.checkFile('/case', 'stages.json', '{}', new AbortController().signal); // the thread is up
    // The thread is busy with a first hover (its parse is one stretch too) while the next is posted and withdrawn.
    const busy = thread.service({ caseRoot: '/case', file: 'stages.json', uri: 'file:///case/a.json', version: 1, text: big, name: 'hover', args: [{ line: 3, character: 4 }] });
    // A hover on the 8 MB text (its parse runs in one stretch as soon as the thread takes it), withdrawn by the client at once.
    const withdrawn = new AbortController();
    const stale = thread.service(
      { caseRoot: '/case', file: 'stages.json', uri: 'file:///case/stages.json', version: 2, text: `${big} `, name: 'hover', args: [{ line: 3, character: 4 }] },
      withdrawn.signal,
    );
    withdrawn.abort();
    await assert.rejects(stale, /cancelled/);
    const hover = thread.service({
      caseRoot: '/case',
      file: 'other.json',
      uri: 'file:///case/other.json',
      version: 1,
      text: '{ "stages": [] }',
      name: 'hover',
      args: [{ line: 0, character: 4 }],
    });
    const busyMs = await busy.then(() => performance.now());
    await hover;
    const waitedMs = performance.now() - busyMs;
    assert.ok(waitedMs < 250, `the hover came ${Math.round(waitedMs)} ms after the job before it: the withdrawn hover's 8 MB parse did not run`);
  } finally {
    thread.dispose();
  }
});

test('validation thread: start() loads the thread before any job (the server calls it at initialize), the first job runs on it, and a disposed thread does not start', async () => {
  const script = join(repoRoot, 'dist', 'server.js');
  const data = { role: 'hydrocase-validation', parquetWorkerPath: join(repoRoot, 'dist', 'parquetWorker.js') } as const;
  const events = { log: () => undefined, crashed: () => undefined };
  const workerOf = (thread: ValidationThread) => (thread as unknown as { worker?: Worker }).worker;
  const thread = new ValidationThread(script, data, events);
  try {
    thread.start();
    const worker = workerOf(thread);
    assert.ok(worker, 'a thread without a job');
    await once(worker, 'online');
    assert.ok((await thread.checkFile('/case', 'stages.json', '{}', new AbortController().signal)).length > 0, 'the empty stages.json checked');
    assert.equal(workerOf(thread), worker, 'the first job ran on it');
  } finally {
    thread.dispose();
  }
  const disposed = new ValidationThread(script, data, events);
  disposed.dispose();
  disposed.start();
  assert.equal(workerOf(disposed), undefined);
});
