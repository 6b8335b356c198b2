// Every rule's examples, by rule id (see types.ts). Rules that document behaviour (severity
// 'semantics') and are never reported have none.
import { correlationExamples } from '../../checks/correlation/examples';
import { loadFactorsExamples } from '../../checks/loadFactors/examples';
import { ncsFactorsExamples } from '../../checks/ncsFactors/examples';
import { scenarioJsonReferenceExamples } from '../../crossFile/checks/scenarioJson/examples';
import { constraintTableExamples } from '../../checks/constraintTables/examples';
import { genericConstraintsExamples } from '../../checks/genericConstraints/examples';
import { exchangeFactorsExamples } from '../../checks/exchangeFactors/examples';
import { constraintReferenceExamples } from '../../crossFile/checks/constraints/examples';
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
import type { RuleExamples } from './types';

export const ruleExamples: Readonly<RuleExamples> = {
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
  // The scenarios/ JSON files (decision D31).
  ...correlationExamples,
  ...loadFactorsExamples,
  ...ncsFactorsExamples,
  ...scenarioJsonReferenceExamples,
  // constraints/ (decision D31).
  ...constraintTableExamples,
  ...genericConstraintsExamples,
  ...exchangeFactorsExamples,
  ...constraintReferenceExamples,
  // The scenarios/ tables (decision D31).
  ...inflowHistoryExamples,
  ...annualComponentExamples,
  ...noiseOpeningsExamples,
  ...externalScenariosExamples,
  ...ncsStatsExamples,
  ...refScenarioTableExamples,
};
