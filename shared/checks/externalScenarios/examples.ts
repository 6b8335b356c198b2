// Failing and passing examples for the external scenario rules (SCN-100..114): two scenarios for
// each of the baseline's study stages 0 to 2, for plant 1 (inflows), bus 0 (loads) and source 0.
import { registeredPlants } from '../../rules/examples/plantBuilders';
import { ncsSource } from '../../rules/examples/systemBuilders';
import { retyped, rowTable, rowsExample, type Cell, type ExampleColumnType } from '../../rules/examples/rowTable';
import type { ExampleFiles, ExampleTable, RuleExample } from '../../rules/examples/types';
import { NCS } from '../../core/case/layout';

export const EXTERNAL_INFLOW = 'scenarios/external_inflow_scenarios.parquet';
export const EXTERNAL_LOAD = 'scenarios/external_load_scenarios.parquet';
export const EXTERNAL_NCS = 'scenarios/external_ncs_scenarios.parquet';

export interface ExternalKind {
  file: string;
  columns: ReadonlyArray<readonly [string, ExampleColumnType]>;
  /** The case files around the table (its entity registered). */
  around: (entities: number[]) => ExampleFiles;
  entity: number;
  value: number;
}

const columns = (entity: string, value: string): ReadonlyArray<readonly [string, ExampleColumnType]> => [
  ['stage_id', 'Int32'],
  ['scenario_id', 'Int32'],
  [entity, 'Int32'],
  [value, 'Float64'],
];

export const EXTERNAL_KINDS = {
  inflow: {
    file: EXTERNAL_INFLOW,
    columns: columns('hydro_id', 'value_m3s'),
    around: (plants: number[]) => registeredPlants(plants),
    entity: 1,
    value: 120,
  },
  load: { file: EXTERNAL_LOAD, columns: columns('bus_id', 'value_mw'), around: () => ({}), entity: 0, value: 800 },
  ncs: {
    file: EXTERNAL_NCS,
    columns: columns('ncs_id', 'value'),
    around: (sources: number[]) => ({ [NCS]: { non_controllable_sources: sources.map((id) => ncsSource(id)) } }),
    entity: 0,
    value: 0.4,
  },
} satisfies Record<string, ExternalKind>;

/** Two scenarios per study stage for each entity. */
export function externalRows(kind: ExternalKind, entities: number[] = [kind.entity]): Cell[][] {
  return [0, 1, 2].flatMap((stage) => [0, 1].flatMap((scenario) => entities.map((entity): Cell[] => [stage, scenario, entity, kind.value + scenario])));
}

export function withExternal(kind: ExternalKind, table: ExampleTable, entities: number[] = [kind.entity]): ExampleFiles {
  return { ...kind.around(entities), [kind.file]: table };
}

function examplesOf(kind: ExternalKind, [schema, nulls, negative, finite, duplicate]: readonly [string, string, string, string, string]): Record<string, RuleExample> {
  const example = (why: string, change: (rows: Cell[][]) => void) =>
    rowsExample(
      kind.file,
      kind.columns,
      (table) => withExternal(kind, table),
      () => externalRows(kind),
      why,
      change,
    );
  const entityColumn = kind.columns[2]![0];
  return {
    [schema]: {
      show: kind.file,
      why: `${entityColumn} is stored as Int64 (the pandas default for integers); the loader reads Int32.`,
      failing: withExternal(kind, retyped(rowTable(kind.columns, externalRows(kind)), entityColumn, 'Int64')),
      passing: withExternal(kind, rowTable(kind.columns, externalRows(kind))),
    },
    [nulls]: example('The value of scenario 1 at stage 0 is null.', (rows) => (rows[1]![3] = null)),
    [negative]: example('The scenarios were numbered from -1; they count from 0.', (rows) => rows.forEach((row) => (row[1] = (row[1] as number) - 1))),
    [finite]: example('The value of scenario 0 at stage 2 is NaN.', (rows) => (rows[4]![3] = NaN)),
    [duplicate]: example('Scenario 1 of stage 1 is given twice.', (rows) => rows.push([...rows[3]!])),
  };
}

export const externalScenariosExamples: Record<string, RuleExample> = {
  ...examplesOf(EXTERNAL_KINDS.inflow, ['SCN-100', 'SCN-101', 'SCN-102', 'SCN-103', 'SCN-104']),
  ...examplesOf(EXTERNAL_KINDS.load, ['SCN-105', 'SCN-106', 'SCN-107', 'SCN-108', 'SCN-109']),
  ...examplesOf(EXTERNAL_KINDS.ncs, ['SCN-110', 'SCN-111', 'SCN-112', 'SCN-113', 'SCN-114']),
};
