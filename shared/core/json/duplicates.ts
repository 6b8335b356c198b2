// JSON-002: a key repeated in one object (decision D24). The message names both positions.
import type { JsonDocument, JsonNode } from './document';
import { relatedAt, type JsonReporter } from '../reporter';
import { keyOf, peekValueOf } from './nodes';

export function reportDuplicateKeys(doc: JsonDocument, report: JsonReporter): void {
  if (doc.root) visit(doc.root, doc, report);
}

// The walk recurses once per level: the parser stops at 128 levels (D25), so it cannot overflow.
function visit(node: JsonNode, doc: JsonDocument, report: JsonReporter): void {
  if (node.type === 'object' && node.children) {
    const seen = new Map<string, JsonNode>();
    for (const property of node.children) {
      const text = keyOf(property);
      if (text === undefined) continue; // the key nodes are made only for duplicates
      const key = String(text);
      const first = seen.get(key);
      if (first) {
        const where = doc.positionAt(first.offset);
        report.at(property.children![0]!, 'JSON-002', `duplicate key "${key}" (first at line ${where.line + 1}, column ${where.character + 1})`, {
          related: [relatedAt(doc, first.children![0]!, `first "${key}"`)],
        });
      } else {
        seen.set(key, property);
      }
    }
  }
  if (node.type === 'property') {
    // Peeked: a literal value has no keys, and is not made a node just to be passed over.
    const value = peekValueOf(node);
    if (value) visit(value, doc, report);
    return;
  }
  for (const child of node.children ?? []) visit(child, doc, report);
}
