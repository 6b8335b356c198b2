// The quick fixes of the post_study_stages.json rules (catalog.ts), by rule id.
import { boundSwapFix } from '../fixes/boundSwap';
import { expectedStartDateFix } from '../fixes/expectedStartDate';
import { defineFixes, safeFix } from '../fixes/model';

export const postStudyFixes = defineFixes({
  'PST-013': expectedStartDateFix('where the previous post-study stage ends'),
  'PST-024': safeFix('boundSwaps', boundSwapFix('min_mw', 'max_mw')),
});
