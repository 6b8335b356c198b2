import { defineRules } from '../../../core/rules/define';
import { CASE_FILES } from '../../../core/case/layout';

const { inflowStats: INFLOW_STATS, arCoefficients: AR_COEFFICIENTS } = CASE_FILES;

/**
 * Rules joining the scenarios/ tables with system/hydros.json and stages.json. The spec does not
 * cover these files; the loader is the authority (decision D31), and REF ids number from 100.
 */
export const refScenarioRules = defineRules([
  {
    id: 'REF-100',
    file: INFLOW_STATS,
    severity: 'error',
    title: 'an inflow statistics row names no plant of hydros.json',
    description:
      'Every hydro_id of inflow_seasonal_stats.parquet must be the id of a plant in system/hydros.json; the loader rejects the case otherwise. One problem lists every unknown id and its rows (decision D27). Fix the id or remove the rows.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: 'cobre-io validation/referential.rs check_scenario_references', test: 'referential.rs test_inflow_seasonal_stats_invalid_hydro_ref' },
  },
  {
    id: 'REF-101',
    file: INFLOW_STATS,
    severity: 'warning',
    title: 'an inflow statistics row names no stage of stages.json',
    description:
      'The loader looks statistics up by (plant, stage id), so a row whose stage_id is neither a study stage nor a pre-study stage of stages.json is never read: it is accepted and ignored, which usually means a stage id typed wrong or a calendar changed without its table. Pre-study stages (negative ids) may carry statistics. One warning lists every unknown stage id and its rows.',
    spec: 'D31',
    loader: {
      mirrors: 'cobre-io validation/dimensional.rs validate_dimensional_consistency (reads only the study stages of each plant)',
      test: 'dimensional.rs test_pre_study_stages_not_checked',
    },
  },
  {
    id: 'REF-102',
    file: INFLOW_STATS,
    severity: 'error',
    title: 'a plant has no inflow statistics for some study stages',
    description:
      "Once inflow_seasonal_stats.parquet holds any row, every plant of hydros.json needs a row for each study stage at which it exists (from its entry_stage_id up to, not including, its exit_stage_id); the loader rejects the case otherwise. The usual cause is a plant added to hydros.json without its rows. One problem per plant names the missing stages as runs; it sits on the plant's rows, or on the table when the plant has none. Add the rows: for a new plant, copying another plant's rows with its hydro_id changed is a start (the problem names one). In the editor, the table view's problem list and the plant in hydros.json offer that copy as a fix; Parquet is not text, so it is no ordinary edit: the editor asks before it rewrites the table, keeping every other row and the columns, and it cannot be undone (`hydrocase fix` does not apply it).",
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: 'cobre-io validation/dimensional.rs validate_dimensional_consistency',
      test: 'dimensional.rs test_missing_inflow_stats_one_hydro_one_stage, test_hydro_lifecycle_entry_stage_id_skips_earlier_stages, test_hydro_lifecycle_exit_stage_id_skips_later_stages, test_empty_optional_data_no_false_positives',
    },
  },
  {
    id: 'REF-103',
    file: AR_COEFFICIENTS,
    severity: 'error',
    title: 'an ar coefficients row names no plant of hydros.json',
    description:
      'Every hydro_id of inflow_ar_coefficients.parquet must be the id of a plant in system/hydros.json; the loader rejects the case otherwise. One problem lists every unknown id and its rows (decision D27). Fix the id or remove the rows.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: 'cobre-io validation/referential.rs check_scenario_references' },
  },
  {
    id: 'REF-104',
    file: AR_COEFFICIENTS,
    severity: 'error',
    title: 'ar coefficients for a plant and stage without seasonal statistics',
    description:
      "The loader joins each (hydro_id, stage_id) of the coefficients with its row of inflow_seasonal_stats.parquet; once that table holds any row, coefficients without a statistics row are rejected as orphaned (with no statistics row at all, no inflow model is built and the coefficients are not read). One problem per plant names the stages, on the plant's coefficient rows. Add the statistics rows or remove the coefficients.",
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: 'cobre-io scenarios/assembly.rs assemble_inflow_models (report_orphaned_keys)',
      test: 'assembly.rs test_assemble_inflow_models_orphaned_coefficients, test_assemble_inflow_models_empty_stats_non_empty_ar_returns_empty',
    },
  },
]);
