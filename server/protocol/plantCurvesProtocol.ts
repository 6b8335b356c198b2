// The plant curves view's request, named once for the client (client/protocol.ts re-exports it)
// and the server (server/plantCurvesRequest.ts): the view asks for one plant's curves at a time.
import type { PlantCurvesView } from '../../shared/views/plantCurves';

export const PLANT_CURVES_REQUEST = 'hydrocase/plantCurves';
/** The client command that opens the view; the server's code lenses run it with (document URI, hydro id). */
export const PLANT_CURVES_COMMAND = 'hydrocase.showPlantCurves';

/** `hydrocase/plantCurves` params: the case (its folder or any file in it), the plant and the hyperplane stage wanted. */
export interface PlantCurvesParams {
  caseUri: string;
  /** Absent: the case's first plant. */
  hydroId?: number;
  /** Absent: the plant's first stage on precomputed planes. */
  stageId?: number;
}

/** The view, or why there is none yet (the case was not validated yet, or it has no plant). */
export type PlantCurvesAnswer = ({ kind: 'view'; view: PlantCurvesView } | { kind: 'pending' | 'empty'; message: string }) & {
  /** The case folder's URI (absent when the URI names no case). */
  caseUri?: string;
};

export type { PlantCurvesView } from '../../shared/views/plantCurves';
