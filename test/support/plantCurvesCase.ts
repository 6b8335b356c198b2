// A case with something to draw on every plant curve chart, for the view-model tests and the
// code-server test: plant 1 runs precomputed FPHA (stage 0 has its own planes, the other stages
// share the null-stage planes, one of which is rejected), its geometry has a height that drops
// (GEO-006) and a negative area (GEO-004, not drawn), and its tailrace has two families of two
// segments; plant 2 has a constant productivity from its production-model entry.
import { parquetBytes, type ColumnSpec } from './parquet';
import { constantProductivityEntry, validCase, validPlant, withPlants, type CaseFiles } from './cases';

export const FPHA_PLANT = 1;
export const CONSTANT_PLANT = 2;
/** Plant 1's storage range (reservoir.min/max_storage_hm3). */
export const STORAGE = { min: 200, max: 900 };
export const MAX_TURBINED = 300;
/** Geometry rows of plant 1 (rows 0..10), then plant 2 (rows 11..12). */
export const DROPPING_HEIGHT_ROW = 6;
export const NEGATIVE_AREA_ROW = 8;
/** The null-stage plane with a negative gamma_v (FPH-005): rejected. */
export const REJECTED_PLANE_ROW = 7;

function geometry(): Uint8Array {
  const rows: Array<[number, number, number, number]> = [];
  for (let k = 0; k <= 10; k++) {
    const volume = k * 100;
    rows.push([FPHA_PLANT, volume, 300 + 40 * Math.sqrt(k), 2 + 3 * k]);
  }
  rows[DROPPING_HEIGHT_ROW]![2] = rows[DROPPING_HEIGHT_ROW - 1]![2] - 6;
  rows[NEGATIVE_AREA_ROW]![3] = -1;
  rows.push([CONSTANT_PLANT, 0, 100, 1], [CONSTANT_PLANT, 50, 110, 2]);
  const column = (k: number) => rows.map((r) => r[k]!);
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: column(0) },
    { name: 'volume_hm3', type: 'Float64', values: column(1) },
    { name: 'height_m', type: 'Float64', values: column(2) },
    { name: 'area_km2', type: 'Float64', values: column(3) },
  ]);
}

/** [stage_id, plane_id, gamma_0, gamma_v, gamma_q, gamma_s] per row. */
const PLANES: Array<[number | null, number, number, number, number, number]> = [
  [0, 0, 20, 0.05, 0.9, -0.01],
  [0, 1, 60, 0.04, 0.6, -0.01],
  [0, 2, 120, 0.03, 0.3, -0.01],
  [null, 0, 10, 0.06, 1.0, -0.01],
  [null, 1, 50, 0.05, 0.75, -0.01],
  [null, 2, 100, 0.04, 0.5, -0.01],
  [null, 3, 150, 0.03, 0.3, -0.01],
  [null, 4, 40, -0.02, 0.8, -0.01],
];

function hyperplanes(): Uint8Array {
  const column = (k: number) => PLANES.map((p) => p[k]!);
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: PLANES.map(() => FPHA_PLANT) },
    { name: 'stage_id', type: 'Int32', nullable: true, values: PLANES.map((p) => p[0]) },
    { name: 'plane_id', type: 'Int32', values: column(1) },
    { name: 'gamma_0', type: 'Float64', values: column(2) },
    { name: 'gamma_v', type: 'Float64', values: column(3) },
    { name: 'gamma_q', type: 'Float64', values: column(4) },
    { name: 'gamma_s', type: 'Float64', values: column(5) },
  ]);
}

/** Two families (reference levels 280 and 290) of two segments each, over 0..400 and 400..1200 m³/s. */
function tailrace(): Uint8Array {
  const segments = [
    { family: 0, level: 280, segment: 0, min: 0, max: 400, c: [270, 0.02, -1e-5, 0, 0] },
    { family: 0, level: 280, segment: 1, min: 400, max: 1200, c: [274, 0.01, -2e-6, 0, 0] },
    { family: 1, level: 290, segment: 0, min: 0, max: 400, c: [285, 0.015, -1e-5, 0, 0] },
    { family: 1, level: 290, segment: 1, min: 400, max: 1200, c: [288, 0.006, -1e-6, 0, 0] },
  ];
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: segments.map(() => FPHA_PLANT) },
    { name: 'family_id', type: 'Int32', values: segments.map((s) => s.family) },
    { name: 'downstream_reference_level_m', type: 'Float64', nullable: true, values: segments.map((s) => s.level) },
    { name: 'segment_id', type: 'Int32', values: segments.map((s) => s.segment) },
    { name: 'outflow_min_m3s', type: 'Float64', values: segments.map((s) => s.min) },
    { name: 'outflow_max_m3s', type: 'Float64', values: segments.map((s) => s.max) },
    ...[0, 1, 2, 3, 4].map((k): ColumnSpec => ({ name: `coefficient_${k}`, type: 'Float64', values: segments.map((s) => s.c[k]!) })),
  ]);
}

export function plantCurvesCaseFiles(): CaseFiles {
  const fpha = validPlant(FPHA_PLANT, {
    name: 'Furnas',
    reservoir: { min_storage_hm3: STORAGE.min, max_storage_hm3: STORAGE.max },
    generation: { model: 'fpha', max_turbined_m3s: MAX_TURBINED },
  });
  const files = withPlants(validCase(), [fpha, validPlant(CONSTANT_PLANT, { name: 'Peixoto' })]);
  return {
    ...files,
    'system/hydro_production_models.json': {
      production_models: [
        { hydro_id: FPHA_PLANT, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, end_stage_id: null, model: 'fpha', fpha_config: { source: 'precomputed' } }] },
        constantProductivityEntry(CONSTANT_PLANT, 0.85),
      ],
    },
    'system/hydro_geometry.parquet': geometry(),
    'system/fpha_hyperplanes.parquet': hyperplanes(),
    'system/tailrace_curves.parquet': tailrace(),
  };
}
