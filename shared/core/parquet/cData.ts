// Reads a decoded row group straight out of parquet-wasm's WebAssembly memory through the Arrow C
// data interface (https://arrow.apache.org/docs/format/CDataInterface.html), instead of having the
// decoder serialise it to an IPC stream that apache-arrow then parses again: on the benchmark's
// hyperplane table that round trip cost about half as much CPU again as the decode in WebAssembly
// (profile: intoIPCStream + tableFromIPC ~110 ms against ~240 ms). Only what the rules read is
// supported: Int32, Float64, UInt32 (the opening tree's indices) and Date32 (days since 1970-01-01,
// the inflow history's dates), so checkSchema lets no other type through to a decode. The
// values and validity bits are copied out, since the memory is reused by the next decode and a grown
// memory detaches every view of it; they are copied into arrays a table reuses from one row group
// to the next (ColumnBuffers), so reading a large table leaves no garbage per row group behind.
import type { ColumnValues } from './reader';

/** The decoder's linear memory, as wasm-bindgen exposes it. */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
}

/** C-data format strings of the supported column types: a Date32 column is its days since the epoch, as Int32. */
const FORMATS: Readonly<Record<string, ValuesConstructor>> = { i: Int32Array, g: Float64Array, I: Uint32Array, tdD: Int32Array };

type ValuesConstructor = Int32ArrayConstructor | Float64ArrayConstructor | Uint32ArrayConstructor;

// wasm32 layouts (pointers are 4 bytes, int64 fields 8-byte aligned).
const SCHEMA = { format: 0, name: 4, nChildren: 24, children: 32 } as const;
const ARRAY = { length: 0, nullCount: 8, offset: 16, nBuffers: 24, nChildren: 32, buffers: 40, children: 44 } as const;

type NumberArray = Int32Array | Float64Array | Uint32Array | Uint8Array;

/**
 * Destination arrays reused across a table's row groups, one per column (and one per validity
 * bitmap): what a batch hands out is valid until the next batch is read.
 */
export class ColumnBuffers {
  private readonly arrays = new Map<string, NumberArray>();

  take<T extends NumberArray>(key: string, type: { new (length: number): T }, length: number): T {
    const held = this.arrays.get(key);
    if (held instanceof type && held.length >= length) return held.subarray(0, length) as T;
    const made = new type(length);
    this.arrays.set(key, made);
    return made;
  }
}

/** What an exported stream (parquet-wasm's FFIStream) offers. */
export interface CDataStream {
  numArrays(): number;
  arrayAddr(chunk: number): number;
  schemaAddr(): number;
}

/** The columns named in `wanted` over every chunk of `stream`, each chunk's values joined into one array. */
export function readStream(memory: WasmMemory, stream: CDataStream, wanted: readonly string[], buffers?: ColumnBuffers): { numRows: number; columns: Map<string, ColumnValues> } {
  const count = stream.numArrays();
  // Chunks to be joined cannot share destination arrays.
  const chunks = Array.from({ length: count }, (_, i) => readRecordBatch(memory, stream.arrayAddr(i), stream.schemaAddr(), wanted, count === 1 ? buffers : undefined));
  if (chunks.length === 1) return chunks[0]!;
  const numRows = chunks.reduce((sum, chunk) => sum + chunk.numRows, 0);
  const columns = new Map<string, ColumnValues>();
  for (const name of wanted) {
    const parts = chunks.map((chunk) => chunk.columns.get(name));
    if (parts.every((part) => part !== undefined)) columns.set(name, joinColumn(parts as ColumnValues[], numRows));
  }
  return { numRows, columns };
}

/** One column out of consecutive chunks. */
export function joinColumn(parts: readonly ColumnValues[], numRows: number): ColumnValues {
  const first = parts[0]!.values;
  const values = new (first.constructor as ValuesConstructor)(numRows);
  const nulls = new Uint8Array(numRows);
  let offset = 0;
  let nullCount = 0;
  for (const part of parts) {
    values.set(part.values, offset);
    if (part.nullCount > 0) for (let i = 0; i < part.values.length; i++) if (part.isNull(i)) nulls[offset + i] = 1;
    nullCount += part.nullCount;
    offset += part.values.length;
  }
  return nullCount === 0 ? { values, nullCount: 0, isNull: () => false } : { values, nullCount, isNull: (i) => nulls[i] === 1 };
}

/**
 * The columns of one exported record batch (a struct array and its struct schema), by name.
 * `wanted` limits the copy to the named columns; a column of another type throws. The copies go
 * to `buffers`' arrays (fresh ones by default).
 */
export function readRecordBatch(
  memory: WasmMemory,
  arrayAddr: number,
  schemaAddr: number,
  wanted: readonly string[],
  buffers = new ColumnBuffers(),
): { numRows: number; columns: Map<string, ColumnValues> } {
  const view = new DataView(memory.buffer);
  const bytes = new Uint8Array(memory.buffer);
  const numRows = int64(view, arrayAddr + ARRAY.length);
  const count = int64(view, schemaAddr + SCHEMA.nChildren);
  if (int64(view, arrayAddr + ARRAY.nChildren) !== count) throw new Error('C data: the batch and its schema disagree on the number of columns');
  const schemaChildren = view.getUint32(schemaAddr + SCHEMA.children, true);
  const arrayChildren = view.getUint32(arrayAddr + ARRAY.children, true);
  const columns = new Map<string, ColumnValues>();
  for (let i = 0; i < count; i++) {
    const childSchema = view.getUint32(schemaChildren + 4 * i, true);
    const name = cString(bytes, view.getUint32(childSchema + SCHEMA.name, true));
    if (!wanted.includes(name)) continue;
    const format = cString(bytes, view.getUint32(childSchema + SCHEMA.format, true));
    const type = Object.hasOwn(FORMATS, format) ? FORMATS[format] : undefined;
    if (!type) throw new Error(`C data: column ${name} has format "${format}", not Int32, Float64, UInt32 or Date32`);
    columns.set(name, readPrimitive(memory.buffer, view, view.getUint32(arrayChildren + 4 * i, true), type, buffers, name));
  }
  return { numRows, columns };
}

function readPrimitive(buffer: ArrayBuffer, view: DataView, addr: number, type: ValuesConstructor, buffers: ColumnBuffers, name: string): ColumnValues {
  const length = int64(view, addr + ARRAY.length);
  const nullCount = int64(view, addr + ARRAY.nullCount);
  const offset = int64(view, addr + ARRAY.offset);
  if (int64(view, addr + ARRAY.nBuffers) !== 2) throw new Error('C data: a primitive array has two buffers');
  const pointers = view.getUint32(addr + ARRAY.buffers, true);
  const validityAddr = view.getUint32(pointers, true);
  const valuesAddr = view.getUint32(pointers + 4, true);
  const start = valuesAddr + offset * type.BYTES_PER_ELEMENT;
  // The start is aligned (Arrow buffers are).
  const values = buffers.take<Int32Array | Float64Array | Uint32Array>(name, type, length);
  values.set(new type(buffer, start, length));
  // null_count -1 means "not computed"; parquet-wasm computes it, but count the bits then.
  if (nullCount === 0 || validityAddr === 0) return { values, nullCount: 0, isNull: () => false };
  const bytes = ((offset & 7) + length + 7) >> 3;
  const bitmap = buffers.take(`${name}\u0000validity`, Uint8Array, bytes);
  bitmap.set(new Uint8Array(buffer, validityAddr + (offset >> 3), bytes));
  const shift = offset & 7;
  const isNull = (i: number) => (bitmap[(i + shift) >> 3]! & (1 << ((i + shift) & 7))) === 0;
  let nulls = nullCount;
  if (nulls < 0) {
    nulls = 0;
    for (let i = 0; i < length; i++) if (isNull(i)) nulls++;
  }
  return nulls === 0 ? { values, nullCount: 0, isNull: () => false } : { values, nullCount: nulls, isNull };
}

/** An int64 field that must fit a JS number (lengths, counts, offsets). */
function int64(view: DataView, addr: number): number {
  return Number(view.getBigInt64(addr, true));
}

const utf8 = new TextDecoder();

function cString(bytes: Uint8Array, addr: number): string {
  let end = addr;
  while (bytes[end] !== 0) end++;
  return utf8.decode(bytes.subarray(addr, end));
}
