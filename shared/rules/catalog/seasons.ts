import type { RuleInfo } from '../index';

/** stages.json rules about the season map and pre-study stages. */
export const seasonsRules: RuleInfo[] = [];
