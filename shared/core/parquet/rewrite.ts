// Rewriting a Parquet table with rows added, for an edit the planner chose (a coverage quick fix).
// The file's schema (names, types, nullability, metadata) and every row it holds are kept as they
// are: the new rows go after them, as one more record batch of the same schema. Written with zstd,
// the codec the Cobre loader is built with (cobre-io's parquet dependency enables only "zstd").
import { RecordBatch, Struct, Table, makeData, tableFromIPC, tableToIPC, vectorFromArray, type DataType } from 'apache-arrow';
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

/** A value as its column's vector builder takes it: 64-bit integers as bigints, absent as null. */
function cell(value: unknown, type: DataType): unknown {
  if (value === undefined) return null;
  if (typeof value === 'number' && /Int64/.test(String(type))) return BigInt(value);
  return value;
}
