import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validPlant, validateFiles, withPlants, type CaseFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic, renderDiagnostics } from '../support/assertions';
import { parquetBytes, type ColumnSpec } from '../support/parquet';
import { ruleCatalog } from '../../shared/rules';
import { hyperplaneGroups } from '../support/records';

const FILE = 'system/fpha_hyperplanes.parquet';

interface Plane {
  hydro: number | null;
  stage: number | null;
  plane: number;
  g0: number | null;
  gv: number | null;
  gq: number | null;
  gs: number | null;
  kappa: number | null;
}

function plane(hydro: number | null, stage: number | null, planeId: number, overrides: Partial<Plane> = {}): Plane {
  return { hydro, stage, plane: planeId, g0: 100, gv: 0.1, gq: 0.9, gs: -0.01, kappa: null, ...overrides };
}

/** Plant 1: a null-stage set and a stage-1 set; plant 2: a stage-0 set with a flat cap plane. */
function validPlanes(): Plane[] {
  return [plane(1, null, 0), plane(1, null, 1, { kappa: 1 }), plane(1, 1, 0, { kappa: 0.95 }), plane(2, 0, 0), plane(2, 0, 1, { gq: 0, gv: 0 })];
}

/** The required columns, plus stage_id and kappa unless `requiredOnly`. */
function columns(planes: Plane[], options: { requiredOnly?: boolean; validity?: boolean } = {}): ColumnSpec[] {
  const table: ColumnSpec[] = [
    { name: 'hydro_id', type: 'Int32', values: planes.map((p) => p.hydro) },
    { name: 'stage_id', type: 'Int32', nullable: true, values: planes.map((p) => p.stage) },
    { name: 'plane_id', type: 'Int32', values: planes.map((p) => p.plane) },
    { name: 'gamma_0', type: 'Float64', values: planes.map((p) => p.g0) },
    { name: 'gamma_v', type: 'Float64', values: planes.map((p) => p.gv) },
    { name: 'gamma_q', type: 'Float64', values: planes.map((p) => p.gq) },
    { name: 'gamma_s', type: 'Float64', values: planes.map((p) => p.gs) },
    { name: 'kappa', type: 'Float64', nullable: true, values: planes.map((p) => p.kappa) },
  ];
  if (options.validity) {
    for (const name of ['valid_v_min_hm3', 'valid_v_max_hm3', 'valid_q_max_m3s']) table.push({ name, type: 'Float64', nullable: true, values: planes.map(() => null) });
  }
  return options.requiredOnly ? table.filter((c) => c.name !== 'stage_id' && c.name !== 'kappa') : table;
}

/**
 * The plants the valid planes serve, so the whole case is valid: plant 1 runs precomputed FPHA at
 * every stage (its stage-1 planes at stage 1, its all-stage planes elsewhere); plant 2 runs it at
 * stage 0 only, where its planes are, and constant productivity afterwards.
 */
function plantsCase(): CaseFiles {
  const fpha = { generation: { model: 'fpha' } };
  const models = {
    production_models: [
      { hydro_id: 1, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, end_stage_id: null, model: 'fpha' }] },
      {
        hydro_id: 2,
        selection_mode: 'stage_ranges',
        stage_ranges: [
          { start_stage_id: 0, end_stage_id: 0, model: 'fpha' },
          { start_stage_id: 1, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
        ],
      },
    ],
  };
  return withPlants({ ...validCase(), 'system/hydro_production_models.json': models }, [validPlant(1, fpha), validPlant(2, fpha)]);
}

async function validate(table: ColumnSpec[], rowGroupSize?: number) {
  return validateFiles({ ...plantsCase(), [FILE]: parquetBytes(table, rowGroupSize ? { rowGroupSize } : {}) });
}

async function validatePlanes(planes: Plane[]) {
  return validate(columns(planes));
}

function replace(table: ColumnSpec[], spec: ColumnSpec): ColumnSpec[] {
  return table.map((c) => (c.name === spec.name ? spec : c));
}

test('hyperplanes: a valid 11-column table is clean and summarised per (hydro, stage) group', async () => {
  const result = await validate(columns(validPlanes(), { validity: true }));
  expectClean(result);
  const summary = result.model.hyperplanes!;
  assert.equal(summary.complete, true);
  assert.equal(summary.rowCount, 5);
  assert.equal(summary.hasRows, true);
  assert.deepEqual(summary.hydroIds, [1, 2]);
  assert.deepEqual(hyperplaneGroups(summary.groups), [
    { index: 0, hydroId: 1, stageId: null, rowCount: 2, firstRow: 0, anyPositiveGammaQ: true, firstNegativeGammaQRow: -1, firstBadKappaRow: -1 },
    { index: 1, hydroId: 1, stageId: 1, rowCount: 1, firstRow: 2, anyPositiveGammaQ: true, firstNegativeGammaQRow: -1, firstBadKappaRow: -1 },
    { index: 2, hydroId: 2, stageId: 0, rowCount: 2, firstRow: 3, anyPositiveGammaQ: true, firstNegativeGammaQRow: -1, firstBadKappaRow: -1 },
  ]);
  assert.deepEqual(structuredClone(summary), summary);
});

test('hyperplanes: the optional columns may be absent; every row is then a null-stage plane', async () => {
  const result = await validate(columns(validPlanes(), { requiredOnly: true }));
  expectClean(result);
  assert.deepEqual(
    hyperplaneGroups(result.model.hyperplanes!.groups).map((g) => [g.hydroId, g.stageId, g.rowCount]),
    [
      [1, null, 3],
      [2, null, 2],
    ],
  );
});

test('hyperplanes: a zero-row table is valid and has no rows', async () => {
  // In the baseline case, without the FPHA plants of plantsCase(): they would need planes (XF-011).
  const result = await validateFiles({ ...validCase(), [FILE]: parquetBytes(columns([])) });
  expectClean(result);
  const summary = result.model.hyperplanes!;
  assert.deepEqual({ ...summary, groups: hyperplaneGroups(summary.groups) }, { complete: true, rowCount: 0, hasRows: false, hydroIds: [], groups: [] });
});

test('FPH-002: a missing required column is reported on the table', async () => {
  const result = await validate(columns(validPlanes()).filter((c) => c.name !== 'gamma_q'));
  expectDiagnostic(result, { code: 'FPH-002', file: FILE, row: null, column: 'gamma_q', message: 'missing required column "gamma_q" (Float64)' });
  assert.equal(result.model.hyperplanes!.complete, false);
  // Groups are still known; only the gamma_q facts are missing.
  assert.equal(
    hyperplaneGroups(result.model.hyperplanes!.groups).every((g) => !g.anyPositiveGammaQ),
    true,
  );
});

test('FPH-002: a required column of another arrow type', async () => {
  const result = await validate(replace(columns(validPlanes()), { name: 'plane_id', type: 'Int64', values: [0n, 1n, 0n, 0n, 1n] }));
  expectDiagnostic(result, { code: 'FPH-002', row: null, column: 'plane_id', message: 'column "plane_id" must be Int32, got Int64' });
  expectNoDiagnostic(result, 'FPH-003');
});

test('FPH-002: an extra column is a hint', async () => {
  const table = [...columns(validPlanes()), { name: 'gamma_x', type: 'Float64' as const, values: [0, 0, 0, 0, 0] }];
  const result = await validate(table);
  expectDiagnostic(result, { code: 'FPH-002', severity: 'hint', row: null, column: 'gamma_x', message: 'unexpected column "gamma_x" is ignored' });
  assert.equal(result.diagnostics.filter((d) => d.severity !== 'hint').length, 0);
});

test('FPH-003: an optional column present with another arrow type', async () => {
  let table = replace(columns(validPlanes()), { name: 'kappa', type: 'Float32', values: [2, 2, 2, 2, 2] });
  table = replace(table, { name: 'stage_id', type: 'Int64', values: [null, null, 1n, 0n, 0n] });
  const result = await validate(table);
  expectDiagnostic(result, { code: 'FPH-003', file: FILE, row: null, column: 'kappa', message: 'column "kappa" must be Float64, got Float32' });
  expectDiagnostic(result, { code: 'FPH-003', column: 'stage_id', message: 'must be Int32, got Int64' });
  expectNoDiagnostic(result, 'FPH-002');
  // A mistyped stage_id makes the groups unknowable: none are invented.
  assert.deepEqual(hyperplaneGroups(result.model.hyperplanes!.groups), []);
  assert.equal(result.model.hyperplanes!.complete, false);
});

test('FPH-004: a null in a required column is reported at its row', async () => {
  const planes = validPlanes();
  planes[2]!.g0 = null;
  planes[4]!.gq = null;
  const result = await validatePlanes(planes);
  expectDiagnostic(result, { code: 'FPH-004', file: FILE, row: 2, column: 'gamma_0', message: 'gamma_0 must not be null' });
  expectDiagnostic(result, { code: 'FPH-004', row: 4, column: 'gamma_q' });
  // The null gamma_q is not read as a value.
  assert.equal(hyperplaneGroups(result.model.hyperplanes!.groups)[2]!.firstNegativeGammaQRow, -1);
});

test('FPH-004: required columns declared nullable without nulls, and null optional cells, are accepted', async () => {
  const table = columns(validPlanes()).map((c) => ({ ...c, nullable: true }));
  expectClean(await validate(table));
});

test('FPH-005: a negative or NaN gamma_v on any row', async () => {
  const planes = validPlanes();
  planes[1]!.gv = -0.001;
  planes[3]!.gv = NaN;
  const result = await validatePlanes(planes);
  // One problem for the column (D27), at its first failing row, listing both.
  expectDiagnostic(result, {
    code: 'FPH-005',
    file: FILE,
    row: 1,
    column: 'gamma_v',
    rows: [
      [1, 1],
      [3, 3],
    ],
    count: 2,
    message: 'gamma_v must be >= 0, got -0.001 (2 rows: 1, 3; values -0.001 and NaN)',
  });
  assert.equal(result.diagnostics.filter((d) => d.code === 'FPH-005').length, 1);
});

test('D27: FPH-005 on 990 of 1,000 rows across row groups is one diagnostic with the first row, count, ranges and values; the cap does not cut it', async () => {
  const planes = Array.from({ length: 1000 }, (_, i) => plane(1, null, i, { gv: i >= 500 && i < 510 ? 0 : -1 - i }));
  const result = await validateFiles({ ...validCase(), [FILE]: parquetBytes(columns(planes), { rowGroupSize: 300 }) }, { maxPerRule: 10 });
  const fph005 = result.diagnostics.filter((d) => d.code === 'FPH-005');
  assert.equal(fph005.length, 1, renderDiagnostics(fph005));
  expectDiagnostic(result, {
    code: 'FPH-005',
    row: 0,
    column: 'gamma_v',
    rows: [
      [0, 499],
      [510, 999],
    ],
    count: 990,
    message: 'gamma_v must be >= 0, got -1 (990 rows: 0–499, 510–999; values -1000 to -1)',
  });
});

test('D27: two rules on one column, or one rule on two columns, are never merged', async () => {
  const planes = validPlanes();
  for (const i of [0, 1, 2]) planes[i]!.gv = -1;
  for (const i of [3, 4]) planes[i]!.gs = 1;
  const result = await validatePlanes(planes);
  expectDiagnostic(result, { code: 'FPH-005', row: 0, column: 'gamma_v', rows: [[0, 2]], count: 3, message: '(3 rows: 0–2; value -1)' });
  expectDiagnostic(result, { code: 'FPH-006', row: 3, column: 'gamma_s', rows: [[3, 4]], count: 2 });

  const nulls = [0, 1, 2].map((i) => ({ ...plane(1, null, i), gv: null, gs: i === 1 ? null : -0.1 }));
  const nullResult = await validatePlanes(nulls);
  expectDiagnostic(nullResult, { code: 'FPH-004', column: 'gamma_v', row: 0, rows: [[0, 2]], count: 3, message: /^gamma_v must not be null \(3 rows: 0–2\)$/ });
  expectDiagnostic(nullResult, { code: 'FPH-004', column: 'gamma_s', row: 1, rows: null, message: /^gamma_s must not be null$/ });
  assert.equal(nullResult.diagnostics.filter((d) => d.code === 'FPH-004').length, 2);
});

test('FPH-005: gamma_v = 0 (run-of-river) is accepted', async () => {
  const planes = validPlanes().map((p) => ({ ...p, gv: 0 }));
  expectNoDiagnostic(await validatePlanes(planes), 'FPH-005');
});

test('FPH-006: a positive gamma_s on any row', async () => {
  const planes = validPlanes();
  planes[4]!.gs = 0.5;
  const result = await validatePlanes(planes);
  expectDiagnostic(result, { code: 'FPH-006', file: FILE, row: 4, column: 'gamma_s', message: 'gamma_s must be <= 0, got 0.5' });
});

test('FPH-006 (D29): a NaN gamma_s fails gamma_s <= 0', async () => {
  const planes = validPlanes();
  planes[2]!.gs = NaN;
  expectDiagnostic(await validatePlanes(planes), { code: 'FPH-006', file: FILE, row: 2, column: 'gamma_s', message: 'gamma_s must be <= 0, got NaN' });
});

test('FPH-006: gamma_s = 0 is accepted', async () => {
  const planes = validPlanes().map((p) => ({ ...p, gs: 0 }));
  expectNoDiagnostic(await validatePlanes(planes), 'FPH-006');
});

test('hyperplanes: the group facts the set-up rules need (FPH-007..009)', async () => {
  const planes = [
    plane(1, 0, 0, { gq: 0 }),
    plane(1, 0, 1, { gq: -0.5, kappa: 0 }),
    plane(1, 0, 2, { gq: -0.1, kappa: 1.5 }),
    plane(1, 1, 0, { gq: 0, kappa: null }),
    plane(1, 1, 1, { gq: 0.2, kappa: 1 }),
  ];
  const result = await validatePlanes(planes);
  // These are set-up rules for the cross-file pass: nothing fires here. Plant 1 runs precomputed
  // FPHA at stage 0, so the whole case fails there (XF-012, crossFileTables.test.ts); this test is
  // about the file pass alone, hence only the FPH diagnostics.
  expectClean(result.diagnostics.filter((d) => d.code.startsWith('FPH-')));
  assert.deepEqual(
    hyperplaneGroups(result.model.hyperplanes!.groups).map((g) => [g.stageId, g.anyPositiveGammaQ, g.firstNegativeGammaQRow, g.firstBadKappaRow]),
    [
      [0, false, 1, 1],
      [1, true, -1, -1],
    ],
  );
});

test('hyperplanes: groups interleaved across row groups keep file-order rows', async () => {
  const planes = [plane(1, null, 0), plane(2, 3, 0), plane(1, null, 1), plane(2, 3, 1, { gv: -1 }), plane(1, null, 2, { kappa: 2 }), plane(3, null, 0)];
  const result = await validate(columns(planes), 2);
  expectDiagnostic(result, { code: 'FPH-005', row: 3, column: 'gamma_v' });
  assert.deepEqual(
    hyperplaneGroups(result.model.hyperplanes!.groups).map((g) => [g.hydroId, g.stageId, g.rowCount, g.firstRow, g.firstBadKappaRow]),
    [
      [1, null, 3, 0, 4],
      [2, 3, 2, 1, -1],
      [3, null, 1, 5, -1],
    ],
  );
  assert.deepEqual(result.model.hyperplanes!.hydroIds, [1, 2, 3]);
});

test('hyperplanes: hostile tables yield diagnostics and never throw', async () => {
  const strings: ColumnSpec[] = columns(validPlanes()).map((c) => ({ name: c.name, type: 'Utf8', values: ['a', null, 'b', 'c', 'd'] }));
  let result = await validate(strings);
  assert.equal(result.diagnostics.filter((d) => d.code === 'FPH-002').length, 6);
  assert.equal(result.diagnostics.filter((d) => d.code === 'FPH-003').length, 2);

  result = await validate([{ name: 'nothing', type: 'Int32', values: [1] }]);
  assert.equal(result.diagnostics.filter((d) => d.code === 'FPH-002' && d.severity === 'error').length, 6);
  assert.equal(result.model.hyperplanes!.hasRows, true);

  const nulls = [0, 1, 2].map((i) => ({ ...plane(null, null, i), g0: null, gv: null, gq: null, gs: null }));
  result = await validatePlanes(nulls);
  // Five non-nullable columns null on three rows: one problem per column (D27).
  assert.equal(result.diagnostics.filter((d) => d.code === 'FPH-004').length, 5);
  assert.deepEqual(hyperplaneGroups(result.model.hyperplanes!.groups), []);
});

test('FPH: the catalogue lists FPH-001..015 for this file, each once', () => {
  const ids = ruleCatalog.filter((rule) => rule.id.startsWith('FPH-')).map((rule) => rule.id);
  assert.deepEqual(
    ids,
    Array.from({ length: 15 }, (_, i) => `FPH-${String(i + 1).padStart(3, '0')}`),
  );
  for (const rule of ruleCatalog.filter((r) => r.id.startsWith('FPH-'))) {
    assert.equal(rule.file, FILE);
    assert.equal(rule.title, rule.title.toLowerCase(), rule.id);
  }
});
