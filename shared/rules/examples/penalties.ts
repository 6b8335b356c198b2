// Failing and passing examples for the rules in ../catalog/penalties.ts.
import { baselinePenalties } from './baseline';
import type { RuleExample } from './types';

function penaltiesWith(change: (penalties: any) => void): any {
  const penalties = baselinePenalties();
  change(penalties);
  return penalties;
}

export const penaltiesExamples: Record<string, RuleExample> = {
  'PEN-001': {
    show: 'penalties.json',
    excerpt: ['line'],
    why: 'line accepts only exchange_cost; "exchange_penalty" is not a key of the format.',
    failing: { 'penalties.json': penaltiesWith((p) => (p.line.exchange_penalty = 2.0)) },
    passing: { 'penalties.json': baselinePenalties() },
  },
};
