// Failing and passing examples for the rules in ../catalog/case.ts.
import type { RuleExample } from './types';

export const caseExamples: Record<string, RuleExample> = {};
