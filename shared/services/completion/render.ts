// Snippet text for values and whole entries. A field takes its suggested value when there is one
// (suggestions.ts), else a placeholder its documentation implies: the enum values as a choice, a
// number from its default or range, an object with its required keys, an array with one entry
// built from the field table's snippet. Nested levels are indented with tabs, which the editor
// turns into the document's indentation.
import { childFieldDocs, findFieldDoc, type FieldDoc } from '../../fieldDocs/fields';
import { snippetDefaultText } from '../../fieldDocs/snippets';
import type { JsonNode } from '../../core/json/document';
import { getProperty } from '../../core/json/nodes';
import type { ServiceContext } from '../context';
import { fieldKey, requiredIn } from './describe';
import { escapeSnippetText, SnippetWriter, type JsonValue } from './snippetText';
import { suggestionsForEntry, type EntrySite, type Suggested } from './suggestions';

export interface RenderScope {
  context: ServiceContext;
  writer: SnippetWriter;
}

export function newScope(context: ServiceContext): RenderScope {
  return { context, writer: new SnippetWriter() };
}

/** The value of a field: its suggestion, else a placeholder. `holder` is the object the field is (to be) in. */
export function fieldValue(scope: RenderScope, doc: FieldDoc, suggestion: Suggested | undefined, holder: JsonNode | undefined, indent = ''): string {
  if (suggestion) return renderValue(scope, doc.path, suggestion.value, true, indent);
  if (doc.values) return `"${scope.writer.choice(defaultFirst(doc.values, doc.default))}"`;
  const type = doc.type;
  if (type.startsWith('boolean')) return scope.writer.choice(defaultFirst(['true', 'false'], doc.default));
  if (type.startsWith('integer') || type.startsWith('number')) return scope.writer.placeholder(numberPlaceholder(doc));
  if (type.startsWith('string or object')) return `"${scope.writer.placeholder(doc.default ?? '')}"`;
  if (type.startsWith('string')) return `"${scope.writer.tabstop()}"`;
  return structureValue(scope, doc, holder, indent) ?? scope.writer.tabstop();
}

/** The object or array form of a field, whatever else its type allows: its required keys, or one entry. */
export function structureValue(scope: RenderScope, doc: FieldDoc, holder: JsonNode | undefined, indent = ''): string | undefined {
  if (/\barray\b/.test(doc.type)) {
    if (!doc.snippet) return `[${scope.writer.tabstop()}]`;
    const site: EntrySite = { context: scope.context, holder, array: getProperty(holder, fieldKey(doc)), index: 0 };
    return `[\n${indent}\t${entrySnippet(scope, doc, site, `${indent}\t`).text}\n${indent}]`;
  }
  return /\bobject\b/.test(doc.type) ? objectSkeleton(scope, doc.path, indent) : undefined;
}

export interface EntrySnippet {
  text: string;
  /** Why the prefilled values are what they are (`start_date`: the end_date of stage 4). */
  notes: string[];
}

/**
 * One new entry of an array field with a table snippet: the snippet's keys (plus any the
 * suggestions add), each with its suggested value or the snippet's default.
 */
export function entrySnippet(scope: RenderScope, arrayDoc: FieldDoc, site: EntrySite, indent = ''): EntrySnippet {
  const template = templateOf(arrayDoc);
  const suggestions = suggestionsForEntry(arrayDoc.path, site);
  const entry = mergeKeys(template.value, suggestions);
  const lines = Object.entries(entry).map(([key, value]) => {
    const placeholder = suggestions.has(key) || !template.literalKeys.has(key);
    return `${indent}\t"${escapeSnippetText(key)}": ${renderValue(scope, `${arrayDoc.path}[].${key}`, value, placeholder, `${indent}\t`)}`;
  });
  const notes = [...suggestions].filter(([, s]) => s.note).map(([key, s]) => `\`${key}\`: ${s.note}`);
  return { text: `{\n${lines.join(',\n')}\n${indent}}`, notes };
}

function renderValue(scope: RenderScope, pattern: string, value: JsonValue, placeholder: boolean, indent: string): string {
  if (Array.isArray(value)) {
    const objects = value.length > 0 && value.every((item) => item !== null && typeof item === 'object' && !Array.isArray(item));
    if (!objects) return `[${value.map((item) => renderValue(scope, `${pattern}[]`, item, placeholder, indent)).join(', ')}]`;
    return `[\n${value.map((item) => `${indent}\t${renderValue(scope, `${pattern}[]`, item, placeholder, `${indent}\t`)}`).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    // Nested objects stay on one line; their ids are positions worked out already, so no stop there.
    const parts = Object.entries(value).map(
      ([key, child]) => `"${escapeSnippetText(key)}": ${renderValue(scope, `${pattern}.${key}`, child, placeholder && key !== 'id', indent)}`,
    );
    return parts.length ? `{ ${parts.join(', ')} }` : '{}';
  }
  if (!placeholder) return escapeSnippetText(JSON.stringify(value));
  const doc = findFieldDoc(scope.context.file, pattern);
  if (typeof value === 'string' && doc?.values?.includes(value)) return `"${scope.writer.choice(defaultFirst(doc.values, value))}"`;
  if (typeof value === 'boolean') return scope.writer.choice([String(value), String(!value)]);
  if (typeof value === 'string') return `"${scope.writer.placeholder(JSON.stringify(value).slice(1, -1))}"`;
  return scope.writer.placeholder(JSON.stringify(value));
}

/** A new file: the root object with its required keys. */
export function rootSkeleton(scope: RenderScope): string {
  return objectSkeleton(scope, '', '');
}

/** An object with its required keys (or an empty one with a stop inside). */
function objectSkeleton(scope: RenderScope, pattern: string, indent: string): string {
  const required = childFieldDocs(scope.context.file, pattern).filter((child) => requiredIn(child, pattern));
  if (!required.length) return `{${scope.writer.tabstop()}}`;
  const lines = required.map((child) => `${indent}\t"${escapeSnippetText(fieldKey(child))}": ${fieldValue(scope, child, undefined, undefined, `${indent}\t`)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

interface Template {
  value: Record<string, JsonValue>;
  /** Top-level scalars the table's snippet writes as fixed text, not as a placeholder (`selection_mode`). */
  literalKeys: Set<string>;
}

const templates = new Map<FieldDoc, Template>();

/** The table snippet of an array field as a value (every placeholder at its default). */
function templateOf(arrayDoc: FieldDoc): Template {
  let template = templates.get(arrayDoc);
  if (!template) {
    const body = arrayDoc.snippet ?? '{}';
    const value = JSON.parse(snippetDefaultText(body) ?? '{}') as Record<string, JsonValue>;
    // The table writes one top-level key per line, indented by one tab; nested values are not fixed text.
    const literalKeys = new Set([...body.matchAll(/^\t"([^"]+)": (?!"?\$\{|\[|\{)/gm)].map((match) => match[1]!));
    templates.set(arrayDoc, (template = { value, literalKeys }));
  }
  return template;
}

/** The template's keys in order with suggested values; suggested keys it lacks follow the suggested key before them. */
function mergeKeys(template: Record<string, JsonValue>, suggestions: ReadonlyMap<string, Suggested>): Record<string, JsonValue> {
  const keys = Object.keys(template);
  let after = -1;
  for (const key of suggestions.keys()) {
    const at = keys.indexOf(key);
    if (at >= 0) after = at;
    else keys.splice(++after, 0, key);
  }
  return Object.fromEntries(keys.map((key) => [key, suggestions.get(key)?.value ?? template[key]!]));
}

function defaultFirst(values: readonly string[], preferred: string | undefined): string[] {
  const first = values.find((value) => preferred !== undefined && (preferred === value || preferred.startsWith(`${value} `)));
  return first === undefined ? [...values] : [first, ...values.filter((value) => value !== first)];
}

/** A number the field accepts: its default, else the low end of its range, else null when it may be null, else 0. */
function numberPlaceholder(doc: FieldDoc): string {
  const fromDefault = /^-?\d+(\.\d+)?$/.exec(doc.default ?? '');
  if (fromDefault) return fromDefault[0];
  const range = doc.range ?? '';
  const atLeast = /^>=\s*(-?\d+(?:\.\d+)?)/.exec(range) ?? /^\[(-?\d+(?:\.\d+)?),/.exec(range) ?? /^(-?\d+)\.\./.exec(range);
  if (atLeast) return atLeast[1]!;
  const above = /^>\s*(-?\d+(?:\.\d+)?)/.exec(range);
  if (above) return String(Number(above[1]) + 1);
  const upTo = /^\(-?\d+(?:\.\d+)?,\s*(-?\d+(?:\.\d+)?)\]/.exec(range);
  if (upTo) return upTo[1]!;
  return doc.type.includes('null') && doc.default?.startsWith('null') ? 'null' : '0';
}
