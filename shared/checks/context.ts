// What a file's rule module receives: the parsed file and the means to report on it.
import type { JsonDocument } from '../core/json/document';
import type { FieldReader } from '../core/json/fields';
import type { ParquetTable } from '../core/parquet/reader';
import type { JsonReporter, ParquetReporter } from '../core/reporter';
import type { EntryReuse } from './entryReuse';

export interface JsonFileContext {
  doc: JsonDocument;
  report: JsonReporter;
  fields: FieldReader;
  /** In the editor: the previous check's per-entry records, to check again only what an edit changed (entryReuse.ts). */
  reuse?: EntryReuse;
}

export interface ParquetFileContext {
  table: ParquetTable;
  report: ParquetReporter;
}
