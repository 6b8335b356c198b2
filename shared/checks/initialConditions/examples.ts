// Failing and passing examples for the rules in catalog.ts.
import { baselineInitialConditions } from '../../rules/examples/baseline';
import type { RuleExample, RuleExamples } from '../../rules/examples/types';

const FILE = 'initial_conditions.json';

function initialConditionsWith(change: (conditions: any) => void): any {
  const conditions = baselineInitialConditions();
  change(conditions);
  return conditions;
}

/** A one-place example on initial_conditions.json: the failing case bends the baseline, the passing one bends it the right way. */
function initialConditionsExample(why: string, failing: (conditions: any) => void, passing: (conditions: any) => void = () => {}): RuleExample {
  return { show: FILE, why, failing: { [FILE]: initialConditionsWith(failing) }, passing: { [FILE]: initialConditionsWith(passing) } };
}

const observation = (hydro_id: number, start_date: string, end_date: string, value_m3s = 500.0) => ({ hydro_id, start_date, end_date, value_m3s });

export const initialConditionsExamples: RuleExamples = {
  'INI-001': initialConditionsExample('filling_storage is missing; with no filling reservoir it is written [].', (c) => delete c.filling_storage),
  'INI-002': initialConditionsExample(
    'The storage is written as a string.',
    (c) => (c.storage = [{ hydro_id: 0, value_hm3: '15000' }]),
    (c) => (c.storage = [{ hydro_id: 0, value_hm3: 15000.0 }]),
  ),
  'INI-003': initialConditionsExample(
    'A reservoir starts with negative storage.',
    (c) => (c.storage = [{ hydro_id: 0, value_hm3: -10.0 }]),
    (c) => (c.storage = [{ hydro_id: 0, value_hm3: 0.0 }]),
  ),
  'INI-004': initialConditionsExample(
    'Plant 0 has two initial storages.',
    (c) =>
      (c.storage = [
        { hydro_id: 0, value_hm3: 100.0 },
        { hydro_id: 0, value_hm3: 120.0 },
      ]),
    (c) =>
      (c.storage = [
        { hydro_id: 0, value_hm3: 100.0 },
        { hydro_id: 1, value_hm3: 120.0 },
      ]),
  ),
  'INI-005': initialConditionsExample(
    'Plant 3 is both in operation and filling.',
    (c) => ((c.storage = [{ hydro_id: 3, value_hm3: 100.0 }]), (c.filling_storage = [{ hydro_id: 3, value_hm3: 20.0 }])),
    (c) => (c.filling_storage = [{ hydro_id: 3, value_hm3: 20.0 }]),
  ),
  'INI-006': initialConditionsExample(
    'Two past inflows, but three seasons for them.',
    (c) => (c.past_inflows = [{ hydro_id: 0, values_m3s: [600.0, 500.0], season_ids: [2, 1, 0] }]),
    (c) => (c.past_inflows = [{ hydro_id: 0, values_m3s: [600.0, 500.0], season_ids: [2, 1] }]),
  ),
  'INI-007': initialConditionsExample(
    'The observed period ends on the day it starts.',
    (c) => (c.recent_observations = [observation(0, '2026-04-01', '2026-04-01')]),
    (c) => (c.recent_observations = [observation(0, '2026-04-01', '2026-04-04')]),
  ),
  'INI-008': initialConditionsExample(
    'An observed inflow is negative.',
    (c) => (c.recent_observations = [observation(0, '2026-04-01', '2026-04-04', -5.0)]),
    (c) => (c.recent_observations = [observation(0, '2026-04-01', '2026-04-04', 5.0)]),
  ),
  'INI-009': initialConditionsExample(
    'The second observation of plant 0 starts before the first one ends.',
    (c) => (c.recent_observations = [observation(0, '2026-04-01', '2026-04-04'), observation(0, '2026-04-03', '2026-04-11')]),
    (c) => (c.recent_observations = [observation(0, '2026-04-01', '2026-04-04'), observation(0, '2026-04-04', '2026-04-11')]),
  ),
  'INI-090': initialConditionsExample(
    '"past_inflow" is misspelt, so the loader ignores the lags given there.',
    (c) => (c.past_inflow = [{ hydro_id: 0, values_m3s: [600.0] }]),
    (c) => (c.past_inflows = [{ hydro_id: 0, values_m3s: [600.0] }]),
  ),
};
