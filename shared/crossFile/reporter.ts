// Reports a cross-file finding in whichever file the user should act on, with the other side(s)
// as related information. JSON locations come from the documents the case read.
import type { CaseModel } from '../checks/caseModel';
import type { JsonNode } from '../core/json/document';
import type { DiagnosticData, RelatedInformation, RowRange } from '../core/diagnostics';
import { JsonReporter, ParquetReporter, relatedAt, type DiagnosticSink, type ReportOptions } from '../core/reporter';
import { anchorOfObject, pathOf } from '../core/json/nodes';
import { ruleSeverity, type RuleId } from '../rules';
import type { restatedRules } from './checks/catalog';

type Restated = typeof restatedRules;

/** The file rules the XF rule `Code` restates (`restatedRules`): the `data.fileRule` its diagnostics may name. */
export type FileRuleOf<Code extends RuleId> = { [File in keyof Restated]: Code extends Restated[File][number] ? File : never }[keyof Restated];

/** A cross-file report's options: its `fileRule`, when it names one, is a file rule its code restates. */
export type CrossFileReportOptions<Code extends RuleId> = Omit<ReportOptions, 'data'> & {
  data?: Omit<DiagnosticData, 'fileRule'> & { fileRule?: FileRuleOf<Code> };
};

export class CrossFileReporter {
  private readonly jsonReporters = new Map<string, JsonReporter>();

  constructor(
    private readonly sink: DiagnosticSink,
    private readonly model: CaseModel,
  ) {}

  private jsonReporter(file: string): JsonReporter | undefined {
    let reporter = this.jsonReporters.get(file);
    const doc = this.model.documents.get(file);
    if (!reporter && doc) {
      reporter = new JsonReporter(this.sink, doc);
      this.jsonReporters.set(file, reporter);
    }
    return reporter;
  }

  /** On a JSON node (a value or a key). */
  json<Code extends RuleId>(file: string, node: JsonNode, code: Code, message: string, options: CrossFileReportOptions<Code> = {}): void {
    const reporter = this.jsonReporter(file);
    if (reporter) reporter.at(node, code, message, options);
    else this.file(file, code, message, options);
  }

  /** On a span of a JSON file's text (a term inside an expression string), `path` naming the value holding it. */
  jsonSpan<Code extends RuleId>(file: string, path: string, offset: number, length: number, code: Code, message: string, options: CrossFileReportOptions<Code> = {}): void {
    const reporter = this.jsonReporter(file);
    if (reporter) reporter.atSpan(path, offset, length, code, message, options);
    else this.file(file, code, message, options);
  }

  /** On an object as a whole (its key in the parent, else its `{`). */
  onObject<Code extends RuleId>(file: string, object: JsonNode, code: Code, message: string, options: CrossFileReportOptions<Code> = {}): void {
    const reporter = this.jsonReporter(file);
    if (reporter) reporter.onObject(object, code, message, options);
    else this.file(file, code, message, options);
  }

  /** On a Parquet row (and column), or the table when `row` is undefined. */
  parquet<Code extends RuleId>(file: string, row: number | undefined, column: string | undefined, code: Code, message: string, options: CrossFileReportOptions<Code> = {}): void {
    const reporter = new ParquetReporter(this.sink, file);
    if (row === undefined) reporter.table(column, code, message, options);
    else reporter.row(row, column, code, message, options);
  }

  /** On every row of `ranges` (inclusive) in one column: a rule's rows there are one diagnostic (D27). */
  parquetRows<Code extends RuleId>(file: string, ranges: readonly RowRange[], column: string, code: Code, message: string, options: CrossFileReportOptions<Code> = {}): void {
    new ParquetReporter(this.sink, file).rows(ranges, column, code, message, options);
  }

  /**
   * One finding about a group of rows (a plant's rows, say): a diagnostic of its own at the group's
   * lowest row, carrying every row, never merged with another group's (decision D27).
   */
  parquetGroup<Code extends RuleId>(file: string, ranges: readonly RowRange[], column: string, code: Code, message: string, options: CrossFileReportOptions<Code> = {}): void {
    new ParquetReporter(this.sink, file).group(ranges, column, code, message, options);
  }

  /** On a file as a whole (an absent file the rule asks for, a file-level fact). */
  file<Code extends RuleId>(file: string, code: Code, message: string, options: CrossFileReportOptions<Code> = {}): void {
    this.sink.add({
      code,
      severity: options.severity ?? ruleSeverity(code),
      message,
      file,
      location: { kind: 'file' },
      ...(options.related ? { related: options.related } : {}),
      ...(options.data ? { data: options.data } : {}),
    });
  }

  // Related places ------------------------------------------------------------------------

  relatedJson(file: string, node: JsonNode, message: string): RelatedInformation {
    const doc = this.model.documents.get(file);
    return doc ? relatedAt(doc, node, message) : this.relatedFile(file, message);
  }

  /** The object's anchor (its key or `{`), for "see the stage" rather than its whole text. */
  relatedObject(file: string, object: JsonNode, message: string): RelatedInformation {
    const doc = this.model.documents.get(file);
    if (!doc) return this.relatedFile(file, message);
    const anchor = anchorOfObject(object);
    return { file, location: { kind: 'json', path: pathOf(object), offset: anchor.offset, length: anchor.length, range: doc.rangeOf(anchor.offset, anchor.length) }, message };
  }

  relatedRow(file: string, row: number | undefined, column: string | undefined, message: string): RelatedInformation {
    return { file, location: { kind: 'parquet', ...(row !== undefined ? { row } : {}), ...(column !== undefined ? { column } : {}) }, message };
  }

  relatedFile(file: string, message: string): RelatedInformation {
    return { file, location: { kind: 'file' }, message };
  }
}
