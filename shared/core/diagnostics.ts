// Plain-data diagnostics: what every rule produces and every front end (CLI, LSP) consumes.
// Nothing here knows about editors; positions are 0-based like LSP, front ends convert.

import type { RuleId } from './rules/define';

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
  /**
   * Every occurrence's path, `path` first, when the diagnostic stands for one cause found at
   * several places of the file (an older key on many entries, D1), as `rows` does for a table.
   */
  paths?: string[];
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
  /** Machine-readable facts for quick fixes and views (e.g. the key a rename should use). */
  data?: DiagnosticData;
}

/**
 * The facts a rule attaches to a diagnostic, named once: the quick fixes and the views read them,
 * and `--format json` carries them. A fix reads them back from the editor, so it still checks each
 * value's type (`shared/checks/fixes/model.ts`).
 */
export interface DiagnosticData {
  /** A file rule restated by this cross-file rule (GEO-009 for XF-002, say). */
  fileRule?: RuleId;
  // Where: the plant, stage, thermal or season the problem is about.
  hydroId?: number;
  /** Every plant id the problem names (an id column's distinct unknown ids, D27). */
  hydroIds?: number[];
  /** A plant whose table rows could be copied to fill a coverage gap (REF-102). */
  copyFromHydroId?: number;
  /** null: the table's rows without a stage (they apply to every stage). */
  stageId?: number | null;
  stageIds?: number[];
  otherStageId?: number;
  thermalId?: number;
  /** A bus a reference names (REF-001, REF-002). */
  busId?: number;
  /** The plant ids of a cascade cycle, in flow order (HYD-062). */
  cycle?: number[];
  seasonId?: number;
  /** Every season the problem names (REF-127..REF-129: seasons short of observations, or without any). */
  seasonIds?: number[];
  otherSeasonId?: number;
  sourceId?: number;
  /** The entity a constraints/ reference names, and its kind (REF-140, REF-144, REF-145): the undeclared ids of an id column, or a term's id. */
  entityIds?: number[];
  entityId?: number;
  entityKind?: string;
  /** Table rows the problem counts or lists. */
  rows?: number | number[];
  rowCount?: number;
  // What a quick fix needs.
  /** A required key to add. */
  missingKey?: string;
  /** A key (or, for a table, a column) the file does not accept, and the name it should have. */
  unknownKey?: string;
  unknownColumn?: string;
  rename?: string;
  /** The enumeration value a misspelt string should be. */
  replaceWith?: string;
  /** The plants a dangling hydro_id may have meant (no entry yet), likeliest first: XF-002's did-you-mean and fix. */
  plantSuggestions?: number[];
  /** Problems that follow from this one, folded into its related information instead of reported apart (their rule ids). */
  folded?: RuleId[];
  /** Every season's inclusive end, one day before the exclusive end the map wrote (STG-083, D34). */
  seasonEnds?: Array<{ index: number; monthEnd: number; dayEnd: number }>;
  /** The start date that closes a calendar gap, and the end date before it. */
  expectedStartDate?: string;
  previousEnd?: string;
  /** Post-study stage indices a thermal's bounds lack, and those its lead reaches. */
  missingIndices?: number[];
  reachedIndices?: number[];
  // The numbers behind the message.
  blockHours?: number;
  calendarHours?: number;
  sum?: number;
  transitions?: number[];
  day?: string;
  minimum?: number;
  tableMin?: number;
  tableMax?: number;
  head?: number;
  families?: number[];
  geometryPresent?: boolean;
  earlierProductivity?: number;
  /** CASE-002: the checks skipped because their input is missing or broken. */
  skippedRules?: RuleId[];
  input?: string;
  reasons?: string[];
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
