import type { RuleInfo } from '../index';

export const xfTablesRules: RuleInfo[] = [];
