// Failing and passing examples for the load statistics rules (SCN-020..024). Buses 0 and 1 have a
// load for the baseline's study stages 0 to 2.
import type { ExampleFiles, ExampleTable, RuleExample, RuleExamples } from '../../rules/examples/types';

const LOAD_STATS = 'scenarios/load_seasonal_stats.parquet';

/** [bus_id, stage_id, mean_mw, std_mw] */
type LoadRow = [number | null, number | null, number | null, number | null];

function loadStatsTable(rows: readonly LoadRow[]): ExampleTable {
  const column = (k: number) => rows.map((row) => row[k]!);
  return {
    table: [
      { name: 'bus_id', type: 'Int32', values: column(0) },
      { name: 'stage_id', type: 'Int32', values: column(1) },
      { name: 'mean_mw', type: 'Float64', values: column(2) },
      { name: 'std_mw', type: 'Float64', values: column(3) },
    ],
  };
}

/** Bus 0's rows first (the examples bend them), then bus 1's: every bus of the baseline needs its stages (REF-116). */
function busRows(): LoadRow[] {
  return [
    [0, 0, 800, 40],
    [0, 1, 820, 40],
    [0, 2, 790, 35],
    [1, 0, 300, 0],
    [1, 1, 310, 0],
    [1, 2, 305, 0],
  ];
}

const withLoad = (table: ExampleTable): ExampleFiles => ({ [LOAD_STATS]: table });

function loadExample(why: string, change: (rows: LoadRow[]) => void): RuleExample {
  const rows = busRows();
  change(rows);
  return { show: LOAD_STATS, why, failing: withLoad(loadStatsTable(rows)), passing: withLoad(loadStatsTable(busRows())) };
}

export const loadStatsExamples: RuleExamples = {
  'SCN-020': (() => {
    const failing = loadStatsTable(busRows());
    failing.table[2] = { ...failing.table[2]!, type: 'Float32' };
    return { show: LOAD_STATS, why: 'mean_mw is stored as Float32; the loader reads Float64.', failing: withLoad(failing), passing: withLoad(loadStatsTable(busRows())) };
  })(),
  'SCN-021': loadExample('The mean load of stage 1 is null.', (rows) => (rows[1]![2] = null)),
  'SCN-022': loadExample('The mean load of stage 0 is infinite.', (rows) => (rows[0]![2] = Infinity)),
  'SCN-023': loadExample('The standard deviation of stage 2 is typed negative.', (rows) => (rows[2]![3] = -35)),
  'SCN-024': loadExample('Stage 0 of bus 0 is listed twice.', (rows) => rows.push([0, 0, 805, 40])),
};
