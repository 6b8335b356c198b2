// Failing and passing examples for the constraints/ table rules (CON-001..CON-009), over the
// baseline case with the entities each table names: thermal 0, line 0, source 0, bus 0.
import type { ExampleFiles, ExampleTable, RuleExample } from '../../rules/examples/types';
import { fullThermal, line, ncsSource } from '../../rules/examples/systemBuilders';
import { LINES, NCS, THERMALS } from '../../core/case/layout';
import { CONSTRAINT_TABLES } from './fields';

type Cell = number | string | null;
type Column = ExampleTable['table'][number];

const int = (name: string, values: Cell[]): Column => ({ name, type: 'Int32', values });
const float = (name: string, values: Cell[]): Column => ({ name, type: 'Float64', values });

const THERMAL_BOUNDS = CONSTRAINT_TABLES.thermalBounds.file;

/** thermal 0 at study stages 0 and 1: generation between 10 and 80 MW, at 60 $/MWh at stage 1. */
function thermalBounds(): Column[] {
  return [int('thermal_id', [0, 0]), int('stage_id', [0, 1]), float('min_generation_mw', [10, 10]), float('max_generation_mw', [80, 80]), float('cost_per_mwh', [null, 60])];
}

const withThermal = (table: Column[]): ExampleFiles => ({ [THERMALS]: { thermals: [fullThermal(0)] }, [THERMAL_BOUNDS]: { table } });

function thermalExample(why: string, change: (table: Column[]) => void): RuleExample {
  const failing = thermalBounds();
  change(failing);
  return { show: THERMAL_BOUNDS, why, failing: withThermal(failing), passing: withThermal(thermalBounds()) };
}

/** An example on another table: its registry file and its rows, bent by `change`. */
function tableExample(file: string, registry: ExampleFiles, why: string, table: () => Column[], change: (table: Column[]) => void): RuleExample {
  const failing = table();
  change(failing);
  return { show: file, why, failing: { ...registry, [file]: { table: failing } }, passing: { ...registry, [file]: { table: table() } } };
}

const set = (column: Column, row: number, value: Cell) => (column.values[row] = value);

export const constraintTableExamples: Record<string, RuleExample> = {
  'CON-001': thermalExample('thermal_id is stored as Int64; the loader reads Int32.', (table) => (table[0] = { ...table[0]!, type: 'Int64' })),
  'CON-002': thermalExample('The stage of the second row is null.', (table) => set(table[1]!, 1, null)),
  'CON-003': tableExample(
    CONSTRAINT_TABLES.lineBounds.file,
    { [LINES]: { lines: [line(0)] } },
    'The direct capacity of line 0 at stage 1 is infinite.',
    () => [int('line_id', [0, 0]), int('stage_id', [0, 1]), float('direct_mw', [90, 90]), float('reverse_mw', [70, null])],
    (table) => set(table[2]!, 1, Infinity),
  ),
  'CON-004': tableExample(
    CONSTRAINT_TABLES.ncsBounds.file,
    { [NCS]: { non_controllable_sources: [ncsSource(0)] } },
    'The available generation of source 0 at stage 2 is negative.',
    () => [int('ncs_id', [0, 0]), int('stage_id', [1, 2]), float('available_generation_mw', [25, 0])],
    (table) => set(table[2]!, 1, -5),
  ),
  'CON-005': tableExample(
    CONSTRAINT_TABLES.busPenalties.file,
    {},
    'The excess cost of bus 1 at stage 0 is 0; a penalty must be greater than 0.',
    () => [int('bus_id', [0, 1]), int('stage_id', [0, 0]), float('excess_cost', [150, 200])],
    (table) => set(table[2]!, 1, 0),
  ),
  'CON-006': thermalExample('At stage 1 the minimum generation (90 MW) is above the maximum (80 MW).', (table) => set(table[2]!, 1, 90)),
  'CON-007': thermalExample('Stage 1 of thermal 0 has two rows.', (table) => set(table[1]!, 0, 1)),
  'CON-008': tableExample(
    CONSTRAINT_TABLES.genericBounds.file,
    {
      [THERMALS]: { thermals: [fullThermal(0)] },
      'constraints/generic_constraints.json': { constraints: [{ id: 0, name: 'cap_T0', expression: 'thermal_generation(0)', sense: '<=', slack: { enabled: false } }] },
    },
    'Constraint 0 has two bounds for stage 0, every block.',
    () => [int('constraint_id', [0, 0]), int('stage_id', [0, 1]), int('block_id', [null, null]), float('bound', [50, 50])],
    (table) => set(table[1]!, 1, 0),
  ),
  'CON-009': thermalExample('The second row gives block 0, so the loader ignores it.', (table) => table.push(int('block_id', [null, 0]))),
};
