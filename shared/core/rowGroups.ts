// Decision D27: a rule failing on many rows of one Parquet column is one problem. A RowGroup
// collects the failing rows of one (file, rule, column) as inclusive ranges, keeps the diagnostic of
// the lowest row and the range of offending values, so its memory grows with the number of ranges,
// never with the number of rows.
import type { Diagnostic, RowRange } from './diagnostics';
import { plural } from './text';

/** Ranges listed in a message; the rest are counted ("and 9 more ranges"). */
const LISTED_RANGES = 3;
/** Distinct ids of an id column listed in a message; the rest are counted ("and 3 more ids"). */
const LISTED_IDS = 3;

/** `40 rows: 3–402, 410–415, 500 and 9 more ranges`: a group's rows as a message lists them. */
export function rowsText(rows: readonly RowRange[], count: number): string {
  const listed = rows.slice(0, LISTED_RANGES).map(([first, last]) => (first === last ? `${first}` : `${first}–${last}`));
  const unlisted = rows.length - listed.length;
  const ranges = unlisted > 0 ? `${listed.join(', ')} and ${plural(unlisted, 'more range')}` : listed.join(', ');
  return `${plural(count, 'row')}: ${ranges}`;
}

/** `7, 9, 12 and 3 more ids`: the lowest distinct ids, then a count of the rest. */
function idsText(ids: ReadonlySet<number>): string {
  const sorted = [...ids].sort((a, b) => a - b);
  const listed = sorted.slice(0, LISTED_IDS).join(', ');
  const unlisted = sorted.length - LISTED_IDS;
  return unlisted > 0 ? `${listed} and ${plural(unlisted, 'more id')}` : listed;
}

/** Distinct rows as sorted, disjoint, non-adjacent inclusive ranges, stored flat: first0, last0, first1, last1, ... */
export class RowRanges {
  private readonly bounds: number[] = [];
  /** Distinct rows added. */
  count = 0;

  /** Adds a row; false when it is already there. Rows in increasing order (the usual case) cost O(1). */
  add(row: number): boolean {
    const b = this.bounds;
    const n = b.length;
    if (n === 0 || row > b[n - 1]! + 1) b.push(row, row);
    else if (row === b[n - 1]! + 1) b[n - 1] = row;
    else if (row >= b[n - 2]!) return false;
    else if (!this.insertBefore(row)) return false;
    this.count++;
    return true;
  }

  /** The lowest row (undefined while empty). */
  get first(): number | undefined {
    return this.bounds[0];
  }

  toArray(): RowRange[] {
    const out: RowRange[] = [];
    for (let i = 0; i < this.bounds.length; i += 2) out.push([this.bounds[i]!, this.bounds[i + 1]!]);
    return out;
  }

  /** A row below the last range (cross-file rules may report out of file order). */
  private insertBefore(row: number): boolean {
    const b = this.bounds;
    // The first range starting after `row`.
    let low = 0;
    let high = b.length / 2;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (b[2 * middle]! > row) high = middle;
      else low = middle + 1;
    }
    const previous = low - 1;
    if (previous >= 0 && row <= b[2 * previous + 1]!) return false;
    const joinsPrevious = previous >= 0 && b[2 * previous + 1]! + 1 === row;
    const joinsNext = b[2 * low] === row + 1;
    if (joinsPrevious && joinsNext) {
      b[2 * previous + 1] = b[2 * low + 1]!;
      b.splice(2 * low, 2);
    } else if (joinsPrevious) b[2 * previous + 1] = row;
    else if (joinsNext) b[2 * low] = row;
    else b.splice(2 * low, 0, row, row);
    return true;
  }
}

/** The id a failing row names, and what the merged message says when the column's rows name several ids. */
export interface RowKey {
  id: number;
  /** The finding without any one id (`hydro_id names no plant of system/hydros.json`); the ids follow it. */
  message: string;
}

/** The failing rows of one (file, rule, column). */
export class RowGroup {
  readonly rows = new RowRanges();
  /** The diagnostic of the lowest row so far. */
  first: Diagnostic | undefined;
  private minValue = Infinity;
  private maxValue = -Infinity;
  private sawNaN = false;
  /** The distinct ids of an id column's failing rows (XF-002, XF-015), and the message naming none of them. */
  private ids: Set<number> | undefined;
  private idsMessage = '';

  /** A failing row's id, when the column holds ids: several distinct ids are listed, not their range (D27). */
  noteId(key: RowKey | undefined): void {
    if (!key) return;
    this.ids ??= new Set();
    this.ids.add(key.id);
    this.idsMessage = key.message;
  }

  noteValue(value: number | undefined): void {
    if (value === undefined) return;
    if (Number.isNaN(value)) this.sawNaN = true;
    if (value < this.minValue) this.minValue = value;
    if (value > this.maxValue) this.maxValue = value;
  }

  /** One row: its own diagnostic. Several: the lowest row's, with the count, the ranges and the values. */
  toDiagnostic(): Diagnostic | undefined {
    const first = this.first;
    if (first?.location.kind !== 'parquet' || this.rows.count < 2) return first;
    const rows = this.rows.toArray();
    const count = this.rows.count;
    const message =
      this.ids && this.ids.size > 1 ? `${this.idsMessage}: ${idsText(this.ids)}, on ${rowsText(rows, count)}` : `${first.message} (${rowsText(rows, count)}${this.valueText()})`;
    return { ...first, message, location: { ...first.location, rows, count } };
  }

  /** `; values -3.2 to -0.01`, `; value -0.5`, `; values -0.5 and NaN`; nothing when the rule gave no values. */
  private valueText(): string {
    const hasNumbers = this.minValue <= this.maxValue;
    const parts = hasNumbers ? [this.minValue === this.maxValue ? `${this.minValue}` : `${this.minValue} to ${this.maxValue}`] : [];
    if (this.sawNaN) parts.push('NaN');
    if (parts.length === 0) return '';
    const oneValue = parts.length === 1 && (!hasNumbers || this.minValue === this.maxValue);
    return `; ${oneValue ? 'value' : 'values'} ${parts.join(' and ')}`;
  }
}
