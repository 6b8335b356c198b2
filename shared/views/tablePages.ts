// The table view's model, pure: which file rows a page shows (all rows, or those a filter keeps),
// which problems sit on which cells, and which aligned chunks of which row groups must be read
// for a page. No I/O here (tableSource.ts reads), no editor types: the webview only renders this.
import type { Diagnostic, RowRange, Severity } from '../core/diagnostics';
import type { ParquetColumnInfo } from '../core/parquet/reader';
import type { RuleId } from '../rules';
import { coverageRowsFix, coverageRowsTitle, type CoverageRowsFix } from '../crossFile/checks/scenarios/coverageFix';
import { tableIdFixes, tableIdTitle, type TableIdFix } from '../crossFile/checks/plants/tableIdFix';

/** What the view keeps: rows of one plant, of one stage, with problems; combined with "and". */
export interface TableFilter {
  hydroId?: number;
  stageId?: number;
  problemsOnly?: boolean;
}

/** One problem of the file, with every row it sits on (empty for a file-level problem). */
export interface TableProblem {
  code: RuleId;
  severity: Severity;
  message: string;
  column?: string;
  /** The first row (the row the message names); absent for a file-level problem. */
  row?: number;
  rows: RowRange[];
  count: number;
  /** A fix that rewrites the table once the planner confirms it (REF-102 coverage rows), with its title. */
  fix?: CoverageRowsFix & { title: string };
  /** Ids the dangling hydro_id may have meant (XF-002), each a fix that rewrites the column once confirmed. */
  idFixes?: Array<TableIdFix & { title: string }>;
}

/** A problem as one cell shows it; `problem` indexes the file's problem list. */
export interface CellProblem {
  problem: number;
  column?: string;
}

export interface TableRowView {
  /** 0-based row in file order: the numbering of every message. */
  index: number;
  /** Display text per column (schema order); null for a null value. */
  cells: Array<string | null>;
  problems: CellProblem[];
}

export interface TableMeta {
  columns: ParquetColumnInfo[];
  numRows: number;
  rowGroups: number[];
  compression: string[];
  /** False for a table outside any case (or not validated yet): the view shows no problems. */
  validated: boolean;
}

export interface TablePage {
  meta: TableMeta;
  /** Rows the view holds (all rows, or those the filter keeps). */
  total: number;
  /** Position, within the view, of the first row sent. */
  start: number;
  rows: TableRowView[];
  /** The file's problems; sent with the first page and after a validation (`withProblems`). */
  problems?: TableProblem[];
  /** Where `revealRow` sits in the view (the first kept row at or after it). */
  revealPosition?: number;
}

/** The Parquet problems of one case file, with single rows and row ranges (one problem for a rule's rows of one column, D27) alike. */
export function tableProblems(diagnostics: readonly Diagnostic[], file: string): TableProblem[] {
  const problems: TableProblem[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.file !== file) continue;
    const location = diagnostic.location as { kind: string; row?: number; column?: string; rows?: RowRange[]; count?: number };
    if (location.kind !== 'parquet' && location.kind !== 'file') continue;
    const rows = location.rows?.length
      ? location.rows.map(([first, last]) => [first, last] as RowRange)
      : location.row !== undefined
        ? [[location.row, location.row] as RowRange]
        : [];
    const count = location.count ?? rows.reduce((sum, [first, last]) => sum + last - first + 1, 0);
    problems.push({
      code: diagnostic.code,
      severity: diagnostic.severity,
      message: diagnostic.message,
      ...(location.column ? { column: location.column } : {}),
      ...(rows.length ? { row: location.row ?? rows[0]![0] } : {}),
      rows,
      count,
      ...tableFix(diagnostic),
    });
  }
  return problems;
}

/** The problem's fix, when it has one the table view can offer. */
function tableFix(diagnostic: Diagnostic): Pick<TableProblem, 'fix' | 'idFixes'> {
  const fix = coverageRowsFix(diagnostic.code, diagnostic.data);
  if (fix) return { fix: { ...fix, title: coverageRowsTitle(fix) } };
  const idFixes = tableIdFixes(diagnostic.code, diagnostic.file, diagnostic.data).slice(0, 3);
  return idFixes.length > 0 ? { idFixes: idFixes.map((idFix) => ({ ...idFix, title: tableIdTitle(idFix) })) } : {};
}

/** Finds the problems on a span of rows without visiting every row of a long range. */
export class ProblemLocator {
  /** Every (range, problem) pair, by first row. */
  private readonly spans: Array<{ first: number; last: number; problem: number }> = [];
  /** Running maximum of `last` over `spans`, so a search can stop early. */
  private readonly maxLast: number[] = [];

  constructor(readonly problems: readonly TableProblem[]) {
    problems.forEach((problem, index) => {
      for (const [first, last] of problem.rows) this.spans.push({ first, last, problem: index });
    });
    this.spans.sort((a, b) => a.first - b.first || a.problem - b.problem);
    let max = -1;
    for (const span of this.spans) this.maxLast.push((max = Math.max(max, span.last)));
  }

  /** The problems on `row`, in the file's problem order. */
  at(row: number): CellProblem[] {
    const found: CellProblem[] = [];
    // Spans starting after `row` cannot hold it; walk back while some earlier span still reaches it.
    for (let i = upperBound(this.spans, row) - 1; i >= 0 && this.maxLast[i]! >= row; i--) {
      const span = this.spans[i]!;
      if (span.last >= row) {
        const column = this.problems[span.problem]!.column;
        found.push({ problem: span.problem, ...(column ? { column } : {}) });
      }
    }
    return found.sort((a, b) => a.problem - b.problem);
  }

  /** The problems on any row of [first, last] (each once, in the file's problem order). */
  between(first: number, last: number): CellProblem[] {
    const found = new Map<number, CellProblem>();
    for (let i = upperBound(this.spans, last) - 1; i >= 0 && this.maxLast[i]! >= first; i--) {
      const span = this.spans[i]!;
      if (span.last >= first && !found.has(span.problem)) {
        const column = this.problems[span.problem]!.column;
        found.set(span.problem, { problem: span.problem, ...(column ? { column } : {}) });
      }
    }
    return [...found.values()].sort((a, b) => a.problem - b.problem);
  }

  /** Every row with a problem, as sorted disjoint ranges. */
  rowRanges(): RowRange[] {
    const merged: RowRange[] = [];
    for (const { first, last } of this.spans) {
      const previous = merged[merged.length - 1];
      if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
      else merged.push([first, last]);
    }
    return merged;
  }
}

function upperBound(spans: ReadonlyArray<{ first: number }>, row: number): number {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (spans[middle]!.first <= row) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A key column over the whole table (`hydro_id`, `stage_id`), with its nulls. */
export interface KeyColumn {
  values: Int32Array;
  isNull(row: number): boolean;
}

export function isEmptyFilter(filter: TableFilter | undefined): boolean {
  return !filter || (filter.hydroId === undefined && filter.stageId === undefined && !filter.problemsOnly);
}

/**
 * The file rows a filter keeps, in file order; undefined when it keeps every row (no list is
 * built for the unfiltered view of a large table). A filter on a column the table lacks keeps nothing.
 */
export function selectRows(
  numRows: number,
  filter: TableFilter | undefined,
  keys: { hydro?: KeyColumn; stage?: KeyColumn },
  problemRows: readonly RowRange[],
): Uint32Array | undefined {
  if (!filter || isEmptyFilter(filter)) return undefined;
  const tests: Array<(row: number) => boolean> = [];
  const keyTest = (wanted: number | undefined, key: KeyColumn | undefined) => {
    if (wanted === undefined) return;
    tests.push(key ? (row) => !key.isNull(row) && key.values[row] === wanted : () => false);
  };
  keyTest(filter.hydroId, keys.hydro);
  keyTest(filter.stageId, keys.stage);
  const kept: number[] = [];
  const keep = (row: number) => {
    for (const test of tests) if (!test(row)) return;
    kept.push(row);
  };
  if (filter.problemsOnly) {
    for (const [first, last] of problemRows) for (let row = first; row <= Math.min(last, numRows - 1); row++) keep(row);
  } else {
    for (let row = 0; row < numRows; row++) keep(row);
  }
  return Uint32Array.from(kept);
}

/** The file rows at view positions [start, start + count). */
export function rowsAt(selection: Uint32Array | undefined, numRows: number, start: number, count: number): number[] {
  const total = selection ? selection.length : numRows;
  const rows: number[] = [];
  for (let position = Math.max(0, start); position < Math.min(total, start + count); position++) rows.push(selection ? selection[position]! : position);
  return rows;
}

/** The view position of `row`, or of the first kept row after it (the last position past the end). */
export function positionOfRow(selection: Uint32Array | undefined, numRows: number, row: number): number {
  if (!selection) return Math.max(0, Math.min(numRows - 1, row));
  let low = 0;
  let high = selection.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (selection[middle]! < row) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, Math.min(selection.length - 1, low));
}

/** A block of rows read at once: `limit` rows of row group `group` from its row `offset`. */
export interface Chunk {
  key: string;
  group: number;
  /** File row of the chunk's first row. */
  firstRow: number;
  offset: number;
  limit: number;
}

/**
 * The chunk holding `row`: row groups are cut into aligned blocks of `chunkRows`, so neighbouring
 * pages share reads and a block never straddles two row groups.
 */
export function chunkOf(row: number, rowGroups: readonly number[], chunkRows: number): Chunk {
  let groupStart = 0;
  for (let group = 0; group < rowGroups.length; group++) {
    const size = rowGroups[group]!;
    if (row < groupStart + size) {
      const offset = Math.floor((row - groupStart) / chunkRows) * chunkRows;
      return { key: `${group}:${offset}`, group, firstRow: groupStart + offset, offset, limit: Math.min(chunkRows, size - offset) };
    }
    groupStart += size;
  }
  throw new RangeError(`row ${row} is past the table's ${groupStart} rows`);
}
