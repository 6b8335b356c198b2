// The plant curves webview: draws the view model the language server computes (shared/views/
// plantCurves.ts) with uPlot, nothing more. Colours come from VS Code's theme variables and are
// read again when the theme changes; the plant and stage are real <select>s; the choice is kept
// in the webview state so a reload (or a restored window) shows the same plant.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { FromPlantCurvesWebview, PlantCurvesState, ToPlantCurvesWebview } from './plantCurvesMessages';
import type { HyperplaneView, MarkProblem, PlantCurvesView, TailraceFamilyView } from '../../shared/views/plantCurves';
import { agree, plural } from '../../shared/core/text';
import { type Colours, themeColours } from './chartTheme';

declare function acquireVsCodeApi(): { postMessage(message: FromPlantCurvesWebview): void; getState(): unknown; setState(state: unknown): void };

const GEOMETRY_FILE = 'system/hydro_geometry.parquet';
const HYPERPLANES_FILE = 'system/fpha_hyperplanes.parquet';
const TAILRACE_FILE = 'system/tailrace_curves.parquet';
const CHART_HEIGHT = 240;

const vscode = acquireVsCodeApi();
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const plantSelect = $<HTMLSelectElement>('plant');
const stageSelect = $<HTMLSelectElement>('stage');
const status = $<HTMLDivElement>('status');
const sections = $<HTMLElement>('sections');

/** What a reload restores (the panel's serializer reads it): the case, plant and stage shown. */
let state = vscode.getState() as PlantCurvesState | undefined;
let view: PlantCurvesView | undefined;
let charts: uPlot[] = [];

window.addEventListener('message', (event: MessageEvent<ToPlantCurvesWebview>) => {
  const message = event.data;
  if (message.type === 'message') {
    status.textContent = message.message;
    return;
  }
  view = message.view;
  $('title').textContent = `Plant curves · ${message.caseName}`;
  state = { caseUri: message.caseUri, hydroId: view.hydroId, ...(view.hyperplanes ? { stageId: view.hyperplanes.stageId } : {}) };
  render();
});

plantSelect.addEventListener('change', () => select(Number(plantSelect.value)));
stageSelect.addEventListener('change', () => select(view?.hydroId ?? Number(plantSelect.value), Number(stageSelect.value)));

function select(hydroId: number, stageId?: number): void {
  status.textContent = 'reading…';
  vscode.postMessage({ type: 'select', hydroId, ...(stageId !== undefined ? { stageId } : {}) });
}

// The theme changed (VS Code swaps the body's class): the canvases are redrawn in its colours.
new MutationObserver(() => view && render()).observe(document.body, { attributes: true, attributeFilter: ['class'] });
// Charts follow the panel's width.
let resizeTimer: number | undefined;
window.addEventListener('resize', () => {
  clearTimeout(resizeTimer);
  resizeTimer = window.setTimeout(() => view && render(), 150);
});

vscode.postMessage({ type: 'ready' });

function render(): void {
  const current = view!;
  vscode.setState(state);
  for (const chart of charts) chart.destroy();
  charts = [];
  fillSelect(
    plantSelect,
    current.plants.map((p) => [p.hydroId, `${p.hydroId}${p.name ? ` · ${p.name}` : ''}${p.undeclared ? ' (not declared)' : ''}`]),
    current.hydroId,
  );
  const stages = current.stages.map((s): [number, string] => [
    s.stageId,
    `stage ${s.stageId} · ${s.rows} ${s.via === 'stage' ? "of the stage's own" : 'null-stage'} ${s.rows === 1 ? 'plane' : 'planes'}`,
  ]);
  fillSelect(stageSelect, stages.length ? stages : [[-1, 'no precomputed FPHA stage']], current.hyperplanes?.stageId);
  stageSelect.disabled = current.stages.length === 0;
  status.textContent = '';
  renderUndeclared(current);
  sections.hidden = false;
  const colours = themeColours();
  renderGeometry(current, colours);
  renderHyperplanes(current, colours);
  renderTailrace(current.tailrace, colours);
  renderProductivity(current, colours);
}

function fillSelect(element: HTMLSelectElement, options: Array<[number, string]>, selected: number | undefined): void {
  element.replaceChildren(
    ...options.map(([value, label]) => {
      const option = document.createElement('option');
      option.value = String(value);
      option.textContent = label;
      option.selected = value === selected;
      return option;
    }),
  );
}

function axis(colours: Colours, label: string, wholeNumbers = false): uPlot.Axis {
  return {
    stroke: colours.foreground,
    label,
    labelSize: 20,
    labelFont: `12px ${colours.font}`,
    font: `11px ${colours.font}`,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1 },
    ...(wholeNumbers ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] } : {}),
  };
}

function chartWidth(element: HTMLElement): number {
  return Math.max(240, Math.floor(element.clientWidth || element.parentElement!.clientWidth / 2));
}

function chart(element: HTMLElement, title: string, options: Omit<uPlot.Options, 'width' | 'height'>, data: uPlot.AlignedData, description: string): void {
  element.replaceChildren();
  const heading = document.createElement('h3');
  heading.textContent = title;
  element.append(heading);
  element.setAttribute('aria-label', `${title}: ${description}`);
  charts.push(new uPlot({ width: chartWidth(element), height: CHART_HEIGHT, cursor: { drag: { x: false, y: false } }, ...options }, data, element));
}

function emptyChart(element: HTMLElement): void {
  element.replaceChildren();
  element.removeAttribute('aria-label');
}

// Geometry ---------------------------------------------------------------------------------------

/** What the marks say: drawn points that break a rule, and rows that break one so badly they are not drawn. */
function pointsVerdict(marked: number, notDrawn: number): string {
  const points = marked
    ? `${plural(marked, 'point')} ${agree(marked, 'breaks', 'break')} a rule (red rings)`
    : notDrawn
      ? 'no drawn point breaks a rule'
      : 'no point breaks a rule';
  return notDrawn ? `${points}; ${plural(notDrawn, 'row')} not drawn: ${agree(notDrawn, 'it breaks', 'they break')} a rule (listed below)` : points;
}

/** A plant id no plant has (a dangling hydro_id): said above every chart, so its curves never pass for a plant's. */
function renderUndeclared(current: PlantCurvesView): void {
  const banner = $('undeclared');
  banner.hidden = !current.undeclared;
  banner.textContent = current.undeclared ?? '';
}

function renderGeometry(current: PlantCurvesView, colours: Colours): void {
  const note = $('geometry-note');
  const geometry = current.geometry;
  const { min, max } = current.storage;
  const storageText = min !== undefined && max !== undefined ? `storage range ${min}–${max} hm³ shaded` : 'no storage range in system/hydros.json';
  if (!geometry || geometry.volume.length === 0) {
    note.textContent = geometry
      ? `the plant's ${plural(geometry.rowCount, 'row')} ${agree(geometry.rowCount, 'holds', 'hold')} no valid point`
      : 'the plant has no rows in system/hydro_geometry.parquet';
    emptyChart($('chart-height'));
    emptyChart($('chart-area'));
  } else {
    const marked = geometry.heightMarks.length + geometry.areaMarks.length;
    note.textContent = `${plural(geometry.volume.length, 'point')} from ${plural(geometry.rowCount, 'row')}; ${storageText}; ${pointsVerdict(marked, geometry.rowsNotDrawn.length)}.`;
    const xRange = extent([...geometry.volume, ...(min !== undefined ? [min] : []), ...(max !== undefined ? [max] : [])]);
    for (const [id, label, values, marks] of [
      ['chart-height', 'height (m)', geometry.height, geometry.heightMarks],
      ['chart-area', 'area (km²)', geometry.area, geometry.areaMarks],
    ] as const) {
      const markAt = new Map(marks.map((m) => [m.row, m.value]));
      const markSeries = geometry.rows.map((row) => markAt.get(row) ?? null);
      chart(
        $(id),
        `Volume–${label.split(' ')[0]}`,
        {
          scales: { x: { time: false, range: () => pad(xRange) } },
          axes: [axis(colours, 'volume (hm³)'), axis(colours, label)],
          series: [
            { label: 'volume (hm³)' },
            { label: label, stroke: colours.series[0], width: 2, points: { show: true, size: 5, stroke: colours.series[0], fill: colours.series[0] } },
            {
              label: 'breaks a rule',
              stroke: colours.error,
              width: 0,
              paths: () => null,
              points: { show: true, size: 13, width: 2.5, stroke: colours.error, fill: 'transparent' },
            },
          ],
          hooks: { drawClear: [(u) => shadeStorage(u, min, max, colours)] },
        },
        [geometry.volume, values, markSeries],
        `${values.length} points from volume ${geometry.volume[0]} to ${geometry.volume[geometry.volume.length - 1]} hm³; ${marks.length} marked`,
      );
    }
  }
  const items = [
    ...(geometry?.heightMarks.map((m) => markItem(`row ${m.row}: volume ${round(m.volume)} hm³, height ${round(m.value)} m`, m.problems, GEOMETRY_FILE, m.row, 'height_m')) ?? []),
    ...(geometry?.areaMarks.map((m) => markItem(`row ${m.row}: volume ${round(m.volume)} hm³, area ${round(m.value)} km²`, m.problems, GEOMETRY_FILE, m.row, 'area_km2')) ?? []),
    ...(geometry?.rowsNotDrawn.map((r) => markItem(`row ${r.row}: not drawn`, r.problems, GEOMETRY_FILE, r.row, r.column)) ?? []),
  ];
  $('geometry-marks').replaceChildren(...items);
}

/** The plant's storage range as a band behind the curve, with its bounds as dashed lines. */
function shadeStorage(u: uPlot, min: number | undefined, max: number | undefined, colours: Colours): void {
  if (min === undefined || max === undefined) return;
  const { ctx, bbox } = u;
  const left = Math.max(bbox.left, u.valToPos(min, 'x', true));
  const right = Math.min(bbox.left + bbox.width, u.valToPos(max, 'x', true));
  ctx.save();
  ctx.globalAlpha = 0.14;
  ctx.fillStyle = colours.band;
  ctx.fillRect(left, bbox.top, right - left, bbox.height);
  ctx.globalAlpha = 0.9;
  ctx.strokeStyle = colours.band;
  ctx.setLineDash([5, 4]);
  ctx.lineWidth = devicePixelRatio;
  for (const x of [left, right]) {
    ctx.beginPath();
    ctx.moveTo(x, bbox.top);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.fillStyle = colours.muted;
  ctx.font = `${11 * devicePixelRatio}px ${colours.font}`;
  ctx.fillText('storage range', left + 4 * devicePixelRatio, bbox.top + 12 * devicePixelRatio);
  ctx.restore();
}

// Hyperplanes ------------------------------------------------------------------------------------

function renderHyperplanes(current: PlantCurvesView, colours: Colours): void {
  const planes = current.hyperplanes;
  const note = $('planes-note');
  const marks = $('planes-marks');
  if (!planes) {
    note.textContent = current.hyperplanesNote ?? '';
    for (let v = 0; v < 3; v++) emptyChart($(`chart-planes-${v}`));
    marks.replaceChildren();
    return;
  }
  const rejected = planes.planes.filter((p) => p.problems.length > 0);
  note.replaceChildren(
    `Stage ${planes.stageId}: ${plural(planes.planes.length, 'plane')} (${planes.via === 'stage' ? 'the rows of this stage' : 'the rows with a null stage_id'}), generation against turbined flow with no spillage; flow 0–${planes.flowMax} m³/s (${planes.flowMaxSource}). `,
    legend([
      [colours.series[0]!, 'envelope: the lowest accepted plane (what FPHA generates)', ''],
      [colours.muted, 'plane', 'thin'],
      [colours.error, 'rejected plane', 'dashed'],
    ]),
  );
  planes.volumes.forEach(({ label, volume }, v) => {
    const series: uPlot.Series[] = [{ label: 'flow (m³/s)' }];
    const data: Array<Array<number | null>> = [planes.flow];
    for (const plane of planes.planes) {
      const bad = plane.problems.length > 0;
      series.push({
        label: `plane ${plane.planeId} (row ${plane.row})${bad ? ' rejected' : ''}`,
        stroke: bad ? colours.error : colours.muted,
        width: bad ? 1.5 : 1,
        dash: bad ? [6, 4] : undefined,
        points: { show: false },
      });
      data.push(plane.generation[v]!);
    }
    series.push({ label: 'envelope', stroke: colours.series[0], width: 3, points: { show: false } });
    data.push(planes.envelope[v]!.map((g) => (Number.isFinite(g) ? g : null)));
    chart(
      $(`chart-planes-${v}`),
      `${label} volume, ${round(volume)} hm³`,
      { scales: { x: { time: false } }, axes: [axis(colours, 'turbined flow (m³/s)'), axis(colours, 'generation (MW)')], series, legend: { show: false } },
      data as uPlot.AlignedData,
      describeEnvelope(planes, v),
    );
  });
  marks.replaceChildren(...rejected.map((p) => markItem(`plane ${p.planeId} (row ${p.row}) is rejected`, p.problems, HYPERPLANES_FILE, p.row)));
}

function describeEnvelope(planes: HyperplaneView, v: number): string {
  const envelope = planes.envelope[v]!;
  return `envelope from ${round(envelope[0]!)} MW at no flow to ${round(envelope[envelope.length - 1]!)} MW at ${planes.flowMax} m³/s`;
}

// Tailrace ---------------------------------------------------------------------------------------

function renderTailrace(families: TailraceFamilyView[], colours: Colours): void {
  const note = $('tailrace-note');
  const marks = $('tailrace-marks');
  const drawn = families.flatMap((family, f) =>
    family.segments.filter((s) => s.outflow.length > 0).map((segment) => ({ family, segment, colour: colours.series[f % colours.series.length]! })),
  );
  if (drawn.length === 0) {
    note.textContent = families.length
      ? 'no segment can be drawn (bounds or coefficients are invalid)'
      : "the plant has no rows in system/tailrace_curves.parquet (it keeps hydros.json's tailrace model)";
    emptyChart($('chart-tailrace'));
  } else {
    note.textContent = `${plural(families.length, 'family', 'families')}, ${plural(drawn.length, 'segment')}; dashed vertical lines are segment boundaries, a dashed curve is a segment with a problem (listed below). Level = c0 + c1·x + … + c4·x⁴, x the outflow.`;
    const boundaries = [...new Set(drawn.flatMap(({ segment }) => [segment.outflowMin, segment.outflowMax]))];
    const data = uPlot.join(drawn.map(({ segment }) => [segment.outflow, segment.level] as uPlot.AlignedData));
    chart(
      $('chart-tailrace'),
      'Tailrace level against outflow',
      {
        scales: { x: { time: false } },
        axes: [axis(colours, 'outflow (m³/s)'), axis(colours, 'tailrace level (m)')],
        series: [
          { label: 'outflow (m³/s)' },
          ...drawn.map(({ family, segment, colour }) => ({
            label: `family ${family.familyId}${family.downstreamReferenceLevel !== null ? ` (${family.downstreamReferenceLevel} m)` : ''} · segment ${segment.segmentId}`,
            stroke: colour,
            width: segment.problems.length ? 2.5 : 2,
            dash: segment.problems.length ? [6, 4] : undefined,
            spanGaps: false,
            points: { show: false },
          })),
        ],
        hooks: { draw: [(u) => verticalLines(u, boundaries, colours.muted)] },
      },
      data,
      `${drawn.length} segments over outflow ${Math.min(...boundaries)} to ${Math.max(...boundaries)} m³/s`,
    );
  }
  marks.replaceChildren(
    ...families.flatMap((family) =>
      family.segments.filter((s) => s.problems.length).map((s) => markItem(`family ${family.familyId}, segment ${s.segmentId} (row ${s.row})`, s.problems, TAILRACE_FILE, s.row)),
    ),
  );
}

function verticalLines(u: uPlot, values: number[], colour: string): void {
  const { ctx, bbox } = u;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.globalAlpha = 0.6;
  ctx.setLineDash([3, 4]);
  ctx.lineWidth = devicePixelRatio;
  for (const value of values) {
    const x = u.valToPos(value, 'x', true);
    if (x < bbox.left || x > bbox.left + bbox.width) continue;
    ctx.beginPath();
    ctx.moveTo(x, bbox.top);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
  }
  ctx.restore();
}

// Productivity -----------------------------------------------------------------------------------

function renderProductivity(current: PlantCurvesView, colours: Colours): void {
  const stages = current.productivity;
  const withValue = stages.filter((s) => s.value !== null);
  $('productivity-note').textContent =
    stages.length === 0
      ? 'the case has no study stage'
      : `${withValue.length} of ${plural(stages.length, 'study stage')} ${agree(withValue.length, 'has', 'have')} a productivity; the source of each is below.`;
  if (withValue.length === 0) emptyChart($('chart-productivity'));
  else {
    chart(
      $('chart-productivity'),
      'Productivity per study stage',
      {
        scales: { x: { time: false }, y: { range: (_u, low, high) => [Math.min(0, low), high > 0 ? high * 1.15 : 1] } },
        axes: [axis(colours, 'stage id', true), axis(colours, 'MW/(m³/s)')],
        series: [
          { label: 'stage' },
          {
            label: 'productivity',
            stroke: colours.series[2],
            width: 2,
            paths: uPlot.paths.stepped!({ align: 1 }),
            points: { show: true, size: 6, fill: colours.series[2] },
            spanGaps: false,
          },
        ],
      },
      [stages.map((s) => s.stageId), stages.map((s) => s.value)],
      `${withValue.length} stages with a productivity`,
    );
  }
  $<HTMLTableElement>('productivity-table').tBodies[0]!.replaceChildren(
    ...stages.map((s) => {
      const row = document.createElement('tr');
      row.append(cell(String(s.stageId), 'number'), cell(s.model ?? 'none'), cell(s.value === null ? '—' : String(s.value), 'number'), cell(s.source));
      return row;
    }),
  );
}

function cell(text: string, className?: string): HTMLTableCellElement {
  const element = document.createElement('td');
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

// Shared -----------------------------------------------------------------------------------------

/** A list entry for a marked point, plane or segment: a button opening its row in the table view. */
function markItem(label: string, problems: MarkProblem[], file: string, row: number, column?: string): HTMLLIElement {
  const item = document.createElement('li');
  item.className = problems[0]?.severity ?? 'hint';
  const button = document.createElement('button');
  button.textContent = `${label} — ${problems.map((p) => `${p.code}: ${p.message}`).join('; ')}`;
  button.title = `Show row ${row} of ${file} in the table view`;
  button.addEventListener('click', () => vscode.postMessage({ type: 'showRow', file, row, ...(column ? { column } : {}) }));
  item.append(button);
  return item;
}

function legend(entries: Array<[colour: string, label: string, kind: '' | 'thin' | 'dashed']>): HTMLElement {
  const element = document.createElement('span');
  element.className = 'legend';
  for (const [colour, label, kind] of entries) {
    const entry = document.createElement('span');
    const swatch = document.createElement('span');
    swatch.className = `swatch ${kind}`;
    swatch.style.borderTopColor = colour;
    if (kind === 'thin') swatch.style.borderTopWidth = '1px';
    entry.append(swatch, label);
    element.append(entry);
  }
  return element;
}

function extent(values: number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

function pad([low, high]: [number, number]): [number, number] {
  const margin = (high - low) * 0.03 || 1;
  return [low - margin, high + margin];
}

function round(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '—';
}
