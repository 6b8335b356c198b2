// Failing and passing examples for the rules in catalog.ts. The starting file holds plant 0 flowing into plant 1.
import { systemExample } from '../../rules/examples/systemBuilders';
import type { RuleExamples } from '../../rules/examples/types';
import { HYDROS } from '../../core/case/layout';

const at = ['hydros', 0];
const set = (change: (plant: any) => void) => (f: Record<string, any>) => change(f[HYDROS].hydros[0]);
const twelve = (value: number) => Array.from({ length: 12 }, () => value);

export const hydrosExamples: RuleExamples = {
  'HYD-001': systemExample(HYDROS, 'A plant entry is null.', undefined, (f) => f[HYDROS].hydros.push(null)),
  'HYD-010': systemExample(
    HYDROS,
    'The id is missing.',
    at,
    set((h) => delete h.id),
  ),
  'HYD-012': systemExample(
    HYDROS,
    'The name is a number.',
    at,
    set((h) => (h.name = 0)),
  ),
  'HYD-013': systemExample(
    HYDROS,
    'The bus id has a fraction.',
    at,
    set((h) => (h.bus_id = 0.5)),
  ),
  'HYD-014': systemExample(
    HYDROS,
    'The downstream plant is named by its name.',
    at,
    set((h) => (h.downstream_id = 'H1')),
  ),
  'HYD-015': systemExample(
    HYDROS,
    'The entry stage is a string.',
    at,
    set((h) => (h.entry_stage_id = 'first')),
    set((h) => (h.entry_stage_id = 0)),
  ),
  'HYD-016': systemExample(
    HYDROS,
    'The plant leaves service at stage 1, before it enters at stage 2.',
    at,
    set((h) => Object.assign(h, { entry_stage_id: 2, exit_stage_id: 1 })),
    set((h) => Object.assign(h, { entry_stage_id: 1, exit_stage_id: 2 })),
  ),
  'HYD-020': systemExample(
    HYDROS,
    'The reservoir is missing.',
    at,
    set((h) => delete h.reservoir),
  ),
  'HYD-021': systemExample(
    HYDROS,
    'A negative minimum storage.',
    at,
    set((h) => (h.reservoir.min_storage_hm3 = -10.0)),
  ),
  'HYD-022': systemExample(
    HYDROS,
    'min_storage_hm3 300 is above max_storage_hm3 200.',
    at,
    set((h) => (h.reservoir.min_storage_hm3 = 300.0)),
    set((h) => (h.reservoir.min_storage_hm3 = 200.0)),
  ),
  'HYD-030': systemExample(
    HYDROS,
    'The outflow limits are missing.',
    at,
    set((h) => delete h.outflow),
  ),
  'HYD-031': systemExample(
    HYDROS,
    'A negative minimum outflow.',
    at,
    set((h) => (h.outflow.min_outflow_m3s = -1.0)),
    set((h) => (h.outflow.max_outflow_m3s = null)),
  ),
  'HYD-032': systemExample(
    HYDROS,
    'The maximum outflow 5 is below the minimum 10.',
    at,
    set((h) => (h.outflow = { min_outflow_m3s: 10.0, max_outflow_m3s: 5.0 })),
  ),
  'HYD-040': systemExample(
    HYDROS,
    '"constant" is not a generation model.',
    at,
    set((h) => (h.generation.model = 'constant')),
    set((h) => (h.generation.model = 'linearized_head')),
  ),
  'HYD-041': systemExample(
    HYDROS,
    'The turbine limits are missing.',
    at,
    set((h) => delete h.generation.min_turbined_m3s),
  ),
  'HYD-042': systemExample(
    HYDROS,
    'max_turbined_m3s 5 is below min_turbined_m3s 10.',
    at,
    set((h) => Object.assign(h.generation, { min_turbined_m3s: 10.0, max_turbined_m3s: 5.0 })),
  ),
  'HYD-043': systemExample(
    HYDROS,
    'max_generation_mw 5 is below min_generation_mw 10.',
    at,
    set((h) => Object.assign(h.generation, { min_generation_mw: 10.0, max_generation_mw: 5.0 })),
  ),
  'HYD-050': systemExample(
    HYDROS,
    '"exponential" is not a tailrace model.',
    at,
    set((h) => (h.tailrace = { type: 'exponential', coefficients: [1.0] })),
    set((h) => (h.tailrace = { type: 'polynomial', coefficients: [1.0] })),
  ),
  'HYD-051': systemExample(
    HYDROS,
    'A constant loss needs value_m, not value.',
    at,
    set((h) => (h.hydraulic_losses = { type: 'constant', value: 1.0 })),
    set((h) => (h.hydraulic_losses = { type: 'constant', value_m: 1.0 })),
  ),
  'HYD-052': systemExample(
    HYDROS,
    '"curve" is not an efficiency model.',
    at,
    set((h) => (h.efficiency = { type: 'curve', value: 0.9 })),
    set((h) => (h.efficiency = { type: 'constant', value: 0.9 })),
  ),
  'HYD-053': systemExample(
    HYDROS,
    'Eleven monthly coefficients.',
    at,
    set((h) => (h.evaporation = { coefficients_mm: twelve(1.0).slice(1) })),
    set((h) => (h.evaporation = { coefficients_mm: twelve(1.0) })),
  ),
  'HYD-054': systemExample(
    HYDROS,
    'A reference volume of 500 hm³ is above the reservoir maximum of 200.',
    at,
    set((h) => (h.evaporation = { coefficients_mm: twelve(1.0), reference_volumes_hm3: twelve(500.0) })),
    set((h) => (h.evaporation = { coefficients_mm: twelve(1.0), reference_volumes_hm3: twelve(100.0) })),
  ),
  'HYD-055': systemExample(
    HYDROS,
    'The diversion has no flow limit.',
    at,
    set((h) => (h.diversion = { downstream_id: 1 })),
    set((h) => (h.diversion = { downstream_id: 1, max_flow_m3s: 10.0 })),
  ),
  'HYD-056': systemExample(
    HYDROS,
    'The filling start stage is a date.',
    at,
    set((h) => (h.filling = { start_stage_id: '2024-01-01' })),
    set((h) => (h.filling = { start_stage_id: 0 })),
  ),
  'HYD-057': systemExample(
    HYDROS,
    'A plant spillage cost written as a string.',
    at,
    set((h) => (h.penalties = { spillage_cost: '0.01' })),
    set((h) => (h.penalties = { spillage_cost: 0.01 })),
  ),
  'HYD-060': systemExample(
    HYDROS,
    'Plant 0 flows into plant 7, which the file does not declare.',
    at,
    set((h) => (h.downstream_id = 7)),
  ),
  'HYD-061': systemExample(
    HYDROS,
    'Plant 0 diverts water to plant 7, which the file does not declare.',
    at,
    set((h) => (h.diversion = { downstream_id: 7, max_flow_m3s: 10.0 })),
  ),
  'HYD-062': systemExample(HYDROS, 'Plant 0 flows into plant 1, and plant 1 back into plant 0.', undefined, (f) => (f[HYDROS].hydros[1].downstream_id = 0)),
  'HYD-090': systemExample(
    HYDROS,
    '"downstream" is a misspelt "downstream_id".',
    at,
    set((h) => {
      h.downstream = h.downstream_id;
      delete h.downstream_id;
    }),
  ),
};
