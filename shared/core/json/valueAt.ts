// Tolerant readers for files the spec does not cover (hydros.json, thermals.json, config.json):
// the cross-file rules read a few fields there, and anything else, or any odd shape, is not ours
// to judge. A value of the wrong type simply reads as absent. The checks and the editor services
// both read a node this way, so the readers sit in the core.
import type { JsonNode } from './document';
import { getProperty } from './nodes';

export function numberAt(object: JsonNode | undefined, key: string): number | undefined {
  const node = getProperty(object, key);
  return node?.type === 'number' && Number.isFinite(node.value) ? (node.value as number) : undefined;
}

export function integerAt(object: JsonNode | undefined, key: string): number | undefined {
  const value = numberAt(object, key);
  return value !== undefined && Number.isInteger(value) ? value : undefined;
}

export function stringAt(object: JsonNode | undefined, key: string): string | undefined {
  const node = getProperty(object, key);
  return node?.type === 'string' ? (node.value as string) : undefined;
}

export function objectAt(object: JsonNode | undefined, key: string): JsonNode | undefined {
  const node = getProperty(object, key);
  return node?.type === 'object' ? node : undefined;
}
