// The case overview's webview: draws the overview the language server computes, nothing more. This
// module holds the selection and wires the page's events to the parts in caseOverview/: the grid's
// canvas (gridCanvas.ts, with timeline.ts and paint.ts), where pointer and keys lead
// (navigation.ts), the status line and details (factsPanel.ts), the legend (legend.ts) and the
// panel's messages (messaging.ts). Colours are the theme's (palette.ts, re-read when it changes);
// each cell also carries a letter and a pattern, so colour is never the only signal.
import type { CaseOverview } from '../../shared/views/caseOverview';
import { drawGrid, onNextFrame } from './caseOverview/gridCanvas';
import { CELL_KEYS, describeSelection, renderDetails, STAGE_KEYS, type FactsAnswer } from './caseOverview/factsPanel';
import { COLUMN_WIDTH, HEAD_HEIGHT, LABEL_WIDTH, ROW_HEIGHT, TIMELINE, type GridPosition } from './caseOverview/layout';
import { renderLegend } from './caseOverview/legend';
import { cancelFactsRequest, onPanelMessage, postToPanel, requestFacts, savedState, saveState } from './caseOverview/messaging';
import { clamp, keyTarget, plantLabelAt, positionAt, scrollIntoView } from './caseOverview/navigation';
import { OverviewGrid } from './caseOverview/overviewGrid';
import { rereadPalette } from './caseOverview/palette';
import { openingView, wholeHorizonWidth, zoomButtonLabel } from './caseOverview/zoom';
import { FULL_COLUMN_WIDTH, setColumnWidth } from './caseOverview/layout';
import { renderSystem } from './caseOverview/systemPanel';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const scroller = $<HTMLDivElement>('scroller');
const spacer = $<HTMLDivElement>('spacer');
const canvas = $<HTMLCanvasElement>('canvas');
const summary = $<HTMLSpanElement>('summary');
const details = $<HTMLElement>('details');
const legend = $<HTMLElement>('legend');
const status = $<HTMLDivElement>('status');
const zoom = $<HTMLButtonElement>('zoom');
const systemPanel = $<HTMLDivElement>('system');
const gridArea = $<HTMLDivElement>('grid-area');
const legendBox = $<HTMLElement>('legend-box');
const tabs = { grid: $<HTMLButtonElement>('tab-grid'), system: $<HTMLButtonElement>('tab-system') };

const caseUri = savedState?.caseUri ?? document.body.dataset.caseUri ?? '';
let grid: OverviewGrid | undefined;
let selected: GridPosition = { row: savedState?.row ?? TIMELINE, column: savedState?.column ?? 0 };
let restoredScroll = savedState ? { left: savedState.scrollLeft, top: savedState.scrollTop } : undefined;
const redraw = onNextFrame(() => drawGrid(canvas, scroller, grid, selected));

onPanelMessage({
  overview: receive,
  failed: (message) => (status.textContent = message),
  facts: (facts) => showDetails(facts),
});

function receive(next: CaseOverview, caseName: string): void {
  grid = new OverviewGrid(next);
  summary.textContent = grid.summary();
  document.title = `Case overview: ${caseName}`;
  spacer.style.width = `${LABEL_WIDTH + next.stages.length * COLUMN_WIDTH}px`;
  spacer.style.height = `${HEAD_HEIGHT + next.plants.length * ROW_HEIGHT}px`;
  if (restoredScroll) {
    scroller.scrollLeft = restoredScroll.left;
    scroller.scrollTop = restoredScroll.top;
    restoredScroll = undefined;
  } else openOnFirstStudyStage(next);
  select(selected, false);
  renderSystem(systemPanel, details, next.system, { open: (link) => postToPanel({ type: 'openJson', link }), describe: (words) => (status.textContent = words) });
}

/** A first opening (no saved place) starts at the first study stage, not on the pre-study stages before it. */
let opened = Boolean(savedState);
function openOnFirstStudyStage(next: CaseOverview): void {
  if (opened) return;
  opened = true;
  const view = openingView(next.studyColumns);
  selected = view.selected;
  scroller.scrollLeft = view.scrollLeft;
}

/** "Whole horizon" narrows the columns until every stage fits; "Full size" brings them back, the selection in view. */
let zoomedOut = false;
function toggleZoom(): void {
  if (!grid) return;
  zoomedOut = !zoomedOut;
  setColumnWidth(zoomedOut ? wholeHorizonWidth(grid.overview.stages.length, scroller.clientWidth) : FULL_COLUMN_WIDTH);
  zoom.textContent = zoomButtonLabel(zoomedOut);
  zoom.setAttribute('aria-pressed', String(zoomedOut));
  spacer.style.width = `${LABEL_WIDTH + grid.overview.stages.length * COLUMN_WIDTH}px`;
  select(selected, true);
}
zoom.addEventListener('click', toggleZoom);
/** The two views: the stages × plants grid (with its legend) and the system. */
function showView(view: 'grid' | 'system'): void {
  gridArea.hidden = view !== 'grid';
  legendBox.hidden = view !== 'grid';
  zoom.hidden = view !== 'grid';
  systemPanel.hidden = view !== 'system';
  tabs.grid.setAttribute('aria-selected', String(view === 'grid'));
  tabs.system.setAttribute('aria-selected', String(view === 'system'));
  if (view === 'grid') {
    redraw();
    select(selected, false);
  } else {
    details.replaceChildren(Object.assign(document.createElement('p'), { className: 'muted', textContent: 'Select a bus or a plant.' }));
    status.textContent = 'A click on a bus or a plant explains it; a double-click or Enter shows its entry.';
  }
}
tabs.grid.addEventListener('click', () => showView('grid'));
tabs.system.addEventListener('click', () => showView('system'));

function select(position: GridPosition, reveal: boolean): void {
  if (!grid) return;
  selected = clamp(position, grid.overview);
  if (reveal) scrollIntoView(scroller, selected);
  saveScroll();
  redraw();
  if (!systemPanel.hidden) return; // the system view has its own status and details
  status.textContent = describeSelection(grid, selected);
  askForDetails();
}

function saveScroll(): void {
  saveState({ caseUri, row: selected.row, column: selected.column, scrollLeft: scroller.scrollLeft, scrollTop: scroller.scrollTop });
}

/** A study stage's facts (and its plant's) come from explain once the selection rests; the others are in the overview. */
function askForDetails(): void {
  cancelFactsRequest();
  const stage = grid?.overview.stages[selected.column];
  if (!grid || !stage) return;
  if (stage.kind !== 'study' || stage.id === undefined) return showDetails(undefined);
  requestFacts(stage.id, selected.row === TIMELINE ? undefined : grid.overview.plants[selected.row]!.hydroId);
}

function showDetails(facts: FactsAnswer | undefined): void {
  if (grid && systemPanel.hidden)
    renderDetails(details, grid, selected, facts, {
      json: openJson,
      table: openTable,
      plot: (kind, entityId) => postToPanel({ type: 'openPlot', kind, ...(entityId !== undefined ? { entityId } : {}) }),
    });
}

/** Opens the JSON that decides the selection: the cell's range, option or plant entry; the stage's entry. */
function openJson(): void {
  if (!grid) return;
  const link = grid.jsonLink(selected);
  if (link === undefined) return void (status.textContent = 'No JSON decides this one.');
  postToPanel({ type: 'openJson', link: grid.overview.links[link]! });
}

function openTable(): void {
  const tableRow = grid?.tableRow(selected);
  if (!tableRow) return void (status.textContent = 'No table row gives this cell its source.');
  postToPanel({ type: 'openTable', file: tableRow.file, row: tableRow.row });
}

scroller.addEventListener('scroll', () => {
  redraw();
  saveScroll();
});
window.addEventListener('resize', () => redraw());

// Arrows, Page Up/Down, Home/End move; Enter shows the JSON beside the overview (the extension
// opens it without the focus, so keys typed next still land here and never in a case file), T the
// table row in the read-only table view.
scroller.addEventListener('keydown', (event) => {
  if (!grid) return;
  if (event.key === 'Enter') {
    event.preventDefault();
    return openJson();
  }
  if (event.key === 't' || event.key === 'T') {
    event.preventDefault();
    return openTable();
  }
  const target = keyTarget(event, selected, scroller, grid.overview);
  if (!target) return;
  event.preventDefault();
  select(target, true);
});

// A click selects: the cell, or a plant label's row at the selected stage. Opening is a deliberate
// second step (a double-click, Enter or the details' button), never a side effect of selecting.
scroller.addEventListener('click', (event) => {
  const target = grid && pointedAt(event);
  if (!target) return;
  scroller.focus();
  select(target, false);
});

// A double-click shows what it points at: a cell's deciding JSON, a plant label's entry.
scroller.addEventListener('dblclick', (event) => {
  if (!grid) return;
  event.preventDefault();
  if (positionAt(scroller, event, grid.overview)) return openJson();
  const plant = plantLabelAt(scroller, event, grid.overview.plants);
  if (plant?.link !== undefined) postToPanel({ type: 'openJson', link: grid.overview.links[plant.link]! });
});

/** The cell under the pointer, or for a plant's label that plant's row at the selected stage. */
function pointedAt(event: MouseEvent): GridPosition | undefined {
  if (!grid) return undefined;
  const cell = positionAt(scroller, event, grid.overview);
  if (cell) return cell;
  const plant = plantLabelAt(scroller, event, grid.overview.plants);
  if (!plant) return undefined;
  return { row: grid.overview.plants.indexOf(plant), column: selected.column };
}

// The tooltip: the cell under the pointer in words.
scroller.addEventListener('mousemove', (event) => {
  const target = grid && positionAt(scroller, event, grid.overview);
  if (!target) return void (scroller.title = '');
  scroller.title = withoutKeys(describeSelection(grid, target));
});

function withoutKeys(words: string): string {
  for (const keys of [STAGE_KEYS, CELL_KEYS]) {
    const at = words.indexOf(keys);
    if (at >= 0) return words.slice(0, at).trimEnd();
  }
  return words;
}

// The theme changed (VS Code swaps the body's classes and variables): re-read the colours.
new MutationObserver(() => {
  rereadPalette();
  renderLegend(legend);
  redraw();
}).observe(document.body, { attributes: true, attributeFilter: ['class', 'style'] });

// First draw: the legend, then the overview when the extension sends it.
renderLegend(legend);
redraw();
postToPanel({ type: 'ready' });
