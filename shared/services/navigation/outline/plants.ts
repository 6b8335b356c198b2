// Outline of the plant registries: system/hydros.json (plants by id and name, their generation
// model and the plant downstream) and system/thermals.json (thermals, their commitment lead).
import type { JsonDocument, JsonNode } from '../../../core/json/document';
import { elements, getProperty } from '../../../core/json/nodes';
import { integerAt, objectAt, stringAt } from '../../../checks/registries/read';
import { plural } from '../../../crossFile/checks/common';
import type { DocumentSymbolResult } from '../../types';
import { joinDetail, named, symbolOf, textAt } from './symbol';

export function hydrosOutline(doc: JsonDocument): DocumentSymbolResult[] {
  return registryOutline(doc, 'hydros', 'hydro', (plant) => {
    const downstream = integerAt(plant, 'downstream_id');
    return joinDetail(stringAt(objectAt(plant, 'generation'), 'model'), downstream !== undefined && `flows into ${downstream}`);
  });
}

export function thermalsOutline(doc: JsonDocument): DocumentSymbolResult[] {
  return registryOutline(doc, 'thermals', 'thermal', (thermal) => {
    const lead = integerAt(objectAt(thermal, 'anticipated_config'), 'lead_stages');
    return lead !== undefined ? `anticipated, lead ${plural(lead, 'stage')}` : undefined;
  });
}

function registryOutline(doc: JsonDocument, key: string, noun: string, detailOf: (entry: JsonNode) => string | undefined): DocumentSymbolResult[] {
  const list = getProperty(doc.root, key);
  if (list?.type !== 'array') return [];
  const children = elements(list).flatMap((entry, index) => {
    if (entry.type !== 'object') return [];
    const id = textAt(doc, entry, 'id');
    const name = id !== undefined ? named(noun, id, stringAt(entry, 'name')) : `${key}[${index}]`;
    return [symbolOf(doc, entry, name, 'object', { detail: detailOf(entry), selection: getProperty(entry, 'id') })];
  });
  return [symbolOf(doc, list, key, 'array', { detail: plural(children.length, noun), children })];
}
