// Rewriting a Parquet table with rows added, for an edit the planner chose (a coverage quick fix).
// The file's schema (names, types, nullability, metadata) and every row it holds are kept as they
// are: the new rows go after them, as one more record batch of the same schema. Written with zstd,
// the codec the Cobre loader is built with (cobre-io's parquet dependency enables only "zstd").
import { RecordBatch, Struct, Table, makeData, tableFromIPC, tableToIPC, vectorFromArray, type DataType } from 'apache-arrow';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { decoderCall } from './decoder';

/** One row as arrow gives it: a column name to its value (a bigint for a 64-bit integer, null for a null). */
export type TableRow = Readonly<Record<string, unknown>>;

export interface AppendedTable {
  bytes: Uint8Array;
  /** Rows the table held before. */
  kept: number;
  added: number;
}

/**
 * The table `bytes` with the rows `plan` returns appended. `plan` sees every row (in file order)
 * and returns the rows to add, each with a value for every column of the schema (a missing column
 * is null). Throws when a value does not fit its column.
 */
export async function appendRows(bytes: Uint8Array, plan: (rows: readonly TableRow[]) => TableRow[]): Promise<AppendedTable> {
  const table = await decoderCall('the table', (wasm) => tableFromIPC(wasm.readParquet(bytes).intoIPCStream()));
  const rows = table.toArray().map((row: { toJSON(): TableRow }) => row.toJSON());
  const added = plan(rows);
  if (added.length === 0) return { bytes, kept: rows.length, added: 0 };
  const fields = table.schema.fields;
  const children = fields.map((field) => vectorFromArray(added.map((row) => cell(row[field.name], field.type)) as never, field.type).data[0]!);
  const batch = new RecordBatch(table.schema, makeData({ type: new Struct(fields), length: added.length, nullCount: 0, children }));
  const extended = new Table(table.schema, [...table.batches, batch]);
  const written = await decoderCall('the rewritten table', (wasm) => {
    const properties = new wasm.WriterPropertiesBuilder().setCompression(wasm.Compression.ZSTD).build();
    return wasm.writeParquet(wasm.Table.fromIPCStream(tableToIPC(extended, 'stream')), properties);
  });
  return { bytes: written, kept: rows.length, added: added.length };
}

/**
 * Rewrites the table at `path` with what `transform` makes of its bytes (undefined: nothing to
 * write). Writes a sibling file and renames it over the table, so a reader never sees half a file.
 */
export async function rewriteTableFile(path: string, transform: (bytes: Uint8Array) => Promise<Uint8Array | undefined>): Promise<void> {
  const bytes = await transform(await readFile(path));
  if (!bytes) return;
  const temporary = `${path}.hydrocase-${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

/** The table `bytes` with `from` replaced by `to` in every row of the integer column `column`; the schema and every other value kept. */
export async function replaceValues(bytes: Uint8Array, column: string, from: number, to: number): Promise<{ bytes: Uint8Array; changed: number }> {
  const table = await decoderCall('the table', (wasm) => tableFromIPC(wasm.readParquet(bytes).intoIPCStream()));
  const index = table.schema.fields.findIndex((field) => field.name === column);
  if (index < 0) return { bytes, changed: 0 };
  const field = table.schema.fields[index]!;
  let changed = 0;
  const batches = table.batches.map((batch) => {
    const values = [...batch.getChildAt(index)!].map((value: unknown) => {
      if (value === null || Number(value) !== from) return value;
      changed++;
      return cell(to, field.type);
    });
    const children = batch.data.children.map((child, at) => (at === index ? vectorFromArray(values as never, field.type).data[0]! : child));
    return new RecordBatch(table.schema, makeData({ type: new Struct(table.schema.fields), length: batch.numRows, nullCount: 0, children }));
  });
  if (changed === 0) return { bytes, changed };
  const written = await decoderCall('the rewritten table', (wasm) => {
    const properties = new wasm.WriterPropertiesBuilder().setCompression(wasm.Compression.ZSTD).build();
    return wasm.writeParquet(wasm.Table.fromIPCStream(tableToIPC(new Table(table.schema, batches), 'stream')), properties);
  });
  return { bytes: written, changed };
}

/** A value as its column's vector builder takes it: 64-bit integers as bigints, absent as null. */
function cell(value: unknown, type: DataType): unknown {
  if (value === undefined) return null;
  if (typeof value === 'number' && /Int64/.test(String(type))) return BigInt(value);
  return value;
}
