// The quick fixes of the thermals.json rules (catalog.ts), by rule id.
import { boundSwapFix } from '../fixes/boundSwap';
import { defineFixes, safeFix } from '../fixes/model';

export const thermalsFixes = defineFixes({
  'THM-023': safeFix('boundSwaps', boundSwapFix('min_mw', 'max_mw')),
});
