// The case overview's webview: draws the overview the language server computes, nothing more. The
// timeline and the plants × stages grid are one canvas the size of the screen, over a spacer as
// large as the whole grid (its scroll bars); only the cells on screen are drawn, so 520 stages ×
// 160 plants cost what one screen costs. Colours are the theme's (re-read when it changes); each
// cell also carries a letter and a pattern, so colour is never the only signal.
import type { FromOverviewWebview, OverviewState, ToOverviewWebview } from './overviewMessages';
import type { CaseOverview, TimelineStage } from '../../shared/views/caseOverview';
import type { Fact, StageFacts } from '../../shared/crossFile/explain';
import { CELL_FIELDS, MODEL_LEGEND, SOURCE_LEGEND, STAGE_KIND_LEGEND, sourceTable } from '../../shared/views/overviewLegend';

declare function acquireVsCodeApi(): { postMessage(message: FromOverviewWebview): void; getState(): unknown; setState(state: unknown): void };

const LABEL_WIDTH = 170;
const COLUMN_WIDTH = 26;
const ROW_HEIGHT = 22;
/** The timeline's rows above the grid: the stage kind band, stage ids, season ids. */
const KIND_BAND = 6;
const TIMELINE_ROW = 20;
const HEAD_HEIGHT = KIND_BAND + 2 * TIMELINE_ROW + 4;
/** Row index of the timeline in the selection (grid rows are 0..plants-1). */
const TIMELINE = -1;

const vscode = acquireVsCodeApi();
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const scroller = $<HTMLDivElement>('scroller');
const spacer = $<HTMLDivElement>('spacer');
const canvas = $<HTMLCanvasElement>('canvas');
const summary = $<HTMLSpanElement>('summary');
const details = $<HTMLElement>('details');
const legend = $<HTMLElement>('legend');
const status = $<HTMLDivElement>('status');
/** Where the drawing helpers draw: the grid's canvas, or a legend swatch while one is painted. */
let context = canvas.getContext('2d')!;

const saved = vscode.getState() as OverviewState | undefined;
const caseUri = saved?.caseUri ?? document.body.dataset.caseUri ?? '';
let overview: CaseOverview | undefined;
/** Grid column of each timeline column (-1: not a study stage). */
let studyIndexOf: Int32Array = new Int32Array(0);
let selected = { row: saved?.row ?? TIMELINE, column: saved?.column ?? 0 };
let restoredScroll = saved ? { left: saved.scrollLeft, top: saved.scrollTop } : undefined;
let factsId = 0;

interface Palette {
  background: string;
  foreground: string;
  muted: string;
  border: string;
  focus: string;
  header: string;
  models: string[];
  kinds: Record<TimelineStage['kind'], string>;
  severity: Record<'error' | 'warning' | 'hint', string>;
  highContrast: boolean;
}
let palette = readPalette();

function readPalette(): Palette {
  const style = getComputedStyle(document.body);
  const css = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const foreground = css('--vscode-editor-foreground', '#333');
  return {
    background: css('--vscode-editor-background', '#fff'),
    foreground,
    muted: css('--vscode-descriptionForeground', foreground),
    border: css('--vscode-contrastBorder', '') || css('--vscode-editorWidget-border', 'rgba(128,128,128,0.35)'),
    focus: css('--vscode-focusBorder', '#0078d4'),
    header: css('--vscode-editorGroupHeader-tabsBackground', css('--vscode-sideBar-background', 'transparent')),
    // By MODEL code: no model, constant_productivity, linearized_head, fpha, invalid.
    models: [
      'transparent',
      css('--vscode-charts-blue', '#3794ff'),
      css('--vscode-charts-green', '#388a34'),
      css('--vscode-charts-purple', '#b180d7'),
      css('--vscode-charts-yellow', '#cca700'),
    ],
    kinds: { 'pre-study': css('--vscode-charts-orange', '#d18616'), study: css('--vscode-charts-blue', '#3794ff'), 'post-study': css('--vscode-charts-purple', '#b180d7') },
    severity: {
      error: css('--vscode-editorError-foreground', '#e51400'),
      warning: css('--vscode-editorWarning-foreground', '#bf8803'),
      hint: css('--vscode-editorInfo-foreground', '#1a85ff'),
    },
    highContrast: document.body.classList.contains('vscode-high-contrast') || document.body.classList.contains('vscode-high-contrast-light'),
  };
}

// ---------------------------------------------------------------------------------------------
// Messages

window.addEventListener('message', (event: MessageEvent<ToOverviewWebview>) => {
  const message = event.data;
  switch (message.type) {
    case 'overview':
      receive(message.overview, message.caseName);
      break;
    case 'failed':
      status.textContent = message.message;
      break;
    case 'facts':
      if (message.id === factsId) renderDetails(message.facts);
      break;
  }
});

function receive(next: CaseOverview, caseName: string): void {
  overview = next;
  studyIndexOf = new Int32Array(next.stages.length).fill(-1);
  next.studyColumns.forEach((column, index) => (studyIndexOf[column] = index));
  const count = (kind: TimelineStage['kind']) => next.stages.filter((s) => s.kind === kind).length;
  const problemCells = countProblemCells(next);
  const plants = `${next.plants.length} plant${next.plants.length === 1 ? '' : 's'}`;
  summary.textContent = `${count('pre-study')} pre-study, ${count('study')} study, ${count('post-study')} post-study stages · ${plants} · ${problemCells} cells or stages with problems`;
  document.title = `Case overview: ${caseName}`;
  spacer.style.width = `${LABEL_WIDTH + next.stages.length * COLUMN_WIDTH}px`;
  spacer.style.height = `${HEAD_HEIGHT + next.plants.length * ROW_HEIGHT}px`;
  if (restoredScroll) {
    scroller.scrollLeft = restoredScroll.left;
    scroller.scrollTop = restoredScroll.top;
    restoredScroll = undefined;
  }
  select(selected.row, selected.column, false);
}

function countProblemCells(next: CaseOverview): number {
  let count = next.stages.filter((s) => s.problemSet >= 0).length;
  for (let at = 4; at < next.cells.length; at += CELL_FIELDS) if (next.cells[at]! >= 0) count++;
  return count;
}

// ---------------------------------------------------------------------------------------------
// Drawing

function cellAt(row: number, column: number): { model: number; source: number; jsonLink: number; tableRow: number; problemSet: number } | undefined {
  const study = studyIndexOf[column] ?? -1;
  if (!overview || row < 0 || study < 0) return undefined;
  const at = (row * overview.studyColumns.length + study) * CELL_FIELDS;
  const c = overview.cells;
  return { model: c[at]!, source: c[at + 1]!, jsonLink: c[at + 2]!, tableRow: c[at + 3]!, problemSet: c[at + 4]! };
}

function worstSeverity(problemSet: number): 'error' | 'warning' | 'hint' | undefined {
  if (!overview || problemSet < 0) return undefined;
  const severities = overview.problemSets[problemSet]!.map((p) => overview!.problems[p]!.severity);
  return severities.includes('error') ? 'error' : severities.includes('warning') ? 'warning' : severities.length ? 'hint' : undefined;
}

function draw(): void {
  const width = scroller.clientWidth;
  const height = scroller.clientHeight;
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  }
  const g = context;
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  g.fillStyle = palette.background;
  g.fillRect(0, 0, width, height);
  if (!overview) return;
  const left = scroller.scrollLeft;
  const top = scroller.scrollTop;
  const firstColumn = Math.max(0, Math.floor(left / COLUMN_WIDTH));
  const lastColumn = Math.min(overview.stages.length - 1, Math.floor((left + width - LABEL_WIDTH) / COLUMN_WIDTH));
  const firstRow = Math.max(0, Math.floor(top / ROW_HEIGHT));
  const lastRow = Math.min(overview.plants.length - 1, Math.floor((top + height - HEAD_HEIGHT) / ROW_HEIGHT));
  const x = (column: number) => LABEL_WIDTH + column * COLUMN_WIDTH - left;
  const y = (row: number) => HEAD_HEIGHT + row * ROW_HEIGHT - top;

  // Cells (clipped to the area right of the labels and below the timeline).
  g.save();
  g.beginPath();
  g.rect(LABEL_WIDTH, HEAD_HEIGHT, width - LABEL_WIDTH, height - HEAD_HEIGHT);
  g.clip();
  for (let row = firstRow; row <= lastRow; row++) {
    for (let column = firstColumn; column <= lastColumn; column++) drawCell(x(column), y(row), row, column);
  }
  g.restore();

  // The timeline (scrolls sideways with the grid, stays on top).
  g.save();
  g.beginPath();
  g.rect(LABEL_WIDTH, 0, width - LABEL_WIDTH, HEAD_HEIGHT);
  g.clip();
  g.fillStyle = palette.header;
  g.fillRect(LABEL_WIDTH, 0, width, HEAD_HEIGHT);
  for (let column = firstColumn; column <= lastColumn; column++) drawStage(x(column), column);
  g.restore();

  // Plant labels (scroll up and down with the grid, stay on the left).
  g.save();
  g.beginPath();
  g.rect(0, HEAD_HEIGHT, LABEL_WIDTH, height - HEAD_HEIGHT);
  g.clip();
  g.fillStyle = palette.header;
  g.fillRect(0, HEAD_HEIGHT, LABEL_WIDTH, Math.min(height, y(overview.plants.length)) - HEAD_HEIGHT);
  g.font = `12px ${getComputedStyle(document.body).fontFamily}`;
  g.textBaseline = 'middle';
  for (let row = firstRow; row <= lastRow; row++) {
    const plant = overview.plants[row]!;
    g.fillStyle = row === selected.row ? palette.focus : palette.foreground;
    const label = `${plant.hydroId}  ${plant.name ?? ''}`;
    g.fillText(fit(label, LABEL_WIDTH - 20), 6, y(row) + ROW_HEIGHT / 2);
    // A problem about the plant as a whole: the label's corner (the details list it).
    const severity = worstSeverity(plant.problemSet);
    if (severity) corner(LABEL_WIDTH - COLUMN_WIDTH, y(row), severity);
  }
  g.restore();

  // The corner: what the timeline rows are.
  g.fillStyle = palette.header;
  g.fillRect(0, 0, LABEL_WIDTH, HEAD_HEIGHT);
  g.fillStyle = palette.muted;
  g.font = `11px ${getComputedStyle(document.body).fontFamily}`;
  g.textBaseline = 'middle';
  g.fillText('stage id', 6, KIND_BAND + TIMELINE_ROW / 2);
  g.fillText('season id    hydro ↓', 6, KIND_BAND + TIMELINE_ROW * 1.5);
  g.strokeStyle = palette.border;
  g.lineWidth = 1;
  line(0, HEAD_HEIGHT - 0.5, width, HEAD_HEIGHT - 0.5);
  line(LABEL_WIDTH - 0.5, 0, LABEL_WIDTH - 0.5, height);

  // The selection.
  if (selected.column >= firstColumn && selected.column <= lastColumn) {
    const sx = x(selected.column);
    const sy = selected.row === TIMELINE ? KIND_BAND : y(selected.row);
    const sh = selected.row === TIMELINE ? 2 * TIMELINE_ROW : ROW_HEIGHT;
    if (selected.row === TIMELINE || sy >= HEAD_HEIGHT - 1) {
      g.strokeStyle = palette.focus;
      g.lineWidth = 2;
      g.strokeRect(sx + 1, sy + 1, COLUMN_WIDTH - 2, sh - 2);
    }
  }
}

function drawStage(x: number, column: number): void {
  const stage = overview!.stages[column]!;
  const g = context;
  g.fillStyle = palette.kinds[stage.kind];
  g.fillRect(x, 0, COLUMN_WIDTH, KIND_BAND);
  // Pre- and post-study stages are hatched too: the kind never rests on the band's colour alone.
  if (stage.kind !== 'study') hatch(x, KIND_BAND, COLUMN_WIDTH, 2 * TIMELINE_ROW, palette.kinds[stage.kind], 0.35);
  g.strokeStyle = palette.border;
  g.lineWidth = 1;
  line(x + COLUMN_WIDTH - 0.5, 0, x + COLUMN_WIDTH - 0.5, HEAD_HEIGHT);
  g.fillStyle = palette.foreground;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `10px ${getComputedStyle(document.body).fontFamily}`;
  g.fillText(fit(stage.kind === 'post-study' ? `+${stage.id ?? '?'}` : `${stage.id ?? '?'}`, COLUMN_WIDTH - 2), x + COLUMN_WIDTH / 2, KIND_BAND + TIMELINE_ROW / 2);
  g.fillStyle = palette.muted;
  g.fillText(stage.seasonId !== undefined ? `${stage.seasonId}` : '–', x + COLUMN_WIDTH / 2, KIND_BAND + TIMELINE_ROW * 1.5);
  g.textAlign = 'left';
  const severity = worstSeverity(stage.problemSet);
  if (severity) corner(x, KIND_BAND, severity);
}

type CellValues = NonNullable<ReturnType<typeof cellAt>>;

function drawCell(x: number, y: number, row: number, column: number): void {
  paintCell(x, y, cellAt(row, column));
}

/** One grid cell: the model's colour and letter, the source's pattern and mark, a problem's corner. */
function paintCell(x: number, y: number, cell: CellValues | undefined): void {
  const g = context;
  g.strokeStyle = palette.border;
  g.lineWidth = 1;
  if (!cell) {
    // Not a study stage: plants make no decisions there.
    hatch(x, y, COLUMN_WIDTH, ROW_HEIGHT, palette.muted, 0.12);
    g.strokeRect(x + 0.5, y + 0.5, COLUMN_WIDTH - 1, ROW_HEIGHT - 1);
    return;
  }
  const colour = palette.models[cell.model]!;
  if (cell.model !== 0) {
    g.globalAlpha = palette.highContrast ? 0.75 : 0.45;
    g.fillStyle = colour;
    g.fillRect(x, y, COLUMN_WIDTH, ROW_HEIGHT);
    g.globalAlpha = 1;
  }
  const pattern = SOURCE_LEGEND[cell.source]?.pattern ?? 'plain';
  if (pattern !== 'plain') drawPattern(pattern, x, y, COLUMN_WIDTH, ROW_HEIGHT);
  g.strokeRect(x + 0.5, y + 0.5, COLUMN_WIDTH - 1, ROW_HEIGHT - 1);
  g.fillStyle = palette.foreground;
  g.textBaseline = 'middle';
  g.font = `bold 11px ${getComputedStyle(document.body).fontFamily}`;
  g.fillText(MODEL_LEGEND[cell.model]!.letter, x + 4, y + ROW_HEIGHT / 2);
  const mark = SOURCE_LEGEND[cell.source]?.mark ?? '';
  if (mark) {
    g.font = `9px ${getComputedStyle(document.body).fontFamily}`;
    g.fillText(mark, x + 14, y + ROW_HEIGHT - 6);
  }
  const severity = worstSeverity(cell.problemSet);
  if (severity) corner(x, y, severity);
}

/** A problem: a triangle in the cell's top-right corner, in the severity's colour (the details say which). */
function corner(x: number, y: number, severity: 'error' | 'warning' | 'hint'): void {
  const g = context;
  const size = severity === 'hint' ? 6 : 9;
  g.fillStyle = palette.severity[severity];
  g.beginPath();
  g.moveTo(x + COLUMN_WIDTH - size, y);
  g.lineTo(x + COLUMN_WIDTH, y);
  g.lineTo(x + COLUMN_WIDTH, y + size);
  g.closePath();
  g.fill();
}

function drawPattern(pattern: string, x: number, y: number, w: number, h: number): void {
  const g = context;
  g.save();
  g.beginPath();
  g.rect(x, y, w, h);
  g.clip();
  g.strokeStyle = palette.foreground;
  g.fillStyle = palette.foreground;
  g.globalAlpha = 0.45;
  g.lineWidth = 1;
  if (pattern === 'stripes') for (let d = -h; d < w; d += 6) line(x + d, y + h, x + d + h, y);
  if (pattern === 'dots') for (let dx = 3; dx < w; dx += 6) for (let dy = 3; dy < h; dy += 6) g.fillRect(x + dx, y + dy, 1.5, 1.5);
  if (pattern === 'cross') {
    line(x, y, x + w, y + h);
    line(x, y + h, x + w, y);
  }
  g.restore();
}

function hatch(x: number, y: number, w: number, h: number, colour: string, alpha: number): void {
  const g = context;
  g.save();
  g.beginPath();
  g.rect(x, y, w, h);
  g.clip();
  g.strokeStyle = colour;
  g.globalAlpha = alpha;
  g.lineWidth = 1;
  for (let d = -h; d < w; d += 5) line(x + d, y, x + d + h, y + h);
  g.restore();
}

function line(x1: number, y1: number, x2: number, y2: number): void {
  context.beginPath();
  context.moveTo(x1, y1);
  context.lineTo(x2, y2);
  context.stroke();
}

function fit(text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

let frame = 0;
function redraw(): void {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    draw();
  });
}

// ---------------------------------------------------------------------------------------------
// Selection, details, opening

function select(row: number, column: number, reveal: boolean): void {
  if (!overview) return;
  selected = {
    row: Math.max(TIMELINE, Math.min(overview.plants.length - 1, row)),
    column: Math.max(0, Math.min(overview.stages.length - 1, column)),
  };
  if (reveal) scrollIntoView();
  saveState();
  redraw();
  status.textContent = describeSelection();
  requestDetails();
}

function scrollIntoView(): void {
  const viewWidth = scroller.clientWidth - LABEL_WIDTH;
  const viewHeight = scroller.clientHeight - HEAD_HEIGHT;
  const x = selected.column * COLUMN_WIDTH;
  if (x < scroller.scrollLeft) scroller.scrollLeft = x;
  else if (x + COLUMN_WIDTH > scroller.scrollLeft + viewWidth) scroller.scrollLeft = x + COLUMN_WIDTH - viewWidth;
  if (selected.row === TIMELINE) return;
  const y = selected.row * ROW_HEIGHT;
  if (y < scroller.scrollTop) scroller.scrollTop = y;
  else if (y + ROW_HEIGHT > scroller.scrollTop + viewHeight) scroller.scrollTop = y + ROW_HEIGHT - viewHeight;
}

function saveState(): void {
  vscode.setState({ caseUri, row: selected.row, column: selected.column, scrollLeft: scroller.scrollLeft, scrollTop: scroller.scrollTop } satisfies OverviewState);
}

/** The selection in words (the status line, read by screen readers). */
function describeSelection(): string {
  const stage = overview?.stages[selected.column];
  if (!overview || !stage) return '';
  if (selected.row === TIMELINE)
    return `${stage.title}${stage.seasonId !== undefined ? `, season ${stage.seasonId}` : ''}${stage.problemSet >= 0 ? ', has problems' : ''}. Enter opens its entry.`;
  const plant = overview.plants[selected.row]!;
  const cell = cellAt(selected.row, selected.column);
  const who = `hydro ${plant.hydroId}${plant.name ? ` (${plant.name})` : ''} at ${stage.title}`;
  if (!cell) return `${who}: not a study stage, no decisions.`;
  const problems = cell.problemSet >= 0 ? `, ${overview.problemSets[cell.problemSet]!.length} problem(s)` : '';
  return `${who}: ${MODEL_LEGEND[cell.model]!.words}; ${SOURCE_LEGEND[cell.source]!.words}${problems}. Enter opens the JSON that decides it${sourceTable(cell.source) ? ', T its table row' : ''}.`;
}

let detailsTimer: ReturnType<typeof setTimeout> | undefined;
/** Asks for explain's facts of a study stage (and plant) once the selection rests; others are in the overview. */
function requestDetails(): void {
  clearTimeout(detailsTimer);
  const stage = overview?.stages[selected.column];
  if (!stage) return;
  if (stage.kind !== 'study' || stage.id === undefined) return renderDetails(undefined);
  const hydroId = selected.row === TIMELINE ? undefined : overview!.plants[selected.row]!.hydroId;
  detailsTimer = setTimeout(() => {
    factsId++;
    vscode.postMessage({ type: 'facts', id: factsId, stageId: stage.id!, ...(hydroId !== undefined ? { hydroId } : {}) });
  }, 120);
}

function renderDetails(facts: StageFacts | { error: string } | undefined): void {
  if (!overview) return;
  const stage = overview.stages[selected.column]!;
  const parts: HTMLElement[] = [];
  const stageFacts = facts && 'facts' in facts ? facts.facts : stage.facts;
  parts.push(heading(`${stage.title} (${stage.kind})`), factList(stageFacts));
  if (facts && 'error' in facts) parts.push(paragraph(facts.error));
  const cell = cellAt(selected.row, selected.column);
  if (selected.row !== TIMELINE) {
    const plant = overview.plants[selected.row]!;
    parts.push(heading(`hydro ${plant.hydroId}${plant.name ? ` (${plant.name})` : ''}`));
    if (facts && 'hydro' in facts && facts.hydro) parts.push(factList(facts.hydro.facts));
    else if (!cell) parts.push(paragraph('not a study stage: the plant makes no decisions here'));
  }
  const problemSets = selected.row === TIMELINE ? [stage.problemSet] : [cell?.problemSet ?? -1, overview.plants[selected.row]!.problemSet];
  const problems = [...new Set(problemSets.flatMap((set) => (set >= 0 ? overview!.problemSets[set]! : [])))];
  if (problems.length) {
    const list = document.createElement('ul');
    for (const index of problems) {
      const problem = overview.problems[index]!;
      const item = document.createElement('li');
      item.className = problem.severity;
      const severity = document.createElement('span');
      severity.className = 'severity';
      severity.textContent = `${problem.severity} ${problem.code}`;
      item.append(severity, ` ${problem.message} (${problem.file})`);
      list.append(item);
    }
    parts.push(heading('Problems'), list);
  }
  const link = selected.row === TIMELINE ? stage.link : cell && cell.jsonLink >= 0 ? cell.jsonLink : undefined;
  if (link !== undefined) parts.push(button(`Open ${overview.links[link]!.file} (Enter)`, () => openJson()));
  if (cell && sourceTable(cell.source) && cell.tableRow >= 0) parts.push(button(`Show row ${cell.tableRow} of ${sourceTable(cell.source)} (T)`, () => openTable()));
  details.replaceChildren(...parts);
}

function heading(text: string): HTMLElement {
  const element = document.createElement('h2');
  element.textContent = text;
  return element;
}

function paragraph(text: string): HTMLElement {
  const element = document.createElement('p');
  element.textContent = text;
  return element;
}

function factList(facts: readonly Fact[]): HTMLElement {
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

function button(text: string, run: () => void): HTMLElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.addEventListener('click', run);
  return element;
}

/** Opens the JSON that decides the selection: the cell's range, option or plant entry; the stage's entry. */
function openJson(): void {
  if (!overview) return;
  const stage = overview.stages[selected.column]!;
  const link = selected.row === TIMELINE ? stage.link : cellAt(selected.row, selected.column)?.jsonLink;
  if (link === undefined || link < 0) return void (status.textContent = 'No JSON decides this one.');
  vscode.postMessage({ type: 'openJson', link: overview.links[link]! });
}

function openTable(): void {
  const cell = cellAt(selected.row, selected.column);
  const file = cell && sourceTable(cell.source);
  if (!cell || !file || cell.tableRow < 0) return void (status.textContent = 'No table row gives this cell its source.');
  vscode.postMessage({ type: 'openTable', file, row: cell.tableRow });
}

// ---------------------------------------------------------------------------------------------
// Input

scroller.addEventListener('scroll', () => {
  redraw();
  saveState();
});
window.addEventListener('resize', () => redraw());

scroller.addEventListener('keydown', (event) => {
  if (!overview) return;
  const page = Math.max(1, Math.floor((scroller.clientHeight - HEAD_HEIGHT) / ROW_HEIGHT) - 1);
  const moves: Record<string, () => [number, number]> = {
    ArrowDown: () => [selected.row + 1, selected.column],
    ArrowUp: () => [selected.row - 1, selected.column],
    ArrowRight: () => [selected.row, selected.column + 1],
    ArrowLeft: () => [selected.row, selected.column - 1],
    PageDown: () => [selected.row + page, selected.column],
    PageUp: () => [selected.row - page, selected.column],
    Home: () => (event.ctrlKey || event.metaKey ? [TIMELINE, 0] : [selected.row, 0]),
    End: () => (event.ctrlKey || event.metaKey ? [overview!.plants.length - 1, overview!.stages.length - 1] : [selected.row, overview!.stages.length - 1]),
  };
  if (event.key === 'Enter') {
    event.preventDefault();
    return openJson();
  }
  if (event.key === 't' || event.key === 'T') {
    event.preventDefault();
    return openTable();
  }
  const move = moves[event.key];
  if (!move) return;
  event.preventDefault();
  const [row, column] = move();
  select(row, column, true);
});

/** The (row, column) under a point of the scroller, or undefined on the labels' corner. */
function hit(event: MouseEvent): { row: number; column: number } | undefined {
  if (!overview) return undefined;
  const bounds = scroller.getBoundingClientRect();
  const px = event.clientX - bounds.left;
  const py = event.clientY - bounds.top;
  if (px < LABEL_WIDTH || px > scroller.clientWidth || py > scroller.clientHeight) return undefined;
  const column = Math.floor((px - LABEL_WIDTH + scroller.scrollLeft) / COLUMN_WIDTH);
  const row = py < HEAD_HEIGHT ? TIMELINE : Math.floor((py - HEAD_HEIGHT + scroller.scrollTop) / ROW_HEIGHT);
  if (column >= overview.stages.length || row >= overview.plants.length) return undefined;
  return { row, column };
}

// A click selects the cell and opens the JSON that decides it; a click on a plant's label opens its entry.
scroller.addEventListener('click', (event) => {
  const target = hit(event);
  if (!target) return openPlantAt(event);
  scroller.focus();
  select(target.row, target.column, false);
  openJson();
});

function openPlantAt(event: MouseEvent): void {
  if (!overview) return;
  const bounds = scroller.getBoundingClientRect();
  const px = event.clientX - bounds.left;
  const py = event.clientY - bounds.top;
  if (px >= LABEL_WIDTH || py < HEAD_HEIGHT) return;
  const plant = overview.plants[Math.floor((py - HEAD_HEIGHT + scroller.scrollTop) / ROW_HEIGHT)];
  if (plant?.link !== undefined) vscode.postMessage({ type: 'openJson', link: overview.links[plant.link]! });
}

scroller.addEventListener('mousemove', (event) => {
  const target = hit(event);
  if (!target || !overview) return void (scroller.title = '');
  const keep = selected;
  selected = target;
  scroller.title = describeSelection().replace(/ Enter opens.*$/, '');
  selected = keep;
});

// The theme changed (VS Code swaps the body's classes and variables): re-read the colours.
new MutationObserver(() => {
  palette = readPalette();
  renderLegend();
  redraw();
}).observe(document.body, { attributes: true, attributeFilter: ['class', 'style'] });

// ---------------------------------------------------------------------------------------------
// Legend: every colour and pattern in words, drawn with the same code as the cells.

function renderLegend(): void {
  const group = (title: string, entries: HTMLElement[]) => {
    const element = document.createElement('div');
    element.className = 'group';
    const heading_ = document.createElement('strong');
    heading_.textContent = title;
    element.append(heading_, ...entries);
    return element;
  };
  const entry = (paint: (x: number, y: number) => void, words: string) => {
    const element = document.createElement('div');
    element.className = 'entry';
    const swatch = document.createElement('canvas');
    const ratio = window.devicePixelRatio || 1;
    swatch.width = COLUMN_WIDTH * ratio;
    swatch.height = ROW_HEIGHT * ratio;
    swatch.style.width = `${COLUMN_WIDTH}px`;
    swatch.style.height = `${ROW_HEIGHT}px`;
    withContext(swatch.getContext('2d')!, ratio, () => paint(0, 0));
    const text = document.createElement('span');
    text.textContent = words;
    element.append(swatch, text);
    return element;
  };
  const fakeCell = (model: number, source: number) => (x: number, y: number) => paintCell(x, y, { model, source, jsonLink: -1, tableRow: -1, problemSet: -1 });
  legend.replaceChildren(
    group(
      'Production model (colour and letter)',
      MODEL_LEGEND.map((m, code) => entry(fakeCell(code, 8), `${m.letter}  ${m.words}`)),
    ),
    group(
      'Productivity or hyperplane source (pattern and small letter)',
      SOURCE_LEGEND.map((s, code) => ({ s, code }))
        .filter(({ code }) => code !== 8)
        .map(({ s, code }) => entry(fakeCell(0, code), `${s.mark ? `${s.mark}  ` : ''}${s.words}`)),
    ),
    group('Stages and problems', [
      ...(['pre-study', 'study', 'post-study'] as const).map((kind) =>
        entry((x, y) => {
          context.fillStyle = palette.kinds[kind];
          context.fillRect(x, y, COLUMN_WIDTH, KIND_BAND);
          if (kind !== 'study') hatch(x, y + KIND_BAND, COLUMN_WIDTH, ROW_HEIGHT - KIND_BAND, palette.kinds[kind], 0.35);
        }, STAGE_KIND_LEGEND[kind]),
      ),
      entry((x, y) => hatch(x, y, COLUMN_WIDTH, ROW_HEIGHT, palette.muted, 0.12), 'not a study stage: no decisions'),
      ...(['error', 'warning', 'hint'] as const).map((severity) =>
        entry(
          (x, y) => corner(x, y, severity),
          `corner triangle: ${severity === 'error' ? 'an' : 'a'} ${severity} in the JSON or table row that decides it, or about that plant and stage (listed in the details)`,
        ),
      ),
    ]),
  );
}

/** Runs a drawing function on another canvas (the legend's swatches) with the same code as the grid. */
function withContext(other: CanvasRenderingContext2D, ratio: number, paint: () => void): void {
  const keep = context;
  context = other;
  other.setTransform(ratio, 0, 0, ratio, 0, 0);
  other.fillStyle = palette.background;
  other.fillRect(0, 0, COLUMN_WIDTH, ROW_HEIGHT);
  try {
    paint();
  } finally {
    context = keep;
  }
}

// First draw: the legend, then the overview when the extension sends it.
renderLegend();
redraw();
vscode.postMessage({ type: 'ready' });
