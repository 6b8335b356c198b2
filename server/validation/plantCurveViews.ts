// The plant curves view on the validation thread: answers from the case's last validation (its
// resolved model and diagnostics live on this thread); before the first one, says so.
import type { ValidationResult } from '../../shared/engine/validate';
import { buildPlantCurves, type PlantCurvesRequest } from '../../shared/views/plantCurveSource';
import type { PlantCurvesAnswer } from '../protocol/plantCurvesProtocol';

export async function plantCurvesAnswer(caseRoot: string, validation: ValidationResult | undefined, request: PlantCurvesRequest): Promise<PlantCurvesAnswer> {
  if (!validation) return { kind: 'pending', message: 'the case is being validated…' };
  const view = await buildPlantCurves(caseRoot, validation, request);
  return view ? { kind: 'view', view } : { kind: 'empty', message: 'the case has no hydro plant (system/hydros.json, system/hydro_production_models.json)' };
}
