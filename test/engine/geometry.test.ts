import { test } from 'node:test';
import assert from 'node:assert/strict';
import { constantProductivityEntry, validCase, validPlant, validateFiles, withPlants, type CaseFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { parquetBytes, type ColumnSpec } from '../support/parquet';
import { ruleCatalog } from '../../shared/rules';

const FILE = 'system/hydro_geometry.parquet';

interface Point {
  hydro: number | null;
  volume: number | null;
  height: number | null;
  area: number | null;
}

/** Plant 1 with three points written out of volume order, plant 2 with two: a valid table. */
function validPoints(): Point[] {
  return [
    { hydro: 1, volume: 100, height: 20, area: 5 },
    { hydro: 2, volume: 0, height: 0, area: 0 },
    { hydro: 1, volume: 0, height: 10, area: 1 },
    { hydro: 2, volume: 50, height: 8, area: 2 },
    { hydro: 1, volume: 50, height: 15, area: 3 },
  ];
}

function columns(points: Point[], nullable = false): ColumnSpec[] {
  return [
    { name: 'hydro_id', type: 'Int32', values: points.map((p) => p.hydro), ...(nullable ? { nullable } : {}) },
    { name: 'volume_hm3', type: 'Float64', values: points.map((p) => p.volume), ...(nullable ? { nullable } : {}) },
    { name: 'height_m', type: 'Float64', values: points.map((p) => p.height), ...(nullable ? { nullable } : {}) },
    { name: 'area_km2', type: 'Float64', values: points.map((p) => p.area), ...(nullable ? { nullable } : {}) },
  ];
}

/**
 * The plants the valid table names, registered so the whole case is valid: constant-productivity
 * plants (no curve-row minimum) with a productivity source, storage bands within their curves.
 */
function plantsCase(): CaseFiles {
  const files = { ...validCase(), 'system/hydro_production_models.json': { production_models: [constantProductivityEntry(1), constantProductivityEntry(2)] } };
  return withPlants(files, [validPlant(1, { reservoir: { max_storage_hm3: 100 } }), validPlant(2, { reservoir: { max_storage_hm3: 50 } })]);
}

async function validate(table: ColumnSpec[], rowGroupSize?: number) {
  return validateFiles({ ...plantsCase(), [FILE]: parquetBytes(table, rowGroupSize ? { rowGroupSize } : {}) });
}

async function validatePoints(points: Point[]) {
  return validate(columns(points));
}

test('geometry: a valid table is clean and its curves are sorted by volume', async () => {
  const result = await validatePoints(validPoints());
  expectClean(result);
  const geometry = result.model.geometry!;
  assert.equal(geometry.complete, true);
  assert.equal(geometry.rowCount, 5);
  assert.deepEqual(
    geometry.curves.map((c) => ({ hydroId: c.hydroId, firstRow: c.firstRow, rowCount: c.rowCount, rows: c.points.map((p) => p.row) })),
    [
      { hydroId: 1, firstRow: 0, rowCount: 3, rows: [2, 4, 0] },
      { hydroId: 2, firstRow: 1, rowCount: 2, rows: [1, 3] },
    ],
  );
  assert.deepEqual(geometry.curves[0]!.points[1], { row: 4, volume: 50, height: 15, area: 3 });
});

test('geometry: the summary is plain data that survives structured cloning', async () => {
  const result = await validatePoints(validPoints());
  assert.deepEqual(structuredClone(result.model.geometry), result.model.geometry);
});

test('geometry: a zero-row table is valid', async () => {
  const result = await validatePoints([]);
  expectClean(result);
  assert.deepEqual(result.model.geometry, { complete: true, rowCount: 0, curves: [] });
});

test('GEO-002: a missing column is reported on the table with its name', async () => {
  const table = columns(validPoints()).filter((c) => c.name !== 'area_km2');
  const result = await validate(table);
  expectDiagnostic(result, { code: 'GEO-002', file: FILE, row: null, column: 'area_km2', message: 'missing required column "area_km2" (Float64)' });
  assert.equal(result.model.geometry!.complete, false);
});

test('GEO-002: a column of another arrow type is reported and not decoded', async () => {
  const table = columns(validPoints());
  table[0] = { name: 'hydro_id', type: 'Int64', values: [1n, 2n, 1n, 2n, 1n] };
  table[2] = { name: 'height_m', type: 'Float32', values: [-1, 0, 10, 8, 15] };
  const result = await validate(table);
  expectDiagnostic(result, { code: 'GEO-002', row: null, column: 'hydro_id', message: 'column "hydro_id" must be Int32, got Int64' });
  expectDiagnostic(result, { code: 'GEO-002', row: null, column: 'height_m', message: 'must be Float64, got Float32' });
  // The negative height sits in the mistyped column: it is not decoded, so GEO-004 stays silent.
  expectNoDiagnostic(result, 'GEO-004');
  assert.deepEqual(result.model.geometry!.curves, []);
});

test('GEO-002: an extra column is a hint that suggests the missing column it resembles', async () => {
  const table = columns(validPoints());
  table[3] = { ...table[3]!, name: 'area_km' };
  const result = await validate(table);
  expectDiagnostic(result, { code: 'GEO-002', severity: 'hint', row: null, column: 'area_km', message: 'unexpected column "area_km" is ignored (did you mean "area_km2"?)' });
  expectDiagnostic(result, { code: 'GEO-002', column: 'area_km2', message: 'is column "area_km" a misspelling of it?' });
});

test('GEO-002: an unrelated extra column is only a hint', async () => {
  const table = [...columns(validPoints()), { name: 'comment', type: 'Utf8' as const, values: ['a', 'b', 'c', 'd', 'e'] }];
  const result = await validate(table);
  expectDiagnostic(result, { code: 'GEO-002', severity: 'hint', column: 'comment', message: 'unexpected column "comment" is ignored' });
  expectClean(result, ['error', 'warning']);
});

test('GEO-003: a null cell is reported at its row and column', async () => {
  const points = validPoints();
  points[3]!.height = null;
  const result = await validatePoints(points);
  expectDiagnostic(result, { code: 'GEO-003', file: FILE, row: 3, column: 'height_m', message: 'height_m must not be null' });
  // The row counts for the plant but is no curve point.
  const plant2 = result.model.geometry!.curves.find((c) => c.hydroId === 2)!;
  assert.equal(plant2.rowCount, 2);
  assert.deepEqual(
    plant2.points.map((p) => p.row),
    [1],
  );
});

test('GEO-003: columns declared nullable but holding no null are accepted (D18)', async () => {
  expectClean(await validate(columns(validPoints(), true)));
});

test('GEO-003: a null hydro_id is reported and the row joins no curve', async () => {
  const points = validPoints();
  points[0]!.hydro = null;
  const result = await validatePoints(points);
  expectDiagnostic(result, { code: 'GEO-003', row: 0, column: 'hydro_id' });
  assert.equal(result.model.geometry!.curves.find((c) => c.hydroId === 1)!.rowCount, 2);
});

test('GEO-004: negative, NaN and infinite values are reported per cell', async () => {
  const points = validPoints();
  points[0]!.volume = -1;
  points[1]!.height = NaN;
  points[3]!.area = Infinity;
  const result = await validatePoints(points);
  expectDiagnostic(result, { code: 'GEO-004', row: 0, column: 'volume_hm3', message: 'volume_hm3 must be finite and >= 0, got -1' });
  expectDiagnostic(result, { code: 'GEO-004', row: 1, column: 'height_m', message: 'got NaN' });
  expectDiagnostic(result, { code: 'GEO-004', row: 3, column: 'area_km2', message: 'got Infinity' });
  // Rejected rows are left out of the curve checks: no monotonicity noise.
  for (const code of ['GEO-005', 'GEO-006', 'GEO-007'] as const) expectNoDiagnostic(result, code);
});

test('GEO-004: zero is accepted', async () => {
  const result = await validatePoints([{ hydro: 1, volume: 0, height: 0, area: 0 }]);
  expectNoDiagnostic(result, 'GEO-004');
});

test('GEO-005: a repeated volume within the relative tolerance is reported at the later point', async () => {
  const points = validPoints();
  points.push({ hydro: 1, volume: 50 * (1 + 5e-10), height: 16, area: 4 });
  const result = await validatePoints(points);
  expectDiagnostic(result, { code: 'GEO-005', file: FILE, row: 5, column: 'volume_hm3', message: 'repeats the volume 50 of row 4' });
  // The duplicate's height is not compared with its twin.
  expectNoDiagnostic(result, 'GEO-006');
});

test('GEO-005: volumes just outside the tolerance are distinct', async () => {
  const points = validPoints();
  points.push({ hydro: 1, volume: 50 * (1 + 3e-9), height: 16, area: 4 });
  expectClean(await validatePoints(points));
});

test('GEO-005: one volume in two plants is no duplicate', async () => {
  const result = await validatePoints([
    { hydro: 1, volume: 10, height: 1, area: 1 },
    { hydro: 2, volume: 10, height: 1, area: 1 },
  ]);
  expectNoDiagnostic(result, 'GEO-005');
});

test('GEO-006: a height that falls as volume grows is reported at the later point', async () => {
  const points = validPoints();
  points[4]!.height = 9; // plant 1: volume 0 -> 10 m, volume 50 -> 9 m
  const result = await validatePoints(points);
  expectDiagnostic(result, {
    code: 'GEO-006',
    row: 4,
    column: 'height_m',
    message: 'height_m of hydro 1 decreases from 10 (row 2, volume 0) to 9 at volume 50',
  });
  expectNoDiagnostic(result, 'GEO-007');
});

test('GEO-006: equal heights, and a fall within the tolerance, are accepted', async () => {
  const points = validPoints();
  points[4]!.height = 10;
  points[0]!.height = 10 * (1 - 5e-10);
  expectClean(await validatePoints(points));
});

test('GEO-007: an area that falls as volume grows is reported at the later point', async () => {
  const points = validPoints();
  points[3]!.area = 0; // plant 2: equal area is fine
  points[0]!.area = 2.5; // plant 1: volume 50 -> 3, volume 100 -> 2.5
  const result = await validatePoints(points);
  expectDiagnostic(result, { code: 'GEO-007', row: 0, column: 'area_km2', message: 'decreases from 3 (row 4, volume 50) to 2.5 at volume 100' });
  assert.equal(result.diagnostics.filter((d) => d.code === 'GEO-007').length, 1);
});

test('geometry: rows are numbered in file order across row groups', async () => {
  const points = validPoints();
  points[4]!.volume = -5;
  points[3]!.height = null;
  const result = await validate(columns(points), 2);
  expectDiagnostic(result, { code: 'GEO-004', row: 4, column: 'volume_hm3' });
  expectDiagnostic(result, { code: 'GEO-003', row: 3, column: 'height_m' });
  assert.deepEqual(
    result.model.geometry!.curves.map((c) => c.firstRow),
    [0, 1],
  );
});

test('geometry: hostile tables yield diagnostics and never throw', async () => {
  const strings: ColumnSpec[] = ['hydro_id', 'volume_hm3', 'height_m', 'area_km2'].map((name) => ({ name, type: 'Utf8', values: ['x', null] }));
  let result = await validate(strings);
  assert.equal(result.diagnostics.filter((d) => d.code === 'GEO-002' && d.severity === 'error').length, 4);
  assert.deepEqual(result.model.geometry!.curves, []);

  result = await validate([{ name: 'something', type: 'Float64', values: [1, 2] }]);
  assert.equal(result.diagnostics.filter((d) => d.code === 'GEO-002' && d.severity === 'error').length, 4);

  const allNull: Point[] = [0, 1, 2].map(() => ({ hydro: null, volume: null, height: null, area: null }));
  result = await validatePoints(allNull);
  // Four non-nullable columns null on three rows: one problem per column (D27).
  assert.equal(result.diagnostics.filter((d) => d.code === 'GEO-003').length, 4);
  expectDiagnostic(result, { code: 'GEO-003', column: 'volume_hm3', row: 0, rows: [[0, 2]], count: 3 });
  assert.deepEqual(result.model.geometry!.curves, []);
});

test('GEO: the catalogue lists GEO-001..012 for this file, each once', () => {
  const ids = ruleCatalog.filter((rule) => rule.id.startsWith('GEO-')).map((rule) => rule.id);
  assert.deepEqual(
    ids,
    Array.from({ length: 12 }, (_, i) => `GEO-${String(i + 1).padStart(3, '0')}`),
  );
  for (const rule of ruleCatalog.filter((r) => r.id.startsWith('GEO-'))) {
    assert.equal(rule.file, FILE);
    assert.equal(rule.title, rule.title.toLowerCase(), rule.id);
  }
});

test('GEO-005..007 (D27): two plants failing one rule are two problems, each naming its own plant and carrying its own rows', async () => {
  const result = await validatePoints([
    { hydro: 1, volume: 0, height: 10, area: 5 },
    { hydro: 1, volume: 50, height: 8, area: 3 }, // row 1: height and area fall
    { hydro: 1, volume: 50, height: 9, area: 4 }, // row 2: volume 50 again
    { hydro: 1, volume: 100, height: 7, area: 2 }, // row 3: height and area fall again
    { hydro: 2, volume: 0, height: 10, area: 5 },
    { hydro: 2, volume: 50, height: 8, area: 3 }, // row 5: height and area fall
    { hydro: 2, volume: 50, height: 9, area: 4 }, // row 6: volume 50 again
  ]);
  for (const code of ['GEO-005', 'GEO-006', 'GEO-007']) assert.equal(result.diagnostics.filter((d) => d.code === code).length, 2, code);
  expectDiagnostic(result, { code: 'GEO-005', row: 2, column: 'volume_hm3', rows: null, message: /^volume_hm3 50 of hydro 1 repeats the volume 50 of row 1:/ });
  expectDiagnostic(result, { code: 'GEO-005', row: 6, column: 'volume_hm3', rows: null, message: /^volume_hm3 50 of hydro 2 repeats the volume 50 of row 5:/ });
  expectDiagnostic(result, {
    code: 'GEO-006',
    row: 1,
    column: 'height_m',
    rows: [
      [1, 1],
      [3, 3],
    ],
    count: 2,
    message: 'height_m of hydro 1 decreases from 10 (row 0, volume 0) to 8 at volume 50: it must be non-decreasing in volume (2 rows: 1, 3)',
  });
  expectDiagnostic(result, {
    code: 'GEO-006',
    row: 5,
    column: 'height_m',
    rows: null,
    message: /^height_m of hydro 2 decreases from 10 \(row 4, volume 0\) to 8 at volume 50: [^(]*$/,
  });
  expectDiagnostic(result, { code: 'GEO-007', row: 1, column: 'area_km2', count: 2, message: /^area_km2 of hydro 1 decreases from 5 .* \(2 rows: 1, 3\)$/ });
  expectDiagnostic(result, { code: 'GEO-007', row: 5, column: 'area_km2', rows: null, message: /^area_km2 of hydro 2 decreases from 5 \(row 4/ });
});
