import { defineRules } from '../../core/rules/define';

const FILE = 'system/hydro_energy_productivity.parquet';
const HYDROS = 'system/hydros.json';

/** system/hydro_energy_productivity.parquet: per-plant, per-stage productivity overrides. */
export const productivityRules = defineRules([
  {
    id: 'PRD-001',
    file: FILE,
    severity: 'semantics',
    title: 'the productivity override table is optional',
    description:
      'Without this file every plant takes its productivity from hydro_production_models.json and hydros.json. When present, its rows override those values per plant and stage.',
    spec: '§1, §2.5',
  },
  {
    id: 'PRD-002',
    file: FILE,
    severity: 'error',
    title: 'one of the five columns is missing',
    description:
      'All five columns must be present, including the nullable ones: hydro_id, stage_id, equivalent_productivity_mw_per_m3s, reference_outflow_m3s and specific_productivity_mw_per_m3s_per_m. A column you do not use can be present and all null. A column the spec does not list is ignored and reported as a hint under this rule.',
    spec: '§2.5, §7',
    phase: 'none',
  },
  {
    id: 'PRD-003',
    file: FILE,
    severity: 'error',
    title: 'a column has the wrong arrow type',
    description:
      'hydro_id and stage_id must be Int32, the three overrides Float64. A column written as Int64 or Float32 (common defaults of dataframe libraries) is rejected; cast it before writing.',
    spec: '§2.5',
    phase: 'none',
  },
  {
    id: 'PRD-004',
    file: FILE,
    severity: 'error',
    title: 'hydro_id is null',
    description:
      'Every override row must name its plant. A hydro_id column declared nullable is accepted as long as it holds no null (decision D18); each null is reported at its row.',
    spec: '§2.5, §7',
    phase: 'none',
  },
  {
    id: 'PRD-005',
    file: FILE,
    severity: 'error',
    title: 'an equivalent productivity is negative, nan or infinite',
    description: 'A non-null equivalent_productivity_mw_per_m3s must be a finite number >= 0. Zero is allowed: at a stage that does not use fpha it marks a planned outage.',
    spec: '§2.5, §7, §8',
    phase: 'none',
  },
  {
    id: 'PRD-006',
    file: FILE,
    severity: 'error',
    title: 'a reference outflow is negative, nan or infinite',
    description: "A non-null reference_outflow_m3s must be a finite number >= 0. Leave the cell null to keep the plant's own value.",
    spec: '§2.5, §7',
    phase: 'none',
  },
  {
    id: 'PRD-007',
    file: FILE,
    severity: 'error',
    title: 'a specific productivity is negative, nan or infinite',
    description:
      'A non-null specific_productivity_mw_per_m3s_per_m must be a finite number >= 0. Zero is accepted and makes the head-derived productivity zero; it is not an outage marker.',
    spec: '§2.5, §7',
    phase: 'none',
  },
  {
    id: 'PRD-008',
    file: FILE,
    severity: 'semantics',
    title: 'a row whose three overrides are all null is accepted',
    description: 'Such a row overrides nothing; the loader accepts it and it is never reported.',
    spec: '§2.5',
  },
  {
    id: 'PRD-009',
    file: FILE,
    severity: 'error',
    title: 'two rows share one (hydro_id, stage_id) pair',
    description:
      'Each plant may have at most one row per stage and one default row with a null stage_id (two null-stage rows for a plant are duplicates too). The case build rejects a repeated pair. The later row is reported, naming the first.',
    spec: '§2.5, §7',
    phase: 'case build',
  },
  {
    id: 'PRD-010',
    file: FILE,
    severity: 'warning',
    title: 'the reference_volume_hm3 column is ignored',
    description:
      'Older files carried the reference volume here. It is now declared only in hydro_production_models.json (reference_volume), so the loader ignores this column with a warning. Move the values there and drop the column.',
    spec: '§2.4, §7',
    phase: 'none',
  },
  {
    id: 'PRD-011',
    file: FILE,
    severity: 'error',
    title: 'hydro_id names no plant of hydros.json',
    description: 'Every hydro_id must be the id of a plant in system/hydros.json (XF-002). Fix the id or remove the row.',
    spec: '§1',
    phase: 'none',
    needs: [HYDROS],
  },
  {
    id: 'PRD-012',
    file: FILE,
    severity: 'warning',
    title: 'stage_id names no study stage',
    description: 'A row whose stage_id is not the id of a study stage in stages.json is never used (decision D15). It is probably a typo or a leftover from another horizon.',
    spec: '§2.5',
    needs: ['stages.json'],
  },
  {
    id: 'PRD-013',
    file: FILE,
    severity: 'semantics',
    title: 'how an override is resolved for a plant and stage',
    description:
      "For a (hydro, stage) the row with that stage_id wins, then the plant's row with a null stage_id; specific productivity finally falls back to hydros.json. A 0.0 equivalent productivity is a planned outage at a non-fpha stage. reference_outflow_m3s only feeds the reference_turbine tag: net head is always evaluated at max_turbined_m3s.",
    spec: '§2.5',
    needs: [HYDROS],
  },
]);
