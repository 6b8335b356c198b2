// Where rules put their findings. The sink applies the per-(file, rule) cap so that a JSON rule
// firing on thousands of entries stays readable, and folds a Parquet rule's failing rows into one
// diagnostic per (file, rule, column) (D27); the file reporters turn nodes and rows into locations
// so rule modules only say *what* is wrong and *where* in their own terms.
import type { Diagnostic, DiagnosticData, JsonLocation, Location, ParquetLocation, RelatedInformation, RowRange, Severity } from './diagnostics';
import type { JsonDocument, JsonNode } from './json/document';
import type { TextDelta } from './textDelta';
import { anchorOfObject, pathOf } from './json/nodes';
import { RowGroup, RowRanges, rowsText, type RowKey } from './rowGroups';
import type { RuleId } from './rules/define';
import { olderKeyOf, olderKeysMessage } from './rules/olderKeys';

export const DEFAULT_MAX_PER_RULE = 200;

export interface ReportOptions {
  /** Overrides the rule's catalogue severity (rules such as STG-042 have two). */
  severity?: Severity;
  related?: RelatedInformation[];
  data?: DiagnosticData;
  /** A Parquet row's offending number: the rows of one (rule, column) report their value range (D27). */
  value?: number;
  /** A Parquet row's id in an id column (XF-002, XF-015): the rows of one column list their distinct ids (D27). */
  key?: RowKey;
}

export class DiagnosticSink {
  private readonly diagnostics: Diagnostic[] = [];
  private readonly counts = new Map<string, number>();
  private readonly firstSuppressed = new Map<string, Diagnostic>();
  private readonly rowGroups = new Map<string, RowGroup>();
  /** The occurrences of each older key (D1, D2, D32), by (file, rule, key): one problem each at the finish. */
  private readonly olderKeys = new Map<string, Diagnostic[]>();
  /** What the check running under `recording` has reported so far. */
  private tap: { reported: Diagnostic[]; complete: boolean } | undefined;

  /**
   * `severityOf` is the catalogue's default severity of a rule (`ruleSeverity` of shared/rules): the
   * catalogue gathers the check folders, above the core, so the engine hands it in.
   */
  constructor(
    readonly severityOf: (code: RuleId) => Severity,
    readonly maxPerRule: number = DEFAULT_MAX_PER_RULE,
  ) {}

  /** A diagnostic of the rule's catalogue severity unless the options override it. */
  diagnostic(file: string, code: RuleId, message: string, location: Location, options: ReportOptions): Diagnostic {
    return {
      code,
      severity: options.severity ?? this.severityOf(code),
      message,
      file,
      location,
      ...(options.related ? { related: options.related } : {}),
      ...(options.data ? { data: options.data } : {}),
    };
  }

  /**
   * Runs `check` and returns, with its value, every diagnostic it reported (shown or past the cap),
   * in order; `reported` is undefined when one of them was only counted, never built (far past the
   * cap), so the list could not be reported again as it was (see `JsonReporter.replay`).
   */
  recording<T>(check: () => T): { value: T; reported: Diagnostic[] | undefined } {
    const outer = this.tap;
    const tap = { reported: [] as Diagnostic[], complete: true };
    this.tap = tap;
    let value: T;
    try {
      value = check();
    } finally {
      this.tap = outer;
    }
    if (outer) {
      outer.reported.push(...tap.reported);
      outer.complete &&= tap.complete;
    }
    return { value, reported: tap.complete ? tap.reported : undefined };
  }

  /** A diagnostic under the per-(file, rule) cap; past it, only counted for the "N more" summary. */
  add(diagnostic: Diagnostic): void {
    if (olderKeyOf(diagnostic.code, diagnostic.data)) this.addOlderKey(diagnostic);
    else if (this.admit(diagnostic.file, diagnostic.code)) this.keep(diagnostic);
  }

  /**
   * One occurrence of an older key (see shared/rules/olderKeys.ts). The cap does not apply: however
   * many entries carry it, the file's older key is one problem.
   */
  addOlderKey(diagnostic: Diagnostic): void {
    this.tap?.reported.push(diagnostic);
    const key = `${diagnostic.file}\u0000${diagnostic.code}\u0000${diagnostic.data?.unknownKey}`;
    const occurrences = this.olderKeys.get(key);
    if (occurrences) occurrences.push(diagnostic);
    else this.olderKeys.set(key, [diagnostic]);
  }

  /**
   * Counts one diagnostic of (file, code) before it is built, and says whether to build it and hand
   * it to `keep`: true under the cap, and once more for the first one over it (the model of the
   * "N more" summary). Past that it is only counted, so a rule firing on every entry of a huge
   * array costs a counter per entry, not a message.
   */
  admit(file: string, code: RuleId): boolean {
    const key = `${file}\u0000${code}`;
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    const admitted = count <= this.maxPerRule + 1;
    if (!admitted && this.tap) this.tap.complete = false;
    return admitted;
  }

  /** Files a diagnostic that `admit` has just counted and admitted. */
  keep(diagnostic: Diagnostic): void {
    this.tap?.reported.push(diagnostic);
    const key = `${diagnostic.file}\u0000${diagnostic.code}`;
    const count = this.counts.get(key) ?? 0;
    if (count <= this.maxPerRule) this.diagnostics.push(diagnostic);
    else if (!this.firstSuppressed.has(key)) this.firstSuppressed.set(key, diagnostic);
  }

  /** Diagnostics another sink already capped (a Parquet table checked in a worker): kept as they are. */
  addCapped(diagnostics: readonly Diagnostic[]): void {
    this.diagnostics.push(...diagnostics);
  }

  /**
   * The failing rows of one (file, rule, column), which finish as one diagnostic. The cap does not
   * apply: a column's rows are one problem however many they are.
   */
  rowGroup(file: string, code: RuleId, column: string | undefined): RowGroup {
    if (this.tap) this.tap.complete = false; // a row group is not a diagnostic a recording could hold
    const key = `${file}\u0000${code}\u0000${column ?? ''}`;
    let group = this.rowGroups.get(key);
    if (!group) {
      group = new RowGroup();
      this.rowGroups.set(key, group);
    }
    return group;
  }

  /** The collected diagnostics, one per row group, plus one "N more" diagnostic per capped (file, rule). */
  finish(): Diagnostic[] {
    const out = [...this.diagnostics];
    for (const group of this.rowGroups.values()) {
      const diagnostic = group.toDiagnostic();
      if (diagnostic) out.push(diagnostic);
    }
    for (const occurrences of this.olderKeys.values()) out.push(foldOlderKey(occurrences));
    for (const [key, first] of this.firstSuppressed) {
      const hidden = (this.counts.get(key) ?? 0) - this.maxPerRule;
      out.push({
        code: first.code,
        severity: first.severity,
        file: first.file,
        location: first.location.kind === 'json' ? first.location : { kind: first.location.kind === 'parquet' ? 'parquet' : 'file' },
        message: `${hidden} more ${first.code} problem${hidden === 1 ? '' : 's'} in this file not shown (limit ${this.maxPerRule} per rule)`,
      });
    }
    return out;
  }
}

/**
 * The occurrences of one older key in one file as one diagnostic (D1): on the first in file order,
 * its message counting the places, the others as related locations, every path in `paths`.
 */
function foldOlderKey(occurrences: Diagnostic[]): Diagnostic {
  const inFileOrder = occurrences.filter((d): d is Diagnostic & { location: JsonLocation } => d.location.kind === 'json').sort((a, b) => a.location.offset - b.location.offset);
  const [first, ...others] = inFileOrder;
  if (!first) return occurrences[0]!;
  const paths = inFileOrder.map((d) => d.location.path);
  const location: JsonLocation = { ...first.location, paths };
  if (others.length === 0) return { ...first, location };
  const older = olderKeyOf(first.code, first.data)!;
  return {
    ...first,
    message: olderKeysMessage(older, inFileOrder.length),
    location,
    related: others.map((d) => ({ file: d.file, location: d.location, message: `"${older.key}" here too (${d.location.path})` })),
  };
}

/**
 * A diagnostic of `doc`'s file moved past an edit of the text (`doc` holds the edited text): a span
 * after the edit moves with it, one spanning it grows or shrinks, one before it stays.
 */
export function movedDiagnostic(diagnostic: Diagnostic, doc: JsonDocument, edit: TextDelta): Diagnostic {
  const location = movedLocation(diagnostic.location, doc, edit);
  const related = diagnostic.related?.map((r) => (r.file === doc.file ? { ...r, location: movedLocation(r.location, doc, edit) } : r));
  return { ...diagnostic, location, ...(related ? { related } : {}) };
}

function movedLocation(location: Location, doc: JsonDocument, edit: TextDelta): Location {
  if (location.kind !== 'json') return location;
  const delta = edit.newerEnd - edit.olderEnd;
  const start = location.offset >= edit.olderEnd ? location.offset + delta : location.offset;
  const oldEnd = location.offset + location.length;
  const end = Math.max(start, oldEnd > edit.start ? oldEnd + delta : oldEnd);
  return { ...location, offset: start, length: end - start, range: doc.rangeOf(start, end - start) };
}

/** The location of a node of a parsed file (for related information pointing into any document). */
export function nodeLocation(doc: JsonDocument, node: JsonNode): JsonLocation {
  return { kind: 'json', path: pathOf(node), offset: node.offset, length: node.length, range: doc.rangeOf(node.offset, node.length) };
}

/** A related place: "see <file:line:col>: <message>". */
export function relatedAt(doc: JsonDocument, node: JsonNode, message: string): RelatedInformation {
  return { file: doc.file, location: nodeLocation(doc, node), message };
}

export class JsonReporter {
  constructor(
    private readonly sink: DiagnosticSink,
    readonly doc: JsonDocument,
  ) {}

  get file(): string {
    return this.doc.file;
  }

  /** A problem with a value (or a key) that is present. */
  at(node: JsonNode, code: RuleId, message: string, options: ReportOptions = {}): void {
    this.atSpan(() => pathOf(node), node.offset, node.length, code, message, options);
  }

  /** A problem with an object as a whole, typically a missing field: points at its key or its `{`. */
  onObject(object: JsonNode, code: RuleId, message: string, options: ReportOptions = {}): void {
    const anchor = anchorOfObject(object);
    this.atSpan(() => pathOf(object), anchor.offset, anchor.length, code, message, options);
  }

  /** See `DiagnosticSink.recording`. */
  recording<T>(check: () => T): { value: T; reported: Diagnostic[] | undefined } {
    return this.sink.recording(check);
  }

  /** Reports again, in order, diagnostics a recording returned: under the cap as a first report is. */
  replay(diagnostics: readonly Diagnostic[]): void {
    for (const diagnostic of diagnostics) this.sink.add(diagnostic);
  }

  atSpan(path: string | (() => string), offset: number, length: number, code: RuleId, message: string, options: ReportOptions = {}): void {
    const location = () => ({ kind: 'json', path: typeof path === 'string' ? path : path(), offset, length, range: this.doc.rangeOf(offset, length) }) as JsonLocation;
    if (olderKeyOf(code, options.data)) {
      this.sink.addOlderKey(this.sink.diagnostic(this.doc.file, code, message, location(), options));
      return;
    }
    // Counted before the path and the range are computed: past the cap a diagnostic costs a counter.
    if (!this.sink.admit(this.doc.file, code)) return;
    this.sink.keep(this.sink.diagnostic(this.doc.file, code, message, location(), options));
  }
}

export class ParquetReporter {
  /** The last row group reported to: a rule's per-row loop looks its group up once, not per row. */
  private lastGroup: { code: RuleId; column: string | undefined; group: RowGroup } | undefined;

  constructor(
    private readonly sink: DiagnosticSink,
    readonly file: string,
  ) {}

  /**
   * A problem in one row. The rows of one (rule, column) become one diagnostic (D27), located at the
   * lowest row and built from that row's message; per-row loops pass the message as a function so
   * that only the rows that become the lowest so far build one (one message when rows come in order).
   */
  row(row: number, column: string | undefined, code: RuleId, message: string | (() => string), options: ReportOptions = {}): void {
    const group = this.groupOf(code, column);
    if (!group.rows.add(row)) return;
    group.noteValue(options.value);
    group.noteId(options.key);
    if (row !== group.rows.first) return;
    const location: ParquetLocation = column === undefined ? { kind: 'parquet', row } : { kind: 'parquet', row, column };
    group.first = this.sink.diagnostic(this.file, code, typeof message === 'string' ? message : message(), location, options);
  }

  /**
   * One finding that covers several rows (a plant's rows, say), given as inclusive ranges: they join
   * the (rule, column)'s rows like `row` calls would, so the count and ranges stay exact.
   */
  rows(ranges: readonly RowRange[], column: string | undefined, code: RuleId, message: string, options: ReportOptions = {}): void {
    const group = this.groupOf(code, column);
    let added = false;
    for (const [first, last] of ranges) {
      for (let row = first; row <= last; row++) added = group.rows.add(row) || added;
    }
    if (!added) return;
    group.noteValue(options.value);
    group.noteId(options.key);
    const lowest = group.rows.first!;
    if (group.first?.location.kind === 'parquet' && group.first.location.row === lowest) return;
    const location: ParquetLocation = column === undefined ? { kind: 'parquet', row: lowest } : { kind: 'parquet', row: lowest, column };
    group.first = this.sink.diagnostic(this.file, code, message, location, options);
  }

  /**
   * One finding about a group of rows (a plant's rows, the lags of one plant and stage): a diagnostic
   * of its own at the group's lowest row, carrying every row, never merged with another group's (D27).
   */
  group(ranges: readonly RowRange[], column: string, code: RuleId, message: string, options: ReportOptions = {}): void {
    const count = ranges.reduce((total, [first, last]) => total + last - first + 1, 0);
    const location: ParquetLocation = { kind: 'parquet', row: ranges[0]![0], column, ...(count > 1 ? { rows: [...ranges], count } : {}) };
    this.sink.add(this.sink.diagnostic(this.file, code, message, location, options));
  }

  /**
   * One finding about a group given by its rows (a curve's failing points, a pair's repeats): `group`
   * over their ranges, the message told from the lowest row and, for several, listing them (D27).
   */
  groupRows(rows: readonly number[], column: string, code: RuleId, message: string, options: ReportOptions = {}): void {
    const ranges = new RowRanges();
    for (const row of rows) ranges.add(row);
    const list = ranges.toArray();
    this.group(list, column, code, ranges.count > 1 ? `${message} (${rowsText(list, ranges.count)})` : message, options);
  }

  /** A file- or column-level problem (missing column, wrong type): no row. */
  table(column: string | undefined, code: RuleId, message: string, options: ReportOptions = {}): void {
    this.sink.add(this.sink.diagnostic(this.file, code, message, column === undefined ? { kind: 'parquet' } : { kind: 'parquet', column }, options));
  }

  private groupOf(code: RuleId, column: string | undefined): RowGroup {
    const last = this.lastGroup;
    if (last && last.code === code && last.column === column) return last.group;
    const group = this.sink.rowGroup(this.file, code, column);
    this.lastGroup = { code, column, group };
    return group;
  }
}
