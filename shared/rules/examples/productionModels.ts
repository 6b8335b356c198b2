// Failing and passing examples for the rules in ../catalog/productionModels.ts.
import type { RuleExample } from './types';

export const productionModelsExamples: Record<string, RuleExample> = {};
