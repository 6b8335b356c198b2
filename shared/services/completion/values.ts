// Values for the property at the cursor: the suggested value for this entry (suggestions.ts), ids
// the field refers to (references.ts), the enum values with their meanings, true/false, null, and
// for objects and arrays a skeleton with the required keys or one entry.
import { findFieldDoc, type FieldDoc } from '../../fieldDocs/fields';
import type { ServiceContext } from '../context';
import type { CompletionEntry } from '../types';
import type { ValueSite } from './cursor';
import { completionReferencesAt } from './references';
import { fieldValue, newScope, structureValue } from './render';
import { jsonText, type JsonValue } from './snippetText';
import { suggestionsInObject, type Suggested } from './suggestions';
import { toRange } from './span';

export function valueCompletions(context: ServiceContext, site: ValueSite): CompletionEntry[] {
  const doc = findFieldDoc(context.file, site.pattern);
  if (!doc) return [];
  const range = toRange(context, site.span);
  const comma = site.commaAfter ? ',' : '';
  const filterText = (text: string) => (site.quoted && !text.startsWith('"') ? `"${text}"` : text);
  const plain: PlainEntry = (label, insert, rest) => ({
    label,
    insertText: `${insert}${comma}`,
    range,
    filterText: filterText(insert),
    ...rest,
  });

  const suggestion = suggestionsInObject(context, site.object).get(site.key);
  const isSuggested = (value: JsonValue) => suggestion !== undefined && suggestion.value === value;
  const references = completionReferencesAt(site.pattern, { context, object: site.object, key: site.key }) ?? [];
  // A suggestion that is one of the listed ids or values preselects that item instead of adding its own.
  const suggestionListed = references.some((ref) => isSuggested(ref.value)) || (doc.values ?? []).some(isSuggested);
  const entries: CompletionEntry[] = [];

  references.forEach((ref, order) => {
    const suggested = isSuggested(ref.value);
    const preselect = suggested || (ref.preselect === true && !suggestionListed);
    entries.push(
      plain(ref.name !== undefined ? `${ref.value} — ${ref.name}` : `${ref.value}`, `${ref.value}`, {
        kind: 'reference',
        // The suggest widget cuts a long detail off: the note's words go in the documentation, shown whole.
        detail: suggested && suggestion?.note ? `${ref.detail}; suggested` : ref.detail,
        ...(suggested && suggestion?.note ? { documentation: `Suggested: ${suggestion.note}.` } : {}),
        sortText: `${preselect ? 0 : ref.secondary ? 3 : 1}${String(order).padStart(5, '0')}`,
        ...(preselect ? { preselect } : {}),
      }),
    );
  });

  doc.values?.forEach((value, order) => {
    const preselect = isSuggested(value);
    const isDefault = doc.default !== undefined && (doc.default === value || doc.default.startsWith(`${value} `));
    entries.push(
      plain(value, JSON.stringify(value), {
        kind: 'enum',
        ...(isDefault ? { detail: 'default' } : {}),
        ...(doc.valueDocs?.[value] ? { documentation: doc.valueDocs[value] } : {}),
        sortText: `${preselect ? 0 : 1}${String(order).padStart(5, '0')}`,
        ...(preselect ? { preselect } : {}),
      }),
    );
  });

  if (doc.type.includes('boolean')) {
    for (const value of [true, false]) {
      const isDefault = doc.default === String(value);
      entries.push(plain(String(value), String(value), { kind: 'value', detail: isDefault ? 'default' : 'boolean', sortText: isDefault ? '10' : '11' }));
    }
  }
  if (doc.type.includes('null')) entries.push(plain('null', 'null', { kind: 'value', detail: doc.default ? `default: ${doc.default}` : 'null', sortText: '4' }));

  if (suggestion) {
    if (!suggestionListed) entries.push(suggestedEntry(context, doc, site, suggestion, plain));
    return entries;
  }
  // `risk_measure`: the string form by its default, and the object form below.
  if (doc.type === 'string or object' && doc.default && !doc.values)
    entries.push(plain(doc.default, JSON.stringify(doc.default), { kind: 'value', detail: 'default', sortText: '1' }));
  const structure = structureValue(newScope(context), doc, site.object);
  if (structure !== undefined) entries.push(skeletonEntry(doc, structure, range, comma));
  return entries;
}

type PlainEntry = (label: string, insert: string, rest: Omit<CompletionEntry, 'label' | 'insertText' | 'range' | 'filterText'>) => CompletionEntry;

function suggestedEntry(context: ServiceContext, doc: FieldDoc, site: ValueSite, suggestion: Suggested, plain: PlainEntry): CompletionEntry {
  const text = jsonText(suggestion.value);
  const composite = suggestion.value !== null && typeof suggestion.value === 'object';
  const entry = plain(text.length > 60 ? `${text.slice(0, 57)}...` : text, text, {
    kind: 'value',
    detail: 'suggested',
    ...(suggestion.note ? { documentation: `Suggested: ${suggestion.note}.` } : {}),
    sortText: '0',
    preselect: true,
  });
  if (!composite) return entry;
  // The same text as a snippet, its leaves as stops (what follows the value, a comma, is kept).
  return { ...entry, insertText: fieldValue(newScope(context), doc, suggestion, site.object) + entry.insertText.slice(text.length), snippet: true };
}

function skeletonEntry(doc: FieldDoc, structure: string, range: CompletionEntry['range'], comma: string): CompletionEntry {
  const isArray = structure.startsWith('[');
  return {
    label: isArray ? '[ ]' : '{ }',
    kind: 'snippet',
    detail: isArray ? (doc.snippet ? 'an array with one entry' : 'an array') : 'an object with its required keys',
    insertText: `${structure}${comma}`,
    snippet: true,
    range,
    filterText: isArray ? '[' : '{',
    sortText: '2',
  };
}
