// Failing and passing examples for the rules in ../catalog/productivity.ts.
import type { RuleExample } from './types';

export const productivityExamples: Record<string, RuleExample> = {};
