// Where the overview opens and how far it zooms out. A case with a year of pre-study stages (the
// bench's large case has 52 weeks) would open on columns where plants decide nothing, so the view
// opens on the first study stage; "Whole horizon" narrows the columns until pre-study, study and
// post-study stages fit the width, and "Full size" brings the columns back.
import { FULL_COLUMN_WIDTH, LABEL_WIDTH, MIN_COLUMN_WIDTH, TIMELINE, type GridPosition } from './layout';

/** The column the view opens on: the first study stage (the timeline's first column when there is none). */
export function openingColumn(studyColumns: readonly number[]): number {
  return studyColumns[0] ?? 0;
}

/** Where the overview opens: the timeline cell of the first study stage, scrolled to the left edge. */
export function openingView(studyColumns: readonly number[]): { selected: GridPosition; scrollLeft: number } {
  const column = openingColumn(studyColumns);
  return { selected: { row: TIMELINE, column }, scrollLeft: column * FULL_COLUMN_WIDTH };
}

/** The column width that shows all `stageCount` stages in `viewWidth` pixels (grid and labels), at most full size. */
export function wholeHorizonWidth(stageCount: number, viewWidth: number): number {
  const room = Math.floor((viewWidth - LABEL_WIDTH) / Math.max(1, stageCount));
  return Math.max(MIN_COLUMN_WIDTH, Math.min(FULL_COLUMN_WIDTH, room));
}

/** The zoom button's words: what a press will show. */
export function zoomButtonLabel(zoomedOut: boolean): string {
  return zoomedOut ? 'Full size' : 'Whole horizon';
}
