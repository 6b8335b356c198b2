import { defineRules } from '../../core/rules/define';

const FILE = 'scenarios/inflow_seasonal_stats.parquet';
const PARSER = 'cobre-io scenarios/inflow_stats.rs parse_inflow_seasonal_stats';

/**
 * scenarios/inflow_seasonal_stats.parquet: the seasonal mean and standard deviation of each plant's
 * inflow per stage. The spec does not cover the file; the loader is the authority (decision D31).
 */
export const inflowStatsRules = defineRules([
  {
    id: 'SCN-001',
    file: FILE,
    severity: 'error',
    title: 'an inflow statistics column is missing or has the wrong arrow type',
    description:
      'The table needs hydro_id and stage_id (Int32) and mean_m3s and std_m3s (Float64); the loader rejects the file when one is absent or stored with another type (an Int64 hydro_id written by pandas, for example). Cast or rename the column. A column the loader does not read is ignored and reported as a hint under this rule.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: `${PARSER} (extract_required_int32, extract_required_float64)`, test: 'inflow_stats.rs test_missing_mean_m3s_column' },
  },
  {
    id: 'SCN-002',
    file: FILE,
    severity: 'error',
    title: 'an inflow statistics cell is null',
    description:
      "Every row must give a plant, a stage, a mean and a standard deviation. The loader does not look at nulls: it reads whatever the cell's storage holds (usually 0), so a null silently becomes a plant, a stage or a statistic nobody wrote. A column merely declared nullable but holding no null is accepted (as decision D18 does for the system tables); each actual null is reported.",
    spec: 'D31, D18',
    phase: 'load',
    loader: { mirrors: `${PARSER} (reads each cell with value(i), which ignores nulls)` },
  },
  {
    id: 'SCN-003',
    file: FILE,
    severity: 'error',
    title: 'a mean inflow is nan or infinite',
    description: 'mean_m3s must be a finite number; the loader rejects the file otherwise. A negative mean is accepted (the loader does not bound it).',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: PARSER, test: 'inflow_stats.rs test_nan_mean_m3s' },
  },
  {
    id: 'SCN-004',
    file: FILE,
    severity: 'error',
    title: 'an inflow standard deviation is negative, nan or infinite',
    description: 'std_m3s must be a finite number >= 0; the loader rejects the file otherwise. A standard deviation typed with the wrong sign is the usual cause.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: PARSER, test: 'inflow_stats.rs test_negative_std_m3s' },
  },
  {
    id: 'SCN-005',
    file: FILE,
    severity: 'warning',
    title: 'two rows give statistics for the same plant and stage',
    description:
      'Each (hydro_id, stage_id) should have one row. The loader does not reject a repeated pair: it builds one inflow model per row, so the plant has two models for that stage and which one the study uses is not defined. The later row is reported, naming the first; remove one of them.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: 'cobre-io scenarios/assembly.rs assemble_inflow_models (one model per statistics row, no duplicate check)' },
  },
  {
    id: 'SCN-006',
    file: FILE,
    severity: 'hint',
    title: 'a standard deviation of 0 makes the inflow deterministic',
    description:
      "With std_m3s = 0 the plant's inflow at that stage has no random part. The loader accepts it and logs a warning asking to verify it is intended; deterministic test cases (most of Cobre's examples) use it on purpose, so it is a hint here.",
    spec: 'D31',
    loader: { mirrors: 'cobre-io validation/semantic/scenarios.rs check_scenario_models', test: 'validation/semantic/mod.rs test_5b_inflow_std_zero_warning' },
  },
]);
