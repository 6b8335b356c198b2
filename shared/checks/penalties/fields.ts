// penalties.json (spec §2.8): the default penalty costs of buses, lines, hydro plants and
// non-controllable sources. The file is closed: every level rejects unknown keys (PEN-001).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import type { RuleId } from '../../rules/index';

const FILE = 'penalties.json';
const SPEC = '§2.8';
const FLOW_COST = '$/(m³/s·h)';
const ANY_COST = ['PEN-001', 'PEN-024'] as const;

const root: FieldEntry[] = [
  {
    key: 'bus',
    meaning: 'Default penalties of every bus: the deficit cost curve and the excess generation cost.',
    type: 'object',
    required: 'yes',
    spec: SPEC,
    rules: ['PEN-002', 'PEN-001'],
  },
  {
    key: 'line',
    meaning: 'Default penalty of every transmission line.',
    type: 'object',
    required: 'yes',
    spec: SPEC,
    rules: ['PEN-002', 'PEN-001'],
  },
  {
    key: 'hydro',
    meaning: 'Default penalty costs of every hydro plant.',
    type: 'object',
    required: 'yes',
    spec: SPEC,
    rules: ['PEN-002', 'PEN-001'],
  },
  {
    key: 'non_controllable_source',
    meaning: 'Default penalty of every non-controllable source.',
    type: 'object',
    required: 'yes',
    spec: SPEC,
    rules: ['PEN-002', 'PEN-001'],
  },
  {
    key: '$schema',
    meaning: 'Address of a JSON schema that editors may use. Informational: never validated.',
    type: 'string or null',
    required: 'no',
    spec: '§2.8, §9',
    rules: ['PEN-003'],
  },
];

const bus: FieldEntry[] = [
  {
    key: 'deficit_segments',
    meaning: 'The piecewise-linear cost of unserved load, one segment after the other. The last segment is usually unbounded (depth_mw null).',
    type: 'array',
    required: 'yes',
    spec: SPEC,
    rules: ['PEN-010', 'PEN-001'],
    snippet: ['{', '\t"cost": ${1:1000.0},', '\t"depth_mw": ${2:null}', '}'].join('\n'),
  },
  {
    key: 'deficit_segments[].cost',
    meaning: 'The cost of each MWh of deficit that falls in this segment.',
    type: 'number',
    required: 'yes',
    unit: '$/MWh',
    spec: SPEC,
    rules: ['PEN-011', ...ANY_COST],
  },
  {
    key: 'deficit_segments[].depth_mw',
    meaning: 'How much deficit the segment covers. Null means the segment has no limit, as the last one does.',
    type: 'number or null',
    required: 'no',
    unit: 'MW',
    default: 'null (unbounded)',
    spec: SPEC,
    rules: ['PEN-012', 'PEN-001'],
  },
  {
    key: 'excess_cost',
    meaning: 'The cost of each MWh generated beyond the load of the bus.',
    type: 'number',
    required: 'yes',
    unit: '$/MWh',
    spec: SPEC,
    rules: ['PEN-013', ...ANY_COST],
  },
];

const line: FieldEntry[] = [
  {
    key: 'exchange_cost',
    meaning: 'The cost of each MWh carried over a line.',
    type: 'number',
    required: 'yes',
    unit: '$/MWh',
    spec: SPEC,
    rules: ['PEN-014', ...ANY_COST],
  },
];

const nonControllable: FieldEntry[] = [
  {
    key: 'curtailment_cost',
    meaning: 'The cost of each MWh of available non-controllable generation that is curtailed.',
    type: 'number',
    required: 'yes',
    unit: '$/MWh',
    spec: SPEC,
    rules: ['PEN-015', ...ANY_COST],
  },
];

/** A required hydro cost (PEN-020). */
function requiredHydroCost(key: string, meaning: string, unit = FLOW_COST): FieldEntry {
  return { key, meaning, type: 'number', required: 'yes', unit, spec: SPEC, rules: ['PEN-020', ...ANY_COST] };
}

/** An optional directional cost that falls back to its symmetric cost. */
function directionalCost(key: string, meaning: string, symmetric: string, rule: RuleId): FieldEntry {
  return { key, meaning, type: 'number or null', required: 'no', unit: FLOW_COST, default: symmetric, spec: SPEC, rules: [rule, ...ANY_COST] };
}

const hydro: FieldEntry[] = [
  requiredHydroCost('spillage_cost', 'The penalty on water spilled past the turbines.'),
  requiredHydroCost('turbined_cost', 'A small cost on turbined flow that regularises the dispatch. Older cases call it "fpha_turbined_cost", a key the loader rejects (D2).'),
  requiredHydroCost('diversion_cost', 'The penalty on diverted flow.'),
  requiredHydroCost('storage_violation_below_cost', 'The penalty on storage that falls below the reservoir minimum.', '$/hm³'),
  requiredHydroCost('filling_target_violation_cost', 'The penalty on missing a reservoir filling target.', '$/hm³'),
  requiredHydroCost('turbined_violation_below_cost', 'The penalty on turbined flow below its minimum.'),
  requiredHydroCost('outflow_violation_below_cost', 'The penalty on total outflow below its minimum.'),
  requiredHydroCost('outflow_violation_above_cost', 'The penalty on total outflow above its maximum.'),
  requiredHydroCost('generation_violation_below_cost', 'The penalty on generation below its minimum.', '$/MWh'),
  requiredHydroCost('evaporation_violation_cost', 'The penalty on a mismatch of the evaporation in either direction; the default of both directional evaporation costs.'),
  directionalCost('evaporation_violation_pos_cost', 'The penalty on evaporating more than the target.', 'evaporation_violation_cost', 'PEN-021'),
  directionalCost('evaporation_violation_neg_cost', 'The penalty on evaporating less than the target.', 'evaporation_violation_cost', 'PEN-021'),
  requiredHydroCost('water_withdrawal_violation_cost', 'The penalty on a mismatch of the water withdrawal in either direction; the default of both directional withdrawal costs.'),
  directionalCost('water_withdrawal_violation_pos_cost', 'The penalty on withdrawing more water than the target.', 'water_withdrawal_violation_cost', 'PEN-022'),
  directionalCost('water_withdrawal_violation_neg_cost', 'The penalty on withdrawing less water than the target.', 'water_withdrawal_violation_cost', 'PEN-022'),
  {
    key: 'inflow_nonnegativity_cost',
    meaning: 'The penalty that keeps sampled inflows from going negative.',
    type: 'number or null',
    required: 'no',
    unit: FLOW_COST,
    default: '1000.0',
    spec: '§2.8, §8',
    rules: ['PEN-023', ...ANY_COST],
  },
];

export const penaltiesFieldDocs: readonly FieldDoc[] = [
  ...fieldsUnder(FILE, '', root),
  ...fieldsUnder(FILE, 'bus', bus),
  ...fieldsUnder(FILE, 'line', line),
  ...fieldsUnder(FILE, 'non_controllable_source', nonControllable),
  ...fieldsUnder(FILE, 'hydro', hydro),
];
