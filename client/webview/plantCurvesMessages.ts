// Messages between the plant curves webview (plantCurves.ts) and its panel (client/plantCurves.ts).
import type { PlantCurvesView } from '../../shared/views/plantCurves';
import type { ToCasePanelWebview } from './casePanelMessages';

/** What the webview keeps across reloads (vscode.setState); the panel serializer reads it back. */
export interface PlantCurvesState {
  caseUri: string;
  hydroId?: number;
  stageId?: number;
}

export type FromPlantCurvesWebview =
  | { type: 'ready' }
  /** The plant or hyperplane stage chosen in the view's selectors. */
  | { type: 'select'; hydroId: number; stageId?: number }
  /** Show a table row in the table view (a marked point, a rejected plane, a segment). */
  | { type: 'showRow'; file: string; row: number; column?: string };

export type ToPlantCurvesWebview = ToCasePanelWebview<PlantCurvesView>;
