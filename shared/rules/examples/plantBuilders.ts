// Builders for the plant examples: hydro plants, production-model entries and the Parquet tables
// under system/ that name them. A plant is only part of a valid case once hydros.json registers it
// and it has what its model needs, so these mirror the engine tests' builders (test/support/cases.ts)
// as example data.
import type { ExampleJson, ExampleTable } from './types';

export const HYDROS = 'system/hydros.json';
export const MODELS = 'system/hydro_production_models.json';
export const GEOMETRY = 'system/hydro_geometry.parquet';
export const PRODUCTIVITY = 'system/hydro_energy_productivity.parquet';
export const HYPERPLANES = 'system/fpha_hyperplanes.parquet';

/** A constant-productivity plant with storage [0, 200] hm³; `generation` and `extra` are merged in. */
export function hydroPlant(id: number, generation: Record<string, ExampleJson> = {}, extra: Record<string, ExampleJson> = {}): any {
  return {
    id,
    name: `H${id}`,
    bus_id: 0,
    downstream_id: null,
    reservoir: { min_storage_hm3: 0, max_storage_hm3: 200 },
    generation: { model: 'constant_productivity', max_turbined_m3s: 50, ...generation },
    ...extra,
  };
}

export function hydroRegistry(...plants: any[]): any {
  return { hydros: plants };
}

export function productionModels(...entries: any[]): any {
  return { production_models: entries };
}

/** A stage_ranges entry for the plant. */
export function rangesEntry(hydroId: number, ...ranges: any[]): any {
  return { hydro_id: hydroId, selection_mode: 'stage_ranges', stage_ranges: ranges };
}

export function stageRange(start: number, end: number | null, model: string, extra: Record<string, ExampleJson> = {}): any {
  return { start_stage_id: start, end_stage_id: end, model, ...extra };
}

/** A constant productivity at every stage: the plant's one productivity source. */
export function constantProductivityEntry(hydroId: number, productivity = 0.9): any {
  return rangesEntry(hydroId, stageRange(0, null, 'constant_productivity', { productivity_mw_per_m3s: productivity }));
}

export const COMPUTED: Record<string, ExampleJson> = { fpha_config: { source: 'computed' } };
export const PRECOMPUTED: Record<string, ExampleJson> = { fpha_config: { source: 'precomputed' } };

/** system/hydro_geometry.parquet from [hydro_id, volume_hm3, height_m, area_km2] points. */
export function geometryTable(points: Array<[number, number, number, number]>): ExampleTable {
  const column = (k: number) => points.map((point) => point[k]!);
  return {
    table: [
      { name: 'hydro_id', type: 'Int32', values: column(0) },
      { name: 'volume_hm3', type: 'Float64', values: column(1) },
      { name: 'height_m', type: 'Float64', values: column(2) },
      { name: 'area_km2', type: 'Float64', values: column(3) },
    ],
  };
}

/** A rising curve over the plant's storage range [0, 200] hm³: 300 to 320 m, 1 to 3 km². */
export function reservoirCurve(hydroId: number): Array<[number, number, number, number]> {
  return [
    [hydroId, 0, 300, 1],
    [hydroId, 100, 310, 2],
    [hydroId, 200, 320, 3],
  ];
}

/** system/hydro_energy_productivity.parquet from [hydro_id, stage_id (null: every stage), equivalent productivity] rows. */
export function productivityTable(rows: Array<[number, number | null, number | null]>): ExampleTable {
  return {
    table: [
      { name: 'hydro_id', type: 'Int32', values: rows.map((row) => row[0]) },
      { name: 'stage_id', type: 'Int32', values: rows.map((row) => row[1]) },
      { name: 'equivalent_productivity_mw_per_m3s', type: 'Float64', values: rows.map((row) => row[2]) },
      { name: 'reference_outflow_m3s', type: 'Float64', values: rows.map(() => null) },
      { name: 'specific_productivity_mw_per_m3s_per_m', type: 'Float64', values: rows.map(() => null) },
    ],
  };
}

/** system/fpha_hyperplanes.parquet with one plane per [hydro_id, stage_id (null: every stage)] pair. */
export function hyperplaneTable(pairs: Array<[number, number | null]>): ExampleTable {
  const each = (value: number) => pairs.map(() => value);
  return {
    table: [
      { name: 'hydro_id', type: 'Int32', values: pairs.map(([hydro]) => hydro) },
      { name: 'stage_id', type: 'Int32', values: pairs.map(([, stage]) => stage) },
      { name: 'plane_id', type: 'Int32', values: each(0) },
      { name: 'gamma_0', type: 'Float64', values: each(100) },
      { name: 'gamma_v', type: 'Float64', values: each(0.1) },
      { name: 'gamma_q', type: 'Float64', values: each(0.9) },
      { name: 'gamma_s', type: 'Float64', values: each(-0.01) },
    ],
  };
}
