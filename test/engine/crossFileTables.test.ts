// Cross-file rules joining the geometry, hyperplane and tailrace tables with plants and stages:
// XF-006..012, XF-027 and the GEO-012 hint, plus the D23 mean-head evaluator they rely on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles, type CaseFiles } from '../support/cases';
import { expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { parquetBytes } from '../support/parquet';
import { evaluateMeanHead } from '../../shared/crossFile/meanHead';
import type { Diagnostic } from '../../shared/core/diagnostics';
import type { GeometryCurve } from '../../shared/checks/geometry/check';
import type { HydroPlant } from '../../shared/checks/registries/hydros';
import type { TailracePlant } from '../../shared/checks/tailrace/check';
import { ruleCatalog } from '../../shared/rules';

const STAGES = 'stages.json';
const HYDROS = 'system/hydros.json';
const MODELS = 'system/hydro_production_models.json';
const GEOMETRY = 'system/hydro_geometry.parquet';
const PRODUCTIVITY = 'system/hydro_energy_productivity.parquet';
const HYPERPLANES = 'system/fpha_hyperplanes.parquet';
const TAILRACE = 'system/tailrace_curves.parquet';
const SPECIFIC = 'specific_productivity_mw_per_m3s_per_m';

// Builders ------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

/** A constant-productivity plant with storage [0, 200] hm³ and 50 m³/s of turbine capacity. */
function hydro(id: number, generation: Json = {}, extra: Json = {}): Json {
  return {
    id,
    name: `H${id}`,
    bus_id: 0,
    downstream_id: null,
    reservoir: { min_storage_hm3: 0, max_storage_hm3: 200 },
    generation: { model: 'constant_productivity', productivity_mw_per_m3s: 1, max_turbined_m3s: 50, ...generation },
    ...extra,
  };
}

function hydros(...plants: Json[]): Json {
  return { hydros: plants };
}

function models(...entries: Json[]): Json {
  return { production_models: entries };
}

function ranges(hydroId: number, ...stageRanges: Json[]): Json {
  return { hydro_id: hydroId, selection_mode: 'stage_ranges', stage_ranges: stageRanges };
}

const PRECOMPUTED = { source: 'precomputed' };
const COMPUTED = { source: 'computed' };

/** [hydro_id, volume, height, area] per row. */
function geometry(rows: Array<[number, number, number, number]>): Uint8Array {
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: rows.map((r) => r[0]) },
    { name: 'volume_hm3', type: 'Float64', values: rows.map((r) => r[1]) },
    { name: 'height_m', type: 'Float64', values: rows.map((r) => r[2]) },
    { name: 'area_km2', type: 'Float64', values: rows.map((r) => r[3]) },
  ]);
}

/** A valid curve for a plant: 0..200 hm³, 300..320 m. */
function curve(hydroId: number): Array<[number, number, number, number]> {
  return [
    [hydroId, 0, 300, 1],
    [hydroId, 100, 310, 2],
    [hydroId, 200, 320, 3],
  ];
}

interface Plane {
  hydro: number;
  stage: number | null;
  gq?: number;
  kappa?: number | null;
}

function hyperplanes(planes: Plane[]): Uint8Array {
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: planes.map((p) => p.hydro) },
    { name: 'stage_id', type: 'Int32', nullable: true, values: planes.map((p) => p.stage) },
    { name: 'plane_id', type: 'Int32', values: planes.map((_, i) => i) },
    { name: 'gamma_0', type: 'Float64', values: planes.map(() => 100) },
    { name: 'gamma_v', type: 'Float64', values: planes.map(() => 0.1) },
    { name: 'gamma_q', type: 'Float64', values: planes.map((p) => p.gq ?? 0.9) },
    { name: 'gamma_s', type: 'Float64', values: planes.map(() => -0.01) },
    { name: 'kappa', type: 'Float64', nullable: true, values: planes.map((p) => p.kappa ?? null) },
  ]);
}

interface Segment {
  hydro: number;
  family: number;
  level: number | null;
  min?: number;
  max?: number;
  c0?: number;
}

function tailrace(segments: Segment[]): Uint8Array {
  const coefficient = (name: string, values: number[]) => ({ name, type: 'Float64' as const, values });
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: segments.map((s) => s.hydro) },
    { name: 'family_id', type: 'Int32', values: segments.map((s) => s.family) },
    { name: 'downstream_reference_level_m', type: 'Float64', nullable: true, values: segments.map((s) => s.level) },
    { name: 'segment_id', type: 'Int32', values: segments.map(() => 0) },
    { name: 'outflow_min_m3s', type: 'Float64', values: segments.map((s) => s.min ?? 0) },
    { name: 'outflow_max_m3s', type: 'Float64', values: segments.map((s) => s.max ?? 1000) },
    coefficient(
      'coefficient_0',
      segments.map((s) => s.c0 ?? 100),
    ),
    ...['coefficient_1', 'coefficient_2', 'coefficient_3', 'coefficient_4'].map((name) =>
      coefficient(
        name,
        segments.map(() => 0),
      ),
    ),
  ]);
}

/** [hydro_id, stage_id, equivalent, specific] per row. */
function productivity(rows: Array<[number, number | null, number | null, number | null]>): Uint8Array {
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: rows.map((r) => r[0]) },
    { name: 'stage_id', type: 'Int32', nullable: true, values: rows.map((r) => r[1]) },
    { name: 'equivalent_productivity_mw_per_m3s', type: 'Float64', nullable: true, values: rows.map((r) => r[2]) },
    { name: 'reference_outflow_m3s', type: 'Float64', nullable: true, values: rows.map(() => null) },
    { name: SPECIFIC, type: 'Float64', nullable: true, values: rows.map((r) => r[3]) },
  ]);
}

function validate(files: CaseFiles) {
  return validateFiles({ ...validCase(), ...files });
}

/** Asserts the diagnostic links this place. */
function expectRelated(d: Diagnostic, expected: { file: string; path?: string; row?: number; column?: string; kind?: 'file' }): void {
  const found = (d.related ?? []).find((r) => {
    if (r.file !== expected.file) return false;
    if (expected.kind === 'file') return r.location.kind === 'file';
    if (expected.path !== undefined) return r.location.kind === 'json' && r.location.path === expected.path;
    if (expected.row !== undefined)
      return r.location.kind === 'parquet' && r.location.row === expected.row && (expected.column === undefined || r.location.column === expected.column);
    return true;
  });
  assert.ok(found, `expected related ${JSON.stringify(expected)} in ${JSON.stringify(d.related ?? [], null, 1)}`);
}

// XF-006 ------------------------------------------------------------------------------------

const EVAPORATION = { evaporation: { coefficients_mm: Array.from({ length: 12 }, () => 100) } };

test('XF-006: evaporation coefficients with no geometry file', async () => {
  const result = await validate({ [HYDROS]: hydros(hydro(1, {}, EVAPORATION)) });
  const d = expectDiagnostic(result, { code: 'XF-006', file: HYDROS, path: 'hydros[0].evaporation.coefficients_mm', message: `${GEOMETRY} is absent` });
  assert.deepEqual(d.related ?? [], []);
});

test('XF-006: evaporation coefficients with geometry rows only for another plant', async () => {
  const result = await validate({ [HYDROS]: hydros(hydro(1, {}, EVAPORATION), hydro(2)), [GEOMETRY]: geometry(curve(2)) });
  const d = expectDiagnostic(result, { code: 'XF-006', file: HYDROS, path: 'hydros[0].evaporation.coefficients_mm', message: 'has no rows for it' });
  expectRelated(d, { file: GEOMETRY, kind: 'file' });
});

test('XF-006 near miss: the plant has geometry rows; a plant without coefficients needs none', async () => {
  const result = await validate({ [HYDROS]: hydros(hydro(1, {}, EVAPORATION), hydro(2, {}, { evaporation: null })), [GEOMETRY]: geometry(curve(1)) });
  expectNoDiagnostic(result, 'XF-006');
});

// XF-007 / XF-008 -----------------------------------------------------------------------------

test('XF-007: an fpha production-model range and no geometry rows for the plant', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1), hydro(2)),
    [MODELS]: models(ranges(1, { start_stage_id: 0, model: 'fpha', fpha_config: PRECOMPUTED })),
    [GEOMETRY]: geometry(curve(2)),
    [HYPERPLANES]: hyperplanes([{ hydro: 1, stage: null }]),
  });
  const d = expectDiagnostic(result, {
    code: 'XF-007',
    file: MODELS,
    path: 'production_models[0].stage_ranges[0]',
    message: 'hydro 1 is an fpha plant (stage_ranges[0])',
  });
  assert.equal(d.data?.fileRule, 'GEO-010');
  expectRelated(d, { file: GEOMETRY, kind: 'file' });
});

test('XF-007: a plant whose own model is fpha is an fpha plant (D11) even when every range runs another model', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1, { model: 'fpha' }), hydro(2)),
    [MODELS]: models(ranges(1, { start_stage_id: 0, model: 'constant_productivity', productivity_mw_per_m3s: 1 })),
    [GEOMETRY]: geometry(curve(2)),
  });
  expectDiagnostic(result, { code: 'XF-007', file: HYDROS, path: 'hydros[0].generation.model' });
});

test('XF-007: both declarations, the entry first and the entity model linked', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1, { model: 'fpha' }), hydro(2)),
    [MODELS]: models(ranges(1, { start_stage_id: 0, model: 'fpha', fpha_config: PRECOMPUTED })),
    [GEOMETRY]: geometry(curve(2)),
    [HYPERPLANES]: hyperplanes([{ hydro: 1, stage: null }]),
  });
  const d = expectDiagnostic(result, { code: 'XF-007', file: MODELS, path: 'production_models[0].stage_ranges[0]' });
  expectRelated(d, { file: HYDROS, path: 'hydros[0].generation.model' });
  assert.equal(result.diagnostics.filter((x) => x.code === 'XF-007').length, 1);
});

test('XF-007 near miss: one row is enough, and an empty geometry table asks nothing', async () => {
  const files = { [HYDROS]: hydros(hydro(1, { model: 'fpha' })), [MODELS]: models(ranges(1, { start_stage_id: 0, model: 'fpha', fpha_config: COMPUTED })) };
  expectNoDiagnostic(await validate({ ...files, [GEOMETRY]: geometry([[1, 0, 300, 1]]) }), 'XF-007');
  expectNoDiagnostic(await validate({ ...files, [GEOMETRY]: geometry([]) }), 'XF-007');
});

test('XF-008: a linearized_head plant with a single geometry row', async () => {
  const result = await validate({ [HYDROS]: hydros(hydro(1, { model: 'linearized_head' }), hydro(2)), [GEOMETRY]: geometry([...curve(2), [1, 0, 300, 1]]) });
  const d = expectDiagnostic(result, { code: 'XF-008', file: HYDROS, path: 'hydros[0].generation.model', message: 'has only 1 row' });
  expectRelated(d, { file: GEOMETRY, row: 3, column: 'hydro_id' });
  assert.equal(d.data?.fileRule, 'GEO-010');
});

test('XF-008: a seasonal default_model linearized_head and no rows', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1), hydro(2)),
    [MODELS]: models({ hydro_id: 1, selection_mode: 'seasonal', default_model: 'linearized_head', seasons: [] }),
    [GEOMETRY]: geometry(curve(2)),
  });
  const d = expectDiagnostic(result, { code: 'XF-008', file: MODELS, path: 'production_models[0].default_model', message: 'has no rows' });
  expectRelated(d, { file: GEOMETRY, kind: 'file' });
});

test('XF-008 near miss: two rows', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1, { model: 'linearized_head' })),
    [GEOMETRY]: geometry([
      [1, 0, 300, 1],
      [1, 10, 301, 1],
    ]),
  });
  expectNoDiagnostic(result, 'XF-008');
});

// XF-009 ------------------------------------------------------------------------------------

test('XF-009: a specific productivity and no geometry file (D22)', async () => {
  const result = await validate({ [HYDROS]: hydros(hydro(1, {}, { [SPECIFIC]: 0.009 })) });
  const d = expectDiagnostic(result, { code: 'XF-009', file: HYDROS, path: `hydros[0].${SPECIFIC}`, message: 'GenericConstraintValidationError' });
  assert.match(d.message, /no rows in system\/hydro_geometry\.parquet/);
  assert.equal(d.data?.fileRule, 'GEO-011');
});

test('XF-009: a specific productivity inside generation (D8) is where the finding sits', async () => {
  const result = await validate({ [HYDROS]: hydros(hydro(1, { [SPECIFIC]: 0.009 }), hydro(2)), [GEOMETRY]: geometry(curve(2)) });
  const d = expectDiagnostic(result, { code: 'XF-009', file: HYDROS, path: `hydros[0].generation.${SPECIFIC}` });
  expectRelated(d, { file: GEOMETRY, kind: 'file' });
});

test('XF-009: a specific productivity in the productivity file and no geometry rows', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1), hydro(2)),
    [GEOMETRY]: geometry(curve(2)),
    [PRODUCTIVITY]: productivity([
      [1, 0, null, null],
      [1, null, null, 0.009],
    ]),
  });
  expectDiagnostic(result, { code: 'XF-009', file: PRODUCTIVITY, row: 1, column: SPECIFIC, message: 'GenericConstraintValidationError' });
});

test('XF-009: the first productivity-file row with a specific productivity is in file order, not stage order', async () => {
  const rows: Array<[number, number | null, number | null, number | null]> = [
    [1, 2, null, 0.008],
    [1, null, null, 0.009],
  ];
  const result = await validate({ [HYDROS]: hydros(hydro(1), hydro(2)), [GEOMETRY]: geometry(curve(2)), [PRODUCTIVITY]: productivity(rows) });
  expectDiagnostic(result, { code: 'XF-009', file: PRODUCTIVITY, row: 0, column: SPECIFIC });
});

test('XF-009: the tailrace of hydros.json lies above the forebay', async () => {
  const plant = hydro(1, {}, { [SPECIFIC]: 0.009, tailrace: { type: 'polynomial', coefficients: [330] } });
  const result = await validate({ [HYDROS]: hydros(plant), [GEOMETRY]: geometry(curve(1)) });
  const d = expectDiagnostic(result, { code: 'XF-009', file: GEOMETRY, row: 0, column: 'height_m', message: /mean equivalent head of hydro 1 over \[0, 200\] hm³ is -20 m/ });
  assert.match(d.message, /GenericConstraintValidationError/);
  expectRelated(d, { file: HYDROS, path: `hydros[0].${SPECIFIC}` });
  expectRelated(d, { file: HYDROS, path: 'hydros[0].tailrace' });
});

test('XF-009: the tailrace file wins over hydros.json and is linked', async () => {
  const plant = hydro(1, {}, { [SPECIFIC]: 0.009, tailrace: { type: 'polynomial', coefficients: [100] } });
  const result = await validate({ [HYDROS]: hydros(plant), [GEOMETRY]: geometry(curve(1)), [TAILRACE]: tailrace([{ hydro: 1, family: 0, level: null, c0: 400 }]) });
  const d = expectDiagnostic(result, { code: 'XF-009', file: GEOMETRY, row: 0, message: `from ${TAILRACE}` });
  expectRelated(d, { file: TAILRACE, row: 0, column: 'coefficient_0' });
});

test('XF-009: constant hydraulic losses take the head to zero', async () => {
  const plant = hydro(1, {}, { [SPECIFIC]: 0.009, tailrace: { type: 'polynomial', coefficients: [290] }, hydraulic_losses: { type: 'constant', value_m: 20 } });
  const result = await validate({ [HYDROS]: hydros(plant), [GEOMETRY]: geometry(curve(1)) });
  const d = expectDiagnostic(result, { code: 'XF-009', file: GEOMETRY, message: 'is 0 m' });
  expectRelated(d, { file: HYDROS, path: 'hydros[0].hydraulic_losses' });
});

test('XF-009: a table that cannot be built is reported on the breaking row', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1, {}, { [SPECIFIC]: 0.009 })),
    [GEOMETRY]: geometry([
      [1, 0, 300, 1],
      [1, 100, 290, 2],
    ]),
  });
  const d = expectDiagnostic(result, { code: 'XF-009', file: GEOMETRY, row: 1, column: 'height_m', message: 'height_m decreases' });
  expectRelated(d, { file: HYDROS, path: `hydros[0].${SPECIFIC}` });
});

test('XF-009 near miss: a positive head; a bad head without specific productivity', async () => {
  const low = { tailrace: { type: 'polynomial', coefficients: [250] } };
  expectNoDiagnostic(await validate({ [HYDROS]: hydros(hydro(1, {}, { [SPECIFIC]: 0.009, ...low })), [GEOMETRY]: geometry(curve(1)) }), 'XF-009');
  expectNoDiagnostic(await validate({ [HYDROS]: hydros(hydro(1, {}, { tailrace: { type: 'polynomial', coefficients: [400] } })) }), 'XF-009');
  // A null specific productivity in the file is no specific productivity.
  expectNoDiagnostic(await validate({ [HYDROS]: hydros(hydro(1)), [PRODUCTIVITY]: productivity([[1, null, 1, null]]) }), 'XF-009');
});

// D23 evaluator ------------------------------------------------------------------------------

function plant(overrides: Partial<HydroPlant> = {}): HydroPlant {
  return { id: 1, hasEvaporation: false, minStorage: 0, maxStorage: 200, maxTurbined: 50, node: undefined as never, ...overrides };
}

function curveOf(points: Array<[number, number, number?]>, rowCount = points.length): GeometryCurve {
  return { hydroId: 1, firstRow: 0, rowCount, points: points.map(([volume, height, area], row) => ({ row, volume, height, area: area ?? row })) };
}

function tailraceOf(families: Array<{ level: number | null; segments: Array<[number, number, number]> }>): TailracePlant {
  return {
    hydroId: 1,
    firstRow: 0,
    families: families.map((f, familyId) => ({
      familyId,
      downstreamReferenceLevel: f.level,
      firstRow: familyId,
      segments: f.segments.map(([min, max, c0], segmentId) => ({ segmentId, row: familyId * 10 + segmentId, outflowMin: min, outflowMax: max, coefficients: [c0, 0, 0, 0, 0] })),
    })),
  };
}

const BENT = curveOf([
  [0, 100],
  [100, 200],
  [200, 200],
]);

test('mean head (D23): the forebay is the mean of the piecewise-linear curve over the useful range', () => {
  const full = evaluateMeanHead(plant(), BENT, undefined);
  assert.ok(full.ok);
  assert.equal(full.forebay, 175);
  assert.equal(full.head, 175);
  assert.equal(full.tailraceSource, 'none');
  const clipped = evaluateMeanHead(plant({ minStorage: 50, maxStorage: 150 }), BENT, undefined);
  assert.ok(clipped.ok);
  assert.equal(clipped.forebay, 187.5);
  assert.deepEqual(clipped.range, [50, 150]);
  const point = evaluateMeanHead(plant({ minStorage: 50, maxStorage: 50 }), BENT, undefined);
  assert.ok(point.ok);
  assert.equal(point.forebay, 150);
});

test('mean head (D23): a storage band wider than the table averages over the table, and says so (GEO-012)', () => {
  const result = evaluateMeanHead(plant({ minStorage: -50, maxStorage: 400 }), BENT, undefined);
  assert.ok(result.ok);
  assert.deepEqual(result.range, [0, 200]);
  assert.equal(result.narrowerThanStorage, true);
  const equal = evaluateMeanHead(plant({ maxStorage: 200 * (1 + 1e-12) }), BENT, undefined);
  assert.ok(equal.ok);
  assert.equal(equal.narrowerThanStorage, false);
});

test('mean head (D23): tailrace from the file: the null-level family, else the lowest, at max_turbined', () => {
  const nullFirst = tailraceOf([
    { level: 240, segments: [[0, 1000, 10]] },
    { level: null, segments: [[0, 1000, 20]] },
  ]);
  const a = evaluateMeanHead(plant(), BENT, nullFirst);
  assert.ok(a.ok);
  assert.equal(a.tailrace, 20);
  assert.equal(a.tailraceSource, 'tailrace file');
  assert.equal(a.tailraceRow, 10);
  const lowest = tailraceOf([
    { level: 250, segments: [[0, 1000, 30]] },
    { level: 240, segments: [[0, 1000, 10]] },
  ]);
  const b = evaluateMeanHead(plant(), BENT, lowest);
  assert.ok(b.ok);
  assert.equal(b.tailrace, 10);
  const segmented = tailraceOf([
    {
      level: null,
      segments: [
        [0, 40, 1],
        [40, 100, 2],
        [100, 200, 3],
      ],
    },
  ]);
  const c = evaluateMeanHead(plant({ maxTurbined: 60 }), BENT, segmented);
  assert.ok(c.ok);
  assert.equal(c.tailrace, 2);
  const beyond = evaluateMeanHead(plant({ maxTurbined: 500 }), BENT, segmented);
  assert.ok(beyond.ok);
  assert.equal(beyond.tailrace, 3, 'past every segment the nearest one is extrapolated');
  const broken = tailraceOf([
    {
      level: null,
      segments: [
        [NaN, 100, 5],
        [0, 100, 7],
      ],
    },
  ]);
  const d = evaluateMeanHead(plant(), BENT, broken);
  assert.ok(d.ok);
  assert.equal(d.tailrace, 7, 'a segment with an unreadable bound is skipped');
});

test('mean head (D23): hydros.json tailrace (polynomial and piecewise) and hydraulic losses', () => {
  const polynomial = evaluateMeanHead(plant({ tailrace: { type: 'polynomial', coefficients: [100, 0.5] }, losses: { type: 'factor', value: 0.1 } }), BENT, undefined);
  assert.ok(polynomial.ok);
  assert.equal(polynomial.tailrace, 125);
  assert.equal(polynomial.head, (175 - 125) * 0.9);
  const piecewise = evaluateMeanHead(
    plant({
      tailrace: {
        type: 'piecewise',
        points: [
          { outflow: 100, height: 120 },
          { outflow: 0, height: 100 },
        ],
      },
      losses: { type: 'constant', valueM: 5 },
    }),
    BENT,
    undefined,
  );
  assert.ok(piecewise.ok);
  assert.equal(piecewise.tailrace, 110);
  assert.equal(piecewise.head, 175 - 110 - 5);
});

test('mean head: which volume-height-area tables cannot be built (no rows, D22; values out of order beyond a relative 1e-9, D10)', () => {
  const noRows = evaluateMeanHead(plant(), undefined, undefined);
  assert.ok(!noRows.ok && noRows.row === undefined);
  const badValues = evaluateMeanHead(plant(), curveOf([[0, 100]], 2), undefined);
  assert.ok(!badValues.ok && /null, negative or non-finite/.test(badValues.reason));
  const nearDuplicate = evaluateMeanHead(
    plant(),
    curveOf([
      [100, 100],
      [100 * (1 + 1e-12), 101],
    ]),
    undefined,
  );
  assert.ok(!nearDuplicate.ok && nearDuplicate.column === 'volume_hm3' && nearDuplicate.row === 1);
  const areaDrop = evaluateMeanHead(
    plant(),
    curveOf([
      [0, 100, 5],
      [10, 101, 4],
    ]),
    undefined,
  );
  assert.ok(!areaDrop.ok && areaDrop.column === 'area_km2');
  // Within the D10 tolerance a height "decrease" is equality, as GEO-006 reads it.
  const tiny = evaluateMeanHead(
    plant(),
    curveOf([
      [0, 100],
      [10, 100 * (1 - 1e-12)],
    ]),
    undefined,
  );
  assert.ok(tiny.ok);
  const single = evaluateMeanHead(plant(), curveOf([[50, 120]]), undefined);
  assert.ok(single.ok && single.forebay === 120);
});

// GEO-012 -----------------------------------------------------------------------------------

test('GEO-012: a curve that starts above min_storage points at its lowest row', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1)),
    [GEOMETRY]: geometry([
      [1, 150, 310, 2],
      [1, 10, 300, 1],
    ]),
  });
  const d = expectDiagnostic(result, {
    code: 'GEO-012',
    file: GEOMETRY,
    row: 1,
    column: 'volume_hm3',
    message: 'spans [10, 150] hm³, narrower than its storage range [0, 200]',
  });
  expectRelated(d, { file: HYDROS, path: 'hydros[0].reservoir.min_storage_hm3' });
});

test('GEO-012: a curve that ends below max_storage points at its highest row', async () => {
  const plantWithBand = hydro(1, {}, { reservoir: { min_storage_hm3: 10, max_storage_hm3: 200 } });
  const result = await validate({
    [HYDROS]: hydros(plantWithBand),
    [GEOMETRY]: geometry([
      [1, 150, 310, 2],
      [1, 10, 300, 1],
    ]),
  });
  const d = expectDiagnostic(result, { code: 'GEO-012', file: GEOMETRY, row: 0, column: 'volume_hm3' });
  expectRelated(d, { file: HYDROS, path: 'hydros[0].reservoir.max_storage_hm3' });
});

test('GEO-012 near miss: a curve spanning the band exactly or wider', async () => {
  expectNoDiagnostic(await validate({ [HYDROS]: hydros(hydro(1)), [GEOMETRY]: geometry(curve(1)) }), 'GEO-012');
  expectNoDiagnostic(
    await validate({
      [HYDROS]: hydros(hydro(1)),
      [GEOMETRY]: geometry([
        [1, 0, 300, 1],
        [1, 500, 330, 9],
      ]),
    }),
    'GEO-012',
  );
});

// XF-010 ------------------------------------------------------------------------------------

test('XF-010: a computed fpha plant with turbine capacity has no rows while the file holds some', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1, { model: 'fpha' }), hydro(2, { model: 'fpha' })),
    [MODELS]: models(ranges(1, { start_stage_id: 0, model: 'fpha', fpha_config: COMPUTED }), ranges(2, { start_stage_id: 0, model: 'fpha', fpha_config: PRECOMPUTED })),
    [GEOMETRY]: geometry([...curve(1), ...curve(2)]),
    [HYPERPLANES]: hyperplanes([{ hydro: 2, stage: null }]),
  });
  const d = expectDiagnostic(result, { code: 'XF-010', file: MODELS, path: 'production_models[0].stage_ranges[0]', message: 'computed plants included' });
  assert.equal(d.data?.fileRule, 'FPH-011');
  expectRelated(d, { file: HYPERPLANES, kind: 'file' });
  expectRelated(d, { file: HYDROS, path: 'hydros[0].generation.max_turbined_m3s' });
  expectRelated(d, { file: HYDROS, path: 'hydros[0].generation.model' });
  assert.equal(result.diagnostics.filter((x) => x.code === 'XF-010').length, 1);
});

test('XF-010 near miss: no turbine capacity, or a hyperplane file without rows', async () => {
  const base = {
    [MODELS]: models(ranges(1, { start_stage_id: 0, model: 'fpha', fpha_config: COMPUTED })),
    [GEOMETRY]: geometry([...curve(1), ...curve(2)]),
  };
  expectNoDiagnostic(
    await validate({ ...base, [HYDROS]: hydros(hydro(1, { model: 'fpha', max_turbined_m3s: 0 }), hydro(2)), [HYPERPLANES]: hyperplanes([{ hydro: 2, stage: null }]) }),
    'XF-010',
  );
  expectNoDiagnostic(await validate({ ...base, [HYDROS]: hydros(hydro(1, { model: 'fpha' })), [HYPERPLANES]: hyperplanes([]) }), 'XF-010');
});

// XF-011 ------------------------------------------------------------------------------------

test('XF-011: a precomputed range whose later stage has neither its own rows nor null-stage rows', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1, { model: 'fpha' })),
    [MODELS]: models(
      ranges(1, { start_stage_id: 0, end_stage_id: 1, model: 'fpha', fpha_config: PRECOMPUTED }, { start_stage_id: 2, model: 'constant_productivity', productivity_mw_per_m3s: 1 }),
    ),
    [HYPERPLANES]: hyperplanes([{ hydro: 1, stage: 0 }]),
  });
  const d = expectDiagnostic(result, { code: 'XF-011', file: MODELS, path: 'production_models[0].stage_ranges[0]', message: 'at stage 1 but' });
  assert.equal(d.data?.fileRule, 'FPH-010');
  assert.deepEqual(d.data?.stageIds, [1]);
  expectRelated(d, { file: STAGES, path: 'stages[1]' });
  expectRelated(d, { file: HYPERPLANES, kind: 'file' });
});

test('XF-011: no hyperplane file at all, aggregated over the stages of one choice', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1, { model: 'fpha' })),
    [MODELS]: models(ranges(1, { start_stage_id: 0, model: 'fpha' })),
  });
  const all = result.diagnostics.filter((d) => d.code === 'XF-011');
  assert.equal(all.length, 1);
  expectDiagnostic(result, { code: 'XF-011', path: 'production_models[0].stage_ranges[0]', message: `stages 0-2 (3 stages) but ${HYPERPLANES} is absent` });
});

test('XF-011: a seasonal default_model fpha is reported on default_model', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1)),
    [MODELS]: models({ hydro_id: 1, selection_mode: 'seasonal', default_model: 'fpha', seasons: [] }),
    [HYPERPLANES]: hyperplanes([{ hydro: 1, stage: 2 }]),
  });
  const d = expectDiagnostic(result, { code: 'XF-011', file: MODELS, path: 'production_models[0].default_model', message: 'stages 0-1 (2 stages)' });
  expectRelated(d, { file: STAGES, path: 'stages[0]' });
});

test('XF-011: an entity fpha plant with no entry reads precomputed planes', async () => {
  const result = await validate({ [HYDROS]: hydros(hydro(1, { model: 'fpha' })) });
  expectDiagnostic(result, { code: 'XF-011', file: HYDROS, path: 'hydros[0].generation.model', message: 'fpha from generation.model' });
});

test('XF-011 near miss: null-stage rows serve every stage; computed sources read none', async () => {
  const plants = hydros(hydro(1, { model: 'fpha' }), hydro(2, { model: 'fpha' }));
  const result = await validate({
    [HYDROS]: plants,
    [MODELS]: models(ranges(1, { start_stage_id: 0, model: 'fpha', fpha_config: PRECOMPUTED }), ranges(2, { start_stage_id: 0, model: 'fpha', fpha_config: COMPUTED })),
    [GEOMETRY]: geometry([...curve(1), ...curve(2)]),
    [HYPERPLANES]: hyperplanes([
      { hydro: 1, stage: null },
      { hydro: 2, stage: null },
    ]),
  });
  expectNoDiagnostic(result, 'XF-011');
  // An unreadable fpha_config.source is HPM-050's problem, not a missing-planes one.
  const unknownSource = await validate({
    [HYDROS]: hydros(hydro(1, { model: 'fpha' })),
    [MODELS]: models(ranges(1, { start_stage_id: 0, model: 'fpha', fpha_config: { source: 'magic' } })),
  });
  expectNoDiagnostic(unknownSource, 'XF-011');
});

// XF-012 ------------------------------------------------------------------------------------

function precomputedCase(planes: Plane[]): CaseFiles {
  return {
    [HYDROS]: hydros(hydro(1, { model: 'fpha' })),
    [MODELS]: models(ranges(1, { start_stage_id: 0, end_stage_id: 0, model: 'fpha', fpha_config: PRECOMPUTED }, { start_stage_id: 1, model: 'fpha' })),
    [HYPERPLANES]: hyperplanes(planes),
  };
}

test('XF-012 (FPH-007): a negative gamma_q in the planes a stage uses', async () => {
  const result = await validate(
    precomputedCase([
      { hydro: 1, stage: 0 },
      { hydro: 1, stage: 0, gq: -0.5 },
      { hydro: 1, stage: null },
    ]),
  );
  const d = expectDiagnostic(result, {
    code: 'XF-012',
    file: HYPERPLANES,
    row: 1,
    column: 'gamma_q',
    message: 'the planes of hydro 1 for stage_id 0, used by stage 0, include one with gamma_q < 0',
  });
  assert.equal(d.data?.fileRule, 'FPH-007');
  expectRelated(d, { file: MODELS, path: 'production_models[0].stage_ranges[0]' });
});

test('XF-012 (FPH-008): a kappa outside (0, 1] in the all-stage planes, used by two ranges', async () => {
  const result = await validate(
    precomputedCase([
      { hydro: 1, stage: null },
      { hydro: 1, stage: null, kappa: 1.5 },
    ]),
  );
  const all = result.diagnostics.filter((d) => d.code === 'XF-012');
  assert.equal(all.length, 1, 'one group, one diagnostic');
  const d = expectDiagnostic(result, {
    code: 'XF-012',
    row: 1,
    column: 'kappa',
    message: /all-stage planes \(null stage_id\) of hydro 1, used by stages 0-2 \(3 stages\), include one with kappa outside/,
  });
  assert.equal(d.data?.fileRule, 'FPH-008');
  expectRelated(d, { file: MODELS, path: 'production_models[0].stage_ranges[0]' });
  expectRelated(d, { file: MODELS, path: 'production_models[0].stage_ranges[1]' });
});

test('XF-012 (FPH-009): no plane with gamma_q > 0', async () => {
  const result = await validate(
    precomputedCase([
      { hydro: 1, stage: null },
      { hydro: 1, stage: 0, gq: 0 },
      { hydro: 1, stage: 0, gq: 0 },
    ]),
  );
  const d = expectDiagnostic(result, { code: 'XF-012', row: 1, column: 'gamma_q', message: 'used by stage 0, have no plane with gamma_q > 0' });
  assert.equal(d.data?.fileRule, 'FPH-009');
});

test('XF-012 (D29): NaN fails every bound: a NaN gamma_q is not >= 0 (FPH-007) nor the > 0 plane FPH-009 asks for, a NaN kappa is outside (0, 1] (FPH-008)', async () => {
  const nanGammaQ = await validate(
    precomputedCase([
      { hydro: 1, stage: null },
      { hydro: 1, stage: 0, gq: NaN },
    ]),
  );
  const q = expectDiagnostic(nanGammaQ, { code: 'XF-012', row: 1, column: 'gamma_q', message: 'used by stage 0, include one with gamma_q < 0 or NaN' });
  assert.equal(q.data?.fileRule, 'FPH-007');
  // Stage 0's only plane is NaN, so it has no plane with gamma_q > 0 either: a second condition of the group.
  const none = nanGammaQ.diagnostics.filter((d) => d.code === 'XF-012' && d.data?.fileRule === 'FPH-009');
  assert.equal(none.length, 1);
  const nanKappa = await validate(
    precomputedCase([
      { hydro: 1, stage: null },
      { hydro: 1, stage: null, kappa: NaN },
    ]),
  );
  const k = expectDiagnostic(nanKappa, { code: 'XF-012', row: 1, column: 'kappa', message: 'include one with kappa outside (0, 1] or NaN' });
  assert.equal(k.data?.fileRule, 'FPH-008');
});

test('XF-012 (D27): one diagnostic per plane group and condition, never merged across groups in the column', async () => {
  const result = await validate(
    precomputedCase([
      { hydro: 1, stage: 0 },
      { hydro: 1, stage: 0, gq: -1 },
      { hydro: 1, stage: null },
      { hydro: 1, stage: null, gq: -2 },
    ]),
  );
  const negative = result.diagnostics.filter((d) => d.code === 'XF-012' && d.data?.fileRule === 'FPH-007');
  assert.deepEqual(
    negative.map((d) => [d.location.kind === 'parquet' && d.location.row, d.data?.stageId]),
    [
      [1, 0],
      [3, null],
    ],
  );
  assert.ok(
    negative.every((d) => d.location.kind === 'parquet' && d.location.rows === undefined),
    'each names its own group, no merged row list',
  );
});

test('XF-012 near miss: bad planes no stage uses, a flat cap beside a positive plane, null kappa', async () => {
  const result = await validate(
    precomputedCase([
      { hydro: 1, stage: null, kappa: null },
      { hydro: 1, stage: null, gq: 0, kappa: 1 },
      { hydro: 1, stage: 7, gq: -1, kappa: 2 },
    ]),
  );
  expectNoDiagnostic(result, 'XF-012');
  // A constant_productivity stage does not use its rows either.
  const unused = await validate({
    [HYDROS]: hydros(hydro(1, { model: 'fpha' })),
    [MODELS]: models(
      ranges(1, { start_stage_id: 0, end_stage_id: 0, model: 'fpha', fpha_config: PRECOMPUTED }, { start_stage_id: 1, model: 'constant_productivity', productivity_mw_per_m3s: 1 }),
    ),
    [HYPERPLANES]: hyperplanes([
      { hydro: 1, stage: 0 },
      { hydro: 1, stage: 1, gq: -1 },
    ]),
  });
  expectNoDiagnostic(unused, 'XF-012');
});

// XF-027 ------------------------------------------------------------------------------------

test('XF-027: backwater families on a plant whose downstream_id is null', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1)),
    [TAILRACE]: tailrace([
      { hydro: 1, family: 1, level: 250 },
      { hydro: 1, family: 0, level: 240 },
    ]),
  });
  const d = expectDiagnostic(result, { code: 'XF-027', file: TAILRACE, row: 1, column: 'downstream_reference_level_m', message: '2 backwater families' });
  expectRelated(d, { file: HYDROS, path: 'hydros[0].downstream_id' });
});

test('XF-027: a plant without downstream_id links the plant', async () => {
  const plantWithout = hydro(1);
  delete plantWithout.downstream_id;
  const result = await validate({ [HYDROS]: hydros(plantWithout), [TAILRACE]: tailrace([{ hydro: 1, family: 0, level: 240 }]) });
  const d = expectDiagnostic(result, { code: 'XF-027', row: 0, message: 'downstream_id is absent' });
  expectRelated(d, { file: HYDROS, path: 'hydros[0]' });
});

test('XF-027: the message follows the family count: several families cannot be selected between, a single keyed family has no backwater dependency', async () => {
  const several = await validate({
    [HYDROS]: hydros(hydro(1)),
    [TAILRACE]: tailrace([
      { hydro: 1, family: 0, level: null },
      { hydro: 1, family: 1, level: 250 },
    ]),
  });
  const d = expectDiagnostic(several, { code: 'XF-027', row: 1, message: 'hydro 1 has 1 backwater family keyed by downstream_reference_level_m (250 m) but no downstream plant' });
  assert.match(d.message, /no downstream level can select between them$/);
  const single = await validate({ [HYDROS]: hydros(hydro(1)), [TAILRACE]: tailrace([{ hydro: 1, family: 0, level: 240 }]) });
  const s = expectDiagnostic(single, {
    code: 'XF-027',
    row: 0,
    message: 'hydro 1 has a single tailrace family, keyed by downstream_reference_level_m (240 m), and no downstream plant (downstream_id is null)',
  });
  assert.match(s.message, /there is no backwater dependency, so its level should be null$/);
  assert.doesNotMatch(s.message, /select between/);
});

test('XF-027 near miss: a downstream plant, or a single family with a null level', async () => {
  const result = await validate({
    [HYDROS]: hydros(hydro(1, {}, { downstream_id: 2 }), hydro(2)),
    [TAILRACE]: tailrace([
      { hydro: 1, family: 0, level: 240 },
      { hydro: 1, family: 1, level: 250 },
      { hydro: 2, family: 0, level: null },
    ]),
  });
  expectNoDiagnostic(result, 'XF-027');
});

// Missing and broken inputs, hostile shapes ----------------------------------------------------

test('no hydros.json: the table checks are skipped with a CASE-002 hint', async () => {
  const files = validCase();
  delete files[HYDROS];
  const result = await validateFiles({ ...files, [GEOMETRY]: geometry(curve(1)) });
  const hint = expectDiagnostic(result, { code: 'CASE-002', message: `${HYDROS} is missing` });
  const skipped = hint.data?.skippedRules as string[];
  for (const id of ['XF-006', 'XF-007', 'XF-009', 'XF-010', 'XF-011', 'XF-027', 'GEO-012']) assert.ok(skipped.includes(id), `${id} in ${skipped.join(', ')}`);
});

test('a geometry table with a missing column skips the geometry checks with a CASE-002 hint', async () => {
  const broken = parquetBytes([{ name: 'hydro_id', type: 'Int32', values: [1] }]);
  const result = await validate({ [HYDROS]: hydros(hydro(1, { model: 'linearized_head' }, { [SPECIFIC]: 0.01, ...EVAPORATION })), [GEOMETRY]: broken });
  const hint = expectDiagnostic(result, { code: 'CASE-002', file: GEOMETRY, message: 'has missing or mistyped columns' });
  assert.ok(((hint.data?.skippedRules ?? []) as string[]).includes('XF-008'));
  for (const code of ['XF-006', 'XF-008', 'XF-009', 'GEO-012'] as const) expectNoDiagnostic(result, code);
});

test('hostile shapes in hydros.json and the production-model file never throw', async () => {
  const weird = [
    null,
    1,
    'x',
    [],
    { id: 'one' },
    { id: 1, generation: [], reservoir: 'full', evaporation: { coefficients_mm: 5 }, tailrace: { type: 'polynomial', coefficients: ['a'] }, [SPECIFIC]: 'high' },
    { id: 2, generation: { model: 7, max_turbined_m3s: 'lots' }, downstream_id: 'three', evaporation: { coefficients_mm: [] }, hydraulic_losses: { type: 'factor' } },
    { id: 3, generation: { model: 'fpha', max_turbined_m3s: 1e400 }, reservoir: { min_storage_hm3: 500, max_storage_hm3: -1 }, [SPECIFIC]: 0.01 },
  ];
  const entries = [
    { hydro_id: 3, selection_mode: 'seasonal', default_model: 'fpha', seasons: 'none', fpha_plane_reduction: 4 },
    { hydro_id: 2, selection_mode: 'stage_ranges', stage_ranges: [null, { model: 'fpha' }] },
  ];
  const files = {
    [HYDROS]: { hydros: weird },
    [MODELS]: { production_models: [null, ...entries] },
    [GEOMETRY]: geometry([
      [3, 10, 300, 1],
      [3, 10, 299, 1],
      [9, 0, 1, 1],
    ]),
    [HYPERPLANES]: hyperplanes([{ hydro: 9, stage: null }]),
    [TAILRACE]: tailrace([{ hydro: 2, family: 0, level: 240 }]),
  };
  const result = await validate(files);
  // Plant 3: duplicate volumes break its table (XF-009 on the repeated row), and it has no planes (XF-011).
  expectDiagnostic(result, { code: 'XF-009', file: GEOMETRY, row: 1 });
  // The null entry might be any plant's (D28): the checks that take "no entry" for a fact are skipped...
  expectDiagnostic(result, { code: 'CASE-002', file: MODELS, message: /did not run: .*production_models\[0\] that is not an object.*\(XF-011\)/ });
  // ...and run on the same shapes once every entry reads.
  expectDiagnostic(await validate({ ...files, [MODELS]: { production_models: entries } }), { code: 'XF-011', file: MODELS, path: 'production_models[0].default_model' });
  // downstream_id "three" is not ours to judge.
  expectNoDiagnostic(result, 'XF-027');
  for (const top of [[], 'x', null, { hydros: {} }]) {
    await validate({ [HYDROS]: top as never, [MODELS]: { production_models: {} }, [GEOMETRY]: geometry(curve(1)) });
  }
});

test('every rule of this group is catalogued', () => {
  for (const id of ['XF-006', 'XF-007', 'XF-008', 'XF-009', 'XF-010', 'XF-011', 'XF-012', 'XF-027', 'GEO-012'])
    assert.ok(
      ruleCatalog.some((r) => r.id === id),
      id,
    );
});
