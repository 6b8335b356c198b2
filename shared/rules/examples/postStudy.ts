// Failing and passing examples for the rules in ../catalog/postStudy.ts.
import type { RuleExample } from './types';

export const postStudyExamples: Record<string, RuleExample> = {};
