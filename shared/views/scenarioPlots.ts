// The scenario plots' models, pure: the seasonal statistics of a plant's inflow or a bus's load by
// stage (with each stage's season), a plant's inflow history over time, and a correlation profile's
// matrices as heat maps. Each marks what the engine's diagnostics say is wrong (a point, a row not
// drawn, a matrix cell) and lists the file's problems that sit on no row. The rows and the JSON text
// are read by the caller (scenarioPlotSource.ts); the webview only draws this.
import type { Diagnostic, Range } from '../core/diagnostics';
import type { ResolvedCase } from '../crossFile/resolved';
import { JsonDocument, type JsonNode } from '../core/json/document';
import { elements, getProperty, pathOf, properties } from '../core/json/nodes';
import { stageSeason } from '../crossFile/stageSeason';
import { columnOf, marksAt, problemsOn, type FileProblems, type MarkProblem } from './rowMarks';

export type ScenarioPlotKind = 'inflowStats' | 'inflowHistory' | 'loadStats' | 'correlation';

export const SCENARIO_PLOT_FILES: Readonly<Record<ScenarioPlotKind, string>> = {
  inflowStats: 'scenarios/inflow_seasonal_stats.parquet',
  inflowHistory: 'scenarios/inflow_history.parquet',
  loadStats: 'scenarios/load_seasonal_stats.parquet',
  correlation: 'scenarios/correlation.json',
};

/** The plots' names, as the view's tabs, the buttons and the palette's command say them. */
export const SCENARIO_PLOT_TITLES: Readonly<Record<ScenarioPlotKind, string>> = {
  inflowStats: 'Inflow statistics',
  inflowHistory: 'Inflow history',
  loadStats: 'Load statistics',
  correlation: 'Correlation',
};

export const SCENARIO_PLOT_KINDS = Object.keys(SCENARIO_PLOT_FILES) as ScenarioPlotKind[];

/** The plot of a case-relative file (forward slashes), if it has one. */
export function plotKindOfFile(relativePath: string): ScenarioPlotKind | undefined {
  return SCENARIO_PLOT_KINDS.find((kind) => relativePath === SCENARIO_PLOT_FILES[kind] || relativePath.endsWith(`/${SCENARIO_PLOT_FILES[kind]}`));
}

/** A column's cell at a position of the rows read (null where the cell is null or the column is missing). */
export type CellAt = (position: number) => number | null;

/**
 * The rows a plot reads, as columns: `count` positions, position k being file row k unless `rowOf`
 * says otherwise. Columns rather than an object per row: a 172,800-row history read as objects cost
 * more than its decode.
 */
export interface PlotRows {
  count: number;
  rowOf?: (position: number) => number;
}

/** The most rows listed as not drawn: the table view lists them all. */
const MAX_ROWS_LISTED = 50;

/** A plant or bus the plot can show: named by the table or declared in system/. */
export interface EntityChoice {
  id: number;
  name?: string;
  /** Rows of the table naming it (0: declared, no rows). */
  rows: number;
  /** Named by the table, not declared in system/hydros.json or system/buses.json. */
  undeclared?: true;
  /** Some of its rows have problems. */
  hasProblems?: true;
}

/** A row the plot could not draw (a null or non-finite key or value), with its problems. */
export interface RowNotDrawn {
  row: number;
  reason: string;
  problems: MarkProblem[];
  /** The column of its first problem (the link selects that cell). */
  column?: string;
}

// Seasonal statistics ----------------------------------------------------------------------------

/** A seasonal statistics table as read: its entity (hydro_id or bus_id), stage and the two values. */
export interface StatsColumns extends PlotRows {
  entity: CellAt;
  stageId: CellAt;
  mean: CellAt;
  std: CellAt;
}

export interface StatsPoint {
  row: number;
  stageId: number;
  /** The stage's season in words (`3 (April)`), when it has one. */
  season?: string;
  seasonId?: number;
  /** Study stage or pre-study stage (negative id), or a stage stages.json does not have. */
  stageKind: 'study' | 'pre-study' | 'unknown';
  mean: number;
  std: number;
  problems: MarkProblem[];
  column?: string;
}

export interface SeasonalStatsPlot {
  kind: 'inflowStats' | 'loadStats';
  file: string;
  noun: 'hydro' | 'bus';
  unit: 'm³/s' | 'MW';
  entities: EntityChoice[];
  /** The entity shown; absent when the table names none. */
  entityId?: number;
  /** The entity's drawable rows, by stage id then row. */
  points: StatsPoint[];
  /** The entity's rows (and rows naming no entity) that cannot be drawn. */
  rowsNotDrawn: RowNotDrawn[];
  /** Study stages the entity has no row for (what coverage would ask for), in date order. */
  stagesWithoutRow: number[];
  /** The file's problems on no row. */
  fileProblems: MarkProblem[];
  tableRows: number;
}

export interface StatsTableSpec {
  kind: 'inflowStats' | 'loadStats';
  noun: 'hydro' | 'bus';
  unit: 'm³/s' | 'MW';
  entityColumn: string;
  meanColumn: string;
  stdColumn: string;
}

export const INFLOW_STATS_SPEC: StatsTableSpec = { kind: 'inflowStats', noun: 'hydro', unit: 'm³/s', entityColumn: 'hydro_id', meanColumn: 'mean_m3s', stdColumn: 'std_m3s' };
export const LOAD_STATS_SPEC: StatsTableSpec = { kind: 'loadStats', noun: 'bus', unit: 'MW', entityColumn: 'bus_id', meanColumn: 'mean_mw', stdColumn: 'std_mw' };

export function seasonalStatsPlot(spec: StatsTableSpec, table: StatsColumns, resolved: ResolvedCase, diagnostics: readonly Diagnostic[], entityId?: number): SeasonalStatsPlot {
  const file = SCENARIO_PLOT_FILES[spec.kind];
  const problems = problemsOn(diagnostics, file);
  const rowOf = table.rowOf ?? identity;
  const entities = entityChoices(table, table.entity, declaredEntities(resolved, spec.noun), problems);
  const shown = chooseEntity(entities, entityId);
  const plot: SeasonalStatsPlot = {
    kind: spec.kind,
    file,
    noun: spec.noun,
    unit: spec.unit,
    entities,
    ...(shown !== undefined ? { entityId: shown } : {}),
    points: [],
    rowsNotDrawn: [],
    stagesWithoutRow: [],
    fileProblems: problems.fileLevel,
    tableRows: table.count,
  };
  const seen = new Set<number>();
  for (let k = 0; k < table.count; k++) {
    const entity = table.entity(k);
    const unkeyed = entity === null;
    if (!unkeyed && entity !== shown) continue;
    const row = rowOf(k);
    const stageId = table.stageId(k);
    const mean = table.mean(k);
    const std = table.std(k);
    // A keyed row covers its stage even when its values cannot be drawn.
    if (!unkeyed && stageId !== null) seen.add(stageId);
    const reason = unkeyed
      ? `${spec.entityColumn} is null`
      : stageId === null
        ? 'stage_id is null'
        : !isFiniteNumber(mean)
          ? `${spec.meanColumn} is ${describeValue(mean)}`
          : !isFiniteNumber(std)
            ? `${spec.stdColumn} is ${describeValue(std)}`
            : undefined;
    if (reason !== undefined) {
      // A row naming no entity is listed only when a rule flags it (else it is just not this plot's).
      const rowProblems = marksAt(problems, row);
      if ((!unkeyed || rowProblems.length) && plot.rowsNotDrawn.length < MAX_ROWS_LISTED)
        plot.rowsNotDrawn.push({ row, reason, problems: rowProblems, ...columnOf(problems, row) });
      continue;
    }
    plot.points.push({
      row,
      stageId: stageId!,
      ...stageSeason(resolved, stageId!),
      mean: mean!,
      std: std!,
      problems: marksAt(problems, row),
      ...columnOf(problems, row),
    });
  }
  plot.points.sort((a, b) => a.stageId - b.stageId || a.row - b.row);
  if (shown !== undefined) plot.stagesWithoutRow = resolved.studyStages.map((s) => s.info.id).filter((id) => !seen.has(id));
  return plot;
}

// Inflow history ---------------------------------------------------------------------------------

/** scenarios/inflow_history.parquet as read: `day` counts days from 1970-01-01 (Date32). */
export interface HistoryColumns extends PlotRows {
  hydroId: CellAt;
  day: CellAt;
  value: CellAt;
}

export interface HistoryMark {
  row: number;
  day: number;
  value: number;
  problems: MarkProblem[];
  column?: string;
}

export interface InflowHistoryPlot {
  kind: 'inflowHistory';
  file: string;
  entities: EntityChoice[];
  hydroId?: number;
  /** The plant's drawable observations by date: days since 1970-01-01, the inflow (m³/s), the file row. */
  days: number[];
  values: number[];
  rows: number[];
  marks: HistoryMark[];
  rowsNotDrawn: RowNotDrawn[];
  fileProblems: MarkProblem[];
  tableRows: number;
  /** Mean of the drawn values, and the drawn span in ISO dates. */
  mean?: number;
  span?: { first: string; last: string };
}

export function inflowHistoryPlot(table: HistoryColumns, resolved: ResolvedCase, diagnostics: readonly Diagnostic[], hydroId?: number): InflowHistoryPlot {
  const file = SCENARIO_PLOT_FILES.inflowHistory;
  const problems = problemsOn(diagnostics, file);
  const rowOf = table.rowOf ?? identity;
  const entities = entityChoices(table, table.hydroId, declaredEntities(resolved, 'hydro'), problems);
  const shown = chooseEntity(entities, hydroId);
  const drawn: Array<{ row: number; day: number; value: number }> = [];
  const rowsNotDrawn: RowNotDrawn[] = [];
  for (let k = 0; k < table.count; k++) {
    const id = table.hydroId(k);
    const unkeyed = id === null;
    if (!unkeyed && id !== shown) continue;
    const row = rowOf(k);
    const day = table.day(k);
    const value = table.value(k);
    const reason = unkeyed ? 'hydro_id is null' : day === null ? 'date is null' : !isFiniteNumber(value) ? `value_m3s is ${describeValue(value)}` : undefined;
    if (reason === undefined) {
      drawn.push({ row, day: day!, value: value! });
      continue;
    }
    const rowProblems = marksAt(problems, row);
    if ((!unkeyed || rowProblems.length) && rowsNotDrawn.length < MAX_ROWS_LISTED) rowsNotDrawn.push({ row, reason, problems: rowProblems, ...columnOf(problems, row) });
  }
  drawn.sort((a, b) => a.day - b.day || a.row - b.row);
  const marks: HistoryMark[] = [];
  for (const point of drawn) {
    const onRow = marksAt(problems, point.row);
    if (onRow.length) marks.push({ ...point, problems: onRow, ...columnOf(problems, point.row) });
  }
  const plot: InflowHistoryPlot = {
    kind: 'inflowHistory',
    file,
    entities,
    ...(shown !== undefined ? { hydroId: shown } : {}),
    days: drawn.map((p) => p.day),
    values: drawn.map((p) => p.value),
    rows: drawn.map((p) => p.row),
    marks,
    rowsNotDrawn,
    fileProblems: problems.fileLevel,
    tableRows: table.count,
  };
  if (drawn.length) {
    plot.mean = drawn.reduce((sum, p) => sum + p.value, 0) / drawn.length;
    plot.span = { first: isoDay(drawn[0]!.day), last: isoDay(drawn[drawn.length - 1]!.day) };
  }
  return plot;
}

/** A Date32 day count as YYYY-MM-DD. */
export function isoDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

// Correlation ------------------------------------------------------------------------------------

export interface CorrelationEntityView {
  type: string;
  id: number | null;
  /** `inflow 3 · Furnas`: the type, the id and the entity's name when the case declares it. */
  label: string;
  problems: MarkProblem[];
}

export interface CorrelationCell {
  i: number;
  j: number;
  problems: MarkProblem[];
  /** The cell's text in the file (absent for a cell the row does not have). */
  range?: Range;
}

export interface CorrelationGroupView {
  name: string;
  /** Its JSON path (`profiles.default.correlation_groups[0]`) and text range. */
  path: string;
  range: Range;
  entities: CorrelationEntityView[];
  /** Rows as written; a cell that is not a number is null; rows may be ragged (a problem says so). */
  matrix: Array<Array<number | null>>;
  /** Cells with problems (a row's problem marks every cell of the row). */
  cells: CorrelationCell[];
  /** The group's problems on no cell (entity count against matrix size, a missing field). */
  problems: MarkProblem[];
}

export interface CorrelationPlot {
  kind: 'correlation';
  file: string;
  method?: string;
  profiles: string[];
  profile?: string;
  /** The stages a schedule entry gives this profile. */
  scheduledStages: number[];
  groups: CorrelationGroupView[];
  /** The file's problems on no group of the profile shown, nor of another profile. */
  fileProblems: MarkProblem[];
  /** How many problems each other profile has (shown when chosen), by profile name. */
  otherProfileProblems: Array<{ profile: string; count: number }>;
  /** Why nothing can be drawn (a file that is not JSON, no profile). */
  note?: string;
}

export function correlationPlot(text: string, resolved: ResolvedCase, diagnostics: readonly Diagnostic[], profile?: string): CorrelationPlot {
  const file = SCENARIO_PLOT_FILES.correlation;
  const doc = new JsonDocument(file, text);
  const jsonProblems = diagnostics.filter((d) => d.file === file);
  const plot: CorrelationPlot = { kind: 'correlation', file, profiles: [], scheduledStages: [], groups: [], fileProblems: [], otherProfileProblems: [] };
  const root = doc.root;
  if (root?.type !== 'object') {
    plot.fileProblems = jsonProblems.map(markOf);
    plot.note = doc.syntaxError ? `the file is not valid JSON: ${doc.syntaxError.message}` : 'the file holds no JSON object';
    return plot;
  }
  const method = getProperty(root, 'method');
  if (method?.type === 'string') plot.method = String(method.value);
  const profiles = properties(getProperty(root, 'profiles')).filter((p) => p.value?.type === 'object');
  plot.profiles = profiles.map((p) => p.key);
  const chosen = profiles.find((p) => p.key === profile) ?? profiles.find((p) => p.key === 'default') ?? profiles[0];
  const used = new Set<Diagnostic>();
  if (chosen) {
    plot.profile = chosen.key;
    for (const entry of elements(getProperty(root, 'schedule'))) {
      const stage = getProperty(entry, 'stage_id');
      if (getProperty(entry, 'profile_name')?.value === chosen.key && stage?.type === 'number') plot.scheduledStages.push(Number(stage.value));
    }
    plot.groups = elements(getProperty(chosen.value, 'correlation_groups')).map((group) => groupView(doc, group, resolved, jsonProblems, used));
  } else if (!doc.syntaxError) {
    plot.note = 'the file has no profile to draw (profiles is empty or missing)';
  }
  // The parser reads on past a syntax error: what it could read is drawn, under the warning.
  if (doc.syntaxError) plot.note = `the file is not valid JSON: ${doc.syntaxError.message}${plot.groups.length ? '; what could be read is drawn' : ''}`;
  // A problem inside another profile is counted for that profile, not listed here.
  const others = new Map<string, number>();
  const rest: Diagnostic[] = [];
  for (const diagnostic of jsonProblems) {
    if (used.has(diagnostic)) continue;
    const path = diagnostic.location.kind === 'json' ? diagnostic.location.path : '';
    const other = profiles.find((p) => p.key !== plot.profile && (path === pathOf(p.value!) || path.startsWith(`${pathOf(p.value!)}.`) || path.startsWith(`${pathOf(p.value!)}[`)));
    if (other) others.set(other.key, (others.get(other.key) ?? 0) + 1);
    else rest.push(diagnostic);
  }
  plot.fileProblems = rest.map(markOf);
  plot.otherProfileProblems = [...others].map(([name, count]) => ({ profile: name, count }));
  return plot;
}

function groupView(doc: JsonDocument, group: JsonNode, resolved: ResolvedCase, diagnostics: readonly Diagnostic[], used: Set<Diagnostic>): CorrelationGroupView {
  const path = pathOf(group);
  const name = getProperty(group, 'name');
  const rowNodes = elements(getProperty(group, 'matrix')).map((row) => elements(row));
  const view: CorrelationGroupView = {
    name: name?.type === 'string' ? String(name.value) : '(no name)',
    path,
    range: nodeRange(doc, name ?? group),
    entities: elements(getProperty(group, 'entities')).map((entity) => {
      const type = getProperty(entity, 'type');
      const id = getProperty(entity, 'id');
      const typeText = type?.type === 'string' ? String(type.value) : '?';
      const idValue = id?.type === 'number' && Number.isInteger(id.value) ? Number(id.value) : null;
      const entityName = idValue === null ? undefined : correlationEntityName(resolved, typeText, idValue);
      return { type: typeText, id: idValue, label: `${typeText} ${idValue ?? '?'}${entityName ? ` · ${entityName}` : ''}`, problems: [] };
    }),
    matrix: rowNodes.map((row) => row.map((cell) => (cell.type === 'number' ? Number(cell.value) : null))),
    cells: [],
    problems: [],
  };
  const cells = new Map<string, CorrelationCell>();
  const cellAt = (i: number, j: number) => {
    const key = `${i},${j}`;
    let cell = cells.get(key);
    const node = rowNodes[i]?.[j];
    if (!cell) cells.set(key, (cell = { i, j, problems: [], ...(node ? { range: nodeRange(doc, node) } : {}) }));
    return cell;
  };
  const prefix = `${path}.`;
  for (const diagnostic of diagnostics) {
    if (diagnostic.location.kind !== 'json') continue;
    const paths = diagnostic.location.paths ?? [diagnostic.location.path];
    const inGroup = paths.filter((p) => p === path || p.startsWith(prefix) || p.startsWith(`${path}[`));
    if (!inGroup.length) continue;
    used.add(diagnostic);
    const mark = markOf(diagnostic);
    for (const p of inGroup) {
      const rest = p.slice(path.length);
      const cell = /^\.matrix\[(\d+)\]\[(\d+)\]/.exec(rest);
      const row = /^\.matrix\[(\d+)\]$/.exec(rest);
      const entity = /^\.entities\[(\d+)\]/.exec(rest);
      if (cell) cellAt(Number(cell[1]), Number(cell[2])).problems.push(mark);
      else if (row) view.matrix[Number(row[1])]?.forEach((_, j) => cellAt(Number(row[1]), j).problems.push(mark));
      else if (entity && view.entities[Number(entity[1])]) view.entities[Number(entity[1])]!.problems.push(mark);
      else if (!view.problems.includes(mark)) view.problems.push(mark);
    }
  }
  view.cells = [...cells.values()].sort((a, b) => a.i - b.i || a.j - b.j);
  return view;
}

/** The declared name of a correlated entity: a plant for inflow, a bus for load, a source for ncs. */
function correlationEntityName(resolved: ResolvedCase, type: string, id: number): string | undefined {
  const model = resolved.model;
  if (type === 'inflow') return model.hydros?.plants.get(id)?.name;
  if (type === 'load') return model.buses?.byId.get(id)?.name;
  if (type === 'ncs') return model.nonControllable?.byId.get(id)?.name;
  return undefined;
}

function markOf({ code, severity, message }: Diagnostic): MarkProblem {
  return { code, severity, message };
}

// Shared ------------------------------------------------------------------------------------------

function declaredEntities(resolved: ResolvedCase, noun: 'hydro' | 'bus'): Map<number, string | undefined> {
  const declared = new Map<number, string | undefined>();
  if (noun === 'hydro') for (const [id, plant] of resolved.model.hydros?.plants ?? []) declared.set(id, plant.name);
  else for (const [id, bus] of resolved.model.buses?.byId ?? []) declared.set(id, bus.name);
  return declared;
}

/** Every id the table names or system/ declares, sorted, with its name, row count and whether its rows have problems. */
function entityChoices(table: PlotRows, idAt: CellAt, declared: ReadonlyMap<number, string | undefined>, problems: FileProblems): EntityChoice[] {
  const byId = new Map<number, EntityChoice>();
  for (const [id, name] of declared) byId.set(id, { id, ...(name ? { name } : {}), rows: 0 });
  const rowOf = table.rowOf ?? identity;
  // Rows come grouped by entity: the entry of the last id is reused until the id changes.
  let lastId: number | null = null;
  let choice: EntityChoice | undefined;
  for (let k = 0; k < table.count; k++) {
    const id = idAt(k);
    if (id === null) continue;
    if (id !== lastId || !choice) {
      lastId = id;
      choice = byId.get(id);
      if (!choice) byId.set(id, (choice = { id, rows: 0, undeclared: true }));
    }
    choice.rows++;
    if (!choice.hasProblems && problems.locator.at(rowOf(k)).length) choice.hasProblems = true;
  }
  // Nothing declared (a case without system/): no entity is called undeclared for it.
  if (declared.size === 0) for (const entry of byId.values()) delete entry.undeclared;
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const identity = (position: number) => position;

/** The entity asked for when the plot has it, else the first with rows, else the first. */
function chooseEntity(entities: readonly EntityChoice[], wanted: number | undefined): number | undefined {
  return (entities.find((e) => e.id === wanted) ?? entities.find((e) => e.rows > 0) ?? entities[0])?.id;
}

function isFiniteNumber(value: number | null): value is number {
  return value !== null && Number.isFinite(value);
}

function describeValue(value: number | null): string {
  return value === null ? 'null' : String(value);
}

function nodeRange(doc: JsonDocument, node: JsonNode): Range {
  return doc.rangeOf(node.offset, node.length);
}
