// Failing and passing examples for the rules in ../catalog/tailrace.ts.
import type { RuleExample } from './types';

export const tailraceExamples: Record<string, RuleExample> = {};
