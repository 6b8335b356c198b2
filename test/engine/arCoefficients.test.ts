// scenarios/inflow_ar_coefficients.parquet (SCN-010..016) and its joins with hydros.json and the
// inflow statistics (REF-103, REF-104): failing and passing cases on the baseline case, then
// mutations of the real Cobre examples' tables, each reported at its file, row and column.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { constantProductivityEntry, validCase, validateFiles, withPlants, type CaseFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic, renderDiagnostics, type Expected } from '../support/assertions';
import { parquetBytes, type ColumnSpec, type ColumnType } from '../support/parquet';
import { examplesDir } from '../support/cli';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import { exampleTableRows, validateMutatedExample } from '../support/exampleTables';

const FILE = 'scenarios/inflow_ar_coefficients.parquet';
const STATS = 'scenarios/inflow_seasonal_stats.parquet';
const MODELS = 'system/hydro_production_models.json';

type Cell = number | null;
interface ArRow {
  hydro: Cell;
  stage: Cell;
  lag: Cell;
  coefficient: Cell;
  ratio: Cell;
}

const NAMES: Record<keyof ArRow, string> = { hydro: 'hydro_id', stage: 'stage_id', lag: 'lag', coefficient: 'coefficient', ratio: 'residual_std_ratio' };
const INTEGERS = new Set<keyof ArRow>(['hydro', 'stage', 'lag']);

function columns(rows: readonly ArRow[], types: Partial<Record<keyof ArRow, ColumnType>> = {}): ColumnSpec[] {
  return (Object.keys(NAMES) as Array<keyof ArRow>).map((key) => ({
    name: NAMES[key],
    type: types[key] ?? (INTEGERS.has(key) ? 'Int32' : 'Float64'),
    values: rows.map((r) => r[key]),
  }));
}

/** An AR(2) model of each plant at the baseline's study stages 0..2. */
function fullRows(...hydros: number[]): ArRow[] {
  return hydros.flatMap((hydro) => [0, 1, 2].flatMap((stage) => [1, 2].map((lag) => ({ hydro, stage, lag, coefficient: 0.5 / lag, ratio: 0.8 }))));
}

function statsTable(hydros: number[]): Uint8Array {
  const keys = hydros.flatMap((hydro) => [0, 1, 2].map((stage) => ({ hydro, stage })));
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: keys.map((k) => k.hydro) },
    { name: 'stage_id', type: 'Int32', values: keys.map((k) => k.stage) },
    { name: 'mean_m3s', type: 'Float64', values: keys.map(() => 100) },
    { name: 'std_m3s', type: 'Float64', values: keys.map(() => 10) },
  ]);
}

function plantsCase(plants: number[] = [1, 2], statsPlants: number[] | null = plants): CaseFiles {
  const files = withPlants({ ...validCase(), [MODELS]: { production_models: plants.map((id) => constantProductivityEntry(id)) } }, plants);
  return statsPlants ? { ...files, [STATS]: statsTable(statsPlants) } : files;
}

async function validate(rows: readonly ArRow[], types?: Partial<Record<keyof ArRow, ColumnType>>, files: CaseFiles = plantsCase()): Promise<ValidationResult> {
  return validateFiles({ ...files, [FILE]: parquetBytes(columns(rows, types)) });
}

const ours = (result: ValidationResult) => result.diagnostics.filter((d) => /^(SCN|REF)-/.test(d.code));

test('AR coefficients: a full table is clean, and its groups are kept per (hydro_id, stage_id)', async () => {
  const result = await validate(fullRows(1, 2));
  expectClean(result);
  const summary = result.model.arCoefficients!;
  assert.equal(summary.complete, true);
  assert.equal(summary.groups.count, 6);
  assert.deepEqual([...summary.groupOfRow], [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  assert.deepEqual(structuredClone(summary), summary);
});

test('SCN-010: a mistyped column and a missing one are reported on their column, without a row', async () => {
  expectDiagnostic(await validate(fullRows(1, 2), { lag: 'Int64' }), { code: 'SCN-010', file: FILE, row: null, column: 'lag', message: 'must be Int32, got Int64' });
  const missing = await validateFiles({ ...plantsCase(), [FILE]: parquetBytes(columns(fullRows(1, 2)).filter((c) => c.name !== 'coefficient')) });
  expectDiagnostic(missing, { code: 'SCN-010', row: null, column: 'coefficient', message: 'missing required column "coefficient"' });
  expectNoDiagnostic(await validate(fullRows(1, 2)), 'SCN-010');
});

test('SCN-011: a null cell is reported at its row and column', async () => {
  const rows = fullRows(1, 2);
  rows[5]!.coefficient = null;
  expectDiagnostic(await validate(rows), { code: 'SCN-011', row: 5, column: 'coefficient' });
});

test('SCN-012: a lag below 1 is reported at its row', async () => {
  const rows = fullRows(1, 2);
  rows[2]!.lag = 0;
  const result = await validate(rows);
  expectDiagnostic(result, { code: 'SCN-012', row: 2, column: 'lag', message: 'lag must be >= 1' });
});

test('SCN-013: a residual ratio of 0, above 1 or NaN is reported; 1 is accepted', async () => {
  for (const ratio of [0, 1.5, NaN, -0.2]) {
    const rows = fullRows(1, 2).map((r) => (r.hydro === 2 && r.stage === 1 ? { ...r, ratio } : r));
    expectDiagnostic(await validate(rows), { code: 'SCN-013', row: 8, column: 'residual_std_ratio', rows: [[8, 9]], count: 2 });
  }
  const one = fullRows(1, 2).map((r) => ({ ...r, ratio: 1 }));
  expectNoDiagnostic(await validate(one), 'SCN-013');
});

test('SCN-014: a NaN or infinite coefficient is reported at its row; a negative one is accepted', async () => {
  const rows = fullRows(1, 2);
  rows[7]!.coefficient = Infinity;
  expectDiagnostic(await validate(rows), { code: 'SCN-014', row: 7, column: 'coefficient' });
  const negative = fullRows(1, 2);
  negative[7]!.coefficient = -0.3;
  expectNoDiagnostic(await validate(negative), 'SCN-014');
});

test('SCN-015: differing residual ratios within one plant and stage are one problem per group, never merged', async () => {
  const rows = fullRows(1, 2);
  rows[1]!.ratio = 0.7;
  rows[11]!.ratio = 0.6;
  const result = await validate(rows);
  expectDiagnostic(result, {
    code: 'SCN-015',
    row: 0,
    column: 'residual_std_ratio',
    rows: [[0, 1]],
    count: 2,
    message: 'hydro 1 at stage 0 give different residual_std_ratio values (0.7, 0.8)',
  });
  expectDiagnostic(result, { code: 'SCN-015', row: 10, column: 'residual_std_ratio', rows: [[10, 11]], message: 'hydro 2 at stage 2' });
  assert.equal(result.diagnostics.filter((d) => d.code === 'SCN-015').length, 2);
});

test('SCN-016: a missing or repeated lag is one warning per plant and stage; lags in any row order are fine', async () => {
  const gap = fullRows(1, 2);
  gap[3]!.lag = 3;
  expectDiagnostic(await validate(gap), { code: 'SCN-016', row: 2, column: 'lag', rows: [[2, 3]], message: 'are 1, 3 (lag 2 missing)' });
  const repeated = fullRows(1, 2);
  repeated[5]!.lag = 1;
  expectDiagnostic(await validate(repeated), { code: 'SCN-016', row: 4, column: 'lag', message: 'are 1, 1 (lag 2 missing, lag 1 repeated)' });
  const shuffled = fullRows(1, 2).reverse();
  expectClean(await validate(shuffled));
});

test('REF-103: rows of unknown plants are one problem for hydro_id, with every row', async () => {
  const result = await validate([...fullRows(1, 2), ...fullRows(8).slice(0, 2)]);
  expectDiagnostic(result, { code: 'REF-103', row: 12, column: 'hydro_id', rows: [[12, 13]], message: 'hydro_id 8 names no plant' });
  expectNoDiagnostic(await validate(fullRows(1, 2)), 'REF-103');
});

test('REF-104: coefficients without a statistics row are one problem per plant naming the stages; none without any statistics row', async () => {
  const result = await validate(fullRows(1, 2), undefined, plantsCase([1, 2], [1]));
  const found = expectDiagnostic(result, {
    code: 'REF-104',
    row: 6,
    column: 'stage_id',
    rows: [[6, 11]],
    message: 'hydro 2 has AR coefficients for stages 0-2 (3 stages) but scenarios/inflow_seasonal_stats.parquet has no row for them',
  });
  assert.deepEqual(found.data?.stageIds, [0, 1, 2]);
  expectNoDiagnostic(await validate(fullRows(1, 2), undefined, plantsCase([1, 2], null)), 'REF-104');
  expectNoDiagnostic(await validate(fullRows(1, 2)), 'REF-104');
});

// Mutations of the real examples' tables --------------------------------------------------------

async function exampleRows(example: string): Promise<ArRow[]> {
  const rows = await exampleTableRows(example, FILE, Object.values(NAMES));
  return rows.map((r) => ({ hydro: r.hydro_id!, stage: r.stage_id!, lag: r.lag!, coefficient: r.coefficient!, ratio: r.residual_std_ratio! }));
}

function mutated(example: string, table: ColumnSpec[]): Promise<ValidationResult> {
  return validateMutatedExample(example, { [FILE]: parquetBytes(table) });
}

const D16 = 'deterministic/d16-par1-lag-shift';
const D19 = 'deterministic/d19-multi-hydro-par';
const D29 = 'deterministic/d29-weekly-par-noise-sharing';

const set = (row: number, field: keyof ArRow, value: Cell) => (rows: ArRow[]) => {
  rows[row]![field] = value;
  return columns(rows);
};

const MUTATIONS: Array<{ example: string; what: string; change: (rows: ArRow[]) => ColumnSpec[]; expected: Expected[] }> = [
  {
    example: D19,
    what: 'lag 0',
    change: set(0, 'lag', 0),
    expected: [
      { code: 'SCN-012', row: 0, column: 'lag' },
      { code: 'SCN-016', row: 0, column: 'lag' },
    ],
  },
  {
    example: D19,
    what: 'lag 2 numbered 3',
    change: set(1, 'lag', 3),
    // The loader's semantic layer takes the highest lag (3) as the AR order, which the example's two past inflows no longer cover.
    expected: [
      { code: 'SCN-016', row: 0, column: 'lag', message: 'lag 2 missing' },
      { code: 'REF-118', file: 'initial_conditions.json', path: 'past_inflows[0].values_m3s', message: 'hydro 0 has AR order 3' },
    ],
  },
  { example: D29, what: 'a residual ratio above 1', change: set(2, 'ratio', 1.2), expected: [{ code: 'SCN-013', row: 2, column: 'residual_std_ratio' }] },
  { example: D29, what: 'a NaN coefficient', change: set(3, 'coefficient', NaN), expected: [{ code: 'SCN-014', row: 3, column: 'coefficient' }] },
  { example: D19, what: 'two ratios in one stage', change: set(1, 'ratio', 0.9), expected: [{ code: 'SCN-015', row: 0, column: 'residual_std_ratio', rows: [[0, 1]] }] },
  {
    example: D19,
    what: 'a hydro_id typed wrong',
    change: set(0, 'hydro', 42),
    expected: [
      { code: 'REF-103', row: 0, column: 'hydro_id' },
      { code: 'REF-104', row: 0, column: 'stage_id' },
      // The plant's remaining row at that stage is lag 2 alone.
      { code: 'SCN-016', row: 1, column: 'lag', message: 'are 2 (lag 1 missing)' },
    ],
  },
  { example: D29, what: 'a stage the statistics lack', change: set(3, 'stage', 9), expected: [{ code: 'REF-104', row: 3, column: 'stage_id', message: 'for stage 9' }] },
  { example: D16, what: 'the lag column written as Int64', change: (rows) => columns(rows, { lag: 'Int64' }), expected: [{ code: 'SCN-010', row: null, column: 'lag' }] },
];

test(`${MUTATIONS.length} mutations of the real examples' AR coefficients are each reported at their row and column, and nothing else of ours`, async () => {
  for (const mutation of MUTATIONS) {
    const result = await mutated(mutation.example, mutation.change(await exampleRows(mutation.example)));
    const found = ours(result).filter((d) => d.code !== 'SCN-006');
    for (const expected of mutation.expected) expectDiagnostic(found, { file: FILE, ...expected });
    assert.equal(found.length, mutation.expected.length, `${mutation.example}, ${mutation.what}:\n${renderDiagnostics(found)}`);
  }
});

test('the real examples with AR coefficients raise no SCN or REF finding on them', async () => {
  for (const example of [D16, D19, D29]) {
    const result = await validateCase(join(examplesDir, example));
    assert.deepEqual(
      ours(result).filter((d) => d.file === FILE),
      [],
      example,
    );
    assert.ok(result.model.arCoefficients && result.model.arCoefficients.rowCount > 0, example);
  }
});
