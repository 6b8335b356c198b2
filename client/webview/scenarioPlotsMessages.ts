// Messages between the scenario plots webview (scenarioPlots.ts) and its panel (client/scenarioPlots.ts).
import type { Range } from '../../shared/core/diagnostics';
import type { ScenarioPlotKind } from '../../shared/views/scenarioPlots';
import type { ScenarioPlotsView } from '../../shared/views/scenarioPlotSource';
import type { ToCasePanelWebview } from './casePanelMessages';

/** What the webview keeps across reloads (vscode.setState); the panel serializer reads it back. */
export interface ScenarioPlotsState {
  caseUri: string;
  kind?: ScenarioPlotKind;
  entityId?: number;
  profile?: string;
}

export type FromScenarioPlotsWebview =
  | { type: 'ready' }
  /** The plot, plant or bus, or profile chosen in the view. */
  | { type: 'select'; kind: ScenarioPlotKind; entityId?: number; profile?: string }
  /** Show a table row in the table view (a marked point, a row not drawn). */
  | { type: 'showRow'; file: string; row: number; column?: string }
  /** Show the JSON of a marked correlation cell or group beside the view (the focus stays here). */
  | { type: 'showJson'; file: string; range: Range };

export type ToScenarioPlotsWebview = ToCasePanelWebview<ScenarioPlotsView>;
