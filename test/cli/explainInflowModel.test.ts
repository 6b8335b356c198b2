// `hydrocase explain --stage S --hydro H` gives the plant's inflow model at the stage: the season,
// the seasonal mean and standard deviation with their row, the AR order (the row count) with its
// rows and coefficients, and the past inflows initial_conditions.json gives as the first lags. On
// the real examples d19 (PAR(2) with statistics) and d12 (history only), on d12 given statistics
// and AR(1) coefficients, and on mutations (the stage's AR rows removed, a statistics row twice).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { examplesDir, runCli } from '../support/cli';
import { exampleTableRows } from '../support/exampleTables';
import { parquetBytes } from '../support/parquet';
import { writeScenarioPlotsCase } from '../support/scenarioPlotsCase';

const D19 = 'deterministic/d19-multi-hydro-par';
const AR = 'scenarios/inflow_ar_coefficients.parquet';
const STATS = 'scenarios/inflow_seasonal_stats.parquet';

const created: string[] = [];
after(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

function copyOf(example: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-explain-'));
  created.push(dir);
  cpSync(join(examplesDir, example), dir, { recursive: true });
  return dir;
}

function explain(dir: string, stage: number, hydro: number): string {
  const run = runCli(['explain', dir, '--stage', String(stage), '--hydro', String(hydro)]);
  assert.equal(run.status, 0, run.stderr);
  const at = run.stdout.indexOf(`inflow model of hydro ${hydro} at stage ${stage}`);
  assert.ok(at >= 0, run.stdout);
  return run.stdout.slice(at);
}

test('explain on d19: statistics row, AR(2) rows and coefficients, the two past inflows as lags; no season (no season map)', () => {
  const model = explain(join(examplesDir, D19), 1, 0);
  assert.match(model, /inflow season: +none: the statistics are keyed by stage only/);
  assert.match(model, /inflow statistics: +mean 40 m³\/s, standard deviation 0\.001 m³\/s \(scenarios\/inflow_seasonal_stats\.parquet row 1\)/);
  assert.match(model, /AR order: +2 \(scenarios\/inflow_ar_coefficients\.parquet rows 2–3\)/);
  assert.match(model, /AR coefficients: +lag 1: 0\.5, lag 2: 0\.3/);
  assert.match(model, /residual std ratio: +1\n/);
  assert.match(model, /past inflows \(lags\): +lag 1: 50 m³\/s, lag 2: 45 m³\/s \(initial_conditions\.json\)\n/);
});

test('explain on d12 (history only): the season of the month, the statistics and order left to the loader, past inflows listed', () => {
  const model = explain(join(examplesDir, 'deterministic/d12-par-annual'), 3, 1);
  assert.match(model, /inflow season: +3 \(April\)/);
  assert.match(model, /inflow statistics: +no scenarios\/inflow_seasonal_stats\.parquet: the loader estimates the statistics from scenarios\/inflow_history\.parquet/);
  assert.match(model, /AR order: +0: the case has no scenarios\/inflow_ar_coefficients\.parquet \(the loader may estimate the order from scenarios\/inflow_history\.parquet\)/);
  assert.match(model, /past inflows \(lags\): +lag 1: 30 m³\/s, lag 2: 28 m³\/s \(initial_conditions\.json\)\n/);
});

test("explain on d12 given statistics and AR(1): the month's statistics row, one lag used, the older past inflow not", async () => {
  const dir = await writeScenarioPlotsCase();
  const model = explain(dir, 15, 1);
  assert.match(model, /inflow season: +3 \(April\)/);
  assert.match(model, /inflow statistics: +mean [\d.]+ m³\/s, standard deviation [\d.]+ m³\/s \(scenarios\/inflow_seasonal_stats\.parquet row 39\)/);
  assert.match(model, /AR order: +1 \(scenarios\/inflow_ar_coefficients\.parquet row 39\)/);
  assert.match(model, /AR coefficients: +lag 1: 0\.4\n/);
  assert.match(model, /residual std ratio: +0\.9\n/);
  assert.match(model, /past inflows \(lags\): +lag 1: 30 m³\/s \(initial_conditions\.json\); 1 older value\(s\) beyond the order are not used/);
});

test("explain on d19 mutated: the stage's AR rows removed (order 0, past inflows unused), a statistics row given twice (both named)", async () => {
  const dir = copyOf(D19);
  const ar = await exampleTableRows(D19, AR, ['hydro_id', 'stage_id', 'lag', 'coefficient', 'residual_std_ratio']);
  const kept = ar.filter((r) => !(r.hydro_id === 0 && r.stage_id === 1));
  assert.equal(kept.length, ar.length - 2);
  const column = (name: string, type: 'Int32' | 'Float64') => ({ name, type, values: kept.map((r) => r[name]!) });
  writeFileSync(
    join(dir, AR),
    parquetBytes([column('hydro_id', 'Int32'), column('stage_id', 'Int32'), column('lag', 'Int32'), column('coefficient', 'Float64'), column('residual_std_ratio', 'Float64')]),
  );
  const stats = await exampleTableRows(D19, STATS, ['hydro_id', 'stage_id', 'mean_m3s', 'std_m3s']);
  const twice = [...stats, { hydro_id: 0, stage_id: 1, mean_m3s: 41, std_m3s: 2 }];
  const statColumn = (name: string, type: 'Int32' | 'Float64') => ({ name, type, values: twice.map((r) => r[name]!) });
  writeFileSync(
    join(dir, STATS),
    parquetBytes([statColumn('hydro_id', 'Int32'), statColumn('stage_id', 'Int32'), statColumn('mean_m3s', 'Float64'), statColumn('std_m3s', 'Float64')]),
  );
  const model = explain(dir, 1, 0);
  assert.match(model, /AR order: +0: no row for this plant and stage in scenarios\/inflow_ar_coefficients\.parquet/);
  assert.doesNotMatch(model, /AR coefficients/);
  assert.match(model, /past inflows \(lags\): +lag 1: 50 m³\/s, lag 2: 45 m³\/s \(initial_conditions\.json\); the AR order here is 0: none is used/);
  assert.match(
    model,
    /mean 40 m³\/s, standard deviation 0\.001 m³\/s \(scenarios\/inflow_seasonal_stats\.parquet row 1\); 1 more row\(s\) for the same plant and stage \(rows 6\)/,
  );
});
