// The bench's case generator: deterministic (same spec + seed, same bytes) and valid (the
// engine finds no error in what it writes, for the presets and for random small specs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateCase, mulberry32, PRESETS, randomSpec, type CaseSpec, type GeneratedCase } from '../../bench/generate';
import { writeCase } from '../support/cases';
import { validateCase } from '../../shared/engine/validate';
import type { Diagnostic } from '../../shared/core/diagnostics';
import { tableFromIPC } from 'apache-arrow';
import * as parquetWasm from 'parquet-wasm/node';

function render(d: Diagnostic): string {
  const where = d.location.kind === 'json' ? d.location.path : d.location.kind === 'parquet' ? `row ${d.location.row ?? '-'} ${d.location.column ?? ''}` : 'file';
  return `${d.code} ${d.file} ${where}: ${d.message}`;
}

async function errorsOf(generated: GeneratedCase): Promise<string[]> {
  const result = await validateCase(writeCase(generated.files));
  return result.diagnostics.filter((d) => d.severity === 'error').map(render);
}

function sameBytes(a: GeneratedCase, b: GeneratedCase): boolean {
  const files = Object.keys(a.files);
  if (files.join() !== Object.keys(b.files).join()) return false;
  return files.every((file) => Buffer.from(a.files[file]!).equals(Buffer.from(b.files[file]!)));
}

test('mulberry32 repeats for one seed and differs across seeds', () => {
  const draw = (seed: number) => Array.from({ length: 5 }, mulberry32(seed));
  assert.deepEqual(draw(7), draw(7));
  assert.notDeepEqual(draw(7), draw(8));
  for (const value of draw(123)) assert.ok(value >= 0 && value < 1, `${value} is outside [0, 1)`);
});

test('the same spec and seed give the same bytes, file by file', () => {
  assert.ok(sameBytes(generateCase(PRESETS.small, 42), generateCase(PRESETS.small, 42)));
  assert.ok(sameBytes(generateCase(randomSpec(5), 9), generateCase(randomSpec(5), 9)));
});

test('another seed gives other bytes', () => {
  assert.ok(!sameBytes(generateCase(PRESETS.small, 42), generateCase(PRESETS.small, 43)));
});

test('a generated case holds every file the rules read', () => {
  const { files, parquetRows } = generateCase(PRESETS.small, 1);
  for (const file of [
    'stages.json',
    'penalties.json',
    'config.json',
    'post_study_stages.json',
    'system/hydros.json',
    'system/thermals.json',
    'system/hydro_production_models.json',
  ]) {
    assert.equal(typeof files[file], 'string', `${file} is missing`);
  }
  for (const table of ['system/hydro_geometry.parquet', 'system/hydro_energy_productivity.parquet', 'system/fpha_hyperplanes.parquet', 'system/tailrace_curves.parquet']) {
    assert.ok(files[table] instanceof Uint8Array, `${table} is missing`);
    assert.ok(parquetRows[table]! > 0, `${table} is empty`);
  }
  const models = JSON.parse(files['system/hydro_production_models.json'] as string) as { production_models: { selection_mode: string }[] };
  assert.deepEqual(models.production_models.map((entry) => entry.selection_mode).sort(), ['seasonal', 'stage_ranges']);
});

test('the full-grid layout gives the row counts of the issue for the large preset', () => {
  // The large case is too slow for a unit test; a scaled-down copy proves the per-plant counts.
  const scaled: CaseSpec = { ...PRESETS.large, name: 'scaled', studyStages: 13, preStudyStages: 3, hydros: 16 };
  const { parquetRows } = generateCase(scaled, 3);
  const { planesPerStage, geometryPointsPerHydro, tailraceRowsPerHydro } = PRESETS.large;
  assert.equal(parquetRows['system/fpha_hyperplanes.parquet'], 16 * 13 * planesPerStage);
  assert.equal(parquetRows['system/hydro_energy_productivity.parquet'], 16 * 13);
  assert.equal(parquetRows['system/hydro_geometry.parquet'], 16 * geometryPointsPerHydro);
  assert.equal(parquetRows['system/tailrace_curves.parquet'], 16 * tailraceRowsPerHydro);
  const { hydros, studyStages } = PRESETS.large;
  assert.equal(hydros * studyStages * planesPerStage, 832_000);
  assert.equal(hydros * studyStages, 83_200);
  assert.equal(hydros * geometryPointsPerHydro, 16_000);
  assert.equal(hydros * tailraceRowsPerHydro, 1_920);
});

test('the national presets hold the whole case: buses, lines, the other system registries and the scenarios tables', () => {
  // A scaled-down large case: the per-plant and per-stage counts of the scenarios tables, and the loader's column types.
  const scaled: CaseSpec = { ...PRESETS.large, name: 'scaled', studyStages: 13, preStudyStages: 3, hydros: 16 };
  const { files, parquetRows } = generateCase(scaled, 3);
  const registry = (path: string, key: string) => (JSON.parse(files[path] as string) as Record<string, unknown[]>)[key]!;
  assert.equal(registry('system/buses.json', 'buses').length, 5);
  assert.equal(registry('system/lines.json', 'lines').length, 10);
  assert.equal(registry('system/thermals.json', 'thermals').length, 130);
  assert.equal(registry('system/non_controllable_sources.json', 'non_controllable_sources').length, 20);
  assert.equal(registry('system/pumping_stations.json', 'pumping_stations').length, 2);
  assert.equal(registry('system/energy_contracts.json', 'contracts').length, 4);
  assert.equal(parquetRows['scenarios/inflow_seasonal_stats.parquet'], 16 * 13);
  assert.equal(parquetRows['scenarios/load_seasonal_stats.parquet'], 5 * 13);
  assert.equal(parquetRows['scenarios/inflow_history.parquet'], 16 * 90 * 12);
  const arRows = parquetRows['scenarios/inflow_ar_coefficients.parquet']!;
  assert.ok(arRows >= 16 * 13 && arRows <= 16 * 13 * 6, `${arRows} AR rows`);
  const history = tableFromIPC(parquetWasm.readParquet(files['scenarios/inflow_history.parquet'] as Uint8Array).intoIPCStream());
  assert.equal(history.schema.fields.find((field) => field.name === 'date')?.type.toString(), 'Date32<DAY>');
  const lags = tableFromIPC(parquetWasm.readParquet(files['scenarios/inflow_ar_coefficients.parquet'] as Uint8Array).intoIPCStream())
    .getChild('lag')!
    .toArray() as Int32Array;
  assert.equal(Math.max(...lags), 6);
  const correlation = JSON.parse(files['scenarios/correlation.json'] as string) as { profiles: { default: { correlation_groups: { matrix: number[][] }[] } } };
  const matrix = correlation.profiles.default.correlation_groups[0]!.matrix;
  assert.equal(matrix.length, 16);
  for (let i = 0; i < 16; i++) for (let j = 0; j < 16; j++) assert.equal(matrix[i]![j], matrix[j]![i]);
});

test('weekly stages take the season of their ISO week, week 53 folding into season 51', () => {
  const spec: CaseSpec = { ...randomSpec(1), resolution: 'weekly', startDate: '2026-12-21', studyStages: 4, preStudyStages: 1 };
  const stages = JSON.parse(generateCase(spec, 1).files['stages.json'] as string) as {
    stages: { start_date: string; season_id: number; blocks: { hours: number }[] }[];
    pre_study_stages: { start_date: string; season_id: number }[];
  };
  // 2026-12-21 is ISO week 52, 2026-12-28 week 53, 2027-01-04 week 1; 2026-12-14 week 51.
  assert.deepEqual(
    stages.stages.map((s) => [s.start_date, s.season_id]),
    [
      ['2026-12-21', 51],
      ['2026-12-28', 51],
      ['2027-01-04', 0],
      ['2027-01-11', 1],
    ],
  );
  assert.deepEqual(
    stages.pre_study_stages.map((s) => [s.start_date, s.season_id]),
    [['2026-12-14', 50]],
  );
  for (const stage of stages.stages)
    assert.equal(
      stage.blocks.reduce((sum, b) => sum + b.hours, 0),
      168,
    );
});

test('the small preset validates with no error', async () => {
  assert.deepEqual(await errorsOf(generateCase(PRESETS.small, 20240101)), []);
});

test('the medium preset, scenarios tables and all, validates with no error', async () => {
  assert.deepEqual(await errorsOf(generateCase(PRESETS.medium, 20240101)), []);
});

test('random small specs validate with no error', async () => {
  for (let seed = 1; seed <= 12; seed++) {
    const spec = randomSpec(seed);
    assert.deepEqual(await errorsOf(generateCase(spec, seed)), [], `spec ${JSON.stringify(spec)}`);
  }
});
