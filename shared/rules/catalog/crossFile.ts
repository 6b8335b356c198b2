import type { RuleInfo } from '../index';

export const crossFileRules: RuleInfo[] = [];
