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
}

export const ruleCatalog: readonly RuleInfo[] = [
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

const byId = new Map(ruleCatalog.map((rule) => [rule.id, rule]));

export function findRule(id: string): RuleInfo | undefined {
  return byId.get(id.toUpperCase());
}

/** The severity a diagnostic of this rule gets unless the rule says otherwise for one finding. */
export function ruleSeverity(id: string): Severity {
  const severity = byId.get(id)?.severity;
  return severity === undefined || severity === 'semantics' ? 'error' : severity;
}
