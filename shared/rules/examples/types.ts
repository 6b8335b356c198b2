// A rule's failing and passing example as plain data. The rule pages show them, and an engine test
// builds each into a real case folder (over the baseline case) and checks that the failing one
// raises the rule and the passing one does not, so an example can never drift from the engine.
import type { RuleId } from '../index';

/** A JSON value, as it would be written to a case file (2-space indent). */
export type ExampleJson = null | boolean | number | string | ExampleJson[] | { [key: string]: ExampleJson };

/** A Parquet table written with declared types (nullable when a column holds a null); a Date32 value is an ISO date (`2000-01-01`) or days since 1970-01-01. */
export interface ExampleTable {
  table: Array<{ name: string; type: 'Int32' | 'Int64' | 'Float32' | 'Float64' | 'Utf8' | 'UInt32' | 'Date32'; values: Array<number | string | null> }>;
}

/** A file's exact text, for what JSON values cannot say (a syntax error, a duplicate key, bytes that are not Parquet). */
export interface ExampleText {
  text: string;
}

export type ExampleFile = ExampleJson | ExampleTable | ExampleText;

/** Files that replace the baseline case's files, by case-relative path; `null` removes the file. */
export type ExampleFiles = Record<string, ExampleFile | null>;

export interface RuleExample {
  /** The case-relative file the page shows; both cases should set it. */
  show: string;
  /** Optional path inside a JSON file to show instead of the whole file, e.g. ['stages', 0]. */
  excerpt?: Array<string | number>;
  /** One short sentence on what makes the failing case fail. */
  why: string;
  failing: ExampleFiles;
  passing: ExampleFiles;
}

/** A folder's examples by rule id: a key the catalogue lacks does not compile. */
export type RuleExamples = { readonly [Id in RuleId]?: RuleExample };

export function isExampleTable(file: ExampleFile): file is ExampleTable {
  return typeof file === 'object' && file !== null && !Array.isArray(file) && Array.isArray((file as ExampleTable).table);
}

export function isExampleText(file: ExampleFile): file is ExampleText {
  return typeof file === 'object' && file !== null && !Array.isArray(file) && typeof (file as ExampleText).text === 'string' && Object.keys(file).length === 1;
}
