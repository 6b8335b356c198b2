// The smallest valid case every rule example (and many engine tests) bends in one place: three
// monthly stages in the plain chain form, every penalty, two buses, empty plant registries, the
// required config settings and empty initial conditions, so the
// cross-file checks run and find nothing. Each call returns fresh objects, safe to mutate.
import type { ExampleJson } from './types';
import { baselineBuses } from './systemBuilders';

export function baselineStages(): any {
  return {
    policy_graph: {
      type: 'finite_horizon',
      annual_discount_rate: 0.1,
      transitions: [
        { source_id: 0, target_id: 1, probability: 1.0 },
        { source_id: 1, target_id: 2, probability: 1.0 },
      ],
    },
    stages: [
      { id: 0, start_date: '2024-01-01', end_date: '2024-02-01', blocks: [{ id: 0, name: 'SINGLE', hours: 744 }], num_openings: 10 },
      { id: 1, start_date: '2024-02-01', end_date: '2024-03-01', blocks: [{ id: 0, name: 'SINGLE', hours: 696 }], num_openings: 10 },
      { id: 2, start_date: '2024-03-01', end_date: '2024-04-01', blocks: [{ id: 0, name: 'SINGLE', hours: 744 }], num_openings: 10 },
    ],
  };
}

/** A valid penalties.json: every required field, no unknown key. */
export function baselinePenalties(): any {
  return {
    bus: {
      deficit_segments: [
        { depth_mw: 500.0, cost: 1000.0 },
        { depth_mw: null, cost: 5000.0 },
      ],
      excess_cost: 100.0,
    },
    line: { exchange_cost: 2.0 },
    hydro: {
      spillage_cost: 0.01,
      turbined_cost: 0.05,
      diversion_cost: 0.1,
      storage_violation_below_cost: 10000.0,
      filling_target_violation_cost: 50000.0,
      turbined_violation_below_cost: 500.0,
      outflow_violation_below_cost: 500.0,
      outflow_violation_above_cost: 500.0,
      generation_violation_below_cost: 1000.0,
      evaporation_violation_cost: 5000.0,
      water_withdrawal_violation_cost: 1000.0,
    },
    non_controllable_source: { curtailment_cost: 0.005 },
  };
}

/** A valid config.json: the two settings the loader requires (decision D31), nothing else. */
export function baselineConfig(): any {
  return { training: { forward_passes: 1, stopping_rules: [{ type: 'iteration_limit', limit: 10 }] } };
}

/** A valid initial_conditions.json: its two required lists, empty as the registries are. */
export function baselineInitialConditions(): any {
  return { storage: [], filling_storage: [] };
}

export function baselineCase(): Record<string, { [key: string]: ExampleJson }> {
  return {
    'stages.json': baselineStages(),
    'penalties.json': baselinePenalties(),
    'system/buses.json': baselineBuses(),
    'system/lines.json': { lines: [] },
    'system/hydros.json': { hydros: [] },
    'system/thermals.json': { thermals: [] },
    'config.json': baselineConfig(),
    'initial_conditions.json': baselineInitialConditions(),
  };
}
