import type { RuleInfo } from '../index';

export const productivityRules: RuleInfo[] = [];
