// The files of the whole case (issues 28/29) that the bench generator does not write, added to a
// generated seed case so every file the engine reads is drawn from: the optional system/ registries
// (non-controllable sources, pumping stations, energy contracts) and the scenarios/ statistics
// tables (inflow per plant, load per bus, one row per study stage), built from the case's own ids,
// so those stay valid; then every other scenarios/ and constraints/ file the seed lacks, as a rule's
// passing example writes it (over the examples' ids: plant 0, bus 0, stages 0 to 2, which a
// generated case also has). The fuzzer damages them; a seed need not be free of problems.
import { CASE_FILES } from '../shared/core/case/layout';
import { contract, ncsSource, pumpingStation } from '../shared/rules/examples/systemBuilders';
import { parquetBytes } from '../test/support/parquet';
import { ruleExamples } from '../shared/rules/examples';
import { isExampleTable, isExampleText } from '../shared/rules/examples/types';
import { CONSTRAINT_TABLES } from '../shared/checks/constraintTables/fields';
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
  for (const file of Object.values(CASE_FILES)) {
    if (out[file] || !/^(scenarios|constraints)\//.test(file)) continue;
    const example = passingExampleFile(file) ?? constraintTableRow(file);
    if (example) out[file] = example;
  }
  return out;
}

/** A constraints/ table no example writes: one row for entity 0 at stage 0, its values 1, 2, ... in column order. */
function constraintTableRow(file: string): Uint8Array | undefined {
  const table = Object.values(CONSTRAINT_TABLES).find((candidate) => candidate.file === file);
  if (!table) return undefined;
  return parquetBytes([
    { name: table.entity.column, type: 'Int32', values: [0] },
    { name: 'stage_id', type: 'Int32', values: [0] },
    ...table.values.map((column, index) => ({ name: column.name, type: 'Float64' as const, values: [index + 1] })),
  ]);
}

/** The file as the first rule example whose passing case writes it gives it. */
function passingExampleFile(file: string): Uint8Array | undefined {
  for (const example of Object.values(ruleExamples)) {
    const content = example?.passing[file];
    if (content === undefined || content === null) continue;
    if (isExampleTable(content)) return parquetBytes(content.table);
    if (isExampleText(content)) return Buffer.from(content.text);
    return json(content);
  }
  return undefined;
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
