// `hydrocase/plantCurves` on the server's main thread: checks the params, finds the case and
// forwards to the validation thread, which builds the view from the case's last validation.
import { pathToFileURL } from 'node:url';
import { ResponseError, ErrorCodes, type Connection } from 'vscode-languageserver';
import { PLANT_CURVES_REQUEST, type PlantCurvesAnswer, type PlantCurvesParams } from '../protocol/plantCurvesProtocol';
import { integer, object, optional, string, type ParamGuard } from '../main/paramGuard';
import type { ValidationThread } from '../main/validationThread';

export interface PlantCurvesHost {
  connection: Connection;
  guard: ParamGuard;
  engine: Pick<ValidationThread, 'job'>;
  /** The case root of a file or case folder URI, once the workspace is scanned. */
  caseRootOf(uri: string): Promise<string | undefined>;
}

const PLANT_CURVES_PARAMS = object({ caseUri: string, hydroId: optional(integer), stageId: optional(integer) });

export function registerPlantCurvesRequest(host: PlantCurvesHost): void {
  host.connection.onRequest(
    PLANT_CURVES_REQUEST,
    host.guard.request(PLANT_CURVES_REQUEST, PLANT_CURVES_PARAMS, async (params: PlantCurvesParams): Promise<PlantCurvesAnswer> => {
      if (!params.caseUri.startsWith('file:')) throw new ResponseError(ErrorCodes.InvalidParams, `${PLANT_CURVES_REQUEST}: caseUri must be a file URI`);
      const caseRoot = await host.caseRootOf(params.caseUri);
      if (!caseRoot) return { kind: 'empty', message: 'this is not a case of the workspace (no stages.json at or above it)' };
      try {
        const answer = await host.engine.job('plantCurves', {
          caseRoot,
          ...(params.hydroId !== undefined ? { hydroId: params.hydroId } : {}),
          ...(params.stageId !== undefined ? { stageId: params.stageId } : {}),
        });
        return { ...answer, caseUri: pathToFileURL(caseRoot).toString() };
      } catch (error) {
        throw new ResponseError(ErrorCodes.InternalError, `the plant curves could not be built: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}
