import type { RuleInfo } from '../index';

export const tailraceRules: RuleInfo[] = [];
