// The overview grid's geometry in CSS pixels: plant labels on the left, the timeline on top, one
// column per timeline stage and one row per plant (test/e2e/caseOverview.test.ts clicks by them).
export const LABEL_WIDTH = 170;
export const COLUMN_WIDTH = 26;
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
