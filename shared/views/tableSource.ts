// Reads the table view's pages from one Parquet file through the validation reader: only the
// aligned chunks a page touches are decoded (a few hundred rows of one row group, every column),
// and a handful are kept, so scrolling back and forth reads nothing twice. Filters read the key
// columns once per file (Int32, through the validation path) and keep the row list per filter.
import { DataType, type Table } from 'apache-arrow';
import { ParquetTable } from '../core/parquet/reader';
import { formatDay } from '../core/json/fields';
import {
  chunkOf,
  isEmptyFilter,
  positionOfRow,
  ProblemLocator,
  rowsAt,
  selectRows,
  type Chunk,
  type KeyColumn,
  type TableFilter,
  type TableMeta,
  type TablePage,
  type TableProblem,
} from './tablePages';

export interface PageRequest {
  /** View position of the first row wanted (ignored when `revealRow` is given). */
  start?: number;
  /** A file row to bring into the page (go to row, a problem clicked). */
  revealRow?: number;
  count: number;
  filter?: TableFilter;
  withProblems?: boolean;
}

/** Rows decoded at once; a screen shows ~40, so one chunk usually answers several scroll steps. */
export const CHUNK_ROWS = 256;
/** Chunks kept per file: ~16 × 256 rows × a dozen short strings, well under a megabyte. */
const CACHED_CHUNKS = 16;
/** The most rows one page may ask for. */
export const MAX_PAGE_ROWS = 500;

type Cells = Array<Array<string | null>>;

export class TableSource {
  private readonly chunks = new Map<string, Cells>();
  private keys: Promise<{ hydro?: KeyColumn; stage?: KeyColumn }> | undefined;
  private selection: { key: string; problems: readonly TableProblem[]; rows: Uint32Array | undefined } | undefined;

  private constructor(
    private readonly table: ParquetTable,
    /** Size and modification time when opened: a different identity means the file changed. */
    readonly identity: string,
    private readonly compression: string[],
  ) {}

  static async open(absolutePath: string, identity: string): Promise<TableSource> {
    const table = await ParquetTable.open(absolutePath);
    try {
      return new TableSource(table, identity, await table.compressionCodecs());
    } catch (error) {
      table.close();
      throw error;
    }
  }

  meta(validated: boolean): TableMeta {
    return {
      columns: this.table.columns.map((column) => ({ ...column })),
      numRows: this.table.numRows,
      rowGroups: [...this.table.rowGroupRowCounts],
      compression: [...this.compression],
      validated,
    };
  }

  /** One page of the view: the rows, their cells' problems, and the view's size under the filter. */
  async page(request: PageRequest, problems: readonly TableProblem[], validated: boolean): Promise<TablePage> {
    const locator = new ProblemLocator(problems);
    const selection = await this.selectionFor(request.filter, problems, locator);
    const numRows = this.table.numRows;
    const total = selection ? selection.length : numRows;
    const count = Math.max(0, Math.min(MAX_PAGE_ROWS, Math.floor(request.count)));
    const revealPosition = request.revealRow !== undefined && total > 0 ? positionOfRow(selection, numRows, request.revealRow) : undefined;
    const wanted = revealPosition ?? Math.floor(request.start ?? 0);
    const start = Math.max(0, Math.min(wanted, total - count));
    const rows = [];
    for (const row of rowsAt(selection, numRows, start, count)) {
      rows.push({ index: row, cells: await this.cellsOf(row), problems: locator.at(row) });
    }
    return {
      meta: this.meta(validated),
      total,
      start,
      rows,
      ...(request.withProblems ? { problems: [...problems] } : {}),
      ...(revealPosition !== undefined ? { revealPosition } : {}),
    };
  }

  close(): void {
    this.chunks.clear();
    this.table.close();
  }

  private async cellsOf(row: number): Promise<Array<string | null>> {
    const chunk = chunkOf(row, this.table.rowGroupRowCounts, CHUNK_ROWS);
    let cells = this.chunks.get(chunk.key);
    if (cells) {
      // Least recently used goes first: re-insert to mark it used.
      this.chunks.delete(chunk.key);
    } else {
      cells = await this.readChunk(chunk);
      if (this.chunks.size >= CACHED_CHUNKS) this.chunks.delete(this.chunks.keys().next().value!);
    }
    this.chunks.set(chunk.key, cells);
    return cells[row - chunk.firstRow] ?? [];
  }

  private async readChunk(chunk: Chunk): Promise<Cells> {
    const decoded = await this.table.readRowsForDisplay(chunk.group, chunk.offset, chunk.limit);
    return displayRows(
      decoded,
      this.table.columns.map((column) => column.name),
      chunk.limit,
    );
  }

  private async selectionFor(filter: TableFilter | undefined, problems: readonly TableProblem[], locator: ProblemLocator): Promise<Uint32Array | undefined> {
    if (isEmptyFilter(filter)) return undefined;
    const key = JSON.stringify([filter!.hydroId, filter!.stageId, Boolean(filter!.problemsOnly)]);
    if (this.selection?.key === key && this.selection.problems === problems) return this.selection.rows;
    const keys = filter!.hydroId !== undefined || filter!.stageId !== undefined ? await this.keyColumns() : {};
    const rows = selectRows(this.table.numRows, filter, keys, locator.rowRanges());
    this.selection = { key, problems, rows };
    return rows;
  }

  /** `hydro_id` and `stage_id` over the whole table, read once through the validation path. */
  private keyColumns(): Promise<{ hydro?: KeyColumn; stage?: KeyColumn }> {
    this.keys ??= (async () => {
      const names = ['hydro_id', 'stage_id'].filter((name) => this.table.column(name)?.type === 'Int32');
      const values = new Map(names.map((name) => [name, new Int32Array(this.table.numRows)]));
      const nulls = new Map(names.map((name) => [name, new Uint8Array(this.table.numRows)]));
      for await (const batch of this.table.batches(names)) {
        for (const name of names) {
          const column = batch.column(name);
          if (!column) continue;
          values.get(name)!.set(column.values as Int32Array, batch.rowOffset);
          if (column.nullCount > 0) for (let i = 0; i < batch.numRows; i++) if (column.isNull(i)) nulls.get(name)![batch.rowOffset + i] = 1;
        }
      }
      const key = (name: string): KeyColumn | undefined => (values.has(name) ? { values: values.get(name)!, isNull: (row) => nulls.get(name)![row] === 1 } : undefined);
      const hydro = key('hydro_id');
      const stage = key('stage_id');
      return { ...(hydro ? { hydro } : {}), ...(stage ? { stage } : {}) };
    })();
    return this.keys;
  }
}

/** Arrow rows as display text: numbers as JavaScript prints them (shortest exact form), Int64 whole, dates as YYYY-MM-DD. */
function displayRows(table: Table, names: readonly string[], limit: number): Cells {
  const vectors = names.map((name) => table.getChild(name));
  // apache-arrow gives a date cell as epoch milliseconds, which would show as a bare number.
  const dateColumns = vectors.map((vector) => vector !== null && DataType.isDate(vector.type));
  const rows: Cells = [];
  for (let i = 0; i < Math.min(limit, table.numRows); i++) {
    rows.push(vectors.map((vector, k) => (dateColumns[k] ? displayDate(vector?.get(i)) : displayValue(vector?.get(i)))));
  }
  return rows;
}

/** A date cell (epoch milliseconds, or a Date) as its ISO calendar date. */
export function displayDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : Number(value);
  return formatDay(Math.floor(ms / 86_400_000));
}

export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `<${value.length} bytes>`;
  return String(value);
}
