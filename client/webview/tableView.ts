// The table view's webview: renders the pages the language server computes, nothing more. Rows
// have a fixed height, so a spacer as tall as the whole view gives the scroll bar its range and
// only the rows on screen (plus a margin) are asked for and drawn.
import type { FromTableWebview, ToTableWebview } from './messages';
import type { PageRequest } from '../../shared/views/tableSource';
import type { TableFilter, TableMeta, TablePage, TableProblem, TableRowView } from '../../shared/views/tablePages';

declare function acquireVsCodeApi(): { postMessage(message: FromTableWebview): void; getState(): unknown; setState(state: unknown): void };

interface SavedState {
  /** The first row on screen (view position), so a reload shows the same rows. */
  top?: number;
  position: number;
  column: number;
  filter: TableFilter;
}

const ROW_HEIGHT = 22;
/** Rows asked for beyond the screen on each side, so a small scroll needs no new request. */
const MARGIN_ROWS = 40;

const vscode = acquireVsCodeApi();
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const grid = $<HTMLDivElement>('grid');
const head = $<HTMLDivElement>('head');
const spacer = $<HTMLDivElement>('spacer');
const body = $<HTMLDivElement>('rows');
const summary = $<HTMLDivElement>('summary');
const problemList = $<HTMLOListElement>('problem-list');
const problemTitle = $<HTMLHeadingElement>('problem-title');
const status = $<HTMLDivElement>('status');
const gotoBox = $<HTMLInputElement>('goto');
const hydroBox = $<HTMLInputElement>('hydro');
const stageBox = $<HTMLInputElement>('stage');
const problemsOnly = $<HTMLInputElement>('problems-only');
const plantCurvesButton = $<HTMLButtonElement>('plant-curves');

const saved = (vscode.getState() as SavedState | undefined) ?? undefined;
let filter: TableFilter = saved?.filter ?? {};
let meta: TableMeta | undefined;
let total = 0;
let problems: TableProblem[] = [];
/** Rows received, by view position; cleared when the filter or the file changes. */
let rows = new Map<number, TableRowView>();
let selected = { position: saved?.position ?? 0, column: saved?.column ?? 0 };
let nextId = 1;
/** Bumped when the filter or the file changes: answers to requests made before are dropped. */
let epoch = 0;
const epochOf = new Map<number, number>();
/** The latest "go to row" request: only its answer moves the selection. */
let revealId = 0;
let wanted: { start: number; end: number } | undefined;
/** The scroll page request in flight, if any (render asks for one at a time). */
let scrollRequest: number | undefined;

hydroBox.value = filter.hydroId !== undefined ? String(filter.hydroId) : '';
stageBox.value = filter.stageId !== undefined ? String(filter.stageId) : '';
problemsOnly.checked = Boolean(filter.problemsOnly);

function request(page: PageRequest): number {
  const id = nextId++;
  epochOf.set(id, epoch);
  vscode.postMessage({ type: 'page', id, request: { ...page, filter } });
  return id;
}

function saveState(): void {
  vscode.setState({ top: firstVisible(), position: selected.position, column: selected.column, filter } satisfies SavedState);
}

window.addEventListener('message', (event: MessageEvent<ToTableWebview>) => {
  const message = event.data;
  switch (message.type) {
    case 'page': {
      if (message.id === scrollRequest) scrollRequest = undefined;
      // Every answer of the current filter and file holds good rows, however many came since.
      const current = epochOf.get(message.id) === epoch;
      epochOf.delete(message.id);
      if (current) receive(message.page, message.id === revealId);
      else render(); // a stale answer: the rows on screen may still be missing
      break;
    }
    case 'pageFailed':
      if (message.id === scrollRequest) scrollRequest = undefined;
      status.textContent = message.message;
      break;
    case 'refresh':
      epoch++;
      rows = new Map();
      wanted = undefined;
      request({ start: Math.max(0, firstVisible() - MARGIN_ROWS), count: visibleCount() + 2 * MARGIN_ROWS, withProblems: true });
      break;
    case 'reveal':
      reveal(message.row, message.column);
      break;
  }
});

/** Asks for a file row; the answer says where it sits in the (filtered) view. */
function reveal(row: number, column?: string): void {
  pendingColumn = column;
  revealId = request({ revealRow: row, count: visibleCount() + 2 * MARGIN_ROWS, withProblems: problems.length === 0 });
}
let pendingColumn: string | undefined;

function receive(page: TablePage, isReveal: boolean): void {
  const firstPage = meta === undefined;
  const columnsChanged = firstPage || JSON.stringify(meta!.columns) !== JSON.stringify(page.meta.columns);
  meta = page.meta;
  if (page.problems) problems = page.problems;
  if (firstPage || page.total !== total) {
    total = page.total;
    spacer.style.height = `${total * ROW_HEIGHT}px`;
  }
  for (let i = 0; i < page.rows.length; i++) rows.set(page.start + i, page.rows[i]!);
  if (columnsChanged) renderHeader();
  renderSummary();
  if (page.problems) renderProblems();
  if (isReveal && page.revealPosition !== undefined) {
    const columnIndex = pendingColumn ? meta.columns.findIndex((c) => c.name === pendingColumn) : -1;
    select(page.revealPosition, columnIndex >= 0 ? columnIndex : selected.column, 'center');
    pendingColumn = undefined;
  } else if (firstPage) {
    // Opened on a case table with problems and no saved place: start at the file's first problem.
    const first = problems.find((p) => p.row !== undefined);
    if (!saved && first && revealId === 0) {
      reveal(first.row!, first.column);
      return;
    }
    // A reload: the rows that were on screen, with the selection where it was (on screen or not).
    if (saved?.top !== undefined) grid.scrollTop = saved.top * ROW_HEIGHT;
    else select(Math.min(selected.position, Math.max(0, total - 1)), selected.column, 'center');
  }
  render();
}

function renderHeader(): void {
  const columns = meta!.columns;
  grid.style.setProperty('--columns', `var(--index-width) repeat(${columns.length}, minmax(var(--cell-width), 1fr))`);
  head.replaceChildren(
    cell('div', 'index', 'row', 'Row index: 0-based, in file order (the numbering every message uses)', 'row (0-based)'),
    ...columns.map((column) => {
      const item = cell('div', 'column', 'columnheader', `${column.name}: ${column.type}, ${column.nullable ? 'nullable' : 'not null'}`, column.name);
      const type = document.createElement('span');
      type.className = 'type';
      type.textContent = `${column.type}${column.nullable ? '?' : ''}`;
      item.append(type);
      return item;
    }),
  );
}

function renderSummary(): void {
  const m = meta!;
  const filtered = total !== m.numRows ? ` · ${total.toLocaleString('en-US')} shown` : '';
  const validation = m.validated ? `${problems.length} problem${problems.length === 1 ? '' : 's'}` : 'not validated (not a case table, or the case is still being checked)';
  summary.textContent = `${m.numRows.toLocaleString('en-US')} rows · ${m.rowGroups.length} row group${m.rowGroups.length === 1 ? '' : 's'} · ${m.compression.join(', ') || 'no compression'} · ${validation}${filtered}`;
}

function renderProblems(): void {
  problemTitle.textContent = `Problems (${problems.length})`;
  // No problems: the list gives its width back to the columns.
  problemList.parentElement!.classList.toggle('empty', problems.length === 0);
  problemList.replaceChildren(
    ...problems.map((problem) => {
      const item = document.createElement('li');
      item.className = `problem ${problem.severity}`;
      const where = document.createElement('button');
      where.type = 'button';
      const place = problem.rows.length === 0 ? 'file' : problem.count > 1 ? `rows ${rangesText(problem)}` : `row ${problem.row}`;
      where.textContent = `${place}${problem.column ? ` · ${problem.column}` : ''}`;
      where.disabled = problem.row === undefined;
      where.addEventListener('click', () => reveal(problem.row!, problem.column));
      const text = document.createElement('span');
      text.textContent = `${problem.code} ${problem.message}`;
      item.append(where, text);
      if (problem.fix) item.append(fixButton(problem.fix));
      for (const idFix of problem.idFixes ?? []) item.append(idFixButton(idFix));
      return item;
    }),
  );
}

/** A problem's fix: the editor asks the planner to confirm before the table is rewritten. */
function fixButton(fix: NonNullable<TableProblem['fix']>): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'fix';
  button.textContent = 'Add the missing rows…';
  button.title = fix.title;
  const { title: _title, ...plan } = fix;
  button.addEventListener('click', () => vscode.postMessage({ type: 'fix', fix: plan }));
  return button;
}

/** A dangling hydro_id's fix: "Change to 0…", confirmed in the editor before the table is rewritten. */
function idFixButton(fix: NonNullable<TableProblem['idFixes']>[number]): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'fix';
  button.textContent = `Change to ${fix.to}…`;
  button.title = fix.title;
  const { title: _title, ...plan } = fix;
  button.addEventListener('click', () => vscode.postMessage({ type: 'idFix', fix: plan }));
  return button;
}

function rangesText(problem: TableProblem): string {
  const shown = problem.rows.slice(0, 3).map(([first, last]) => (first === last ? `${first}` : `${first}–${last}`));
  return `${shown.join(', ')}${problem.rows.length > 3 ? ', …' : ''} (${problem.count})`;
}

function firstVisible(): number {
  return Math.max(0, Math.floor(grid.scrollTop / ROW_HEIGHT));
}

function visibleCount(): number {
  return Math.max(1, Math.ceil((grid.clientHeight - head.offsetHeight) / ROW_HEIGHT));
}

/** Draws the rows on screen from what was received; asks for the ones missing. */
function render(): void {
  if (!meta) return;
  const first = firstVisible();
  const last = Math.min(total - 1, first + visibleCount());
  const drawn: HTMLElement[] = [];
  let missing = false;
  for (let position = first; position <= last; position++) {
    const row = rows.get(position);
    if (!row) missing = true;
    drawn.push(rowElement(position, row));
  }
  body.replaceChildren(...drawn);
  const status_ = problemAtSelection();
  status.textContent = status_ ?? '';
  // One scroll page in flight at a time: a fast drag of the scroll bar would queue a request per
  // frame, each answered after the view had moved on, and show "…" rows until the drag stopped.
  // Its answer draws again, which asks for wherever the view is by then.
  if (missing && scrollRequest === undefined && (!wanted || first < wanted.start || last > wanted.end)) {
    const start = Math.max(0, first - MARGIN_ROWS);
    wanted = { start, end: last + MARGIN_ROWS };
    scrollRequest = request({ start, count: last - first + 1 + 2 * MARGIN_ROWS });
  }
  // Far from the received rows: forget them, so a long scroll does not keep every page.
  if (rows.size > 4000) for (const position of rows.keys()) if (Math.abs(position - first) > 2000) rows.delete(position);
}

function rowElement(position: number, row: TableRowView | undefined): HTMLElement {
  const element = document.createElement('div');
  element.className = 'row';
  element.setAttribute('role', 'row');
  element.style.top = `${position * ROW_HEIGHT}px`;
  if (!row) {
    element.append(cell('div', 'index', 'rowheader', undefined, '…'));
    return element;
  }
  element.dataset.row = String(row.index);
  const messages = (column?: string) =>
    row.problems
      .filter((p) => p.column === column || (column === undefined && !meta!.columns.some((c) => c.name === p.column)))
      .map((p) => problems[p.problem])
      .filter((p): p is TableProblem => p !== undefined);
  const rowProblems = messages(undefined);
  const index = cell('div', 'index', 'rowheader', rowProblems.map(problemText).join('\n') || undefined, String(row.index));
  if (rowProblems.length) index.classList.add('problem', rowProblems[0]!.severity);
  element.append(index);
  meta!.columns.forEach((column, i) => {
    const value = row.cells[i];
    const onCell = messages(column.name);
    const item = cell('div', value === null ? 'value null' : 'value', 'gridcell', onCell.map(problemText).join('\n') || undefined, value ?? 'null');
    if (onCell.length) item.classList.add('problem', onCell[0]!.severity);
    if (position === selected.position && i === selected.column) item.classList.add('selected');
    element.append(item);
  });
  if (position === selected.position) element.classList.add('selected-row');
  return element;
}

function problemText(problem: TableProblem): string {
  return `${problem.code} (${problem.severity}): ${problem.message}`;
}

function problemAtSelection(): string | undefined {
  const row = rows.get(selected.position);
  const column = meta?.columns[selected.column]?.name;
  if (!row) return undefined;
  const on = row.problems.filter((p) => p.column === column).map((p) => problems[p.problem]);
  return on.length ? `row ${row.index}, ${column}: ${on.map((p) => p && problemText(p)).join(' · ')}` : `row ${row.index}, ${column}`;
}

function cell(tag: string, className: string, role: string, title: string | undefined, text: string): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  element.setAttribute('role', role);
  if (title) element.title = title;
  element.textContent = text;
  return element;
}

/** Moves the selection and scrolls it into view ('center' for jumps, 'nearest' for arrow keys). */
function select(position: number, column: number, align: 'center' | 'nearest'): void {
  if (total === 0 || !meta) return;
  selected = { position: Math.max(0, Math.min(total - 1, position)), column: Math.max(0, Math.min(meta.columns.length - 1, column)) };
  const top = selected.position * ROW_HEIGHT;
  const height = grid.clientHeight - head.offsetHeight;
  if (align === 'center') grid.scrollTop = Math.max(0, top - height / 2);
  else if (top < grid.scrollTop) grid.scrollTop = top;
  else if (top + ROW_HEIGHT > grid.scrollTop + height) grid.scrollTop = top + ROW_HEIGHT - height;
  saveState();
  render();
  revealSelectedColumn();
}

/** Scrolls sideways the least that brings the selected cell on screen (a problem on the 8th column of a narrow view). */
function revealSelectedColumn(): void {
  const element = body.querySelector<HTMLElement>('.selected');
  if (!element) return;
  const left = element.offsetLeft;
  const right = left + element.offsetWidth;
  // The row index column stays in view on the left when the cell is the first one.
  const indexWidth = (element.parentElement?.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
  if (left - indexWidth < grid.scrollLeft) grid.scrollLeft = Math.max(0, left - indexWidth);
  else if (right > grid.scrollLeft + grid.clientWidth) grid.scrollLeft = right - grid.clientWidth;
}

grid.addEventListener('scroll', () =>
  requestAnimationFrame(() => {
    render();
    saveState();
  }),
);
window.addEventListener('resize', () => render());

grid.addEventListener('keydown', (event) => {
  const page = Math.max(1, visibleCount() - 1);
  const moves: Record<string, () => [number, number]> = {
    ArrowDown: () => [selected.position + 1, selected.column],
    ArrowUp: () => [selected.position - 1, selected.column],
    ArrowRight: () => [selected.position, selected.column + 1],
    ArrowLeft: () => [selected.position, selected.column - 1],
    PageDown: () => [selected.position + page, selected.column],
    PageUp: () => [selected.position - page, selected.column],
    Home: () => (event.ctrlKey || event.metaKey ? [0, selected.column] : [selected.position, 0]),
    End: () => (event.ctrlKey || event.metaKey ? [total - 1, selected.column] : [selected.position, meta ? meta.columns.length - 1 : 0]),
  };
  const move = moves[event.key];
  if (!move) return;
  event.preventDefault();
  const [position, column] = move();
  select(position, column, 'nearest');
});

body.addEventListener('click', (event) => {
  const target = (event.target as HTMLElement).closest('.value, .index') as HTMLElement | null;
  const rowElement_ = target?.parentElement;
  if (!target || !rowElement_) return;
  const position = Math.round(parseFloat(rowElement_.style.top) / ROW_HEIGHT);
  const column = Math.max(0, [...rowElement_.children].indexOf(target) - 1);
  grid.focus();
  select(position, column, 'nearest');
});

$<HTMLFormElement>('goto-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const row = Number(gotoBox.value);
  if (Number.isInteger(row) && row >= 0) {
    reveal(row);
    grid.focus();
  }
});

function filterChanged(): void {
  const id = (box: HTMLInputElement) => (box.value.trim() === '' || !Number.isInteger(Number(box.value)) ? undefined : Number(box.value));
  const hydroId = id(hydroBox);
  const stageId = id(stageBox);
  filter = { ...(hydroId !== undefined ? { hydroId } : {}), ...(stageId !== undefined ? { stageId } : {}), ...(problemsOnly.checked ? { problemsOnly: true } : {}) };
  epoch++;
  rows = new Map();
  wanted = undefined;
  selected = { position: 0, column: selected.column };
  grid.scrollTop = 0;
  saveState();
  request({ start: 0, count: visibleCount() + 2 * MARGIN_ROWS });
}
for (const box of [hydroBox, stageBox]) box.addEventListener('change', filterChanged);
problemsOnly.addEventListener('change', filterChanged);

// The saved place (a reload), else the top; the first answer brings the problem list too.
request({ start: Math.max(0, (saved?.top ?? saved?.position ?? 0) - MARGIN_ROWS), count: 2 * MARGIN_ROWS + 60, withProblems: true });
vscode.postMessage({ type: 'ready' });

/** The selected row's integer in the first of `columns` the table has, else undefined. */
function selectedId(columns: readonly string[]): number | undefined {
  const column = meta?.columns.findIndex((c) => columns.includes(c.name)) ?? -1;
  const cell = column >= 0 ? rows.get(selected.position)?.cells[column] : undefined;
  return cell !== undefined && cell !== null && /^-?\d+$/.test(cell) ? Number(cell) : undefined;
}

// "Plant curves": the selected row's plant, else the hydro_id filter's, else the editor asks.
plantCurvesButton.addEventListener('click', () => {
  const hydroId = selectedId(['hydro_id']) ?? filter.hydroId;
  vscode.postMessage({ type: 'plantCurves', ...(hydroId !== undefined ? { hydroId } : {}) });
});

// "Plot …" (a scenario table only): the selected row's plant or bus, else the hydro_id filter's.
document.getElementById('scenario-plot')?.addEventListener('click', () => {
  const entityId = selectedId(['hydro_id', 'bus_id']) ?? filter.hydroId;
  vscode.postMessage({ type: 'scenarioPlot', ...(entityId !== undefined ? { entityId } : {}) });
});
