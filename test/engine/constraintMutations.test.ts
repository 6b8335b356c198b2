// Rejected mutations of the real Cobre examples' constraints/ files, each reported at its file and
// row and column (Parquet) or path (JSON), and nothing else of ours in that file. Four examples
// carry constraints/ files (d11, d23: hydro_bounds; d13: generic constraints and their bounds;
// d27: thermal_bounds); the other tables are built valid (per the loader) on a copy of d04
// (lines, buses) and d15 (a non-controllable source), checked clean, then mutated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectDiagnostic, renderDiagnostics, type Expected } from '../support/assertions';
import { parquetBytes, type ColumnSpec, type ColumnType } from '../support/parquet';
import { validateMutatedExample } from '../support/exampleTables';
import { examplesDir } from '../support/cli';
import { ParquetTable } from '../../shared/core/parquet/reader';
import { CASE_FILES } from '../../shared/core/case/layout';
import type { ValidationResult } from '../../shared/engine/validate';

type Cell = number | null;

/** An example's table as typed columns, nulls kept, ready to bend and write back. */
async function exampleColumns(example: string, file: string): Promise<ColumnSpec[]> {
  const table = await ParquetTable.open(join(examplesDir, example, file));
  try {
    const columns = table.columns.map((info) => ({ name: info.name, type: info.type as ColumnType, values: [] as Cell[] }));
    for await (const batch of table.batches(columns.map((c) => c.name))) {
      for (const column of columns) {
        const values = batch.column(column.name)!;
        for (let i = 0; i < batch.numRows; i++) column.values.push(values.isNull(i) ? null : values.values[i]!);
      }
    }
    return columns;
  } finally {
    table.close();
  }
}

const exampleJson = (example: string, file: string): any => JSON.parse(readFileSync(join(examplesDir, example, file), 'utf8'));

const column = (columns: ColumnSpec[], name: string) => columns.find((c) => c.name === name)! as ColumnSpec & { values: Cell[] };
const setCell = (name: string, row: number, value: Cell) => (columns: ColumnSpec[]) => {
  column(columns, name).values[row] = value;
};
const retype = (name: string, type: ColumnType) => (columns: ColumnSpec[]) => {
  column(columns, name).type = type;
};
const repeatRow = (row: number) => (columns: ColumnSpec[]) => {
  for (const c of columns) (c.values as Cell[]).push((c.values as Cell[])[row]!);
};

const int = (name: string, values: Cell[]): ColumnSpec => ({ name, type: 'Int32', values });
const float = (name: string, values: Cell[]): ColumnSpec => ({ name, type: 'Float64', values });

/** Valid tables (per the loader) built on d04 (line 0, buses 0 and 1, stages 0 and 1) and d15 (source 0). */
const BUILT: Record<string, { example: string; build: () => ColumnSpec[] | object }> = {
  [CASE_FILES.lineBounds]: {
    example: 'deterministic/d04-transmission',
    build: () => [int('line_id', [0, 0]), int('stage_id', [0, 1]), float('direct_mw', [12, 10]), float('reverse_mw', [12, null])],
  },
  [CASE_FILES.linePenalties]: { example: 'deterministic/d04-transmission', build: () => [int('line_id', [0]), int('stage_id', [1]), float('exchange_cost', [0.02])] },
  [CASE_FILES.busPenalties]: { example: 'deterministic/d04-transmission', build: () => [int('bus_id', [0, 1]), int('stage_id', [0, 0]), float('excess_cost', [10, 10])] },
  [CASE_FILES.exchangeFactors]: {
    example: 'deterministic/d04-transmission',
    build: () => ({ exchange_factors: [{ line_id: 0, stage_id: 1, block_factors: [{ block_id: 0, direct_factor: 0.8, reverse_factor: 0.9 }] }] }),
  },
  [CASE_FILES.ncsBounds]: {
    example: 'deterministic/d15-non-controllable-source',
    build: () => [int('ncs_id', [0, 0]), int('stage_id', [0, 1]), float('available_generation_mw', [60, 40])],
  },
  [CASE_FILES.ncsPenalties]: {
    example: 'deterministic/d15-non-controllable-source',
    build: () => [int('source_id', [0]), int('stage_id', [0]), float('curtailment_cost', [0.01])],
  },
};

function encode(file: string, content: ColumnSpec[] | object): Uint8Array | string {
  return file.endsWith('.parquet') ? parquetBytes(content as ColumnSpec[]) : JSON.stringify(content, null, 2);
}

const constraintsProblems = (result: ValidationResult, file: string) => result.diagnostics.filter((d) => d.file === file && /^(CON|REF|PQ|JSON)-/.test(d.code));

test('the constraints/ files built on copies of d04 and d15 are valid as the loader reads them: nothing of ours', async () => {
  for (const [file, { example, build }] of Object.entries(BUILT)) {
    const result = await validateMutatedExample(example, { [file]: encode(file, build()) });
    assert.deepEqual(constraintsProblems(result, file), [], `${example} ${file}:\n${renderDiagnostics(constraintsProblems(result, file))}`);
  }
});

interface Mutation {
  example: string;
  file: string;
  /** Bends the example's own file (a table's columns, a JSON value), or the built one for files the example lacks. */
  change: (content: any) => void;
  expected: Expected;
}

const D13 = 'deterministic/d13-generic-constraint';
const D27 = 'deterministic/d27-per-stage-thermal-cost';
const D11 = 'deterministic/d11-water-withdrawal';
const D23 = 'deterministic/d23-bidirectional-withdrawal';
const D04 = 'deterministic/d04-transmission';
const D15 = 'deterministic/d15-non-controllable-source';
const { thermalBounds: THB, hydroBounds: HB, genericBounds: GCB, genericConstraints: GC } = CASE_FILES;
const first = (change: (constraint: any) => void) => (file: any) => change(file.constraints[0]);

const MUTATIONS: Mutation[] = [
  { example: D27, file: THB, change: setCell('cost_per_mwh', 0, -120), expected: { code: 'CON-004', row: 0, column: 'cost_per_mwh' } },
  { example: D27, file: THB, change: setCell('thermal_id', 0, 5), expected: { code: 'REF-140', row: 0, column: 'thermal_id', message: 'thermal_id 5 names no thermal' } },
  { example: D27, file: THB, change: retype('stage_id', 'Int64'), expected: { code: 'CON-001', row: null, column: 'stage_id' } },
  {
    example: D27,
    file: THB,
    change: (columns) => (setCell('min_generation_mw', 0, 30)(columns), setCell('max_generation_mw', 0, 20)(columns)),
    expected: { code: 'CON-006', row: 0, column: 'max_generation_mw' },
  },
  { example: D27, file: THB, change: (columns) => columns.push(int('block_id', [1])), expected: { code: 'CON-009', row: 0, column: 'block_id' } },
  { example: D11, file: HB, change: setCell('water_withdrawal_m3s', 1, NaN), expected: { code: 'CON-003', row: 1, column: 'water_withdrawal_m3s', rows: null } },
  { example: D11, file: HB, change: setCell('stage_id', 1, 7), expected: { code: 'REF-141', row: 1, column: 'stage_id', message: 'stage_id 7 is not a study stage' } },
  { example: D23, file: HB, change: repeatRow(1), expected: { code: 'CON-007', row: 1, column: 'stage_id', rows: [[1, 2]], count: 2 } },
  { example: D23, file: HB, change: setCell('hydro_id', 0, null), expected: { code: 'CON-002', row: 0, column: 'hydro_id' } },
  {
    example: D13,
    file: GCB,
    change: setCell('constraint_id', 1, 3),
    expected: { code: 'REF-140', row: 1, column: 'constraint_id', message: 'constraint_id 3 names no generic constraint' },
  },
  {
    example: D13,
    file: GCB,
    change: setCell('block_id', 0, 1),
    expected: { code: 'REF-143', row: 0, column: 'block_id', message: 'block_id 1 is not a block of stage 0, which has 1 block' },
  },
  { example: D13, file: GCB, change: setCell('bound', 1, Infinity), expected: { code: 'CON-003', row: 1, column: 'bound' } },
  {
    example: D13,
    file: GCB,
    change: repeatRow(0),
    expected: {
      code: 'CON-008',
      row: 0,
      column: 'stage_id',
      rows: [
        [0, 0],
        [2, 2],
      ],
      count: 2,
    },
  },
  { example: D13, file: GC, change: first((c) => (c.sense = '=<')), expected: { code: 'CON-026', path: 'constraints[0].sense', message: 'did you mean "<="' } },
  {
    example: D13,
    file: GC,
    change: first((c) => (c.expression = 'thermal_generation(7)')),
    expected: { code: 'REF-144', path: 'constraints[0].expression', message: 'thermal_generation(7) names no thermal' },
  },
  { example: D13, file: GC, change: first((c) => (c.slack.penalty = 0)), expected: { code: 'CON-028', path: 'constraints[0].slack.penalty' } },
  { example: D13, file: GC, change: (file) => file.constraints.push({ ...file.constraints[0] }), expected: { code: 'CON-022', path: 'constraints[1].id' } },
  {
    example: D13,
    file: GC,
    change: first((c) => (c.expression = 'thermal_generaton(0)')),
    expected: { code: 'CON-025', path: 'constraints[0].expression', message: 'unknown variable "thermal_generaton"' },
  },
  {
    example: D13,
    file: GC,
    change: first((c) => ((c.descripton = c.description), delete c.description)),
    expected: { code: 'CON-029', path: 'constraints[0].descripton', message: 'did you mean "description"' },
  },
  {
    example: D04,
    file: CASE_FILES.exchangeFactors,
    change: (f) => (f.exchange_factors[0].block_factors[0].direct_factor = 0),
    expected: { code: 'CON-033', path: 'exchange_factors[0].block_factors[0].direct_factor' },
  },
  { example: D04, file: CASE_FILES.exchangeFactors, change: (f) => (f.exchange_factors[0].line_id = 2), expected: { code: 'REF-146', path: 'exchange_factors[0].line_id' } },
  { example: D04, file: CASE_FILES.lineBounds, change: setCell('line_id', 1, 3), expected: { code: 'REF-140', row: 1, column: 'line_id' } },
  { example: D04, file: CASE_FILES.linePenalties, change: setCell('exchange_cost', 0, 0), expected: { code: 'CON-005', row: 0, column: 'exchange_cost' } },
  { example: D04, file: CASE_FILES.busPenalties, change: setCell('bus_id', 1, 9), expected: { code: 'REF-140', row: 1, column: 'bus_id', message: 'bus_id 9 names no bus' } },
  { example: D15, file: CASE_FILES.ncsBounds, change: setCell('available_generation_mw', 1, -10), expected: { code: 'CON-004', row: 1, column: 'available_generation_mw' } },
  { example: D15, file: CASE_FILES.ncsBounds, change: setCell('stage_id', 0, 4), expected: { code: 'REF-142', row: 0, column: 'stage_id' } },
  { example: D15, file: CASE_FILES.ncsPenalties, change: setCell('curtailment_cost', 0, -1), expected: { code: 'CON-005', row: 0, column: 'curtailment_cost' } },
];

async function original(mutation: Mutation): Promise<any> {
  const built = BUILT[mutation.file];
  if (built && built.example === mutation.example) return built.build();
  return mutation.file.endsWith('.parquet') ? exampleColumns(mutation.example, mutation.file) : exampleJson(mutation.example, mutation.file);
}

test(`${MUTATIONS.length} mutations of the real examples' constraints/ files are each reported at their file and row/column or path, and nothing else of ours there`, async () => {
  assert.ok(MUTATIONS.length >= 15);
  for (const mutation of MUTATIONS) {
    const content = await original(mutation);
    mutation.change(content);
    const result = await validateMutatedExample(mutation.example, { [mutation.file]: encode(mutation.file, content) });
    const found = constraintsProblems(result, mutation.file);
    expectDiagnostic(found, { file: mutation.file, ...mutation.expected });
    assert.equal(found.length, 1, `${mutation.example} ${mutation.expected.code}:\n${renderDiagnostics(found)}`);
  }
});
