import { fullThermal } from '../../shared/rules/examples/systemBuilders';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { expectAnnotated } from '../support/annotated';
import { postStudyRules } from '../../shared/checks/postStudyStages/catalog';
import type { RuleInfo } from '../../shared/rules';
import type { ValidationResult } from '../../shared/engine/validate';

const FILE = 'post_study_stages.json';

/** Two post-study stages after the baseline study (which ends on 2024-04-01), and two bounds. */
function validPostStudy(): any {
  return {
    $schema: 'https://example.org/post_study_stages.schema.json',
    stages: [
      { start_date: '2024-04-01', duration_hours: 720 },
      { start_date: '2024-05-01', duration_hours: 744 },
    ],
    thermal_bounds: [
      { thermal_id: 7, post_study_stage_index: 0, cost_per_mwh: 50.0, min_mw: 10.0, max_mw: 100.0 },
      { thermal_id: 7, post_study_stage_index: 1, cost_per_mwh: 55.0, min_mw: 0.0, max_mw: 80.0 },
    ],
  };
}

/** The thermal the valid bounds name: thermal 7, anticipated, whose lead of 2 reaches both post-study stages. */
const ANTICIPATED_THERMAL_7 = [fullThermal(7, { anticipated_config: { lead_stages: 2 } })];

function withPostStudy(postStudy: object | string, thermals: object[] = ANTICIPATED_THERMAL_7): Promise<ValidationResult> {
  return validateFiles({ ...validCase(), 'system/thermals.json': { thermals }, [FILE]: postStudy });
}

/** Asserts the diagnostics marked in an annotated post_study_stages.json (test/support/annotated.ts), beside thermal 7. */
function expectPostStudy(template: string) {
  return expectAnnotated(FILE, template, { files: { ...validCase(), 'system/thermals.json': { thermals: ANTICIPATED_THERMAL_7 } } });
}

function bent(edit: (p: any) => void): Promise<ValidationResult> {
  const postStudy = validPostStudy();
  edit(postStudy);
  return withPostStudy(postStudy);
}

function postStudyDiagnostics(result: ValidationResult) {
  return result.diagnostics.filter((d) => d.file === FILE);
}

test('PST-001: an absent post_study_stages.json reports nothing and yields no model', async () => {
  const result = await validateFiles(validCase());
  assert.deepEqual(postStudyDiagnostics(result), []);
  assert.equal(result.model.postStudy, undefined);
});

test('a valid post_study_stages.json is clean and yields the calendar and bounds', async () => {
  const result = await withPostStudy(validPostStudy());
  expectClean(result);
  const model = result.model.postStudy!;
  assert.equal(model.stageCount, 2);
  assert.deepEqual(
    model.stages.map((s) => [s.index, s.start?.text, s.durationHours, s.end?.text]),
    [
      [0, '2024-04-01', 720, '2024-05-01'],
      [1, '2024-05-01', 744, '2024-06-01'],
    ],
  );
  assert.equal(model.stages[0]!.endHours, model.stages[1]!.start!.day * 24);
  assert.deepEqual(
    model.thermalBounds.map((b) => [b.index, b.thermalId, b.stageIndex, b.costPerMwh, b.minMw, b.maxMw]),
    [
      [0, 7, 0, 50, 10, 100],
      [1, 7, 1, 55, 0, 80],
    ],
  );
});

test('catalogue: the PST rules that restate a cross-file rule name the file they need', () => {
  for (const id of ['PST-014', 'PST-020', 'PST-026']) assert.ok((postStudyRules as readonly RuleInfo[]).find((r) => r.id === id)?.needs?.length, `${id} needs another file`);
});

// ---- PST-002 / PST-003 root -----------------------------------------------------------------

test('PST-002: a root that is not an object', async () => {
  for (const text of ['[]', 'null', '0', '"x"']) {
    expectDiagnostic(await withPostStudy(text), { code: 'PST-002', file: FILE, path: '', message: 'must be an object' });
  }
});

test('PST-002: stages or thermal_bounds missing or not arrays', async () => {
  const missing = await withPostStudy({});
  expectDiagnostic(missing, { code: 'PST-002', path: '', message: 'missing required field "stages"' });
  expectDiagnostic(missing, { code: 'PST-002', path: '', message: 'missing required field "thermal_bounds"' });
  const mistyped = await bent((p) => {
    p.stages = { start_date: '2024-04-01' };
    p.thermal_bounds = null;
  });
  expectDiagnostic(mistyped, { code: 'PST-002', path: 'stages', message: '"stages" must be an array, got an object' });
  expectDiagnostic(mistyped, { code: 'PST-002', path: 'thermal_bounds', message: 'got null' });
});

test('PST-002: entries that are not objects', async () => {
  const { result } = await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-04-01", "duration_hours": 720 },
        { "start_date": "2024-05-01", "duration_hours": 744 },
        "2024-06-01"
        ^^^^^^^^^^^^ PST-002 a post-study stage must be an object, got "2024-06-01"
      ],
      "thermal_bounds": [
        [7, 0],
        ^^^^^^ PST-002 a thermal bound must be an object, got an array
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 }
      ]
    }`);
  // The model keeps array positions, so a bound after the bad entry is still thermal_bounds[1].
  assert.deepEqual(
    result.model.postStudy!.thermalBounds.map((b) => b.index),
    [1, 2],
  );
});

test('PST-002 near miss: empty arrays are accepted', async () => {
  // No anticipated thermal: otherwise its lead would need bounds (XF-019).
  const result = await withPostStudy({ stages: [], thermal_bounds: [] }, []);
  expectClean(postStudyDiagnostics(result));
});

test('PST-003: $schema that is not a string', async () => {
  for (const schema of [5, null, {}]) {
    expectDiagnostic(await bent((p) => (p.$schema = schema)), { code: 'PST-003', path: '$schema', message: '"$schema" must be a string' });
  }
});

test('PST-003 near miss: any string, or no $schema at all', async () => {
  expectNoDiagnostic(await bent((p) => (p.$schema = 'not even a url')), 'PST-003');
  expectNoDiagnostic(await bent((p) => delete p.$schema), 'PST-003');
});

// ---- stages[] -------------------------------------------------------------------------------

test('PST-010: start_date missing or not a strict calendar date', async () => {
  expectDiagnostic(await bent((p) => delete p.stages[0].start_date), { code: 'PST-010', path: 'stages[0]', message: 'missing required field "start_date"' });
  for (const bad of ['2024-4-01', '2024-02-30', '2024-04-01T00:00:00Z', 20240401]) {
    expectDiagnostic(await bent((p) => (p.stages[1].start_date = bad)), { code: 'PST-010', path: 'stages[1].start_date' });
  }
});

test('PST-010 near miss: a leap day is a calendar date', async () => {
  const result = await withPostStudy({ stages: [{ start_date: '2028-02-29', duration_hours: 24 }], thermal_bounds: [] });
  expectNoDiagnostic(result, 'PST-010');
});

test('PST-011: duration_hours missing, not a number, not finite, or <= 0', async () => {
  await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-04-01" },
        ^ PST-011 missing required field "duration_hours"
        { "start_date": "2024-05-01", "duration_hours": 0 },
                                                        ^ PST-011 must be finite and > 0, got 0
        { "start_date": "2024-06-01", "duration_hours": -744 },
                                                        ^^^^ PST-011
        { "start_date": "2024-07-01", "duration_hours": "744" },
                                                        ^^^^^ PST-011 must be a number
        { "start_date": "2024-08-01", "duration_hours": 1e400 }
                                                        ^^^^^ PST-011 got 1e400
      ],
      "thermal_bounds": [
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 }
      ]
    }`);
});

test('PST-011 near miss: a tiny positive duration on the last stage', async () => {
  expectNoDiagnostic(await bent((p) => (p.stages[1].duration_hours = 0.001)), 'PST-011');
});

test('PST-012: an end_date key is a hint on the key, showing the derived end (no unknown key, and ignored: no contiguity problem)', async () => {
  await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-04-01", "duration_hours": 720, "end_date": "2024-05-02" },
                                                             ^^^^^^^^^^ PST-012 end_date is derived (start + duration_hours) and ignored (derived end: 2024-05-01)
        { "start_date": "2024-05-01", "duration_hours": 744 }
      ],
      "thermal_bounds": [
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 }
      ]
    }`);
});

test('PST-012 near miss: no end_date, no hint', async () => {
  expectNoDiagnostic(await withPostStudy(validPostStudy()), 'PST-012');
});

test('PST-013: a stage that does not end on the next start_date (decision D19), whether the end is a day, a computed time or past the calendar', async () => {
  const { diagnostics } = await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-04-01", "duration_hours": 744 },
        { "start_date": "2024-05-01", "duration_hours": 720.5 },
                        ^^^^^^^^^^^^ PST-013 post-study stages must be contiguous: stages[0] ends at 2024-05-02 (2024-04-01 + 744 h), but this stage starts on 2024-05-01
        { "start_date": "2024-05-31", "duration_hours": 720 },
                        ^^^^^^^^^^^^ PST-013 stages[1] ends at 2024-05-31 00:30 UTC (2024-05-01 + 720.5 h)
        { "start_date": "2024-07-03", "duration_hours": 1e308 },
                        ^^^^^^^^^^^^ PST-013 stages[2] ends at 2024-06-30
        { "start_date": "2024-07-04", "duration_hours": 1 }
                        ^^^^^^^^^^^^ PST-013 ends at a time past the end of the calendar (2024-07-03 + 1e308 h)
      ],
      "thermal_bounds": [
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 }
      ]
    }`);
  // A computed time that is no midnight offers no start date to fix to.
  assert.equal(diagnostics[1]!.data, undefined);
});

test('PST-013: checked in array order, not date order', async () => {
  await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-05-01", "duration_hours": 744 },
                        ^^^^^^^^^^^^ XF-017 the first post-study stage must start at the study horizon end 2024-04-01
        { "start_date": "2024-04-01", "duration_hours": 720 }
                        ^^^^^^^^^^^^ PST-013 ends at 2024-06-01
      ],
      "thermal_bounds": [
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 }
      ]
    }`);
});

test('PST-013: a gap carries the expected start date for a quick fix', async () => {
  const { diagnostics } = await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-04-01", "duration_hours": 720 },
        { "start_date": "2024-05-03", "duration_hours": 744 }
                        ^^^^^^^^^^^^ PST-013
      ],
      "thermal_bounds": [
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 }
      ]
    }`);
  assert.deepEqual(diagnostics[0]!.data, { expectedStartDate: '2024-05-01' });
});

test('PST-013 near miss: contiguous stages across a leap day, and any duration on the last stage', async () => {
  const result = await withPostStudy({
    stages: [
      { start_date: '2028-02-01', duration_hours: 29 * 24 },
      { start_date: '2028-03-01', duration_hours: 1.5 },
    ],
    thermal_bounds: [],
  });
  expectNoDiagnostic(result, 'PST-013');
});

test('PST-015: a duplicate start_date names the first stage', async () => {
  const { diagnostics } = await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-04-01", "duration_hours": 720 },
        { "start_date": "2024-05-01", "duration_hours": 744 },
        { "start_date": "2024-04-01", "duration_hours": 720 }
                        ^^^^^^^^^^^^ PST-013 stages[1] ends at 2024-06-01
                        ^^^^^^^^^^^^ PST-015 duplicate start_date 2024-04-01 (first declared at stages[0])
      ],
      "thermal_bounds": [
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 }
      ]
    }`);
  const related = diagnostics[1]!.related?.[0]?.location;
  assert.equal(related?.kind === 'json' && related.path, 'stages[0].start_date');
});

test('PST-015 near miss: distinct start dates', async () => {
  expectNoDiagnostic(await bent((p) => p.stages.push({ start_date: '2024-06-01', duration_hours: 720 })), 'PST-015');
});

// ---- thermal_bounds[] -----------------------------------------------------------------------

test('PST-020: thermal_id missing, not an integer, or written with a fraction (decision D20)', async () => {
  await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-04-01", "duration_hours": 720 },
        { "start_date": "2024-05-01", "duration_hours": 744 }
      ],
      "thermal_bounds": [
        { "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        ^ PST-020 missing required field "thermal_id"
        { "thermal_id": "7", "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
                        ^^^ PST-020 must be an integer
        { "thermal_id": 7.0, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 },
                        ^^^ PST-020 integers are read strictly
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 }
      ]
    }`);
});

test('PST-020 near miss: any integer id (which thermal it names is checked cross-file)', async () => {
  expectNoDiagnostic(await bent((p) => (p.thermal_bounds[0].thermal_id = 999)), 'PST-020');
});

test('PST-021: post_study_stage_index missing, not an integer, negative, or past the last stage', async () => {
  const { result } = await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-04-01", "duration_hours": 720 },
        { "start_date": "2024-05-01", "duration_hours": 744 }
      ],
      "thermal_bounds": [
        { "thermal_id": 7, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        ^ PST-021 missing required field
        { "thermal_id": 7, "post_study_stage_index": 0.5, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
                                                     ^^^ PST-021 must be an integer
        { "thermal_id": 7, "post_study_stage_index": -1, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
                                                     ^^ PST-021 must be >= 0, got -1
        { "thermal_id": 7, "post_study_stage_index": 2, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
                                                     ^ PST-021 must be < 2 (the number of post-study stages), got 2
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 }
      ]
    }`);
  assert.equal(result.model.postStudy!.thermalBounds[3]!.stageIndex, undefined);
});

test('PST-021: with no stages every index is out of range', async () => {
  const result = await bent((p) => (p.stages = []));
  expectDiagnostic(result, { code: 'PST-021', path: 'thermal_bounds[0].post_study_stage_index', message: 'must be < 0' });
});

test('PST-021 near miss: the last index is in range; without a stages array only the sign is checked', async () => {
  expectNoDiagnostic(await bent((p) => (p.thermal_bounds[0].post_study_stage_index = 1)), 'PST-021');
  const noStages = await bent((p) => delete p.stages);
  expectNoDiagnostic(noStages, 'PST-021');
  expectDiagnostic(noStages, { code: 'PST-002', message: '"stages"' });
});

test('PST-022 / PST-023: cost and min bound missing, mistyped or not finite', async () => {
  await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-04-01", "duration_hours": 720 },
        { "start_date": "2024-05-01", "duration_hours": 744 }
      ],
      "thermal_bounds": [
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 1e400, "min_mw": null, "max_mw": 100.0 },
                                                                        ^^^^^ PST-022 "cost_per_mwh" must be finite, got 1e400
                                                                                         ^^^^ PST-023 must be a number, got null
        { "thermal_id": 7, "post_study_stage_index": 1, "min_mw": -1e999, "max_mw": 80.0 }
        ^ PST-022 missing required field "cost_per_mwh"
                                                                  ^^^^^^ PST-023 must be finite, got -1e999
      ]
    }`);
});

test('PST-022 / PST-023 near miss: negative finite values carry no sign rule', async () => {
  const result = await bent((p) => {
    p.thermal_bounds[0].cost_per_mwh = -5;
    p.thermal_bounds[0].min_mw = -10;
  });
  expectNoDiagnostic(result, 'PST-022');
  expectNoDiagnostic(result, 'PST-023');
});

test('PST-024: max_mw missing, not finite, or below min_mw', async () => {
  await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-04-01", "duration_hours": 720 },
        { "start_date": "2024-05-01", "duration_hours": 744 },
        { "start_date": "2024-06-01", "duration_hours": 720 }
      ],
      "thermal_bounds": [
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0 },
        ^ PST-024 missing required field "max_mw"
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 10.0, "max_mw": 5 },
                                                                                                        ^ PST-024 "max_mw" must be >= min_mw (10), got 5
        { "thermal_id": 7, "post_study_stage_index": 2, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 1e400 }
                                                                                                       ^^^^^ PST-024 must be finite
      ]
    }`);
});

test('PST-024 near miss: max_mw equal to min_mw, or min_mw invalid (no comparison)', async () => {
  expectNoDiagnostic(await bent((p) => (p.thermal_bounds[0].max_mw = 10)), 'PST-024');
  expectNoDiagnostic(await bent((p) => (p.thermal_bounds[0].min_mw = 'x')), 'PST-024');
});

test('PST-025: a repeated (thermal_id, post_study_stage_index) names the first row', async () => {
  const { diagnostics } = await expectPostStudy(`
    {
      "stages": [
        { "start_date": "2024-04-01", "duration_hours": 720 },
        { "start_date": "2024-05-01", "duration_hours": 744 }
      ],
      "thermal_bounds": [
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0 },
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 },
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 1, "min_mw": 0, "max_mw": 1 }
        ^ PST-025 duplicate thermal bound for thermal 7 at post-study stage 1 (first declared at thermal_bounds[1])
      ]
    }`);
  const related = diagnostics[0]!.related?.[0]?.location;
  assert.equal(related?.kind === 'json' && related.path, 'thermal_bounds[1]');
});

test('PST-025 near miss: same thermal at another index, another thermal at the same index', async () => {
  const result = await bent((p) => {
    p.thermal_bounds.push({ thermal_id: 8, post_study_stage_index: 1, cost_per_mwh: 1, min_mw: 0, max_mw: 1 });
    p.thermal_bounds.push({ thermal_id: 8, post_study_stage_index: 0, cost_per_mwh: 1, min_mw: 0, max_mw: 1 });
  });
  expectNoDiagnostic(result, 'PST-025');
});

// ---- PST-090 unknown keys -------------------------------------------------------------------

test('PST-090: unknown keys on the root, a stage and a bound are warnings, with renames when close; end_date is not unknown', async () => {
  const { diagnostics } = await expectPostStudy(`
    {
      "version": 2,
      ^^^^^^^^^ PST-090 unknown key "version"
      "stages": [
        { "start_date": "2024-04-01", "duraton_hours": 720 },
        ^ PST-011 missing required field "duration_hours"
                                      ^^^^^^^^^^^^^^^ PST-090 did you mean "duration_hours"
        { "start_date": "2024-05-01", "duration_hours": 744, "end_date": "2024-06-01" }
                                                             ^^^^^^^^^^ PST-012
      ],
      "thermal_bounds": [
        { "thermal_id": 7, "post_study_stage_index": 0, "cost_per_mwh": 50.0, "min_mw": 10.0, "max_mw": 100.0, "max_MW": 1 },
                                                                                                               ^^^^^^^^ PST-090 unknown key "max_MW"
        { "thermal_id": 7, "post_study_stage_index": 1, "cost_per_mwh": 55.0, "min_mw": 0.0, "max_mw": 80.0 }
      ]
    }`);
  assert.deepEqual(diagnostics[2]!.data, { unknownKey: 'duraton_hours', rename: 'duration_hours' });
});

// ---- hostile shapes -------------------------------------------------------------------------

test('hostile shapes: never throw, always report something on post_study_stages.json', async () => {
  const inputs: Array<object | string> = [
    '{}',
    '{"stages": null, "thermal_bounds": 5, "$schema": []}',
    '{"stages": [null, [], 1, "x", {}], "thermal_bounds": [null, [], {}, {"thermal_id": {}, "post_study_stage_index": [], "cost_per_mwh": {}, "min_mw": "1", "max_mw": true}]}',
    '{"stages": [{"start_date": "2024-04-01", "duration_hours": 1e308}, {"start_date": "2024-04-02", "duration_hours": 1}], "thermal_bounds": []}',
    '{"stages": [{"start_date": "9999-12-31", "duration_hours": 1e15}, {"start_date": "0000-01-01", "duration_hours": 24}], "thermal_bounds": []}',
    '{"stages": [{"start_date": "2024-04-01", "duration_hours": ',
    '{"thermal_bounds": [{"thermal_id": 99999999999999999999, "post_study_stage_index": 1e2}]}',
    {
      stages: Array.from({ length: 5_000 }, (_, i) => ({ start_date: '2024-04-01', duration_hours: i + 1 })),
      thermal_bounds: Array.from({ length: 5_000 }, () => ({ thermal_id: 1, post_study_stage_index: 0, cost_per_mwh: 0, min_mw: 0, max_mw: 0 })),
    },
  ];
  for (const input of inputs) {
    const result = await withPostStudy(input);
    assert.ok(postStudyDiagnostics(result).length > 0, `no diagnostic for ${typeof input === 'string' ? input : 'huge input'}`);
  }
});
