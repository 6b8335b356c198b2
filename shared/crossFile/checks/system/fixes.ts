// The quick fixes of the system/ references (catalog.ts), by rule id: completion's ids for the field.
import { defineFixes } from '../../../checks/fixes/model';
import { referenceIdFix } from '../../../checks/fixes/referenceIdFix';

export const systemReferenceFixes = defineFixes({
  'REF-001': referenceIdFix,
  'REF-002': referenceIdFix,
  'REF-003': referenceIdFix,
  'REF-004': referenceIdFix,
});
