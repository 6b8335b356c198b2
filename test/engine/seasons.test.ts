// stages.json season map, pre-study stages and season rules: STG-004, STG-005, STG-060..STG-065,
// STG-070..STG-078, STG-082..STG-084 and STG-090 on season_definitions / seasons[] / pre_study_stages[].
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { validCase, validateFiles } from '../support/cases';
import { expectDiagnostic, expectNoDiagnostic, renderDiagnostics } from '../support/assertions';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import { findRule } from '../../shared/rules';
import { examplesDir } from '../support/cli';

const FILE = 'stages.json';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Validates the baseline case after `bend` changes its stages.json. */
async function validateStages(bend: (stages: any) => void): Promise<ValidationResult> {
  const files = validCase();
  bend(files['stages.json']);
  return validateFiles(files);
}

function monthlyMap(): any {
  return { cycle_type: 'monthly', seasons: MONTHS.map((label, i) => ({ id: i, label, month_start: i + 1 })) };
}

function weeklyMap(count = 52): any {
  return { cycle_type: 'weekly', seasons: Array.from({ length: count }, (_, w) => ({ id: w, label: `W${w + 1}`, month_start: Math.min(12, Math.floor(w / 4.34) + 1) })) };
}

/** The d30 shape: months with ids 0-11 and quarters with ids 12-15 (a multi-resolution custom map). */
function monthsAndQuartersMap(): any {
  const months = MONTHS.map((label, i) => ({ id: i, label, month_start: i + 1 }));
  const quarters = [1, 4, 7, 10].map((m, q) => ({ id: 12 + q, label: `Q${q + 1}`, month_start: m, day_start: 1, month_end: m + 2, day_end: 31 }));
  return { cycle_type: 'custom', seasons: [...months, ...quarters] };
}

function stage(id: number, start: string, end: string, extra: Record<string, unknown> = {}): any {
  const hours = ((Date.parse(end) - Date.parse(start)) / 86_400_000) * 24;
  return { id, start_date: start, end_date: end, blocks: [{ id: 0, name: 'SINGLE', hours }], num_openings: 10, ...extra };
}

/** Replaces the study stages and keeps the transition chain consistent with them. */
function setStages(stages: any, list: any[]): void {
  stages.stages = list;
  stages.policy_graph.transitions = list.slice(1).map((s, i) => ({ source_id: list[i].id, target_id: s.id, probability: 1.0 }));
}

function preStudy(id: unknown, extra: Record<string, unknown> = {}): any {
  return { id, start_date: '2023-12-01', end_date: '2024-01-01', ...extra };
}

// ---------------------------------------------------------------------------------------------
// STG-004, STG-005: the two optional root members

test('STG-004: season_definitions that is an array', async () => {
  const result = await validateStages((s) => (s.season_definitions = []));
  expectDiagnostic(result, { code: 'STG-004', file: FILE, path: 'season_definitions', message: 'must be an object or null, got an array' });
});

test('STG-004 near miss: null, absent and an object are accepted', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = null)), 'STG-004');
  expectNoDiagnostic(await validateStages(() => {}), 'STG-004');
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = monthlyMap())), 'STG-004');
});

test('STG-005: pre_study_stages that is an object, or null', async () => {
  expectDiagnostic(await validateStages((s) => (s.pre_study_stages = {})), {
    code: 'STG-005',
    path: 'pre_study_stages',
    message: 'must be an array, got an object',
  });
  expectDiagnostic(await validateStages((s) => (s.pre_study_stages = null)), { code: 'STG-005', path: 'pre_study_stages', message: 'got null' });
});

test('STG-005: a pre-study entry that is not an object', async () => {
  const result = await validateStages((s) => (s.pre_study_stages = [preStudy(-1), 5]));
  expectDiagnostic(result, { code: 'STG-005', path: 'pre_study_stages[1]', message: 'a pre-study stage must be an object, got 5' });
});

test('STG-005 near miss: an empty array and valid entries', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.pre_study_stages = [])), 'STG-005');
  expectNoDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy(-1)])), 'STG-005');
});

// ---------------------------------------------------------------------------------------------
// STG-060..STG-065: pre_study_stages[]

test('STG-060: a missing pre-study id is reported on the entry', async () => {
  const result = await validateStages((s) => (s.pre_study_stages = [{ start_date: '2023-12-01', end_date: '2024-01-01' }]));
  expectDiagnostic(result, { code: 'STG-060', path: 'pre_study_stages[0]', message: 'missing required field "id"' });
});

test('STG-060: a non-negative pre-study id names the cause', async () => {
  const result = await validateStages((s) => (s.pre_study_stages = [preStudy(7)]));
  expectDiagnostic(result, { code: 'STG-060', path: 'pre_study_stages[0].id', message: 'pre-study id must be negative, got 7' });
  expectDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy(0)])), { code: 'STG-060', message: 'got 0' });
});

test('STG-060: ids are read strictly (D20) and must be numbers', async () => {
  const strict = await validateStages((s) => (s.pre_study_stages = [preStudy(-1)]));
  expectNoDiagnostic(strict, 'STG-060');
  const text = JSON.stringify({ ...(validCase()['stages.json'] as object), pre_study_stages: [preStudy(-1)] }).replace('"id":-1', '"id":-1.0');
  expectDiagnostic(await validateFiles({ ...validCase(), 'stages.json': text }), { code: 'STG-060', path: 'pre_study_stages[0].id', message: 'integers are read strictly' });
  expectDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy('-1')])), { code: 'STG-060', message: 'must be an integer, got "-1"' });
});

test('STG-060 near miss: negative ids', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy(-2), preStudy(-1)])), 'STG-060');
});

test('STG-061: a repeated pre-study id is reported on the second entry', async () => {
  const result = await validateStages((s) => (s.pre_study_stages = [preStudy(-1), preStudy(-2), preStudy(-1)]));
  expectDiagnostic(result, { code: 'STG-061', path: 'pre_study_stages[2].id', message: 'duplicate pre-study id -1 (first declared at pre_study_stages[0])' });
  assert.equal(result.diagnostics.filter((d) => d.code === 'STG-061').length, 1);
});

test('STG-061 near miss: distinct ids', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy(-1), preStudy(-2)])), 'STG-061');
});

test('STG-062: a pre-study id equal to a (negative) stages[] id', async () => {
  const result = await validateStages((s) => {
    s.stages[2].id = -1;
    s.pre_study_stages = [preStudy(-1)];
  });
  expectDiagnostic(result, { code: 'STG-062', path: 'pre_study_stages[0].id', message: 'pre-study id -1 is also the id of stages[2]' });
});

test('STG-062: a non-negative pre-study id equal to a study stage id (besides STG-060)', async () => {
  const result = await validateStages((s) => (s.pre_study_stages = [preStudy(1)]));
  expectDiagnostic(result, { code: 'STG-062', path: 'pre_study_stages[0].id', message: 'is also the id of stages[1]' });
  expectDiagnostic(result, { code: 'STG-060', path: 'pre_study_stages[0].id' });
});

test('STG-062 near miss: ids that no stage uses', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy(-1), preStudy(5)])), 'STG-062');
});

test('STG-063: a missing or malformed start_date', async () => {
  const missing = await validateStages((s) => (s.pre_study_stages = [{ id: -1, end_date: '2024-01-01' }]));
  expectDiagnostic(missing, { code: 'STG-063', path: 'pre_study_stages[0]', message: 'missing required field "start_date"' });
  for (const bad of ['2023-12-1', '2023-02-30', '2023-12-01T00:00:00', 20231201]) {
    const result = await validateStages((s) => (s.pre_study_stages = [preStudy(-1, { start_date: bad })]));
    expectDiagnostic(result, { code: 'STG-063', path: 'pre_study_stages[0].start_date' });
  }
});

test('STG-063 near miss: a leap day is a valid date', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy(-1, { start_date: '2020-02-29', end_date: '2020-03-01' })])), 'STG-063');
});

test('STG-064: end_date missing, malformed, or not after start_date', async () => {
  expectDiagnostic(await validateStages((s) => (s.pre_study_stages = [{ id: -1, start_date: '2023-12-01' }])), {
    code: 'STG-064',
    path: 'pre_study_stages[0]',
    message: 'missing required field "end_date"',
  });
  expectDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy(-1, { end_date: 'soon' })])), { code: 'STG-064', path: 'pre_study_stages[0].end_date' });
  expectDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy(-1, { end_date: '2023-12-01' })])), {
    code: 'STG-064',
    path: 'pre_study_stages[0].end_date',
    message: 'end_date 2023-12-01 must be after start_date 2023-12-01',
  });
  expectDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy(-1, { end_date: '2023-11-30' })])), { code: 'STG-064', message: 'must be after' });
});

test('STG-064 near miss: a one-day pre-study stage', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy(-1, { end_date: '2023-12-02' })])), 'STG-064');
});

test('STG-065: a season_id with no season map is a warning (D4)', async () => {
  const result = await validateStages((s) => (s.pre_study_stages = [preStudy(-1, { season_id: 11 })]));
  expectDiagnostic(result, { code: 'STG-065', severity: 'warning', path: 'pre_study_stages[0].season_id', message: 'can never resolve' });
});

test('STG-065: with a map, a season_id naming no season is an error', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = monthlyMap();
    s.pre_study_stages = [preStudy(-1, { season_id: 12 })];
  });
  expectDiagnostic(result, {
    code: 'STG-065',
    path: 'pre_study_stages[0].season_id',
    message: 'season_id 12 names no season of season_definitions (declared ids: 0..11)',
  });
});

test('STG-065: a season_id that is not an integer', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = monthlyMap();
    s.pre_study_stages = [preStudy(-1, { season_id: 'November' })];
  });
  expectDiagnostic(result, { code: 'STG-065', path: 'pre_study_stages[0].season_id', message: 'must be an integer or null, got "November"' });
});

test('STG-065 near miss: a declared season, and null with or without a map', async () => {
  expectNoDiagnostic(
    await validateStages((s) => {
      s.season_definitions = monthlyMap();
      s.pre_study_stages = [preStudy(-1, { season_id: 11 })];
    }),
    'STG-065',
  );
  expectNoDiagnostic(await validateStages((s) => (s.pre_study_stages = [preStudy(-1, { season_id: null })])), 'STG-065');
});

test('STG-065 stays silent when a season entry could not be read (the id might be meant for it)', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = monthlyMap();
    s.season_definitions.seasons[11].id = 'eleven';
    s.pre_study_stages = [preStudy(-1, { season_id: 11 })];
  });
  expectNoDiagnostic(result, 'STG-065');
  expectDiagnostic(result, { code: 'STG-072', path: 'season_definitions.seasons[11].id' });
});

test('STG-065: a season entry dropped for a bad month_start still declares its id', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = monthlyMap();
    s.season_definitions.seasons[11].month_start = 13;
    s.pre_study_stages = [preStudy(-1, { season_id: 11 })];
  });
  expectNoDiagnostic(result, 'STG-065');
});

// ---------------------------------------------------------------------------------------------
// STG-070..STG-078: season_definitions

test('STG-070: cycle_type missing, or not one of the three', async () => {
  const missing = await validateStages((s) => (s.season_definitions = { seasons: [] }));
  expectDiagnostic(missing, { code: 'STG-070', path: 'season_definitions', message: 'missing required field "cycle_type"' });
  const typo = await validateStages((s) => (s.season_definitions = { ...monthlyMap(), cycle_type: 'montly' }));
  expectDiagnostic(typo, { code: 'STG-070', path: 'season_definitions.cycle_type', message: 'did you mean "monthly"?' });
  expectDiagnostic(await validateStages((s) => (s.season_definitions = { ...monthlyMap(), cycle_type: 3 })), { code: 'STG-070', path: 'season_definitions.cycle_type' });
});

test('STG-070 near miss: each valid cycle type', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = monthlyMap())), 'STG-070');
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = weeklyMap())), 'STG-070');
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = monthsAndQuartersMap())), 'STG-070');
});

test('STG-071: seasons missing, not an array, or holding a non-object', async () => {
  expectDiagnostic(await validateStages((s) => (s.season_definitions = { cycle_type: 'custom' })), {
    code: 'STG-071',
    path: 'season_definitions',
    message: 'missing required field "seasons"',
  });
  expectDiagnostic(await validateStages((s) => (s.season_definitions = { cycle_type: 'custom', seasons: {} })), {
    code: 'STG-071',
    path: 'season_definitions.seasons',
    message: 'must be an array',
  });
  expectDiagnostic(await validateStages((s) => (s.season_definitions = { cycle_type: 'custom', seasons: [null] })), {
    code: 'STG-071',
    path: 'season_definitions.seasons[0]',
    message: 'a season must be an object, got null',
  });
});

test('STG-071 near miss: an empty custom season list is an array', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = { cycle_type: 'custom', seasons: [] })), 'STG-071');
});

test('STG-072: season id missing, negative, not an integer, or repeated', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = monthlyMap();
    delete s.season_definitions.seasons[0].id;
    s.season_definitions.seasons[1].id = -1;
    s.season_definitions.seasons[2].id = 'two';
    s.season_definitions.seasons[5].id = 4;
  });
  expectDiagnostic(result, { code: 'STG-072', path: 'season_definitions.seasons[0]', message: 'missing required field "id"' });
  expectDiagnostic(result, { code: 'STG-072', path: 'season_definitions.seasons[1].id', message: 'season id must be >= 0, got -1' });
  expectDiagnostic(result, { code: 'STG-072', path: 'season_definitions.seasons[2].id', message: 'must be an integer' });
  expectDiagnostic(result, { code: 'STG-072', path: 'season_definitions.seasons[5].id', message: 'duplicate season id 4 (first declared at seasons[4])' });
});

test('STG-072: a season id written 3.0 is not an integer (D20)', async () => {
  const text = JSON.stringify({ ...(validCase()['stages.json'] as object), season_definitions: monthlyMap() }).replace('"id":3,', '"id":3.0,');
  expectDiagnostic(await validateFiles({ ...validCase(), 'stages.json': text }), { code: 'STG-072', path: 'season_definitions.seasons[3].id', message: 'read strictly' });
});

test('STG-072 near miss: unique 0-based ids in any order', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = { ...monthlyMap(), seasons: monthlyMap().seasons.reverse() })), 'STG-072');
});

test('STG-073: season label missing or not a string', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = monthlyMap();
    delete s.season_definitions.seasons[0].label;
    s.season_definitions.seasons[1].label = 2;
  });
  expectDiagnostic(result, { code: 'STG-073', path: 'season_definitions.seasons[0]', message: 'missing required field "label"' });
  expectDiagnostic(result, { code: 'STG-073', path: 'season_definitions.seasons[1].label', message: 'season label must be a string, got 2' });
});

test('STG-073 near miss: an empty label is still a string', async () => {
  expectNoDiagnostic(
    await validateStages((s) => {
      s.season_definitions = monthlyMap();
      s.season_definitions.seasons[0].label = '';
    }),
    'STG-073',
  );
});

test('STG-074: month_start missing or outside 1..12', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = monthlyMap();
    delete s.season_definitions.seasons[0].month_start;
    s.season_definitions.seasons[1].month_start = 13;
    s.season_definitions.seasons[2].month_start = 0;
    s.season_definitions.seasons[3].month_start = '4';
  });
  expectDiagnostic(result, { code: 'STG-074', path: 'season_definitions.seasons[0]', message: 'missing required field "month_start"' });
  expectDiagnostic(result, { code: 'STG-074', path: 'season_definitions.seasons[1].month_start', message: 'must be in [1, 12], got 13' });
  expectDiagnostic(result, { code: 'STG-074', path: 'season_definitions.seasons[2].month_start', message: 'got 0' });
  expectDiagnostic(result, { code: 'STG-074', path: 'season_definitions.seasons[3].month_start', message: 'must be an integer' });
});

test('STG-074 near miss: 1 and 12', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = monthlyMap())), 'STG-074');
});

function customSeason(extra: Record<string, unknown>): any {
  return { cycle_type: 'custom', seasons: [{ id: 0, label: 'S', month_start: 1, ...extra }] };
}

test('STG-075/076/077: custom boundary fields out of range or mistyped', async () => {
  const result = await validateStages((s) => (s.season_definitions = customSeason({ day_start: 32, month_end: 0, day_end: 'end' })));
  expectDiagnostic(result, { code: 'STG-075', path: 'season_definitions.seasons[0].day_start', message: 'must be in [1, 31], got 32' });
  expectDiagnostic(result, { code: 'STG-076', path: 'season_definitions.seasons[0].month_end', message: 'must be in [1, 12], got 0' });
  expectDiagnostic(result, { code: 'STG-077', path: 'season_definitions.seasons[0].day_end', message: 'must be an integer or null, got "end"' });
  const more = await validateStages((s) => (s.season_definitions = customSeason({ day_start: 0, month_end: 13, day_end: 32 })));
  expectDiagnostic(more, { code: 'STG-075', message: 'got 0' });
  expectDiagnostic(more, { code: 'STG-076', message: 'got 13' });
  expectDiagnostic(more, { code: 'STG-077', message: 'got 32' });
});

test('STG-075/076/077 near miss: nulls, absent and in-range values on a custom map', async () => {
  for (const extra of [{}, { day_start: null, month_end: null, day_end: null }, { day_start: 1, month_end: 12, day_end: 31 }, { day_start: 31, month_end: 1, day_end: 1 }]) {
    const result = await validateStages((s) => (s.season_definitions = customSeason(extra)));
    for (const code of ['STG-075', 'STG-076', 'STG-077', 'STG-078'] as const) expectNoDiagnostic(result, code);
  }
});

test('STG-075..077 are not read on monthly and weekly maps: STG-078 hint instead', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = monthlyMap();
    Object.assign(s.season_definitions.seasons[0], { day_start: 32, month_end: 2, day_end: null });
  });
  expectNoDiagnostic(result, 'STG-075');
  expectNoDiagnostic(result, 'STG-076');
  expectDiagnostic(result, { code: 'STG-078', severity: 'hint', path: 'season_definitions.seasons[0].day_start', message: '"day_start" is ignored on a monthly map' });
  expectDiagnostic(result, { code: 'STG-078', severity: 'hint', path: 'season_definitions.seasons[0].month_end' });
  assert.equal(result.diagnostics.filter((d) => d.code === 'STG-078').length, 2, 'a null boundary field is not worth a hint');
  const weekly = await validateStages((s) => {
    s.season_definitions = weeklyMap();
    s.season_definitions.seasons[3].day_end = 7;
  });
  expectDiagnostic(weekly, { code: 'STG-078', severity: 'hint', path: 'season_definitions.seasons[3].day_end', message: 'weekly map' });
});

test('STG-078: a monthly map without 12 seasons, a weekly map without 52 (warning, D21)', async () => {
  const monthly = await validateStages((s) => {
    s.season_definitions = monthlyMap();
    s.season_definitions.seasons.pop();
  });
  expectDiagnostic(monthly, { code: 'STG-078', path: 'season_definitions.seasons', message: 'a monthly season map should have 12 seasons, got 11' });
  const weekly = await validateStages((s) => (s.season_definitions = weeklyMap(53)));
  expectDiagnostic(weekly, { code: 'STG-078', path: 'season_definitions.seasons', message: 'should have 52 seasons, got 53' });
});

test('STG-078 near miss: 12 monthly, 52 weekly, any number of custom seasons', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = monthlyMap())), 'STG-078');
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = weeklyMap())), 'STG-078');
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = customSeason({}))), 'STG-078');
});

// ---------------------------------------------------------------------------------------------
// STG-083: two seasons of one resolution share a calendar day

test('STG-083: custom seasons of one resolution overlapping on an inclusive day_end', async () => {
  const result = await validateStages(
    (s) =>
      (s.season_definitions = {
        cycle_type: 'custom',
        seasons: [
          { id: 0, label: 'A', month_start: 1, day_start: 1, month_end: 1, day_end: 31 },
          { id: 1, label: 'B', month_start: 1, day_start: 31, month_end: 2, day_end: 28 },
        ],
      }),
  );
  expectDiagnostic(result, { code: 'STG-083', path: 'season_definitions.seasons[1]', message: 'season 1 shares calendar day 01-31 with season 0 (seasons[0])' });
});

test('STG-083 near miss: seasons meeting without sharing a day', async () => {
  const result = await validateStages(
    (s) =>
      (s.season_definitions = {
        cycle_type: 'custom',
        seasons: [
          { id: 0, label: 'A', month_start: 1, day_start: 1, month_end: 1, day_end: 30 },
          { id: 1, label: 'B', month_start: 1, day_start: 31, month_end: 2, day_end: 28 },
        ],
      }),
  );
  expectNoDiagnostic(result, 'STG-083');
});

test('STG-083: a wrapping season overlapping the next one', async () => {
  const result = await validateStages(
    (s) =>
      (s.season_definitions = {
        cycle_type: 'custom',
        seasons: [
          { id: 0, label: 'DJF', month_start: 12, month_end: 3, day_end: 1 },
          { id: 1, label: 'MAM', month_start: 3, month_end: 5 },
        ],
      }),
  );
  expectDiagnostic(result, { code: 'STG-083', path: 'season_definitions.seasons[1]', message: 'shares calendar day 03-01 with season 0' });
});

test('STG-083: two monthly seasons with the same month_start (D21)', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = monthlyMap();
    s.season_definitions.seasons[11].month_start = 1;
  });
  expectDiagnostic(result, { code: 'STG-083', path: 'season_definitions.seasons[11]', message: 'season 11 has month_start 1, like season 0 (seasons[0])' });
});

test('STG-083 near miss: months and quarters overlap across resolutions only; weekly seasons share month_start', async () => {
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = monthsAndQuartersMap())), 'STG-083');
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = weeklyMap())), 'STG-083');
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = monthlyMap())), 'STG-083');
});

// ---------------------------------------------------------------------------------------------
// STG-082: a multi-resolution map requires season_id on every study stage

test('STG-082: study stages without season_id under a multi-resolution map', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = monthsAndQuartersMap();
    s.stages[1].season_id = 1;
    s.stages[2].season_id = null;
  });
  expectDiagnostic(result, { code: 'STG-082', path: 'stages[0]', message: 'stage 0 needs a season_id' });
  expectDiagnostic(result, { code: 'STG-082', path: 'stages[2].season_id', message: 'got null' });
  assert.equal(result.diagnostics.filter((d) => d.code === 'STG-082').length, 2, renderDiagnostics(result.diagnostics));
});

test('STG-082 near miss: every stage named, a single-resolution map, or a pre-study stage', async () => {
  expectNoDiagnostic(
    await validateStages((s) => {
      s.season_definitions = monthsAndQuartersMap();
      s.stages.forEach((st: any, i: number) => (st.season_id = i));
    }),
    'STG-082',
  );
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = monthlyMap())), 'STG-082');
  expectNoDiagnostic(
    await validateStages((s) => {
      s.season_definitions = monthsAndQuartersMap();
      s.stages.forEach((st: any, i: number) => (st.season_id = i));
      delete s.stages[2].season_id;
      s.stages[2].id = -5;
    }),
    'STG-082',
  );
});

// ---------------------------------------------------------------------------------------------
// STG-084: stages sharing a season last within 7 days of each other

test('STG-084: an explicit season shared by a month and a quarter', async () => {
  const result = await validateStages((s) => setStages(s, [stage(0, '2024-01-01', '2024-02-01', { season_id: 0 }), stage(1, '2024-02-01', '2024-05-01', { season_id: 0 })]));
  expectDiagnostic(result, {
    code: 'STG-084',
    path: 'stages[1].season_id',
    message: 'stage 1 lasts 90 days but stage 0 (stages[0]), also in season 0, lasts 31',
  });
});

test('STG-084 (scope): a pre-study stage that declares a season takes part, in pre_study_stages or as a negative id; one without a season_id does not', async () => {
  const result = await validateStages((s) => {
    setStages(s, [stage(-2, '2023-10-01', '2024-01-01', { season_id: 0 }), stage(0, '2024-01-01', '2024-02-01', { season_id: 0 })]);
    s.pre_study_stages = [{ id: -1, start_date: '2023-12-01', end_date: '2024-01-01', season_id: 0 }];
  });
  expectDiagnostic(result, {
    code: 'STG-084',
    path: 'stages[0].season_id',
    message: 'stage -2 lasts 92 days but stage -1 (pre_study_stages[0]), also in season 0, lasts 31',
  });
  // The study stage, 31 days, is compared with the earlier stage of season 0 furthest from it: stage -2.
  expectDiagnostic(result, { code: 'STG-084', path: 'stages[1].season_id', message: 'stage 0 lasts 31 days but stage -2 (stages[0]), also in season 0, lasts 92' });
  assert.equal(result.diagnostics.filter((d) => d.code === 'STG-084').length, 2);
  const undeclared = await validateStages((s) => {
    setStages(s, [stage(0, '2024-01-01', '2024-02-01', { season_id: 0 })]);
    s.pre_study_stages = [{ id: -1, start_date: '2023-10-01', end_date: '2024-01-01' }];
  });
  expectNoDiagnostic(undeclared, 'STG-084');
});

test('STG-084: the 7-day tolerance is inclusive', async () => {
  const within = await validateStages((s) => setStages(s, [stage(0, '2024-01-01', '2024-02-01', { season_id: 0 }), stage(1, '2024-02-01', '2024-03-10', { season_id: 0 })]));
  expectNoDiagnostic(within, 'STG-084');
  const beyond = await validateStages((s) => setStages(s, [stage(0, '2024-01-01', '2024-02-01', { season_id: 0 }), stage(1, '2024-02-01', '2024-03-11', { season_id: 0 })]));
  expectDiagnostic(beyond, { code: 'STG-084', path: 'stages[1].season_id', message: 'lasts 39 days' });
});

test('STG-084: stages deriving one season from a monthly map', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = monthlyMap();
    setStages(s, [stage(0, '2024-01-01', '2024-01-08'), stage(1, '2024-01-08', '2024-02-08')]);
  });
  expectDiagnostic(result, { code: 'STG-084', path: 'stages[1]', message: 'also in derived season 0' });
});

test('STG-084: each offending stage once, naming the earlier stage furthest from it', async () => {
  const result = await validateStages((s) =>
    setStages(s, [
      stage(0, '2024-01-01', '2024-02-01', { season_id: 0 }),
      stage(1, '2024-02-01', '2024-02-08', { season_id: 0 }),
      stage(2, '2024-02-08', '2024-05-08', { season_id: 0 }),
    ]),
  );
  expectDiagnostic(result, { code: 'STG-084', path: 'stages[1].season_id', message: 'stage 0 (stages[0])' });
  expectDiagnostic(result, { code: 'STG-084', path: 'stages[2].season_id', message: 'stage 2 lasts 90 days but stage 1 (stages[1])' });
  assert.equal(result.diagnostics.filter((d) => d.code === 'STG-084').length, 2);
});

test('STG-084 near miss: distinct seasons, no season, and a pre-study stage without a season_id are not compared', async () => {
  expectNoDiagnostic(
    await validateStages((s) => setStages(s, [stage(0, '2024-01-01', '2024-02-01', { season_id: 0 }), stage(1, '2024-02-01', '2024-05-01', { season_id: 12 })])),
    'STG-084',
  );
  expectNoDiagnostic(await validateStages((s) => setStages(s, [stage(0, '2024-01-01', '2024-01-08'), stage(1, '2024-01-08', '2024-04-08')])), 'STG-084');
  expectNoDiagnostic(
    await validateStages((s) => {
      s.season_definitions = monthlyMap();
      setStages(s, [stage(0, '2024-01-01', '2024-02-01'), stage(1, '2024-02-01', '2024-03-01')]);
      s.pre_study_stages = [{ id: -1, start_date: '2023-01-01', end_date: '2023-04-01' }];
    }),
    'STG-084',
  );
});

// ---------------------------------------------------------------------------------------------
// STG-090 on the objects this part reads

test('STG-090: unknown keys in season_definitions, a season and a pre-study stage', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = { cycle_typ: 'monthly', cycle_type: 'monthly', seasons: monthlyMap().seasons };
    s.season_definitions.seasons[0].monthstart = 1;
    s.pre_study_stages = [preStudy(-1, { seasonid: 3 })];
  });
  expectDiagnostic(result, { code: 'STG-090', path: 'season_definitions.cycle_typ', message: 'unknown key "cycle_typ"' });
  expectDiagnostic(result, { code: 'STG-090', path: 'season_definitions.seasons[0].monthstart', message: 'unknown key "monthstart"' });
  expectDiagnostic(result, { code: 'STG-090', path: 'pre_study_stages[0].seasonid', message: 'did you mean "season_id"?' });
});

test('STG-090 near miss: every known key present', async () => {
  const result = await validateStages((s) => {
    s.season_definitions = customSeason({ day_start: 1, month_end: 12, day_end: 31 });
    s.pre_study_stages = [preStudy(-1, { season_id: 0 })];
  });
  expectNoDiagnostic(result, 'STG-090');
});

// ---------------------------------------------------------------------------------------------
// The model, hostile shapes, the real example cases, the catalogue

test('the season map in the model has defaults applied and its resolution computed', async () => {
  const result = await validateStages((s) => (s.season_definitions = monthsAndQuartersMap()));
  const map = result.model.stages?.seasonMap;
  assert.ok(map);
  assert.equal(map.cycleType, 'custom');
  assert.equal(map.multiResolution, true);
  assert.equal(map.seasons.length, 16);
  const february = map.seasons[1]!;
  assert.deepEqual([february.id, february.label, february.monthStart, february.dayStart, february.monthEnd, february.dayEnd], [1, 'February', 2, 1, 2, 31]);
  assert.equal(map.seasons[12]!.monthEnd, 3);
  const single = (await validateStages((s) => (s.season_definitions = monthlyMap()))).model.stages?.seasonMap;
  assert.equal(single?.multiResolution, false);
});

test('pre-study stages in the model', async () => {
  const result = await validateStages((s) => (s.pre_study_stages = [preStudy(-2, { season_id: 10 }), 'junk', preStudy(-1)]));
  const pre = result.model.stages?.preStudy ?? [];
  assert.deepEqual(
    pre.map((p) => [p.index, p.id, p.start?.text, p.end?.text, p.seasonId]),
    [
      [0, -2, '2023-12-01', '2024-01-01', 10],
      [2, -1, '2023-12-01', '2024-01-01', undefined],
    ],
  );
});

test('hostile shapes are reported and never throw', async () => {
  const shapes: any[] = [
    { season_definitions: 'monthly' },
    { season_definitions: { cycle_type: null, seasons: null } },
    { season_definitions: { cycle_type: 'custom', seasons: [null, [], 'x', 1, {}, { id: {}, label: [], month_start: null, day_start: {}, month_end: [], day_end: true }] } },
    { season_definitions: { cycle_type: ['monthly'], seasons: [{ id: 0, label: 'a', month_start: 1e400 }] } },
    { season_definitions: {} },
    { pre_study_stages: [null, [], {}, { id: null, start_date: 5, end_date: [], season_id: {} }, { id: 1e400, start_date: '', end_date: null, season_id: -1.5 }] },
    { pre_study_stages: 'none' },
    { stages: 5, season_definitions: monthsAndQuartersMap() },
    { stages: [null, 1, { id: 0 }, { id: 1, start_date: 'x', season_id: 'y' }], season_definitions: monthsAndQuartersMap() },
  ];
  for (const shape of shapes) {
    const files = validCase();
    Object.assign(files['stages.json'] as object, shape);
    const result = await validateFiles(files);
    assert.ok(
      result.diagnostics.some((d) => d.file === FILE && d.severity === 'error'),
      `no error for ${JSON.stringify(shape)}`,
    );
  }
});

test('a truncated season map still reports what parsed', async () => {
  const text = JSON.stringify(
    {
      ...(validCase()['stages.json'] as object),
      season_definitions: {
        cycle_type: 'monthly',
        seasons: [
          { id: 0, label: 'a', month_start: 13 },
          { id: 1, label: 'b', month_start: 2 },
        ],
      },
    },
    null,
    2,
  );
  const cut = text.slice(0, text.indexOf('"b"'));
  const result = await validateFiles({ ...validCase(), 'stages.json': cut });
  expectDiagnostic(result, { code: 'JSON-001', file: FILE });
  expectDiagnostic(result, { code: 'STG-074', path: 'season_definitions.seasons[0].month_start' });
});

test('a huge custom season list stays fast and capped', async () => {
  const seasons = Array.from({ length: 5000 }, (_, i) => ({ id: i, label: `s${i}`, month_start: (i % 12) + 1 }));
  const started = performance.now();
  const result = await validateStages((s) => (s.season_definitions = { cycle_type: 'custom', seasons }));
  assert.ok(performance.now() - started < 5000);
  const overlaps = result.diagnostics.filter((d) => d.code === 'STG-083');
  assert.equal(overlaps.length, 201, 'the per-rule cap keeps 200 and one summary');
});

const MY_CODES = /^STG-(00[45]|06\d|07\d|08[0-6])$/;

test('the example cases with season maps and pre-study stages raise no false positives', async () => {
  for (const name of ['d12-par-annual', 'd16-par1-lag-shift', 'd19-multi-hydro-par', 'd26-estimated-par2', 'd29-weekly-par-noise-sharing']) {
    const result = await validateCase(join(examplesDir, 'deterministic', name));
    const mine = result.diagnostics.filter(
      (d) => d.file === FILE && (MY_CODES.test(d.code) || (d.code === 'STG-090' && d.location.kind === 'json' && /^(season_definitions|pre_study_stages)/.test(d.location.path))),
    );
    // d16 and d19 give pre-study stages a season_id without a season map: the D4 warning is right.
    const d4 = ['d16-par1-lag-shift', 'd19-multi-hydro-par'].includes(name);
    const unexpected = mine.filter((d) => !(d4 && d.code === 'STG-065' && d.severity === 'warning'));
    assert.equal(unexpected.length, 0, `${name}:\n${renderDiagnostics(unexpected)}`);
    if (d4) expectDiagnostic(mine, { code: 'STG-065', severity: 'warning', path: 'pre_study_stages[0].season_id' });
    if (name === 'd12-par-annual') assert.equal(result.model.stages?.seasonMap?.seasons.length, 12);
  }
});

test('the catalogue has every rule of this part, for stages.json, with a lowercase title', () => {
  for (const id of [
    'STG-004',
    'STG-005',
    'STG-060',
    'STG-061',
    'STG-062',
    'STG-063',
    'STG-064',
    'STG-065',
    'STG-070',
    'STG-071',
    'STG-072',
    'STG-073',
    'STG-074',
    'STG-075',
    'STG-076',
    'STG-077',
    'STG-078',
    'STG-080',
    'STG-081',
    'STG-082',
    'STG-083',
    'STG-084',
    'STG-085',
    'STG-086',
  ]) {
    const rule = findRule(id);
    assert.ok(rule, `${id} is not catalogued`);
    assert.equal(rule.file, FILE);
    assert.equal(rule.title, rule.title.toLowerCase(), `${id} title is lowercase`);
  }
  assert.deepEqual(findRule('STG-085')?.needs, ['scenarios/inflow_history.parquet']);
  assert.deepEqual(findRule('STG-086')?.needs, ['config.json']);
});

// Decision D34: a custom map written with exclusive ends (the reference solver's book) is one STG-083

/** The custom map of the reference solver's book (case-format.md), ends exclusive: January, February, December and four quarters. */
function bookSeasonMap(): any {
  const season = (id: number, label: string, start: number, end: number) => ({ id, label, month_start: start, day_start: 1, month_end: end, day_end: 1 });
  return {
    cycle_type: 'custom',
    seasons: [
      season(0, 'January', 1, 2),
      season(1, 'February', 2, 3),
      season(11, 'December', 12, 1),
      season(12, 'Q1', 1, 4),
      season(13, 'Q2', 4, 7),
      season(14, 'Q3', 7, 10),
      season(15, 'Q4', 10, 1),
    ],
  };
}

test("STG-083 (D34): the book's map with exclusive ends is one error on the seasons list, naming the convention and the pairs", async () => {
  const result = await validateStages((s) => (s.season_definitions = bookSeasonMap()));
  const all = result.diagnostics.filter((d) => d.code === 'STG-083');
  assert.equal(all.length, 1, renderDiagnostics(all));
  const d = expectDiagnostic(result, {
    code: 'STG-083',
    path: 'season_definitions.seasons',
    message:
      'every season ends on the day the next one starts, as if day_end were exclusive, but it is inclusive: 5 pairs of seasons share a day (1 and 0 on 02-01, 11 and 0 on 01-01, 13 and 12 on 04-01, 14 and 13 on 07-01, and 1 more); move every end back one day',
  });
  assert.deepEqual(d.data?.seasonEnds, [
    { index: 0, monthEnd: 1, dayEnd: 31 },
    { index: 1, monthEnd: 2, dayEnd: 28 },
    { index: 2, monthEnd: 12, dayEnd: 31 },
    { index: 3, monthEnd: 3, dayEnd: 31 },
    { index: 4, monthEnd: 6, dayEnd: 30 },
    { index: 5, monthEnd: 9, dayEnd: 30 },
    { index: 6, monthEnd: 12, dayEnd: 31 },
  ]);
  // The same map with those ends, as the fix writes them, is clean.
  const fixed = bookSeasonMap();
  for (const [i, season] of fixed.seasons.entries()) Object.assign(season, { month_end: d.data!.seasonEnds![i]!.monthEnd, day_end: d.data!.seasonEnds![i]!.dayEnd });
  expectNoDiagnostic(await validateStages((s) => (s.season_definitions = fixed)), 'STG-083');
});

test('STG-083 near misses of D34: one touching pair, or touching pairs beside a deeper overlap, stay one error per pair', async () => {
  const map = bookSeasonMap();
  // Q2 now runs March to May: it overlaps Q1 by a month, which moving the ends back would not cure.
  Object.assign(map.seasons[4], { month_start: 3, month_end: 6 });
  const deeper = await validateStages((s) => (s.season_definitions = map));
  const pairs = deeper.diagnostics.filter((d) => d.code === 'STG-083');
  assert.equal(pairs.length, 4, renderDiagnostics(pairs));
  expectDiagnostic(deeper, { code: 'STG-083', path: 'season_definitions.seasons[4]', message: 'season 13 shares calendar day 03-01 with season 12' });
  expectDiagnostic(deeper, { code: 'STG-083', path: 'season_definitions.seasons[1]', message: 'season 1 shares calendar day 02-01 with season 0' });
  // A single touching pair is one error on the later season, as before (the wrapping-season test above).
  const one = await validateStages(
    (s) =>
      (s.season_definitions = {
        cycle_type: 'custom',
        seasons: [
          { id: 0, label: 'A', month_start: 1, day_start: 1, month_end: 7, day_end: 1 },
          { id: 1, label: 'B', month_start: 7, day_start: 1, month_end: 12, day_end: 31 },
        ],
      }),
  );
  expectDiagnostic(one, { code: 'STG-083', path: 'season_definitions.seasons[1]', message: 'season 1 shares calendar day 07-01 with season 0' });
  assert.ok(!pairs.some((d) => d.location.kind === 'json' && d.location.path === 'season_definitions.seasons'), 'no convention error');
});
