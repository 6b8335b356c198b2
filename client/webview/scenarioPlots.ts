// The scenario plots webview: draws the view model the language server computes (shared/views/
// scenarioPlots.ts) — seasonal statistics and the inflow history with uPlot, a correlation matrix as
// an SVG heat map — nothing more. Colours come from VS Code's theme variables and are read again
// when the theme changes; the heat map's diverging scale is the same in every theme, its cell text
// takes black or white by the cell's lightness. The choice is kept in the webview state.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { FromScenarioPlotsWebview, ScenarioPlotsState, ToScenarioPlotsWebview } from './scenarioPlotsMessages';
import type { CorrelationGroupView, CorrelationPlot, EntityChoice, InflowHistoryPlot, RowNotDrawn, ScenarioPlotKind, SeasonalStatsPlot } from '../../shared/views/scenarioPlots';
import type { MarkProblem } from '../../shared/views/rowMarks';
import type { ScenarioPlotsView } from '../../shared/views/scenarioPlotSource';
import { agree, plural } from '../../shared/core/text';
import { type Colours, parseColour, themeColours, withAlpha } from './chartTheme';

declare function acquireVsCodeApi(): { postMessage(message: FromScenarioPlotsWebview): void; getState(): unknown; setState(state: unknown): void };

const CHART_HEIGHT = 320;
/** Above this many entities a heat map drops its cell values; above the second, its labels thin out. */
const VALUES_UP_TO = 16;
const EVERY_LABEL_UP_TO = 40;
/** The smallest problem mark on a heat map (px): a 160-entity matrix has 5 px cells. */
const MIN_MARK = 14;
/** File problems listed above a plot; the rest are counted. */
const MAX_FILE_PROBLEMS = 6;

const vscode = acquireVsCodeApi();
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const chooser = $<HTMLSelectElement>('chooser');
const status = $<HTMLDivElement>('status');

let state = vscode.getState() as ScenarioPlotsState | undefined;
let current: ScenarioPlotsView | undefined;
let charts: uPlot[] = [];

window.addEventListener('message', (event: MessageEvent<ToScenarioPlotsWebview>) => {
  const message = event.data;
  if (message.type === 'message') {
    status.textContent = message.message;
    return;
  }
  current = message.view;
  $('title').textContent = `Scenario plots · ${message.caseName}`;
  const plot = current.plot;
  state = {
    caseUri: message.caseUri,
    kind: current.kind,
    ...(plot && plot.kind !== 'correlation' && entityOf(plot) !== undefined ? { entityId: entityOf(plot)! } : {}),
    ...(plot?.kind === 'correlation' && plot.profile !== undefined ? { profile: plot.profile } : {}),
  };
  render();
});

for (const tab of document.querySelectorAll<HTMLButtonElement>('nav button[data-kind]')) {
  tab.addEventListener('click', () => select(tab.dataset.kind as ScenarioPlotKind));
}
chooser.addEventListener('change', () => {
  if (!current) return;
  if (current.kind === 'correlation') select('correlation', undefined, chooser.value);
  else select(current.kind, Number(chooser.value));
});

function select(kind: ScenarioPlotKind, entityId?: number, profile?: string): void {
  status.textContent = 'reading…';
  vscode.postMessage({ type: 'select', kind, ...(entityId !== undefined ? { entityId } : {}), ...(profile !== undefined ? { profile } : {}) });
}

new MutationObserver(() => current && render()).observe(document.body, { attributes: true, attributeFilter: ['class'] });
let resizeTimer: number | undefined;
window.addEventListener('resize', () => {
  clearTimeout(resizeTimer);
  resizeTimer = window.setTimeout(() => current && render(), 150);
});

vscode.postMessage({ type: 'ready' });

function entityOf(plot: SeasonalStatsPlot | InflowHistoryPlot): number | undefined {
  return plot.kind === 'inflowHistory' ? plot.hydroId : plot.entityId;
}

function render(): void {
  const view = current!;
  vscode.setState(state);
  for (const chart of charts) chart.destroy();
  charts = [];
  for (const { kind, present } of view.kinds) {
    const tab = $<HTMLButtonElement>(`tab-${kind}`);
    tab.setAttribute('aria-selected', String(kind === view.kind));
    tab.title = present ? '' : 'the case has no such file';
    tab.classList.toggle('absent', !present);
  }
  $('source').textContent = view.kinds.find((k) => k.kind === view.kind)!.file;
  status.textContent = '';
  const plot = view.plot;
  $('chart').replaceChildren();
  $('chart').removeAttribute('aria-label');
  $('heatmaps').replaceChildren();
  $('marks').replaceChildren();
  $('marks-title').hidden = true;
  $('file-problems').replaceChildren(...fileProblemItems(plot));
  const notes = [view.note, plot?.kind === 'correlation' ? plot.note : undefined].filter(Boolean);
  if (!plot) {
    $('chooser-label').hidden = true;
    $('note').textContent = notes.join('; ');
    return;
  }
  $('chooser-label').hidden = false;
  const colours = themeColours();
  if (plot.kind === 'correlation') renderCorrelation(plot, colours, notes);
  else if (plot.kind === 'inflowHistory') renderHistory(plot, colours, notes);
  else renderStats(plot, colours, notes);
}

function fillChooser(name: string, options: Array<[string, string]>, selected: string | undefined): void {
  $('chooser-name').textContent = name;
  chooser.replaceChildren(
    ...options.map(([value, label]) => {
      const option = document.createElement('option');
      option.value = value;
      option.textContent = label;
      option.selected = value === selected;
      return option;
    }),
  );
  chooser.disabled = options.length === 0;
}

function entityOptions(entities: readonly EntityChoice[]): Array<[string, string]> {
  return entities.map((e) => [
    String(e.id),
    `${e.id}${e.name ? ` · ${e.name}` : ''}${e.undeclared ? ' (not declared)' : ''}${e.rows === 0 ? ' (no rows)' : ''}${e.hasProblems ? ' ⚠' : ''}`,
  ]);
}

function axis(colours: Colours, label: string, extra: Partial<uPlot.Axis> = {}): uPlot.Axis {
  return {
    stroke: colours.foreground,
    label,
    labelSize: 20,
    labelFont: `12px ${colours.font}`,
    font: `11px ${colours.font}`,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
    ...extra,
  };
}

function chart(title: string, options: Omit<uPlot.Options, 'width' | 'height'>, data: uPlot.AlignedData, description: string): void {
  const element = $('chart');
  const heading = document.createElement('h3');
  heading.textContent = title;
  element.append(heading);
  element.setAttribute('aria-label', `${title}: ${description}`);
  const width = Math.max(320, Math.floor(element.clientWidth || document.body.clientWidth - 32));
  charts.push(new uPlot({ width, height: CHART_HEIGHT, cursor: { drag: { x: true, y: false } }, ...options }, data, element));
}

/** The problem rings: a series drawing only its points, large, unfilled, in the error colour. */
function ringSeries(colours: Colours): uPlot.Series {
  return { label: 'has a problem', stroke: colours.error, width: 0, paths: () => null, points: { show: true, size: 13, width: 2.5, stroke: colours.error, fill: 'transparent' } };
}

// Seasonal statistics ----------------------------------------------------------------------------

function renderStats(plot: SeasonalStatsPlot, colours: Colours, notes: Array<string | undefined>): void {
  const noun = plot.noun === 'hydro' ? 'Plant' : 'Bus';
  fillChooser(noun, entityOptions(plot.entities), plot.entityId !== undefined ? String(plot.entityId) : undefined);
  const what = plot.kind === 'inflowStats' ? 'inflow' : 'load';
  const entity = plot.entities.find((e) => e.id === plot.entityId);
  const who = entity ? `${plot.noun} ${entity.id}${entity.name ? ` (${entity.name})` : ''}` : `no ${plot.noun}`;
  const marked = plot.points.filter((p) => p.problems.length).length;
  const gaps = plot.stagesWithoutRow.length ? `; no row for study ${plural(plot.stagesWithoutRow.length, 'stage')} ${ranges(plot.stagesWithoutRow)}` : '';
  $('note').replaceChildren(
    [
      ...notes,
      `${who}: ${plural(plot.points.length, 'stage')} drawn of the table's ${plural(plot.tableRows, 'row')}; the band is the mean ± one standard deviation; ${marked ? `${plural(marked, 'point')} ${agree(marked, 'has', 'have')} a problem (red rings)` : 'no drawn point has a problem'}${plot.rowsNotDrawn.length ? `; ${plural(plot.rowsNotDrawn.length, 'row')} not drawn (listed below)` : ''}${gaps}.`,
    ].join(' '),
    legend([
      [colours.series[0]!, 'mean', ''],
      [colours.series[0]!, 'mean ± std', 'band'],
      [colours.error, 'has a problem', 'ring'],
    ]),
  );
  if (plot.points.length) {
    const x = plot.points.map((p) => p.stageId);
    const mean = plot.points.map((p) => p.mean);
    const upper = plot.points.map((p) => p.mean + p.std);
    const lower = plot.points.map((p) => p.mean - p.std);
    const rings = plot.points.map((p) => (p.problems.length ? p.mean : null));
    const byStage = new Map(plot.points.map((p) => [p.stageId, p]));
    const stageLabel = (_u: uPlot, stage: number | null) => {
      const point = stage === null ? undefined : byStage.get(stage);
      if (!point) return stage === null ? '—' : `stage ${stage}`;
      return `stage ${point.stageId}${point.season ? `, season ${point.season}` : ''}${point.stageKind === 'pre-study' ? ' (pre-study)' : point.stageKind === 'unknown' ? ' (not in stages.json)' : ''}`;
    };
    const value = (_u: uPlot, v: number | null) => (v === null ? '—' : round(v));
    chart(
      `${what === 'inflow' ? 'Inflow' : 'Load'} mean and standard deviation by stage (${plot.unit})`,
      {
        scales: { x: { time: false, range: (_u, low, high) => [low - 0.5, high + 0.5] } },
        axes: [axis(colours, 'stage id (season in the legend)', { incrs: [1, 2, 5, 10, 20, 50, 100] }), axis(colours, `${what} (${plot.unit})`)],
        series: [
          { label: 'stage', value: stageLabel },
          { label: `mean (${plot.unit})`, stroke: colours.series[0], width: 2, points: { show: true, size: 6, fill: colours.series[0] }, value },
          { label: 'mean + std', stroke: withAlpha(colours.series[0]!, 0.5), width: 1, dash: [4, 4], points: { show: false }, value },
          { label: 'mean − std', stroke: withAlpha(colours.series[0]!, 0.5), width: 1, dash: [4, 4], points: { show: false }, value },
          ringSeries(colours),
        ],
        bands: [{ series: [2, 3], fill: withAlpha(colours.series[0]!, 0.15) }],
      },
      [x, mean, upper, lower, rings],
      `${plot.points.length} stages from ${x[0]} to ${x[x.length - 1]}; ${marked} marked`,
    );
  }
  const items = [
    ...plot.points
      .filter((p) => p.problems.length)
      .map((p) => markItem(`row ${p.row}: stage ${p.stageId}, mean ${round(p.mean)}, std ${round(p.std)}`, p.problems, plot.file, p.row, p.column)),
    ...plot.rowsNotDrawn.map((r) => notDrawnItem(r, plot.file)),
  ];
  showMarks(items);
}

// Inflow history ---------------------------------------------------------------------------------

function renderHistory(plot: InflowHistoryPlot, colours: Colours, notes: Array<string | undefined>): void {
  fillChooser('Plant', entityOptions(plot.entities), plot.hydroId !== undefined ? String(plot.hydroId) : undefined);
  const entity = plot.entities.find((e) => e.id === plot.hydroId);
  const who = entity ? `hydro ${entity.id}${entity.name ? ` (${entity.name})` : ''}` : 'no plant';
  $('note').replaceChildren(
    [
      ...notes,
      `${who}: ${plural(plot.days.length, 'observation')}${plot.span ? ` from ${plot.span.first} to ${plot.span.last}` : ''}${plot.mean !== undefined ? `, mean ${round(plot.mean)} m³/s (dashed)` : ''}; ${plot.marks.length ? `${plural(plot.marks.length, 'observation')} ${agree(plot.marks.length, 'has', 'have')} a problem (red rings)` : 'no drawn observation has a problem'}${plot.rowsNotDrawn.length ? `; ${plural(plot.rowsNotDrawn.length, 'row')} not drawn (listed below)` : ''}. Drag across the chart to zoom in on a span, double-click to zoom out.`,
    ].join(' '),
    legend([
      [colours.series[0]!, 'inflow (m³/s)', ''],
      [colours.error, 'has a problem', 'ring'],
    ]),
  );
  if (plot.days.length) {
    const seconds = plot.days.map((d) => d * 86_400);
    const markAt = new Map(plot.marks.map((m) => [m.row, m.value]));
    const rings = plot.rows.map((row) => markAt.get(row) ?? null);
    const mean = plot.mean;
    chart(
      'Inflow history (m³/s)',
      {
        scales: { x: { time: true } },
        axes: [axis(colours, 'date'), axis(colours, 'inflow (m³/s)')],
        series: [
          { label: 'date', value: (_u, v) => (v === null ? '—' : new Date(v * 1000).toISOString().slice(0, 10)) },
          {
            label: 'inflow (m³/s)',
            stroke: colours.series[0],
            width: 1.5,
            points: { show: plot.days.length <= 400, size: 4, fill: colours.series[0] },
            value: (_u, v) => (v === null ? '—' : round(v)),
          },
          ringSeries(colours),
        ],
        hooks: { draw: [(u) => mean !== undefined && horizontalLine(u, mean, colours.muted)] },
      },
      [seconds, plot.values, rings],
      `${plot.days.length} observations${plot.span ? ` from ${plot.span.first} to ${plot.span.last}` : ''}; ${plot.marks.length} marked`,
    );
  }
  showMarks([
    ...plot.marks.map((m) => markItem(`row ${m.row}: ${new Date(m.day * 86_400_000).toISOString().slice(0, 10)}, ${round(m.value)} m³/s`, m.problems, plot.file, m.row, m.column)),
    ...plot.rowsNotDrawn.map((r) => notDrawnItem(r, plot.file)),
  ]);
}

function horizontalLine(u: uPlot, value: number, colour: string): void {
  const { ctx, bbox } = u;
  const y = u.valToPos(value, 'y', true);
  if (y < bbox.top || y > bbox.top + bbox.height) return;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.setLineDash([6, 4]);
  ctx.lineWidth = devicePixelRatio;
  ctx.beginPath();
  ctx.moveTo(bbox.left, y);
  ctx.lineTo(bbox.left + bbox.width, y);
  ctx.stroke();
  ctx.restore();
}

// Correlation ------------------------------------------------------------------------------------

const SVG = 'http://www.w3.org/2000/svg';

function renderCorrelation(plot: CorrelationPlot, colours: Colours, notes: Array<string | undefined>): void {
  fillChooser(
    'Profile',
    plot.profiles.map((p) => [p, p]),
    plot.profile,
  );
  const problemCells = plot.groups.reduce((sum, g) => sum + g.cells.length, 0);
  $('note').replaceChildren(
    [
      ...notes,
      plot.profile !== undefined
        ? `Profile "${plot.profile}"${plot.method ? ` (method ${plot.method})` : ''}: ${plural(plot.groups.length, 'group')}${plot.scheduledStages.length ? `, scheduled for ${plural(plot.scheduledStages.length, 'stage')} ${ranges(plot.scheduledStages)}` : ''}; ${problemCells ? `${plural(problemCells, 'cell')} with a problem (outlined in red, listed below)` : 'no cell has a problem'}. Click a cell with a problem to show it in the file.`
        : undefined,
    ]
      .filter(Boolean)
      .join(' '),
    correlationLegend(colours),
  );
  const boxes = plot.groups.map((group) => heatmap(group, plot.file, colours));
  $('heatmaps').replaceChildren(...boxes);
  showMarks(
    plot.groups.flatMap((group) => [
      ...group.problems.map((p) => jsonItem(`group "${group.name}"`, [p], plot.file, group.range)),
      ...group.entities.flatMap((e, k) => (e.problems.length ? [jsonItem(`group "${group.name}", entity ${k} (${e.label})`, e.problems, plot.file, group.range)] : [])),
      ...group.cells.map((cell) =>
        jsonItem(
          `group "${group.name}", row ${cell.i} (${group.entities[cell.i]?.label ?? '?'}) × column ${cell.j} (${group.entities[cell.j]?.label ?? '?'}): ${cellText(group.matrix[cell.i]?.[cell.j])}`,
          cell.problems,
          plot.file,
          cell.range ?? group.range,
        ),
      ),
    ]),
    'Problems',
  );
}

/** One group's matrix as a grid of coloured cells with the entities as row and column labels. */
function heatmap(group: CorrelationGroupView, file: string, colours: Colours): HTMLElement {
  const box = document.createElement('section');
  box.className = 'heatmap';
  const heading = document.createElement('h3');
  const size = Math.max(group.entities.length, group.matrix.length, ...group.matrix.map((row) => row.length));
  heading.textContent = `${group.name} · ${plural(group.entities.length, 'entity', 'entities')}, ${group.matrix.length} × ${Math.max(0, ...group.matrix.map((r) => r.length))} matrix`;
  box.append(heading);
  if (size === 0) return box;
  const available = Math.max(320, (document.body.clientWidth || 800) - 48);
  const labelWidth = Math.min(200, 12 + 7 * Math.max(4, ...group.entities.map((e) => e.label.length)));
  const cell = Math.max(4, Math.min(56, Math.floor((available - labelWidth) / size)));
  const showValues = size <= VALUES_UP_TO && cell >= 30;
  const labelStep = size <= EVERY_LABEL_UP_TO ? 1 : Math.ceil(size / EVERY_LABEL_UP_TO);
  const top = labelWidth;
  const width = labelWidth + size * cell + 2;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(top + size * cell + 2));
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `correlation matrix of ${group.name}: ${size} by ${size}, ${group.cells.length} cells with a problem`);
  const problemAt = new Map(group.cells.map((c) => [`${c.i},${c.j}`, c]));
  const fontSize = Math.max(9, Math.min(12, cell * 0.45));
  for (let k = 0; k < size; k += labelStep) {
    const label = group.entities[k]?.label ?? `(no entity ${k})`;
    const bad = (group.entities[k]?.problems.length ?? 0) > 0;
    svg.append(text(labelWidth - 6, top + k * cell + cell / 2, label, { anchor: 'end', colour: bad ? colours.error : colours.foreground, size: fontSize }));
    const column = text(0, 0, label, { anchor: 'start', colour: bad ? colours.error : colours.foreground, size: fontSize });
    column.setAttribute('transform', `translate(${labelWidth + k * cell + cell / 2 + fontSize / 3}, ${top - 6}) rotate(-90)`);
    svg.append(column);
  }
  for (let i = 0; i < size; i++) {
    for (let j = 0; j < size; j++) {
      const value = group.matrix[i]?.[j];
      const x = labelWidth + j * cell;
      const y = top + i * cell;
      const rect = document.createElementNS(SVG, 'rect');
      rect.setAttribute('x', String(x));
      rect.setAttribute('y', String(y));
      rect.setAttribute('width', String(cell));
      rect.setAttribute('height', String(cell));
      const fill = value === undefined ? 'none' : value === null || !Number.isFinite(value) ? colours.muted : divergingColour(value);
      rect.setAttribute('fill', fill);
      rect.setAttribute('stroke', withAlpha(colours.foreground, 0.15));
      rect.setAttribute('stroke-width', '0.5');
      const title = document.createElementNS(SVG, 'title');
      const problem = problemAt.get(`${i},${j}`);
      title.textContent = `${group.entities[i]?.label ?? `row ${i}`} × ${group.entities[j]?.label ?? `column ${j}`}: ${cellText(value)}${problem ? ` — ${problem.problems.map((p) => `${p.code}: ${p.message}`).join('; ')}` : ''}`;
      rect.append(title);
      svg.append(rect);
      if (showValues && value !== undefined) {
        const label = text(x + cell / 2, y + cell / 2, cellText(value), { anchor: 'middle', colour: textOn(fill, colours), size: fontSize });
        // The value is the cell's caption: the pointer goes through it to the cell (its tooltip).
        label.setAttribute('pointer-events', 'none');
        svg.append(label);
      }
    }
  }
  // Problem cells last, so their outline sits above the neighbours' borders; a click shows the cell in the file.
  for (const problem of group.cells) {
    if (problem.i >= size || problem.j >= size) continue;
    // A cell smaller than a readable mark gets a mark larger than itself, centred on it.
    const side = Math.max(cell - 2 * Math.min(2, cell / 6), MIN_MARK);
    const offset = (cell - side) / 2;
    const frame = (stroke: string, width: number) => {
      const rect = document.createElementNS(SVG, 'rect');
      rect.setAttribute('x', String(labelWidth + problem.j * cell + offset));
      rect.setAttribute('y', String(top + problem.i * cell + offset));
      rect.setAttribute('width', String(side));
      rect.setAttribute('height', String(side));
      rect.setAttribute('fill', 'transparent');
      rect.setAttribute('stroke', stroke);
      rect.setAttribute('stroke-width', String(width));
      return rect;
    };
    // A halo in the text colour under the error colour: the outline reads on a red cell too.
    const halo = frame(colours.foreground, 5);
    halo.setAttribute('pointer-events', 'none');
    svg.append(halo);
    const ring = frame(colours.error, 2.5);
    ring.setAttribute('tabindex', '0');
    ring.setAttribute('role', 'button');
    ring.setAttribute('aria-label', `row ${problem.i}, column ${problem.j}: ${problem.problems.map((p) => `${p.code} ${p.message}`).join('; ')}`);
    ring.style.cursor = 'pointer';
    const title = document.createElementNS(SVG, 'title');
    title.textContent = `${group.entities[problem.i]?.label ?? `row ${problem.i}`} × ${group.entities[problem.j]?.label ?? `column ${problem.j}`}: ${cellText(group.matrix[problem.i]?.[problem.j])} — ${problem.problems.map((p) => `${p.code}: ${p.message}`).join('; ')}`;
    ring.append(title);
    const range = problem.range ?? group.range;
    ring.addEventListener('click', () => vscode.postMessage({ type: 'showJson', file, range }));
    svg.append(ring);
  }
  box.append(svg);
  return box;
}

function text(x: number, y: number, content: string, options: { anchor: 'start' | 'middle' | 'end'; colour: string; size: number }): SVGTextElement {
  const element = document.createElementNS(SVG, 'text');
  element.setAttribute('x', String(x));
  element.setAttribute('y', String(y));
  element.setAttribute('text-anchor', options.anchor);
  element.setAttribute('dominant-baseline', 'central');
  element.setAttribute('fill', options.colour);
  element.setAttribute('font-size', String(options.size));
  element.textContent = content;
  return element;
}

/**
 * −1 blue, 0 a light neutral, +1 red (ColorBrewer's RdBu ends): the same in every theme, so a value
 * reads the same everywhere; out of [−1, 1] the ends are kept (the cell is marked by its problem).
 */
const NEGATIVE: [number, number, number] = [33, 102, 172];
const NEUTRAL: [number, number, number] = [240, 240, 240];
const POSITIVE: [number, number, number] = [178, 24, 43];

function divergingColour(value: number): string {
  const t = Math.max(-1, Math.min(1, value));
  const end = t < 0 ? NEGATIVE : POSITIVE;
  const mix = NEUTRAL.map((c, k) => Math.round(c + (end[k]! - c) * Math.abs(t)));
  return `rgb(${mix[0]}, ${mix[1]}, ${mix[2]})`;
}

/** Black or white, whichever reads on `fill` (its relative lightness). */
function textOn(fill: string, colours: Colours): string {
  const rgb = parseColour(fill);
  if (!rgb) return colours.foreground;
  const lightness = (0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]) / 255;
  return lightness > 0.55 ? '#111' : '#fff';
}

function correlationLegend(colours: Colours): HTMLElement {
  const element = document.createElement('span');
  element.className = 'legend';
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('width', '260');
  svg.setAttribute('height', '30');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', 'colour scale: blue −1, light grey 0, red +1');
  for (let k = 0; k <= 40; k++) {
    const rect = document.createElementNS(SVG, 'rect');
    rect.setAttribute('x', String(20 + k * 5));
    rect.setAttribute('y', '2');
    rect.setAttribute('width', '5');
    rect.setAttribute('height', '12');
    rect.setAttribute('fill', divergingColour(-1 + k / 20));
    svg.append(rect);
  }
  for (const [value, x] of [
    ['−1', 20],
    ['0', 122],
    ['+1', 225],
  ] as const)
    svg.append(text(x, 23, value, { anchor: 'middle', colour: colours.foreground, size: 11 }));
  const ring = document.createElement('span');
  ring.className = 'swatch ring';
  ring.style.borderColor = colours.error;
  element.append(svg, ring, 'has a problem');
  return element;
}

function cellText(value: number | null | undefined): string {
  return value === undefined ? 'missing' : value === null ? 'not a number' : String(Math.round(value * 100) / 100);
}

// Shared -----------------------------------------------------------------------------------------

function showMarks(items: HTMLLIElement[], title = 'Rows with problems'): void {
  $('marks-title').textContent = title;
  $('marks-title').hidden = items.length === 0;
  $('marks').replaceChildren(...items);
}

/** The file's problems on no point or cell, the first few (the Problems panel lists them all), and other profiles' counts. */
function fileProblemItems(plot: ScenarioPlotsView['plot']): HTMLLIElement[] {
  const problems = plot?.fileProblems ?? [];
  const items = problems.slice(0, MAX_FILE_PROBLEMS).map((p) => problemItem(p));
  if (problems.length > MAX_FILE_PROBLEMS) items.push(noteItem(`and ${problems.length - MAX_FILE_PROBLEMS} more in the Problems panel`));
  if (plot?.kind === 'correlation')
    for (const { profile, count } of plot.otherProfileProblems) items.push(noteItem(`profile "${profile}" has ${plural(count, 'problem')}: choose it to see where`));
  return items;
}

function noteItem(text: string): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'hint';
  item.textContent = text;
  return item;
}

function problemItem(problem: MarkProblem): HTMLLIElement {
  const item = document.createElement('li');
  item.className = problem.severity;
  item.textContent = `${problem.severity} ${problem.code}: ${problem.message}`;
  return item;
}

function describe(problems: readonly MarkProblem[]): string {
  return problems.map((p) => `${p.code}: ${p.message}`).join('; ');
}

/** A marked point or row: a button opening its row in the table view. */
function markItem(label: string, problems: readonly MarkProblem[], file: string, row: number, column?: string): HTMLLIElement {
  const item = document.createElement('li');
  item.className = problems[0]?.severity ?? 'hint';
  const button = document.createElement('button');
  button.textContent = `${label}${problems.length ? ` — ${describe(problems)}` : ''}`;
  button.title = `Show row ${row} of ${file} in the table view`;
  button.addEventListener('click', () => vscode.postMessage({ type: 'showRow', file, row, ...(column ? { column } : {}) }));
  item.append(button);
  return item;
}

function notDrawnItem(row: RowNotDrawn, file: string): HTMLLIElement {
  return markItem(`row ${row.row}: not drawn (${row.reason})`, row.problems, file, row.row, row.column);
}

/** A marked correlation cell, entity or group: a button showing it in the file beside the view. */
function jsonItem(label: string, problems: readonly MarkProblem[], file: string, range: CorrelationGroupView['range']): HTMLLIElement {
  const item = document.createElement('li');
  item.className = problems[0]?.severity ?? 'hint';
  const button = document.createElement('button');
  button.textContent = `${label} — ${describe(problems)}`;
  button.title = `Show it in ${file}`;
  button.addEventListener('click', () => vscode.postMessage({ type: 'showJson', file, range }));
  item.append(button);
  return item;
}

function legend(entries: Array<[colour: string, label: string, kind: '' | 'band' | 'ring']>): HTMLElement {
  const element = document.createElement('span');
  element.className = 'legend';
  for (const [colour, label, kind] of entries) {
    const entry = document.createElement('span');
    const swatch = document.createElement('span');
    swatch.className = `swatch ${kind}`;
    if (kind === 'band') swatch.style.background = colour;
    else if (kind === 'ring') swatch.style.borderColor = colour;
    else swatch.style.borderTopColor = colour;
    entry.append(swatch, label);
    element.append(entry);
  }
  return element;
}

/** Sorted ids as ranges: `0–3, 7, 9–10`. */
function ranges(ids: readonly number[]): string {
  const parts: string[] = [];
  for (let k = 0; k < ids.length;) {
    let end = k;
    while (end + 1 < ids.length && ids[end + 1] === ids[end]! + 1) end++;
    parts.push(end > k ? `${ids[k]}–${ids[end]}` : String(ids[k]));
    k = end + 1;
  }
  return parts.join(', ');
}

function round(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '—';
}
