// The study calendar as a whole (decision D26): STG-087 overlapping study stages, STG-088 a gap
// between consecutive study stages, STG-089 block hours against calendar hours (all hints).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import type { ValidationResult } from '../../shared/engine/validate';
import { describeDateSpan } from '../../shared/checks/stages/studyCalendar';
import { parseIsoDate } from '../../shared/core/json/fields';
import { explainStage } from '../../shared/crossFile/explain';

const FILE = 'stages.json';

function stage(id: number, start: string, end: string, hours: number[] = [24 * daysBetween(start, end)]): any {
  return { id, start_date: start, end_date: end, blocks: hours.map((h, i) => ({ id: i, name: `B${i}`, hours: h })), num_openings: 10 };
}

function daysBetween(start: string, end: string): number {
  return (Date.parse(end) - Date.parse(start)) / 86_400_000;
}

/** The baseline case with these study stages, chained 0 -> 1 -> 2 ... by id. */
async function withStages(stages: any[]): Promise<ValidationResult> {
  const files = validCase();
  const ids = stages.map((s) => s.id).filter((id) => id >= 0);
  const stagesFile = files['stages.json'] as any;
  stagesFile.stages = stages;
  stagesFile.policy_graph.transitions = ids.slice(1).map((id, i) => ({ source_id: ids[i], target_id: id, probability: 1.0 }));
  return validateFiles(files);
}

test('contiguous stages whose blocks fill their calendar are clean', async () => {
  expectClean(await withStages([stage(0, '2024-01-01', '2024-02-01'), stage(1, '2024-02-01', '2024-03-01', [400, 296]), stage(2, '2024-03-01', '2024-04-01')]));
});

test('STG-087: a stage starting before the previous one ends, on its start_date, naming the other', async () => {
  const result = await withStages([stage(0, '2024-01-01', '2024-02-01'), stage(1, '2024-01-25', '2024-03-01')]);
  expectDiagnostic(result, {
    code: 'STG-087',
    file: FILE,
    path: 'stages[1].start_date',
    message: 'stage 1 starts on 2024-01-25, 7 days before stage 0 (stages[0]) ends on 2024-02-01',
  });
  assert.doesNotMatch(result.diagnostics.find((d) => d.code === 'STG-087')!.message, /must/, 'a fact, not a rule the spec does not have');
  expectNoDiagnostic(result, 'STG-088');
});

test('STG-087: stages are taken in date order, not array order; a stage inside a long one names it', async () => {
  const result = await withStages([stage(1, '2024-02-01', '2024-03-01'), stage(0, '2024-01-01', '2024-06-01'), stage(2, '2024-06-01', '2024-07-01')]);
  // In date order: 0 (Jan..Jun), 1 (Feb..Mar) overlaps 0; 2 starts when 0 ends: no overlap, no gap.
  const overlaps = result.diagnostics.filter((d) => d.code === 'STG-087');
  assert.equal(overlaps.length, 1);
  expectDiagnostic(result, { code: 'STG-087', path: 'stages[0].start_date', message: '121 days before stage 0 (stages[1]) ends on 2024-06-01' });
  expectNoDiagnostic(result, 'STG-088');
});

test('STG-087: two stages with the same start date overlap', async () => {
  const result = await withStages([stage(0, '2024-01-01', '2024-02-01'), stage(1, '2024-01-01', '2024-02-01')]);
  expectDiagnostic(result, { code: 'STG-087', path: 'stages[1].start_date' });
});

test('STG-087 near miss: a stage starting on the day the previous one ends (end dates are exclusive)', async () => {
  expectNoDiagnostic(await withStages([stage(0, '2024-01-01', '2024-02-01'), stage(1, '2024-02-01', '2024-03-01')]), 'STG-087');
});

test('STG-088: a gap between consecutive stages is a hint on the later start_date with its size', async () => {
  const result = await withStages([stage(0, '2024-01-01', '2024-02-01'), stage(1, '2024-02-03', '2024-03-01')]);
  expectDiagnostic(result, {
    code: 'STG-088',
    file: FILE,
    path: 'stages[1].start_date',
    message: 'a gap of 2 days before stage 1: stage 0 (stages[0]) ends on 2024-02-01',
  });
  expectNoDiagnostic(result, 'STG-087');
});

test('STG-087 / STG-088 near miss: pre-study stages and stages with broken dates take no part', async () => {
  const result = await withStages([
    stage(-1, '2023-01-01', '2023-06-01'),
    stage(0, '2024-01-01', '2024-02-01'),
    { ...stage(1, '2024-02-01', '2024-03-01'), start_date: '2024-13-01' },
    { ...stage(2, '2024-03-01', '2024-04-01'), end_date: '2024-02-15' },
  ]);
  expectNoDiagnostic(result, 'STG-087');
  expectNoDiagnostic(result, 'STG-088');
});

test('STG-089: block hours that do not add up to the calendar hours name both figures, on blocks', async () => {
  // 29 days of February 2024 are 696 calendar hours; 744 is January's count.
  const result = await withStages([stage(0, '2024-01-01', '2024-02-01'), stage(1, '2024-02-01', '2024-03-01', [744])]);
  expectDiagnostic(result, {
    code: 'STG-089',
    file: FILE,
    path: 'stages[1].blocks',
    message: 'the blocks of stage 1 add up to 744 h, but 2024-02-01..2024-03-01 has 696 calendar hours',
  });
  assert.equal(result.diagnostics.filter((d) => d.code === 'STG-089').length, 1);
});

test('STG-089 near misses: several blocks that add up, decimals within rounding, and a bad block (STG-037 only)', async () => {
  expectNoDiagnostic(await withStages([stage(0, '2024-01-01', '2024-02-01', [100.1, 200.2, 443.7])]), 'STG-089');
  const badBlock = await withStages([stage(0, '2024-01-01', '2024-02-01', [-5, 749])]);
  expectDiagnostic(badBlock, { code: 'STG-037', path: 'stages[0].blocks[0].hours' });
  expectNoDiagnostic(badBlock, 'STG-089');
});

test('STG-089: whole calendar months at 730 h a month follow the average-month convention (D26): no hint', async () => {
  // As 22 of the 26 Cobre examples write every month: February at 730 h, a quarter at 3 x 730 h, in blocks.
  const result = await withStages([
    stage(0, '2024-01-01', '2024-02-01', [730]),
    stage(1, '2024-02-01', '2024-03-01', [300, 430]),
    stage(2, '2024-03-01', '2024-06-01', [2190]),
    stage(3, '2024-06-01', '2025-06-01', [8760]),
  ]);
  expectNoDiagnostic(result, 'STG-089');
});

test('STG-089 near misses of the average month: 730 h on a month not starting on the 1st, 731 h on a whole month', async () => {
  const result = await withStages([stage(0, '2024-01-15', '2024-02-15', [730]), stage(1, '2024-02-15', '2024-03-01', [360]), stage(2, '2024-03-01', '2024-04-01', [731])]);
  expectDiagnostic(result, { code: 'STG-089', path: 'stages[0].blocks', message: 'add up to 730 h, but 2024-01-15..2024-02-15 has 744 calendar hours' });
  expectDiagnostic(result, { code: 'STG-089', path: 'stages[2].blocks', message: 'add up to 731 h' });
  assert.equal(result.diagnostics.filter((d) => d.code === 'STG-089').length, 2);
});

test('hovers and explain never print a negative duration: an end before the start says so', async () => {
  assert.equal(describeDateSpan(parseIsoDate('2024-02-01')!, parseIsoDate('2024-03-01')!), '2024-02-01 to 2024-03-01 (29 days, 696 calendar hours)');
  assert.equal(
    describeDateSpan(parseIsoDate('2024-03-01')!, parseIsoDate('2024-02-01')!),
    '2024-03-01 to 2024-02-01: the end_date is not after the start_date, so the stage has no length',
  );
  const result = await withStages([stage(0, '2024-01-01', '2024-02-01'), { ...stage(1, '2024-02-01', '2024-03-01'), end_date: '2024-01-20' }]);
  const facts = explainStage(result.resolved, 1);
  assert.ok(!('error' in facts));
  const dates = facts.facts.find((f) => f.label === 'dates')!.value;
  assert.match(dates, /no length/);
  assert.doesNotMatch(dates, /-\d+ days/);
});

/** The calendar as `Date` counts it (proleptic Gregorian, years 0-99 not mapped to 1900-1999): what parseIsoDate must agree with. */
function dayByDate(year: number, month: number, dayOfMonth: number): number | undefined {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, dayOfMonth);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== dayOfMonth) return undefined;
  return Math.round(date.getTime() / 86_400_000);
}

test('parseIsoDate: every day of every month of leap, common and century years (0000-9999) is the day Date counts; impossible dates are refused', () => {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  for (const year of [0, 1, 4, 99, 100, 400, 1582, 1899, 1900, 1969, 1970, 1999, 2000, 2023, 2024, 2100, 2400, 9999]) {
    for (let month = 0; month <= 13; month++) {
      for (let dayOfMonth = 0; dayOfMonth <= 32; dayOfMonth++) {
        const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(dayOfMonth, 2)}`;
        assert.equal(parseIsoDate(text)?.day, dayByDate(year, month, dayOfMonth), text);
      }
    }
  }
  assert.equal(parseIsoDate('1970-01-01')?.day, 0);
  assert.equal(parseIsoDate('2024-02-30'), undefined);
  assert.equal(parseIsoDate('2023-02-29'), undefined);
  assert.equal(parseIsoDate('2024-02-29')?.day, 19_782);
});
