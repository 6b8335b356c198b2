// Builds case folders for engine tests: a valid baseline that each test bends in one place,
// written to a temporary folder so the real readers (fs, parquet-wasm) run.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after } from 'node:test';
import { validateCase, type ValidateOptions, type ValidationResult } from '../../shared/engine/validate';
import { validPenalties } from './penalties';

export { validPenalties };
import { parquetBytes } from './parquet';
import { baselineCase, baselineStages } from '../../shared/rules/examples/baseline';
import { constantProductivityEntry, geometryTable as exampleGeometryTable, hydroPlant } from '../../shared/rules/examples/plantBuilders';
import { HYDROS } from '../../shared/core/case/layout';
import type { ExampleJson } from '../../shared/rules/examples/types';

export type CaseFiles = Record<string, string | Uint8Array | object>;

const created: string[] = [];
after(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** Writes `files` (objects are JSON-stringified with 2-space indent) into a new temporary case folder, or into `dir` (made if absent). */
export function writeCase(files: CaseFiles, dir?: string): string {
  if (dir) mkdirSync(dir, { recursive: true });
  else {
    dir = mkdtempSync(join(tmpdir(), 'hydrocase-test-'));
    created.push(dir);
  }
  for (const [relative, content] of Object.entries(files)) {
    const path = join(dir, relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, typeof content === 'string' || content instanceof Uint8Array ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

export async function validateFiles(files: CaseFiles, options: ValidateOptions = {}): Promise<ValidationResult> {
  return validateCase(writeCase(files), options);
}

/** A minimal valid stages.json: three monthly stages in the plain chain form. */
export const validStages = baselineStages;

/**
 * A long study's stages.json: `count` weekly stages from 2024-01-01, each of three 56-hour blocks,
 * in the node form (one policy-graph node per stage, same id) with a chain of transitions.
 */
export function weeklyStudyStages(count: number): any {
  const stages = validStages();
  const day = (week: number) => new Date(Date.UTC(2024, 0, 1 + 7 * week)).toISOString().slice(0, 10);
  const blocks = [0, 1, 2].map((id) => ({ id, name: `B${id}`, hours: 56 }));
  stages.stages = Array.from({ length: count }, (_, id) => ({ id, start_date: day(id), end_date: day(id + 1), blocks, num_openings: 10 }));
  stages.policy_graph.nodes = stages.stages.map((stage: { id: number }) => ({ id: stage.id, stage_id: stage.id }));
  stages.policy_graph.transitions = stages.stages.slice(1).map((stage: { id: number }) => ({ source_id: stage.id - 1, target_id: stage.id, probability: 1 }));
  return stages;
}

/** Turns validStages() into the node form: one node per stage (ids 100..102), a chain of transitions between nodes. */
export function useNodeForm(stages: any): void {
  stages.policy_graph.nodes = [
    { id: 100, stage_id: 0 },
    { id: 101, stage_id: 1 },
    { id: 102, stage_id: 2 },
  ];
  stages.policy_graph.transitions = [
    { source_id: 100, target_id: 101, probability: 1.0 },
    { source_id: 101, target_id: 102, probability: 1.0 },
  ];
}

/**
 * The baseline case: valid stages and penalties, and empty plant registries and config (so the
 * cross-file checks can run and find nothing). Spread it and override one file.
 */
export function validCase(): CaseFiles {
  return baselineCase();
}

// Plants and the tables that complete them ---------------------------------------------------
// Since the cross-file pass runs, a table or production model naming a plant is only a whole valid
// case when the plant is registered in system/hydros.json and has what its model needs. These
// builders let a single-file test say "clean" of the whole case and still bend one file. The plant
// and its model entry are the rule examples' (shared/rules/examples/plantBuilders.ts), so a test
// and a rule page build the same valid plant.

export { constantProductivityEntry };

export interface PlantOverrides {
  /** Merged into the default `reservoir` ({ min_storage_hm3: 0, max_storage_hm3: 200 }). */
  reservoir?: Record<string, unknown>;
  /** Merged into the default `generation` ({ model: 'constant_productivity', max_turbined_m3s: 50 }). */
  generation?: Record<string, unknown>;
  /** Any other field of the plant, replacing the default (e.g. `downstream_id`). */
  [field: string]: unknown;
}

/** One plant of system/hydros.json in the shape the cross-file rules read (the examples' constant-productivity plant by default). */
export function validPlant(id: number, overrides: PlantOverrides = {}): any {
  const { reservoir, generation, ...fields } = overrides;
  const plant = hydroPlant(id, generation as Record<string, ExampleJson>, fields as Record<string, ExampleJson>);
  return { ...plant, reservoir: { ...plant.reservoir, ...reservoir } };
}

/** `files` with these plants (an id means `validPlant(id)`) appended to system/hydros.json. */
export function withPlants(files: CaseFiles, plants: Array<number | object>): CaseFiles {
  const registry = files[HYDROS] as { hydros?: unknown[] } | undefined;
  const hydros = [...(registry?.hydros ?? []), ...plants.map((plant) => (typeof plant === 'number' ? validPlant(plant) : plant))];
  return { ...files, [HYDROS]: { ...registry, hydros } };
}

/** system/hydro_geometry.parquet from [hydro_id, volume_hm3, height_m, area_km2] points. */
export function geometryTable(points: Array<[number, number, number, number]>): Uint8Array {
  return parquetBytes(exampleGeometryTable(points).table);
}

/** system/fpha_hyperplanes.parquet with one valid all-stage plane (null stage_id, gamma_q > 0) per plant; a null hydro_id is FPH-004. */
export function hyperplaneTable(hydroIds: Array<number | null>): Uint8Array {
  const each = (value: number) => hydroIds.map(() => value);
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: hydroIds },
    { name: 'stage_id', type: 'Int32', nullable: true, values: hydroIds.map(() => null) },
    { name: 'plane_id', type: 'Int32', values: each(0) },
    { name: 'gamma_0', type: 'Float64', values: each(100) },
    { name: 'gamma_v', type: 'Float64', values: each(0.1) },
    { name: 'gamma_q', type: 'Float64', values: each(0.9) },
    { name: 'gamma_s', type: 'Float64', values: each(-0.01) },
  ]);
}
