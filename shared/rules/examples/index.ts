// Every rule's examples, by rule id (see types.ts). Rules that document behaviour (severity
// 'semantics') and are never reported have none.
import { caseExamples } from '../../checks/case/examples';
import { stagesExamples } from '../../checks/stages/examples';
import { seasonsExamples } from '../../checks/stages/seasonExamples';
import { postStudyExamples } from '../../checks/postStudyStages/examples';
import { penaltiesExamples } from '../../checks/penalties/examples';
import { geometryExamples } from '../../checks/geometry/examples';
import { tailraceExamples } from '../../checks/tailrace/examples';
import { hyperplanesExamples } from '../../checks/hyperplanes/examples';
import { productionModelsExamples } from '../../checks/productionModels/examples';
import { productivityExamples } from '../../checks/productivity/examples';
import { xfCalendarExamples } from '../../crossFile/checks/calendar/examples';
import { xfPlantsExamples } from '../../crossFile/checks/plants/examples';
import { xfTablesExamples } from '../../crossFile/checks/tables/examples';
import { configExamples } from '../../checks/config/examples';
import { initialConditionsExamples } from '../../checks/initialConditions/examples';
import { inflowStatsExamples } from '../../checks/inflowStats/examples';
import { refArExamples, refScenarioExamples } from '../../crossFile/checks/scenarios/examples';
import { arCoefficientsExamples } from '../../checks/arCoefficients/examples';
import { loadStatsExamples } from '../../checks/loadStats/examples';
import { busesExamples } from '../../checks/buses/examples';
import { linesExamples } from '../../checks/lines/examples';
import { hydrosExamples } from '../../checks/hydros/examples';
import { thermalsExamples } from '../../checks/thermals/examples';
import { nonControllableExamples } from '../../checks/nonControllable/examples';
import { pumpingExamples } from '../../checks/pumping/examples';
import { contractsExamples } from '../../checks/contracts/examples';
import { systemReferenceExamples } from '../../crossFile/checks/system/examples';
import { inflowHistoryExamples } from '../../checks/inflowHistory/examples';
import { annualComponentExamples } from '../../checks/annualComponent/examples';
import { noiseOpeningsExamples } from '../../checks/noiseOpenings/examples';
import { externalScenariosExamples } from '../../checks/externalScenarios/examples';
import { ncsStatsExamples } from '../../checks/ncsStats/examples';
import { refScenarioTableExamples } from '../../crossFile/checks/scenarios/tablesExamples';
import type { RuleExample } from './types';

export const ruleExamples: Readonly<Record<string, RuleExample>> = {
  ...caseExamples,
  ...stagesExamples,
  ...seasonsExamples,
  ...postStudyExamples,
  ...penaltiesExamples,
  ...geometryExamples,
  ...tailraceExamples,
  ...hyperplanesExamples,
  ...productionModelsExamples,
  ...productivityExamples,
  ...xfCalendarExamples,
  ...xfPlantsExamples,
  ...xfTablesExamples,
  ...configExamples,
  ...initialConditionsExamples,
  ...inflowStatsExamples,
  ...refScenarioExamples,
  ...arCoefficientsExamples,
  ...refArExamples,
  ...loadStatsExamples,
  // The system/ registries (decision D31).
  ...busesExamples,
  ...linesExamples,
  ...hydrosExamples,
  ...thermalsExamples,
  ...nonControllableExamples,
  ...pumpingExamples,
  ...contractsExamples,
  ...systemReferenceExamples,
  ...inflowHistoryExamples,
  ...annualComponentExamples,
  ...noiseOpeningsExamples,
  ...externalScenariosExamples,
  ...ncsStatsExamples,
  ...refScenarioTableExamples,
};
