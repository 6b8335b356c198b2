// How a documented field reads in the completion list: a one-line detail (type, unit, whether it
// is needed) and a short markdown documentation (meaning, default, allowed values, spec section).
import type { FieldDoc } from '../../fieldDocs/fields';
import { decisionsInWords, specSectionsOnly } from '../../rules/decisions';

export function fieldDetail(doc: FieldDoc): string {
  const type = doc.unit ? `${doc.type} (${doc.unit})` : doc.type;
  const need = doc.required === 'yes' ? 'required' : doc.required === 'conditional' ? 'conditionally required' : 'optional';
  return `${type}, ${need}`;
}

/** The field's documentation in words a planner reads: no decision ids. */
export function fieldDocumentation(doc: FieldDoc): string {
  const lines = [decisionsInWords(doc.meaning)];
  if (doc.requiredWhen) lines.push(`**Required when:** ${decisionsInWords(doc.requiredWhen)}`);
  if (doc.default) lines.push(`**Default:** ${decisionsInWords(doc.default)}`);
  if (doc.range) lines.push(`**Allowed:** ${doc.range}`);
  if (doc.values) lines.push(`**Values:** ${doc.values.map((value) => `\`${value}\``).join(', ')}`);
  const sections = specSectionsOnly(doc.spec);
  if (sections) lines.push(`*${sections}*`);
  return lines.join('\n\n');
}

/** The key of a field under its parent: `stages[].blocks` → `blocks`. */
export function fieldKey(doc: FieldDoc): string {
  return doc.path.slice(doc.path.lastIndexOf('.') + 1);
}

/**
 * Whether the field must be in an object of `parentPattern`: required, or required when that very
 * object exists (`risk_measure.cvar`: "risk_measure is an object").
 */
export function requiredIn(doc: FieldDoc, parentPattern: string): boolean {
  return doc.required === 'yes' || doc.requiredWhen === `${parentPattern.slice(parentPattern.lastIndexOf('.') + 1)} is an object`;
}
