import type { RuleInfo } from '../index';

export const xfPlantsRules: RuleInfo[] = [];
