// Older keys of the format that the example cases, the reference loader or its converter still
// write (decisions D1, D2, D32). Each is one cause, the file's format, so it is one problem per
// (rule, file): the rule reports every occurrence through `JsonReporter.at` with the rename in
// `data`, and the sink folds them (DiagnosticSink.finish) into one diagnostic on the first
// occurrence that counts the places, lists the others as related locations and carries every path
// (`location.paths`), so its quick fix renames them all.
import type { DiagnosticData } from '../diagnostics';
import type { RuleId } from './define';

export interface OlderKey {
  /** The key as the older format writes it. */
  key: string;
  /** Its current name. */
  current: string;
  /** The rule that reports it. */
  code: RuleId;
  /** What holds one occurrence, singular and plural, for the count in the message. */
  holder: readonly [one: string, many: string];
}

export const OLDER_KEYS: readonly OlderKey[] = [
  { key: 'num_scenarios', current: 'num_openings', code: 'STG-039', holder: ['stage', 'stages'] },
  { key: 'fpha_turbined_cost', current: 'turbined_cost', code: 'PEN-020', holder: ['hydro section', 'hydro sections'] },
  { key: 'productivity_override', current: 'productivity_mw_per_m3s', code: 'HPM-090', holder: ['entry', 'entries'] },
];

/** The older key a report is an occurrence of: its rule, and a rename of that key to its current name. */
export function olderKeyOf(code: RuleId, data: DiagnosticData | undefined): OlderKey | undefined {
  if (!data?.unknownKey || !data.rename) return undefined;
  return OLDER_KEYS.find((older) => older.code === code && older.key === data.unknownKey && older.current === data.rename);
}

/** The older key → current key pairs, for the rule modules' rename suggestions. */
export function olderKeyRenames(...keys: string[]): Readonly<Record<string, string>> {
  return Object.fromEntries(OLDER_KEYS.filter((older) => keys.includes(older.key)).map((older) => [older.key, older.current]));
}

/** The message of the occurrences folded into one: `"num_scenarios" is the older name of "num_openings", on 24 stages: rename them`. */
export function olderKeysMessage(older: OlderKey, count: number): string {
  return `"${older.key}" is the older name of "${older.current}", on ${count} ${older.holder[1]}: rename them`;
}
