// The files of the whole case (issues 28/29) that the bench generator does not write, added to a
// generated seed case so every file the engine reads is drawn from: the optional system/ registries
// (non-controllable sources, pumping stations, energy contracts) and the scenarios/ statistics
// tables (inflow per plant, load per bus, one row per study stage). Built from the case's own ids,
// so the seed stays valid; the AR coefficients and the presence-only tables come from the real
// examples, which hold them.
import { CASE_FILES } from '../shared/core/case/layout';
import { contract, ncsSource, pumpingStation } from '../shared/rules/examples/systemBuilders';
import { parquetBytes } from '../test/support/parquet';
import type { CaseFiles } from './seedCases';

function ids(files: CaseFiles, file: string, list: string): number[] {
  try {
    const parsed = JSON.parse(Buffer.from(files[file] ?? '').toString('utf8')) as Record<string, Array<{ id?: unknown }>>;
    return (parsed[list] ?? []).map((entry) => entry.id).filter((id): id is number => Number.isInteger(id));
  } catch {
    return [];
  }
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** `files` with the registries and statistics tables it lacks (those it holds are kept as they are). */
export function withWholeCase(files: CaseFiles): CaseFiles {
  const out: CaseFiles = { ...files };
  const plants = ids(files, CASE_FILES.hydros, 'hydros');
  const buses = ids(files, CASE_FILES.buses, 'buses');
  const stages = ids(files, CASE_FILES.stages, 'stages').filter((id) => id >= 0);
  const bus = buses[0] ?? 0;
  out[CASE_FILES.nonControllable] ??= json({ non_controllable_sources: [ncsSource(0, { bus_id: bus })] });
  if (plants.length >= 2) out[CASE_FILES.pumping] ??= json({ pumping_stations: [pumpingStation(0, { bus_id: bus, source_hydro_id: plants[0], destination_hydro_id: plants[1] })] });
  out[CASE_FILES.contracts] ??= json({ contracts: [contract(0, { bus_id: bus })] });
  if (plants.length > 0 && stages.length > 0) out[CASE_FILES.inflowStats] ??= statsTable('hydro_id', plants, stages, ['mean_m3s', 'std_m3s'], 100);
  if (buses.length > 0 && stages.length > 0) out[CASE_FILES.loadStats] ??= statsTable('bus_id', buses, stages, ['mean_mw', 'std_mw'], 500);
  return out;
}

/** One row per (entity, stage): a mean that varies with both, a tenth of it as the deviation. */
function statsTable(key: string, entities: readonly number[], stages: readonly number[], [mean, std]: [string, string], scale: number): Uint8Array {
  const rows = entities.flatMap((entity) => stages.map((stage) => ({ entity, stage, mean: scale + entity * 10 + (stage % 12) })));
  return parquetBytes([
    { name: key, type: 'Int32', values: rows.map((row) => row.entity) },
    { name: 'stage_id', type: 'Int32', values: rows.map((row) => row.stage) },
    { name: mean, type: 'Float64', values: rows.map((row) => row.mean) },
    { name: std, type: 'Float64', values: rows.map((row) => row.mean / 10) },
  ]);
}
