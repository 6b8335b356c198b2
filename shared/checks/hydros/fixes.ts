// The quick fixes of the hydros.json rules (catalog.ts), by rule id.
import { boundSwapFix } from '../fixes/boundSwap';
import { defineFixes } from '../fixes/model';

export const hydrosFixes = defineFixes({
  'HYD-022': boundSwapFix('min_storage_hm3', 'max_storage_hm3'),
  'HYD-032': boundSwapFix('min_outflow_m3s', 'max_outflow_m3s'),
  'HYD-042': boundSwapFix('min_turbined_m3s', 'max_turbined_m3s'),
  'HYD-043': boundSwapFix('min_generation_mw', 'max_generation_mw'),
});
