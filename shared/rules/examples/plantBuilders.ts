// Builders for the plant examples: hydro plants, production-model entries and the Parquet tables
// under system/ that name them (in the {table: [...]} form). A plant is only part of a valid case
// once hydros.json registers it and it has what its model needs. Each call returns fresh objects.
import type { ExampleJson, ExampleTable } from './types';
import { HYDROS, MODELS } from '../../core/case/layout';

/**
 * A constant-productivity plant on bus 0 with storage [0, 200] hm³ and every field the loader
 * requires, but no productivity of its own (the production files give it); `generation` and
 * `extra` are merged in.
 */
export function hydroPlant(id: number, generation: Record<string, ExampleJson> = {}, extra: Record<string, ExampleJson> = {}): any {
  return {
    id,
    name: `H${id}`,
    bus_id: 0,
    downstream_id: null,
    reservoir: { min_storage_hm3: 0, max_storage_hm3: 200 },
    outflow: { min_outflow_m3s: 0, max_outflow_m3s: null },
    generation: { model: 'constant_productivity', min_turbined_m3s: 0, max_turbined_m3s: 50, min_generation_mw: 0, max_generation_mw: 100, ...generation },
    ...extra,
  };
}

export function hydroRegistry(...plants: any[]): any {
  return { hydros: plants };
}

/** hydros.json declaring these plants (constant productivity, on bus 0) and each plant's production-model entry. */
export function registeredPlants(plants: readonly number[]): Record<string, any> {
  return {
    [HYDROS]: hydroRegistry(...plants.map((id) => hydroPlant(id))),
    [MODELS]: productionModels(...plants.map((id) => constantProductivityEntry(id))),
  };
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

/** system/fpha_hyperplanes.parquet with one plane per [hydro_id, stage_id (null: every stage)] pair. */
export function hyperplaneTable(pairs: Array<[number, number | null]>): ExampleTable {
  return planesTable(pairs.map(([hydro, stage]) => ({ hydro, stage })));
}

/** One range over every stage running constant productivity: the plant's one productivity source. */
export function constantRange(productivity = 0.9): any {
  return { start_stage_id: 0, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: productivity };
}

/** One range over every stage running fpha, with this fpha_config (none: precomputed planes). */
export function fphaRange(fphaConfig?: ExampleJson): any {
  return { start_stage_id: 0, end_stage_id: null, model: 'fpha', ...(fphaConfig === undefined ? {} : { fpha_config: fphaConfig }) };
}

/** A plant's volume-height curve over its whole storage band [0, 200] hm³: 300 m to 320 m. */
export function twoPointCurve(hydroId: number): Array<[number, number, number, number]> {
  return [
    [hydroId, 0, 300, 1],
    [hydroId, 200, 320, 3],
  ];
}

export interface Plane {
  hydro: number | null;
  stage: number | null;
  gamma_0?: number | null;
  gamma_v?: number;
  gamma_q?: number;
  gamma_s?: number;
  /** Adds the optional kappa column when any plane sets it. */
  kappa?: number | null;
}

/** system/fpha_hyperplanes.parquet, one valid plane per entry unless it says otherwise (plane ids count per table). */
export function planesTable(planes: Plane[]): ExampleTable {
  const table: ExampleTable['table'] = [
    { name: 'hydro_id', type: 'Int32', values: planes.map((p) => p.hydro) },
    { name: 'stage_id', type: 'Int32', values: planes.map((p) => p.stage) },
    { name: 'plane_id', type: 'Int32', values: planes.map((_, i) => i) },
    { name: 'gamma_0', type: 'Float64', values: planes.map((p) => (p.gamma_0 === undefined ? 100 : p.gamma_0)) },
    { name: 'gamma_v', type: 'Float64', values: planes.map((p) => p.gamma_v ?? 0.1) },
    { name: 'gamma_q', type: 'Float64', values: planes.map((p) => p.gamma_q ?? 0.9) },
    { name: 'gamma_s', type: 'Float64', values: planes.map((p) => p.gamma_s ?? -0.01) },
  ];
  if (planes.some((p) => p.kappa !== undefined)) table.push({ name: 'kappa', type: 'Float64', values: planes.map((p) => p.kappa ?? null) });
  return { table };
}

export interface ProductivityRow {
  hydro: number | null;
  stage: number | null;
  equivalent?: number | null;
  outflow?: number | null;
  specific?: number | null;
}

/** system/hydro_energy_productivity.parquet with its five columns (an unset override is null). */
export function productivityRows(rows: ProductivityRow[]): ExampleTable {
  return {
    table: [
      { name: 'hydro_id', type: 'Int32', values: rows.map((r) => r.hydro) },
      { name: 'stage_id', type: 'Int32', values: rows.map((r) => r.stage) },
      { name: 'equivalent_productivity_mw_per_m3s', type: 'Float64', values: rows.map((r) => r.equivalent ?? null) },
      { name: 'reference_outflow_m3s', type: 'Float64', values: rows.map((r) => r.outflow ?? null) },
      { name: 'specific_productivity_mw_per_m3s_per_m', type: 'Float64', values: rows.map((r) => r.specific ?? null) },
    ],
  };
}
