// Whole entries: between the entries of an array whose field has a table snippet (stages, blocks,
// seasons, production_models, stage_ranges, thermal_bounds, ...), one "new <entry>" snippet,
// prefilled from its neighbours and the case (suggestions.ts); the same inside a new empty `{}`.
// An empty file gets the skeleton of its required keys.
import { childFieldDocs, findFieldDoc, type FieldDoc } from '../../fieldDocs/fields';
import { snippetDefaultText } from '../../fieldDocs/snippets';
import { CASE_FILES } from '../../core/case/layout';
import type { JsonNode } from '../../core/json/document';
import { elements } from '../../core/json/nodes';
import type { ServiceContext } from '../context';
import type { CompletionEntry } from '../types';
import { patternOf, type DocumentSite, type ElementSite, type KeySite } from './cursor';
import { fieldKey } from './describe';
import { entrySnippet, newScope, rootSkeleton } from './render';
import { toRange } from './span';

const ENTRY_NAMES: ReadonlyMap<string, string> = new Map([
  [`${CASE_FILES.postStudy}\u0000stages`, 'post-study stage'],
  [`${CASE_FILES.stages}\u0000pre_study_stages`, 'pre-study stage'],
  [`${CASE_FILES.stages}\u0000policy_graph.nodes`, 'policy-graph node'],
  [`${CASE_FILES.productionModels}\u0000production_models`, 'production-model entry'],
  [`${CASE_FILES.productionModels}\u0000production_models[].seasons`, 'season entry'],
]);

export function entryCompletions(context: ServiceContext, site: ElementSite): CompletionEntry[] {
  const arrayDoc = findFieldDoc(context.file, site.pattern);
  if (!arrayDoc?.snippet) return [];
  const entry = newEntry(context, arrayDoc, site.array, site.index);
  // After an entry without its comma, the comma and a line break come first; the editor indents the new line.
  const insertText = `${site.commaBefore ? ',\n' : ''}${entry.insertText}${site.commaAfter ? ',' : ''}`;
  return [{ ...entry, insertText, range: toRange(context, site.span) }];
}

/** Inside an empty `{}` entry of such an array (on one line): the whole entry replaces the braces. */
export function entryInEmptyObject(context: ServiceContext, site: KeySite): CompletionEntry[] {
  const object = site.object;
  const array = object.parent;
  if (array?.type !== 'array' || object.children?.length || site.keyNode) return [];
  const text = context.doc.text.slice(object.offset, object.offset + object.length);
  if (!text.endsWith('}') || /[\r\n]/.test(text)) return [];
  const arrayDoc = findFieldDoc(context.file, patternOf(array));
  if (!arrayDoc?.snippet) return [];
  const entry = newEntry(context, arrayDoc, array, elements(array).indexOf(object));
  const range = toRange(context, { start: object.offset, end: object.offset + object.length });
  return [{ ...entry, range, filterText: `{${entry.label}}` }];
}

export function documentCompletions(context: ServiceContext, site: DocumentSite): CompletionEntry[] {
  if (!context.file.endsWith('.json') || childFieldDocs(context.file, '').length === 0) return [];
  const insertText = rootSkeleton(newScope(context));
  return [
    {
      label: `${context.file} skeleton`,
      kind: 'snippet',
      detail: 'the required keys of the file',
      documentation: codeBlock(snippetDefaultText(insertText) ?? insertText),
      insertText,
      snippet: true,
      range: toRange(context, site.span),
      sortText: '0',
      preselect: true,
    },
  ];
}

function newEntry(context: ServiceContext, arrayDoc: FieldDoc, array: JsonNode, index: number): CompletionEntry {
  const holder = array.parent?.parent;
  const snippet = entrySnippet(newScope(context), arrayDoc, { context, holder, array, index });
  const name = ENTRY_NAMES.get(`${arrayDoc.file}\u0000${arrayDoc.path}`) ?? singular(fieldKey(arrayDoc));
  const plain = snippetDefaultText(snippet.text) ?? snippet.text;
  const notes = snippet.notes.length ? `${snippet.notes.map((note) => `- ${note}`).join('\n')}\n\n` : '';
  return {
    label: `new ${name}`,
    kind: 'snippet',
    detail: oneLine(plain),
    documentation: `${notes}${codeBlock(plain)}`,
    insertText: snippet.text,
    snippet: true,
    sortText: '0',
    preselect: true,
  };
}

function singular(key: string): string {
  return key.replace(/_/g, ' ').replace(/s$/, '');
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 80 ? `${flat.slice(0, 77)}...` : flat;
}

function codeBlock(text: string): string {
  return `\`\`\`json\n${text}\n\`\`\``;
}
