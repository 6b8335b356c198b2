// Builds a scenario plot from a case's last validation: the summaries keep only the tables' keys,
// so the rows a plot draws are read here, for display, through the table view's reader (which
// decodes any Arrow type, Date32 included), and correlation.json's text from disk.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ValidationResult } from '../engine/validate';
import { MAX_DISPLAY_ROWS, dayOf, integerOf, numberOf, readColumns, type ReadColumns } from '../core/parquet/displayColumns';
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
  type HistoryRow,
  type InflowHistoryPlot,
  type ScenarioPlotKind,
  type SeasonalStatsPlot,
  type StatsRow,
} from './scenarioPlots';

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
      const read = await readColumns(path, ['hydro_id', 'date', 'value_m3s']);
      const rows: HistoryRow[] = read.rows.map((row, k) => ({
        row,
        hydroId: integerOf(read.columns[0]![k]),
        day: dayOf(read.columns[1]![k]),
        value: numberOf(read.columns[2]![k]),
      }));
      return { kinds, kind, plot: inflowHistoryPlot(rows, resolved, diagnostics, request.entityId), ...noteOf(read) };
    }
    const spec = kind === 'inflowStats' ? INFLOW_STATS_SPEC : LOAD_STATS_SPEC;
    const read = await readColumns(path, [spec.entityColumn, 'stage_id', spec.meanColumn, spec.stdColumn]);
    const rows: StatsRow[] = read.rows.map((row, k) => ({
      row,
      entity: integerOf(read.columns[0]![k]),
      stageId: integerOf(read.columns[1]![k]),
      mean: numberOf(read.columns[2]![k]),
      std: numberOf(read.columns[3]![k]),
    }));
    return { kinds, kind, plot: seasonalStatsPlot(spec, rows, resolved, diagnostics, request.entityId), ...noteOf(read) };
  } catch (error) {
    return { kinds, kind, note: `${file} could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

function noteOf(read: ReadColumns): { note?: string } {
  const parts = [
    ...(read.missing.length ? [`the table has no ${read.missing.join(', ')} column${read.missing.length > 1 ? 's' : ''}: its rows cannot be drawn`] : []),
    ...(read.truncated ? [`only the first ${MAX_DISPLAY_ROWS.toLocaleString('en')} rows are drawn`] : []),
  ];
  return parts.length ? { note: parts.join('; ') } : {};
}

async function isFile(path: string): Promise<boolean> {
  return (await regularFileStatus(path)).kind === 'file';
}
