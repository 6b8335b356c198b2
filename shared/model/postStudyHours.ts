// The post-study calendar counts in hours since 1970 (a stage ends `duration_hours` after its
// start): the date at such an hour, and how a message or a hover names one.
import { formatDay, type DateValue } from '../core/json/fields';

export const HOURS_PER_DAY = 24;
const MS_PER_HOUR = 3_600_000;
/** The range of a JavaScript Date, in milliseconds either side of 1970. */
const MAX_DATE_MS = 8.64e15;

/** The date at `hours` since 1970 when that instant is a UTC midnight within the calendar. */
export function dateAtHour(hours: number): DateValue | undefined {
  if (hours % HOURS_PER_DAY !== 0 || Math.abs(hours * MS_PER_HOUR) > MAX_DATE_MS) return undefined;
  const day = hours / HOURS_PER_DAY;
  return { text: formatDay(day), day };
}

/** `2024-05-01`, or `2024-05-01 12:30 UTC` off midnight; never throws on huge values. */
export function describeHour(hours: number): string {
  const ms = hours * MS_PER_HOUR;
  if (!(Math.abs(ms) <= MAX_DATE_MS)) return 'a time past the end of the calendar';
  const [date = '', time = ''] = new Date(ms).toISOString().split('T');
  return hours % HOURS_PER_DAY === 0 ? date : `${date} ${time.slice(0, 5)} UTC`;
}
