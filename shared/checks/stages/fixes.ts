// The quick fixes of the stages.json rules (catalog.ts, seasonCatalog.ts), by rule id.
import { defineFixes, safeFix } from '../fixes/model';
import { blockIdFix } from './blockIdFix';
import { blockHoursFix, endDateFix, fillCalendarFix, startDateFix } from './calendarFixes';
import { probabilityFix } from './probabilityFix';
import { seasonEndFix } from './seasonEndFix';
import { seasonIdFix } from './seasonIdFix';

export const stagesFixes = defineFixes({
  // Numbering the blocks in array order needs no choice: also applied file-wide.
  'STG-035': safeFix('blockIds', blockIdFix),
  'STG-021': probabilityFix,
  'STG-033': endDateFix,
  'STG-037': blockHoursFix,
  'STG-087': startDateFix,
  'STG-088': startDateFix,
  'STG-089': fillCalendarFix,
  'STG-082': seasonIdFix,
  'STG-083': seasonEndFix,
});
