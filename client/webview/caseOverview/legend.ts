// The legend: every colour and pattern in words, each swatch drawn by the code that draws the cells.
import { MODEL_LEGEND, SOURCE, SOURCE_LEGEND, STAGE_KIND_LEGEND } from '../../../shared/views/overviewLegend';
import { FULL_COLUMN_WIDTH as COLUMN_WIDTH, KIND_BAND, ROW_HEIGHT } from './layout';
import { corner, hatch, paintCell, sizedPen } from './paint';
import { palette } from './palette';

type Paint = (g: CanvasRenderingContext2D) => void;

export function renderLegend(legend: HTMLElement): void {
  const fakeCell =
    (model: number, source: number): Paint =>
    (g) =>
      paintCell(g, 0, 0, { model, source, jsonLink: -1, tableRow: -1, problemSet: -1 });
  legend.replaceChildren(
    group(
      'Production model (colour and letter)',
      MODEL_LEGEND.map((m, code) => entry(fakeCell(code, SOURCE.notApplicable), `${m.letter}  ${m.words}`)),
    ),
    group(
      'Productivity or hyperplane source (pattern and small letter)',
      SOURCE_LEGEND.map((s, code) => ({ s, code }))
        .filter(({ code }) => code !== SOURCE.notApplicable)
        .map(({ s, code }) => entry(fakeCell(0, code), `${s.mark ? `${s.mark}  ` : ''}${s.words}`)),
    ),
    group('Stages and problems', [
      ...(['pre-study', 'study', 'post-study'] as const).map((kind) =>
        entry((g) => {
          g.fillStyle = palette.kinds[kind];
          g.fillRect(0, 0, COLUMN_WIDTH, KIND_BAND);
          if (kind !== 'study') hatch(g, 0, KIND_BAND, COLUMN_WIDTH, ROW_HEIGHT - KIND_BAND, palette.kinds[kind], 0.35);
        }, STAGE_KIND_LEGEND[kind]),
      ),
      entry((g) => hatch(g, 0, 0, COLUMN_WIDTH, ROW_HEIGHT, palette.muted, 0.12), 'not a study stage: no decisions'),
      ...(['error', 'warning', 'hint'] as const).map((severity) =>
        entry(
          (g) => corner(g, 0, 0, severity),
          `corner triangle: ${severity === 'error' ? 'an' : 'a'} ${severity} in the JSON or table row that decides it, or about that plant and stage (listed in the details)`,
        ),
      ),
    ]),
  );
}

function group(title: string, entries: HTMLElement[]): HTMLElement {
  const element = document.createElement('div');
  element.className = 'group';
  const heading = document.createElement('strong');
  heading.textContent = title;
  element.append(heading, ...entries);
  return element;
}

/** A swatch (a cell-sized canvas on the background colour) and its words. */
function entry(paint: Paint, words: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'entry';
  const swatch = document.createElement('canvas');
  const g = sizedPen(swatch, COLUMN_WIDTH, ROW_HEIGHT);
  g.fillStyle = palette.background;
  g.fillRect(0, 0, COLUMN_WIDTH, ROW_HEIGHT);
  paint(g);
  const text = document.createElement('span');
  text.textContent = words;
  element.append(swatch, text);
  return element;
}
