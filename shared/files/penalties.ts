// STUB: replaced by the rule module for this file.
import type { JsonFileContext } from './context';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PenaltiesModel {}

export function checkPenaltiesFile(_context: JsonFileContext): PenaltiesModel {
  return {};
}
