// Failing and passing examples for the rules in ../catalog/xfTables.ts.
import type { RuleExample } from './types';

export const xfTablesExamples: Record<string, RuleExample> = {};
