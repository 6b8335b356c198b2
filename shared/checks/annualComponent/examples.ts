// Failing and passing examples for the annual component rules (SCN-040..045): plant 1 has seasonal
// statistics for the baseline's study stages 0 to 2 and an annual component at each.
import { inflowStatsTable, plantStatsRows, withStats } from '../inflowStats/examples';
import { retyped, rowTable, rowsExample, type Cell, type ExampleColumnType } from '../../rules/examples/rowTable';
import type { ExampleFiles, ExampleTable, RuleExample } from '../../rules/examples/types';

export const ANNUAL_COMPONENT = 'scenarios/inflow_annual_component.parquet';

export const ANNUAL_COLUMNS: ReadonlyArray<readonly [string, ExampleColumnType]> = [
  ['hydro_id', 'Int32'],
  ['stage_id', 'Int32'],
  ['annual_coefficient', 'Float64'],
  ['annual_mean_m3s', 'Float64'],
  ['annual_std_m3s', 'Float64'],
];

export function annualRows(...plants: number[]): Cell[][] {
  return plants.flatMap((plant) => [0, 1, 2].map((stage): Cell[] => [plant, stage, -0.25, 1500, 300]));
}

/** The plants with their statistics (of `statsPlants`) and this annual component. */
export function withAnnual(table: ExampleTable, plants: number[] = [1], statsPlants: number[] = plants): ExampleFiles {
  return { ...withStats(inflowStatsTable(statsPlants.flatMap(plantStatsRows)), plants), [ANNUAL_COMPONENT]: table };
}

const annualExample = (why: string, change: (rows: Cell[][]) => void): RuleExample =>
  rowsExample(
    ANNUAL_COMPONENT,
    ANNUAL_COLUMNS,
    (table) => withAnnual(table),
    () => annualRows(1),
    why,
    change,
  );

export const annualComponentExamples: Record<string, RuleExample> = {
  'SCN-040': {
    show: ANNUAL_COMPONENT,
    why: 'annual_std_m3s is stored as Float32; the loader reads Float64.',
    failing: withAnnual(retyped(rowTable(ANNUAL_COLUMNS, annualRows(1)), 'annual_std_m3s', 'Float32')),
    passing: withAnnual(rowTable(ANNUAL_COLUMNS, annualRows(1))),
  },
  'SCN-041': annualExample('The annual coefficient of stage 1 is null; the loader rejects a null in any column.', (rows) => (rows[1]![2] = null)),
  'SCN-042': annualExample('The annual coefficient of stage 0 is NaN; any finite value is accepted, NaN is not.', (rows) => (rows[0]![2] = NaN)),
  'SCN-043': annualExample('The annual mean of stage 2 is infinite.', (rows) => (rows[2]![3] = Infinity)),
  'SCN-044': annualExample('The annual standard deviation of stage 1 is 0; it divides the component, so it must be above 0.', (rows) => (rows[1]![4] = 0)),
  'SCN-045': annualExample('Stage 2 of plant 1 has two annual rows.', (rows) => rows.push([1, 2, 0.1, 1400, 280])),
};
