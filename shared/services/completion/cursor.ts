// Where the cursor is, in the terms completion needs: on a key of an object, on the value of a
// property, or between the entries of an array; with the field pattern (`stages[].blocks`), the
// text a completion replaces and whether a comma must follow. Works on the parse tree of the
// editor's text, which jsonc-parser builds even while the text is incomplete.
import { findNodeAtOffset, getNodePath } from 'jsonc-parser';
import type { JsonDocument, JsonNode } from '../../core/json/document';

/** Offsets of the text a completion replaces. */
export interface Span {
  start: number;
  end: number;
}

interface SiteBase {
  /** The text the completion replaces (on one line, containing the cursor). */
  span: Span;
  /** The replaced text starts with a double quote (filter texts must then start with one too). */
  quoted: boolean;
  /** The next token after the span starts another entry, so the insertion must end with a comma. */
  commaAfter: boolean;
}

interface EntryGap {
  /** A value ends right before the span (a comma is missing), so the insertion must start with one. */
  commaBefore: boolean;
}

export interface KeySite extends SiteBase, EntryGap {
  kind: 'key';
  object: JsonNode;
  /** Pattern of the object (`stages[]`; '' for the root). */
  pattern: string;
  /** The key string being edited, if the cursor is on one. */
  keyNode?: JsonNode;
  /** The property already has its colon: only the key is replaced. */
  keyOnly: boolean;
}

export interface ValueSite extends SiteBase {
  kind: 'value';
  object: JsonNode;
  key: string;
  /** Pattern of the field (`stages[].block_mode`). */
  pattern: string;
  /** The scalar being edited, if any. */
  valueNode?: JsonNode;
}

export interface ElementSite extends SiteBase, EntryGap {
  kind: 'element';
  array: JsonNode;
  /** Where a new entry would go (the number of entries before the cursor). */
  index: number;
  /** Pattern of the array (`stages`, `production_models[].stage_ranges`). */
  pattern: string;
}

export interface DocumentSite extends SiteBase {
  kind: 'document';
}

export type CursorSite = KeySite | ValueSite | ElementSite | DocumentSite;

const WORD = /[A-Za-z0-9_$.+-]/;

export function locateCursor(doc: JsonDocument, offset: number): CursorSite | undefined {
  const text = doc.text;
  if (!doc.root) return text.trim() === '' ? { kind: 'document', span: { start: offset, end: offset }, quoted: false, commaAfter: false } : undefined;
  let node: JsonNode | undefined = findNodeAtOffset(doc.root, offset, true);
  // On the brackets of a container, or just after a closed one, the cursor is outside it.
  while (node && isContainer(node) && (offset <= node.offset || (offset >= node.offset + node.length && isClosed(text, node)))) {
    const parent: JsonNode | undefined = node.parent;
    if (parent?.type !== 'array') return undefined;
    node = parent;
  }
  if (!node) return undefined;
  switch (node.type) {
    case 'object':
      return keySite(doc, offset, node, undefined);
    case 'array':
      return elementSite(doc, offset, node);
    case 'property':
      return propertyGap(doc, offset, node);
    default:
      return scalarSite(doc, offset, node);
  }
}

function keySite(doc: JsonDocument, offset: number, object: JsonNode, keyNode: JsonNode | undefined): KeySite {
  const span = keyNode ? tokenSpan(doc.text, keyNode, offset) : wordSpan(doc.text, offset);
  const keyOnly = keyNode !== undefined && nextChar(doc.text, keyNode.offset + keyNode.length) === ':';
  return {
    kind: 'key',
    object,
    pattern: patternOf(object),
    ...(keyNode ? { keyNode } : {}),
    keyOnly,
    span,
    quoted: doc.text[span.start] === '"',
    commaAfter: !keyOnly && startsEntry(nextChar(doc.text, span.end)),
    commaBefore: !keyOnly && endsValue(previousChar(doc.text, span.start)),
  };
}

function elementSite(doc: JsonDocument, offset: number, array: JsonNode): ElementSite {
  const span = wordSpan(doc.text, offset);
  const index = (array.children ?? []).filter((child) => child.offset < span.start).length;
  const next = nextChar(doc.text, span.end);
  const commaBefore = endsValue(previousChar(doc.text, span.start));
  return { kind: 'element', array, index, pattern: patternOf(array), span, quoted: false, commaAfter: next === '{' || next === '[', commaBefore };
}

/** Inside a property but on neither its key nor its value: after the colon is a value position. */
function propertyGap(doc: JsonDocument, offset: number, property: JsonNode): ValueSite | undefined {
  const keyNode = property.children?.[0];
  if (!keyNode || typeof keyNode.value !== 'string' || offset < keyNode.offset + keyNode.length) return undefined;
  if (!doc.text.slice(keyNode.offset + keyNode.length, offset).includes(':')) return undefined;
  const object = property.parent;
  if (object?.type !== 'object') return undefined;
  return valueSite(doc, offset, object, keyNode.value, undefined);
}

function scalarSite(doc: JsonDocument, offset: number, node: JsonNode): CursorSite | undefined {
  const property = node.parent;
  if (property?.type !== 'property' || property.parent?.type !== 'object') return undefined;
  const keyNode = property.children?.[0];
  if (keyNode === node) return keySite(doc, offset, property.parent, node);
  if (typeof keyNode?.value !== 'string') return undefined;
  return valueSite(doc, offset, property.parent, keyNode.value, node);
}

function valueSite(doc: JsonDocument, offset: number, object: JsonNode, key: string, valueNode: JsonNode | undefined): ValueSite {
  const span = valueNode ? tokenSpan(doc.text, valueNode, offset) : wordSpan(doc.text, offset);
  const objectPattern = patternOf(object);
  return {
    kind: 'value',
    object,
    key,
    pattern: objectPattern === '' ? key : `${objectPattern}.${key}`,
    ...(valueNode ? { valueNode } : {}),
    span,
    quoted: doc.text[span.start] === '"',
    commaAfter: startsEntry(nextChar(doc.text, span.end)),
  };
}

/** `['stages', 3, 'blocks']` → `stages[].blocks`. */
export function patternOf(node: JsonNode): string {
  let pattern = '';
  for (const segment of getNodePath(node)) {
    if (typeof segment === 'number') pattern += '[]';
    else pattern += pattern === '' ? segment : `.${segment}`;
  }
  return pattern;
}

/**
 * The span of a scalar token. An unterminated string (the scanner runs it to the end of the line)
 * is replaced only up to the cursor, so the text after it survives.
 */
function tokenSpan(text: string, node: JsonNode, offset: number): Span {
  const raw = text.slice(node.offset, node.offset + node.length);
  const closed = node.type !== 'string' || (raw.length >= 2 && raw.endsWith('"') && !raw.endsWith('\\"') && !/[\r\n]/.test(raw));
  return { start: node.offset, end: closed ? node.offset + node.length : Math.max(offset, node.offset) };
}

/** The run of word characters around the cursor (an unquoted key or value being typed). */
function wordSpan(text: string, offset: number): Span {
  let start = offset;
  while (start > 0 && WORD.test(text[start - 1]!)) start--;
  let end = offset;
  while (end < text.length && WORD.test(text[end]!)) end++;
  return { start, end };
}

function nextChar(text: string, from: number): string | undefined {
  for (let i = from; i < text.length; i++) {
    const ch = text[i]!;
    if (ch !== ' ' && ch !== '\t' && ch !== '\r' && ch !== '\n') return ch;
  }
  return undefined;
}

function previousChar(text: string, before: number): string | undefined {
  for (let i = before - 1; i >= 0; i--) {
    const ch = text[i]!;
    if (ch !== ' ' && ch !== '\t' && ch !== '\r' && ch !== '\n') return ch;
  }
  return undefined;
}

/** A value ends here (`}`, `]`, a string, a number, true/false/null). */
function endsValue(ch: string | undefined): boolean {
  return ch !== undefined && /[}\]"0-9a-z]/.test(ch);
}

/** A key or a value starts here, so what is inserted before it needs a separating comma. */
function startsEntry(ch: string | undefined): boolean {
  return ch === '"' || ch === '{' || ch === '[';
}

function isContainer(node: JsonNode): boolean {
  return node.type === 'object' || node.type === 'array';
}

function isClosed(text: string, node: JsonNode): boolean {
  return text[node.offset + node.length - 1] === (node.type === 'object' ? '}' : ']');
}
