import type { RuleInfo } from '../index';

export const penaltiesRules: RuleInfo[] = [];
