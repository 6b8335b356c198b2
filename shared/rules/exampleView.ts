// What a rule page and `hydrocase rules ID` show of a rule's example: the shown file of each case,
// cut to its excerpt, as ready-made text (JSON, a file's text) or table cells, so both renderers
// only lay it out.
import { isExampleTable, isExampleText, type ExampleFile, type ExampleJson, type RuleExample } from './examples/types';

export type ShownFile =
  /** A JSON file, or the part of it at `at` (e.g. `stages[0]`; empty for the whole file), pretty-printed with 2 spaces. */
  | { kind: 'json'; at: string; text: string }
  /** A Parquet table: its columns with their declared types, and its rows as cell text. */
  | { kind: 'table'; columns: Array<{ name: string; type: string }>; rows: string[][] }
  /** A file's exact text (a syntax error, bytes that are not Parquet). */
  | { kind: 'text'; text: string }
  /** The case has no such file. */
  | { kind: 'absent' };

export interface ExampleView {
  why: string;
  /** The case-relative file both cases show. */
  file: string;
  failing: ShownFile;
  passing: ShownFile;
}

export function exampleView(example: RuleExample): ExampleView {
  return {
    why: example.why,
    file: example.show,
    failing: shownFile(example.failing[example.show], example.excerpt),
    passing: shownFile(example.passing[example.show], example.excerpt),
  };
}

function shownFile(file: ExampleFile | null | undefined, excerpt: RuleExample['excerpt']): ShownFile {
  if (file === null || file === undefined) return { kind: 'absent' };
  if (isExampleTable(file)) {
    const length = Math.max(0, ...file.table.map((column) => column.values.length));
    return {
      kind: 'table',
      columns: file.table.map(({ name, type }) => ({ name, type })),
      rows: Array.from({ length }, (_, row) => file.table.map((column) => cellText(column.values[row]))),
    };
  }
  if (isExampleText(file)) return { kind: 'text', text: file.text };
  const { value, path } = excerptOf(file, excerpt ?? []);
  return { kind: 'json', at: pathText(path), text: JSON.stringify(value, null, 2) };
}

/**
 * The value at `excerpt`, or at its longest prefix that exists: a failing case may lack the very
 * key the excerpt names (a required field removed), and then its parent is what shows the fault.
 */
function excerptOf(json: ExampleJson, excerpt: ReadonlyArray<string | number>): { value: ExampleJson; path: Array<string | number> } {
  let value = json;
  const path: Array<string | number> = [];
  for (const step of excerpt) {
    const next = childOf(value, step);
    if (next === undefined) break;
    value = next;
    path.push(step);
  }
  return { value, path };
}

function childOf(value: ExampleJson, step: string | number): ExampleJson | undefined {
  if (Array.isArray(value)) return typeof step === 'number' ? value[step] : undefined;
  if (value !== null && typeof value === 'object' && typeof step === 'string' && Object.prototype.hasOwnProperty.call(value, step)) return value[step];
  return undefined;
}

/** `['stages', 0, 'blocks']` reads `stages[0].blocks`, as the diagnostics name JSON paths. */
function pathText(path: ReadonlyArray<string | number>): string {
  return path.map((step, i) => (typeof step === 'number' ? `[${step}]` : i === 0 ? step : `.${step}`)).join('');
}

function cellText(value: number | string | null | undefined): string {
  return value === null || value === undefined ? 'null' : String(value);
}
