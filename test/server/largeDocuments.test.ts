// Protocol tests, large documents: typing in a 3 MB and an 8 MB stages.json (valid, thousands of
// stages) must not make hovers wait for checks that the next keystroke makes stale. Each hover is
// timed from request to response while a burst of keystrokes is typed; the server answers from the
// last parse of the file (the spot hovered is away from the typing), and starts no check of a file
// slower to check than typing until typing pauses.
// Timing assertion, over 20 hovers: median <= 100 ms, p95 <= 200 ms, none over 400 ms, or, on a
// machine slowed by load, a quarter, a half and the whole of the file's first full check in the
// same run (a hover that waited for a check takes about a check). Before this work the same test
// measured a p95 of 1,852 ms at 3 MB (hovers of 370-2,200 ms), and seconds at 8 MB. On this 2-core
// machine, quiet: first check 590 ms (3 MB) and 920 ms (8 MB), hover medians 10-20 ms. At a load
// average of 11-15 the absolute limits alone failed six runs in six (median 147 ms) with hovers
// slow evenly, none waiting for a check: a slow machine, not the failure this test is for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateCase, PRESETS } from '../../bench/generate';
import { writeCase, type CaseFiles } from '../support/cases';
import { uriOf, type LspClient } from '../support/lsp';
import { withServer } from './fixture';
import { MIRRORED_TEXT_CHARS } from '../../server/threadProtocol/textMirror';
import { validateCase } from '../../shared/engine/validate';
import { toLspDiagnostic } from '../../server/main/convert';

const HOVERS = 20;
const MEDIAN_MS = 100;
const P95_MS = 200;
const MAX_HOVER_MS = 400;
/** The whole server (both threads) typing in 8 MB peaks near 550 MB; a second copy of every parse would pass this. */
const MAX_SERVER_MEMORY_MB = 1200;
const SLOW_MS = 180_000;

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The server process's peak resident memory (Linux), in MB; undefined elsewhere. */
function peakMemoryMb(client: LspClient): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${client.pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

for (const { megabytes, stages } of [
  { megabytes: 3, stages: 6_000 },
  { megabytes: 8, stages: 16_000 },
]) {
  test(
    `typing in a ${megabytes} MB stages.json: every hover is answered at once (median <= ${MEDIAN_MS} ms, p95 <= ${P95_MS} ms), never after a stale check`,
    { timeout: SLOW_MS },
    async () => {
      const files = generateCase({ ...PRESETS.small, studyStages: stages }, 7).files as CaseFiles;
      const stagesText = files['stages.json'] as string;
      assert.ok(stagesText.length >= megabytes * 1_000_000, `stages.json is ${stagesText.length} characters`);
      const caseDir = writeCase(files);
      const stagesPath = join(caseDir, 'stages.json');
      await withServer([caseDir], { watchFiles: true }, async (client) => {
        client.open(stagesPath, stagesText);
        const firstCheckMs: number = (await client.waitForStatus(caseDir, 0, SLOW_MS)).ms;
        assert.deepEqual(client.diagnosticsOf(stagesPath), [], 'the generated case is valid');

        // The hovered key: a stage id past the middle; the typing happens before it, in whitespace (the JSON stays valid).
        const lines = stagesText.split('\n');
        const line = lines.findIndex((l, i) => i > lines.length * 0.6 && l.includes('"id"'));
        const hoverAt = { line, character: lines[line]!.indexOf('"id"') + 2 };
        const type = (i: number) => {
          const current = client.textOf(stagesPath)!;
          return client.edit(stagesPath, current.indexOf('\n', Math.floor(current.length * (0.1 + 0.02 * i))), 0, ' ');
        };
        // One keystroke, fully checked: the server learns how long this file takes to check.
        const before = client.statuses.length;
        type(0);
        await client.waitForStatus(caseDir, before, SLOW_MS);

        const latencies: number[] = [];
        let lastVersion = 0;
        for (let i = 1; i <= HOVERS; i++) {
          lastVersion = type(i);
          await new Promise((resolve) => setTimeout(resolve, 30));
          const sent = performance.now();
          const hover = await client.request('textDocument/hover', { textDocument: { uri: uriOf(stagesPath) }, position: hoverAt }, SLOW_MS);
          latencies.push(performance.now() - sent);
          assert.match(hover?.contents?.value ?? '', /\bid\b/i, 'the hover is about the stage id');
          assert.equal(hover.range.start.line, line, 'the hover range sits on the hovered line of the current text');
        }
        const all = `all: ${latencies.map(Math.round).join(' ')}; the first check took ${Math.round(firstCheckMs)} ms`;
        assert.ok(percentile(latencies, 50) <= Math.max(MEDIAN_MS, firstCheckMs / 4), `hover median ${Math.round(percentile(latencies, 50))} ms; ${all}`);
        assert.ok(percentile(latencies, 95) <= Math.max(P95_MS, firstCheckMs / 2), `hover p95 ${Math.round(percentile(latencies, 95))} ms; ${all}`);
        assert.ok(Math.max(...latencies) <= Math.max(MAX_HOVER_MS, firstCheckMs), `slowest hover ${Math.round(Math.max(...latencies))} ms; ${all}`);

        // Once typing pauses, the last version is checked: still valid (only whitespace was typed).
        assert.deepEqual(await client.waitForDiagnostics(stagesPath, () => true, { version: lastVersion, timeoutMs: SLOW_MS }), []);
        const peak = peakMemoryMb(client);
        if (peak !== undefined) assert.ok(peak <= MAX_SERVER_MEMORY_MB, `server peak memory ${Math.round(peak)} MB`);
      });
    },
  );
}

test(
  "typing values into a 250 KB stages.json: each keystroke's problems are exactly a fresh check's of that text (the text synced to the validation thread as patches, the untouched stages replayed)",
  { timeout: SLOW_MS },
  async () => {
    const files = generateCase({ ...PRESETS.small, studyStages: 500 }, 9).files as CaseFiles;
    const stagesText = files['stages.json'] as string;
    assert.ok(stagesText.length >= MIRRORED_TEXT_CHARS, `stages.json is ${stagesText.length} characters: mirrored`);
    const caseDir = writeCase(files);
    const stagesPath = join(caseDir, 'stages.json');
    await withServer([caseDir], {}, async (client) => {
      client.open(stagesPath, stagesText);
      await client.waitForStatus(caseDir, 0, SLOW_MS);
      /** The offset just past the `k`-th match of `pattern` in the current text. */
      const after = (pattern: RegExp, k: number) => {
        const match = [...client.textOf(stagesPath)!.matchAll(pattern)][k]!;
        return match.index! + match[0].length;
      };
      const hours = (k: number) => after(/"hours": /g, k);
      const year = (k: number) => after(/"end_date": "/g, k);
      // Keystrokes in many stages, each making or mending a problem: a minus before a block's hours
      // (STG-037), an end date's first year digit retyped (an end before its start, STG-033), undone later.
      const keystrokes: Array<() => [offset: number, length: number, insert: string]> = [];
      for (const k of [3, 170, 333, 480])
        keystrokes.push(
          () => [hours(k), 0, '-'],
          () => [year(k), 1, '1'],
        );
      for (const k of [480, 170])
        keystrokes.push(
          () => [year(k), 1, '2'],
          () => [hours(k), 1, ''],
        );
      const view = (d: { code?: unknown; range: { start: { line: number; character: number } }; message: unknown }) =>
        `${String(d.code)} ${d.range.start.line}:${d.range.start.character} ${String(d.message)}`;
      for (const keystroke of keystrokes) {
        const [offset, length, insert] = keystroke();
        const before = client.statuses.length;
        const version = client.edit(stagesPath, offset, length, insert);
        await client.waitForStatus(caseDir, before, SLOW_MS);
        const published = await client.waitForDiagnostics(stagesPath, () => true, { version, timeoutMs: SLOW_MS });
        const fresh = await validateCase(caseDir, { overlays: new Map([['stages.json', client.textOf(stagesPath)!]]) });
        const expected = fresh.diagnostics.filter((d) => d.file === 'stages.json').map((d) => toLspDiagnostic(d, caseDir, undefined));
        assert.deepEqual(published.map(view).sort(), expected.map(view).sort(), `after ${JSON.stringify(insert)} at ${offset} (version ${version})`);
      }
      assert.ok((client.diagnosticsOf(stagesPath) ?? []).length > 0, 'the keystrokes left problems to show');
    });
  },
);
