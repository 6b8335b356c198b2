// Every rule's examples, by rule id (see types.ts). Rules that document behaviour (severity
// 'semantics') and are never reported have none.
import { caseExamples } from './case';
import { stagesExamples } from './stages';
import { seasonsExamples } from './seasons';
import { postStudyExamples } from './postStudy';
import { penaltiesExamples } from './penalties';
import { geometryExamples } from './geometry';
import { tailraceExamples } from './tailrace';
import { hyperplanesExamples } from './hyperplanes';
import { productionModelsExamples } from './productionModels';
import { productivityExamples } from './productivity';
import { xfCalendarExamples } from './xfCalendar';
import { xfPlantsExamples } from './xfPlants';
import { xfTablesExamples } from './xfTables';
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
};
