// Duplicate detection shared by the JSON rule modules: the first declaration of each key (an id, a
// date, a pair) is remembered, and every later one is reported naming where the first stands.
import type { JsonNode } from './document';
import { relatedAt, type JsonReporter } from '../reporter';
import { getProperty, pathOf } from './nodes';
import type { RuleId } from '../rules/define';

export interface DuplicateOptions {
  /** The key of the repeating object whose value the diagnostic points at (its id); by default the object as a whole. */
  atKey?: string;
  /** Appended to the message after the parenthesis naming the first declaration. */
  suffix?: string;
  /** How the message names the first declaration; by default its JSON path. */
  describeFirst?: (first: JsonNode) => string;
  /** The message of related information pointing at the first declaration (at its `atKey` value, if any). */
  related?: string;
}

/**
 * The first node declared under each key of one list (or one scope). `claim` remembers a new key
 * and reports a repeated one as `duplicate <subject> (first declared at <first>)<suffix>`.
 */
export class FirstDeclarations<K> {
  private readonly firsts = new Map<K, JsonNode>();

  constructor(
    private readonly report: JsonReporter,
    private readonly code: RuleId,
  ) {}

  /** Remembers `node` under `key` unless a node came first, reporting nothing (an entry whose reports are replayed: entryReuse.ts). */
  note(key: K, node: JsonNode): void {
    if (!this.firsts.has(key)) this.firsts.set(key, node);
  }

  /** True when `node` is the first under `key` (now remembered); false when it repeats it (now reported). */
  claim(key: K, node: JsonNode, subject: string, options: DuplicateOptions = {}): boolean {
    const first = this.firsts.get(key);
    if (first === undefined) {
      this.firsts.set(key, node);
      return true;
    }
    const where = options.describeFirst ? options.describeFirst(first) : pathOf(first);
    const message = `duplicate ${subject} (first declared at ${where})${options.suffix ?? ''}`;
    const { atKey, related } = options;
    const reportOptions = related ? { related: [relatedAt(this.report.doc, valueAt(first, atKey), related)] } : {};
    if (atKey === undefined) this.report.onObject(node, this.code, message, reportOptions);
    else this.report.at(valueAt(node, atKey), this.code, message, reportOptions);
    return false;
  }
}

function valueAt(object: JsonNode, key: string | undefined): JsonNode {
  return (key === undefined ? undefined : getProperty(object, key)) ?? object;
}
