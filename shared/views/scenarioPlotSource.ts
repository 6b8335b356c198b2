// Builds a scenario plot from a case's last validation: the summaries keep only the tables' keys,
// so the columns a plot draws are read here (./plotTables: only those columns, through the rules'
// column path, kept decoded while the file is unchanged), and correlation.json's text from disk.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ValidationResult } from '../engine/validate';
import { MAX_DISPLAY_ROWS } from '../core/parquet/displayColumns';
import { cellOf, readPlotTable, type PlotTable } from './plotTables';
import { JSON_FILE_LIMIT, regularFileStatus } from '../core/case/regularFile';
import {
  INFLOW_STATS_SPEC,
  LOAD_STATS_SPEC,
  SCENARIO_PLOT_FILES,
  SCENARIO_PLOT_KINDS,
  correlationPlot,
  inflowHistoryPlot,
  seasonalStatsPlot,
  type CorrelationPlot,
  type HistoryColumns,
  type InflowHistoryPlot,
  type ScenarioPlotKind,
  type SeasonalStatsPlot,
  type StatsColumns,
} from './scenarioPlots';

const HISTORY_COLUMNS = [
  { name: 'hydro_id', kind: 'integer' },
  { name: 'date', kind: 'day' },
  { name: 'value_m3s', kind: 'number' },
] as const;

export interface ScenarioPlotRequest {
  /** Absent: the first plot whose file the case has. */
  kind?: ScenarioPlotKind;
  /** The plant or bus; absent or not in the table: its first. */
  entityId?: number;
  /** The correlation profile; absent: `default`, else the first. */
  profile?: string;
}

export type ScenarioPlot = SeasonalStatsPlot | InflowHistoryPlot | CorrelationPlot;

export interface ScenarioPlotsView {
  /** Each plot and whether the case has its file (the view's tabs). */
  kinds: Array<{ kind: ScenarioPlotKind; file: string; present: boolean }>;
  kind: ScenarioPlotKind;
  plot?: ScenarioPlot;
  /** Why there is no plot (its file is absent or unreadable), or what limits it. */
  note?: string;
}

export async function buildScenarioPlot(caseRoot: string, validation: ValidationResult, request: ScenarioPlotRequest): Promise<ScenarioPlotsView> {
  const kinds = await Promise.all(
    SCENARIO_PLOT_KINDS.map(async (kind) => ({ kind, file: SCENARIO_PLOT_FILES[kind], present: await isFile(join(caseRoot, SCENARIO_PLOT_FILES[kind])) })),
  );
  const kind = request.kind ?? kinds.find((k) => k.present)?.kind ?? 'inflowStats';
  const file = SCENARIO_PLOT_FILES[kind];
  if (!kinds.find((k) => k.kind === kind)!.present) return { kinds, kind, note: `the case has no ${file}` };
  const path = join(caseRoot, file);
  const { resolved, diagnostics } = validation;
  try {
    if (kind === 'correlation') {
      const size = (await stat(path)).size;
      if (size > JSON_FILE_LIMIT.bytes) return { kinds, kind, note: `${file} is larger than the ${JSON_FILE_LIMIT.bytes / 2 ** 20} MiB HydroCase reads` };
      return { kinds, kind, plot: correlationPlot(await readFile(path, 'utf8'), resolved, diagnostics, request.profile) };
    }
    if (kind === 'inflowHistory') {
      const read = await readPlotTable(path, HISTORY_COLUMNS);
      const [hydroId, date, value] = HISTORY_COLUMNS.map((spec) => read.columns.get(spec.name));
      const table: HistoryColumns = { count: read.numRows, hydroId: (k) => cellOf(hydroId, k), day: (k) => cellOf(date, k), value: (k) => cellOf(value, k) };
      return { kinds, kind, plot: inflowHistoryPlot(table, resolved, diagnostics, request.entityId), ...noteOf(read) };
    }
    const spec = kind === 'inflowStats' ? INFLOW_STATS_SPEC : LOAD_STATS_SPEC;
    const specs = [
      { name: spec.entityColumn, kind: 'integer' },
      { name: 'stage_id', kind: 'integer' },
      { name: spec.meanColumn, kind: 'number' },
      { name: spec.stdColumn, kind: 'number' },
    ] as const;
    const read = await readPlotTable(path, specs);
    const [entity, stageId, mean, std] = specs.map((column) => read.columns.get(column.name));
    const table: StatsColumns = {
      count: read.numRows,
      entity: (k) => cellOf(entity, k),
      stageId: (k) => cellOf(stageId, k),
      mean: (k) => cellOf(mean, k),
      std: (k) => cellOf(std, k),
    };
    return { kinds, kind, plot: seasonalStatsPlot(spec, table, resolved, diagnostics, request.entityId), ...noteOf(read) };
  } catch (error) {
    return { kinds, kind, note: `${file} could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function noteOf(read: PlotTable): { note?: string } {
  const parts = [
    ...(read.missing.length ? [`the table has no ${read.missing.join(', ')} column${read.missing.length > 1 ? 's' : ''}: its rows cannot be drawn`] : []),
    ...(read.truncated ? [`only the first ${MAX_DISPLAY_ROWS.toLocaleString('en')} rows are drawn`] : []),
  ];
  return parts.length ? { note: parts.join('; ') } : {};
}

async function isFile(path: string): Promise<boolean> {
  return (await regularFileStatus(path)).kind === 'file';
}
