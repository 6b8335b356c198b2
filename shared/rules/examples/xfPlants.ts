// Failing and passing examples for the rules in ../catalog/xfPlants.ts.
import type { RuleExample } from './types';

export const xfPlantsExamples: Record<string, RuleExample> = {};
