// The columns a scenario plot draws, read from its Parquet table and kept decoded while the file is
// unchanged. Only the plot's columns are decoded, through the rules' column path (the reader's
// `batches`: typed arrays straight out of the decoder, no Arrow objects, no cell objects); a table
// whose columns are of another type than the loader's (a rule reports that) is read through the
// display reader instead, which decodes any Arrow type. Both give the same cells. A decoded table is
// kept, keyed by its path, columns and the file's size and modification time, so another plant of
// the same table, or the same plot asked again, decodes nothing.
import { stat } from 'node:fs/promises';
import { ParquetTable } from '../core/parquet/reader';
import { MAX_DISPLAY_ROWS, dayOf, integerOf, numberOf, readColumns } from '../core/parquet/displayColumns';
import { hasColumnType, type ColumnType } from '../core/parquet/columnTypes';

/** How a plot reads a column's cells: an id (a non-integer reads as null), a value, or a Date32 day. */
export type PlotColumnKind = 'integer' | 'number' | 'day';

export interface PlotColumnSpec {
  name: string;
  kind: PlotColumnKind;
}

/** One column's cells by file row: a null cell is 1 in `nulls` (its value is then meaningless). */
export interface PlotColumn {
  values: Float64Array;
  nulls: Uint8Array | undefined;
}

export interface PlotTable {
  /** Rows read: file rows 0 to numRows - 1. */
  numRows: number;
  /** The asked columns the table has, by name. */
  columns: ReadonlyMap<string, PlotColumn>;
  missing: string[];
  /** More rows than MAX_DISPLAY_ROWS: only the first are read. */
  truncated: boolean;
  /** How the cells were decoded: the rules' column path, or the display reader for a column of another type. */
  via: 'columns' | 'display';
}

/** A cell as a plot reads it: null where the column is missing or the cell is null. */
export function cellOf(column: PlotColumn | undefined, row: number): number | null {
  if (!column || column.nulls?.[row] === 1) return null;
  return column.values[row]!;
}

/** The column types read through the column path, per kind: an Int32 or UInt32 id is an integer, a Date32 a day. */
const FAST_TYPES: Readonly<Record<PlotColumnKind, readonly ColumnType[]>> = {
  integer: ['Int32', 'UInt32'],
  number: ['Float64', 'Int32', 'UInt32'],
  day: ['Date32'],
};

/** Decoded tables kept at most (their typed arrays: 9 bytes a cell, so 64 MiB is 2.4 million rows of three columns). */
const CACHE_BYTES = 64 * 2 ** 20;

interface Cached {
  identity: string;
  table: Promise<PlotTable>;
  bytes: number;
}

/** Decoded plot tables by path and columns, most recently used last. */
const cache = new Map<string, Cached>();

/** The plot's columns of the table at `path`, decoded once while the file is unchanged. */
export async function readPlotTable(path: string, specs: readonly PlotColumnSpec[]): Promise<PlotTable> {
  const key = `${path}\u0000${specs.map((spec) => `${spec.name}:${spec.kind}`).join(',')}`;
  const identity = await identityOf(path);
  const held = cache.get(key);
  if (held && held.identity === identity) {
    cache.delete(key);
    cache.set(key, held); // the most recently used
    return held.table;
  }
  const table = decodePlotTable(path, specs);
  const entry: Cached = { identity, table, bytes: 0 };
  cache.set(key, entry);
  try {
    const decoded = await table;
    // Kept only if the file did not change while it was read (it is read again next time otherwise).
    if ((await identityOf(path).catch(() => undefined)) !== identity) forget(key, entry);
    else {
      entry.bytes = decoded.numRows * decoded.columns.size * 9;
      trimCache();
    }
    return decoded;
  } catch (error) {
    forget(key, entry);
    throw error;
  }
}

/** Forgets every decoded table (tests; a server shutting down). */
export function clearPlotTables(): void {
  cache.clear();
}

/** Decodes the columns now, without the cache: through the column path when every column has a type it reads, else the display reader. */
export async function decodePlotTable(path: string, specs: readonly PlotColumnSpec[]): Promise<PlotTable> {
  const table = await ParquetTable.open(path);
  let fast: boolean;
  try {
    fast = specs.every((spec) => {
      const column = table.column(spec.name);
      return !column || FAST_TYPES[spec.kind].some((type) => hasColumnType(column.type, type));
    });
    if (fast) return await readByColumns(table, specs);
  } finally {
    table.close();
  }
  return readByDisplay(path, specs);
}

async function identityOf(path: string): Promise<string> {
  const info = await stat(path);
  return `${info.size}:${info.mtimeMs}`;
}

function forget(key: string, entry: Cached): void {
  if (cache.get(key) === entry) cache.delete(key);
}

function trimCache(): void {
  let total = 0;
  for (const entry of cache.values()) total += entry.bytes;
  for (const [key, entry] of cache) {
    if (total <= CACHE_BYTES) break;
    total -= entry.bytes;
    cache.delete(key);
  }
}

async function readByColumns(table: ParquetTable, specs: readonly PlotColumnSpec[]): Promise<PlotTable> {
  const numRows = Math.min(table.numRows, MAX_DISPLAY_ROWS);
  const present = specs.filter((spec) => table.column(spec.name));
  const columns = new Map<string, PlotColumn>(present.map((spec) => [spec.name, { values: new Float64Array(numRows), nulls: undefined }]));
  for await (const batch of table.batches(present.map((spec) => spec.name))) {
    const count = Math.min(batch.numRows, numRows - batch.rowOffset);
    if (count <= 0) break;
    for (const spec of present) {
      const source = batch.column(spec.name)!;
      const target = columns.get(spec.name)!;
      target.values.set(count === source.values.length ? source.values : source.values.subarray(0, count), batch.rowOffset);
      if (source.nullCount === 0) continue;
      target.nulls ??= new Uint8Array(numRows);
      for (let i = 0; i < count; i++) if (source.isNull(i)) target.nulls[batch.rowOffset + i] = 1;
    }
  }
  return { numRows, columns, missing: specs.filter((spec) => !table.column(spec.name)).map((spec) => spec.name), truncated: table.numRows > MAX_DISPLAY_ROWS, via: 'columns' };
}

const CONVERT: Readonly<Record<PlotColumnKind, (value: unknown) => number | null>> = { integer: integerOf, number: numberOf, day: dayOf };

async function readByDisplay(path: string, specs: readonly PlotColumnSpec[]): Promise<PlotTable> {
  const read = await readColumns(
    path,
    specs.map((spec) => spec.name),
  );
  const numRows = read.rows.length;
  const columns = new Map<string, PlotColumn>();
  specs.forEach((spec, c) => {
    if (read.missing.includes(spec.name)) return;
    const column: PlotColumn = { values: new Float64Array(numRows), nulls: undefined };
    const convert = CONVERT[spec.kind];
    read.columns[c]!.forEach((cell, row) => {
      const value = convert(cell);
      if (value !== null) column.values[row] = value;
      else (column.nulls ??= new Uint8Array(numRows))[row] = 1;
    });
    columns.set(spec.name, column);
  });
  return { numRows, columns, missing: read.missing, truncated: read.truncated, via: 'display' };
}
