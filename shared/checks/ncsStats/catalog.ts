import { defineRules } from '../../core/rules/define';

const FILE = 'scenarios/non_controllable_stats.parquet';
const PARSER = 'cobre-io scenarios/non_controllable_stats.rs parse_ncs_stats';

/**
 * scenarios/non_controllable_stats.parquet: the mean and standard deviation of each non-controllable
 * source's availability factor per stage. The spec does not cover the file; the loader is the
 * authority (decision D31).
 */
export const ncsStatsRules = defineRules([
  {
    id: 'SCN-120',
    file: FILE,
    severity: 'error',
    title: 'an ncs statistics column is missing or has the wrong arrow type',
    description:
      'The table needs ncs_id and stage_id (Int32) and mean and std (Float64); the loader rejects the file when one is absent or stored with another type. Cast or rename the column. A column the loader does not read is ignored and reported as a hint under this rule.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: `${PARSER} (extract_required_int32, extract_required_float64)`, test: 'non_controllable_stats.rs test_missing_mean_column' },
  },
  {
    id: 'SCN-121',
    file: FILE,
    severity: 'error',
    title: 'an ncs statistics cell is null',
    description:
      "Every row must give a source, a stage, a mean and a standard deviation. The loader does not look at nulls: it reads whatever the cell's storage holds, so a null silently becomes a value nobody wrote. A column merely declared nullable but holding no null is accepted; each actual null is reported.",
    spec: 'D31, D18',
    phase: 'load',
    loader: { mirrors: `${PARSER} (reads each cell with value(i), which ignores nulls)` },
  },
  {
    id: 'SCN-122',
    file: FILE,
    severity: 'error',
    title: 'a mean availability factor is not in [0, 1]',
    description:
      "mean is the source's mean availability, a share of its installed capacity: a finite number from 0 to 1. The loader rejects NaN, infinities and values outside [0, 1] (a percentage written as 45, say).",
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: PARSER, test: 'non_controllable_stats.rs test_nan_mean, test_mean_out_of_range' },
  },
  {
    id: 'SCN-123',
    file: FILE,
    severity: 'error',
    title: 'an availability standard deviation is negative, nan or infinite',
    description: 'std must be a finite number >= 0 (0 makes the availability deterministic); the loader rejects the file otherwise.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: PARSER, test: 'non_controllable_stats.rs test_negative_std, test_zero_std_is_accepted' },
  },
  {
    id: 'SCN-124',
    file: FILE,
    severity: 'warning',
    title: 'two rows give statistics for the same source and stage',
    description:
      'Each (ncs_id, stage_id) should have one row. The loader does not reject a repeated pair: it keeps one model per row, so the source has two models for that stage and which one the study uses is not defined. The later row is reported, naming the first.',
    spec: 'D31',
    loader: { mirrors: `${PARSER} (keeps every row, sorted by ncs_id and stage_id; no duplicate check)` },
  },
]);
