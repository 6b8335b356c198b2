// A case with something on every scenario plot, for the code-server tests: a copy of the Cobre
// example d12-par-annual (24 monthly study stages with seasons, plants 0 and 1, bus 0, 30 years of
// monthly inflow history) given the statistics its history implies (the mean and standard deviation
// of each month, per plant), AR(1) coefficients, a monthly load of bus 0 and a correlation profile;
// one inflow row has a negative standard deviation and one load row a negative one (SCN rules:
// marked points).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { after } from 'node:test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetBytes } from './parquet';
import { writeCase } from './cases';
import { examplesDir } from './cli';
import { exampleTableRows } from './exampleTables';

export const SCENARIO_EXAMPLE = 'deterministic/d12-par-annual';
/** Inflow statistics row with a negative std_m3s: plant 0, stage 5. */
export const NEGATIVE_INFLOW_STD_ROW = 5;
/** Load statistics row with a negative std_mw: bus 0, stage 7. */
export const NEGATIVE_LOAD_STD_ROW = 7;

export const CORRELATION_JSON = {
  method: 'spectral',
  profiles: {
    default: {
      correlation_groups: [
        {
          name: 'southeast',
          entities: [
            { type: 'inflow', id: 0 },
            { type: 'inflow', id: 1 },
          ],
          matrix: [
            [1.0, 0.62],
            [0.62, 1.0],
          ],
        },
      ],
    },
    dry: {
      correlation_groups: [
        {
          name: 'southeast dry',
          entities: [
            { type: 'inflow', id: 0 },
            { type: 'inflow', id: 1 },
          ],
          matrix: [
            [1.0, -0.25],
            [-0.25, 1.0],
          ],
        },
      ],
    },
  },
  schedule: [
    { stage_id: 6, profile_name: 'dry' },
    { stage_id: 7, profile_name: 'dry' },
  ],
};

/** The Cobre example copied into a new folder (under `parent` when given) with the scenario files above. */
export async function writeScenarioPlotsCase(parent?: string): Promise<string> {
  const dir = mkdtempSync(join(parent ?? tmpdir(), 'scenario-plots-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(examplesDir, SCENARIO_EXAMPLE), dir, { recursive: true });
  const history = await exampleTableRows(SCENARIO_EXAMPLE, 'scenarios/inflow_history.parquet', ['hydro_id', 'value_m3s']);
  // The history is monthly from January, plant by plant: row k of a plant is month k % 12.
  const byMonth = new Map<string, number[]>();
  const seen = new Map<number, number>();
  for (const row of history) {
    const plant = row.hydro_id!;
    const k = seen.get(plant) ?? 0;
    seen.set(plant, k + 1);
    const key = `${plant}/${k % 12}`;
    byMonth.set(key, [...(byMonth.get(key) ?? []), row.value_m3s!]);
  }
  const stats: Array<[number, number, number, number]> = [];
  for (const plant of [0, 1]) {
    for (let stage = 0; stage < 24; stage++) {
      const values = byMonth.get(`${plant}/${stage % 12}`) ?? [0];
      const mean = values.reduce((s, v) => s + v, 0) / values.length;
      const std = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, values.length - 1));
      stats.push([plant, stage, round(mean), round(std)]);
    }
  }
  stats[NEGATIVE_INFLOW_STD_ROW]![3] = -12.5;
  const load: Array<[number, number, number, number]> = [];
  for (let stage = 0; stage < 24; stage++)
    load.push([0, stage, round(900 + 120 * Math.cos(((stage % 12) - 1) * (Math.PI / 6))), round(35 + 10 * Math.sin((stage % 12) * (Math.PI / 6)))]);
  load[NEGATIVE_LOAD_STD_ROW]![3] = -20;
  const ar: Array<[number, number, number, number, number]> = [];
  for (const plant of [0, 1]) for (let stage = 0; stage < 24; stage++) ar.push([plant, stage, 1, plant === 0 ? 0.55 : 0.4, plant === 0 ? 0.83 : 0.9]);
  const column = <T>(rows: T[][], k: number) => rows.map((r) => r[k] as number);
  writeCase(
    {
      'scenarios/inflow_seasonal_stats.parquet': parquetBytes([
        { name: 'hydro_id', type: 'Int32', values: column(stats, 0) },
        { name: 'stage_id', type: 'Int32', values: column(stats, 1) },
        { name: 'mean_m3s', type: 'Float64', values: column(stats, 2) },
        { name: 'std_m3s', type: 'Float64', values: column(stats, 3) },
      ]),
      'scenarios/load_seasonal_stats.parquet': parquetBytes([
        { name: 'bus_id', type: 'Int32', values: column(load, 0) },
        { name: 'stage_id', type: 'Int32', values: column(load, 1) },
        { name: 'mean_mw', type: 'Float64', values: column(load, 2) },
        { name: 'std_mw', type: 'Float64', values: column(load, 3) },
      ]),
      'scenarios/inflow_ar_coefficients.parquet': parquetBytes([
        { name: 'hydro_id', type: 'Int32', values: column(ar, 0) },
        { name: 'stage_id', type: 'Int32', values: column(ar, 1) },
        { name: 'lag', type: 'Int32', values: column(ar, 2) },
        { name: 'coefficient', type: 'Float64', values: column(ar, 3) },
        { name: 'residual_std_ratio', type: 'Float64', values: column(ar, 4) },
      ]),
      'scenarios/correlation.json': CORRELATION_JSON,
    },
    dir,
  );
  return dir;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
