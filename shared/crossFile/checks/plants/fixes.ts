// The quick fixes of the plant cross-file rules (catalog.ts), by rule id.
import { defineFixes } from '../../../checks/fixes/model';
import type { CrossFileFixValidation } from '../../context';
import { plantIdFix } from './plantIdFix';
import { modelEntryFix } from './modelEntryFix';
import { referenceIdFix } from '../../../checks/fixes/referenceIdFix';

export const xfPlantsFixes = defineFixes<CrossFileFixValidation>({
  'XF-001': modelEntryFix,
  'XF-002': plantIdFix,
  'XF-013': referenceIdFix,
});
