import type { RuleInfo } from '../index';

export const hyperplanesRules: RuleInfo[] = [];
