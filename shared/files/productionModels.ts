// STUB: replaced by the rule module for this file.
import type { JsonFileContext } from './context';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ProductionModelsModel {}

export function checkProductionModelsFile(_context: JsonFileContext): ProductionModelsModel {
  return {};
}
