// The scenario plots' request, named once for the client (client/protocol.ts re-exports it) and the
// server (server/scenarioPlotsRequest.ts): the view asks for one plot of one plant, bus or profile at a time.
import type { ScenarioPlotKind } from '../../shared/views/scenarioPlots';
import type { ScenarioPlotsView } from '../../shared/views/scenarioPlotSource';

export const SCENARIO_PLOTS_REQUEST = 'hydrocase/scenarioPlots';
/** The client command that opens the view (palette, table view, case overview); arguments: (case or file URI, kind, entity id). */
export const SCENARIO_PLOTS_COMMAND = 'hydrocase.showScenarioPlots';

/** `hydrocase/scenarioPlots` params: the case (its folder or any file in it) and the plot wanted. */
export interface ScenarioPlotsParams {
  caseUri: string;
  /** Absent: the first plot whose file the case has. */
  kind?: ScenarioPlotKind;
  /** The plant or bus; absent: the table's first. */
  entityId?: number;
  /** The correlation profile; absent: `default`, else the first. */
  profile?: string;
}

/** The view, or why there is none yet (the case was not validated yet). */
export type ScenarioPlotsAnswer = ({ kind: 'view'; view: ScenarioPlotsView } | { kind: 'pending' | 'empty'; message: string }) & {
  /** The case folder's URI (absent when the URI names no case). */
  caseUri?: string;
};

export type { ScenarioPlotsView } from '../../shared/views/scenarioPlotSource';
export type { ScenarioPlotKind } from '../../shared/views/scenarioPlots';
