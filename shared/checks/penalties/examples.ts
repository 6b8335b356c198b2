// Failing and passing examples for the rules in catalog.ts.
import { baselinePenalties } from '../../rules/examples/baseline';
import type { RuleExample, RuleExamples } from '../../rules/examples/types';

function penaltiesWith(change: (penalties: any) => void): any {
  const penalties = baselinePenalties();
  change(penalties);
  return penalties;
}

/** A one-place example on penalties.json: the failing case bends the baseline, the passing one is the baseline or bends it the right way. */
function penaltiesExample(why: string, excerpt: RuleExample['excerpt'], failing: (penalties: any) => void, passing: (penalties: any) => void = () => {}): RuleExample {
  return {
    show: 'penalties.json',
    ...(excerpt ? { excerpt } : {}),
    why,
    failing: { 'penalties.json': penaltiesWith(failing) },
    passing: { 'penalties.json': penaltiesWith(passing) },
  };
}

/** penalties.json as text, with one literal of the baseline replaced: JSON values cannot hold a number too large for a double. */
function penaltiesText(from: string, to: string): { text: string } {
  const text = `${JSON.stringify(baselinePenalties(), null, 2)}\n`;
  if (!text.includes(from)) throw new Error(`baseline penalties.json has no ${from}`);
  return { text: text.replace(from, to) };
}

export const penaltiesExamples: RuleExamples = {
  'PEN-001': {
    show: 'penalties.json',
    excerpt: ['line'],
    why: 'line accepts only exchange_cost; "exchange_penalty" is not a key of the format.',
    failing: { 'penalties.json': penaltiesWith((p) => (p.line.exchange_penalty = 2.0)) },
    passing: { 'penalties.json': baselinePenalties() },
  },
  'PEN-002': penaltiesExample('The non_controllable_source section is missing.', undefined, (p) => delete p.non_controllable_source),
  'PEN-010': penaltiesExample(
    'A single deficit cost stands where the list of deficit segments belongs.',
    ['bus'],
    (p) => (p.bus.deficit_segments = 1000.0),
    (p) => (p.bus.deficit_segments = [{ depth_mw: null, cost: 1000.0 }]),
  ),
  'PEN-011': penaltiesExample('The second deficit segment has no cost.', ['bus', 'deficit_segments'], (p) => delete p.bus.deficit_segments[1].cost),
  'PEN-012': penaltiesExample(
    'The unbounded last segment is written as the string "inf"; null means unbounded.',
    ['bus', 'deficit_segments'],
    (p) => (p.bus.deficit_segments[1].depth_mw = 'inf'),
  ),
  'PEN-013': penaltiesExample('bus has no excess_cost.', ['bus'], (p) => delete p.bus.excess_cost),
  'PEN-014': penaltiesExample('The exchange cost is written as a string.', ['line'], (p) => (p.line.exchange_cost = '2.0')),
  'PEN-015': penaltiesExample('non_controllable_source is empty: its curtailment_cost is missing.', ['non_controllable_source'], (p) => (p.non_controllable_source = {})),
  'PEN-020': penaltiesExample('hydro has no diversion_cost.', ['hydro'], (p) => delete p.hydro.diversion_cost),
  'PEN-021': penaltiesExample(
    'The over-evaporation cost is a string; leave it out (or null) to use evaporation_violation_cost, or give a number.',
    ['hydro'],
    (p) => (p.hydro.evaporation_violation_pos_cost = 'default'),
    (p) => (p.hydro.evaporation_violation_pos_cost = null),
  ),
  'PEN-022': penaltiesExample(
    'The withdrawal shortfall cost is a boolean.',
    ['hydro'],
    (p) => (p.hydro.water_withdrawal_violation_neg_cost = true),
    (p) => (p.hydro.water_withdrawal_violation_neg_cost = 1500.0),
  ),
  'PEN-023': penaltiesExample(
    'The inflow non-negativity cost is a string.',
    ['hydro'],
    (p) => (p.hydro.inflow_nonnegativity_cost = '1000'),
    (p) => (p.hydro.inflow_nonnegativity_cost = 1000.0),
  ),
  'PEN-024': {
    show: 'penalties.json',
    why: 'spillage_cost 1e400 is too large for a double and reads as infinity.',
    failing: { 'penalties.json': penaltiesText('"spillage_cost": 0.01', '"spillage_cost": 1e400') },
    passing: { 'penalties.json': penaltiesText('"spillage_cost": 0.01', '"spillage_cost": 1e300') },
  },
};
