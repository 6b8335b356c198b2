// Text edits on a JSON case file that keep it valid and shaped like the text around them: members
// are inserted after the last sibling with the sibling's indentation (or inline when the siblings
// share one line), and removed together with the comma that joined them. jsonc-parser's `modify`
// reformats the whole enclosing value, which would rewrite hand-formatted entries, hence these.
import { findNodeAtLocation } from 'jsonc-parser';
import type { JsonDocument, JsonNode } from './document';
import type { Position, Range } from '../diagnostics';

/** A plain edit of one case file: what a quick fix proposes and an editor applies. */
export interface TextEdit {
  /** Case-relative file the edit applies to. */
  file: string;
  range: Range;
  newText: string;
}

export type PathSegment = string | number;

/** An edit by offsets in one document; `toTextEdit` turns it into the plain range-based edit. */
export interface OffsetEdit {
  offset: number;
  length: number;
  text: string;
}

export function toTextEdit(doc: JsonDocument, edit: OffsetEdit): TextEdit {
  return { file: doc.file, range: doc.rangeOf(edit.offset, edit.length), newText: edit.text };
}

/** The segments of a JSON path as `pathOf` writes it: `stages[3].blocks[0]`, `hydro["odd key"]`. */
export function parseJsonPath(text: string): PathSegment[] | undefined {
  const segments: PathSegment[] = [];
  let rest = text;
  while (rest.length > 0) {
    if (segments.length > 0 && rest.startsWith('.')) rest = rest.slice(1);
    const match = /^\[(\d+)\]/.exec(rest) ?? /^\[("(?:[^"\\]|\\.)*")\]/.exec(rest) ?? /^([A-Za-z_$][A-Za-z0-9_$]*)/.exec(rest);
    if (!match) return undefined;
    const token = match[1]!;
    segments.push(/^\d+$/.test(token) ? Number(token) : token.startsWith('"') ? (JSON.parse(token) as string) : token);
    rest = rest.slice(match[0].length);
  }
  return segments;
}

/** The value node at a path of the current text (the root for `[]`). */
export function nodeAtPath(doc: JsonDocument, path: readonly PathSegment[]): JsonNode | undefined {
  return doc.root ? findNodeAtLocation(doc.root, [...path]) : undefined;
}

/** The raw text of a node that is a plain JSON number, else undefined. */
export function numberText(doc: JsonDocument, node: JsonNode | undefined): string | undefined {
  return node?.type === 'number' ? doc.rawText(node) : undefined;
}

export function replaceNode(node: JsonNode, text: string): OffsetEdit {
  return { offset: node.offset, length: node.length, text };
}

/** Renames a property in place; its value and position stay. */
export function renameKey(property: JsonNode, newKey: string): OffsetEdit | undefined {
  const keyNode = property.children?.[0];
  return keyNode ? replaceNode(keyNode, JSON.stringify(newKey)) : undefined;
}

/** Removes a member (a property or an array element) and the comma that joined it to a neighbour. */
export function removeMember(container: JsonNode, member: JsonNode): OffsetEdit {
  const members = container.children ?? [];
  const index = members.indexOf(member);
  if (members.length === 1) return { offset: container.offset + 1, length: container.length - 2, text: '' };
  if (index > 0) {
    const previous = members[index - 1]!;
    const from = previous.offset + previous.length;
    return { offset: from, length: member.offset + member.length - from, text: '' };
  }
  const next = members[index + 1]!;
  return { offset: member.offset, length: next.offset - member.offset, text: '' };
}

/** Adds `"key": value` as the last property of an object. */
export function appendProperty(doc: JsonDocument, object: JsonNode, key: string, value: unknown): OffsetEdit {
  return appendProperties(doc, object, [[key, value]]);
}

/** Several properties at the end of an object, as one edit. */
export function appendProperties(doc: JsonDocument, object: JsonNode, entries: ReadonlyArray<readonly [string, unknown]>): OffsetEdit {
  return appendMember(doc, object, (layout) => entries.map(([key, value]) => `${JSON.stringify(key)}: ${renderValue(value, layout)}`).join(`,${layout.separator}`));
}

/** Adds a value as the last element of an array. */
export function appendElement(doc: JsonDocument, array: JsonNode, value: unknown): OffsetEdit {
  return appendMember(doc, array, (layout) => renderValue(value, layout));
}

/** Several elements at the end of an array, as one edit. */
export function appendElements(doc: JsonDocument, array: JsonNode, values: readonly unknown[]): OffsetEdit {
  return appendMember(doc, array, (layout) => values.map((value) => renderValue(value, layout)).join(`,${layout.separator}`));
}

interface Layout {
  /** Between members: a line break and the members' indentation, or a space. */
  separator: string;
  /** Indentation of the members' lines; a nested value indents one `unit` further. */
  indent: string;
  unit: string;
  eol: string;
  /** Objects and arrays written on one line, as the siblings are. */
  inline: boolean;
}

function appendMember(doc: JsonDocument, container: JsonNode, member: (layout: Layout) => string): OffsetEdit {
  const members = container.children ?? [];
  const eol = doc.text.includes('\r\n') ? '\r\n' : '\n';
  const unit = indentUnit(doc);
  const last = members[members.length - 1];
  if (last) {
    const multiline = lineOf(doc, last.offset) !== lineOf(doc, container.offset);
    const indent = multiline ? lineIndent(doc, last.offset) : '';
    const value = last.type === 'property' ? last.children?.[1] : last;
    const inline = !multiline || (value !== undefined && (value.type === 'object' || value.type === 'array') && !spansLines(doc, value));
    const layout: Layout = { separator: multiline ? `${eol}${indent}` : ' ', indent, unit, eol, inline };
    return { offset: last.offset + last.length, length: 0, text: `,${layout.separator}${member(layout)}` };
  }
  // An empty container: open it over lines when the file is laid out over lines.
  const outer = lineIndent(doc, container.offset);
  const multiline = doc.text.includes('\n');
  const indent = multiline ? outer + unit : '';
  const layout: Layout = { separator: multiline ? `${eol}${indent}` : ' ', indent, unit, eol, inline: !multiline };
  const body = multiline ? `${eol}${indent}${member(layout)}${eol}${outer}` : member(layout);
  return { offset: container.offset + 1, length: container.length - 2, text: body };
}

/** JSON text of a value at a member position: one line (`{ "a": 1 }`) or indented like the file. */
function renderValue(value: unknown, layout: Layout): string {
  if (layout.inline) return renderInline(value);
  return JSON.stringify(value, null, layout.unit).split('\n').join(`${layout.eol}${layout.indent}`);
}

function renderInline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(renderInline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${renderInline(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function lineOf(doc: JsonDocument, offset: number): number {
  return doc.positionAt(offset).line;
}

function spansLines(doc: JsonDocument, node: JsonNode): boolean {
  return lineOf(doc, node.offset) !== lineOf(doc, node.offset + node.length);
}

/** The whitespace that starts the line holding `offset`. */
function lineIndent(doc: JsonDocument, offset: number): string {
  const start = doc.offsetAt({ line: lineOf(doc, offset), character: 0 });
  return /^[ \t]*/.exec(doc.text.slice(start, offset))![0];
}

/** One level of indentation: that of the first indented line (a tab, or its spaces); two spaces by default. */
function indentUnit(doc: JsonDocument): string {
  const match = /\n([ \t]+)\S/.exec(doc.text);
  if (!match) return '  ';
  return match[1]!.startsWith('\t') ? '\t' : match[1]!;
}

// ---------------------------------------------------------------------------------------------
// Applying edits (fix-all merging, tests)

function comparePositions(a: Position, b: Position): number {
  return a.line !== b.line ? a.line - b.line : a.character - b.character;
}

/** True when two ranges share more than a boundary point (two insertions at one point also overlap). */
export function rangesOverlap(a: Range, b: Range): boolean {
  if (comparePositions(a.end, b.start) < 0 || comparePositions(b.end, a.start) < 0) return false;
  const aEmpty = comparePositions(a.start, a.end) === 0;
  const bEmpty = comparePositions(b.start, b.end) === 0;
  if (comparePositions(a.end, b.start) === 0) return aEmpty && bEmpty;
  if (comparePositions(b.end, a.start) === 0) return aEmpty && bEmpty;
  return true;
}

/** The text after applying non-overlapping edits (all computed against `text`) of one file. */
export function applyTextEdits(doc: JsonDocument, edits: readonly TextEdit[]): string {
  const sorted = edits
    .map((edit) => ({ start: doc.offsetAt(edit.range.start), end: doc.offsetAt(edit.range.end), text: edit.newText }))
    .sort((a, b) => b.start - a.start || b.end - a.end);
  let text = doc.text;
  for (const edit of sorted) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return text;
}
