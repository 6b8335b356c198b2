// Failing and passing examples for the NCS statistics rules (SCN-120..124): source 0 (on bus 0) has
// availability statistics for the baseline's study stages 0 to 2.
import { ncsSource } from '../../rules/examples/systemBuilders';
import { retyped, rowTable, rowsExample, type Cell, type ExampleColumnType } from '../../rules/examples/rowTable';
import type { ExampleFiles, ExampleTable, RuleExample } from '../../rules/examples/types';
import { NCS } from '../../core/case/layout';

export const NCS_STATS = 'scenarios/non_controllable_stats.parquet';

export const NCS_STATS_COLUMNS: ReadonlyArray<readonly [string, ExampleColumnType]> = [
  ['ncs_id', 'Int32'],
  ['stage_id', 'Int32'],
  ['mean', 'Float64'],
  ['std', 'Float64'],
];

export const ncsStatsRows = (...sources: number[]): Cell[][] => sources.flatMap((source) => [0, 1, 2].map((stage): Cell[] => [source, stage, 0.45, 0.05]));

/** The sources registered and this table. */
export function withNcsStats(table: ExampleTable, sources: number[] = [0]): ExampleFiles {
  return { [NCS]: { non_controllable_sources: sources.map((id) => ncsSource(id)) }, [NCS_STATS]: table };
}

const ncsExample = (why: string, change: (rows: Cell[][]) => void): RuleExample =>
  rowsExample(
    NCS_STATS,
    NCS_STATS_COLUMNS,
    (table) => withNcsStats(table),
    () => ncsStatsRows(0),
    why,
    change,
  );

export const ncsStatsExamples: Record<string, RuleExample> = {
  'SCN-120': {
    show: NCS_STATS,
    why: 'ncs_id is stored as Int64 (the pandas default for integers); the loader reads Int32.',
    failing: withNcsStats(retyped(rowTable(NCS_STATS_COLUMNS, ncsStatsRows(0)), 'ncs_id', 'Int64')),
    passing: withNcsStats(rowTable(NCS_STATS_COLUMNS, ncsStatsRows(0))),
  },
  'SCN-121': ncsExample('The standard deviation of stage 0 is null.', (rows) => (rows[0]![3] = null)),
  'SCN-122': ncsExample('The mean of stage 1 is written as a percentage (45); it is a share in [0, 1].', (rows) => (rows[1]![2] = 45)),
  'SCN-123': ncsExample('The standard deviation of stage 2 is typed negative.', (rows) => (rows[2]![3] = -0.05)),
  'SCN-124': ncsExample('Stage 1 of source 0 has two rows.', (rows) => rows.push([0, 1, 0.5, 0.04])),
};
