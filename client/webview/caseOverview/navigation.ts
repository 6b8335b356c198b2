// Where the pointer and the keys lead: the grid position under a point of the scroller, the plant
// label under it, the position a navigation key moves to, and scrolling a position on screen.
import { COLUMN_WIDTH, HEAD_HEIGHT, LABEL_WIDTH, ROW_HEIGHT, TIMELINE, type GridPosition } from './layout';
import type { CaseOverview } from '../../../shared/views/caseOverview';

type Extent = Pick<CaseOverview, 'stages' | 'plants'>;

/** The (row, column) under a point of the scroller, or undefined on the labels and their corner. */
export function positionAt(scroller: HTMLElement, event: MouseEvent, overview: Extent): GridPosition | undefined {
  const { px, py } = pointIn(scroller, event);
  if (px < LABEL_WIDTH || px > scroller.clientWidth || py > scroller.clientHeight) return undefined;
  const column = Math.floor((px - LABEL_WIDTH + scroller.scrollLeft) / COLUMN_WIDTH);
  const row = py < HEAD_HEIGHT ? TIMELINE : Math.floor((py - HEAD_HEIGHT + scroller.scrollTop) / ROW_HEIGHT);
  if (column >= overview.stages.length || row >= overview.plants.length) return undefined;
  return { row, column };
}

/** The plant whose label is under a point of the scroller, if any. */
export function plantLabelAt<P>(scroller: HTMLElement, event: MouseEvent, plants: readonly P[]): P | undefined {
  const { px, py } = pointIn(scroller, event);
  if (px >= LABEL_WIDTH || py < HEAD_HEIGHT) return undefined;
  return plants[Math.floor((py - HEAD_HEIGHT + scroller.scrollTop) / ROW_HEIGHT)];
}

function pointIn(scroller: HTMLElement, event: MouseEvent): { px: number; py: number } {
  const bounds = scroller.getBoundingClientRect();
  return { px: event.clientX - bounds.left, py: event.clientY - bounds.top };
}

/**
 * Where a navigation key moves the selection (not yet clamped to the grid): arrows by one, Page
 * Up/Down by a screen of rows, Home/End along the row, or with Ctrl (Cmd) to the grid's corners.
 */
export function keyTarget(event: KeyboardEvent, selected: GridPosition, scroller: HTMLElement, overview: Extent): GridPosition | undefined {
  const page = Math.max(1, Math.floor((scroller.clientHeight - HEAD_HEIGHT) / ROW_HEIGHT) - 1);
  const { row, column } = selected;
  const lastColumn = overview.stages.length - 1;
  const toCorner = event.ctrlKey || event.metaKey;
  const moves: Record<string, () => GridPosition> = {
    ArrowDown: () => ({ row: row + 1, column }),
    ArrowUp: () => ({ row: row - 1, column }),
    ArrowRight: () => ({ row, column: column + 1 }),
    ArrowLeft: () => ({ row, column: column - 1 }),
    PageDown: () => ({ row: row + page, column }),
    PageUp: () => ({ row: row - page, column }),
    Home: () => (toCorner ? { row: TIMELINE, column: 0 } : { row, column: 0 }),
    End: () => (toCorner ? { row: overview.plants.length - 1, column: lastColumn } : { row, column: lastColumn }),
  };
  return moves[event.key]?.();
}

/** `position` kept inside the grid: the timeline to the last plant, the first to the last stage. */
export function clamp(position: GridPosition, overview: Extent): GridPosition {
  return {
    row: Math.max(TIMELINE, Math.min(overview.plants.length - 1, position.row)),
    column: Math.max(0, Math.min(overview.stages.length - 1, position.column)),
  };
}

/** Scrolls the least that brings the cell at `position` on screen (the timeline is always on screen). */
export function scrollIntoView(scroller: HTMLElement, position: GridPosition): void {
  const viewWidth = scroller.clientWidth - LABEL_WIDTH;
  const viewHeight = scroller.clientHeight - HEAD_HEIGHT;
  const x = position.column * COLUMN_WIDTH;
  if (x < scroller.scrollLeft) scroller.scrollLeft = x;
  else if (x + COLUMN_WIDTH > scroller.scrollLeft + viewWidth) scroller.scrollLeft = x + COLUMN_WIDTH - viewWidth;
  if (position.row === TIMELINE) return;
  const y = position.row * ROW_HEIGHT;
  if (y < scroller.scrollTop) scroller.scrollTop = y;
  else if (y + ROW_HEIGHT > scroller.scrollTop + viewHeight) scroller.scrollTop = y + ROW_HEIGHT - viewHeight;
}
