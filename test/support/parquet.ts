// Writes Parquet bytes for tests and the benchmark, with declared types and nullability,
// through the same libraries the engine reads with (apache-arrow + parquet-wasm).
import {
  DateDay,
  Field,
  Float32,
  Float64,
  Int32,
  Int64,
  RecordBatch,
  Schema,
  Struct,
  Table,
  Uint32,
  Utf8,
  makeData,
  tableToIPC,
  vectorFromArray,
  type DataType,
} from 'apache-arrow';
import * as parquetWasm from 'parquet-wasm/node';

/** Date32 values are ISO dates (`2000-01-01`) or days since 1970-01-01. */
export type ColumnType = 'Int32' | 'Int64' | 'Float32' | 'Float64' | 'Utf8' | 'UInt32' | 'Date32';

export interface ColumnSpec {
  name: string;
  type: ColumnType;
  /** Declared nullability; defaults to true when `values` holds a null, else false. */
  nullable?: boolean;
  values: ArrayLike<number | bigint | string | null>;
}

export interface WriteOptions {
  rowGroupSize?: number;
  compression?: 'zstd' | 'snappy' | 'none';
}

function arrowType(type: ColumnType): DataType {
  switch (type) {
    case 'Int32':
      return new Int32();
    case 'Int64':
      return new Int64();
    case 'Float32':
      return new Float32();
    case 'Float64':
      return new Float64();
    case 'Utf8':
      return new Utf8();
    case 'UInt32':
      return new Uint32();
    case 'Date32':
      return new DateDay();
  }
}

export function parquetBytes(columns: readonly ColumnSpec[], options: WriteOptions = {}): Uint8Array {
  const length = columns[0]?.values.length ?? 0;
  const fields = columns.map((c) => {
    const hasNull = Array.prototype.some.call(c.values, (v: unknown) => v === null);
    return new Field(c.name, arrowType(c.type), c.nullable ?? hasNull);
  });
  const children = columns.map((c, i) => {
    const type = fields[i]!.type;
    // An Int64 column given as plain numbers (as the rule examples write it) needs bigints for arrow.
    const toCell = (v: number | bigint | string | null) => {
      if (c.type === 'Int64' && typeof v === 'number') return BigInt(v);
      if (c.type === 'Date32' && v !== null) return typeof v === 'string' ? new Date(`${v}T00:00:00Z`) : new Date(Number(v) * 86_400_000);
      return v;
    };
    const values = ArrayBuffer.isView(c.values) ? c.values : Array.from(c.values, toCell);
    return vectorFromArray(values as never, type).data[0]!;
  });
  const data = makeData({ type: new Struct(fields), length, nullCount: 0, children });
  const table = new Table([new RecordBatch(new Schema(fields), data)]);
  const wasmTable = parquetWasm.Table.fromIPCStream(tableToIPC(table, 'stream'));
  const compression =
    options.compression === 'none' ? parquetWasm.Compression.UNCOMPRESSED : options.compression === 'snappy' ? parquetWasm.Compression.SNAPPY : parquetWasm.Compression.ZSTD;
  const properties = new parquetWasm.WriterPropertiesBuilder()
    .setCompression(compression)
    .setMaxRowGroupSize(options.rowGroupSize ?? 100_000)
    .build();
  return parquetWasm.writeParquet(wasmTable, properties);
}
