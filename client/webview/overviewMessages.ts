// Messages between the case overview's webview (caseOverview.ts) and its panel (client/caseOverview.ts).
import type { CaseOverview, OverviewLink } from '../../shared/views/caseOverview';
import type { StageFacts } from '../../shared/crossFile/explain';
import type { ScenarioPlotKind } from '../../shared/views/scenarioPlots';

export type FromOverviewWebview =
  | { type: 'ready' }
  /** explain's facts for the selected stage (and plant); the answer carries the same id. */
  | { type: 'facts'; id: number; stageId: number; hydroId?: number }
  /** Show the JSON that decides a cell or a stage, its range highlighted (the focus stays in the overview). */
  | { type: 'openJson'; link: OverviewLink }
  /** Show a row of a case table in the table view. */
  | { type: 'openTable'; file: string; row: number }
  /** Open a scenario plot (a plant's inflow plots when a plant is selected). */
  | { type: 'openPlot'; kind: ScenarioPlotKind; entityId?: number };

export type ToOverviewWebview =
  { type: 'overview'; caseName: string; overview: CaseOverview } | { type: 'failed'; message: string } | { type: 'facts'; id: number; facts: StageFacts | { error: string } };

/** What the webview keeps with vscode.setState (and the panel serializer reads after a reload). */
export interface OverviewState {
  caseUri: string;
  /** Selected row (-1: the timeline) and column (timeline position). */
  row: number;
  column: number;
  scrollLeft: number;
  scrollTop: number;
}
