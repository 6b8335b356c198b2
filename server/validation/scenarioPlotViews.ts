// The scenario plots on the validation thread: answers from the case's last validation (its
// resolved model and diagnostics live on this thread); before the first one, says so.
import type { ValidationResult } from '../../shared/engine/validate';
import { buildScenarioPlot, type ScenarioPlotRequest } from '../../shared/views/scenarioPlotSource';
import type { ScenarioPlotsAnswer } from '../protocol/scenarioPlotsProtocol';

export async function scenarioPlotsAnswer(caseRoot: string, validation: ValidationResult | undefined, request: ScenarioPlotRequest): Promise<ScenarioPlotsAnswer> {
  if (!validation) return { kind: 'pending', message: 'the case is being validated…' };
  return { kind: 'view', view: await buildScenarioPlot(caseRoot, validation, request) };
}
