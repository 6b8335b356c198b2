// The season calendar of stages.json as pure functions: which calendar days a season covers, its
// span, how custom seasons group into resolutions (decision D13), and which season a stage falls in.
// Nothing here reports; the rule modules and the editor's hovers both build on it.
import type { DateValue } from '../../core/json/fields';
import type { CycleType, SeasonInfo, SeasonMapInfo, StageInfo } from './types';

/** Seasons whose spans differ by at most this many days form one resolution (season rule 3). */
export const RESOLUTION_TOLERANCE_DAYS = 7;
/** Stages sharing a season may differ in duration by at most this many days (season rule 4). */
export const DURATION_TOLERANCE_DAYS = 7;

/** A season's inclusive (month, day) range; a start later than the end wraps across the new year. */
export interface SeasonRange {
  monthStart: number;
  dayStart: number;
  monthEnd: number;
  dayEnd: number;
}

export interface MonthDay {
  month: number;
  day: number;
}

// A leap calendar, so February 29 is a day a season can cover (a leap-year stage can start on it);
// spans skip it (D13: 365-day year).
const MONTH_LENGTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const MONTH_OFFSETS = MONTH_LENGTHS.map((_, m) => MONTH_LENGTHS.slice(0, m).reduce((a, b) => a + b, 0));
export const CALENDAR_DAYS = 366;
const FEB_29 = 31 + 28;

/** Month names are proper nouns: capitalised in messages, hovers and completion alike ("season 0: January"). */
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? `month ${month}`;
}

/** `03-01`: how messages name a calendar day independent of the year. */
export function formatMonthDay({ month, day }: MonthDay): string {
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar day at a 0-based position of the leap calendar. */
export function monthDayAt(position: number): MonthDay {
  let month = 0;
  while (month < 11 && position >= MONTH_OFFSETS[month + 1]!) month++;
  return { month: month + 1, day: position - MONTH_OFFSETS[month]! + 1 };
}

function compareMonthDay(a: MonthDay, b: MonthDay): number {
  return a.month !== b.month ? a.month - b.month : a.day - b.day;
}

/**
 * Whether the range covers (month, day). Bounds compare as (month, day) pairs, so a `day_end` of 31
 * in a 30-day month simply ends the range at the month's last day.
 */
export function coversMonthDay(range: SeasonRange, date: MonthDay): boolean {
  const start = { month: range.monthStart, day: range.dayStart };
  const end = { month: range.monthEnd, day: range.dayEnd };
  if (compareMonthDay(start, end) <= 0) return compareMonthDay(date, start) >= 0 && compareMonthDay(date, end) <= 0;
  return compareMonthDay(date, start) >= 0 || compareMonthDay(date, end) <= 0;
}

/** First calendar position whose (month, day) is >= the bound (a day past the month's end rolls over). */
function firstPositionFrom(month: number, day: number): number {
  const m = clampMonth(month);
  return MONTH_OFFSETS[m - 1]! + Math.min(Math.max(day, 1), MONTH_LENGTHS[m - 1]! + 1) - 1;
}

/** Last calendar position whose (month, day) is <= the bound. */
function lastPositionUpTo(month: number, day: number): number {
  const m = clampMonth(month);
  return MONTH_OFFSETS[m - 1]! + Math.min(Math.max(day, 0), MONTH_LENGTHS[m - 1]!) - 1;
}

function clampMonth(month: number): number {
  return Math.min(Math.max(Math.trunc(month) || 1, 1), 12);
}

/** The covered positions of the leap calendar as at most two inclusive intervals (two when it wraps). */
export function coveredIntervals(range: SeasonRange): Array<[number, number]> {
  const first = firstPositionFrom(range.monthStart, range.dayStart);
  const last = lastPositionUpTo(range.monthEnd, range.dayEnd);
  const wraps = compareMonthDay({ month: range.monthStart, day: range.dayStart }, { month: range.monthEnd, day: range.dayEnd }) > 0;
  const intervals: Array<[number, number]> = wraps
    ? [
        [first, CALENDAR_DAYS - 1],
        [0, last],
      ]
    : [[first, last]];
  return intervals.filter(([a, b]) => a <= b);
}

/** Inclusive day count in a 365-day year: February 29 ignored, wrapping across the year end (D13). */
export function seasonSpanDays(range: SeasonRange): number {
  let days = 0;
  for (const [a, b] of coveredIntervals(range)) days += b - a + 1 - (a <= FEB_29 && FEB_29 <= b ? 1 : 0);
  return days;
}

/**
 * Groups spans into resolutions by single linkage: sorted spans whose neighbours are at most
 * `RESOLUTION_TOLERANCE_DAYS` apart chain into one group. Returns a group number per input, groups
 * numbered from the finest resolution.
 */
export function groupResolutions(spans: readonly number[]): number[] {
  const order = spans.map((_, i) => i).sort((a, b) => spans[a]! - spans[b]! || a - b);
  const groups = new Array<number>(spans.length).fill(0);
  let group = 0;
  order.forEach((index, k) => {
    if (k > 0 && spans[index]! - spans[order[k - 1]!]! > RESOLUTION_TOLERANCE_DAYS) group++;
    groups[index] = group;
  });
  return groups;
}

/** The first calendar day (January 1 onwards) both ranges cover, if any. */
export function sharedCalendarDay(a: SeasonRange, b: SeasonRange): MonthDay | undefined {
  let first: number | undefined;
  for (const [a0, a1] of coveredIntervals(a)) {
    for (const [b0, b1] of coveredIntervals(b)) {
      const start = Math.max(a0, b0);
      if (start <= Math.min(a1, b1) && (first === undefined || start < first)) first = start;
    }
  }
  return first === undefined ? undefined : monthDayAt(first);
}

export interface SeasonOverlap {
  /** Position (in the input) of the later season of the pair. */
  later: number;
  /** Position of the earlier season it first collides with. */
  earlier: number;
  /** The first calendar day they share. */
  day: MonthDay;
}

export interface CalendarLayout {
  /** Resolution group of each input range. */
  groups: number[];
  /** One entry per range that shares a day with an earlier range of the same group. */
  overlaps: SeasonOverlap[];
  /** Ranges of different groups cover a common day. */
  multiResolution: boolean;
}

/**
 * Lays ranges out on the calendar: each range claims its days within its group, a range that finds
 * a day already claimed by an earlier range of its group overlaps it, and a day claimed in two groups
 * makes the layout multi-resolution. Linear in the covered days, so large maps stay cheap.
 */
export function layOutSeasons(ranges: readonly SeasonRange[], groups: readonly number[]): CalendarLayout {
  const owners = new Map<number, Int32Array>();
  const groupOfDay = new Int32Array(CALENDAR_DAYS).fill(-1);
  const overlaps: SeasonOverlap[] = [];
  let multiResolution = false;
  ranges.forEach((range, index) => {
    const group = groups[index] ?? 0;
    let owner = owners.get(group);
    if (!owner) owners.set(group, (owner = new Int32Array(CALENDAR_DAYS).fill(-1)));
    let overlap: SeasonOverlap | undefined;
    for (const [a, b] of coveredIntervals(range)) {
      for (let position = a; position <= b; position++) {
        const earlier = owner[position]!;
        if (earlier >= 0) {
          if (!overlap || position < positionOf(overlap.day)) overlap = { later: index, earlier, day: monthDayAt(position) };
        } else {
          owner[position] = index;
        }
        const claimed = groupOfDay[position]!;
        if (claimed < 0) groupOfDay[position] = group;
        else if (claimed !== group) multiResolution = true;
      }
    }
    if (overlap) overlaps.push(overlap);
  });
  return { groups: [...groups], overlaps, multiResolution };
}

function positionOf({ month, day }: MonthDay): number {
  return MONTH_OFFSETS[month - 1]! + day - 1;
}

/** A monthly season covers its whole `month_start` month (only `month_start` is read). */
export function monthlyRange(monthStart: number): SeasonRange {
  return { monthStart, dayStart: 1, monthEnd: monthStart, dayEnd: 31 };
}

/**
 * The layout of a season map: a custom map groups its seasons by span, a monthly map is one
 * resolution of whole months (two seasons with one `month_start` collide, D21). A weekly season's
 * calendar position is its id (ISO week id + 1), so weekly seasons never share a day unless their
 * ids repeat, which is a duplicate-id problem, not a layout one.
 */
export function layOutSeasonMap(cycleType: CycleType | undefined, seasons: readonly SeasonInfo[]): CalendarLayout {
  if (cycleType === 'custom') return layOutSeasons(seasons, groupResolutions(seasons.map(seasonSpanDays)));
  if (cycleType === 'monthly') {
    return layOutSeasons(
      seasons.map((s) => monthlyRange(s.monthStart)),
      seasons.map(() => 0),
    );
  }
  return { groups: seasons.map(() => 0), overlaps: [], multiResolution: false };
}

// ---------------------------------------------------------------------------------------------
// Dates

/** Year, month (1-12) and day of a date. */
export function calendarDate(date: DateValue | number): { year: number; month: number; day: number } {
  const value = new Date((typeof date === 'number' ? date : date.day) * 86_400_000);
  return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
}

/** ISO 8601 week: weeks start on Monday and week 1 holds the year's first Thursday. */
export function isoWeek(date: DateValue | number): { year: number; week: number } {
  const day = typeof date === 'number' ? date : date.day;
  const mondayBased = (((day + 3) % 7) + 7) % 7; // 1970-01-01 (day 0) was a Thursday
  const thursday = day - mondayBased + 3;
  const year = new Date(thursday * 86_400_000).getUTCFullYear();
  const januaryFirst = Date.UTC(year, 0, 1) / 86_400_000;
  return { year, week: Math.floor((thursday - januaryFirst) / 7) + 1 };
}

/** Weekly maps: ISO week w is season id w - 1, week 53 folding into 51. */
export function weeklySeasonId(date: DateValue | number): number {
  return Math.min(isoWeek(date).week - 1, 51);
}

/** Whole days from start to end (the stage duration of season rule 4). */
export function durationDays(start: DateValue, end: DateValue): number {
  return end.day - start.day;
}

// ---------------------------------------------------------------------------------------------
// Resolving a stage's season

export interface DerivedSeason {
  season: SeasonInfo;
  /** How the date led to the season, e.g. `iso week 53 of 2020 folds into season 51`. */
  reason: string;
}

/**
 * The season of a date under a single-resolution map (season rule 2), with the reason, or a reason
 * it has none. A multi-resolution map never derives.
 */
export function deriveSeason(map: SeasonMapInfo, date: DateValue): DerivedSeason | { reason: string } {
  if (map.multiResolution) return { reason: 'a multi-resolution season map never derives seasons from dates' };
  const season = calendarSeason(map, date);
  const { month, day } = calendarDate(date);
  switch (map.cycleType) {
    case 'monthly':
      return season
        ? { season, reason: `monthly map: ${date.text} is in ${monthName(month)} (month_start ${month})` }
        : { reason: `monthly map: no season has month_start ${month} (${monthName(month)})` };
    case 'weekly': {
      const week = isoWeek(date);
      const id = weeklySeasonId(date);
      const how = week.week > 52 ? `iso week ${week.week} of ${week.year} folds into season ${id}` : `iso week ${week.week} of ${week.year} is season ${id}`;
      return season ? { season, reason: `weekly map: ${how}` } : { reason: `weekly map: ${how}, which the map does not declare` };
    }
    case 'custom':
      return season
        ? { season, reason: `custom map: ${formatMonthDay({ month, day })} falls in season ${season.id} (${describeSeasonRange(season)})` }
        : { reason: `custom map: no season covers ${formatMonthDay({ month, day })}` };
    default:
      return { reason: 'the season map has no valid cycle_type' };
  }
}

/**
 * The season whose calendar position holds the date, the first of `map.seasons` in order when
 * several do: a monthly map by month, a weekly one by ISO week, a custom one by (month, day) range.
 * Purely calendar-based, so a date of 1931 falls in the same season as one of 2026 (the loader's
 * `SeasonMap::season_for_date`, by which the inflow history is grouped into seasons).
 */
export function calendarSeason(map: Pick<SeasonMapInfo, 'cycleType' | 'seasons'>, date: DateValue | number): SeasonInfo | undefined {
  switch (map.cycleType) {
    case 'monthly': {
      const { month } = calendarDate(date);
      return map.seasons.find((s) => s.monthStart === month);
    }
    case 'weekly': {
      const id = weeklySeasonId(date);
      return map.seasons.find((s) => s.id === id);
    }
    case 'custom': {
      const { month, day } = calendarDate(date);
      return map.seasons.find((s) => coversMonthDay(s, { month, day }));
    }
    default:
      return undefined;
  }
}

/** `seasonOfDate(map, date)`: the derived season only (undefined when none or multi-resolution). */
export function seasonOfDate(map: SeasonMapInfo, date: DateValue): SeasonInfo | undefined {
  const derived = deriveSeason(map, date);
  return 'season' in derived ? derived.season : undefined;
}

export function describeSeasonRange(range: SeasonRange): string {
  return `${formatMonthDay({ month: range.monthStart, day: range.dayStart })}..${formatMonthDay({ month: range.monthEnd, day: range.dayEnd })}`;
}

export type ResolvedSeason =
  /** `season_id` is set; `season` is undefined when it names no season of the map. */
  { kind: 'explicit'; seasonId: number; season?: SeasonInfo } | { kind: 'derived'; seasonId: number; season: SeasonInfo; reason: string } | { kind: 'none'; reason: string };

/**
 * The season a stage runs in (the hover's "a stage's season"): its explicit `season_id`, else, for a
 * study stage under a single-resolution map, the season derived from `start_date`, else none.
 * Pre-study stages (negative ids) take `season_id` as declared and are never derived.
 */
export function resolveStageSeason(stage: Pick<StageInfo, 'id' | 'start' | 'seasonId'>, map: SeasonMapInfo | undefined): ResolvedSeason {
  if (stage.seasonId !== undefined) {
    const season = map?.seasons.find((s) => s.id === stage.seasonId);
    return season ? { kind: 'explicit', seasonId: stage.seasonId, season } : { kind: 'explicit', seasonId: stage.seasonId };
  }
  if (stage.id !== undefined && stage.id < 0) return { kind: 'none', reason: 'a pre-study stage takes season_id as declared, never from its dates' };
  if (!map) return { kind: 'none', reason: 'there is no season map (season_definitions is absent)' };
  if (!stage.start) return { kind: 'none', reason: 'the stage has no valid start_date to derive a season from' };
  const derived = deriveSeason(map, stage.start);
  return 'season' in derived ? { kind: 'derived', seasonId: derived.season.id, season: derived.season, reason: derived.reason } : { kind: 'none', reason: derived.reason };
}

/** The season id a stage resolves to, explicit or derived. */
export function resolvedSeasonId(resolved: ResolvedSeason): number | undefined {
  return resolved.kind === 'none' ? undefined : resolved.seasonId;
}
