// JSON-002: a key repeated in one object (decision D24). The message names both positions.
import type { JsonDocument, JsonNode } from './document';
import { relatedAt, type JsonReporter } from '../reporter';
import { keyOf, nestedValueOf } from './nodes';

export function reportDuplicateKeys(doc: JsonDocument, report: JsonReporter): void {
  if (doc.root) visit(doc.root, doc, report);
}

// The walk recurses once per level: the parser keeps at most 128 levels (D25: a too-deep value is an empty container), so it cannot overflow.
function visit(node: JsonNode, doc: JsonDocument, report: JsonReporter): void {
  if (node.type === 'object' && node.children) {
    const seen = new Map<string, JsonNode>();
    for (const property of node.children) {
      const key = keyText(property);
      if (key === undefined) continue;
      const first = seen.get(key);
      if (first) reportDuplicate(property, first, key, doc, report);
      else seen.set(key, property);
    }
  }
  if (node.type === 'property') {
    // A held literal has no keys: passed over without making even a throwaway node for it.
    const value = nestedValueOf(node);
    if (value) visit(value, doc, report);
    return;
  }
  for (const child of node.children ?? []) visit(child, doc, report);
}

/** A property's key as text, without making its key node (made only for duplicates). */
function keyText(property: JsonNode): string | undefined {
  const text = keyOf(property);
  return text === undefined ? undefined : String(text);
}

/** JSON-002 at the repeated key, pointing back at the first. */
function reportDuplicate(property: JsonNode, first: JsonNode, key: string, doc: JsonDocument, report: JsonReporter): void {
  const where = doc.positionAt(first.offset);
  report.at(property.children![0]!, 'JSON-002', `duplicate key "${key}" (first at line ${where.line + 1}, column ${where.character + 1})`, {
    related: [relatedAt(doc, first.children![0]!, `first "${key}"`)],
  });
}
