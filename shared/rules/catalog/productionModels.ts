import type { RuleInfo } from '../index';

export const productionModelsRules: RuleInfo[] = [];
