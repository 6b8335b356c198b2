// Failing and passing examples for the rules in ../catalog/seasons.ts.
import type { RuleExample } from './types';

export const seasonsExamples: Record<string, RuleExample> = {};
