import type { RuleInfo } from '../index';

export const postStudyRules: RuleInfo[] = [];
