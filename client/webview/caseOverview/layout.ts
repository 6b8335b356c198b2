// The overview grid's geometry in CSS pixels: plant labels on the left, the timeline on top, one
// column per timeline stage and one row per plant (test/e2e/caseOverview.test.ts clicks by them).
export const LABEL_WIDTH = 170;
/** A column's width at full size: room for a cell's letters and a stage id. */
export const FULL_COLUMN_WIDTH = 26;
/** The narrowest column the whole-horizon view draws. */
export const MIN_COLUMN_WIDTH = 2;
/** Narrower columns draw colours, patterns and corners, but no text: it would not fit. */
const TEXT_COLUMN_WIDTH = 18;
/** The column width now: full size, or narrower to show the whole horizon (zoom.ts sets it; importers see it change). */
export let COLUMN_WIDTH = FULL_COLUMN_WIDTH;

export function setColumnWidth(width: number): void {
  COLUMN_WIDTH = width;
}

/** Whether the columns are wide enough for their text (cell letters, stage and season ids). */
export function columnsHoldText(): boolean {
  return COLUMN_WIDTH >= TEXT_COLUMN_WIDTH;
}
export const ROW_HEIGHT = 22;
/** The timeline's rows above the grid: the stage kind band, stage ids, season ids. */
export const KIND_BAND = 6;
export const TIMELINE_ROW = 20;
export const HEAD_HEIGHT = KIND_BAND + 2 * TIMELINE_ROW + 4;
/** Row index of the timeline in the selection (grid rows are 0..plants-1). */
export const TIMELINE = -1;

/** A place in the grid: a plant row (or TIMELINE) and a timeline column. */
export interface GridPosition {
  row: number;
  column: number;
}
