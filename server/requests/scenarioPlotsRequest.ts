// `hydrocase/scenarioPlots` on the server's main thread: checks the params, finds the case and
// forwards to the validation thread, which builds the plot from the case's last validation.
import { pathToFileURL } from 'node:url';
import { ResponseError, ErrorCodes, type Connection } from 'vscode-languageserver';
import { SCENARIO_PLOTS_REQUEST, type ScenarioPlotsAnswer, type ScenarioPlotsParams } from '../protocol/scenarioPlotsProtocol';
import { integer, object, optional, string, type ParamGuard, type Shape } from '../main/paramGuard';
import type { ValidationThread } from '../main/validationThread';
import { SCENARIO_PLOT_KINDS, type ScenarioPlotKind } from '../../shared/views/scenarioPlots';

export interface ScenarioPlotsHost {
  connection: Connection;
  guard: ParamGuard;
  engine: Pick<ValidationThread, 'job'>;
  /** The case root of a file or case folder URI, once the workspace is scanned. */
  caseRootOf(uri: string): Promise<string | undefined>;
}

const plotKind: Shape = (value, path) =>
  SCENARIO_PLOT_KINDS.includes(value as ScenarioPlotKind) ? undefined : `${path}: one of ${SCENARIO_PLOT_KINDS.join(', ')} expected, got ${JSON.stringify(value)}`;

const SCENARIO_PLOTS_PARAMS = object({ caseUri: string, kind: optional(plotKind), entityId: optional(integer), profile: optional(string) });

export function registerScenarioPlotsRequest(host: ScenarioPlotsHost): void {
  host.connection.onRequest(
    SCENARIO_PLOTS_REQUEST,
    host.guard.request(SCENARIO_PLOTS_REQUEST, SCENARIO_PLOTS_PARAMS, async (params: ScenarioPlotsParams): Promise<ScenarioPlotsAnswer> => {
      if (!params.caseUri.startsWith('file:')) throw new ResponseError(ErrorCodes.InvalidParams, `${SCENARIO_PLOTS_REQUEST}: caseUri must be a file URI`);
      const caseRoot = await host.caseRootOf(params.caseUri);
      if (!caseRoot) return { kind: 'empty', message: 'this is not a case of the workspace (no stages.json at or above it)' };
      try {
        const answer = await host.engine.job('scenarioPlots', {
          caseRoot,
          ...(params.kind != null ? { kind: params.kind } : {}),
          ...(params.entityId != null ? { entityId: params.entityId } : {}),
          ...(params.profile != null ? { profile: params.profile } : {}),
        });
        return { ...answer, caseUri: pathToFileURL(caseRoot).toString() };
      } catch (error) {
        throw new ResponseError(ErrorCodes.InternalError, `the scenario plot could not be built: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}
