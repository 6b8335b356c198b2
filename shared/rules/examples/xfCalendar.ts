// Failing and passing examples for the rules in ../catalog/xfCalendar.ts.
import type { RuleExample } from './types';

export const xfCalendarExamples: Record<string, RuleExample> = {};
