// STUB: replaced by the rule module for this file.
import type { ParquetFileContext } from './context';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TailraceSummary {}

export async function checkTailraceTable(_context: ParquetFileContext): Promise<TailraceSummary> {
  return {};
}
