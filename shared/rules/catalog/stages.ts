import type { RuleInfo } from '../index';

export const stagesRules: RuleInfo[] = [];
