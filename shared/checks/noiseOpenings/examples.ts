// Failing and passing examples for the opening tree rules (SCN-050..054): plant 1 (the one random
// variable of the case) with two openings at each of the baseline's study stages 0 to 2.
import { registeredPlants } from '../../rules/examples/plantBuilders';
import { retyped, rowTable, rowsExample, type Cell, type ExampleColumnType } from '../../rules/examples/rowTable';
import type { ExampleFiles, ExampleTable, RuleExample } from '../../rules/examples/types';

export const NOISE_OPENINGS = 'scenarios/noise_openings.parquet';

export const NOISE_COLUMNS: ReadonlyArray<readonly [string, ExampleColumnType]> = [
  ['stage_id', 'Int32'],
  ['opening_index', 'UInt32'],
  ['entity_index', 'UInt32'],
  ['value', 'Float64'],
];

/** `openings` openings of `entities` entities at each of `stages`. */
export function noiseRows(stages: number[] = [0, 1, 2], openings = 2, entities = 1): Cell[][] {
  return stages.flatMap((stage) =>
    Array.from({ length: openings }, (_, opening) => Array.from({ length: entities }, (_, entity): Cell[] => [stage, opening, entity, opening === 0 ? -0.8 : 0.8])).flat(),
  );
}

/** The plants registered and this tree. */
export function withNoise(table: ExampleTable, plants: number[] = [1]): ExampleFiles {
  return { ...registeredPlants(plants), [NOISE_OPENINGS]: table };
}

const noiseExample = (why: string, change: (rows: Cell[][]) => void): RuleExample =>
  rowsExample(
    NOISE_OPENINGS,
    NOISE_COLUMNS,
    (table) => withNoise(table),
    () => noiseRows(),
    why,
    change,
  );

export const noiseOpeningsExamples: Record<string, RuleExample> = {
  'SCN-050': {
    show: NOISE_OPENINGS,
    why: 'opening_index is stored as Int32; the loader reads an unsigned UInt32.',
    failing: withNoise(retyped(rowTable(NOISE_COLUMNS, noiseRows()), 'opening_index', 'Int32')),
    passing: withNoise(rowTable(NOISE_COLUMNS, noiseRows())),
  },
  'SCN-051': noiseExample('The value of opening 1 at stage 0 is null.', (rows) => (rows[1]![3] = null)),
  'SCN-052': noiseExample('The value of opening 0 at stage 2 is NaN.', (rows) => (rows[4]![3] = NaN)),
  'SCN-053': noiseExample('The openings of stage 1 are numbered 1 and 2; they count from 0.', (rows) => {
    rows[2]![1] = 1;
    rows[3]![1] = 2;
  }),
  'SCN-054': {
    show: NOISE_OPENINGS,
    why: 'Opening 1 of stage 2 has no value for entity 1, which every other opening gives.',
    failing: withNoise(rowTable(NOISE_COLUMNS, noiseRows([0, 1, 2], 2, 2).slice(0, -1)), [1, 2]),
    passing: withNoise(rowTable(NOISE_COLUMNS, noiseRows([0, 1, 2], 2, 2)), [1, 2]),
  },
};
