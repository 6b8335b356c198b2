// What the pointer is on: a key, a scalar value, or the bracket of an object or array, with its
// JSON path. Whitespace inside a container is no spot (no hover there, as in other JSON editors).
import { findNodeAtLocation, getNodePath, type JSONPath } from 'jsonc-parser';
import type { JsonDocument, JsonNode } from '../../core/json/document';
import { pathOf } from '../../core/json/nodes';
import { integerAt } from '../../core/json/valueAt';
import { nodeAt } from '../context';

export interface HoverSpot {
  file: string;
  doc: JsonDocument;
  /** The key's string node, the scalar value, or the container whose bracket is pointed at. */
  node: JsonNode;
  isKey: boolean;
  /** `['stages', 3, 'start_date']`: a key and its value share the property's path. */
  segments: JSONPath;
  /** `stages[3].start_date`. */
  path: string;
}

export function spotAt(file: string, doc: JsonDocument, offset: number): HoverSpot | undefined {
  const node = nodeAt(doc, offset);
  if (!node || node.type === 'property') return undefined;
  if ((node.type === 'object' || node.type === 'array') && offset !== node.offset) return undefined;
  const isKey = node.parent?.type === 'property' && node.parent.children?.[0] === node;
  return { file, doc, node, isKey, segments: getNodePath(node), path: pathOf(node) };
}

/** The node at a path of the spot's own document (the stage object around a hovered date, say). */
export function nodeOf(spot: HoverSpot, segments: JSONPath): JsonNode | undefined {
  return spot.doc.root ? findNodeAtLocation(spot.doc.root, segments) : undefined;
}

/** The integer at `key` of the object at `segments`, as the editor's text has it now. */
export function integerIn(spot: HoverSpot, segments: JSONPath, key: string): number | undefined {
  return integerAt(nodeOf(spot, segments), key);
}

/** The hover range: the key or scalar itself, or just the bracket of a container. */
export function spotLength(spot: HoverSpot): number {
  return spot.node.type === 'object' || spot.node.type === 'array' ? 1 : spot.node.length;
}
