// Failing and passing examples for the AR coefficients rules (SCN-010..016). Plant 1 has seasonal
// statistics for the baseline's study stages 0 to 2 and an AR(2) model at each.
import { inflowStatsTable, plantStatsRows, withStats } from '../inflowStats/examples';
import type { ExampleFiles, ExampleTable, RuleExample, RuleExamples } from '../../rules/examples/types';
import { AR_COEFFICIENTS } from '../../core/case/layout';

/** [hydro_id, stage_id, lag, coefficient, residual_std_ratio] */
type ArRow = [number | null, number | null, number | null, number | null, number | null];

export function arCoefficientsTable(rows: readonly ArRow[]): ExampleTable {
  const column = (k: number) => rows.map((row) => row[k]!);
  return {
    table: [
      { name: 'hydro_id', type: 'Int32', values: column(0) },
      { name: 'stage_id', type: 'Int32', values: column(1) },
      { name: 'lag', type: 'Int32', values: column(2) },
      { name: 'coefficient', type: 'Float64', values: column(3) },
      { name: 'residual_std_ratio', type: 'Float64', values: column(4) },
    ],
  };
}

/** An AR(2) model of `hydroId` at each study stage 0 to 2. */
export function plantArRows(hydroId: number): ArRow[] {
  return [0, 1, 2].flatMap((stage): ArRow[] => [
    [hydroId, stage, 1, 0.5, 0.8],
    [hydroId, stage, 2, 0.2, 0.8],
  ]);
}

/** Plant 1 with its statistics and these coefficients. */
export function withCoefficients(table: ExampleTable, plants: number[] = [1], statsPlants: number[] = plants): ExampleFiles {
  return { ...withStats(inflowStatsTable(statsPlants.flatMap(plantStatsRows)), plants), [AR_COEFFICIENTS]: table };
}

function arExample(why: string, change: (rows: ArRow[]) => void): RuleExample {
  const rows = plantArRows(1);
  change(rows);
  return { show: AR_COEFFICIENTS, why, failing: withCoefficients(arCoefficientsTable(rows)), passing: withCoefficients(arCoefficientsTable(plantArRows(1))) };
}

export const arCoefficientsExamples: RuleExamples = {
  'SCN-010': (() => {
    const failing = arCoefficientsTable(plantArRows(1));
    failing.table[2] = { ...failing.table[2]!, type: 'Int64' };
    return {
      show: AR_COEFFICIENTS,
      why: 'lag is stored as Int64 (the pandas default for integers); the loader reads Int32.',
      failing: withCoefficients(failing),
      passing: withCoefficients(arCoefficientsTable(plantArRows(1))),
    };
  })(),
  'SCN-011': arExample('The coefficient of lag 2 at stage 0 is null.', (rows) => (rows[1]![3] = null)),
  'SCN-012': arExample('The lags of stage 1 were numbered from 0; lags count from 1.', (rows) => {
    rows[2]![2] = 0;
    rows[3]![2] = 1;
  }),
  'SCN-013': arExample('The residual ratio of stage 2 is written as 80 (a percentage); it must lie in (0, 1].', (rows) => {
    rows[4]![4] = 80;
    rows[5]![4] = 80;
  }),
  'SCN-014': arExample('The coefficient of lag 1 at stage 2 is NaN.', (rows) => (rows[4]![3] = NaN)),
  'SCN-015': arExample('The two lags of stage 0 give residual ratios 0.8 and 0.7; a stage has one.', (rows) => (rows[1]![4] = 0.7)),
  'SCN-016': arExample('Stage 1 lists lags 1 and 3: the loader reads the lag-3 coefficient as lag 2.', (rows) => (rows[3]![2] = 3)),
};
