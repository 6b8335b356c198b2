// STUB: replaced by the rule module for this file.
import type { ParquetFileContext } from './context';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HyperplanesSummary {}

export async function checkHyperplanesTable(_context: ParquetFileContext): Promise<HyperplanesSummary> {
  return {};
}
