// Failing and passing examples for the rules in ../catalog/stages.ts.
import type { RuleExample } from './types';

export const stagesExamples: Record<string, RuleExample> = {};
