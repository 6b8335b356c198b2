// Failing and passing examples for the inflow statistics rules (SCN). Plant 1 is the examples' constant-productivity
// plant; the baseline calendar has study stages 0, 1 and 2.
import { constantProductivityEntry, hydroPlant, hydroRegistry, productionModels } from '../../rules/examples/plantBuilders';
import type { ExampleFiles, ExampleTable, RuleExample, RuleExamples } from '../../rules/examples/types';
import { HYDROS, INFLOW_STATS, MODELS } from '../../core/case/layout';

/** [hydro_id, stage_id, mean_m3s, std_m3s] */
type StatsRow = [number | null, number | null, number | null, number | null];

export function inflowStatsTable(rows: readonly StatsRow[]): ExampleTable {
  const column = (k: number) => rows.map((row) => row[k]!);
  return {
    table: [
      { name: 'hydro_id', type: 'Int32', values: column(0) },
      { name: 'stage_id', type: 'Int32', values: column(1) },
      { name: 'mean_m3s', type: 'Float64', values: column(2) },
      { name: 'std_m3s', type: 'Float64', values: column(3) },
    ],
  };
}

/** Statistics of `hydroId` for study stages 0 to 2. */
export function plantStatsRows(hydroId: number): StatsRow[] {
  return [
    [hydroId, 0, 120, 30],
    [hydroId, 1, 150, 40],
    [hydroId, 2, 90, 25],
  ];
}

/** The registered plants (each with its production-model entry) and this table. */
export function withStats(table: ExampleTable, plants: number[] = [1]): ExampleFiles {
  return {
    [HYDROS]: hydroRegistry(...plants.map((id) => hydroPlant(id))),
    [MODELS]: productionModels(...plants.map((id) => constantProductivityEntry(id))),
    [INFLOW_STATS]: table,
  };
}

/** A failing table for plant 1 (its rows after `change`) and the valid table as its passing twin. */
export function statsExample(why: string, change: (rows: StatsRow[]) => void): RuleExample {
  const rows = plantStatsRows(1);
  change(rows);
  return { show: INFLOW_STATS, why, failing: withStats(inflowStatsTable(rows)), passing: withStats(inflowStatsTable(plantStatsRows(1))) };
}

export const inflowStatsExamples: RuleExamples = {
  'SCN-001': (() => {
    const failing = inflowStatsTable(plantStatsRows(1));
    failing.table[0] = { ...failing.table[0]!, type: 'Int64' };
    return {
      show: INFLOW_STATS,
      why: 'hydro_id is stored as Int64 (the pandas default for integers); the loader reads Int32.',
      failing: withStats(failing),
      passing: withStats(inflowStatsTable(plantStatsRows(1))),
    };
  })(),
  'SCN-002': statsExample('The standard deviation of stage 1 is null; the loader would read it as whatever the cell stores.', (rows) => (rows[1]![3] = null)),
  'SCN-003': statsExample('The mean of stage 2 is NaN, a "no data" marker left by a spreadsheet; means must be finite.', (rows) => (rows[2]![2] = NaN)),
  'SCN-004': statsExample('The standard deviation of stage 0 is typed negative; it must be finite and >= 0.', (rows) => (rows[0]![3] = -30)),
  'SCN-005': statsExample('Stage 1 of plant 1 has two rows with different statistics; which one the study would use is not defined.', (rows) => rows.push([1, 1, 160, 45])),
  'SCN-006': statsExample('The standard deviation of stage 2 is 0, so that inflow has no random part.', (rows) => (rows[2]![3] = 0)),
};
