// One catalogue entry of a rule that HydroCase catalogues itself under decision D31: the files the
// spec does not cover, checked as the Cobre loader (commit e8081a6) checks them. Each entry names
// the loader function it mirrors and the loader's own test, where there is one.
import type { RuleEntry, RuleSeverity } from '../../core/rules/define';

export const LOADER_AUTHORITY = 'rules.md D31';

export interface LoaderRule {
  severity?: RuleSeverity;
  title: string;
  description: string;
  /** `crates/cobre-io/src/system/buses.rs: validate_deficit_segments` */
  loader: string;
  /** The loader's test, `test_duplicate_bus_id`; absent when it has none. */
  test?: string;
  phase?: string;
  needs?: readonly string[];
}

/** A catalogue entry for `file`, keeping the id's literal type (see defineRules). */
export function loaderRule<const Id extends string>(id: Id, file: string, rule: LoaderRule): RuleEntry & { id: Id } {
  return {
    id,
    file,
    severity: rule.severity ?? 'error',
    title: rule.title,
    description: rule.description,
    spec: LOADER_AUTHORITY,
    phase: rule.phase ?? 'load',
    ...(rule.needs ? { needs: rule.needs } : {}),
    loader: { mirrors: rule.loader, ...(rule.test ? { test: rule.test } : {}) },
  };
}
