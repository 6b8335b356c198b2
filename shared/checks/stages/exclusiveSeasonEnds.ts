// Decision D34: season ends are inclusive (§2.1), but the reference solver's book writes custom
// maps with exclusive ends, every season ending on the day the next one starts. Copied, such a map
// breaks STG-083 once per pair of neighbours; it is one cause, so it is one problem, on the seasons
// list, naming the convention and the pairs, whose fix moves every end back one day.
import type { SeasonInfo } from '../../model/stages/types';
import { formatMonthDay, layOutSeasonMap, type MonthDay, type SeasonOverlap } from '../../model/stages/seasons';

/** Days per month of the 365-day year the season spans use (D13: February 29 ignored). */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export interface ExclusiveSeasonEnds {
  /** The neighbours that share their one boundary day, in the order the layout found them. */
  pairs: Array<{ earlier: SeasonInfo; later: SeasonInfo; day: MonthDay }>;
  /** Every season's end moved back one day: what the fix writes. */
  newEnds: Array<{ index: number; monthEnd: number; dayEnd: number }>;
}

/**
 * The exclusive-end convention of a custom map: at least two overlaps, each two seasons touching at
 * one boundary day (one ends on the day the other starts), and none left once every end moves back
 * one day. A single touching pair, or any deeper overlap, is reported pair by pair as before.
 */
export function exclusiveSeasonEnds(seasons: readonly SeasonInfo[], overlaps: readonly SeasonOverlap[]): ExclusiveSeasonEnds | undefined {
  if (overlaps.length < 2) return undefined;
  const pairs = overlaps.map((overlap) => ({ earlier: seasons[overlap.earlier]!, later: seasons[overlap.later]!, day: overlap.day }));
  if (!pairs.every(({ earlier, later, day }) => touchAt(earlier, later, day) || touchAt(later, earlier, day))) return undefined;
  const newEnds = seasons.map((season) => ({ index: season.index, ...dayBefore(season.monthEnd, season.dayEnd) }));
  const moved = seasons.map((season, i) => ({ ...season, ...newEnds[i]! }));
  return layOutSeasonMap('custom', moved).overlaps.length === 0 ? { pairs, newEnds } : undefined;
}

/** `first` ends on `day`, the day `second` starts. */
function touchAt(first: SeasonInfo, second: SeasonInfo, day: MonthDay): boolean {
  return first.monthEnd === day.month && first.dayEnd === day.day && second.monthStart === day.month && second.dayStart === day.day;
}

/** The inclusive end one day before (month, day), across the new year. */
function dayBefore(month: number, day: number): { monthEnd: number; dayEnd: number } {
  if (day > 1) return { monthEnd: month, dayEnd: Math.min(day - 1, DAYS_IN_MONTH[month - 1]!) };
  const previous = month === 1 ? 12 : month - 1;
  return { monthEnd: previous, dayEnd: DAYS_IN_MONTH[previous - 1]! };
}

/** `seasons 1 and 0 share 02-01, ...`: the first few pairs, then a count of the rest. */
export function describePairs(pairs: ExclusiveSeasonEnds['pairs'], shown = 4): string {
  const listed = pairs.slice(0, shown).map(({ earlier, later, day }) => `${later.id} and ${earlier.id} on ${formatMonthDay(day)}`);
  const rest = pairs.length - listed.length;
  return `${listed.join(', ')}${rest > 0 ? `, and ${rest} more` : ''}`;
}
