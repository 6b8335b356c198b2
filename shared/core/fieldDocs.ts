// The shape of one field's documentation, the helper the per-file tables use to write their
// entries relative to a parent object, and the keys a table documents under an object. Hover,
// completion and the rule pages read the docs; the checks read the keys (`documentedKeys`), so an
// object accepts exactly the keys its documentation lists and no key list is written twice.

import type { RuleId } from './rules/define';

export type FieldRequirement = 'yes' | 'no' | 'conditional';

export interface FieldDoc {
  /** Case-relative file: `stages.json`, `system/fpha_hyperplanes.parquet`, `system/hydros.json`. */
  file: string;
  /**
   * JSON path pattern with `[]` for any index (`stages[].blocks[].hours`, `policy_graph.transitions[].probability`);
   * the empty string is the root object. For a Parquet table, the column name.
   */
  path: string;
  /** One to three sentences in our own words. */
  meaning: string;
  /** `integer`, `number or null`, `string or object`; for Parquet the Arrow type, e.g. `Float64 (nullable)`. */
  type: string;
  /** For a JSON field: whether the loader needs the key. For a Parquet column: whether the column must be present. */
  required: FieldRequirement;
  /** When `required` is `conditional`: the condition, in a few words. */
  requiredWhen?: string;
  /** `h`, `MW`, `$/MWh`, `$/(m³/s·h)`, `hm³`, `m`, `MW/(m³/s)`, ... */
  unit?: string;
  /** What an absent (or null, where allowed) value means, as the spec states it. */
  default?: string;
  /** The allowed values as the spec states them: `> 0, finite`, `(0, 1]`, `1..12`. */
  range?: string;
  /** The accepted values of an enumerated string. */
  values?: readonly string[];
  /** A short meaning per enumerated value (same keys as `values`). */
  valueDocs?: Readonly<Record<string, string>>;
  /**
   * Where the field is defined: `§2.1` in case-input-spec.md, or a decision of rules.md (`rules.md D7`) for
   * fields the spec does not describe.
   */
  spec: string;
  /** IDs of the rules that check this field or explain its effect (rules.md). */
  rules: readonly RuleId[];
  /**
   * For an array of objects: a VS Code snippet body for ONE new entry of the array (placeholders
   * `${1:default}`, choices `${1|a,b|}`), valid JSON once every placeholder takes its default.
   */
  snippet?: string;
}

/** A table row written relative to its parent: `key` may itself be a sub-path (`blocks[].hours`). */
export type FieldEntry = Omit<FieldDoc, 'file' | 'path'> & { key: string };

/** The docs of `entries`, placed under `parent` (a path pattern; empty for the root) of `file`. */
export function fieldsUnder(file: string, parent: string, entries: readonly FieldEntry[]): FieldDoc[] {
  return entries.map(({ key, ...doc }) => ({ file, path: parent === '' ? key : `${parent}.${key}`, ...doc }));
}

/**
 * The key of a field directly under `parent` (a path pattern; '' is the root), else undefined:
 * `stages[].blocks` is `blocks` under `stages[]`; `stages[].blocks[].hours` is not directly under it.
 */
export function keyUnder(path: string, parent: string): string | undefined {
  const prefix = parent === '' ? '' : `${parent}.`;
  if (!path.startsWith(prefix)) return undefined;
  const key = path.slice(prefix.length);
  return key !== '' && !key.includes('.') && !key.includes('[') ? key : undefined;
}

/**
 * The keys `docs` document directly under `parent`, in table order: the keys an object there may
 * hold. The checks take their known-key lists from here (only the paths, never the prose).
 */
export function documentedKeys(docs: readonly FieldDoc[], parent: string): string[] {
  return docs.map((doc) => keyUnder(doc.path, parent)).filter((key) => key !== undefined);
}
