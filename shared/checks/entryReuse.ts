// Checking again only the entry a keystroke changed (issue 13: "re-check only what an edit can
// change"). The large case's stages.json holds 520 stage entries, each checked alike; a digit
// retyped in one leaves the other 519 with the same findings, yet their checks were most of each
// keystroke's answer. In the editor, a file's check records, per entry of such an array, what the
// entry's check returned and every diagnostic it reported. The next check of the same document,
// when exactly one literal value was patched in place since (`JsonDocument.patchLiteral`), checks
// again only the entry holding that literal and, for every other entry, reports its recorded
// diagnostics again (moved past the edit) and takes its recorded result.
//
// Sound only for an entry check that reads nothing but its own entry and what the caller keeps
// fixed for the whole array. A caller whose entries depend on one another through a value (the
// stage ids, whose duplicates are reported across entries) says which values of the changed entry
// other entries read (`sharedValue`): an edit there checks every entry. Everything outside the
// array's entries is checked afresh as usual (an edit there checks every entry too: what the caller
// passes its entry check, a season map say, may have changed).
import type { Diagnostic } from '../core/diagnostics';
import type { JsonNode } from '../core/json/document';
import { movedDiagnostic } from '../core/reporter';
import type { TextDelta } from '../core/textDelta';
import type { JsonFileContext } from './context';

/** What one entry's check returned and reported. */
interface EntryRecord {
  entry: JsonNode;
  result: unknown;
  /** Undefined when a diagnostic past the cap was never built: this entry cannot be replayed. */
  reported: readonly Diagnostic[] | undefined;
}

/** The records one check of a file made, by array (the key its rule module gives). */
export type EntryRecords = ReadonlyMap<string, readonly EntryRecord[]>;

export interface EntryCheckOptions<R> {
  /** The node of an entry's value that other entries' checks read (its id): an edit in it checks every entry. */
  sharedValue?: (entry: JsonNode) => JsonNode | undefined;
  /** Called, in array order, with each entry whose recorded result is taken instead of a check (to note what later entries read of it). */
  replayed?: (result: R, entry: JsonNode) => void;
}

/** One array's entries and the check of each (see `checkEntries`). */
interface EntryList<R> {
  key: string;
  entries: ReadonlyArray<{ entry: JsonNode; index: number }>;
  check: (entry: JsonNode, index: number) => R;
  options: EntryCheckOptions<R>;
}

/**
 * The results of `check` for every entry, in order: with the context's `reuse` (in the editor),
 * only the entry a literal edit changed is checked again, the others replayed; else each is
 * checked. `key` names the array among the file's (its records are kept under it).
 */
export function checkEntries<R>(
  context: JsonFileContext,
  key: string,
  entries: ReadonlyArray<{ entry: JsonNode; index: number }>,
  check: (entry: JsonNode, index: number) => R,
  options: EntryCheckOptions<R> = {},
): R[] {
  return context.reuse ? context.reuse.check(context, { key, entries, check, options }) : entries.map(({ entry, index }) => check(entry, index));
}

export class EntryReuse {
  /** What this check records, for the next one. */
  readonly records = new Map<string, EntryRecord[]>();

  /**
   * `earlier`: the previous check's records, and the one literal edit between its text and this
   * one; absent when the previous check is unknown or more than one edit apart.
   */
  constructor(private readonly earlier?: { records: EntryRecords; edit: TextDelta }) {}

  /** See the function `checkEntries`. */
  check<R>(context: JsonFileContext, { key, entries, check, options }: EntryList<R>): R[] {
    const { report, doc } = context;
    const changed = this.changedEntry(key, entries, options);
    const previous = this.earlier?.records.get(key);
    const records: EntryRecord[] = [];
    const results = entries.map(({ entry, index }, i) => {
      const record = previous?.[i];
      if (changed !== undefined && i !== changed && record) {
        const reported = record.reported!.map((d) => movedDiagnostic(d, doc, this.earlier!.edit));
        report.replay(reported);
        options.replayed?.(record.result as R, entry);
        records.push({ entry, result: record.result, reported });
        return record.result as R;
      }
      const { value, reported } = report.recording(() => check(entry, index));
      records.push({ entry, result: value, reported });
      return value;
    });
    this.records.set(key, records);
    return results;
  }

  /**
   * The position of the one entry to check again, when every other can be replayed: the same
   * entries as recorded, the edit inside exactly one of them and not in its shared value, and every
   * other entry's reports all built. Undefined: check every entry.
   */
  private changedEntry(key: string, entries: ReadonlyArray<{ entry: JsonNode }>, options: EntryCheckOptions<never>): number | undefined {
    const previous = this.earlier?.records.get(key);
    if (!previous || previous.length !== entries.length) return undefined;
    const { edit } = this.earlier!;
    let changed: number | undefined;
    for (let i = 0; i < entries.length; i++) {
      const { entry } = entries[i]!;
      const record = previous[i]!;
      if (record.entry !== entry) return undefined;
      if (edit.start >= entry.offset && edit.newerEnd <= entry.offset + entry.length)
        changed = i; // entries do not overlap: one at most
      else if (!record.reported) return undefined;
    }
    if (changed === undefined) return undefined;
    const shared = options.sharedValue?.(entries[changed]!.entry);
    if (shared && edit.start <= shared.offset + shared.length && edit.newerEnd >= shared.offset) return undefined;
    return changed;
  }
}
