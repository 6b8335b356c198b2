// scenarios/inflow_seasonal_stats.parquet (SCN-001..006) and the rules joining it with hydros.json
// and stages.json (REF-100..102): failing and passing cases on the baseline case, then mutations of
// the real Cobre examples' tables, each reported at its file, row and column.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constantProductivityEntry, validCase, validPlant, validateFiles, withPlants, type CaseFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic, renderDiagnostics, type Expected } from '../support/assertions';
import { parquetBytes, type ColumnSpec, type ColumnType } from '../support/parquet';
import { examplesDir } from '../support/cli';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import { exampleTableRows, validateMutatedExample } from '../support/exampleTables';
import { tableProblems } from '../../shared/views/tablePages';

const FILE = 'scenarios/inflow_seasonal_stats.parquet';
const MODELS = 'system/hydro_production_models.json';

type Cell = number | null;
interface StatsRow {
  hydro: Cell;
  stage: Cell;
  mean: Cell;
  std: Cell;
}

function columns(rows: readonly StatsRow[], types: Partial<Record<keyof StatsRow, ColumnType>> = {}): ColumnSpec[] {
  return [
    { name: 'hydro_id', type: types.hydro ?? 'Int32', values: rows.map((r) => r.hydro) },
    { name: 'stage_id', type: types.stage ?? 'Int32', values: rows.map((r) => r.stage) },
    { name: 'mean_m3s', type: types.mean ?? 'Float64', values: rows.map((r) => r.mean) },
    { name: 'std_m3s', type: types.std ?? 'Float64', values: rows.map((r) => r.std) },
  ];
}

/** Rows of each plant for the baseline's study stages 0..2. */
function fullRows(...hydros: number[]): StatsRow[] {
  return hydros.flatMap((hydro) => [0, 1, 2].map((stage) => ({ hydro, stage, mean: 100 + stage, std: 10 })));
}

/** The baseline case with these plants registered (each with a production-model entry). */
function plantsCase(plants: Array<number | object> = [1, 2]): CaseFiles {
  const ids = plants.map((plant) => (typeof plant === 'number' ? plant : (plant as { id: number }).id));
  return withPlants({ ...validCase(), [MODELS]: { production_models: ids.map((id) => constantProductivityEntry(id)) } }, plants);
}

async function validate(rows: readonly StatsRow[], plants?: Array<number | object>, types?: Partial<Record<keyof StatsRow, ColumnType>>): Promise<ValidationResult> {
  return validateFiles({ ...plantsCase(plants), [FILE]: parquetBytes(columns(rows, types)) });
}

const ours = (result: ValidationResult) => result.diagnostics.filter((d) => /^(SCN|REF)-/.test(d.code));

// The file's own rules -----------------------------------------------------------------------------

test('inflow stats: a full table is clean, and its keys are kept for the cross-file rules', async () => {
  const result = await validate(fullRows(1, 2));
  expectClean(result);
  const summary = result.model.inflowStats!;
  assert.equal(summary.complete, true);
  assert.equal(summary.rowCount, 6);
  assert.equal(summary.keys.count, 6);
  assert.deepEqual([...summary.keys.hydroId], [1, 1, 1, 2, 2, 2]);
  assert.deepEqual([...summary.keys.stageId], [0, 1, 2, 0, 1, 2]);
  assert.deepEqual(structuredClone(summary), summary);
});

test('inflow stats: an absent table and a table with no row raise nothing (the loader needs coverage only once a row exists)', async () => {
  expectClean(await validateFiles(plantsCase()));
  expectClean(await validate([]));
});

test('SCN-001: a missing column and a mistyped one are reported on their column, without a row', async () => {
  const mistyped = await validate(fullRows(1, 2), undefined, { hydro: 'Int64' });
  expectDiagnostic(mistyped, { code: 'SCN-001', file: FILE, column: 'hydro_id', row: null, message: 'must be Int32, got Int64' });
  // Coverage is not judged on a table whose keys cannot be read (D28).
  expectNoDiagnostic(mistyped, 'REF-102');
  const missing = await validateFiles({ ...plantsCase(), [FILE]: parquetBytes(columns(fullRows(1, 2)).filter((c) => c.name !== 'std_m3s')) });
  expectDiagnostic(missing, { code: 'SCN-001', column: 'std_m3s', row: null, message: 'missing required column "std_m3s"' });
  const passing = await validate(fullRows(1, 2), undefined, { std: 'Float64' });
  expectNoDiagnostic(passing, 'SCN-001');
});

test('SCN-001: a column the loader does not read is a hint naming the column it may stand for', async () => {
  const specs = columns(fullRows(1, 2)).map((c) => (c.name === 'std_m3s' ? { ...c, name: 'std_m3' } : c));
  const result = await validateFiles({ ...plantsCase(), [FILE]: parquetBytes(specs) });
  expectDiagnostic(result, { code: 'SCN-001', severity: 'hint', column: 'std_m3', message: 'did you mean "std_m3s"' });
});

test('SCN-002: each null cell is reported at its row and column; a nullable column without nulls is accepted', async () => {
  const rows = fullRows(1, 2);
  rows[4]!.mean = null;
  rows[5]!.mean = null;
  const result = await validate(rows);
  expectDiagnostic(result, { code: 'SCN-002', file: FILE, row: 4, column: 'mean_m3s', rows: [[4, 5]], count: 2 });
  const declaredNullable = columns(fullRows(1, 2)).map((c) => ({ ...c, nullable: true }));
  expectClean(await validateFiles({ ...plantsCase(), [FILE]: parquetBytes(declaredNullable) }));
});

test('SCN-002: a null key leaves the row unkeyed, and coverage is skipped with a CASE-002 hint (D28)', async () => {
  const rows = fullRows(1, 2);
  rows[3]!.hydro = null;
  const result = await validate(rows);
  expectDiagnostic(result, { code: 'SCN-002', row: 3, column: 'hydro_id' });
  expectNoDiagnostic(result, 'REF-102');
  expectDiagnostic(result, { code: 'CASE-002', message: 'REF-102' });
});

test('SCN-003: a NaN or infinite mean is one problem for the column, at the first row', async () => {
  const rows = fullRows(1, 2);
  rows[1]!.mean = NaN;
  rows[4]!.mean = -Infinity;
  const result = await validate(rows);
  expectDiagnostic(result, {
    code: 'SCN-003',
    row: 1,
    column: 'mean_m3s',
    rows: [
      [1, 1],
      [4, 4],
    ],
    count: 2,
    message: 'mean_m3s must be finite',
  });
  // A negative mean is accepted: the loader does not bound it.
  const negative = fullRows(1, 2);
  negative[1]!.mean = -5;
  expectNoDiagnostic(await validate(negative), 'SCN-003');
});

test('SCN-004: a negative or infinite standard deviation is reported at its row; 0 is no error', async () => {
  const rows = fullRows(1, 2);
  rows[2]!.std = -3;
  const result = await validate(rows);
  expectDiagnostic(result, { code: 'SCN-004', row: 2, column: 'std_m3s', message: 'std_m3s must be finite and >= 0, got -3' });
  const infinite = fullRows(1, 2);
  infinite[0]!.std = Infinity;
  expectDiagnostic(await validate(infinite), { code: 'SCN-004', row: 0, column: 'std_m3s' });
  const zero = fullRows(1, 2);
  zero[2]!.std = 0;
  expectNoDiagnostic(await validate(zero), 'SCN-004');
});

test('SCN-005: a repeated (hydro_id, stage_id) is reported at the later row, naming the first', async () => {
  const rows = [...fullRows(1, 2), { hydro: 1, stage: 1, mean: 5, std: 1 }];
  const result = await validate(rows);
  expectDiagnostic(result, { code: 'SCN-005', row: 6, column: 'stage_id', message: 'hydro 1 has a second row for stage 1 (first at row 1)' });
  expectNoDiagnostic(await validate(fullRows(1, 2)), 'SCN-005');
});

test('SCN-006: a standard deviation of 0 is a hint at its rows', async () => {
  const rows = fullRows(1, 2);
  rows[3]!.std = 0;
  rows[4]!.std = 0;
  const result = await validate(rows);
  expectDiagnostic(result, { code: 'SCN-006', row: 3, column: 'std_m3s', rows: [[3, 4]], count: 2 });
  const small = fullRows(1, 2);
  small[3]!.std = 0.001;
  expectNoDiagnostic(await validate(small), 'SCN-006');
});

// Joined with hydros.json and stages.json ------------------------------------------------------

test('REF-100: rows of unknown plants are one problem for hydro_id listing the ids and every row', async () => {
  const result = await validate([...fullRows(1, 2), ...fullRows(7), { hydro: 9, stage: 0, mean: 1, std: 1 }]);
  const found = expectDiagnostic(result, {
    code: 'REF-100',
    file: FILE,
    row: 6,
    column: 'hydro_id',
    rows: [[6, 9]],
    count: 4,
    message: 'hydro_ids 7, 9 (2 hydro_ids) name no plant of system/hydros.json',
  });
  assert.deepEqual(found.data?.hydroIds, [7, 9]);
  assert.equal(ours(result).filter((d) => d.code === 'REF-100').length, 1);
  expectNoDiagnostic(await validate(fullRows(1, 2)), 'REF-100');
});

test('REF-101: a stage_id that names no stage is a warning; a pre-study stage id is a stage', async () => {
  const result = await validate([...fullRows(1, 2), { hydro: 1, stage: 5, mean: 1, std: 1 }]);
  expectDiagnostic(result, { code: 'REF-101', row: 6, column: 'stage_id', message: 'stage_id 5 names no stage of stages.json: its row is never used' });
  const files = plantsCase();
  const stages = files['stages.json'] as { pre_study_stages?: unknown[] };
  stages.pre_study_stages = [{ id: -1, start_date: '2023-12-01', end_date: '2024-01-01' }];
  const preStudy = await validateFiles({ ...files, [FILE]: parquetBytes(columns([{ hydro: 1, stage: -1, mean: 1, std: 1 }, ...fullRows(1, 2)])) });
  expectNoDiagnostic(preStudy, 'REF-101');
});

test('REF-102: a plant missing some study stages is one problem at its rows, naming the stages as runs', async () => {
  const rows = fullRows(1, 2).filter((r) => !(r.hydro === 2 && r.stage !== 1));
  const result = await validate(rows);
  const found = expectDiagnostic(result, {
    code: 'REF-102',
    file: FILE,
    row: 3,
    column: 'stage_id',
    message: 'hydro 2 has no inflow statistics for study stages 0, 2 (2 study stages)',
  });
  assert.deepEqual(found.data?.stageIds, [0, 2]);
  assert.equal(found.related?.[0]?.file, 'system/hydros.json');
  assert.equal(ours(result).length, 1, renderDiagnostics(ours(result)));
});

test('REF-102: each plant is its own problem (never merged), and a plant with no row is reported on the table, naming a plant to copy', async () => {
  const result = await validate([{ hydro: 1, stage: 0, mean: 1, std: 1 }], [1, 2, 3]);
  expectDiagnostic(result, { code: 'REF-102', row: 0, column: 'stage_id', message: 'hydro 1 has no inflow statistics for study stages 1-2' });
  const two = expectDiagnostic(result, { code: 'REF-102', row: null, column: 'hydro_id', message: 'hydro 2 has no inflow statistics for study stages 0-2 (3 study stages)' });
  assert.equal(two.data?.copyFromHydroId, 1);
  expectDiagnostic(result, { code: 'REF-102', row: null, column: 'hydro_id', message: /^hydro 3 .*copying the rows of hydro 1/ });
  assert.equal(result.diagnostics.filter((d) => d.code === 'REF-102').length, 3);
});

test('REF-102: a plant is only needed at the study stages between its entry_stage_id and exit_stage_id', async () => {
  const late = validPlant(2, { entry_stage_id: 1 });
  const early = validPlant(3, { exit_stage_id: 2 });
  const rows = [...fullRows(1), ...fullRows(2).filter((r) => r.stage! >= 1), ...fullRows(3).filter((r) => r.stage! < 2)];
  expectClean(await validate(rows, [1, late, early]));
  const gap = await validate([...fullRows(1), ...fullRows(2).filter((r) => r.stage === 2), ...fullRows(3).filter((r) => r.stage! < 2)], [1, late, early]);
  expectDiagnostic(gap, { code: 'REF-102', message: 'hydro 2 has no inflow statistics for study stage 1:' });
  assert.equal(gap.diagnostics.filter((d) => d.code === 'REF-102').length, 1);
});

test('REF-102: a plant whose entry_stage_id is not an integer is not judged (the hydros.json rules own that)', async () => {
  const result = await validate(fullRows(1), [1, validPlant(2, { entry_stage_id: 'soon' })]);
  expectNoDiagnostic(result, 'REF-102');
});

// Mutations of the real examples' tables --------------------------------------------------------

/** The example's table as rows. */
async function exampleRows(example: string): Promise<StatsRow[]> {
  const rows = await exampleTableRows(example, FILE, ['hydro_id', 'stage_id', 'mean_m3s', 'std_m3s']);
  return rows.map((r) => ({ hydro: r.hydro_id!, stage: r.stage_id!, mean: r.mean_m3s!, std: r.std_m3s! }));
}

/** A copy of the example with its table replaced (and other files changed by `edit`), validated. */
function mutated(example: string, table: ColumnSpec[], edit?: (dir: string) => void): Promise<ValidationResult> {
  return validateMutatedExample(example, { [FILE]: parquetBytes(table) }, edit);
}

interface Mutation {
  example: string;
  what: string;
  change: (rows: StatsRow[]) => ColumnSpec[];
  edit?: (dir: string) => void;
  /** Every SCN/REF diagnostic the mutated case must have, and no other. */
  expected: Expected[];
}

const D02 = 'deterministic/d02-single-hydro';
const D03 = 'deterministic/d03-two-hydro-cascade';
const D04 = 'deterministic/d04-transmission';
const D19 = 'deterministic/d19-multi-hydro-par';
const D29 = 'deterministic/d29-weekly-par-noise-sharing';
const TOY = '1dtoy';

const set = (row: number, field: keyof StatsRow, value: Cell) => (rows: StatsRow[]) => {
  rows[row]![field] = value;
  return columns(rows);
};

const MUTATIONS: Mutation[] = [
  { example: D03, what: 'a negative standard deviation', change: set(2, 'std', -1), expected: [{ code: 'SCN-004', row: 2, column: 'std_m3s' }] },
  { example: D03, what: 'a NaN mean', change: set(4, 'mean', NaN), expected: [{ code: 'SCN-003', row: 4, column: 'mean_m3s' }] },
  { example: D03, what: 'an infinite mean', change: set(0, 'mean', Infinity), expected: [{ code: 'SCN-003', row: 0, column: 'mean_m3s' }] },
  { example: D04, what: 'an infinite standard deviation', change: set(3, 'std', Infinity), expected: [{ code: 'SCN-004', row: 3, column: 'std_m3s' }] },
  { example: TOY, what: 'a standard deviation typed negative', change: set(1, 'std', -10), expected: [{ code: 'SCN-004', row: 1, column: 'std_m3s' }] },
  { example: D19, what: 'a NaN mean in a PAR case', change: set(5, 'mean', NaN), expected: [{ code: 'SCN-003', row: 5, column: 'mean_m3s' }] },
  { example: D03, what: 'a null mean', change: set(3, 'mean', null), expected: [{ code: 'SCN-002', row: 3, column: 'mean_m3s' }] },
  {
    example: D03,
    what: 'the last stage of the second plant removed',
    change: (rows) => columns(rows.slice(0, 5)),
    expected: [{ code: 'REF-102', row: 3, column: 'stage_id', rows: [[3, 4]], message: 'hydro 1 has no inflow statistics for study stage 2:' }],
  },
  {
    example: D03,
    what: 'every row of the second plant removed',
    change: (rows) => columns(rows.filter((r) => r.hydro !== 1)),
    expected: [{ code: 'REF-102', row: null, column: 'hydro_id', message: 'hydro 1 has no inflow statistics for study stages 0-2 (3 study stages)' }],
  },
  {
    example: D04,
    what: 'a hydro_id typed wrong',
    change: set(3, 'hydro', 99),
    expected: [
      { code: 'REF-100', row: 3, column: 'hydro_id', message: 'hydro_id 99 names no plant' },
      { code: 'REF-102', row: 2, column: 'stage_id', message: 'hydro 1 has no inflow statistics for study stage 1:' },
    ],
  },
  {
    example: D03,
    what: 'a stage_id typed wrong',
    change: set(1, 'stage', 7),
    expected: [
      { code: 'REF-101', row: 1, column: 'stage_id', message: 'stage_id 7 names no stage' },
      { code: 'REF-102', row: 0, column: 'stage_id', message: 'hydro 0 has no inflow statistics for study stage 1:' },
    ],
  },
  {
    example: D03,
    what: 'a row pasted twice',
    change: (rows) => columns([...rows, { ...rows[0]! }]),
    expected: [{ code: 'SCN-005', row: 6, column: 'stage_id', message: 'hydro 0 has a second row for stage 0 (first at row 0)' }],
  },
  { example: D03, what: 'hydro_id written as Int64', change: (rows) => columns(rows, { hydro: 'Int64' }), expected: [{ code: 'SCN-001', row: null, column: 'hydro_id' }] },
  { example: D19, what: 'mean_m3s written as Float32', change: (rows) => columns(rows, { mean: 'Float32' }), expected: [{ code: 'SCN-001', row: null, column: 'mean_m3s' }] },
  {
    example: D03,
    what: 'std_m3s renamed std',
    change: (rows) => columns(rows).map((c) => (c.name === 'std_m3s' ? { ...c, name: 'std' } : c)),
    expected: [
      { code: 'SCN-001', row: null, column: 'std_m3s', message: 'missing required column' },
      { code: 'SCN-001', severity: 'hint', row: null, column: 'std', message: 'unexpected column "std"' },
    ],
  },
  {
    example: D29,
    what: 'the last study stage keyed one week late',
    change: set(4, 'stage', 4),
    expected: [
      { code: 'REF-101', row: 4, column: 'stage_id', message: 'stage_id 4 names no stage' },
      { code: 'REF-102', row: 0, column: 'stage_id', message: 'hydro 0 has no inflow statistics for study stage 3:' },
      // The stage's AR coefficients lose their statistics row too.
      { code: 'REF-104', file: 'scenarios/inflow_ar_coefficients.parquet', row: 3, column: 'stage_id' },
    ],
  },
  {
    example: D02,
    what: 'a plant added to hydros.json without its rows',
    change: (rows) => columns(rows),
    edit: (dir) => {
      const path = join(dir, 'system/hydros.json');
      const registry = JSON.parse(readFileSync(path, 'utf8'));
      registry.hydros.push({ ...registry.hydros[0], id: 5, name: 'New plant' });
      writeFileSync(path, JSON.stringify(registry, null, 2));
    },
    expected: [{ code: 'REF-102', row: null, column: 'hydro_id', message: /^hydro 5 has no inflow statistics for study stages 0-1 .*copying the rows of hydro 0/ }],
  },
];

test(`${MUTATIONS.length} mutations of the real examples' inflow statistics are each reported at their row and column, and nothing else of ours`, async () => {
  assert.ok(MUTATIONS.length >= 15);
  for (const mutation of MUTATIONS) {
    const rows = await exampleRows(mutation.example);
    const result = await mutated(mutation.example, mutation.change(rows), mutation.edit);
    // The unmutated examples' own SCN-006 hints (std_m3s of 0) are not the mutation's.
    const found = ours(result).filter((d) => d.code !== 'SCN-006');
    for (const expected of mutation.expected) expectDiagnostic(found, { file: FILE, ...expected });
    assert.equal(found.length, mutation.expected.length, `${mutation.example}, ${mutation.what}:\n${renderDiagnostics(found)}`);
  }
});

test('the real examples raise no SCN or REF error or warning', async () => {
  for (const example of [D02, D03, D04, D19, D29, TOY]) {
    const result = await validateCase(join(examplesDir, example));
    const serious = ours(result).filter((d) => d.severity !== 'hint');
    assert.deepEqual(serious, [], `${example}:\n${renderDiagnostics(serious)}`);
    assert.ok(result.model.inflowStats && result.model.inflowStats.rowCount > 0, example);
  }
});

test("the table view finds each problem at its cells: a plant's coverage gap on the plant's rows, a bad value on its cell", async () => {
  const rows = fullRows(1, 2).filter((r) => !(r.hydro === 2 && r.stage === 2));
  rows[0]!.std = -1;
  const result = await validate(rows);
  const problems = tableProblems(result.diagnostics, FILE);
  assert.deepEqual(
    problems.map((p) => [p.code, p.row, p.column, p.rows]).sort((a, b) => (a[1] as number) - (b[1] as number)),
    [
      ['SCN-004', 0, 'std_m3s', [[0, 0]]],
      ['REF-102', 3, 'stage_id', [[3, 4]]],
    ],
  );
});
