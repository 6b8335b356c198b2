import { defineRules } from '../../core/rules/define';

const FILE = 'scenarios/load_seasonal_stats.parquet';
const PARSER = 'cobre-io scenarios/load_stats.rs parse_load_seasonal_stats';

/**
 * scenarios/load_seasonal_stats.parquet: the seasonal mean and standard deviation of each bus's
 * load per stage. The spec does not cover the file; the loader is the authority (decision D31).
 */
export const loadStatsRules = defineRules([
  {
    id: 'SCN-020',
    file: FILE,
    severity: 'error',
    title: 'a load statistics column is missing or has the wrong arrow type',
    description:
      'The table needs bus_id and stage_id (Int32) and mean_mw and std_mw (Float64); the loader rejects the file when one is absent or stored with another type. Cast or rename the column. A column the loader does not read is ignored and reported as a hint under this rule.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: `${PARSER} (extract_required_int32, extract_required_float64)`, test: 'load_stats.rs test_missing_mean_mw_column' },
  },
  {
    id: 'SCN-021',
    file: FILE,
    severity: 'error',
    title: 'a load statistics cell is null',
    description:
      "Every row must give a bus, a stage, a mean and a standard deviation. The loader does not look at nulls: it reads whatever the cell's storage holds, so a null silently becomes a value nobody wrote. A column merely declared nullable but holding no null is accepted; each actual null is reported.",
    spec: 'D31, D18',
    phase: 'load',
    loader: { mirrors: `${PARSER} (reads each cell with value(i), which ignores nulls)` },
  },
  {
    id: 'SCN-022',
    file: FILE,
    severity: 'error',
    title: 'a mean load is nan or infinite',
    description: 'mean_mw must be a finite number; the loader rejects the file otherwise.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: PARSER, test: 'load_stats.rs test_nan_mean_mw' },
  },
  {
    id: 'SCN-023',
    file: FILE,
    severity: 'error',
    title: 'a load standard deviation is negative, nan or infinite',
    description: 'std_mw must be a finite number >= 0 (0 is a deterministic load); the loader rejects the file otherwise.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: PARSER, test: 'load_stats.rs test_negative_std_mw, test_zero_std_mw_is_accepted' },
  },
  {
    id: 'SCN-024',
    file: FILE,
    severity: 'warning',
    title: 'two rows give load statistics for the same bus and stage',
    description:
      'Each (bus_id, stage_id) should have one row. The loader does not reject a repeated pair: it builds one load model per row, so the bus has two models for that stage and which one the study uses is not defined. The later row is reported, naming the first.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: 'cobre-io scenarios/assembly.rs assemble_load_models (one model per row, no duplicate check)', test: 'assembly.rs test_assemble_load_models_four_rows' },
  },
]);
