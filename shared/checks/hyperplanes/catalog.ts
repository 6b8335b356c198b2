import { defineRules } from '../../core/rules/define';

const FILE = 'system/fpha_hyperplanes.parquet';
const HYDROS = 'system/hydros.json';
const PRODUCTION_MODELS = 'system/hydro_production_models.json';
const STAGES = 'stages.json';

/** system/fpha_hyperplanes.parquet: precomputed FPHA hyperplanes. */
export const hyperplanesRules = defineRules([
  {
    id: 'FPH-001',
    file: FILE,
    severity: 'semantics',
    title: 'the hyperplane table is optional',
    description: 'Without this file only computed FPHA is available: a stage that runs precomputed FPHA then has no planes to use and fails FPH-010.',
    spec: '§2.6',
  },
  {
    id: 'FPH-002',
    file: FILE,
    severity: 'error',
    title: 'a required column is missing or has the wrong arrow type',
    description:
      'hydro_id and plane_id (Int32) and gamma_0, gamma_v, gamma_q, gamma_s (Float64) must be present with these types, or the loader rejects the file. Cast or rename the column. A column the spec does not list is ignored and reported as a hint under this rule.',
    spec: '§2.6, §7',
    phase: 'none',
  },
  {
    id: 'FPH-003',
    file: FILE,
    severity: 'error',
    title: 'an optional column is present with the wrong arrow type',
    description:
      'stage_id (Int32) and kappa, valid_v_min_hm3, valid_v_max_hm3, valid_q_max_m3s (Float64) may be left out, but when present they must have these types. Cast the column or drop it.',
    spec: '§2.6',
    phase: 'none',
  },
  {
    id: 'FPH-004',
    file: FILE,
    severity: 'error',
    title: 'a required column holds a null',
    description:
      'Only stage_id, kappa and the validity bounds may be null. A required column declared nullable is accepted as long as it holds no null (decision D18); each null is reported at its row.',
    spec: '§2.6',
    phase: 'none',
  },
  {
    id: 'FPH-005',
    file: FILE,
    severity: 'error',
    title: 'gamma_v is negative',
    description:
      'Generation cannot fall as storage rises, so the volume coefficient must be >= 0 on every row, used or not (0 means run-of-river). The loader rejects the file otherwise. NaN is rejected too.',
    spec: '§2.6, §7, §8',
    phase: 'load',
  },
  {
    id: 'FPH-006',
    file: FILE,
    severity: 'error',
    title: 'gamma_s is positive',
    description:
      'Spilling cannot raise generation, so the spillage coefficient must be <= 0 on every row, used or not. The loader rejects the file otherwise. NaN is rejected too.',
    spec: '§2.6, §7, §8',
    phase: 'load',
  },
  {
    id: 'FPH-007',
    file: FILE,
    severity: 'error',
    title: 'a plane a stage uses has a negative gamma_q',
    description: 'At set-up, every plane used by a stage running precomputed FPHA must have gamma_q >= 0. Planes that no stage uses are not checked.',
    spec: '§2.6, §7, §8',
    phase: 'set-up',
    needs: [PRODUCTION_MODELS, STAGES],
  },
  {
    id: 'FPH-008',
    file: FILE,
    severity: 'error',
    title: 'a plane a stage uses has kappa outside (0, 1]',
    description: 'kappa scales the intercept of a plane and must lie in (0, 1] on every plane a stage uses. A null kappa, or no kappa column, means 1.0.',
    spec: '§2.6, §7, §8',
    phase: 'set-up',
    needs: [PRODUCTION_MODELS, STAGES],
  },
  {
    id: 'FPH-009',
    file: FILE,
    severity: 'error',
    title: 'no plane a stage uses has gamma_q > 0',
    description:
      'The planes of a stage must let generation grow with turbined flow somewhere: at least one of them needs gamma_q > 0. A set made only of flat caps is rejected at set-up.',
    spec: '§2.6, §7',
    phase: 'set-up',
    needs: [PRODUCTION_MODELS, STAGES],
  },
  {
    id: 'FPH-010',
    file: FILE,
    severity: 'error',
    title: 'a stage running precomputed fpha has no planes',
    description:
      "A stage that resolves to precomputed FPHA (or to fpha without fpha_config) uses the plant's rows with its stage_id, else the rows with a null stage_id (XF-011). When neither exists the case is rejected; add planes for that stage or a null-stage set.",
    spec: '§2.6, §7',
    phase: 'set-up',
    needs: [PRODUCTION_MODELS, STAGES],
  },
  {
    id: 'FPH-011',
    file: FILE,
    severity: 'error',
    title: 'an fpha plant with turbine capacity has no planes',
    description:
      'Once the table holds any row, every FPHA plant with max_turbined_m3s > 0 needs rows here, even one whose stages all use computed FPHA and never read them (XF-010, decision D12). A plant without turbine capacity needs none.',
    spec: '§2.6',
    phase: 'none',
    needs: [HYDROS, PRODUCTION_MODELS],
  },
  {
    id: 'FPH-012',
    file: FILE,
    severity: 'semantics',
    title: 'each (hydro_id, stage_id) group has at least one plane',
    description: 'The spec asks for at least one plane per group. A group only exists through its rows, so this always holds; the entry is kept to mirror the spec.',
    spec: '§2.6',
  },
  {
    id: 'FPH-013',
    file: FILE,
    severity: 'error',
    title: 'hydro_id names no plant of hydros.json',
    description: 'Every hydro_id must be the id of a plant in system/hydros.json (XF-002). Fix the id or remove its planes.',
    spec: '§1',
    phase: 'none',
    needs: [HYDROS],
  },
  {
    id: 'FPH-014',
    file: FILE,
    severity: 'warning',
    title: 'stage_id names no study stage',
    description: 'Planes whose stage_id is not the id of a study stage in stages.json are never used (decision D15). It is probably a typo or a leftover from another horizon.',
    spec: '§2.6',
    needs: [STAGES],
  },
  {
    id: 'FPH-015',
    file: FILE,
    severity: 'semantics',
    title: 'what the plane coefficients mean',
    description:
      'Each row is a plane bounding generation by gamma_0·kappa + gamma_v·v + gamma_q·q + gamma_s·s; kappa scales only the intercept. gamma_v = 0 describes run-of-river and gamma_q = 0 a flat cap, both accepted. The computed output output/hydro_models/fpha_hyperplanes.parquet has the same 11 columns and can be copied here unchanged.',
    spec: '§1, §2.6',
  },
]);
