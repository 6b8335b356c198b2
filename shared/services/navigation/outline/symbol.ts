// Building blocks of the outline: one symbol over a JSON node, and short labels for its detail.
import type { JsonDocument, JsonNode } from '../../../core/json/document';
import { elements, getProperty } from '../../../core/json/nodes';
import type { DocumentSymbolResult, Range, SymbolKind } from '../../types';

/**
 * Past this many entries (the objects of a file's lists that its detailed outline would show), an
 * outline shows only the outer entries and counts the inner ones in their details: it is a table
 * of contents, and every symbol is built, sent as JSON and decoded on each request (see the stages
 * outline).
 */
export const DETAILED_OUTLINE_MAX_ENTRIES = 1000;

/** The object entries of a list (what an outline shows of it); none when `list` is not an array. */
export function objectEntries(list: JsonNode | undefined): JsonNode[] {
  return elements(list).filter((entry) => entry.type === 'object');
}

export interface SymbolParts {
  detail?: string | undefined;
  /** What the editor highlights when the symbol is picked; defaults to the property key, else the node. */
  selection?: JsonNode | undefined;
  children?: DocumentSymbolResult[];
}

/**
 * A symbol whose range is the node with its key (when it is a property value), so clicking the key
 * in the editor still highlights the symbol in the outline.
 */
export function symbolOf(doc: JsonDocument, node: JsonNode, name: string, kind: SymbolKind, parts: SymbolParts = {}): DocumentSymbolResult {
  const property = node.parent?.type === 'property' ? node.parent : undefined;
  const selection = parts.selection ?? property?.children?.[0] ?? node;
  return withParts({ name, kind, range: rangeOf(doc, property ?? node), selectionRange: rangeOf(doc, selection) }, parts);
}

/**
 * A symbol grouping entries that need not be adjacent: its range runs from the first to the last
 * (entries of other groups between them included). `members` become its children, unless `counted`:
 * then only the first and last are needed, and the detail says how many there are.
 */
export function groupSymbol(name: string, kind: SymbolKind, members: DocumentSymbolResult[], detail?: string, counted = false): DocumentSymbolResult {
  const first = members[0]!;
  const range = { start: first.range.start, end: members[members.length - 1]!.range.end };
  return withParts({ name, kind, range, selectionRange: first.selectionRange }, { detail, children: counted ? [] : members });
}

function withParts(symbol: DocumentSymbolResult, { detail, children }: SymbolParts): DocumentSymbolResult {
  if (detail) symbol.detail = detail;
  if (children?.length) symbol.children = children;
  return symbol;
}

function rangeOf(doc: JsonDocument, node: JsonNode): Range {
  return doc.rangeOf(node.offset, node.length);
}

/** A field's value as written (`744`, `"2024-01-01"` without quotes, `null`), or undefined when absent. */
export function textAt(doc: JsonDocument, object: JsonNode | undefined, key: string): string | undefined {
  const node = getProperty(object, key);
  if (!node || node.type === 'property') return undefined;
  return node.type === 'string' ? String(node.value) : doc.rawText(node);
}

/** `H003` → `hydro 3 (H003)`. */
export function named(noun: string, id: number | string, name: string | undefined): string {
  return name ? `${noun} ${id} (${name})` : `${noun} ${id}`;
}

/** Detail parts joined, skipping the missing ones. */
export function joinDetail(...parts: Array<string | undefined | false>): string | undefined {
  const present = parts.filter((part): part is string => typeof part === 'string' && part !== '');
  return present.length ? present.join(' · ') : undefined;
}
