// Cross-file rules joining hydros.json, the production-model entries and the productivity file
// (XF-001..005, XF-013..015, XF-029). Each rule lives in plants/ by what it asks.
import type { CrossFileRule } from '../context';
import { identityRules } from '../checks/plants/identity';
import { coverageRules } from '../checks/plants/coverage';
import { productivityRules } from '../checks/plants/productivity';
import { stageIdRules } from '../checks/plants/stageIds';

export const plantRules: CrossFileRule[] = [...identityRules, ...coverageRules, ...productivityRules, ...stageIdRules];
