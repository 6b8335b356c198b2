// Document symbols (the editor's outline and breadcrumbs) of the case files, read from the text as
// it is now; names of plants and derived seasons come from the last validation when there is one.
import { CASE_FILES } from '../core/case/layout';
import { ownValue } from '../core/lookup';
import type { ServiceContext } from './context';
import type { DocumentSymbolResult } from './types';
import { stagesOutline } from './navigation/outline/stages';
import { postStudyOutline } from './navigation/outline/postStudy';
import { productionModelsOutline } from './navigation/outline/productionModels';
import { penaltiesOutline } from './navigation/outline/penalties';
import { configOutline, initialConditionsOutline } from './navigation/outline/loaderFiles';
import { blockFactorsOutline, correlationOutline } from './navigation/outline/scenarioFiles';
import { busEntitiesOutline, busesOutline, hydrosOutline, linesOutline, thermalsOutline } from './navigation/outline/plants';
import { exchangeFactorsOutline, genericConstraintsOutline } from './navigation/outline/constraints';

const OUTLINES: Readonly<Record<string, (context: ServiceContext) => DocumentSymbolResult[]>> = {
  [CASE_FILES.stages]: stagesOutline,
  [CASE_FILES.postStudy]: postStudyOutline,
  [CASE_FILES.productionModels]: productionModelsOutline,
  [CASE_FILES.penalties]: ({ doc }) => penaltiesOutline(doc),
  [CASE_FILES.hydros]: ({ doc }) => hydrosOutline(doc),
  [CASE_FILES.thermals]: ({ doc }) => thermalsOutline(doc),
  [CASE_FILES.config]: ({ doc }) => configOutline(doc),
  [CASE_FILES.initialConditions]: ({ doc }) => initialConditionsOutline(doc),
  // The other system/ registries (decision D31).
  [CASE_FILES.buses]: ({ doc }) => busesOutline(doc),
  [CASE_FILES.lines]: ({ doc }) => linesOutline(doc),
  [CASE_FILES.nonControllable]: ({ doc }) => busEntitiesOutline('non_controllable_sources', 'source')(doc),
  [CASE_FILES.pumping]: ({ doc }) => busEntitiesOutline('pumping_stations', 'station')(doc),
  [CASE_FILES.contracts]: ({ doc }) => busEntitiesOutline('contracts', 'contract')(doc),
  // The scenarios/ JSON files (decision D31).
  [CASE_FILES.correlation]: ({ doc }) => correlationOutline(doc),
  [CASE_FILES.loadFactors]: ({ doc }) => blockFactorsOutline('load_factors', 'bus_id', 'bus')(doc),
  [CASE_FILES.ncsFactors]: ({ doc }) => blockFactorsOutline('non_controllable_factors', 'ncs_id', 'source')(doc),
  // constraints/ (decision D31).
  [CASE_FILES.genericConstraints]: ({ doc }) => genericConstraintsOutline(doc),
  [CASE_FILES.exchangeFactors]: ({ doc }) => exchangeFactorsOutline(doc),
};

export function documentSymbols(context: ServiceContext): DocumentSymbolResult[] {
  return ownValue(OUTLINES, context.file)?.(context) ?? [];
}
