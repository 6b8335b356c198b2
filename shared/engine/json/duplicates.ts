// JSON-002: a key repeated in one object (decision D24). The message names both positions.
import type { JsonDocument, JsonNode } from './document';
import { relatedAt, type JsonReporter } from '../reporter';

export function reportDuplicateKeys(doc: JsonDocument, report: JsonReporter): void {
  if (doc.root) visit(doc.root, doc, report);
}

function visit(node: JsonNode, doc: JsonDocument, report: JsonReporter): void {
  if (node.type === 'object' && node.children) {
    const seen = new Map<string, JsonNode>();
    for (const property of node.children) {
      const keyNode = property.children?.[0];
      if (!keyNode) continue;
      const key = String(keyNode.value);
      const first = seen.get(key);
      if (first) {
        const where = doc.positionAt(first.offset);
        report.at(keyNode, 'JSON-002', `duplicate key "${key}" (first at line ${where.line + 1}, column ${where.character + 1})`, {
          related: [relatedAt(doc, first, `first "${key}"`)],
        });
      } else {
        seen.set(key, keyNode);
      }
    }
  }
  for (const child of node.children ?? []) visit(child, doc, report);
}
