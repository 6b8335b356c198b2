// Plain-data diagnostics: what every rule produces and every front end (CLI, LSP) consumes.
// Nothing here knows about editors; positions are 0-based like LSP, front ends convert.

import type { RuleId } from '../rules';

export type Severity = 'error' | 'warning' | 'hint';

/** 0-based line and UTF-16 character, as in LSP and in JavaScript strings. */
export interface Position {
  line: number;
  character: number;
}

export interface Range {
  start: Position;
  end: Position;
}

/** A node of a JSON file: its JSON path (`stages[3].blocks[0].hours`) and its text range. */
export interface JsonLocation {
  kind: 'json';
  path: string;
  range: Range;
  offset: number;
  length: number;
}

/** Inclusive 0-based rows in file order: `[3, 402]` is rows 3 to 402. */
export type RowRange = [first: number, last: number];

/** A Parquet table: a 0-based row in file order and a column, either absent for file-level problems. */
export interface ParquetLocation {
  kind: 'parquet';
  /** The row, or the first of `rows`. */
  row?: number;
  column?: string;
  /** Every failing row when one rule fails on several rows of this column (D27): sorted, disjoint ranges. */
  rows?: RowRange[];
  /** How many rows `rows` holds. */
  count?: number;
}

/** The file as a whole (missing, unreadable, a folder where a file should be). */
export interface FileLocation {
  kind: 'file';
}

export type Location = JsonLocation | ParquetLocation | FileLocation;

/** Another place that explains a diagnostic (the other side of a cross-file rule). */
export interface RelatedInformation {
  file: string;
  location: Location;
  message: string;
}

export interface Diagnostic {
  /** The rule ID from the rule catalogue, e.g. `STG-037`. */
  code: RuleId;
  severity: Severity;
  /** Lowercase, names the offending value and the expectation. */
  message: string;
  /** Case-relative file path with forward slashes, e.g. `system/hydros.json`. */
  file: string;
  location: Location;
  related?: RelatedInformation[];
  /** Machine-readable facts for quick fixes (e.g. the key a rename should use). */
  data?: Record<string, unknown>;
}

/** Errors first: the order a capped list keeps (the editor's maxProblemsPerFile). */
export const severityRank: Record<Severity, number> = { error: 0, warning: 1, hint: 2 };

/** Stable order: file, then position (JSON offset or Parquet row), then code. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  const pa = sortKey(a.location);
  const pb = sortKey(b.location);
  if (pa !== pb) return pa - pb;
  if (a.code !== b.code) return a.code < b.code ? -1 : 1;
  return 0;
}

function sortKey(location: Location): number {
  switch (location.kind) {
    case 'json':
      return location.offset;
    case 'parquet':
      return location.row ?? -1;
    case 'file':
      return -2;
  }
}
