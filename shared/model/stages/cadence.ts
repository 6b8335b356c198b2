// Calendar arithmetic for prefilled entries: the cadence of an existing period (whole months or a
// number of days), the next or previous period at that cadence, and calendar hours.
import { formatDay, type DateValue } from '../../core/json/fields';
import { calendarDate } from './seasons';

export type Cadence = { kind: 'months'; months: number } | { kind: 'days'; days: number };

export const ONE_MONTH: Cadence = { kind: 'months', months: 1 };

const HOURS_PER_DAY = 24;

/** Whole months when both dates share the day of month (`2024-01-15..2024-02-15`), else whole days. */
export function cadenceOf(start: DateValue, end: DateValue): Cadence | undefined {
  if (end.day <= start.day) return undefined;
  const a = calendarDate(start);
  const b = calendarDate(end);
  const months = (b.year - a.year) * 12 + (b.month - a.month);
  if (a.day === b.day && months > 0) return { kind: 'months', months };
  return { kind: 'days', days: end.day - start.day };
}

/** `date` moved `steps` periods of `cadence` (negative: backwards); a day past the month's end is clamped. */
export function shiftDate(date: DateValue, cadence: Cadence, steps = 1): DateValue {
  if (cadence.kind === 'days') return dateAt(date.day + steps * cadence.days);
  const { year, month, day } = calendarDate(date);
  const firstOfTarget = Date.UTC(year, month - 1 + steps * cadence.months, 1) / 86_400_000;
  const lastDay = calendarDate(Date.UTC(year, month + steps * cadence.months, 0) / 86_400_000).day;
  return dateAt(firstOfTarget + Math.min(day, lastDay) - 1);
}

export function dateAt(day: number): DateValue {
  return { text: formatDay(day), day };
}

export function calendarHours(start: DateValue, end: DateValue): number {
  return (end.day - start.day) * HOURS_PER_DAY;
}

/** The cadence of a post-study stage: its start and its duration when that ends on a midnight. */
export function cadenceOfDuration(start: DateValue, durationHours: number): Cadence | undefined {
  if (!(durationHours > 0) || durationHours % HOURS_PER_DAY !== 0) return undefined;
  return cadenceOf(start, dateAt(start.day + durationHours / HOURS_PER_DAY));
}

/** `one month`, `3 months`, `one week`, `10 days`. */
export function describeCadence(cadence: Cadence): string {
  if (cadence.kind === 'months') return cadence.months === 1 ? 'one month' : `${cadence.months} months`;
  if (cadence.days === 7) return 'one week';
  return cadence.days % 7 === 0 ? `${cadence.days / 7} weeks` : `${cadence.days} days`;
}

/**
 * Splits `total` hours in the proportions of `pattern` (e.g. the previous stage's block hours). The
 * parts add up to `total` exactly: whole hours when the pattern is whole, the last part takes the rest.
 */
export function splitHours(total: number, pattern: readonly number[]): number[] {
  const sum = pattern.reduce((a, b) => a + b, 0);
  if (pattern.length <= 1 || !(sum > 0)) return [total];
  const whole = pattern.every(Number.isInteger) && Number.isInteger(total);
  const round = (value: number) => (whole ? Math.round(value) : Math.round(value * 1000) / 1000);
  let left = total;
  return pattern.map((hours, index) => {
    if (index === pattern.length - 1) return round(left);
    const part = round((total * hours) / sum);
    left -= part;
    return part;
  });
}
