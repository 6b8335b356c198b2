// Cross-file rules joining hydros.json, the production-model entries and the productivity file
// (XF-001..005, XF-013..015, XF-029). Each rule lives in plants/ by what it asks.
import type { CrossFileRule } from '../context';
import { identityRules } from './plants/identity';
import { coverageRules } from './plants/coverage';
import { productivityRules } from './plants/productivity';
import { stageIdRules } from './plants/stageIds';

export const plantRules: CrossFileRule[] = [...identityRules, ...coverageRules, ...productivityRules, ...stageIdRules];
