// The quick fixes of the calendar cross-file rules (catalog.ts), by rule id.
import { expectedStartDateFix } from '../../../checks/fixes/expectedStartDate';
import { defineFixes } from '../../../checks/fixes/model';
import type { CrossFileFixValidation } from '../../context';
import { missingBoundRowFix } from './thermalBoundsFix';

export const xfCalendarFixes = defineFixes<CrossFileFixValidation>({
  'XF-017': expectedStartDateFix('the study horizon end'),
  'XF-019': missingBoundRowFix,
});
