// Canvas drawing shared by the grid and the legend's swatches, so a swatch is drawn by the same
// code as the cell it explains: a cell (the model's colour and letter, the source's pattern and
// mark), a problem's corner, hatching, lines and text cut to a width.
import { MODEL_LEGEND, SOURCE_LEGEND } from '../../../shared/views/overviewLegend';
import { COLUMN_WIDTH, ROW_HEIGHT, columnsHoldText } from './layout';
import type { Cell } from './overviewGrid';
import type { Severity } from '../../../shared/core/diagnostics';
import { palette } from './palette';

type Pen = CanvasRenderingContext2D;

/**
 * The canvas sized to `width` × `height` CSS pixels at the screen's pixel ratio (resized only when
 * that changed, which clears it), and its pen scaled to draw in CSS pixels.
 */
export function sizedPen(canvas: HTMLCanvasElement, width: number, height: number): Pen {
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  }
  const g = canvas.getContext('2d')!;
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  return g;
}

/** The page's font at a size (and weight), e.g. `font('bold 11px')`. */
export function font(sizeAndWeight: string): string {
  return `${sizeAndWeight} ${getComputedStyle(document.body).fontFamily}`;
}

/** One grid cell, and the corner of its worst problem; no cell: not a study stage, hatched. */
export function paintCell(g: Pen, x: number, y: number, cell: Cell | undefined, severity?: Severity): void {
  g.strokeStyle = palette.border;
  g.lineWidth = 1;
  if (!cell) {
    // Not a study stage: plants make no decisions there.
    hatch(g, x, y, COLUMN_WIDTH, ROW_HEIGHT, palette.muted, 0.12);
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
  if (pattern !== 'plain') drawPattern(g, pattern, x, y, COLUMN_WIDTH, ROW_HEIGHT);
  g.strokeRect(x + 0.5, y + 0.5, COLUMN_WIDTH - 1, ROW_HEIGHT - 1);
  if (!columnsHoldText()) {
    // The whole horizon at a glance: colour and pattern say the model and source; the details say the rest.
    if (severity) corner(g, x, y, severity);
    return;
  }
  g.fillStyle = palette.foreground;
  g.textBaseline = 'middle';
  g.font = font('bold 11px');
  g.fillText(MODEL_LEGEND[cell.model]!.letter, x + 4, y + ROW_HEIGHT / 2);
  const mark = SOURCE_LEGEND[cell.source]?.mark ?? '';
  if (mark) {
    g.font = font('9px');
    g.fillText(mark, x + 14, y + ROW_HEIGHT - 6);
  }
  if (severity) corner(g, x, y, severity);
}

/** A problem: a triangle in the cell's top-right corner, in the severity's colour (the details say which). */
export function corner(g: Pen, x: number, y: number, severity: Severity): void {
  const size = severity === 'hint' ? 6 : 9;
  g.fillStyle = palette.severity[severity];
  g.beginPath();
  g.moveTo(x + COLUMN_WIDTH - size, y);
  g.lineTo(x + COLUMN_WIDTH, y);
  g.lineTo(x + COLUMN_WIDTH, y + size);
  g.closePath();
  g.fill();
}

function drawPattern(g: Pen, pattern: string, x: number, y: number, w: number, h: number): void {
  clipped(g, x, y, w, h, () => {
    g.strokeStyle = palette.foreground;
    g.fillStyle = palette.foreground;
    g.globalAlpha = 0.45;
    g.lineWidth = 1;
    if (pattern === 'stripes') for (let d = -h; d < w; d += 6) line(g, x + d, y + h, x + d + h, y);
    if (pattern === 'dots') for (let dx = 3; dx < w; dx += 6) for (let dy = 3; dy < h; dy += 6) g.fillRect(x + dx, y + dy, 1.5, 1.5);
    if (pattern === 'cross') {
      line(g, x, y, x + w, y + h);
      line(g, x, y + h, x + w, y);
    }
  });
}

export function hatch(g: Pen, x: number, y: number, w: number, h: number, colour: string, alpha: number): void {
  clipped(g, x, y, w, h, () => {
    g.strokeStyle = colour;
    g.globalAlpha = alpha;
    g.lineWidth = 1;
    for (let d = -h; d < w; d += 5) line(g, x + d, y, x + d + h, y + h);
  });
}

/** Runs `paint` clipped to a rectangle, restoring the pen's state after. */
export function clipped(g: Pen, x: number, y: number, w: number, h: number, paint: () => void): void {
  g.save();
  g.beginPath();
  g.rect(x, y, w, h);
  g.clip();
  paint();
  g.restore();
}

export function line(g: Pen, x1: number, y1: number, x2: number, y2: number): void {
  g.beginPath();
  g.moveTo(x1, y1);
  g.lineTo(x2, y2);
  g.stroke();
}

/** `text`, cut with an ellipsis to fit `width` in the pen's font. */
export function fit(g: Pen, text: string, width: number): string {
  if (g.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && g.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}
