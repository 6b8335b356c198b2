// What a file's rule module receives: the parsed file and the means to report on it.
import type { JsonDocument } from '../engine/json/document';
import type { FieldReader } from '../engine/json/fields';
import type { ParquetTable } from '../engine/parquet/reader';
import type { JsonReporter, ParquetReporter } from '../engine/reporter';

export interface JsonFileContext {
  doc: JsonDocument;
  report: JsonReporter;
  fields: FieldReader;
}

export interface ParquetFileContext {
  table: ParquetTable;
  report: ParquetReporter;
}
