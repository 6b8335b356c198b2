// Outline of the system/ registries: system/hydros.json (plants by id and name, their generation
// model and the plant downstream), system/thermals.json (thermals, their commitment lead),
// and the other registries of decision D31 (buses, lines with their endpoints, sources, pumping
// stations, contracts), each entry by id and name with the bus it connects to.
import type { JsonDocument, JsonNode } from '../../../core/json/document';
import { elements, getProperty } from '../../../core/json/nodes';
import { integerAt, objectAt, stringAt } from '../../../core/json/valueAt';
import { plural } from '../../../core/text';
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

export function busesOutline(doc: JsonDocument): DocumentSymbolResult[] {
  return registryOutline(doc, 'buses', 'bus', () => undefined, 'buses');
}

export function linesOutline(doc: JsonDocument): DocumentSymbolResult[] {
  return registryOutline(doc, 'lines', 'line', (line) => {
    const [from, to] = [integerAt(line, 'source_bus_id'), integerAt(line, 'target_bus_id')];
    return from !== undefined && to !== undefined ? `bus ${from} → bus ${to}` : undefined;
  });
}

/** An outline of a registry whose entries each sit on a bus (sources, pumping stations, contracts). */
export function busEntitiesOutline(key: string, noun: string): (doc: JsonDocument) => DocumentSymbolResult[] {
  return (doc) => registryOutline(doc, key, noun, onBus);
}

function onBus(entry: JsonNode): string | undefined {
  const bus = integerAt(entry, 'bus_id');
  return bus !== undefined ? `bus ${bus}` : undefined;
}

export function registryOutline(doc: JsonDocument, key: string, noun: string, detailOf: (entry: JsonNode) => string | undefined, nouns = `${noun}s`): DocumentSymbolResult[] {
  const list = getProperty(doc.root, key);
  if (list?.type !== 'array') return [];
  const children = elements(list).flatMap((entry, index) => {
    if (entry.type !== 'object') return [];
    const id = textAt(doc, entry, 'id');
    const name = id !== undefined ? named(noun, id, stringAt(entry, 'name')) : `${key}[${index}]`;
    return [symbolOf(doc, entry, name, 'object', { detail: detailOf(entry), selection: getProperty(entry, 'id') })];
  });
  return [symbolOf(doc, list, key, 'array', { detail: plural(children.length, noun, nouns), children })];
}
