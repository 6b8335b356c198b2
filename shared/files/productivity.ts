// STUB: replaced by the rule module for this file.
import type { ParquetFileContext } from './context';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProductivitySummary {}

export async function checkProductivityTable(_context: ParquetFileContext): Promise<ProductivitySummary> {
  return {};
}
