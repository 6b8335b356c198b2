// The quick fixes of the pumping_stations.json rules (catalog.ts), by rule id.
import { boundSwapFix } from '../fixes/boundSwap';
import { defineFixes } from '../fixes/model';

export const pumpingFixes = defineFixes({
  'PMP-022': boundSwapFix('min_m3s', 'max_m3s'),
});
