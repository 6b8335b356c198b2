// Reads Parquet tables through parquet-wasm and apache-arrow, one row group at a time and only
// the columns a rule needs: the large hyperplane table then costs a fraction of a full decode.
// The file is opened as a lazily read Blob, so only the footer and the requested column chunks
// are ever copied into WebAssembly memory.
import { openAsBlob } from 'node:fs';
import { tableFromIPC, type Data, type Table, type Vector } from 'apache-arrow';
import type * as ParquetWasm from 'parquet-wasm/node';
import { decoderAlive, decoderCall, decoderGeneration, DecoderTrap, DecoderUnavailableError } from './decoder';
import { openRegularFile, PARQUET_FILE_LIMIT } from '../case/regularFile';
import { ColumnBuffers, joinColumn, readStream } from './cData';

export interface ParquetColumnInfo {
  name: string;
  /** Arrow type as apache-arrow prints it: `Int32`, `Float64`, `Utf8`, `Int64`, ... */
  type: string;
  /** Declared nullability (Parquet `optional`); a non-nullable column cannot hold a null. */
  nullable: boolean;
}

/** The values of one column over one row group, as a typed array plus validity (a Date32 column: days since 1970-01-01, as Int32). */
export interface ColumnValues<T extends Int32Array | Float64Array | Uint32Array = Int32Array | Float64Array | Uint32Array> {
  readonly values: T;
  readonly nullCount: number;
  /** True when row `i` of this batch holds a null. */
  isNull(i: number): boolean;
}

export interface ParquetBatch {
  /** Row index, in file order, of this batch's first row. */
  readonly rowOffset: number;
  readonly numRows: number;
  column(name: string): ColumnValues | undefined;
}

export class ParquetReadError extends Error {
  override name = 'ParquetReadError';
}

const MAGIC = 'PAR1';

/**
 * Row groups leave the decoder through the Arrow C data interface (cData.ts). The reference route,
 * an IPC stream parsed by apache-arrow, stays for the cross-check that both give the same rows.
 */
let referenceDecode = false;

/** Switches this thread to the reference route (tests and the benchmark's cross-check). */
export function useReferenceDecode(on: boolean): void {
  referenceDecode = on;
}

function viaIpc(table: Table, wanted: readonly string[]): { numRows: number; columns: Map<string, ColumnValues> } {
  const columns = new Map<string, ColumnValues>();
  for (const name of wanted) {
    const vector = table.getChild(name);
    if (vector) columns.set(name, columnValues(vector));
  }
  return { numRows: table.numRows, columns };
}

export class ParquetTable {
  /** Time spent reading and decoding row groups so far (for the benchmark's split). */
  decodeMs = 0;

  private constructor(
    private readonly file: ParquetWasm.ParquetFile,
    readonly columns: readonly ParquetColumnInfo[],
    readonly numRows: number,
    private readonly rowGroupSizes: readonly number[],
    private readonly signal: AbortSignal | undefined,
    /** The decoder instance `file` belongs to. */
    private readonly generation: number,
  ) {}

  /** Opens a table and reads its footer; a file that is not readable Parquet throws ParquetReadError with the reason. */
  static async open(absolutePath: string, signal?: AbortSignal): Promise<ParquetTable> {
    await checkMagic(absolutePath);
    let file: ParquetWasm.ParquetFile | undefined;
    const generation = decoderGeneration();
    try {
      const blob = await openAsBlob(absolutePath);
      // Grown past the limit since it was checked: refuse it rather than decode a moving target.
      if (blob.size > PARQUET_FILE_LIMIT.bytes) throw new ParquetReadError(`it grew past the ${PARQUET_FILE_LIMIT.bytes / 2 ** 20} MiB limit for ${PARQUET_FILE_LIMIT.files}`);
      return await decoderCall('its footer', async (wasm) => {
        file = await wasm.ParquetFile.fromFile(blob);
        const metadata = file.metadata();
        const rowGroupSizes: number[] = [];
        for (let i = 0; i < metadata.numRowGroups(); i++) rowGroupSizes.push(metadata.rowGroup(i).numRows());
        const schema = tableFromIPC(file.schema().intoIPCStream()).schema;
        const columns = schema.fields.map((field) => ({ name: field.name, type: String(field.type), nullable: field.nullable }));
        const numRows = metadata.fileMetadata().numRows();
        return new ParquetTable(file, columns, numRows, rowGroupSizes, signal, generation);
      });
    } catch (error) {
      if (decoderAlive(generation)) file?.free();
      throw error instanceof DecoderTrap || error instanceof DecoderUnavailableError ? error : new ParquetReadError(readReason(error));
    }
  }

  column(name: string): ParquetColumnInfo | undefined {
    return this.columns.find((column) => column.name === name);
  }

  /**
   * Decodes `columnNames` one row group at a time, in file order. A batch's columns are valid until
   * the next batch is asked for: their arrays are reused (a rule keeps what it needs, never the arrays).
   */
  async *batches(columnNames: readonly string[]): AsyncGenerator<ParquetBatch> {
    const wanted = columnNames.filter((name) => this.column(name));
    const buffers = new ColumnBuffers();
    let rowOffset = 0;
    for (let group = 0; group < this.rowGroupSizes.length; group++) {
      this.signal?.throwIfAborted();
      const size = this.rowGroupSizes[group]!;
      if (size === 0 || wanted.length === 0) {
        rowOffset += size;
        continue;
      }
      let decoded: { numRows: number; columns: Map<string, ColumnValues> };
      const started = performance.now();
      try {
        decoded = await decoderCall(`row group ${group} (columns ${wanted.join(', ')})`, async (wasm) => {
          const wasmTable = await this.file.read({ rowGroups: [group], columns: [...wanted], batchSize: size });
          if (referenceDecode) return viaIpc(tableFromIPC(wasmTable.intoIPCStream()), wanted);
          const stream = wasmTable.intoFFI();
          try {
            return readStream(wasm.wasmMemory(), stream, wanted, buffers);
          } finally {
            stream.free();
          }
        });
      } catch (error) {
        if (error instanceof DecoderTrap || error instanceof DecoderUnavailableError) throw error;
        throw new ParquetReadError(`row group ${group} could not be decoded: ${readReason(error)}`);
      } finally {
        this.decodeMs += performance.now() - started;
      }
      const { columns } = decoded;
      yield { rowOffset, numRows: decoded.numRows, column: (name) => columns.get(name) };
      rowOffset += size;
    }
  }

  /** Rows per row group, in file order. */
  get rowGroupRowCounts(): readonly number[] {
    return this.rowGroupSizes;
  }

  /** The compression codecs of the first row group's column chunks (`SNAPPY`, `ZSTD`, ...), for display. */
  compressionCodecs(): Promise<string[]> {
    return decoderCall('its footer', (wasm) => {
      const metadata = this.file.metadata();
      if (metadata.numRowGroups() === 0) return [];
      const codecs = metadata
        .rowGroup(0)
        .columns()
        .map((chunk) => wasm.Compression[chunk.compression()] ?? String(chunk.compression()));
      return [...new Set(codecs)];
    });
  }

  /**
   * For display only (the table view), never on the validation path: `limit` rows of row group
   * `group` from its row `offset`, every column, as Arrow. Only those rows leave WebAssembly memory.
   */
  async readRowsForDisplay(group: number, offset: number, limit: number): Promise<Table> {
    this.signal?.throwIfAborted();
    try {
      return await decoderCall(`row group ${group} (rows ${offset} to ${offset + limit - 1})`, async () => {
        const wasmTable = await this.file.read({ rowGroups: [group], offset, limit, batchSize: limit });
        return tableFromIPC(wasmTable.intoIPCStream());
      });
    } catch (error) {
      if (error instanceof DecoderTrap || error instanceof DecoderUnavailableError) throw error;
      throw new ParquetReadError(`row group ${group} could not be decoded: ${readReason(error)}`);
    }
  }

  close(): void {
    // After a trap the instance is never called again, not even to free.
    if (decoderAlive(this.generation)) this.file.free();
  }
}

/** Refuses what is not a regular file of a sane size, then checks the magic bytes at both ends, before any decoding. */
async function checkMagic(absolutePath: string): Promise<void> {
  const opened = await openRegularFile(absolutePath, PARQUET_FILE_LIMIT);
  if (opened.kind === 'missing') throw new ParquetReadError('the file is missing');
  if (opened.kind === 'folder') throw new ParquetReadError('it is a folder, not a file');
  if (opened.kind === 'unreadable') throw new ParquetReadError(opened.reason);
  const { handle, size } = opened;
  try {
    if (size < 12) throw new ParquetReadError(`the file is ${size} bytes long, too short to be a Parquet file`);
    const head = Buffer.alloc(4);
    const tail = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    await handle.read(tail, 0, 4, size - 4);
    if (head.toString('latin1') !== MAGIC) throw new ParquetReadError('wrong magic bytes: a Parquet file starts with "PAR1"');
    if (tail.toString('latin1') !== MAGIC) throw new ParquetReadError('the file is truncated: its footer (ending in "PAR1") is missing');
  } finally {
    await handle.close();
  }
}

function readReason(error: unknown): string {
  if (error instanceof ParquetReadError) return error.message;
  const text = error instanceof Error ? error.message : String(error);
  return (
    text
      .replace(/^Parquet error: /i, '')
      .split('\n')[0]!
      .trim() || 'unknown decoding error'
  );
}

/** Flattens a vector (usually a single chunk when the batch size is the row-group size). */
function columnValues(vector: Vector): ColumnValues {
  const chunks = (vector.data as Data[]).map(chunkValues);
  return chunks.length === 1 ? chunks[0]! : joinColumn(chunks, vector.length);
}

function chunkValues(chunk: Data): ColumnValues {
  const values = (chunk.values as Int32Array | Float64Array | Uint32Array).subarray(0, chunk.length);
  const nullCount = chunk.nullCount;
  const bitmap = chunk.nullBitmap;
  const bitOffset = chunk.offset;
  if (nullCount === 0 || !bitmap || bitmap.length === 0) return { values, nullCount: 0, isNull: () => false };
  return {
    values,
    nullCount,
    isNull: (i) => {
      const bit = i + bitOffset;
      return (bitmap[bit >> 3]! & (1 << (bit & 7))) === 0;
    },
  };
}
