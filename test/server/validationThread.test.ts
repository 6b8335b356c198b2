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
import { ValidationThread } from '../../server/main/validationThread';
import { MIRRORED_TEXT_CHARS } from '../../server/threadProtocol/textMirror';
import { checkFileAlone } from '../../shared/engine/quickCheck';
import { validateCase } from '../../shared/engine/validate';
import { validCase, writeCase } from '../support/cases';

/** A valid case on disk, and its JSON files' texts each padded past the mirror's threshold (JSON allows trailing whitespace). */
/** The documents the tests open, padded: five, more than the mirror keeps (the case's other files stay on disk). */
const OPENED = ['stages.json', 'penalties.json', 'system/hydros.json', 'system/thermals.json', 'config.json'];

function paddedCase(): { dir: string; texts: Map<string, string>; uriOf: (file: string) => string } {
  const files = validCase();
  const dir = writeCase(files);
  const texts = new Map(OPENED.map((file) => [file, `${JSON.stringify(files[file], null, 2)}${' '.repeat(MIRRORED_TEXT_CHARS)}`]));
  return { dir, texts, uriOf: (file) => `file://${dir}/${file}` };
}

/** A validation thread on the built server bundle, as the server makes it. */
function newThread(): ValidationThread {
  return new ValidationThread(
    join(repoRoot, 'dist', 'server.js'),
    { role: 'hydrocase-validation', parquetWorkerPath: join(repoRoot, 'dist', 'parquetWorker.js') },
    { log: () => undefined, crashed: () => undefined },
  );
}

/** Runs `body` with a new validation thread, disposed after. */
async function withThread(body: (thread: ValidationThread) => Promise<void>): Promise<void> {
  const thread = newThread();
  try {
    await body(thread);
  } finally {
    thread.dispose();
  }
}

test('validation thread: a request withdrawn while queued is skipped, so the request behind it does not wait for its work', { timeout: 120_000 }, async () => {
  await withThread(async (thread) => {
    const big = generateCase({ ...PRESETS.small, studyStages: 16_000 }, 3).files['stages.json'] as string; // 8 MB: a parse of ~0.5-1 s
    await thread.checkFile('/case', 'stages.json', { uri: 'file:///case/stages.json', text: '{}' }, new AbortController().signal); // the thread is up
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
  });
});

test('validation thread: start() loads the thread before any job (the server calls it at initialize), the first job runs on it, and a disposed thread does not start', async () => {
  const workerOf = (thread: ValidationThread) => (thread as unknown as { worker?: Worker }).worker;
  await withThread(async (thread) => {
    thread.start();
    const worker = workerOf(thread);
    assert.ok(worker, 'a thread without a job');
    await once(worker, 'online');
    assert.ok(
      (await thread.checkFile('/case', 'stages.json', { uri: 'file:///case/stages.json', text: '{}' }, new AbortController().signal)).length > 0,
      'the empty stages.json checked',
    );
    assert.equal(workerOf(thread), worker, 'the first job ran on it');
  });
  const disposed = newThread();
  disposed.dispose();
  disposed.start();
  assert.equal(workerOf(disposed), undefined);
});

test(
  'validation thread: a large text is posted whole once, then each check sends a patch the thread applies (or nothing, when the text was synced ahead); a check withdrawn while queued still keeps the thread in step',
  { timeout: 120_000 },
  async () => {
    await withThread(async (thread) => {
      const text = generateCase({ ...PRESETS.small, studyStages: 400 }, 5).files['stages.json'] as string;
      assert.ok(text.length >= MIRRORED_TEXT_CHARS, `a text the mirror keeps (${text.length} characters)`);
      thread.start();
      const posted: unknown[] = [];
      const worker = (thread as unknown as { worker: Worker }).worker;
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (message: unknown) => (posted.push(message), post(message));
      const uri = 'file:///case/stages.json';
      const check = (version: string, signal = new AbortController().signal) => thread.checkFile('/case', 'stages.json', { uri, text: version }, signal);
      const sentText = () => (posted.findLast((m) => (m as { type: string }).type === 'checkFile') as { payload: { text: unknown } }).payload.text;
      // Each edit makes a stage end before it starts (STG-033), so a patch applied wrongly shows in the problems.
      const broken = (n: number) => text.replace(/"end_date": "\d{4}/g, (date, offset: number) => (offset % (n + 2) === 0 ? '"end_date": "1900' : date));
      assert.deepEqual(await check(text), await checkFileAlone('/case', 'stages.json', text));
      assert.equal(typeof sentText(), 'string', 'the first check: the whole text');
      const edited = broken(1);
      assert.deepEqual(await check(edited), await checkFileAlone('/case', 'stages.json', edited));
      assert.equal(typeof sentText(), 'object', 'the next one: a patch');
      // Withdrawn while the thread is busy with a long job: the thread skips it but takes its patch.
      const busy = thread.service({
        caseRoot: '/case',
        file: 'stages.json',
        uri: 'file:///case/big.json',
        version: 1,
        text: `${text}${' '.repeat(4_000_000)}`,
        name: 'hover',
        args: [{ line: 3, character: 4 }],
      });
      const withdrawn = new AbortController();
      const skipped = check(broken(2), withdrawn.signal);
      withdrawn.abort();
      await assert.rejects(skipped, /cancelled/);
      await busy;
      const last = broken(3);
      assert.deepEqual(await check(last), await checkFileAlone('/case', 'stages.json', last), 'the patch after the withdrawn one applies to its text');
      assert.equal(typeof sentText(), 'object');
      // Sent ahead (as each keystroke is, before its check): the check then posts an empty patch.
      const synced = broken(4);
      thread.syncText(uri, synced);
      assert.deepEqual(await check(synced), await checkFileAlone('/case', 'stages.json', synced));
      assert.deepEqual(sentText(), { start: 0, end: 0, insert: '', length: synced.length }, 'nothing left to send');
      const whole = await thread.validateCase('/case', new Map([['stages.json', { uri, text: last }]]), new AbortController().signal);
      assert.ok(
        whole.diagnostics.some((d) => d.code === 'STG-033'),
        'the whole-case run reads the mirrored text too',
      );
      assert.equal(typeof (posted.at(-1) as { payload: { overlays: Array<[string, string, unknown]> } }).payload.overlays[0]![2], 'object', 'as a patch');
    });
  },
);

test(
  "validation thread: more large open documents than the mirror keeps are checked together after each keystroke, with a fresh check's problems (a document the job itself pushes out of the mirror is forgotten after the job, not before)",
  { timeout: 120_000 },
  async () => {
    await withThread(async (thread) => {
      const { dir, texts, uriOf } = paddedCase();
      assert.equal(texts.size, 5); // five of the baseline case's JSON files, more than the mirror keeps at this size
      const signal = () => new AbortController().signal;
      const checkWhole = async (what: string) => {
        const outcome = await thread.validateCase(dir, new Map([...texts].map(([file, text]) => [file, { uri: uriOf(file), text }])), signal());
        assert.deepEqual(outcome.diagnostics, (await validateCase(dir, { overlays: new Map(texts) })).diagnostics, what);
      };
      await checkWhole('every text sent whole');
      // Keystrokes in stages.json and penalties.json, as the server sends them: the text ahead, the file's check, the whole case.
      for (const [file, from, to] of [
        ['stages.json', '"hours": 744', '"hours": -744'],
        ['penalties.json', '"cost": 1000', '"cost": 10000'],
        ['stages.json', '"hours": -744', '"hours": 744'],
      ] as const) {
        const text = texts.get(file)!.replace(from, to);
        assert.notEqual(text, texts.get(file));
        texts.set(file, text);
        thread.syncText(uriOf(file), text);
        await thread.checkFile(dir, file, { uri: uriOf(file), text }, signal());
        await checkWhole(`after ${to} in ${file}`);
      }
    });
  },
);

test(
  'validation thread: a whole-case job whose first text does not fit still takes in the later texts before it fails, so a later patch of them applies to the new text',
  { timeout: 120_000 },
  async () => {
    await withThread(async (thread) => {
      const { dir, texts, uriOf } = paddedCase();
      const stages = texts.get('stages.json')!;
      const penalties = texts.get('penalties.json')!;
      const overlays = (penaltiesText: string) =>
        new Map([
          ['stages.json', { uri: uriOf('stages.json'), text: stages }],
          ['penalties.json', { uri: uriOf('penalties.json'), text: penaltiesText }],
        ]);
      await thread.validateCase(dir, overlays(penalties), new AbortController().signal);
      // The main thread now believes the thread holds another stages.json: its next patch cannot fit.
      const sent = (thread as unknown as { texts: { sent: Map<string, string> } }).texts.sent;
      sent.set(uriOf('stages.json'), 'x'.repeat(MIRRORED_TEXT_CHARS + 7));
      const edited = penalties.replace('"cost": 1000', '"cost": "10"'); // as long: a stale text would be taken for it
      assert.notEqual(edited, penalties);
      await assert.rejects(thread.validateCase(dir, overlays(edited), new AbortController().signal), /no earlier text of .*stages\.json/);
      // Had a keystroke cancelled that job after the thread took it, the main thread would not know it
      // failed, and would count the new penalties.json as held: its next check sends an empty patch.
      sent.set(uriOf('penalties.json'), edited);
      const checked = await thread.checkFile(dir, 'penalties.json', { uri: uriOf('penalties.json'), text: edited }, new AbortController().signal);
      assert.deepEqual(checked, await checkFileAlone(dir, 'penalties.json', edited), 'the check read the new penalties.json');
      assert.ok(checked.length > 0, 'a cost written as a string is a problem');
    });
  },
);
