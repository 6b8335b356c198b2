// The documentation part of a hover: the field table's entry for the hovered key or value, with
// the meaning of the current value of an enumerated field and the rules as links to their pages.
import { findFieldDoc, type FieldDoc } from '../../fieldDocs/fields';
import { findRule } from '../../rules';
import { decisionsCitedIn, decisionsInWords, specSectionsOnly } from '../../rules/decisions';
import { code, escapeMarkdown } from './markdown';
import type { HoverSpot } from './spot';
import type { RuleId } from '../../rules/index';

/** The rule page of an id (a URI), when the host knows where the pages are. */
export type RulePageLink = (ruleId: RuleId) => string | undefined;

/** The field's doc; an array entry (`stages[3]`) is documented by its array. */
export function fieldDocOf(spot: HoverSpot): { doc: FieldDoc; entryOf: boolean } | undefined {
  const own = findFieldDoc(spot.file, spot.path);
  if (own) return { doc: own, entryOf: false };
  if (typeof spot.segments[spot.segments.length - 1] !== 'number') return undefined;
  const array = findFieldDoc(spot.file, spot.path.replace(/\[\d+\]$/, ''));
  return array ? { doc: array, entryOf: true } : undefined;
}

export function renderFieldDoc(spot: HoverSpot, found: { doc: FieldDoc; entryOf: boolean }, rulePage?: RulePageLink): string {
  const { doc, entryOf } = found;
  const name = entryOf ? `an entry of ${code(lastKey(doc.path))}` : code(lastKey(doc.path));
  const parts = [`**${name}** · ${code(spot.path || '(root)')} · ${escapeMarkdown(spot.file)}`, '', prose(doc.meaning), '', details(doc)];
  const values = valueList(doc, spot);
  if (values) parts.push('', values);
  parts.push('', references(doc, rulePage));
  const decisions = decisionNotes(doc);
  if (decisions) parts.push('', decisions);
  return parts.join('\n');
}

/** Field-table text as the user reads it: no decision ids, escaped. */
function prose(text: string): string {
  return escapeMarkdown(decisionsInWords(text));
}

/** What each decision the field's text cites decides, in words: planners have no catalogue to look "D14" up in. */
function decisionNotes(doc: FieldDoc): string | undefined {
  const cited = decisionsCitedIn(doc.meaning, doc.default ?? '', doc.requiredWhen ?? '', doc.spec, ...Object.values(doc.valueDocs ?? {}));
  return cited.length ? cited.map(({ meaning }) => `*Where the spec is silent, HydroCase decided:* ${escapeMarkdown(meaning)}.`).join('  \n') : undefined;
}

function lastKey(path: string): string {
  return path.split('.').pop()!.replace(/\[\]$/, '') || '(root)';
}

function details(doc: FieldDoc): string {
  const items = [`type ${code(doc.type)}`, requirement(doc)];
  if (doc.unit) items.push(`unit ${escapeMarkdown(doc.unit)}`);
  if (doc.default) items.push(`default ${prose(doc.default)}`);
  if (doc.range) items.push(`allowed ${escapeMarkdown(doc.range)}`);
  return items.join(' · ');
}

function requirement(doc: FieldDoc): string {
  switch (doc.required) {
    case 'yes':
      return 'required';
    case 'no':
      return 'optional';
    case 'conditional':
      return doc.requiredWhen ? `required when ${prose(doc.requiredWhen)}` : 'required in some cases';
  }
}

/** The allowed values with their meanings; the value under the pointer is marked. */
function valueList(doc: FieldDoc, spot: HoverSpot): string | undefined {
  if (!doc.values?.length) return undefined;
  const current = !spot.isKey && spot.node.type === 'string' ? (spot.node.value as string) : undefined;
  const lines = doc.values.map((value) => {
    const meaning = doc.valueDocs?.[value];
    const text = `${code(value)}${meaning ? `: ${prose(meaning)}` : ''}`;
    return value === current ? `- **${text}** (this value)` : `- ${text}`;
  });
  if (current !== undefined && !doc.values.includes(current)) lines.push(`- ${code(current)} is not one of these`);
  return ['Values:', ...lines].join('\n');
}

function references(doc: FieldDoc, rulePage?: RulePageLink): string {
  const rules = doc.rules.map((id) => {
    const page = rulePage?.(id);
    const title = findRule(id)?.title;
    return page ? `[${id}](${page}${title ? ` "${title.replace(/"/g, "'")}"` : ''})` : id;
  });
  const sections = specSectionsOnly(doc.spec);
  return [...(sections ? [`spec ${escapeMarkdown(sections)}`] : []), ...(rules.length ? [`rules ${rules.join(', ')}`] : [])].join(' · ');
}
