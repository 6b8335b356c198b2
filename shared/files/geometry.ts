// STUB: replaced by the rule module for this file.
import type { ParquetFileContext } from './context';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GeometrySummary {}

export async function checkGeometryTable(_context: ParquetFileContext): Promise<GeometrySummary> {
  return {};
}
