import type { RuleInfo } from '../index';

export const xfCalendarRules: RuleInfo[] = [];
