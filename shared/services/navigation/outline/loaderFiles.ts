// Outline of the files the Cobre loader defines (decision D31): config.json (its sections and
// settings as written, stopping rules by type) and initial_conditions.json (the starting storage
// and past inflows of each plant, the recent observations by period).
import type { JsonDocument, JsonNode } from '../../../core/json/document';
import { getProperty, pathOf, properties } from '../../../core/json/nodes';
import { stringAt } from '../../../core/json/valueAt';
import { plural } from '../../../core/text';
import { findFieldDoc } from '../../../fieldDocs/fields';
import type { DocumentSymbolResult } from '../../types';
import { joinDetail, objectEntries, symbolOf, textAt } from './symbol';

export function configOutline(doc: JsonDocument): DocumentSymbolResult[] {
  return settingSymbols(doc, doc.root);
}

/** Each setting of an object: sections with their settings inside, values with their text and unit. */
function settingSymbols(doc: JsonDocument, object: JsonNode | undefined): DocumentSymbolResult[] {
  return properties(object).flatMap(({ key, value }): DocumentSymbolResult[] => {
    if (!value || key === '$schema') return [];
    if (value.type === 'object') return [symbolOf(doc, value, key, 'object', { children: settingSymbols(doc, value) })];
    if (value.type === 'array') {
      const entries = objectEntries(value).map((entry, index) =>
        symbolOf(doc, entry, stringAt(entry, 'type') ?? `${key}[${index}]`, 'object', { detail: memberDetail(doc, entry) }),
      );
      return [symbolOf(doc, value, key, 'array', { detail: entries.length ? undefined : doc.rawText(value), children: entries })];
    }
    const unit = findFieldDoc(doc.file, pathOf(value))?.unit;
    return [symbolOf(doc, value, key, 'field', { detail: unit ? `${doc.rawText(value)} ${unit}` : doc.rawText(value) })];
  });
}

/** A stopping rule's members but its type: `limit 10`. */
function memberDetail(doc: JsonDocument, entry: JsonNode): string | undefined {
  return joinDetail(...properties(entry).map(({ key, value }) => key !== 'type' && value && `${key} ${doc.rawText(value)}`));
}

export function initialConditionsOutline(doc: JsonDocument): DocumentSymbolResult[] {
  const lists: Array<[key: string, detailOf: (entry: JsonNode) => string | undefined]> = [
    ['storage', (entry) => withUnit(textAt(doc, entry, 'value_hm3'), 'hm³')],
    ['filling_storage', (entry) => withUnit(textAt(doc, entry, 'value_hm3'), 'hm³')],
    ['past_inflows', (entry) => pastInflowDetail(entry)],
    ['recent_observations', (entry) => joinDetail(period(doc, entry), withUnit(textAt(doc, entry, 'value_m3s'), 'm³/s'))],
  ];
  return lists.flatMap(([key, detailOf]) => {
    const list = getProperty(doc.root, key);
    if (list?.type !== 'array') return [];
    const children = objectEntries(list).map((entry) => {
      const id = textAt(doc, entry, 'hydro_id');
      return symbolOf(doc, entry, id !== undefined ? `hydro ${id}` : key, 'object', { detail: detailOf(entry), selection: getProperty(entry, 'hydro_id') });
    });
    return [symbolOf(doc, list, key, 'array', { detail: plural(children.length, 'entry', 'entries'), children })];
  });
}

function withUnit(value: string | undefined, unit: string): string | undefined {
  return value !== undefined ? `${value} ${unit}` : undefined;
}

function pastInflowDetail(entry: JsonNode): string | undefined {
  const values = getProperty(entry, 'values_m3s');
  return values?.type === 'array' ? plural(values.children?.length ?? 0, 'lag') : undefined;
}

function period(doc: JsonDocument, entry: JsonNode): string | undefined {
  const start = textAt(doc, entry, 'start_date');
  const end = textAt(doc, entry, 'end_date');
  return start !== undefined && end !== undefined ? `${start} to ${end}` : undefined;
}
