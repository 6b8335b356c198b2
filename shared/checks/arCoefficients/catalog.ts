import { defineRules } from '../../core/rules/define';

const FILE = 'scenarios/inflow_ar_coefficients.parquet';
const PARSER = 'cobre-io scenarios/ar_coefficients.rs parse_inflow_ar_coefficients';

/**
 * scenarios/inflow_ar_coefficients.parquet: the autoregressive coefficients of each plant's inflow
 * model, one row per (plant, stage, lag). The spec does not cover the file; the loader is the
 * authority (decision D31).
 */
export const arCoefficientsRules = defineRules([
  {
    id: 'SCN-010',
    file: FILE,
    severity: 'error',
    title: 'an ar coefficients column is missing or has the wrong arrow type',
    description:
      'The table needs hydro_id, stage_id and lag (Int32) and coefficient and residual_std_ratio (Float64); the loader rejects the file when one is absent or stored with another type. Cast or rename the column. A column the loader does not read is ignored and reported as a hint under this rule.',
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: `${PARSER} (extract_required_int32, extract_required_float64)`,
      test: 'ar_coefficients.rs test_missing_coefficient_column, test_missing_residual_std_ratio_column',
    },
  },
  {
    id: 'SCN-011',
    file: FILE,
    severity: 'error',
    title: 'an ar coefficients cell is null',
    description:
      "Every row must give a plant, a stage, a lag, a coefficient and a residual ratio. The loader does not look at nulls: it reads whatever the cell's storage holds, so a null silently becomes a value nobody wrote. A column merely declared nullable but holding no null is accepted; each actual null is reported.",
    spec: 'D31, D18',
    phase: 'load',
    loader: { mirrors: `${PARSER} (reads each cell with value(i), which ignores nulls)` },
  },
  {
    id: 'SCN-012',
    file: FILE,
    severity: 'error',
    title: 'a lag is below 1',
    description: 'Lags count from 1 (lag 1 is the previous stage); the loader rejects a lag of 0 or below.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: PARSER, test: 'ar_coefficients.rs test_lag_zero_is_schema_error' },
  },
  {
    id: 'SCN-013',
    file: FILE,
    severity: 'error',
    title: 'a residual_std_ratio is not in (0, 1]',
    description:
      'residual_std_ratio is the share of the standard deviation the autoregression leaves unexplained: a finite number above 0 and at most 1. The loader rejects 0, a value above 1, NaN and infinities.',
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: PARSER,
      test: 'ar_coefficients.rs test_residual_std_ratio_zero_is_schema_error, test_residual_std_ratio_above_one_is_schema_error, test_residual_std_ratio_nan_is_schema_error',
    },
  },
  {
    id: 'SCN-014',
    file: FILE,
    severity: 'error',
    title: 'an ar coefficient is nan or infinite',
    description:
      'A coefficient must be a finite number. The loader does not check it, but a NaN or infinite coefficient makes every generated inflow of the plant NaN or infinite from that stage on, so the study cannot run meaningfully (as decision D29 reasons for the plane coefficients). Write the coefficient, or 0.',
    spec: 'D31, D29',
    phase: 'load',
    loader: { mirrors: `${PARSER} (the coefficient is read as given)` },
  },
  {
    id: 'SCN-015',
    file: FILE,
    severity: 'error',
    title: 'the lags of one plant and stage give different residual ratios',
    description:
      "All lag rows of a (hydro_id, stage_id) share one residual_std_ratio (it belongs to the stage's model, not to a lag); the loader rejects the case when they differ by more than machine epsilon. One problem per plant and stage, on its rows.",
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: 'cobre-io validation/semantic/scenarios.rs check_scenario_models', test: 'validation/semantic/mod.rs test_5b_residual_std_ratio_inconsistent_error' },
  },
  {
    id: 'SCN-016',
    file: FILE,
    severity: 'warning',
    title: 'the lags of one plant and stage are not 1, 2, ..., p',
    description:
      "The loader takes the rows of a (hydro_id, stage_id) in lag order as the coefficients of lags 1 to p, p being the number of rows; it does not check the lag numbers. With a lag missing (1 and 3) or repeated, a coefficient is used for a lag it was not written for. The loader's documentation defers this contiguity check, and no layer performs it at this commit, so it is a warning. One problem per plant and stage, on its rows.",
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: 'cobre-io scenarios/assembly.rs assemble_inflow_models (AR order = row count)', test: 'assembly.rs test_assemble_inflow_models_matching_join' },
  },
]);
