// Keys valid at the cursor: the documented keys of the object's pattern that it does not have yet,
// required first. A key inserts `"key": value` with the value prefilled (suggestions.ts, render.ts).
// Keys that belong to another variant of a tagged object (`stage_ranges` when selection_mode is
// "seasonal", `tolerance_deg` when method is "distance") are left out, as is the other half of an
// "exactly one of" pair; both facts are read from the table's `requiredWhen`.
import { childFieldDocs, type FieldDoc } from '../../fieldDocs/fields';
import { getProperty, properties } from '../../core/json/nodes';
import type { ServiceContext } from '../context';
import type { CompletionEntry } from '../types';
import type { KeySite } from './cursor';
import { fieldDetail, fieldDocumentation, fieldKey, requiredIn } from './describe';
import { fieldValue, newScope } from './render';
import { escapeSnippetText } from './snippetText';
import { suggestionsInObject } from './suggestions';
import { toRange } from './span';

/** `selection_mode is stage_ranges`, `method is angle; rejected when ...`. */
const VARIANT_CONDITION = /^(\w+) is (\w+)\b/;
const EXACTLY_ONE = /^exactly one of (\w+) and (\w+)/;

export function keyCompletions(context: ServiceContext, site: KeySite): CompletionEntry[] {
  const present = new Set(
    properties(site.object)
      .filter((p) => p.keyNode !== site.keyNode)
      .map((p) => p.key),
  );
  const suggestions = site.keyOnly ? new Map() : suggestionsInObject(context, site.object);
  const range = toRange(context, site.span);
  const entries: CompletionEntry[] = [];
  childFieldDocs(context.file, site.pattern).forEach((doc, order) => {
    const key = fieldKey(doc);
    if (present.has(key)) return;
    const need = needOf(doc, site, present);
    if (need === 'excluded') return;
    const suggestion = suggestions.get(key);
    const insertText = site.keyOnly
      ? `"${escapeSnippetText(key)}"`
      : `${site.commaBefore ? ', ' : ''}"${escapeSnippetText(key)}": ${fieldValue(newScope(context), doc, suggestion, site.object)}${site.commaAfter ? ',' : ''}`;
    entries.push({
      label: key,
      kind: 'property',
      // The suggest widget cuts a long detail off: the prefilled value's note leads the documentation, shown whole.
      detail: suggestion?.note ? `${fieldDetail(doc)}; prefilled` : fieldDetail(doc),
      documentation: suggestion?.note ? `**Prefilled:** ${suggestion.note}.\n\n${fieldDocumentation(doc)}` : fieldDocumentation(doc),
      insertText,
      snippet: true,
      range,
      filterText: site.quoted ? `"${key}"` : key,
      sortText: `${need}${String(order).padStart(3, '0')}`,
    });
  });
  return entries;
}

/** 0 needed, 1 needed in some cases, 2 optional; or excluded by the object's variant. */
function needOf(doc: FieldDoc, site: KeySite, present: ReadonlySet<string>): 0 | 1 | 2 | 'excluded' {
  if (requiredIn(doc, site.pattern)) return 0;
  if (doc.required === 'no') return 2;
  const when = doc.requiredWhen ?? '';
  const variant = VARIANT_CONDITION.exec(when);
  const tag = variant ? getProperty(site.object, variant[1]!) : undefined;
  if (variant && tag?.type === 'string') return tag.value === variant[2] ? 0 : 'excluded';
  const pair = EXACTLY_ONE.exec(when);
  if (pair && (present.has(pair[1]!) || present.has(pair[2]!))) return 'excluded';
  return 1;
}
