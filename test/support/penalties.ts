// A valid penalties.json: every required field, no unknown key. Kept apart from cases.ts (which
// registers test hooks) so the benchmark's generator can use it too.

export function validPenalties(): any {
  return {
    bus: { deficit_segments: [{ depth_mw: 500.0, cost: 1000.0 }, { depth_mw: null, cost: 5000.0 }], excess_cost: 100.0 },
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
