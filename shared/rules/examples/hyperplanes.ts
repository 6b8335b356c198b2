// Failing and passing examples for the rules in ../catalog/hyperplanes.ts.
import type { RuleExample } from './types';

export const hyperplanesExamples: Record<string, RuleExample> = {};
