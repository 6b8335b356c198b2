// Failing and passing examples for the rules in ../catalog/geometry.ts.
import type { RuleExample } from './types';

export const geometryExamples: Record<string, RuleExample> = {};
