// Cross-file rules joining hydros.json, the production-model entries and the productivity file
// (XF-001..005, XF-013..015, XF-029). Each rule lives in this folder by what it asks.
import type { CrossFileRule } from '../../context';
import { identityRules } from './identity';
import { coverageRules } from './coverage';
import { productivityJoins } from './productivity';
import { stageIdRules } from './stageIds';

export const plantRules: CrossFileRule[] = [...identityRules, ...coverageRules, ...productivityJoins, ...stageIdRules];
