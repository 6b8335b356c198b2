// The rule table: one source for the engine (default severities), the CLI (`hydrocase rules`,
// SARIF rule metadata) and the editor's rule pages. Entries live one file per case file.
import type { Severity } from '../core/diagnostics';
import type { RuleInfo } from './define';
import { caseRules } from '../checks/case/catalog';
import { stagesRules } from '../checks/stages/catalog';
import { seasonsRules } from '../checks/stages/seasonCatalog';
import { postStudyRules } from '../checks/postStudyStages/catalog';
import { penaltiesRules } from '../checks/penalties/catalog';
import { geometryRules } from '../checks/geometry/catalog';
import { productionModelsRules } from '../checks/productionModels/catalog';
import { productivityRules } from '../checks/productivity/catalog';
import { hyperplanesRules } from '../checks/hyperplanes/catalog';
import { tailraceRules } from '../checks/tailrace/catalog';
import { inflowStatsRules } from '../checks/inflowStats/catalog';
import { arCoefficientsRules } from '../checks/arCoefficients/catalog';
import { loadStatsRules } from '../checks/loadStats/catalog';
import { crossFileRules } from '../crossFile/checks/catalog';
import { configRules } from '../checks/config/catalog';
import { initialConditionsRules } from '../checks/initialConditions/catalog';
import { busesRules } from '../checks/buses/catalog';
import { linesRules } from '../checks/lines/catalog';
import { hydrosRules } from '../checks/hydros/catalog';
import { thermalsRules } from '../checks/thermals/catalog';
import { nonControllableRules } from '../checks/nonControllable/catalog';
import { pumpingRules } from '../checks/pumping/catalog';
import { contractsRules } from '../checks/contracts/catalog';
import { systemReferenceRules } from '../crossFile/checks/system/catalog';
import { inflowHistoryRules } from '../checks/inflowHistory/catalog';
import { annualComponentRules } from '../checks/annualComponent/catalog';
import { noiseOpeningsRules } from '../checks/noiseOpenings/catalog';
import { externalScenariosRules } from '../checks/externalScenarios/catalog';
import { ncsStatsRules } from '../checks/ncsStats/catalog';

export type { RuleInfo, RuleSeverity } from './define';

type IdsOf<Rules extends readonly RuleInfo[]> = Rules[number]['id'];

/** Every rule id of the catalogue: report sites take this type, so an id the catalogue lacks does not compile. */
export type RuleId =
  | IdsOf<typeof caseRules>
  | IdsOf<typeof stagesRules>
  | IdsOf<typeof seasonsRules>
  | IdsOf<typeof postStudyRules>
  | IdsOf<typeof penaltiesRules>
  | IdsOf<typeof geometryRules>
  | IdsOf<typeof productionModelsRules>
  | IdsOf<typeof productivityRules>
  | IdsOf<typeof hyperplanesRules>
  | IdsOf<typeof tailraceRules>
  | IdsOf<typeof inflowStatsRules>
  | IdsOf<typeof arCoefficientsRules>
  | IdsOf<typeof loadStatsRules>
  | IdsOf<typeof crossFileRules>
  | IdsOf<typeof configRules>
  | IdsOf<typeof initialConditionsRules>
  // The system/ registries (decision D31).
  | IdsOf<typeof busesRules>
  | IdsOf<typeof linesRules>
  | IdsOf<typeof hydrosRules>
  | IdsOf<typeof thermalsRules>
  | IdsOf<typeof nonControllableRules>
  | IdsOf<typeof pumpingRules>
  | IdsOf<typeof contractsRules>
  | IdsOf<typeof systemReferenceRules>
  | IdsOf<typeof inflowHistoryRules>
  | IdsOf<typeof annualComponentRules>
  | IdsOf<typeof noiseOpeningsRules>
  | IdsOf<typeof externalScenariosRules>
  | IdsOf<typeof ncsStatsRules>;

const entries: readonly RuleInfo[] = [
  ...caseRules,
  ...stagesRules,
  ...seasonsRules,
  ...postStudyRules,
  ...penaltiesRules,
  ...geometryRules,
  ...productionModelsRules,
  ...productivityRules,
  ...hyperplanesRules,
  ...tailraceRules,
  ...inflowStatsRules,
  ...arCoefficientsRules,
  ...loadStatsRules,
  ...crossFileRules,
  ...configRules,
  ...initialConditionsRules,
  // The system/ registries (decision D31).
  ...busesRules,
  ...linesRules,
  ...hydrosRules,
  ...thermalsRules,
  ...nonControllableRules,
  ...pumpingRules,
  ...contractsRules,
  ...systemReferenceRules,
  ...inflowHistoryRules,
  ...annualComponentRules,
  ...noiseOpeningsRules,
  ...externalScenariosRules,
  ...ncsStatsRules,
];

export const ruleCatalog: readonly RuleInfo[] = entries;

const byId = new Map(ruleCatalog.map((rule) => [rule.id, rule]));

export function findRule(id: string): RuleInfo | undefined {
  return byId.get(id.toUpperCase());
}

/** The severity a diagnostic of this rule gets unless the rule says otherwise for one finding. */
export function ruleSeverity(id: RuleId): Severity {
  const severity = byId.get(id)?.severity;
  return severity === undefined || severity === 'semantics' ? 'error' : severity;
}
