// The rule levels the editor applies to a case, as the command line does: the nearest
// hydrocase.json at or above the case (read afresh at each validation: it is small, and edits to it
// then apply at once), then the `hydrocase.rules` setting over it. A hydrocase.json with mistakes
// is logged, its levels are not applied, as the command line refuses it, and `seen` hears of it
// (configProblems.ts shows it on the file and on the status item).
import { findConfigFile, loadConfigFile, type RuleLevel } from '../../shared/engine/config/caseConfig';
import type { CaseConfigState } from './configProblems';
import type { RuleId } from '../../shared/rules';

export type RuleLevels = ReadonlyMap<RuleId, RuleLevel>;

/** The `hydrocase.rules` setting, checked like a hydrocase.json's `rules`; wrong entries are logged and skipped. */
export function settingsRuleLevels(raw: unknown, log: (message: string) => void): RuleLevels {
  if (raw === undefined || raw === null) return new Map();
  const loaded = loadConfigFile('the hydrocase.rules setting', JSON.stringify({ rules: raw }));
  for (const problem of loaded.problems) log(`the hydrocase.rules setting: ${problem.key}: ${problem.message}`);
  return loaded.config?.rules ?? new Map();
}

/**
 * `reported` (kept by the caller) holds the last message logged per hydrocase.json: a file with
 * mistakes is read at every validation, keystrokes included, but said once until it changes.
 */
export function caseRuleLevels(
  caseRoot: string,
  fromSettings: RuleLevels,
  log: (message: string) => void,
  reported: Map<string, string>,
  seen?: (state: CaseConfigState) => void,
): RuleLevels {
  const path = findConfigFile(caseRoot);
  const loaded = path ? loadConfigFile(path) : undefined;
  seen?.({ path, problems: loaded?.problems ?? [] });
  if (path && loaded?.problems.length) {
    const message = `${path}: not applied: ${loaded.problems.map((p) => `${p.key}: ${p.message}`).join('; ')}`;
    if (reported.get(path) !== message) log(message);
    reported.set(path, message);
  }
  const levels = new Map(loaded?.problems.length ? [] : (loaded?.config?.rules ?? []));
  for (const [id, level] of fromSettings) levels.set(id, level);
  return levels;
}
