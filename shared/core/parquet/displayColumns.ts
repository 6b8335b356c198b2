// Whole columns of a table read for display (explain's inflow model, and the scenario plots when a
// column has a type the rules' column path does not read), never on the validation path: through
// the table view's reader, which decodes any Arrow type (Date32 included) into plain cells, one row
// group at a time, at most MAX_DISPLAY_ROWS rows.
import { ParquetTable } from './reader';

/** The most rows read from one table (a daily history of 160 plants over 90 years is 5.3 million). */
export const MAX_DISPLAY_ROWS = 6_000_000;

export interface ReadColumns {
  /** File rows read, in order. */
  rows: number[];
  /** Per asked column, its cells (undefined throughout when the table lacks the column). */
  columns: unknown[][];
  missing: string[];
  truncated: boolean;
}

/** The cells of `names` over every row group (at most MAX_DISPLAY_ROWS rows), for display. */
export async function readColumns(path: string, names: readonly string[]): Promise<ReadColumns> {
  const table = await ParquetTable.open(path);
  try {
    const result: ReadColumns = { rows: [], columns: names.map(() => []), missing: names.filter((n) => !table.column(n)), truncated: table.numRows > MAX_DISPLAY_ROWS };
    let firstRow = 0;
    for (let group = 0; group < table.rowGroupRowCounts.length && result.rows.length < MAX_DISPLAY_ROWS; group++) {
      const size = table.rowGroupRowCounts[group]!;
      const limit = Math.min(size, MAX_DISPLAY_ROWS - result.rows.length);
      if (limit > 0) {
        const read = await table.readRowsForDisplay(group, 0, limit);
        const vectors = names.map((name) => read.getChild(name));
        for (let i = 0; i < read.numRows; i++) {
          result.rows.push(firstRow + i);
          vectors.forEach((vector, c) => result.columns[c]!.push(vector?.get(i)));
        }
      }
      firstRow += size;
    }
    return result;
  } finally {
    table.close();
  }
}

export function numberOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'bigint') return Number(value);
  return NaN; // a string or other type where a number belongs: not drawable
}

export function integerOf(value: unknown): number | null {
  const number = numberOf(value);
  return number === null || Number.isInteger(number) ? number : null;
}

/** A Date32 cell (apache-arrow gives milliseconds, or a Date) as days since 1970-01-01. */
export function dayOf(value: unknown): number | null {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' || typeof value === 'bigint' ? Number(value) : NaN;
  return Number.isFinite(ms) ? Math.floor(ms / 86_400_000) : null;
}
