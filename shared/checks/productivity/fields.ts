// The columns of system/hydro_energy_productivity.parquet (spec §2.4, §2.5). A column's doc has the column name as its
// path; `required` says whether the column must be present.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';

const PRODUCTIVITY = 'system/hydro_energy_productivity.parquet';

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

export const productivityFieldDocs: readonly FieldDoc[] = fieldsUnder(PRODUCTIVITY, '', productivity);
