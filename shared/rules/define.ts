// What a catalogue entry holds, and `defineRules`, which keeps each entry's id as a literal type so
// `RuleId` (shared/rules/index.ts) is the union of the catalogue's ids: a report site naming an id
// the catalogue lacks does not compile.
import type { Severity } from '../core/diagnostics';

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
  needs?: readonly string[];
  /** The solver phase that would reject the case (load, set-up, validate, case build). */
  phase?: string;
  /**
   * A file rule that restates a cross-file rule is reported under the XF ID (the diagnostic's
   * `data.fileRule` names the file rule): GEO-009 is reported as XF-002, for example.
   */
  reportedAs?: string;
  /**
   * For a rule the project catalogues itself under decision D31 (a file the spec does not cover):
   * the Cobre loader function it mirrors (crate `cobre-io`, commit e8081a6) and the loader's own
   * test of it, where one exists.
   */
  loader?: { function: string; test?: string };
}

/** Returns `rules` unchanged, typed with each id as its literal. */
export function defineRules<const Rules extends readonly RuleInfo[]>(rules: Rules): Rules {
  return rules;
}
