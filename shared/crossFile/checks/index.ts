// Every cross-file rule, grouped by what it joins.
import type { CrossFileRule } from '../context';
import type { RuleInfo } from '../../rules';
import { KNOWN_FILES } from '../../core/case/layout';
import { CASE_INPUTS } from '../inputs';
import { inputOf } from '../inputHealth';
import { plantRules } from './plants';
import { tableRules } from './tables';
import { calendarRules } from './calendar';
import { scenarioRules } from './scenarios';
import { systemReferences } from './system';
import { scenarioJsonReferences } from './scenarioJson';
import { constraintReferences } from './constraints';

export const crossFileChecks: readonly CrossFileRule[] = [
  ...plantRules,
  ...tableRules,
  ...calendarRules,
  ...systemReferences,
  ...scenarioRules,
  ...scenarioJsonReferences,
  ...constraintReferences,
];

/**
 * The other files a rule reads: for a rule a cross-file check reports, derived from its checks'
 * `needs` and `alsoReads` (the catalogue states no file list for it), in the case layout's order;
 * for any other rule, the catalogue's `needs`.
 */
export function filesReadBy(rule: RuleInfo): readonly string[] | undefined {
  const checks = crossFileChecks.filter((check) => check.ids.includes(rule.id));
  if (checks.length === 0) return rule.needs;
  const own = new Set(rule.file.split(', '));
  const read = new Set(checks.flatMap((check) => [...check.needs.map((need) => CASE_INPUTS[inputOf(need)]), ...(check.alsoReads ?? [])]));
  return KNOWN_FILES.filter((file) => read.has(file) && !own.has(file));
}
