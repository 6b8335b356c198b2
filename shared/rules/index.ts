// The rule table: one source for the engine (default severities), the CLI (`hydrocase rules`,
// SARIF rule metadata) and the editor's rule pages. Entries live one file per case file.
import type { Severity } from '../engine/diagnostics';
import { caseRules } from './catalog/case';
import { stagesRules } from './catalog/stages';
import { seasonsRules } from './catalog/seasons';
import { postStudyRules } from './catalog/postStudy';
import { penaltiesRules } from './catalog/penalties';
import { geometryRules } from './catalog/geometry';
import { productionModelsRules } from './catalog/productionModels';
import { productivityRules } from './catalog/productivity';
import { hyperplanesRules } from './catalog/hyperplanes';
import { tailraceRules } from './catalog/tailrace';
import { crossFileRules } from './catalog/crossFile';

/** `semantics` rules never produce diagnostics: they document behaviour for hovers and the rule pages. */
export type RuleSeverity = Severity | 'semantics';

export interface RuleInfo {
  id: string;
  /** The case file (or `any JSON file`, `any Parquet file`, `case`) the rule is about. */
  file: string;
  severity: RuleSeverity;
  /** One line, lowercase, as `hydrocase rules` lists it. */
  title: string;
  /** A few sentences in plain words: what is checked, why the loader cares, how to fix it. */
  description: string;
  /** Spec sections, e.g. `§2.1, §7`. */
  spec: string;
  /** Other files the rule reads; empty for single-file rules. */
  needs?: string[];
  /** The solver phase that would reject the case (load, set-up, validate, case build). */
  phase?: string;
  /**
   * A file rule that restates a cross-file rule is reported under the XF ID (the diagnostic's
   * `data.fileRule` names the file rule): GEO-009 is reported as XF-002, for example.
   */
  reportedAs?: string;
}

/** File rules whose condition is a cross-file rule's, and the XF ID they are reported under. */
const REPORTED_AS: Readonly<Record<string, string>> = {
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

export const ruleCatalog: readonly RuleInfo[] = entries.map((rule) => (REPORTED_AS[rule.id] ? { ...rule, reportedAs: REPORTED_AS[rule.id] } : rule));

const byId = new Map(ruleCatalog.map((rule) => [rule.id, rule]));

export function findRule(id: string): RuleInfo | undefined {
  return byId.get(id.toUpperCase());
}

/** The severity a diagnostic of this rule gets unless the rule says otherwise for one finding. */
export function ruleSeverity(id: string): Severity {
  const severity = byId.get(id)?.severity;
  return severity === undefined || severity === 'semantics' ? 'error' : severity;
}
