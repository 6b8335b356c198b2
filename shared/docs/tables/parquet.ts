// The four Parquet tables (spec §2.3, §2.5, §2.6, §2.7). A column's doc has the column name as
// its path; `required` says whether the column must be present.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../model';

const GEOMETRY = 'system/hydro_geometry.parquet';
const PRODUCTIVITY = 'system/hydro_energy_productivity.parquet';
const HYPERPLANES = 'system/fpha_hyperplanes.parquet';
const TAILRACE = 'system/tailrace_curves.parquet';

const geometry: FieldEntry[] = [
  {
    key: 'hydro_id',
    meaning: 'The plant the point belongs to. The rows of one plant, in any order, form its volume-height-area curve.',
    type: 'Int32',
    required: 'yes',
    range: 'a plant of system/hydros.json',
    spec: '§2.3, §1',
    rules: ['GEO-002', 'GEO-003', 'GEO-008', 'GEO-010', 'XF-002', 'XF-007', 'XF-008'],
  },
  {
    key: 'volume_hm3',
    meaning: 'The total stored volume at this point of the curve. The curve should span the storage range of the plant.',
    type: 'Float64',
    required: 'yes',
    unit: 'hm³',
    range: '>= 0, finite; strictly increasing within a plant',
    spec: '§2.3, §7',
    rules: ['GEO-002', 'GEO-003', 'GEO-004', 'GEO-005', 'GEO-012', 'XF-009'],
  },
  {
    key: 'height_m',
    meaning: 'The water surface elevation at this volume.',
    type: 'Float64',
    required: 'yes',
    unit: 'm',
    range: '>= 0, finite; non-decreasing within a plant',
    spec: '§2.3, §7',
    rules: ['GEO-002', 'GEO-003', 'GEO-004', 'GEO-006', 'XF-009'],
  },
  {
    key: 'area_km2',
    meaning: 'The water surface area at this volume, which evaporation works on.',
    type: 'Float64',
    required: 'yes',
    unit: 'km²',
    range: '>= 0, finite; non-decreasing within a plant',
    spec: '§2.3, §7',
    rules: ['GEO-002', 'GEO-003', 'GEO-004', 'GEO-007'],
  },
];

const productivity: FieldEntry[] = [
  {
    key: 'hydro_id',
    meaning: 'The plant the overrides apply to.',
    type: 'Int32',
    required: 'yes',
    range: 'not null; a plant of system/hydros.json',
    spec: '§2.5, §7',
    rules: ['PRD-002', 'PRD-003', 'PRD-004', 'PRD-009', 'XF-002'],
  },
  {
    key: 'stage_id',
    meaning: 'The stage the overrides apply to. A null stage makes the row the default of the plant for every stage without a row of its own.',
    type: 'Int32 (nullable)',
    required: 'yes',
    range: 'a study stage id, or null',
    spec: '§2.5',
    rules: ['PRD-002', 'PRD-003', 'PRD-009', 'PRD-013', 'XF-015'],
  },
  {
    key: 'equivalent_productivity_mw_per_m3s',
    meaning:
      'Replaces the equivalent productivity ρ_eq outright. 0.0 marks a planned outage at a stage not using fpha. For a non-fpha stage it is one of the two productivity sources, with productivity_mw_per_m3s of the production model.',
    type: 'Float64 (nullable)',
    required: 'yes',
    unit: 'MW/(m³/s)',
    range: '>= 0.0, finite',
    spec: '§2.5, §7, §8',
    rules: ['PRD-002', 'PRD-003', 'PRD-005', 'PRD-013', 'XF-003', 'XF-029'],
  },
  {
    key: 'reference_outflow_m3s',
    meaning: 'Overrides the reference outflow Q_ref. It only affects the reference_turbine computed tag, not the net head.',
    type: 'Float64 (nullable)',
    required: 'yes',
    unit: 'm³/s',
    range: '>= 0.0, finite',
    spec: '§2.5, §7',
    rules: ['PRD-002', 'PRD-003', 'PRD-006', 'PRD-013'],
  },
  {
    key: 'specific_productivity_mw_per_m3s_per_m',
    meaning:
      'Overrides the specific productivity ρ_esp that multiplies the net head. It falls back to the stage-null row, then to the plant field in system/hydros.json. 0.0 is accepted and makes the head-derived productivity zero (not an outage).',
    type: 'Float64 (nullable)',
    required: 'yes',
    unit: 'MW/(m³/s)/m',
    range: '>= 0.0, finite',
    spec: '§2.5, §7',
    rules: ['PRD-002', 'PRD-003', 'PRD-007', 'PRD-013', 'XF-009'],
  },
  {
    key: 'reference_volume_hm3',
    meaning: 'Not part of the format: the column is ignored with a warning. Declare the reference volume in the reference_volume object of hydro_production_models.json.',
    type: 'Float64',
    required: 'no',
    unit: 'hm³',
    spec: '§2.4, §7',
    rules: ['PRD-010'],
  },
];

const hyperplanes: FieldEntry[] = [
  {
    key: 'hydro_id',
    meaning: 'The plant the hyperplane belongs to.',
    type: 'Int32',
    required: 'yes',
    range: 'a plant of system/hydros.json',
    spec: '§2.6, §7',
    rules: ['FPH-002', 'FPH-004', 'FPH-011', 'XF-002', 'XF-010'],
  },
  {
    key: 'stage_id',
    meaning: 'The stage the plane is for. A stage uses the rows with its own stage_id, else the rows with a null stage_id.',
    type: 'Int32 (nullable)',
    required: 'no',
    default: 'null (all stages)',
    range: 'a study stage id, or null',
    spec: '§2.6',
    rules: ['FPH-003', 'FPH-010', 'XF-011', 'XF-015'],
  },
  {
    key: 'plane_id',
    meaning: 'The index of the plane within its plant and stage.',
    type: 'Int32',
    required: 'yes',
    spec: '§2.6, §7',
    rules: ['FPH-002', 'FPH-004'],
  },
  {
    key: 'gamma_0',
    meaning: 'The intercept of the plane: generation at zero volume, flow and spillage. kappa scales it.',
    type: 'Float64',
    required: 'yes',
    unit: 'MW',
    spec: '§2.6, §7',
    rules: ['FPH-002', 'FPH-004', 'FPH-015'],
  },
  {
    key: 'gamma_v',
    meaning: 'How generation grows with stored volume. 0 for a run-of-river plant.',
    type: 'Float64',
    required: 'yes',
    unit: 'MW/hm³',
    range: '>= 0',
    spec: '§2.6, §7, §8',
    rules: ['FPH-002', 'FPH-004', 'FPH-005', 'FPH-015'],
  },
  {
    key: 'gamma_q',
    meaning: 'How generation grows with turbined flow. A flat cap plane has 0, but each stage needs at least one plane with a positive value.',
    type: 'Float64',
    required: 'yes',
    unit: 'MW/(m³/s)',
    range: '>= 0; at least one > 0 per stage',
    spec: '§2.6, §7, §8',
    rules: ['FPH-002', 'FPH-004', 'FPH-007', 'FPH-009', 'FPH-015', 'XF-012'],
  },
  {
    key: 'gamma_s',
    meaning: 'How generation changes with spillage (spilling raises the tailwater, so it cannot add power).',
    type: 'Float64',
    required: 'yes',
    unit: 'MW/(m³/s)',
    range: '<= 0',
    spec: '§2.6, §7, §8',
    rules: ['FPH-002', 'FPH-004', 'FPH-006'],
  },
  {
    key: 'kappa',
    meaning: 'A correction factor that multiplies gamma_0 only. Null, or an absent column, means 1.0.',
    type: 'Float64 (nullable)',
    required: 'no',
    default: '1.0',
    range: '(0, 1]',
    spec: '§2.6, §7, §8',
    rules: ['FPH-003', 'FPH-008', 'FPH-015', 'XF-012'],
  },
  {
    key: 'valid_v_min_hm3',
    meaning: 'The smallest volume the plane is valid for.',
    type: 'Float64 (nullable)',
    required: 'no',
    unit: 'hm³',
    spec: '§2.6',
    rules: ['FPH-003'],
  },
  {
    key: 'valid_v_max_hm3',
    meaning: 'The largest volume the plane is valid for.',
    type: 'Float64 (nullable)',
    required: 'no',
    unit: 'hm³',
    spec: '§2.6',
    rules: ['FPH-003'],
  },
  {
    key: 'valid_q_max_m3s',
    meaning: 'The largest turbined flow the plane is valid for.',
    type: 'Float64 (nullable)',
    required: 'no',
    unit: 'm³/s',
    spec: '§2.6',
    rules: ['FPH-003'],
  },
];

const TAILRACE_ALL = ['TRC-002', 'TRC-003'] as const;

function coefficient(degree: number): FieldEntry {
  return {
    key: `coefficient_${degree}`,
    meaning: `The degree-${degree} coefficient of the tailrace polynomial: level (m) = coefficient_0 + coefficient_1·x + ... + coefficient_4·x⁴, with x the downstream outflow in m³/s.`,
    type: 'Float64',
    required: 'yes',
    range: 'finite, any sign',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL, 'TRC-006', 'TRC-010'],
  };
}

const tailrace: FieldEntry[] = [
  {
    key: 'hydro_id',
    meaning: 'The plant whose tailrace the curve describes. Its rows here replace the tailrace model of system/hydros.json.',
    type: 'Int32',
    required: 'yes',
    range: 'a plant of system/hydros.json',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL, 'TRC-010', 'XF-002'],
  },
  {
    key: 'family_id',
    meaning: 'Groups the rows of one curve of the plant; a plant may have several families, one per downstream reference level.',
    type: 'Int32',
    required: 'yes',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL, 'TRC-008'],
  },
  {
    key: 'downstream_reference_level_m',
    meaning:
      "The level of the downstream reservoir this family is keyed by (backwater). The pipeline interpolates between families at the downstream plant's reference level; null when the plant has a single family and no backwater effect.",
    type: 'Float64 (nullable)',
    required: 'yes',
    unit: 'm',
    range: '>= 0, finite, or null',
    spec: '§2.7, §7',
    rules: ['TRC-002', 'TRC-007', 'TRC-008', 'XF-027'],
  },
  {
    key: 'segment_id',
    meaning: 'The index of the piece within its family; the piece is chosen by downstream outflow.',
    type: 'Int32',
    required: 'yes',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL],
  },
  {
    key: 'outflow_min_m3s',
    meaning: 'The lowest downstream outflow the piece is valid for.',
    type: 'Float64',
    required: 'yes',
    unit: 'm³/s',
    range: '>= 0, finite',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL, 'TRC-004'],
  },
  {
    key: 'outflow_max_m3s',
    meaning: 'The highest downstream outflow the piece is valid for.',
    type: 'Float64',
    required: 'yes',
    unit: 'm³/s',
    range: '>= 0, finite, >= outflow_min_m3s',
    spec: '§2.7, §7',
    rules: [...TAILRACE_ALL, 'TRC-004', 'TRC-005'],
  },
  ...[0, 1, 2, 3, 4].map(coefficient),
];

export const parquetFieldDocs: readonly FieldDoc[] = [
  ...fieldsUnder(GEOMETRY, '', geometry),
  ...fieldsUnder(PRODUCTIVITY, '', productivity),
  ...fieldsUnder(HYPERPLANES, '', hyperplanes),
  ...fieldsUnder(TAILRACE, '', tailrace),
];
