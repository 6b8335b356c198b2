// The quick fixes of the energy_contracts.json rules (catalog.ts), by rule id.
import { boundSwapFix } from '../fixes/boundSwap';
import { defineFixes, safeFix } from '../fixes/model';

export const contractsFixes = defineFixes({
  'CTR-022': safeFix('boundSwaps', boundSwapFix('min_mw', 'max_mw')),
});
