// scenarios/load_seasonal_stats.parquet (SCN-020..024): failing and passing cases on the baseline
// case, and mutations of the real Cobre examples' tables, each reported at its row and column.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic, renderDiagnostics, type Expected } from '../support/assertions';
import { parquetBytes, type ColumnSpec, type ColumnType } from '../support/parquet';
import type { ValidationResult } from '../../shared/engine/validate';
import { exampleTableRows, validateMutatedExample } from '../support/exampleTables';

const FILE = 'scenarios/load_seasonal_stats.parquet';

type Cell = number | null;
interface LoadRow {
  bus: Cell;
  stage: Cell;
  mean: Cell;
  std: Cell;
}

function columns(rows: readonly LoadRow[], types: Partial<Record<keyof LoadRow, ColumnType>> = {}): ColumnSpec[] {
  return [
    { name: 'bus_id', type: types.bus ?? 'Int32', values: rows.map((r) => r.bus) },
    { name: 'stage_id', type: types.stage ?? 'Int32', values: rows.map((r) => r.stage) },
    { name: 'mean_mw', type: types.mean ?? 'Float64', values: rows.map((r) => r.mean) },
    { name: 'std_mw', type: types.std ?? 'Float64', values: rows.map((r) => r.std) },
  ];
}

function fullRows(): LoadRow[] {
  return [0, 1].flatMap((bus) => [0, 1, 2].map((stage) => ({ bus, stage, mean: 500 + stage, std: stage === 0 ? 0 : 20 })));
}

async function validate(rows: readonly LoadRow[], types?: Partial<Record<keyof LoadRow, ColumnType>>): Promise<ValidationResult> {
  return validateFiles({ ...validCase(), [FILE]: parquetBytes(columns(rows, types)) });
}

const ours = (result: ValidationResult) => result.diagnostics.filter((d) => /^(SCN|REF)-/.test(d.code));

test('load stats: a full table is clean (a deviation of 0 is a deterministic load, silently accepted), and its keys are kept', async () => {
  const result = await validate(fullRows());
  expectClean(result);
  assert.equal(result.model.loadStats!.keys.count, 6);
  assert.deepEqual([...result.model.loadStats!.keys.hydroId], [0, 0, 0, 1, 1, 1]);
});

test('SCN-020: a mistyped or missing column, on its column without a row', async () => {
  expectDiagnostic(await validate(fullRows(), { bus: 'Int64' }), { code: 'SCN-020', file: FILE, row: null, column: 'bus_id', message: 'must be Int32, got Int64' });
  const missing = await validateFiles({ ...validCase(), [FILE]: parquetBytes(columns(fullRows()).filter((c) => c.name !== 'mean_mw')) });
  expectDiagnostic(missing, { code: 'SCN-020', row: null, column: 'mean_mw' });
  expectNoDiagnostic(await validate(fullRows()), 'SCN-020');
});

test('SCN-021..023: a null, a NaN mean and a negative deviation, each at its row and column', async () => {
  const rows = fullRows();
  rows[1]!.bus = null;
  rows[2]!.mean = NaN;
  rows[4]!.std = -1;
  const result = await validate(rows);
  expectDiagnostic(result, { code: 'SCN-021', row: 1, column: 'bus_id' });
  expectDiagnostic(result, { code: 'SCN-022', row: 2, column: 'mean_mw', message: 'mean_mw must be finite' });
  expectDiagnostic(result, { code: 'SCN-023', row: 4, column: 'std_mw', message: 'std_mw must be finite and >= 0, got -1' });
});

test('SCN-024: a repeated (bus_id, stage_id) at the later row, naming the first', async () => {
  const result = await validate([...fullRows(), { bus: 1, stage: 2, mean: 1, std: 0 }]);
  expectDiagnostic(result, { code: 'SCN-024', row: 6, column: 'stage_id', message: 'bus 1 has a second row for stage 2 (first at row 5)' });
});

async function exampleRows(example: string): Promise<LoadRow[]> {
  const rows = await exampleTableRows(example, FILE, ['bus_id', 'stage_id', 'mean_mw', 'std_mw']);
  return rows.map((r) => ({ bus: r.bus_id!, stage: r.stage_id!, mean: r.mean_mw!, std: r.std_mw! }));
}

const set = (row: number, field: keyof LoadRow, value: Cell) => (rows: LoadRow[]) => {
  rows[row]![field] = value;
  return columns(rows);
};

const MUTATIONS: Array<{ example: string; change: (rows: LoadRow[]) => ColumnSpec[]; expected: Expected }> = [
  { example: 'deterministic/d04-transmission', change: set(2, 'std', -40), expected: { code: 'SCN-023', row: 2, column: 'std_mw' } },
  { example: 'deterministic/d26-estimated-par2', change: set(7, 'mean', Infinity), expected: { code: 'SCN-022', row: 7, column: 'mean_mw' } },
  { example: 'deterministic/d14-block-factors', change: set(1, 'stage', null), expected: { code: 'SCN-021', row: 1, column: 'stage_id' } },
  { example: 'deterministic/d29-weekly-par-noise-sharing', change: (rows) => columns([...rows, { ...rows[2]! }]), expected: { code: 'SCN-024', row: 4, column: 'stage_id' } },
  { example: '1dtoy', change: (rows) => columns(rows, { std: 'Float32' }), expected: { code: 'SCN-020', row: null, column: 'std_mw' } },
];

test(`${MUTATIONS.length} mutations of the real examples' load statistics are each reported at their row and column, and nothing else of ours`, async () => {
  for (const mutation of MUTATIONS) {
    const result = await validateMutatedExample(mutation.example, { [FILE]: parquetBytes(mutation.change(await exampleRows(mutation.example))) });
    const found = ours(result).filter((d) => d.file === FILE);
    expectDiagnostic(found, { file: FILE, ...mutation.expected });
    assert.equal(found.length, 1, `${mutation.example}:\n${renderDiagnostics(found)}`);
  }
});
