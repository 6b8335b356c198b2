// A Parquet example table written as rows (the scenarios/ tables have few columns and many rules):
// the columns once, with their types, then one array of cells per row. Each call returns fresh objects.
import type { ExampleFiles, ExampleTable, RuleExample } from './types';

export type ExampleColumnType = ExampleTable['table'][number]['type'];
export type Cell = number | string | null;

export function rowTable(columns: ReadonlyArray<readonly [string, ExampleColumnType]>, rows: ReadonlyArray<readonly Cell[]>): ExampleTable {
  return { table: columns.map(([name, type], k) => ({ name, type, values: rows.map((row) => row[k]!) })) };
}

/** The same table with one column's declared type changed (the usual schema mistake). */
export function retyped(table: ExampleTable, column: string, type: ExampleColumnType): ExampleTable {
  return { table: table.table.map((spec) => (spec.name === column ? { ...spec, type } : spec)) };
}

/**
 * A failing and a passing example of one table: `files` builds the case around a table (the same
 * other files for both), `rows` gives the valid rows, `change` bends a copy of them.
 */
export function rowsExample(
  show: string,
  columns: ReadonlyArray<readonly [string, ExampleColumnType]>,
  files: (table: ExampleTable) => ExampleFiles,
  rows: () => Cell[][],
  why: string,
  change: (rows: Cell[][]) => void,
): RuleExample {
  const failing = rows();
  change(failing);
  return { show, why, failing: files(rowTable(columns, failing)), passing: files(rowTable(columns, rows())) };
}
