// The rule table: one source for the engine (default severities), the CLI (`hydrocase rules`,
// SARIF rule metadata) and the editor's rule pages. Entries live one file per case file.
import type { Severity } from '../core/diagnostics';
import type { RuleEntry, RuleId } from '../core/rules/define';
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
import { crossFileRules, restatedRules } from '../crossFile/checks/catalog';
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
import { correlationRules } from '../checks/correlation/catalog';
import { loadFactorsRules } from '../checks/loadFactors/catalog';
import { ncsFactorsRules } from '../checks/ncsFactors/catalog';
import { scenarioJsonReferenceRules } from '../crossFile/checks/scenarioJson/catalog';
import { constraintTableRules } from '../checks/constraintTables/catalog';
import { genericConstraintsRules } from '../checks/genericConstraints/catalog';
import { exchangeFactorsRules } from '../checks/exchangeFactors/catalog';
import { constraintReferenceRules } from '../crossFile/checks/constraints/catalog';
import { inflowHistoryRules } from '../checks/inflowHistory/catalog';
import { annualComponentRules } from '../checks/annualComponent/catalog';
import { noiseOpeningsRules } from '../checks/noiseOpenings/catalog';
import { externalScenariosRules } from '../checks/externalScenarios/catalog';
import { ncsStatsRules } from '../checks/ncsStats/catalog';

export type { RuleId, RuleSeverity } from '../core/rules/define';

/** A catalogue entry as the catalogue gathers it: its id is a `RuleId`. */
export interface RuleInfo extends RuleEntry<RuleId> {
  /**
   * The cross-file rules that restate this file rule (rules.md, Conventions): what needs another
   * file is reported under the XF id, the diagnostic's `data.fileRule` naming the file rule. GEO-009
   * is reported as XF-002; GEO-010 as XF-007 or XF-008, by the plant's model. Derived from
   * `restatedRules` (shared/crossFile/checks/catalog.ts), where the relation is stated once.
   */
  reportedAs?: readonly RuleId[];
}

type IdsOf<Rules extends readonly RuleEntry[]> = Rules[number]['id'];

/** The catalogue's ids, gathered from the check folders' catalogues. */
type CatalogueIds =
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
  // The scenarios/ JSON files (decision D31).
  | IdsOf<typeof correlationRules>
  | IdsOf<typeof loadFactorsRules>
  | IdsOf<typeof ncsFactorsRules>
  | IdsOf<typeof scenarioJsonReferenceRules>
  // constraints/ (decision D31).
  | IdsOf<typeof constraintTableRules>
  | IdsOf<typeof genericConstraintsRules>
  | IdsOf<typeof exchangeFactorsRules>
  | IdsOf<typeof constraintReferenceRules>
  // The scenarios/ tables (decision D31).
  | IdsOf<typeof inflowHistoryRules>
  | IdsOf<typeof annualComponentRules>
  | IdsOf<typeof noiseOpeningsRules>
  | IdsOf<typeof externalScenariosRules>
  | IdsOf<typeof ncsStatsRules>;

// Fills in the core's `RuleId` (shared/core/rules/define.ts): the core names the type, the
// catalogue, above it, lists the ids.
declare module '../core/rules/define' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface CatalogueRuleIds extends Record<CatalogueIds, true> {}
}

const entries: readonly RuleEntry<RuleId>[] = [
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
  // The scenarios/ JSON files (decision D31).
  ...correlationRules,
  ...loadFactorsRules,
  ...ncsFactorsRules,
  ...scenarioJsonReferenceRules,
  // constraints/ (decision D31).
  ...constraintTableRules,
  ...genericConstraintsRules,
  ...exchangeFactorsRules,
  ...constraintReferenceRules,
  // The scenarios/ tables (decision D31).
  ...inflowHistoryRules,
  ...annualComponentRules,
  ...noiseOpeningsRules,
  ...externalScenariosRules,
  ...ncsStatsRules,
];

const restated: { readonly [Id in RuleId]?: readonly RuleId[] } = restatedRules;

export const ruleCatalog: readonly RuleInfo[] = entries.map((rule) => {
  const reportedAs = restated[rule.id];
  return reportedAs ? { ...rule, reportedAs } : rule;
});

const byId = new Map<string, RuleInfo>(ruleCatalog.map((rule) => [rule.id, rule]));

/** The entry of an id as a person wrote it (`hydrocase rules stg-035`), in any case. */
export function findRule(id: string): RuleInfo | undefined {
  return byId.get(id.toUpperCase());
}

/** Whether a value from outside (a client's diagnostic code, a configuration key) is a rule id of the catalogue, exactly as written. */
export function isRuleId(value: unknown): value is RuleId {
  return typeof value === 'string' && byId.has(value);
}

/** The severity a diagnostic of this rule gets unless the rule says otherwise for one finding. */
export function ruleSeverity(id: RuleId): Severity {
  const severity = byId.get(id)?.severity;
  return severity === undefined || severity === 'semantics' ? 'error' : severity;
}
