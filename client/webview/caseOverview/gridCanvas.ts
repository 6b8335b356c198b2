// The timeline and the plants × stages grid, drawn on one canvas the size of the screen over a
// spacer as large as the whole grid (its scroll bars): only the cells on screen are drawn, so 520
// stages × 160 plants cost what one screen costs. Redraws wait for the next animation frame.
import { COLUMN_WIDTH, FULL_COLUMN_WIDTH, HEAD_HEIGHT, KIND_BAND, LABEL_WIDTH, ROW_HEIGHT, TIMELINE, TIMELINE_ROW, type GridPosition } from './layout';
import type { OverviewGrid } from './overviewGrid';
import { clipped, corner, fit, font, line, paintCell, sizedPen } from './paint';
import { palette } from './palette';
import { drawStage, drawTimelineCaption } from './timeline';

/** `draw`, run once at the next animation frame however often this is called before it. */
export function onNextFrame(draw: () => void): () => void {
  let frame = 0;
  return () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      draw();
    });
  };
}

/** Draws what is on screen of the scroller: cells, timeline, plant labels, the selection. */
export function drawGrid(canvas: HTMLCanvasElement, scroller: HTMLElement, grid: OverviewGrid | undefined, selected: GridPosition): void {
  const width = scroller.clientWidth;
  const height = scroller.clientHeight;
  const g = sizedPen(canvas, width, height);
  g.fillStyle = palette.background;
  g.fillRect(0, 0, width, height);
  if (!grid) return;
  const { stages, plants } = grid.overview;
  const left = scroller.scrollLeft;
  const top = scroller.scrollTop;
  const firstColumn = Math.max(0, Math.floor(left / COLUMN_WIDTH));
  const lastColumn = Math.min(stages.length - 1, Math.floor((left + width - LABEL_WIDTH) / COLUMN_WIDTH));
  const firstRow = Math.max(0, Math.floor(top / ROW_HEIGHT));
  const lastRow = Math.min(plants.length - 1, Math.floor((top + height - HEAD_HEIGHT) / ROW_HEIGHT));
  const x = (column: number) => LABEL_WIDTH + column * COLUMN_WIDTH - left;
  const y = (row: number) => HEAD_HEIGHT + row * ROW_HEIGHT - top;

  // Cells (clipped to the area right of the labels and below the timeline).
  clipped(g, LABEL_WIDTH, HEAD_HEIGHT, width - LABEL_WIDTH, height - HEAD_HEIGHT, () => {
    for (let row = firstRow; row <= lastRow; row++) {
      for (let column = firstColumn; column <= lastColumn; column++) {
        const cell = grid.cellAt(row, column);
        paintCell(g, x(column), y(row), cell, cell && grid.worstSeverity(cell.problemSet));
      }
    }
  });

  // The timeline (scrolls sideways with the grid, stays on top).
  clipped(g, LABEL_WIDTH, 0, width - LABEL_WIDTH, HEAD_HEIGHT, () => {
    g.fillStyle = palette.header;
    g.fillRect(LABEL_WIDTH, 0, width, HEAD_HEIGHT);
    for (let column = firstColumn; column <= lastColumn; column++) drawStage(g, grid, x(column), column);
  });

  // Plant labels (scroll up and down with the grid, stay on the left).
  clipped(g, 0, HEAD_HEIGHT, LABEL_WIDTH, height - HEAD_HEIGHT, () => {
    g.fillStyle = palette.header;
    g.fillRect(0, HEAD_HEIGHT, LABEL_WIDTH, Math.min(height, y(plants.length)) - HEAD_HEIGHT);
    g.font = font('12px');
    g.textBaseline = 'middle';
    for (let row = firstRow; row <= lastRow; row++) {
      const plant = plants[row]!;
      g.fillStyle = row === selected.row ? palette.focus : palette.foreground;
      const label = `${plant.hydroId}  ${plant.undeclared ? 'not declared' : (plant.name ?? '')}`;
      g.fillText(fit(g, label, LABEL_WIDTH - 20), 6, y(row) + ROW_HEIGHT / 2);
      // A problem about the plant as a whole: the label's corner (the details list it).
      const severity = grid.worstSeverity(plant.problemSet);
      if (severity) corner(g, LABEL_WIDTH - FULL_COLUMN_WIDTH, y(row), severity);
    }
  });

  drawTimelineCaption(g, LABEL_WIDTH);
  g.strokeStyle = palette.border;
  g.lineWidth = 1;
  line(g, 0, HEAD_HEIGHT - 0.5, width, HEAD_HEIGHT - 0.5);
  line(g, LABEL_WIDTH - 0.5, 0, LABEL_WIDTH - 0.5, height);

  // The selection.
  if (selected.column >= firstColumn && selected.column <= lastColumn) {
    const sx = x(selected.column);
    const sy = selected.row === TIMELINE ? KIND_BAND : y(selected.row);
    const sh = selected.row === TIMELINE ? 2 * TIMELINE_ROW : ROW_HEIGHT;
    if (selected.row === TIMELINE || sy >= HEAD_HEIGHT - 1) {
      g.strokeStyle = palette.focus;
      g.lineWidth = 2;
      g.strokeRect(sx + 1, sy + 1, Math.max(1, COLUMN_WIDTH - 2), sh - 2);
    }
  }
}
