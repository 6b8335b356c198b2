// Small, allocation-light helpers over jsonc-parser nodes: property lookup, JSON paths, value text.
import type { JsonNode } from './document';
import { PropertyNode } from './parse';

/** A property's key text, without making its key node (see `PropertyNode`). */
export function keyOf(property: JsonNode): unknown {
  return property instanceof PropertyNode ? property.key : property.children?.[0]?.value;
}

/** A property's key node (made on first request, then kept: see `PropertyNode`), without making its value node. */
export function keyNodeOf(property: JsonNode): JsonNode | undefined {
  return property instanceof PropertyNode ? property.keyNode : property.children?.[0];
}

/** A property's value node (undefined when the value did not parse), without making its key node. */
export function valueOf(property: JsonNode): JsonNode | undefined {
  return property instanceof PropertyNode ? property.valueNode : property.children?.[1];
}

/**
 * A property's value node to read and let go: a literal value gets a throwaway node (see
 * `PropertyNode.peekValue`), so never keep it, compare it with another node, or pass it to code
 * that may. For a node to keep, use `valueOf`.
 */
export function peekValueOf(property: JsonNode): JsonNode | undefined {
  return property instanceof PropertyNode ? property.peekValue() : property.children?.[1];
}

/**
 * A property's value node for a walk that looks for keys: objects and arrays (and literals already
 * made nodes); a held literal, which has no keys, gives undefined without being made a node.
 */
export function nestedValueOf(property: JsonNode): JsonNode | undefined {
  return property instanceof PropertyNode ? property.madeValue() : property.children?.[1];
}

/** The value node of the first property named `key` (the loader rejects duplicates: JSON-002). */
export function getProperty(object: JsonNode | undefined, key: string): JsonNode | undefined {
  const property = propertyNode(object, key);
  return property && (valueOf(property) ?? property);
}

/** `getProperty` for a node to read and let go (see `peekValueOf`): no literal becomes a node. */
export function peekProperty(object: JsonNode | undefined, key: string): JsonNode | undefined {
  const property = propertyNode(object, key);
  return property && (peekValueOf(property) ?? property);
}

/** True when the property exists, even if its value did not parse. */
export function hasProperty(object: JsonNode | undefined, key: string): boolean {
  return propertyNode(object, key) !== undefined;
}

export function propertyNode(object: JsonNode | undefined, key: string): JsonNode | undefined {
  if (object?.type !== 'object' || !object.children) return undefined;
  for (const property of object.children) {
    if (keyOf(property) === key) return property;
  }
  return undefined;
}

/**
 * Every (key, key node, value node) of an object, in source order. `keyNode` and `value` are getters
 * that make the key node and a literal's value node (see PropertyNode): read them only when needed,
 * not in a destructuring of every pair.
 */
export function properties(object: JsonNode | undefined): Array<{ key: string; keyNode: JsonNode; value: JsonNode | undefined }> {
  const out: Array<{ key: string; keyNode: JsonNode; value: JsonNode | undefined }> = [];
  if (object?.type !== 'object' || !object.children) return out;
  for (const property of object.children) {
    const key = keyOf(property);
    if (typeof key !== 'string') continue;
    // The key node is made only for the few pairs a rule reports on.
    out.push({
      key,
      get keyNode() {
        return keyNodeOf(property)!;
      },
      get value() {
        return valueOf(property);
      },
    });
  }
  return out;
}

export function elements(array: JsonNode | undefined): JsonNode[] {
  if (array?.type !== 'array') return [];
  return array.children ?? [];
}

/** True when the object's `key` holds an explicit `null`. */
export function isNullField(object: JsonNode, key: string): boolean {
  return peekProperty(object, key)?.type === 'null';
}

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * `stages[3].blocks[0].hours`; the root is the empty string. With `from`, the path relative to that
 * ancestor (`seasons[4]` within `season_definitions`).
 */
export function pathOf(node: JsonNode, from?: JsonNode): string {
  const segments: string[] = [];
  let current: JsonNode | undefined = node;
  while (current?.parent && current !== from) {
    const parent: JsonNode = current.parent;
    if (parent.type === 'property') {
      const key = String(keyOf(parent) ?? '');
      // The key node and the value node of a property share the property's path.
      segments.push(identifier.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);
      current = parent.parent;
      continue;
    }
    if (parent.type === 'array') {
      segments.push(`[${indexInArray(parent, current)}]`);
    }
    current = parent;
  }
  const path = segments.reverse().join('');
  return path.startsWith('.') ? path.slice(1) : path;
}

/**
 * The index of an element in its array. Elements are in source order, so a binary search on the
 * offset finds it in log time: a scan (`indexOf`) made reporting on every element of a large array
 * quadratic.
 */
export function indexInArray(array: JsonNode, element: JsonNode): number {
  const children = array.children ?? [];
  let low = 0;
  let high = children.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const offset = children[mid]!.offset;
    if (offset === element.offset) return mid;
    if (offset < element.offset) low = mid + 1;
    else high = mid - 1;
  }
  return 0;
}

/** The node a diagnostic about a missing field should point at: the object's key in its parent, else its `{`. */
export function anchorOfObject(object: JsonNode): { offset: number; length: number } {
  const parent = object.parent;
  if (parent?.type === 'property' && parent.children?.[0]) {
    const keyNode = parent.children[0];
    return { offset: keyNode.offset, length: keyNode.length };
  }
  return { offset: object.offset, length: Math.min(object.length, 1) };
}

/** How a value reads in a message: `"abc"`, `1.5`, `null`, `an object`, `an array`. */
export function describeValue(node: JsonNode | undefined, rawText?: string): string {
  if (!node) return 'nothing';
  switch (node.type) {
    case 'object':
      return 'an object';
    case 'array':
      return 'an array';
    case 'null':
      return 'null';
    case 'string': {
      const text = String(node.value);
      return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
    }
    case 'number':
      return rawText ?? String(node.value);
    case 'boolean':
      return String(node.value);
    default:
      return 'an incomplete value';
  }
}
