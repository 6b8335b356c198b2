// Unit tests of the pure season calendar (shared/model/stages/seasons.ts): spans, resolutions,
// overlaps, ISO weeks and deriving a stage's season from its start date.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTree } from 'jsonc-parser';
import { parseIsoDate, type DateValue } from '../../shared/core/json/fields';
import type { CycleType, SeasonInfo, SeasonMapInfo } from '../../shared/model/stages/types';
import {
  coversMonthDay,
  deriveSeason,
  groupResolutions,
  isoWeek,
  layOutSeasonMap,
  layOutSeasons,
  monthDayAt,
  resolveStageSeason,
  seasonOfDate,
  seasonSpanDays,
  sharedCalendarDay,
  weeklySeasonId,
  type SeasonRange,
} from '../../shared/model/stages/seasons';

const node = parseTree('{}')!;

function date(text: string): DateValue {
  const parsed = parseIsoDate(text);
  assert.ok(parsed, `bad test date ${text}`);
  return parsed;
}

function range(monthStart: number, dayStart = 1, monthEnd = monthStart, dayEnd = 31): SeasonRange {
  return { monthStart, dayStart, monthEnd, dayEnd };
}

function season(id: number, r: SeasonRange, index = id): SeasonInfo {
  return { index, id, ...r, node };
}

function seasonMap(cycleType: CycleType, seasons: SeasonInfo[]): SeasonMapInfo {
  return { cycleType, seasons, multiResolution: layOutSeasonMap(cycleType, seasons).multiResolution, node };
}

const twelveMonths = Array.from({ length: 12 }, (_, m) => season(m, range(m + 1)));
/** The d30 shape: months with ids 0-11 and quarters with ids 12-15. */
const monthsAndQuarters = [...twelveMonths, ...[1, 4, 7, 10].map((m, q) => season(12 + q, range(m, 1, m + 2, 31), 12 + q))];

test('spans count inclusive days in a 365-day year', () => {
  assert.equal(seasonSpanDays(range(1)), 31);
  assert.equal(seasonSpanDays(range(4)), 30, 'day_end 31 in April ends on April 30');
  assert.equal(seasonSpanDays(range(2)), 28, 'February 29 is ignored');
  assert.equal(seasonSpanDays(range(2, 1, 2, 29)), 28, 'an explicit February 29 adds nothing');
  assert.equal(seasonSpanDays(range(1, 1, 3, 31)), 90);
  assert.equal(seasonSpanDays(range(1, 1, 12, 31)), 365);
  assert.equal(seasonSpanDays(range(6, 15, 6, 15)), 1);
});

test('spans wrap across the year end when the end precedes the start', () => {
  assert.equal(seasonSpanDays(range(12, 1, 2, 28)), 90);
  assert.equal(seasonSpanDays(range(12, 1, 2, 31)), 90, 'default day_end in February');
  assert.equal(seasonSpanDays(range(12, 25, 1, 5)), 12);
  assert.equal(seasonSpanDays(range(3, 15, 3, 14)), 365, 'a start one day after the end covers the year');
});

test('coverage compares (month, day) pairs, day_end inclusive, wrapping', () => {
  const djf = range(12, 1, 2, 31);
  assert.ok(coversMonthDay(djf, { month: 12, day: 1 }));
  assert.ok(coversMonthDay(djf, { month: 1, day: 15 }));
  assert.ok(coversMonthDay(djf, { month: 2, day: 29 }));
  assert.ok(!coversMonthDay(djf, { month: 3, day: 1 }));
  assert.ok(!coversMonthDay(djf, { month: 11, day: 30 }));
  assert.ok(coversMonthDay(range(1, 1, 1, 15), { month: 1, day: 15 }), 'day_end is inclusive');
  assert.ok(!coversMonthDay(range(1, 1, 2, 28), { month: 2, day: 29 }), 'an explicit February 28 end leaves February 29 out');
});

test('resolutions group spans by single linkage with a 7-day threshold', () => {
  assert.deepEqual(groupResolutions([31, 28, 31, 30, 90, 91, 92]), [0, 0, 0, 0, 1, 1, 1]);
  assert.deepEqual(groupResolutions([10, 17, 24, 31]), [0, 0, 0, 0], 'a chain links spans 21 days apart');
  assert.deepEqual(groupResolutions([10, 18]), [0, 1], '8 days apart split');
  assert.deepEqual(groupResolutions([19, 10, 11]), [1, 0, 0], 'groups number from the finest, whatever the input order');
  assert.deepEqual(groupResolutions([]), []);
});

test('two ranges share a calendar day: inclusive ends and wrap-around', () => {
  assert.deepEqual(sharedCalendarDay(range(1, 1, 1, 15), range(1, 15, 1, 31)), { month: 1, day: 15 });
  assert.equal(sharedCalendarDay(range(1, 1, 1, 14), range(1, 15, 1, 31)), undefined);
  assert.deepEqual(sharedCalendarDay(range(12, 1, 2, 28), range(2)), { month: 2, day: 1 });
  assert.deepEqual(sharedCalendarDay(range(12, 15, 1, 10), range(1, 5, 1, 31)), { month: 1, day: 5 });
  assert.equal(sharedCalendarDay(range(12, 1, 2, 28), range(3, 1, 11, 30)), undefined);
  assert.deepEqual(sharedCalendarDay(range(1, 1, 2, 29), range(2, 29, 3, 31)), { month: 2, day: 29 }, 'February 29 is a calendar day');
});

test('monthDayAt walks the leap calendar', () => {
  assert.deepEqual(monthDayAt(0), { month: 1, day: 1 });
  assert.deepEqual(monthDayAt(59), { month: 2, day: 29 });
  assert.deepEqual(monthDayAt(60), { month: 3, day: 1 });
  assert.deepEqual(monthDayAt(365), { month: 12, day: 31 });
});

test('months and quarters overlapping form a multi-resolution layout with no same-resolution overlap', () => {
  const layout = layOutSeasonMap('custom', monthsAndQuarters);
  assert.equal(layout.multiResolution, true);
  assert.deepEqual(layout.overlaps, []);
  assert.deepEqual(new Set(layout.groups.slice(0, 12)), new Set([0]));
  assert.deepEqual(new Set(layout.groups.slice(12)), new Set([1]));
});

test('months alone, or months and quarters that never overlap, are single-resolution', () => {
  assert.equal(layOutSeasonMap('custom', twelveMonths).multiResolution, false);
  const disjoint = [season(0, range(1)), season(1, range(2)), season(2, range(3, 1, 5, 31)), season(3, range(6, 1, 8, 31))];
  assert.equal(layOutSeasonMap('custom', disjoint).multiResolution, false);
});

test('a same-resolution overlap names the later range, the earlier one and the first shared day', () => {
  const layout = layOutSeasons([range(1, 1, 1, 31), range(2), range(1, 31, 2, 27)], [0, 0, 0]);
  assert.deepEqual(layout.overlaps, [{ later: 2, earlier: 0, day: { month: 1, day: 31 } }]);
  assert.equal(layout.multiResolution, false);
});

test('a wrapping overlap reports the first shared day from January 1', () => {
  const layout = layOutSeasons([range(12, 1, 1, 31), range(1, 20, 2, 28)], [0, 0]);
  assert.deepEqual(layout.overlaps, [{ later: 1, earlier: 0, day: { month: 1, day: 20 } }]);
});

test('monthly maps collide on a repeated month_start; weekly maps never share days', () => {
  const monthly = layOutSeasonMap('monthly', [season(0, range(1)), season(1, range(2)), season(2, range(1))]);
  assert.deepEqual(monthly.overlaps, [{ later: 2, earlier: 0, day: { month: 1, day: 1 } }]);
  assert.equal(monthly.multiResolution, false);
  const weekly = layOutSeasonMap('weekly', [season(0, range(1)), season(1, range(1))]);
  assert.deepEqual(weekly.overlaps, []);
  assert.equal(weekly.multiResolution, false);
});

test('ISO weeks at the year boundaries', () => {
  assert.deepEqual(isoWeek(date('2024-12-30')), { year: 2025, week: 1 });
  assert.deepEqual(isoWeek(date('2020-12-31')), { year: 2020, week: 53 });
  assert.deepEqual(isoWeek(date('2021-01-03')), { year: 2020, week: 53 });
  assert.deepEqual(isoWeek(date('2021-01-04')), { year: 2021, week: 1 });
  assert.deepEqual(isoWeek(date('2023-01-01')), { year: 2022, week: 52 });
  assert.deepEqual(isoWeek(date('2024-01-01')), { year: 2024, week: 1 });
  assert.deepEqual(isoWeek(date('2026-01-01')), { year: 2026, week: 1 });
  assert.deepEqual(isoWeek(date('1969-12-29')), { year: 1970, week: 1 }, 'before the epoch');
});

test('weekly season ids: week w is id w-1, week 53 folds into 51', () => {
  assert.equal(weeklySeasonId(date('2024-12-30')), 0);
  assert.equal(weeklySeasonId(date('2020-12-31')), 51);
  assert.equal(weeklySeasonId(date('2020-12-24')), 51, 'week 52 is id 51 too');
  assert.equal(weeklySeasonId(date('2024-01-08')), 1);
});

test('monthly maps derive on month_start, not on id', () => {
  const shuffled = twelveMonths.map((s) => season((s.monthStart + 4) % 12, range(s.monthStart), s.index));
  const map = seasonMap('monthly', shuffled);
  assert.equal(seasonOfDate(map, date('2024-01-15'))?.id, 5);
  assert.equal(seasonOfDate(map, date('2024-12-31'))?.monthStart, 12);
  assert.equal(seasonOfDate(seasonMap('monthly', twelveMonths.slice(0, 11)), date('2024-12-01')), undefined, 'no December season');
});

test('weekly maps derive from the ISO week', () => {
  const weeks = Array.from({ length: 52 }, (_, w) => season(w, range(1)));
  const map = seasonMap('weekly', weeks);
  assert.equal(seasonOfDate(map, date('2020-12-31'))?.id, 51);
  assert.equal(seasonOfDate(map, date('2024-12-30'))?.id, 0);
  assert.equal(seasonOfDate(map, date('2024-01-01'))?.id, 0);
  const derived = deriveSeason(map, date('2020-12-31'));
  assert.ok('season' in derived && derived.reason.includes('iso week 53 of 2020 folds into season 51'), JSON.stringify(derived));
});

test('custom maps derive from the inclusive range, wrapping Dec-Feb, February 29 included by a default end', () => {
  const map = seasonMap('custom', [season(0, range(12, 1, 2, 31)), season(1, range(3, 1, 5, 31)), season(2, range(6, 1, 8, 31)), season(3, range(9, 1, 11, 30))]);
  assert.equal(map.multiResolution, false);
  assert.equal(seasonOfDate(map, date('2023-12-01'))?.id, 0);
  assert.equal(seasonOfDate(map, date('2024-01-15'))?.id, 0);
  assert.equal(seasonOfDate(map, date('2024-02-29'))?.id, 0);
  assert.equal(seasonOfDate(map, date('2024-03-01'))?.id, 1);
  assert.equal(seasonOfDate(map, date('2024-11-30'))?.id, 3);
  const derived = deriveSeason(map, date('2024-01-15'));
  assert.ok('season' in derived && derived.reason === 'custom map: 01-15 falls in season 0 (12-01..02-31)', JSON.stringify(derived));
});

test('custom maps: a date no range covers derives nothing (February 29 after an explicit February 28 end)', () => {
  const map = seasonMap('custom', [season(0, range(12, 1, 2, 28)), season(1, range(3, 1, 11, 30))]);
  assert.equal(seasonOfDate(map, date('2024-02-29')), undefined);
  assert.equal(seasonOfDate(map, date('2023-02-28'))?.id, 0);
});

test('a multi-resolution map never derives', () => {
  const map = seasonMap('custom', monthsAndQuarters);
  assert.equal(map.multiResolution, true);
  assert.equal(seasonOfDate(map, date('2024-01-15')), undefined);
  const derived = deriveSeason(map, date('2024-01-15'));
  assert.ok(!('season' in derived) && derived.reason.includes('multi-resolution'));
});

test('resolving a stage season: explicit, derived with a reason, or none with a reason', () => {
  const map = seasonMap('monthly', twelveMonths);
  assert.deepEqual(resolveStageSeason({ id: 0, start: date('2024-03-01'), seasonId: 7 }, map), { kind: 'explicit', seasonId: 7, season: twelveMonths[7] });
  assert.deepEqual(resolveStageSeason({ id: 0, seasonId: 40 }, map), { kind: 'explicit', seasonId: 40 });
  const derived = resolveStageSeason({ id: 0, start: date('2024-03-10') }, map);
  assert.equal(derived.kind, 'derived');
  assert.ok(derived.kind === 'derived' && derived.seasonId === 2 && derived.reason.includes('March'));
  const noMap = resolveStageSeason({ id: 0, start: date('2024-03-10') }, undefined);
  assert.ok(noMap.kind === 'none' && noMap.reason.includes('no season map'));
  const preStudy = resolveStageSeason({ id: -1, start: date('2024-03-10') }, map);
  assert.ok(preStudy.kind === 'none' && preStudy.reason.includes('pre-study'));
  const noDate = resolveStageSeason({ id: 3 }, map);
  assert.ok(noDate.kind === 'none' && noDate.reason.includes('start_date'));
  const multi = resolveStageSeason({ id: 0, start: date('2024-03-10') }, seasonMap('custom', monthsAndQuarters));
  assert.ok(multi.kind === 'none' && multi.reason.includes('multi-resolution'));
});

test('a map without a valid cycle type derives nothing', () => {
  const map: SeasonMapInfo = { seasons: twelveMonths, multiResolution: false, node };
  assert.equal(seasonOfDate(map, date('2024-01-01')), undefined);
});

test('hostile ranges never throw', () => {
  for (const r of [range(0, 0, 0, 0), range(13, 40, 99, -5), range(Number.NaN, Number.NaN, 1, 1), range(2, 30, 2, 31)]) {
    assert.ok(seasonSpanDays(r) >= 0);
    layOutSeasons([r, range(1)], [0, 0]);
  }
  assert.equal(seasonSpanDays(range(2, 30, 2, 31)), 0, 'February 30-31 covers no day');
});

test('a large custom map lays out in linear time', () => {
  const many = Array.from({ length: 20_000 }, (_, i) => range((i % 12) + 1));
  const started = performance.now();
  const layout = layOutSeasons(many, groupResolutions(many.map(seasonSpanDays)));
  assert.ok(performance.now() - started < 2000);
  assert.ok(layout.overlaps.length > 19_000);
});
