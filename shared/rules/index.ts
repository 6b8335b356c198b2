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
import { crossFileRules } from '../crossFile/checks/catalog';

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
  | IdsOf<typeof crossFileRules>;

/** File rules whose condition is a cross-file rule's, and the XF ID they are reported under. */
const REPORTED_AS: Readonly<Partial<Record<RuleId, RuleId>>> = {
  'STG-016': 'XF-025',
  'STG-040': 'XF-026',
  'STG-041': 'XF-026',
  'STG-051': 'XF-020',
  'STG-052': 'XF-021',
  'STG-053': 'XF-021',
  'STG-054': 'XF-022',
  'STG-085': 'XF-023',
  'STG-086': 'XF-024',
  'PST-014': 'XF-017',
  'PST-020': 'XF-018',
  'PST-026': 'XF-019',
  'GEO-009': 'XF-002',
  'GEO-010': 'XF-007',
  'GEO-011': 'XF-009',
  'HPM-002': 'XF-002',
  'HPM-032': 'XF-013',
  'HPM-060': 'XF-004',
  'HPM-061': 'XF-001',
  'PRD-011': 'XF-002',
  'PRD-012': 'XF-015',
  'FPH-007': 'XF-012',
  'FPH-008': 'XF-012',
  'FPH-009': 'XF-012',
  'FPH-010': 'XF-011',
  'FPH-011': 'XF-010',
  'FPH-013': 'XF-002',
  'FPH-014': 'XF-015',
  'TRC-009': 'XF-002',
};

const entries: RuleInfo[] = [
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
  ...crossFileRules,
];

export const ruleCatalog: readonly RuleInfo[] = entries.map((rule) => {
  const reportedAs = REPORTED_AS[rule.id as RuleId];
  return reportedAs ? { ...rule, reportedAs } : rule;
});

const byId = new Map(ruleCatalog.map((rule) => [rule.id, rule]));

export function findRule(id: string): RuleInfo | undefined {
  return byId.get(id.toUpperCase());
}

/** The severity a diagnostic of this rule gets unless the rule says otherwise for one finding. */
export function ruleSeverity(id: RuleId): Severity {
  const severity = byId.get(id)?.severity;
  return severity === undefined || severity === 'semantics' ? 'error' : severity;
}
