// The timeline above the grid: per stage a band in its kind's colour (pre- and post-study hatched
// too), its id and its season id; in the corner, what those rows are.
import { COLUMN_WIDTH, HEAD_HEIGHT, KIND_BAND, TIMELINE_ROW, columnsHoldText } from './layout';
import type { OverviewGrid } from './overviewGrid';
import { corner, fit, font, hatch, line } from './paint';
import { palette } from './palette';

/** The timeline's column of one stage, at `x`. */
export function drawStage(g: CanvasRenderingContext2D, grid: OverviewGrid, x: number, column: number): void {
  const stage = grid.overview.stages[column]!;
  g.fillStyle = palette.kinds[stage.kind];
  g.fillRect(x, 0, COLUMN_WIDTH, KIND_BAND);
  // Pre- and post-study stages are hatched too: the kind never rests on the band's colour alone.
  if (stage.kind !== 'study') hatch(g, x, KIND_BAND, COLUMN_WIDTH, 2 * TIMELINE_ROW, palette.kinds[stage.kind], 0.35);
  g.strokeStyle = palette.border;
  g.lineWidth = 1;
  if (columnsHoldText()) line(g, x + COLUMN_WIDTH - 0.5, 0, x + COLUMN_WIDTH - 0.5, HEAD_HEIGHT);
  const severity = grid.worstSeverity(stage.problemSet);
  if (!columnsHoldText()) return void (severity && corner(g, x, KIND_BAND, severity));
  g.fillStyle = palette.foreground;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = font('10px');
  g.fillText(fit(g, stage.kind === 'post-study' ? `+${stage.id ?? '?'}` : `${stage.id ?? '?'}`, COLUMN_WIDTH - 2), x + COLUMN_WIDTH / 2, KIND_BAND + TIMELINE_ROW / 2);
  g.fillStyle = palette.muted;
  g.fillText(stage.seasonId !== undefined ? `${stage.seasonId}` : '–', x + COLUMN_WIDTH / 2, KIND_BAND + TIMELINE_ROW * 1.5);
  g.textAlign = 'left';
  if (severity) corner(g, x, KIND_BAND, severity);
}

/** The corner above the plant labels: what the timeline's rows are. */
export function drawTimelineCaption(g: CanvasRenderingContext2D, labelWidth: number): void {
  g.fillStyle = palette.header;
  g.fillRect(0, 0, labelWidth, HEAD_HEIGHT);
  g.fillStyle = palette.muted;
  g.font = font('11px');
  g.textBaseline = 'middle';
  g.fillText('stage id', 6, KIND_BAND + TIMELINE_ROW / 2);
  g.fillText('season id    hydro ↓', 6, KIND_BAND + TIMELINE_ROW * 1.5);
}
