// Failing and passing examples for the inflow history rules (SCN-030..033): plant 1 (registered,
// with its production-model entry) observed monthly over two years.
import { registeredPlants } from '../../rules/examples/plantBuilders';
import { retyped, rowTable, rowsExample, type Cell, type ExampleColumnType } from '../../rules/examples/rowTable';
import type { ExampleFiles, ExampleTable, RuleExample } from '../../rules/examples/types';

export const INFLOW_HISTORY = 'scenarios/inflow_history.parquet';

export const HISTORY_COLUMNS: ReadonlyArray<readonly [string, ExampleColumnType]> = [
  ['hydro_id', 'Int32'],
  ['date', 'Date32'],
  ['value_m3s', 'Float64'],
];

/** Monthly observations of each plant over 2022 and 2023. */
export function historyRows(...plants: number[]): Cell[][] {
  return plants.flatMap((plant) => monthlyHistoryRows(plant, 2));
}

/** Monthly observations of one plant on the first of each month, over `years` years from 2022. */
export function monthlyHistoryRows(plant: number, years: number): Cell[][] {
  return Array.from({ length: 12 * years }, (_, k): Cell[] => [plant, `${2022 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-01`, 100 + 10 * (k % 12)]);
}

/** The plants registered (each with its production-model entry) and this history. */
export function withHistory(table: ExampleTable, plants: number[] = [1]): ExampleFiles {
  return { ...registeredPlants(plants), [INFLOW_HISTORY]: table };
}

const historyExample = (why: string, change: (rows: Cell[][]) => void): RuleExample =>
  rowsExample(
    INFLOW_HISTORY,
    HISTORY_COLUMNS,
    (table) => withHistory(table),
    () => historyRows(1),
    why,
    change,
  );

export const inflowHistoryExamples: Record<string, RuleExample> = {
  'SCN-030': {
    show: INFLOW_HISTORY,
    why: 'The dates were written as text ("2022-01-01"); the loader reads a Date32 column.',
    failing: withHistory(retyped(rowTable(HISTORY_COLUMNS, historyRows(1)), 'date', 'Utf8')),
    passing: withHistory(rowTable(HISTORY_COLUMNS, historyRows(1))),
  },
  'SCN-031': historyExample('The value of March 2022 is null; the loader would read it as whatever the cell stores.', (rows) => (rows[2]![2] = null)),
  'SCN-032': historyExample('A missing month was marked NaN; every observation must be a finite number.', (rows) => (rows[5]![2] = NaN)),
  'SCN-033': historyExample('January 2023 is given twice, so the estimation counts it twice.', (rows) => rows.push([1, '2023-01-01', 130])),
};
