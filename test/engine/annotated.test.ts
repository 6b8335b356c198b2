// The annotated-test helper itself (test/support/annotated.ts): markers are parsed as documented,
// and a marker that is misplaced, missing, surplus or wrong in severity or message fails the test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareAnnotated, expectAnnotated, parseAnnotated } from '../support/annotated';
import type { Diagnostic } from '../../shared/core/diagnostics';

const FILE = 'penalties.json';

/** The baseline penalties with a deficit cost of `cost` (a string by default, PEN-011); `marker` goes under its line. */
function penaltiesWith(marker: string, cost = '"cheap"'): string {
  return `
    {
      "bus": { "deficit_segments": [{ "cost": ${cost} }], "excess_cost": 100 },
${marker}
      "line": { "exchange_cost": 2 },
      "non_controllable_source": { "curtailment_cost": 0.005 },
      "hydro": {
        "spillage_cost": 0.01, "turbined_cost": 0.05, "diversion_cost": 0.1, "storage_violation_below_cost": 10000,
        "filling_target_violation_cost": 50000, "turbined_violation_below_cost": 500, "outflow_violation_below_cost": 500,
        "outflow_violation_above_cost": 500, "generation_violation_below_cost": 1000, "evaporation_violation_cost": 5000,
        "water_withdrawal_violation_cost": 1000
      }
    }`;
}
/** Carets under `"cheap"` (columns 42..48 once the template's 4-space indent is gone). */
const UNDER_CHEAP = `${' '.repeat(46)}^^^^^^^`;

test('a marker under the value, with the rule id, matches (severity from the catalogue)', async () => {
  const { diagnostics } = await expectAnnotated(FILE, penaltiesWith(`${UNDER_CHEAP} PEN-011`));
  assert.equal(diagnostics[0]?.location.kind === 'json' && diagnostics[0].location.path, 'bus.deficit_segments[0].cost');
  assert.equal(diagnostics[0]?.severity, 'error');
});

test('a marker one column off fails, and the failure redraws the marker where the engine put it', async () => {
  const error = await expectAnnotated(FILE, penaltiesWith(`${UNDER_CHEAP.slice(1)} PEN-011`)).then(
    () => assert.fail('a misplaced marker passed'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof assert.AssertionError, String(error));
  assert.match(String(error.actual), new RegExp(`\\n {42}\\^{7} PEN-011 error "cost" must be a number, got "cheap"\\n`));
  assert.match(String(error.expected), new RegExp(`\\n {41}\\^{7} PEN-011\\n`));
});

test('a marker one caret too long or too short fails', async () => {
  await assert.rejects(expectAnnotated(FILE, penaltiesWith(`${UNDER_CHEAP}^ PEN-011`)), assert.AssertionError);
  await assert.rejects(expectAnnotated(FILE, penaltiesWith(`${UNDER_CHEAP.slice(0, -1)} PEN-011`)), assert.AssertionError);
});

test('an unmarked diagnostic fails (extra), and so does a marker with no diagnostic (missing)', async () => {
  await assert.rejects(expectAnnotated(FILE, penaltiesWith('')), /PEN-011 error "cost" must be a number/);
  await expectAnnotated(FILE, penaltiesWith('', '1234567'));
  await assert.rejects(expectAnnotated(FILE, penaltiesWith(`${UNDER_CHEAP} PEN-011`, '1234567')), assert.AssertionError);
});

test("the severity: the catalogue's by default, an override must be the finding's", async () => {
  await expectAnnotated(FILE, penaltiesWith(`${UNDER_CHEAP} PEN-011 error`));
  await assert.rejects(expectAnnotated(FILE, penaltiesWith(`${UNDER_CHEAP} PEN-011 warning`)), assert.AssertionError);
});

test('a message fragment must be part of the message', async () => {
  await expectAnnotated(FILE, penaltiesWith(`${UNDER_CHEAP} PEN-011 must be a number, got "cheap"`));
  await expectAnnotated(FILE, penaltiesWith(`${UNDER_CHEAP} PEN-011 error must be a number`));
  await assert.rejects(expectAnnotated(FILE, penaltiesWith(`${UNDER_CHEAP} PEN-011 must be a string`)), assert.AssertionError);
});

test('a marker of the wrong rule fails', async () => {
  await assert.rejects(expectAnnotated(FILE, penaltiesWith(`${UNDER_CHEAP} PEN-012`)), assert.AssertionError);
});

test('parseAnnotated: dedents, strips marker lines, stacks markers under one line, reads severity and fragment', () => {
  const parsed = parseAnnotated(`
      {
        "a": 1
        ^^^ PEN-001
             ^ PEN-011 hint a fragment  with spaces
      }
  `);
  assert.equal(parsed.text, '{\n  "a": 1\n}');
  assert.deepEqual(
    parsed.annotations.map(({ line, start, end, continues, code, severity, severityGiven, messageFragment }) => ({
      line,
      start,
      end,
      continues,
      code,
      severity,
      severityGiven,
      messageFragment,
    })),
    [
      { line: 1, start: 2, end: 5, continues: false, code: 'PEN-001', severity: 'error', severityGiven: false, messageFragment: undefined },
      { line: 1, start: 7, end: 8, continues: false, code: 'PEN-011', severity: 'hint', severityGiven: true, messageFragment: 'a fragment with spaces' },
    ],
  );
});

test('parseAnnotated refuses a marker without a rule, with an uncatalogued rule, or above the text', () => {
  assert.throws(() => parseAnnotated('{\n  ^^^\n}'), /without a rule id/);
  assert.throws(() => parseAnnotated('{\n  ^^^ PEN-999\n}'), /no catalogued rule: PEN-999/);
  assert.throws(() => parseAnnotated('{\n  ^^^ pen-001\n}'), /no catalogued rule/);
  assert.throws(() => parseAnnotated('^^^ PEN-001\n{}'), /a range marker goes below the first line/);
  assert.throws(() => parseAnnotated('{\n^file CASE-002\n}'), /a \^file marker goes above the first line/);
});

/** The baseline penalties with "line" a three-line array (PEN-002 covers it all); `marker` goes under its first line. */
function multiLineValue(marker: string): string {
  return `
    {
      "bus": { "deficit_segments": [], "excess_cost": 100 },
      "line": [
${marker}
        1
      ],
      "non_controllable_source": { "curtailment_cost": 0.005 },
      "hydro": {
        "spillage_cost": 0.01, "turbined_cost": 0.05, "diversion_cost": 0.1, "storage_violation_below_cost": 10000,
        "filling_target_violation_cost": 50000, "turbined_violation_below_cost": 500, "outflow_violation_below_cost": 500,
        "outflow_violation_above_cost": 500, "generation_violation_below_cost": 1000, "evaporation_violation_cost": 5000,
        "water_withdrawal_violation_cost": 1000
      }
    }`;
}

test('a range that goes on past its line is marked to the line end with "...", and only so', async () => {
  await expectAnnotated(FILE, multiLineValue('              ^...  PEN-002 "line" must be an object, got an array'));
  await assert.rejects(expectAnnotated(FILE, multiLineValue('              ^ PEN-002')), /\^\.\.\. PEN-002 error "line" must be an object/);
});

test('compareAnnotated draws a marker with no diagnostic on the expected side only', () => {
  const comparison = compareAnnotated(parseAnnotated('{\n  "a": 1\n  ^^^ PEN-001\n}'), []);
  assert.deepEqual(comparison.matched, [undefined]);
  assert.equal(comparison.expected, '{\n  "a": 1\n  ^^^ PEN-001\n}');
  assert.equal(comparison.actual, '{\n  "a": 1\n}');
});

test('a diagnostic about the whole file is marked ^file above the text, and must be', () => {
  const fileHint: Diagnostic = { code: 'CASE-002', severity: 'hint', message: 'checks XF-017 did not run', file: 'post_study_stages.json', location: { kind: 'file' } };
  const marked = compareAnnotated(parseAnnotated('^file CASE-002 XF-017 did not run\n{}'), [fileHint]);
  assert.deepEqual(marked.matched, [fileHint]);
  assert.equal(marked.actual, marked.expected);
  const unmarked = compareAnnotated(parseAnnotated('{}'), [fileHint]);
  assert.equal(unmarked.actual, '^file CASE-002 hint checks XF-017 did not run\n{}');
  assert.equal(unmarked.expected, '{}');
});
