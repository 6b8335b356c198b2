// The parts of system/hydros.json and system/thermals.json that the cross-file rules
// read (rules.md, "Fields of other case files that the cross-file rules read"). These files hold
// much more; only what the validator reads is documented, so completion there is partial.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../fieldDocs/model';

export const HYDROS = 'system/hydros.json';
export const THERMALS = 'system/thermals.json';

const OTHER_FILES = 'rules.md (other case files)';
const SPECIFIC_UNIT = 'MW/(m³/s)/m';

const hydrosRoot: FieldEntry[] = [
  {
    key: 'hydros',
    meaning: 'The hydro plants of the case. The production files name them by hydro_id.',
    type: 'array',
    required: 'yes',
    spec: '§1',
    rules: ['XF-002'],
  },
];

function specificProductivity(where: string): FieldEntry {
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

const hydro: FieldEntry[] = [
  {
    key: 'id',
    meaning: 'The plant id that hydro_id refers to in the production files.',
    type: 'integer',
    required: 'yes',
    spec: '§1',
    rules: ['XF-002'],
  },
  {
    key: 'name',
    meaning: 'The plant name, used in messages about the plant.',
    type: 'string',
    required: 'yes',
    spec: OTHER_FILES,
    rules: [],
  },
  {
    key: 'bus_id',
    meaning: 'The bus the plant injects its generation into. No rule of these files reads it.',
    type: 'integer',
    required: 'yes',
    spec: OTHER_FILES,
    rules: [],
  },
  {
    key: 'downstream_id',
    meaning: 'The plant that receives this plant’s outflow, if any. Tailrace curves keyed by a downstream level need one.',
    type: 'integer or null',
    required: 'no',
    default: 'null (no downstream plant)',
    spec: '§2.7',
    rules: ['XF-027'],
  },
  {
    key: 'reservoir',
    meaning: 'The storage limits of the reservoir.',
    type: 'object',
    required: 'yes',
    spec: '§2.3',
    rules: [],
  },
  {
    key: 'reservoir.min_storage_hm3',
    meaning: 'The lowest storage of the reservoir: the bottom of the useful range and of the reference-volume band.',
    type: 'number',
    required: 'yes',
    unit: 'hm³',
    spec: '§2.3',
    rules: ['GEO-012', 'XF-009'],
  },
  {
    key: 'reservoir.max_storage_hm3',
    meaning: 'The highest storage of the reservoir: the top of the useful range and of the reference-volume band.',
    type: 'number',
    required: 'yes',
    unit: 'hm³',
    spec: '§2.3',
    rules: ['GEO-012', 'XF-009'],
  },
  {
    key: 'generation',
    meaning: 'The generating unit of the plant: its default production model and turbine limits.',
    type: 'object',
    required: 'yes',
    spec: '§2.4',
    rules: [],
  },
  {
    key: 'generation.model',
    meaning: 'The production model of the plant for stages no production-model entry covers. An fpha plant needs an entry in system/hydro_production_models.json.',
    type: 'string',
    required: 'yes',
    values: ['constant_productivity', 'linearized_head', 'fpha'],
    valueDocs: {
      constant_productivity: 'a fixed productivity',
      linearized_head: 'a head-dependent productivity, linearised; needs at least 2 geometry rows when the table holds rows',
      fpha: 'the hydro production function as hyperplanes; needs a production-model entry',
    },
    spec: '§2.4',
    rules: ['XF-001', 'XF-007', 'XF-008', 'XF-010', 'XF-011', 'XF-029'],
  },
  {
    key: 'generation.productivity_mw_per_m3s',
    meaning:
      'The productivity as the earlier format declared it. The current format takes it from hydro_production_models.json or hydro_energy_productivity.parquet; a stage with neither names this value in its warning (D3).',
    type: 'number',
    required: 'no',
    unit: 'MW/(m³/s)',
    spec: 'rules.md D3',
    rules: ['XF-029'],
  },
  {
    key: 'generation.max_turbined_m3s',
    meaning: 'The turbine capacity. The net head of the productivity evaluators is taken at this flow, and a plant with a positive value has turbine capacity (D12).',
    type: 'number',
    required: 'yes',
    unit: 'm³/s',
    spec: '§2.5, §2.6; rules.md D12',
    rules: ['XF-009', 'XF-010'],
  },
  specificProductivity('generation'),
  specificProductivity('hydro'),
  {
    key: 'tailrace',
    meaning: 'The tailrace level model of the plant, used unless system/tailrace_curves.parquet has rows for it.',
    type: 'object or null',
    required: 'no',
    default: 'null (tailrace level 0 in the mean-head check, D23)',
    spec: '§2.7; rules.md D23',
    rules: ['TRC-010', 'XF-009'],
  },
  {
    key: 'tailrace.type',
    meaning: 'The form of the tailrace model.',
    type: 'string',
    required: 'yes',
    values: ['polynomial', 'piecewise'],
    valueDocs: { polynomial: 'a polynomial in the outflow, given by coefficients', piecewise: 'a curve through (outflow, height) points' },
    spec: 'rules.md D23',
    rules: ['XF-009'],
  },
  {
    key: 'tailrace.coefficients',
    meaning: 'The polynomial coefficients, constant term first.',
    type: 'array',
    required: 'conditional',
    requiredWhen: 'type is polynomial',
    spec: 'rules.md D23',
    rules: ['XF-009'],
  },
  {
    key: 'tailrace.points',
    meaning: 'The points of the piecewise tailrace curve.',
    type: 'array',
    required: 'conditional',
    requiredWhen: 'type is piecewise',
    spec: 'rules.md D23',
    rules: ['XF-009'],
  },
  {
    key: 'tailrace.points[].outflow_m3s',
    meaning: 'The outflow at this point of the curve.',
    type: 'number',
    required: 'yes',
    unit: 'm³/s',
    spec: 'rules.md D23',
    rules: ['XF-009'],
  },
  {
    key: 'tailrace.points[].height_m',
    meaning: 'The tailrace level at this outflow.',
    type: 'number',
    required: 'yes',
    unit: 'm',
    spec: 'rules.md D23',
    rules: ['XF-009'],
  },
  {
    key: 'hydraulic_losses',
    meaning: 'The head lost in the waterways, applied to the mean equivalent head (D23).',
    type: 'object or null',
    required: 'no',
    default: 'null (no losses)',
    spec: 'rules.md D23',
    rules: ['XF-009'],
  },
  {
    key: 'hydraulic_losses.type',
    meaning: 'How the losses are given.',
    type: 'string',
    required: 'yes',
    values: ['factor', 'constant'],
    valueDocs: { factor: 'a fraction of the head (value)', constant: 'a fixed head loss in metres (value_m)' },
    spec: 'rules.md D23',
    rules: ['XF-009'],
  },
  {
    key: 'hydraulic_losses.value',
    meaning: 'The fraction of the head that is lost: the head is multiplied by 1 − value.',
    type: 'number',
    required: 'conditional',
    requiredWhen: 'type is factor',
    spec: 'rules.md D23',
    rules: ['XF-009'],
  },
  {
    key: 'hydraulic_losses.value_m',
    meaning: 'The head lost, subtracted from the head.',
    type: 'number',
    required: 'conditional',
    requiredWhen: 'type is constant',
    unit: 'm',
    spec: 'rules.md D23',
    rules: ['XF-009'],
  },
  {
    key: 'evaporation',
    meaning: 'The evaporation data of the reservoir.',
    type: 'object or null',
    required: 'no',
    default: 'null (no evaporation)',
    spec: '§2.3',
    rules: ['XF-006'],
  },
  {
    key: 'evaporation.coefficients_mm',
    meaning: 'Monthly evaporation coefficients, twelve values. A plant that declares them needs rows in system/hydro_geometry.parquet.',
    type: 'array',
    required: 'no',
    unit: 'mm',
    spec: '§2.3',
    rules: ['XF-006'],
  },
];

const thermalsRoot: FieldEntry[] = [
  {
    key: 'thermals',
    meaning: 'The thermal plants of the case.',
    type: 'array',
    required: 'yes',
    spec: '§2.2',
    rules: [],
  },
];

const thermal: FieldEntry[] = [
  {
    key: 'id',
    meaning: 'The thermal id that thermal_bounds[].thermal_id of post_study_stages.json refers to.',
    type: 'integer',
    required: 'yes',
    spec: '§2.2',
    rules: ['XF-018'],
  },
  {
    key: 'name',
    meaning: 'The thermal name, used in messages about the plant.',
    type: 'string',
    required: 'yes',
    spec: OTHER_FILES,
    rules: [],
  },
  {
    key: 'anticipated_config',
    meaning:
      'Marks the thermal as anticipated: it commits in one study stage and delivers lead_stages later, possibly after the horizon, where post_study_stages.json bounds and prices the delivery.',
    type: 'object or null',
    required: 'no',
    default: 'null (not anticipated)',
    spec: '§2.2; rules.md D7',
    rules: ['XF-016', 'XF-018', 'XF-019', 'XF-030'],
  },
  {
    key: 'anticipated_config.lead_stages',
    meaning: 'How many stages after the decision the commitment is delivered. A thermal with lead L reaches post-study stages 0 to L−1 (D7).',
    type: 'integer',
    required: 'yes',
    range: '>= 0',
    spec: 'rules.md D7',
    rules: ['XF-030', 'XF-016', 'XF-019'],
  },
];

export const otherFilesFieldDocs: readonly FieldDoc[] = [
  ...fieldsUnder(HYDROS, '', hydrosRoot),
  ...fieldsUnder(HYDROS, 'hydros[]', hydro),
  ...fieldsUnder(THERMALS, '', thermalsRoot),
  ...fieldsUnder(THERMALS, 'thermals[]', thermal),
];
