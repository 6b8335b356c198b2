// The quick fixes of the plant cross-file rules (catalog.ts), by rule id.
import { defineFixes } from '../../../checks/fixes/model';
import { plantIdFix } from './plantIdFix';

export const xfPlantsFixes = defineFixes({
  'XF-002': plantIdFix,
});
