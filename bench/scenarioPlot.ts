// The scenario plots' benchmark (on demand: `node --import tsx bench/scenarioPlot.ts`, not part of
// npm test): the inflow history plot of the large bench case (.bench/cases/large, 160 plants x 90
// years monthly = 172,800 rows), built from one validation of the case as the validation thread
// builds it. Prints, beside the floor of the same run (decoding the plot's three columns through the
// rules' column path and nothing else), the first plot, a second plant's plot of the unchanged table
// and the median of repeated requests.
import { join } from 'node:path';
import { ensureCase, PRESETS } from './generate';
import { readJsonFlag } from './options';
import { validateCase } from '../shared/engine/validate';
import { ParquetTable } from '../shared/core/parquet/reader';
import { buildScenarioPlot } from '../shared/views/scenarioPlotSource';

const ROOT = join(import.meta.dirname, '..');
const DEFAULT_SEED = 20240101; // the seed `npm run bench` uses, so all benchmarks share the cached cases
const REPEATS = 7;

async function decodeFloor(path: string): Promise<number> {
  const started = performance.now();
  const table = await ParquetTable.open(path);
  let sum = 0;
  try {
    for await (const batch of table.batches(['hydro_id', 'date', 'value_m3s'])) {
      const values = batch.column('value_m3s')!.values;
      for (let i = 0; i < batch.numRows; i++) sum += values[i]!;
    }
  } finally {
    table.close();
  }
  if (!Number.isFinite(sum)) throw new Error('the floor read no values');
  return performance.now() - started;
}

/** The plot's read of the table alone, after the plots above: what a request pays for the table once it is decoded. */
async function readTableAgain(path: string): Promise<number> {
  const { readPlotTable } = await import('../shared/views/plotTables');
  const begun = performance.now();
  await readPlotTable(path, [
    { name: 'hydro_id', kind: 'integer' },
    { name: 'date', kind: 'day' },
    { name: 'value_m3s', kind: 'number' },
  ]);
  return performance.now() - begun;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const { json } = readJsonFlag(process.argv.slice(2));
  const large = ensureCase(join(ROOT, '.bench', 'cases', 'large'), PRESETS.large, DEFAULT_SEED);
  const history = join(large.dir, 'scenarios', 'inflow_history.parquet');
  const results: Record<string, number> = {};
  const started = performance.now();
  const validation = await validateCase(large.dir);
  results['validation of the case, once (ms)'] = Math.round(performance.now() - started);
  const floors: number[] = [];
  for (let i = 0; i < REPEATS; i++) floors.push(await decodeFloor(history));
  results['floor: decode hydro_id, date, value_m3s (median ms)'] = Math.round(median(floors));
  const plot = async (entityId?: number) => {
    const begun = performance.now();
    const view = await buildScenarioPlot(large.dir, validation, { kind: 'inflowHistory', ...(entityId !== undefined ? { entityId } : {}) });
    if (view.plot?.kind !== 'inflowHistory' || view.plot.days.length !== 1080) throw new Error(`expected 1,080 observations of one plant: ${view.note ?? ''}`);
    return performance.now() - begun;
  };
  results['first plot, plant 0 (ms)'] = Math.round(await plot());
  results['second plot, plant 1, table unchanged (ms)'] = Math.round(await plot(1));
  const repeated: number[] = [];
  for (let i = 0; i < REPEATS; i++) repeated.push(await plot(i + 2));
  results['further plots, other plants (median ms)'] = Math.round(median(repeated));
  const reads: number[] = [];
  for (let i = 0; i < REPEATS; i++) reads.push(await readTableAgain(history));
  results['the table read once decoded, table unchanged (median ms)'] = Math.round(median(reads) * 10) / 10;
  if (json) console.log(JSON.stringify(results, null, 2));
  else for (const [name, value] of Object.entries(results)) console.log(`${name.padEnd(58)} ${value}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
