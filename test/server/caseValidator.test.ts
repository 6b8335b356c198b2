// CaseValidator with a fake engine: when a typed file's check starts, and that validateNow is
// always answered.
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { CaseValidator, MAX_TYPING_QUIET_MS, SLOW_QUICK_ANSWER_MS, type CaseStatus, type CaseValidatorHost } from '../../server/main/caseValidator';
import type { CaseEngine } from '../../server/main/validationThread';
import { TYPING_WAIT_MS } from '../../server/main/documentEvents';
import { countHandledMessages } from '../../server/main/quietWait';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A validator over a fake engine whose quick check of a file takes `checkMs`, and a whole-case run `wholeMs`; `threadStarts` as the validation thread counts its starts. */
function validatorWith(checkMs: number | (() => number), wholeMs = 0, threadStarts?: () => number) {
  const checks: number[] = [];
  const wholeRuns: number[] = [];
  const statuses: CaseStatus[] = [];
  const engine: CaseEngine = {
    async checkFile(_root, _file, _text, signal) {
      checks.push(performance.now());
      // As the validation thread does: a cancelled job's promise rejects at once.
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, typeof checkMs === 'number' ? checkMs : checkMs());
        signal.addEventListener('abort', () => (clearTimeout(timer), reject(new Error('cancelled'))), { once: true });
      });
      return [];
    },
    async validateCase(_root, _overlays, signal) {
      signal.throwIfAborted();
      wholeRuns.push(performance.now());
      if (wholeMs > 0) await sleep(wholeMs);
      signal.throwIfAborted();
      return { diagnostics: [], files: ['stages.json'] };
    },
  };
  if (threadStarts) Object.defineProperty(engine, 'threadStarts', { get: threadStarts }); // a getter: spread, it would be read once
  const host: CaseValidatorHost = {
    openDocuments: () => new Map([['stages.json', { text: '{}', version: 1, uri: 'file:///case/stages.json' }]]),
    publish: () => undefined,
    status: (status) => statuses.push(status),
    log: () => undefined,
    settings: () => ({ maxProblemsPerFile: 100 }),
    ruleLevels: () => new Map(),
    engine,
    rulePagesDir: undefined,
  };
  const done = (from: number) => {
    const wait = async () => {
      while (!statuses.slice(from).some((s) => s.state !== 'validating')) await sleep(5);
    };
    return wait();
  };
  return { validator: new CaseValidator('/case', host), checks, wholeRuns, statuses, done };
}

test('case validator: a file slower to check than typing is checked once typing pauses for as long as its last check took', async () => {
  const slowMs = SLOW_QUICK_ANSWER_MS + 150;
  assert.ok(slowMs < MAX_TYPING_QUIET_MS);
  const { validator, checks, statuses, done } = validatorWith(slowMs);
  assert.equal(validator.schedule(5, 'stages.json'), 5, 'the debounce alone: the file was never checked');
  await done(0); // the first keystroke: checked at once, and timed
  assert.equal(checks.length, 1);
  const typedAt = performance.now();
  const from = statuses.length;
  for (let i = 0; i < 4; i++) {
    // Keystrokes every 50 ms: no check starts meanwhile. The wait says so (the server then keeps the text on this thread).
    assert.ok(validator.schedule(5, 'stages.json') >= slowMs * 0.9, "the wait is the last check's time");
    await sleep(50);
  }
  assert.equal(checks.length, 1, 'no check started while typing');
  await done(from);
  assert.equal(checks.length, 2, 'one check for the whole burst');
  assert.ok(checks[1]! - typedAt >= 150 + slowMs * 0.9, `the check waited for the pause: ${Math.round(checks[1]! - typedAt)} ms after the first keystroke`);
});

test("case validator: a case's first check on a new validation thread (start, crash, release) is not taken as the file's checking time", async () => {
  const slowMs = SLOW_QUICK_ANSWER_MS + 150;
  let threads = 1;
  let checkMs = slowMs;
  const { validator, statuses, done } = validatorWith(
    () => checkMs,
    0,
    () => threads,
  );
  const keystroke = async () => {
    const wait = validator.schedule(5, 'stages.json');
    await done(statuses.length);
    return wait;
  };
  await keystroke(); // the first check on thread 1: slow, as a cold thread's is
  assert.equal(await keystroke(), 5, 'the cold check set no wait; this warm one is timed');
  assert.ok((await keystroke()) >= slowMs * 0.9, "the warm check's time is the wait");
  checkMs = 1;
  await keystroke(); // timed fast
  assert.equal(await keystroke(), 5);
  threads = 2;
  checkMs = slowMs;
  await keystroke(); // the first check on thread 2: slow again
  assert.equal(await keystroke(), 5, "the new thread's cold check did not raise the wait");
});

test('case validator: a case slower to check whole than typing gets each keystroke its quick answer, and its whole check once typing pauses', async () => {
  const wholeMs = SLOW_QUICK_ANSWER_MS + 150;
  const { validator, checks, wholeRuns, statuses, done } = validatorWith(1, wholeMs);
  validator.schedule(5, 'stages.json');
  await done(0); // the first keystroke: the whole case is checked at once, and timed
  assert.equal(wholeRuns.length, 1);
  const from = statuses.length;
  let lastKeystroke = 0;
  for (let i = 0; i < 4; i++) {
    validator.schedule(5, 'stages.json'); // keystrokes every 60 ms: each gets its quick answer
    lastKeystroke = performance.now();
    await sleep(60);
  }
  assert.equal(checks.length, 5, 'a quick answer per keystroke');
  assert.equal(wholeRuns.length, 1, 'no whole-case run started while typing');
  await done(from);
  assert.equal(wholeRuns.length, 2, 'one whole-case run for the burst');
  assert.ok(wholeRuns[1]! - lastKeystroke >= wholeMs * 0.9, `it waited for the pause: ${Math.round(wholeRuns[1]! - lastKeystroke)} ms after the last keystroke`);
});

test('case validator: typing without a pause from the first keystroke on stops starting checks of a slow file', async () => {
  const { validator, checks, statuses, done } = validatorWith(600);
  const started = performance.now();
  while (performance.now() - started < 1800) {
    validator.schedule(5, 'stages.json'); // a keystroke every 150 ms: no check can finish
    await sleep(150);
  }
  const duringTyping = checks.length;
  assert.ok(duringTyping <= 4, `${duringTyping} checks started during 12 keystrokes (each one cancelled after more than 100 ms doubles the wait)`);
  await done(statuses.length - 1);
});

/**
 * Puts the test on a virtual clock (timers, Date and performance.now): what it asserts is which
 * delay the validator chose, which real time would blur on a loaded machine (a 5 ms timer firing
 * 50 ms late; a 1 ms check measured at over 100 ms, and so taken for a slow one).
 */
function virtualClock(t: TestContext): (ms: number) => Promise<void> {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  t.mock.method(performance, 'now', () => Date.now());
  return async (ms) => {
    // A millisecond at a time, letting the validator's promise chains run between the timers.
    for (let i = 0; i < ms; i++) {
      t.mock.timers.tick(1);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
}

test('case validator: a wait given in ms is kept: a fast file is checked that long after each keystroke', async (t) => {
  const advance = virtualClock(t);
  const { validator, checks, statuses } = validatorWith(1);
  validator.schedule(5, 'stages.json');
  await advance(10);
  assert.equal(checks.length, 1);
  assert.equal(statuses.at(-1)?.state, 'done', 'the first keystroke is checked, then the whole case');
  const typedAt = performance.now();
  validator.schedule(5, 'stages.json');
  await advance(4);
  assert.equal(checks.length, 1, 'no check before 5 ms of quiet');
  await advance(1);
  assert.equal(checks.length, 2);
  assert.equal(checks[1]! - typedAt, 5, 'checked 5 ms after the keystroke');
});

/**
 * The messages of one read, handled as vscode-jsonrpc handles them: one per setImmediate, each
 * through the server's message strategy (whose count the wait reads), the next queued once the
 * handler has run. `C` is a keystroke: its handler schedules the check, then works on for `workMs`
 * (posting a large text to the validation thread takes 2-4 ms); `X` is any other message (the
 * completion request a typed space or quote triggers, a cancellation).
 */
function handledInOneRead(messages: string, workMs: number, keystroke: () => void, handled?: () => void): Promise<void> {
  const handler = (kind: string) => () => {
    if (kind !== 'C') return;
    keystroke();
    const done = performance.now() + workMs;
    while (performance.now() < done); // the rest of the handler's work
  };
  return new Promise((resolve) => {
    const handle = (i: number) =>
      setImmediate(() => {
        void countHandledMessages.handleMessage({ jsonrpc: '2.0' }, handler(messages[i]!));
        handled?.();
        if (i + 1 < messages.length) handle(i + 1);
        else setImmediate(resolve);
      });
    handle(0);
  });
}

for (const messages of ['CCC', 'CXC', 'CXXXC', 'XCXCX']) {
  test(`case validator: keystrokes an editor sent together (one read: ${messages}) get one check, however long each takes to handle`, async () => {
    const { validator, checks, done } = validatorWith(1);
    await handledInOneRead(messages, 6, () => validator.schedule(TYPING_WAIT_MS, 'stages.json'));
    await done(0);
    assert.equal(checks.length, 1, 'one check for the keystrokes');
  });
}

test('case validator: a flood of other messages after a keystroke delays its check by ten of them at most', async () => {
  const { validator, checks, done } = validatorWith(1);
  const checksAfter: number[] = [];
  await handledInOneRead(
    'C' + 'X'.repeat(40),
    0,
    () => validator.schedule(TYPING_WAIT_MS, 'stages.json'),
    () => checksAfter.push(checks.length),
  );
  await done(0);
  const checkedAt = checksAfter.indexOf(1);
  assert.ok(checkedAt > 0 && checkedAt <= 12, `checked after message ${checkedAt} of 41`);
});

test('case validator: a keystroke alone is checked as soon as its messages are handled, with no timer', async (t) => {
  virtualClock(t); // a timer, even of 0 ms, would not fire
  const { validator, checks } = validatorWith(1);
  validator.schedule(TYPING_WAIT_MS, 'stages.json');
  await new Promise((resolve) => setImmediate(() => setImmediate(() => setImmediate(resolve))));
  assert.equal(checks.length, 1, 'checked without the clock moving');
});

test('case validator: validateNow is answered when the case is cleared during the run', async () => {
  const { validator } = validatorWith(200);
  validator.schedule(5, 'stages.json');
  const answer = validator.validateNow();
  await sleep(20);
  validator.clear('the case left the workspace');
  const status = await answer;
  assert.equal(status.state, 'failed');
  assert.equal(status.message, 'the case left the workspace');
});
