import { defineRules } from '../../core/rules/define';

const FILE = 'scenarios/inflow_annual_component.parquet';
const PARSER = 'cobre-io scenarios/annual_component.rs parse_inflow_annual_component';

/**
 * scenarios/inflow_annual_component.parquet: the annual component of each plant's inflow model (the
 * PAR(p)-A extension), one row per (plant, stage). The spec does not cover the file; the loader is
 * the authority (decision D31).
 */
export const annualComponentRules = defineRules([
  {
    id: 'SCN-040',
    file: FILE,
    severity: 'error',
    title: 'an annual component column is missing or has the wrong arrow type',
    description:
      'The table needs hydro_id and stage_id (Int32) and annual_coefficient, annual_mean_m3s and annual_std_m3s (Float64); the loader rejects the file when one is absent or stored with another type. Cast or rename the column. A column the loader does not read is ignored and reported as a hint under this rule.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: `${PARSER} (extract_required_int32, extract_required_float64)`, test: 'annual_component.rs test_missing_annual_mean_m3s_column' },
  },
  {
    id: 'SCN-041',
    file: FILE,
    severity: 'error',
    title: 'an annual component cell is null',
    description: 'Every row must give a plant, a stage and the three annual values; the loader rejects the file at the first null cell.',
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: PARSER,
      test: 'annual_component.rs test_null_annual_coefficient_value_is_schema_error, test_null_hydro_id_value_is_schema_error, test_null_stage_id_value_is_schema_error',
    },
  },
  {
    id: 'SCN-042',
    file: FILE,
    severity: 'error',
    title: 'an annual coefficient is nan or infinite',
    description: 'annual_coefficient (the weight ψ of the annual component) must be a finite number; any sign is accepted. The loader rejects NaN and infinities.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: PARSER, test: 'annual_component.rs test_annual_coefficient_nan_is_schema_error, test_negative_psi_value_preserved' },
  },
  {
    id: 'SCN-043',
    file: FILE,
    severity: 'error',
    title: 'an annual mean inflow is nan or infinite',
    description: 'annual_mean_m3s (the mean of the rolling 12-month average inflow) must be a finite number; the loader rejects NaN and infinities.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: PARSER },
  },
  {
    id: 'SCN-044',
    file: FILE,
    severity: 'error',
    title: 'an annual standard deviation is not a finite number above 0',
    description:
      'annual_std_m3s (the standard deviation of the rolling 12-month average inflow) divides the annual component, so it must be finite and strictly positive; the loader rejects 0, a negative value, NaN and infinities.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: PARSER, test: 'annual_component.rs test_annual_std_zero_is_schema_error, test_annual_std_infinity_is_schema_error' },
  },
  {
    id: 'SCN-045',
    file: FILE,
    severity: 'error',
    title: 'two annual component rows for the same plant and stage',
    description:
      'Each (hydro_id, stage_id) has at most one annual component; the loader rejects the case on a repeated pair when it joins the table with the seasonal statistics. The later row is reported, naming the first; remove one of them.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: 'cobre-io scenarios/assembly.rs assemble_inflow_models', test: 'assembly.rs test_assemble_inflow_models_duplicate_annual_component_rejected' },
  },
]);
