// Shared by the Parquet rule modules: each table declares its columns (Arrow type, nullability,
// required or optional, the rule guarding them) and learns which columns it may decode; then the
// per-batch helpers every table needs (nulls in non-nullable columns, value ranges) loop over the
// typed arrays directly, because the hyperplane table alone has 800,000 rows.
import type { ColumnValues, ParquetBatch, ParquetTable } from '../core/parquet/reader';
import type { ParquetReporter } from '../core/reporter';
import { closestKey } from '../core/text';
import { ownValue } from '../core/lookup';
import type { RuleId } from '../rules';
import { hasColumnType, type ColumnType } from '../core/parquet/columnTypes';

export interface ExpectedColumn {
  name: string;
  type: ColumnType;
  /** The spec lets the column hold nulls. */
  nullable: boolean;
  /** A required column must be present; an optional one is only type-checked when present. */
  required: boolean;
  /** The rule reported when the column is missing (required only) or has another Arrow type. */
  rule: RuleId;
  /** A different rule for another Arrow type (PRD-003), when the file splits the two. */
  typeRule?: RuleId;
}

export interface TableSchema {
  columns: readonly ExpectedColumn[];
  /** Rule of the hint for a column the spec does not list (extra Parquet columns are a hint, D5). */
  extraColumnRule: RuleId;
  /** Extra columns with a rule and message of their own (PRD-010). */
  knownExtras?: Readonly<Record<string, { rule: RuleId; message: string }>>;
}

export interface CheckedSchema {
  /** Columns present with the expected type: the only ones that may be decoded. */
  usable: ReadonlySet<string>;
  /** Every required column, and every optional column that is present, is usable. */
  complete: boolean;
  /** Usable columns the spec makes non-null but the file declares nullable: only these can hold a null (D18). */
  nullChecked: readonly string[];
}

/** Reports missing and mistyped columns (no row) and the hint for unexpected ones. */
export function checkSchema(table: ParquetTable, report: ParquetReporter, schema: TableSchema): CheckedSchema {
  const usable = new Set<string>();
  const nullChecked: string[] = [];
  let complete = true;
  const expectedNames = schema.columns.map((column) => column.name);
  const absent = schema.columns.filter((column) => !table.column(column.name)).map((column) => column.name);
  const extras = table.columns.filter((column) => !expectedNames.includes(column.name)).map((column) => column.name);

  for (const expected of schema.columns) {
    const actual = table.column(expected.name);
    if (!actual) {
      if (!expected.required) continue;
      complete = false;
      const suggestion = closestKey(expected.name, extras);
      const hint = suggestion ? `; is column "${suggestion}" a misspelling of it?` : '';
      report.table(expected.name, expected.rule, `missing required column "${expected.name}" (${expected.type})${hint}`);
    } else if (!hasColumnType(actual.type, expected.type)) {
      complete = false;
      report.table(expected.name, expected.typeRule ?? expected.rule, `column "${expected.name}" must be ${expected.type}, got ${actual.type}`);
    } else {
      usable.add(expected.name);
      if (!expected.nullable && actual.nullable) nullChecked.push(expected.name);
    }
  }

  for (const name of extras) {
    const known = ownValue(schema.knownExtras, name);
    if (known) {
      report.table(name, known.rule, known.message);
      continue;
    }
    const suggestion = closestKey(name, absent);
    report.table(name, schema.extraColumnRule, `unexpected column "${name}" is ignored${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`, {
      severity: 'hint',
      data: suggestion ? { unknownColumn: name, rename: suggestion } : { unknownColumn: name },
    });
  }
  return { usable, complete, nullChecked };
}

/** The columns to decode: those the checks read that are usable, plus those that must be scanned for nulls. */
export function columnsToDecode(schema: CheckedSchema, read: readonly string[]): string[] {
  const names = new Set(read.filter((name) => schema.usable.has(name)));
  for (const name of schema.nullChecked) names.add(name);
  return [...names];
}

/** Reports every null cell of the given (non-nullable) columns in this batch. */
export function reportNulls(batch: ParquetBatch, columns: readonly string[], report: ParquetReporter, rule: RuleId): void {
  for (const name of columns) {
    const column = batch.column(name);
    if (!column || column.nullCount === 0) continue;
    for (let i = 0; i < batch.numRows; i++) {
      if (column.isNull(i)) report.row(batch.rowOffset + i, name, rule, () => `${name} must not be null`);
    }
  }
}

/** An inclusive range of accepted values; NaN never lies in one. */
export interface ValueRange {
  min: number;
  max: number;
  /** The expectation as messages state it. */
  text: string;
}

export const FINITE: ValueRange = { min: -Number.MAX_VALUE, max: Number.MAX_VALUE, text: 'finite' };
export const FINITE_NON_NEGATIVE: ValueRange = { min: 0, max: Number.MAX_VALUE, text: 'finite and >= 0' };
export const NON_NEGATIVE: ValueRange = { min: 0, max: Infinity, text: '>= 0' };
export const NON_POSITIVE: ValueRange = { min: -Infinity, max: 0, text: '<= 0' };

export function inRange(value: number, range: ValueRange): boolean {
  return value >= range.min && value <= range.max;
}

/** Reports each non-null value of `name` outside `range`: `<name> must be <range>, got <value>`. */
export function checkCells(batch: ParquetBatch, name: string, report: ParquetReporter, rule: RuleId, range: ValueRange): void {
  const column = batch.column(name);
  if (!column) return;
  const { values } = column;
  const { min, max } = range;
  const hasNulls = column.nullCount > 0;
  for (let i = 0; i < batch.numRows; i++) {
    const value = values[i]!;
    // Written out rather than calling inRange: this loop runs over every row of the largest table.
    if ((value >= min && value <= max) || (hasNulls && column.isNull(i))) continue;
    report.row(batch.rowOffset + i, name, rule, () => `${name} must be ${range.text}, got ${value}`, { value });
  }
}

/** The value of row `i`, or NaN when the cell is null or the column was not decoded. */
export function columnNumberAt(column: ColumnValues | undefined, i: number): number {
  if (!column || (column.nullCount > 0 && column.isNull(i))) return NaN;
  return column.values[i]!;
}

/** The value of row `i`, or null when the cell is null or the column was not decoded. */
export function nullableAt(column: ColumnValues | undefined, i: number): number | null {
  if (!column || (column.nullCount > 0 && column.isNull(i))) return null;
  return column.values[i]!;
}

/** True when row `i` holds a null (false for a column that was not decoded). */
export function isNullAt(column: ColumnValues | undefined, i: number): boolean {
  return column !== undefined && column.nullCount > 0 && column.isNull(i);
}
