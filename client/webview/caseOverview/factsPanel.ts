// The selection in words: the status line (read by screen readers) and the details panel (the
// stage's and plant's facts, explain's when they have come, the problems, the buttons that open
// the JSON and the table row).
import type { Fact, StageFacts } from '../../../shared/crossFile/explain';
import type { OverviewProblem } from '../../../shared/views/caseOverview';
import { MODEL_LEGEND, SOURCE_LEGEND, sourceTable } from '../../../shared/views/overviewLegend';
import { TIMELINE, type GridPosition } from './layout';
import type { OverviewGrid } from './overviewGrid';
import type { ScenarioPlotKind } from '../../../shared/views/scenarioPlots';

/** What a facts request answers: explain's facts of a study stage (and plant), or why there are none. */
export type FactsAnswer = StageFacts | { error: string };

/**
 * The keys, after the selection's words. Opening never moves the keyboard: the JSON is shown beside
 * the overview and keys typed next still land here, so no key can edit a case file.
 */
export const STAGE_KEYS = 'Enter or double-click shows its entry.';
export const CELL_KEYS = 'Enter or double-click shows the JSON that decides it';

/** The selection in words (the status line, and without its keys the tooltip). */
export function describeSelection(grid: OverviewGrid | undefined, at: GridPosition): string {
  const stage = grid?.overview.stages[at.column];
  if (!grid || !stage) return '';
  const { overview } = grid;
  if (at.row === TIMELINE)
    return `${stage.title}${stage.seasonId !== undefined ? `, season ${stage.seasonId}` : ''}${stage.problemSet >= 0 ? ', has problems' : ''}. ${STAGE_KEYS}`;
  const plant = overview.plants[at.row]!;
  const cell = grid.cellAt(at.row, at.column);
  const who = `hydro ${plant.hydroId}${plant.name ? ` (${plant.name})` : ''} at ${stage.title}`;
  if (!cell) return `${who}: not a study stage, no decisions.`;
  const problems = cell.problemSet >= 0 ? `, ${overview.problemSets[cell.problemSet]!.length} problem(s)` : '';
  return `${who}: ${MODEL_LEGEND[cell.model]!.words}; ${SOURCE_LEGEND[cell.source]!.words}${problems}. ${CELL_KEYS}${sourceTable(cell.source) ? ', T its table row' : ''}.`;
}

/** The details of the selection, with explain's facts when given (else the overview's own). */
export function renderDetails(
  panel: HTMLElement,
  grid: OverviewGrid,
  at: GridPosition,
  facts: FactsAnswer | undefined,
  open: { json(): void; table(): void; plot(kind: ScenarioPlotKind, entityId?: number): void },
): void {
  const { overview } = grid;
  const stage = overview.stages[at.column]!;
  const parts: HTMLElement[] = [];
  const stageFacts = facts && 'facts' in facts ? facts.facts : stage.facts;
  parts.push(heading(`${stage.title} (${stage.kind})`), factList(stageFacts));
  if (facts && 'error' in facts) parts.push(paragraph(facts.error));
  const cell = grid.cellAt(at.row, at.column);
  if (at.row !== TIMELINE) {
    const plant = overview.plants[at.row]!;
    parts.push(heading(`hydro ${plant.hydroId}${plant.undeclared ? ' (not declared in system/hydros.json: no plant has this id)' : plant.name ? ` (${plant.name})` : ''}`));
    if (facts && 'hydro' in facts && facts.hydro) parts.push(factList(facts.hydro.facts));
    else if (!cell) parts.push(paragraph('not a study stage: the plant makes no decisions here'));
  }
  const problemSets = at.row === TIMELINE ? [stage.problemSet] : [cell?.problemSet ?? -1, overview.plants[at.row]!.problemSet];
  const problems = [...new Set(problemSets.flatMap((set) => (set >= 0 ? overview.problemSets[set]! : [])))];
  if (problems.length) parts.push(heading('Problems'), problemList(grid, problems));
  const link = grid.jsonLink(at);
  if (link !== undefined) parts.push(button(`Show ${overview.links[link]!.file} (Enter)`, open.json));
  const tableRow = grid.tableRow(at);
  if (tableRow) parts.push(button(`Show row ${tableRow.row} of ${tableRow.file} (T)`, open.table));
  parts.push(heading('Scenario plots'), plotButtons(at.row === TIMELINE ? undefined : overview.plants[at.row]!.hydroId, open.plot));
  panel.replaceChildren(...parts);
}

/** The scenario plots, a selected plant's inflow plots opening at that plant. */
function plotButtons(hydroId: number | undefined, plot: (kind: ScenarioPlotKind, entityId?: number) => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'plots';
  const of = hydroId === undefined ? '' : ` of hydro ${hydroId}`;
  box.append(
    button(`Inflow statistics${of}`, () => plot('inflowStats', hydroId)),
    button(`Inflow history${of}`, () => plot('inflowHistory', hydroId)),
    button('Load statistics', () => plot('loadStats')),
    button('Correlation', () => plot('correlation')),
  );
  return box;
}

function problemList(grid: OverviewGrid, problems: readonly number[]): HTMLElement {
  return problemItems(problems.map((index) => grid.overview.problems[index]!));
}

/** Problems as a list: severity and code, then the message and its file. */
export function problemItems(problems: readonly OverviewProblem[]): HTMLElement {
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    item.className = problem.severity;
    const severity = document.createElement('span');
    severity.className = 'severity';
    severity.textContent = `${problem.severity} ${problem.code}`;
    item.append(severity, ` ${problem.message} (${problem.file})`);
    list.append(item);
  }
  return list;
}

export function heading(text: string): HTMLElement {
  const element = document.createElement('h2');
  element.textContent = text;
  return element;
}

export function paragraph(text: string): HTMLElement {
  const element = document.createElement('p');
  element.textContent = text;
  return element;
}

export function factList(facts: readonly Fact[]): HTMLElement {
  const list = document.createElement('dl');
  for (const fact of facts) {
    const term = document.createElement('dt');
    term.textContent = fact.label;
    const value = document.createElement('dd');
    value.textContent = fact.value;
    list.append(term, value);
  }
  return list;
}

export function button(text: string, run: () => void): HTMLElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.addEventListener('click', run);
  return element;
}
