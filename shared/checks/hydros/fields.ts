// system/hydros.json: the hydro plants, in the loader's own format (decision D31). The fields the
// cross-file rules read keep the shape and meaning rules.md gives them ("Fields of other case
// files that the cross-file rules read", decisions D3, D8, D23).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { penaltiesFieldDocs } from '../penalties/fields';
import { SPEC, busField, idField, listField, nameField, schemaField, stageWindowFields } from '../system/fields';
import type { RuleId } from '../../rules/index';
import { HYDROS } from '../../core/case/layout';

export const GENERATION_MODELS = ['constant_productivity', 'linearized_head', 'fpha'] as const;
const SPECIFIC_UNIT = 'MW/(m³/s)/m';
const FLOW_COST = '$/(m³/s·h)';

const root: FieldEntry[] = [
  listField('hydros', 'The hydro plants of the case. The production, scenario and initial-condition files name them by id.', ['HYD-001', 'XF-002', 'HYD-090']),
  schemaField('HYD-090'),
];

function specificProductivity(where: 'hydro' | 'generation'): FieldEntry {
  return {
    key: where === 'hydro' ? 'specific_productivity_mw_per_m3s_per_m' : 'generation.specific_productivity_mw_per_m3s_per_m',
    meaning: `The specific productivity ρ_esp of the plant, written ${where === 'hydro' ? 'on the plant object' : 'inside generation'}. Both places are read (D8); a plant with it needs a geometry table whose mean equivalent head is positive.`,
    type: 'number or null',
    required: 'no',
    unit: SPECIFIC_UNIT,
    spec: '§2.3, §2.5; rules.md D8',
    rules: ['XF-009', 'XF-031'],
  };
}

function number(key: string, meaning: string, unit: string, rules: readonly RuleId[], extra: Partial<FieldEntry> = {}): FieldEntry {
  return { key, meaning, type: 'number', required: 'yes', unit, spec: SPEC, rules, ...extra };
}

const identity: FieldEntry[] = [
  idField('plant', 'downstream_id, hydro_id of the production files and the scenario files name it.', ['HYD-010', 'XF-002']),
  nameField('plant', ['HYD-012']),
  busField('the plant injects its generation into', ['HYD-013', 'REF-001']),
  {
    key: 'downstream_id',
    meaning: 'The plant that receives this plant’s outflow, if any: the next plant down the cascade. Tailrace curves keyed by a downstream level need one.',
    type: 'integer or null',
    required: 'no',
    default: 'null (the water leaves the system)',
    spec: '§2.7; rules.md D31',
    rules: ['HYD-014', 'HYD-060', 'HYD-062', 'XF-027'],
  },
  ...stageWindowFields('plant', ['HYD-015', 'HYD-016']),
];

const reservoir: FieldEntry[] = [
  { key: 'reservoir', meaning: 'The storage limits of the reservoir.', type: 'object', required: 'yes', spec: '§2.3', rules: ['HYD-020'] },
  number(
    'reservoir.min_storage_hm3',
    'The lowest storage of the reservoir: the bottom of the useful range and of the reference-volume band.',
    'hm³',
    ['HYD-021', 'HYD-022', 'GEO-012', 'XF-009'],
    { range: '>= 0' },
  ),
  number(
    'reservoir.max_storage_hm3',
    'The highest storage of the reservoir: the top of the useful range and of the reference-volume band.',
    'hm³',
    ['HYD-021', 'HYD-022', 'GEO-012', 'XF-009'],
    { range: '>= min_storage_hm3' },
  ),
  { key: 'outflow', meaning: 'The limits of the total outflow (turbined plus spilled).', type: 'object', required: 'yes', spec: SPEC, rules: ['HYD-030'] },
  number('outflow.min_outflow_m3s', 'The least total outflow the plant must release, for navigation or the environment.', 'm³/s', ['HYD-031', 'HYD-032'], { range: '>= 0' }),
  {
    key: 'outflow.max_outflow_m3s',
    meaning: 'The most total outflow the plant may release; null means no limit.',
    type: 'number or null',
    required: 'no',
    unit: 'm³/s',
    default: 'null (no limit)',
    spec: SPEC,
    rules: ['HYD-031', 'HYD-032'],
  },
];

const generation: FieldEntry[] = [
  {
    key: 'generation',
    meaning: 'The generating unit of the plant: its default production model and its turbine and output limits.',
    type: 'object',
    required: 'yes',
    spec: '§2.4',
    rules: ['HYD-040'],
  },
  {
    key: 'generation.model',
    meaning: 'The production model of the plant for stages no production-model entry covers. An fpha plant needs an entry in system/hydro_production_models.json.',
    type: 'string',
    required: 'yes',
    values: GENERATION_MODELS,
    valueDocs: {
      constant_productivity: 'a fixed productivity',
      linearized_head: 'a head-dependent productivity, linearised; needs at least 2 geometry rows when the table holds rows',
      fpha: 'the hydro production function as hyperplanes; needs a production-model entry',
    },
    spec: '§2.4',
    rules: ['HYD-040', 'XF-001', 'XF-007', 'XF-008', 'XF-010', 'XF-011', 'XF-029'],
  },
  {
    key: 'generation.productivity_mw_per_m3s',
    meaning:
      'The productivity as the earlier format declared it. The current format takes it from hydro_production_models.json or hydro_energy_productivity.parquet; a stage with neither names this value in its warning (D3).',
    type: 'number',
    required: 'no',
    unit: 'MW/(m³/s)',
    spec: 'rules.md D3',
    rules: ['HYD-041', 'XF-029'],
  },
  number('generation.min_turbined_m3s', 'The least flow through the turbines while the plant runs.', 'm³/s', ['HYD-041', 'HYD-042'], { range: '>= 0' }),
  number(
    'generation.max_turbined_m3s',
    'The turbine capacity. The net head of the productivity evaluators is taken at this flow, and a plant with a positive value has turbine capacity (D12).',
    'm³/s',
    ['HYD-041', 'HYD-042', 'XF-009', 'XF-010'],
    {
      range: '>= min_turbined_m3s',
      spec: '§2.5, §2.6; rules.md D12',
    },
  ),
  number('generation.min_generation_mw', 'The least output of the plant while it runs.', 'MW', ['HYD-041', 'HYD-043']),
  number('generation.max_generation_mw', 'The most output of the plant; at least min_generation_mw.', 'MW', ['HYD-041', 'HYD-043'], { range: '>= min_generation_mw' }),
  specificProductivity('generation'),
  specificProductivity('hydro'),
];

const tailraceAndLosses: FieldEntry[] = [
  {
    key: 'tailrace',
    meaning: 'The tailrace level model of the plant, used unless system/tailrace_curves.parquet has rows for it.',
    type: 'object or null',
    required: 'no',
    default: 'null (tailrace level 0 in the mean-head check, D23)',
    spec: '§2.7; rules.md D23',
    rules: ['HYD-050', 'TRC-010', 'XF-009'],
  },
  {
    key: 'tailrace.type',
    meaning: 'The form of the tailrace model.',
    type: 'string',
    required: 'yes',
    values: ['polynomial', 'piecewise'],
    valueDocs: { polynomial: 'a polynomial in the outflow, given by coefficients', piecewise: 'a curve through (outflow, height) points' },
    spec: 'rules.md D23',
    rules: ['HYD-050', 'XF-009'],
  },
  {
    key: 'tailrace.coefficients',
    meaning: 'The polynomial coefficients, constant term first.',
    type: 'array',
    required: 'conditional',
    requiredWhen: 'type is polynomial',
    spec: 'rules.md D23',
    rules: ['HYD-050', 'XF-009'],
  },
  {
    key: 'tailrace.points',
    meaning: 'The points of the piecewise tailrace curve.',
    type: 'array',
    required: 'conditional',
    requiredWhen: 'type is piecewise',
    spec: 'rules.md D23',
    rules: ['HYD-050', 'XF-009'],
  },
  number('tailrace.points[].outflow_m3s', 'The outflow at this point of the curve.', 'm³/s', ['HYD-050', 'XF-009'], { spec: 'rules.md D23' }),
  number('tailrace.points[].height_m', 'The tailrace level at this outflow.', 'm', ['HYD-050', 'XF-009'], { spec: 'rules.md D23' }),
  {
    key: 'hydraulic_losses',
    meaning: 'The head lost in the waterways, applied to the mean equivalent head (D23).',
    type: 'object or null',
    required: 'no',
    default: 'null (no losses)',
    spec: 'rules.md D23',
    rules: ['HYD-051', 'XF-009'],
  },
  {
    key: 'hydraulic_losses.type',
    meaning: 'How the losses are given.',
    type: 'string',
    required: 'yes',
    values: ['factor', 'constant'],
    valueDocs: { factor: 'a fraction of the head (value)', constant: 'a fixed head loss in metres (value_m)' },
    spec: 'rules.md D23',
    rules: ['HYD-051', 'XF-009'],
  },
  {
    key: 'hydraulic_losses.value',
    meaning: 'The fraction of the head that is lost: the head is multiplied by 1 − value.',
    type: 'number',
    required: 'conditional',
    requiredWhen: 'type is factor',
    spec: 'rules.md D23',
    rules: ['HYD-051', 'XF-009'],
  },
  {
    key: 'hydraulic_losses.value_m',
    meaning: 'The head lost, subtracted from the head.',
    type: 'number',
    required: 'conditional',
    requiredWhen: 'type is constant',
    unit: 'm',
    spec: 'rules.md D23',
    rules: ['HYD-051', 'XF-009'],
  },
  {
    key: 'efficiency',
    meaning: 'The turbine-generator efficiency model.',
    type: 'object or null',
    required: 'no',
    default: 'null (no efficiency model)',
    spec: SPEC,
    rules: ['HYD-052'],
  },
  {
    key: 'efficiency.type',
    meaning: 'The form of the efficiency model; only a constant is known.',
    type: 'string',
    required: 'yes',
    values: ['constant'],
    spec: SPEC,
    rules: ['HYD-052'],
  },
  { key: 'efficiency.value', meaning: 'The constant efficiency.', type: 'number', required: 'yes', spec: SPEC, rules: ['HYD-052'] },
];

const water: FieldEntry[] = [
  {
    key: 'evaporation',
    meaning: 'The evaporation data of the reservoir.',
    type: 'object or null',
    required: 'no',
    default: 'null (no evaporation)',
    spec: '§2.3',
    rules: ['HYD-053', 'XF-006'],
  },
  {
    key: 'evaporation.coefficients_mm',
    meaning: 'Monthly evaporation coefficients, twelve values, January first. A plant that declares them needs rows in system/hydro_geometry.parquet.',
    type: 'array',
    required: 'yes',
    unit: 'mm',
    range: 'exactly 12 numbers',
    spec: '§2.3',
    rules: ['HYD-053', 'XF-006'],
  },
  {
    key: 'evaporation.reference_volumes_hm3',
    meaning: 'The storage at which each month’s evaporating area is taken, twelve values, each within the reservoir limits.',
    type: 'array or null',
    required: 'no',
    unit: 'hm³',
    default: 'null (the area follows the storage)',
    range: 'exactly 12 finite numbers in [min_storage_hm3, max_storage_hm3]',
    spec: SPEC,
    rules: ['HYD-054'],
  },
  {
    key: 'diversion',
    meaning: 'A channel that diverts water from this reservoir to another plant.',
    type: 'object or null',
    required: 'no',
    default: 'null (no diversion)',
    spec: SPEC,
    rules: ['HYD-055'],
  },
  { key: 'diversion.downstream_id', meaning: 'The plant that receives the diverted water.', type: 'integer', required: 'yes', spec: SPEC, rules: ['HYD-055', 'HYD-061'] },
  number('diversion.max_flow_m3s', 'The most water the channel can divert.', 'm³/s', ['HYD-055']),
  {
    key: 'filling',
    meaning: 'Marks a reservoir being filled for the first time, from a given stage.',
    type: 'object or null',
    required: 'no',
    default: 'null (not filling)',
    spec: SPEC,
    rules: ['HYD-056'],
  },
  { key: 'filling.start_stage_id', meaning: 'The study stage the filling starts at.', type: 'integer', required: 'yes', spec: SPEC, rules: ['HYD-056', 'REF-004'] },
  {
    key: 'filling.filling_inflow_m3s',
    meaning: 'The inflow the reservoir receives while it fills.',
    type: 'number',
    required: 'no',
    unit: 'm³/s',
    default: '0',
    spec: SPEC,
    rules: ['HYD-056'],
  },
];

/**
 * The hydro costs a plant may override: the required hydro costs of penalties.json, the turbined
 * cost under its older name (the loader reads it so here), and the inflow non-negativity cost.
 */
export const PLANT_PENALTY_KEYS: readonly string[] = [
  ...penaltiesFieldDocs
    .filter((doc) => doc.path.startsWith('hydro.') && doc.required === 'yes')
    .map((doc) => (doc.path === 'hydro.turbined_cost' ? 'fpha_turbined_cost' : doc.path.slice('hydro.'.length))),
  'inflow_nonnegativity_cost',
];

const penalties: FieldEntry[] = [
  {
    key: 'penalties',
    meaning: 'This plant’s own hydro costs, each replacing the same cost in the hydro section of penalties.json; a cost left out or null keeps the default.',
    type: 'object or null',
    required: 'no',
    default: 'the hydro costs of penalties.json',
    spec: SPEC,
    rules: ['HYD-057'],
  },
  ...PLANT_PENALTY_KEYS.map((key): FieldEntry => ({
    key: `penalties.${key}`,
    meaning: `Overrides hydro.${key === 'fpha_turbined_cost' ? 'turbined_cost' : key} of penalties.json for this plant (the loader reads the turbined cost here under its older name).`,
    type: 'number or null',
    required: 'no',
    unit: key.startsWith('storage') || key.startsWith('filling') ? '$/hm³' : key.startsWith('generation') ? '$/MWh' : FLOW_COST,
    default: 'the value in penalties.json',
    spec: SPEC,
    rules: ['HYD-057'],
  })),
];

export const hydrosFieldDocs: readonly FieldDoc[] = [
  ...fieldsUnder(HYDROS, '', root),
  ...fieldsUnder(HYDROS, 'hydros[]', [...identity, ...reservoir, ...generation, ...tailraceAndLosses, ...water, ...penalties]),
];
