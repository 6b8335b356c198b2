import { test } from 'node:test';
import assert from 'node:assert/strict';
import { constantProductivityEntry, validCase, validPlant, validateFiles, withPlants, type CaseFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { parquetBytes, type ColumnSpec } from '../support/parquet';
import { ruleCatalog } from '../../shared/rules';

const FILE = 'system/tailrace_curves.parquet';
const LEVEL = 'downstream_reference_level_m';

interface Segment {
  hydro: number | null;
  family: number | null;
  level: number | null;
  segment: number | null;
  min: number | null;
  max: number | null;
  c: (number | null)[];
}

function segment(hydro: number, family: number, level: number | null, segmentId: number, min: number, max: number): Segment {
  return { hydro, family, level, segment: segmentId, min, max, c: [300, 0.01, -1e-6, 0, 0] };
}

/** Plant 1: one family without level, two segments written in reverse; plant 2: two backwater families. */
function validSegments(): Segment[] {
  return [segment(1, 0, null, 1, 1000, 5000), segment(1, 0, null, 0, 0, 1000), segment(2, 1, 250, 0, 0, 8000), segment(2, 0, 240, 0, 0, 8000)];
}

function columns(segments: Segment[]): ColumnSpec[] {
  return [
    { name: 'hydro_id', type: 'Int32', values: segments.map((s) => s.hydro) },
    { name: 'family_id', type: 'Int32', values: segments.map((s) => s.family) },
    { name: LEVEL, type: 'Float64', nullable: true, values: segments.map((s) => s.level) },
    { name: 'segment_id', type: 'Int32', values: segments.map((s) => s.segment) },
    { name: 'outflow_min_m3s', type: 'Float64', values: segments.map((s) => s.min) },
    { name: 'outflow_max_m3s', type: 'Float64', values: segments.map((s) => s.max) },
    ...[0, 1, 2, 3, 4].map((k): ColumnSpec => ({ name: `coefficient_${k}`, type: 'Float64', values: segments.map((s) => s.c[k]!) })),
  ];
}

/**
 * The plants the valid table names, registered so the whole case is valid: constant-productivity
 * plants with a productivity source; plant 2 flows into plant 1, whose level selects between its
 * backwater families (XF-027).
 */
function plantsCase(): CaseFiles {
  const files = { ...validCase(), 'system/hydro_production_models.json': { production_models: [constantProductivityEntry(1), constantProductivityEntry(2)] } };
  return withPlants(files, [validPlant(1), validPlant(2, { downstream_id: 1 })]);
}

async function validate(table: ColumnSpec[], rowGroupSize?: number) {
  return validateFiles({ ...plantsCase(), [FILE]: parquetBytes(table, rowGroupSize ? { rowGroupSize } : {}) });
}

async function validateSegments(segments: Segment[]) {
  return validate(columns(segments));
}

test('tailrace: a valid table is clean and summarised per plant, family and segment', async () => {
  const result = await validateSegments(validSegments());
  expectClean(result);
  const summary = result.model.tailrace!;
  assert.equal(summary.complete, true);
  assert.equal(summary.rowCount, 4);
  assert.deepEqual(summary.plants, [
    {
      hydroId: 1,
      firstRow: 0,
      families: [
        {
          familyId: 0,
          downstreamReferenceLevel: null,
          firstRow: 0,
          segments: [
            { segmentId: 0, row: 1, outflowMin: 0, outflowMax: 1000, coefficients: [300, 0.01, -1e-6, 0, 0] },
            { segmentId: 1, row: 0, outflowMin: 1000, outflowMax: 5000, coefficients: [300, 0.01, -1e-6, 0, 0] },
          ],
        },
      ],
    },
    {
      hydroId: 2,
      firstRow: 2,
      families: [
        { familyId: 0, downstreamReferenceLevel: 240, firstRow: 3, segments: [{ segmentId: 0, row: 3, outflowMin: 0, outflowMax: 8000, coefficients: [300, 0.01, -1e-6, 0, 0] }] },
        { familyId: 1, downstreamReferenceLevel: 250, firstRow: 2, segments: [{ segmentId: 0, row: 2, outflowMin: 0, outflowMax: 8000, coefficients: [300, 0.01, -1e-6, 0, 0] }] },
      ],
    },
  ]);
  assert.deepEqual(structuredClone(summary), summary);
});

test('tailrace: a zero-row table is valid', async () => {
  const result = await validateSegments([]);
  expectClean(result);
  assert.deepEqual(result.model.tailrace, { complete: true, rowCount: 0, plants: [] });
});

test('TRC-002: a missing column is reported on the table', async () => {
  const result = await validate(columns(validSegments()).filter((c) => c.name !== 'coefficient_4'));
  expectDiagnostic(result, { code: 'TRC-002', file: FILE, row: null, column: 'coefficient_4', message: 'missing required column "coefficient_4" (Float64)' });
  assert.equal(result.model.tailrace!.complete, false);
  assert.ok(Number.isNaN(result.model.tailrace!.plants[0]!.families[0]!.segments[0]!.coefficients[4]));
});

test('TRC-002: the nullable level column is required too', async () => {
  const result = await validate(columns(validSegments()).filter((c) => c.name !== LEVEL));
  expectDiagnostic(result, { code: 'TRC-002', column: LEVEL, message: 'missing required column' });
  // Without the level column TRC-008 cannot tell a null level from an absent one.
  expectNoDiagnostic(result, 'TRC-008');
});

test('TRC-002: a column of another arrow type, and an extra column as a hint', async () => {
  const table = columns(validSegments()).map((c): ColumnSpec => (c.name === 'segment_id' ? { name: 'segment_id', type: 'Float64', values: [1, 0, 0, 0] } : c));
  table.push({ name: 'segment_name', type: 'Utf8', values: ['a', 'b', 'c', 'd'] });
  const result = await validate(table);
  expectDiagnostic(result, { code: 'TRC-002', row: null, column: 'segment_id', message: 'column "segment_id" must be Int32, got Float64' });
  expectDiagnostic(result, { code: 'TRC-002', severity: 'hint', row: null, column: 'segment_name', message: 'unexpected column "segment_name" is ignored' });
  assert.deepEqual(result.model.tailrace!.plants, []);
});

test('TRC-002: all eleven columns with the right types pass', async () => {
  expectNoDiagnostic(await validateSegments(validSegments()), 'TRC-002');
});

test('TRC-003: a null outside the level column is reported at its row', async () => {
  const segments = validSegments();
  segments[1]!.min = null;
  segments[2]!.c[3] = null;
  const result = await validateSegments(segments);
  expectDiagnostic(result, { code: 'TRC-003', file: FILE, row: 1, column: 'outflow_min_m3s', message: 'outflow_min_m3s must not be null' });
  expectDiagnostic(result, { code: 'TRC-003', row: 2, column: 'coefficient_3' });
  expectNoDiagnostic(result, 'TRC-004');
  expectNoDiagnostic(result, 'TRC-005');
});

test('TRC-003: a null level, and non-null columns declared nullable, are accepted', async () => {
  const table = columns(validSegments()).map((c) => ({ ...c, nullable: true }));
  expectNoDiagnostic(await validate(table), 'TRC-003');
});

test('TRC-004: negative or non-finite outflow bounds', async () => {
  const segments = validSegments();
  segments[1]!.min = -1;
  segments[3]!.max = Infinity;
  const result = await validateSegments(segments);
  expectDiagnostic(result, { code: 'TRC-004', file: FILE, row: 1, column: 'outflow_min_m3s', message: 'outflow_min_m3s must be finite and >= 0, got -1' });
  expectDiagnostic(result, { code: 'TRC-004', row: 3, column: 'outflow_max_m3s', message: 'got Infinity' });
});

test('TRC-004: zero bounds are accepted', async () => {
  const segments = validSegments();
  segments[1]!.max = 0;
  expectNoDiagnostic(await validateSegments(segments), 'TRC-004');
});

test('TRC-005: outflow_max below outflow_min', async () => {
  const segments = validSegments();
  segments[0]!.max = 999;
  const result = await validateSegments(segments);
  expectDiagnostic(result, { code: 'TRC-005', file: FILE, row: 0, column: 'outflow_max_m3s', message: 'outflow_max_m3s 999 must be >= outflow_min_m3s 1000' });
});

test('TRC-005: equal bounds are accepted', async () => {
  const segments = validSegments();
  segments[0]!.max = 1000;
  expectNoDiagnostic(await validateSegments(segments), 'TRC-005');
});

test('TRC-006: a non-finite coefficient', async () => {
  const segments = validSegments();
  segments[2]!.c[4] = NaN;
  segments[3]!.c[0] = -Infinity;
  const result = await validateSegments(segments);
  expectDiagnostic(result, { code: 'TRC-006', file: FILE, row: 2, column: 'coefficient_4', message: 'coefficient_4 must be finite, got NaN' });
  expectDiagnostic(result, { code: 'TRC-006', row: 3, column: 'coefficient_0', message: 'got -Infinity' });
});

test('TRC-006: negative coefficients are accepted', async () => {
  const segments = validSegments();
  segments[0]!.c = [-5, -0.1, -1, -1e-9, -3];
  expectNoDiagnostic(await validateSegments(segments), 'TRC-006');
});

test('TRC-007: a negative or non-finite downstream level', async () => {
  const segments = validSegments();
  segments[2]!.level = -0.5;
  segments[3]!.level = NaN;
  const result = await validateSegments(segments);
  expectDiagnostic(result, {
    code: 'TRC-007',
    file: FILE,
    row: 2,
    column: LEVEL,
    rows: [[2, 3]],
    count: 2,
    message: `${LEVEL} must be finite and >= 0, got -0.5 (2 rows: 2–3; values -0.5 and NaN)`,
  });
});

test('TRC-007: a zero or null level is accepted', async () => {
  const segments = validSegments();
  segments[2]!.level = 0;
  expectNoDiagnostic(await validateSegments(segments), 'TRC-007');
});

test('TRC-008 (D27): two plants with null levels are two problems, each naming its own plant and families', async () => {
  const segments = validSegments();
  // Plant 1 gains a second family, also without a level (rows 4-5); plant 2 a third one (row 6).
  segments.push(segment(1, 1, null, 0, 0, 4000), segment(1, 1, null, 1, 4000, 8000), segment(2, 2, null, 0, 0, 8000));
  const result = await validateSegments(segments);
  assert.equal(result.diagnostics.filter((d) => d.code === 'TRC-008').length, 2);
  expectDiagnostic(result, {
    code: 'TRC-008',
    file: FILE,
    row: 0,
    column: LEVEL,
    rows: [
      [0, 0],
      [4, 4],
    ],
    count: 2,
    message: `${LEVEL} is null in families 0 and 1 of hydro 1, which has 2 families: null is meant for a plant with a single family (2 rows: 0, 4)`,
  });
  expectDiagnostic(result, {
    code: 'TRC-008',
    file: FILE,
    row: 6,
    column: LEVEL,
    rows: null,
    message: `${LEVEL} is null in family 2 of hydro 2, which has 3 families: null is meant for a plant with a single family`,
  });
});

test('TRC-008: a null level on a plant with several families is a warning at the family', async () => {
  const segments = validSegments();
  segments.push(segment(2, 2, null, 0, 0, 4000), segment(2, 2, null, 1, 4000, 8000));
  const result = await validateSegments(segments);
  expectDiagnostic(result, { code: 'TRC-008', file: FILE, row: 4, column: LEVEL, message: 'null in family 2 of hydro 2, which has 3 families' });
  assert.equal(result.diagnostics.filter((d) => d.code === 'TRC-008').length, 1);
});

test('TRC-008: a null level on a single-family plant is fine', async () => {
  const segments = validSegments();
  segments.push(segment(3, 7, null, 0, 0, 100));
  expectNoDiagnostic(await validateSegments(segments), 'TRC-008');
});

test('tailrace: rows are numbered in file order across row groups', async () => {
  const segments = [...validSegments(), segment(1, 1, null, 0, 5, 4)];
  const result = await validate(columns(segments), 3);
  expectDiagnostic(result, { code: 'TRC-005', row: 4 });
  // Both families' null levels: one problem for the column (D27).
  expectDiagnostic(result, {
    code: 'TRC-008',
    row: 0,
    rows: [
      [0, 0],
      [4, 4],
    ],
    count: 2,
  });
});

test('tailrace: hostile tables yield diagnostics and never throw', async () => {
  const strings: ColumnSpec[] = columns(validSegments()).map((c) => ({ name: c.name, type: 'Utf8', values: ['a', null, 'b', 'c'] }));
  let result = await validate(strings);
  assert.equal(result.diagnostics.filter((d) => d.code === 'TRC-002').length, 11);
  assert.deepEqual(result.model.tailrace!.plants, []);

  result = await validate([{ name: 'hydro_id', type: 'Int32', values: [1, null] }]);
  assert.equal(result.diagnostics.filter((d) => d.code === 'TRC-002').length, 10);
  expectDiagnostic(result, { code: 'TRC-003', row: 1, column: 'hydro_id' });

  const nulls: Segment[] = [0, 1].map(() => ({ hydro: null, family: null, level: null, segment: null, min: null, max: null, c: [null, null, null, null, null] }));
  result = await validateSegments(nulls);
  // Ten non-nullable columns null on both rows: one problem per column (D27).
  assert.equal(result.diagnostics.filter((d) => d.code === 'TRC-003').length, 10);
  expectDiagnostic(result, { code: 'TRC-003', column: 'hydro_id', rows: [[0, 1]], count: 2 });
  assert.deepEqual(result.model.tailrace!.plants, []);
});

test('TRC: the catalogue lists TRC-001..010 for this file, each once', () => {
  const ids = ruleCatalog.filter((rule) => rule.id.startsWith('TRC-')).map((rule) => rule.id);
  assert.deepEqual(
    ids,
    Array.from({ length: 10 }, (_, i) => `TRC-${String(i + 1).padStart(3, '0')}`),
  );
  for (const rule of ruleCatalog.filter((r) => r.id.startsWith('TRC-'))) {
    assert.equal(rule.file, FILE);
    assert.equal(rule.title, rule.title.toLowerCase(), rule.id);
  }
});
