import type { RuleInfo } from '../index';

export const geometryRules: RuleInfo[] = [];
