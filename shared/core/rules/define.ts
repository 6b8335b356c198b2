// What a catalogue entry holds, and `defineRules`, which keeps each entry's id as a literal type so
// `RuleId` is the union of the catalogue's ids: a report site naming an id the catalogue lacks does
// not compile. The core declares `RuleId` but cannot list the ids: they live in the check folders'
// catalogues, above it. The catalogue (shared/rules/index.ts) fills `CatalogueRuleIds` in, by
// declaration merging, so nothing in the core imports upward and `RuleId` is still the exact union.
import type { Severity } from '../diagnostics';

/**
 * One key per catalogue id, merged in by shared/rules/index.ts. Empty here on purpose: a program
 * that leaves the catalogue out gets `RuleId = never`, so no id compiles, rather than `string`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogueRuleIds {}

/** Every rule id of the catalogue: report sites take this type, so an id the catalogue lacks does not compile. */
export type RuleId = keyof CatalogueRuleIds & string;

/** `semantics` rules never produce diagnostics: they document behaviour for hovers and the rule pages. */
export type RuleSeverity = Severity | 'semantics';

/** `Id` is `string` where a catalogue writes an entry, `RuleId` once gathered (shared/rules/index.ts). */
export interface RuleEntry<Id extends string = string> {
  id: Id;
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
   * Set when the rule is restated only in part (which cross-file rules restate a file rule is
   * stated once: `restatedRules`, shared/crossFile/checks/catalog.ts): what the file rule still reports under its own id
   * (HPM-002: a missing, mistyped or repeated hydro_id). A level in a configuration applies to the id
   * a diagnostic carries, so such a rule is configured for its own part by its own id, and for the
   * cross-file part by the XF id; a rule restated whole is configured by its XF ids only.
   */
  ownPart?: string;
  /**
   * For a rule of a file the spec does not define (decision D31): the Cobre loader function it
   * mirrors (crate cobre-io unless a path says otherwise, commit e8081a6) and the loader's own test of it, where one exists.
   */
  loader?: { mirrors: string; test?: string };
}

/** Returns `rules` unchanged, typed with each id as its literal. */
export function defineRules<const Rules extends readonly RuleEntry[]>(rules: Rules): Rules {
  return rules;
}
