// Outline of the scenarios/ JSON files (decision D31): correlation.json (each profile with its
// groups, each group with its entities and the size of its matrix; the schedule by stage) and the
// block factor files (each entry by its bus or source and stage, with its factors).
import type { JsonDocument, JsonNode } from '../../../core/json/document';
import { elements, getProperty, properties } from '../../../core/json/nodes';
import { plural } from '../../../core/text';
import { stringAt } from '../../../core/json/valueAt';
import type { DocumentSymbolResult } from '../../types';
import { joinDetail, objectEntries, symbolOf, textAt } from './symbol';

export function correlationOutline(doc: JsonDocument): DocumentSymbolResult[] {
  const symbols: DocumentSymbolResult[] = [];
  const method = getProperty(doc.root, 'method');
  if (method && method.type !== 'property') symbols.push(symbolOf(doc, method, 'method', 'field', { detail: doc.rawText(method) }));
  const profiles = getProperty(doc.root, 'profiles');
  if (profiles?.type === 'object') {
    const children = properties(profiles).flatMap(({ key, value }) => (value?.type === 'object' ? [profileSymbol(doc, key, value)] : []));
    symbols.push(symbolOf(doc, profiles, 'profiles', 'object', { detail: plural(children.length, 'profile'), children }));
  }
  const schedule = getProperty(doc.root, 'schedule');
  if (schedule?.type === 'array') {
    const children = objectEntries(schedule).map((entry) =>
      symbolOf(doc, entry, `stage ${textAt(doc, entry, 'stage_id') ?? '?'}`, 'object', { detail: stringAt(entry, 'profile_name'), selection: getProperty(entry, 'stage_id') }),
    );
    symbols.push(symbolOf(doc, schedule, 'schedule', 'array', { detail: plural(children.length, 'entry', 'entries'), children }));
  }
  return symbols;
}

function profileSymbol(doc: JsonDocument, name: string, profile: JsonNode): DocumentSymbolResult {
  const groups = objectEntries(getProperty(profile, 'correlation_groups')).map((group, index) => {
    const entities = objectEntries(getProperty(group, 'entities'));
    const children = entities.map((entity) =>
      symbolOf(doc, entity, `${stringAt(entity, 'type') ?? 'entity'} ${textAt(doc, entity, 'id') ?? '?'}`, 'object', { selection: getProperty(entity, 'id') }),
    );
    const rows = elements(getProperty(group, 'matrix')).length;
    return symbolOf(doc, group, stringAt(group, 'name') ?? `group ${index}`, 'object', {
      detail: joinDetail(plural(entities.length, 'entity', 'entities'), `${rows}×${rows} matrix`),
      selection: getProperty(group, 'name'),
      children,
    });
  });
  return symbolOf(doc, profile, name, 'object', { detail: plural(groups.length, 'group'), children: groups });
}

/** load_factors.json and non_controllable_factors.json: `bus 0, stage 3` with its factors. */
export function blockFactorsOutline(list: string, entityKey: string, noun: string): (doc: JsonDocument) => DocumentSymbolResult[] {
  return (doc) => {
    const node = getProperty(doc.root, list);
    if (node?.type !== 'array') return [];
    const children = objectEntries(node).map((entry) => {
      const factors = objectEntries(getProperty(entry, 'block_factors')).map((factor) => textAt(doc, factor, 'factor') ?? '?');
      return symbolOf(doc, entry, `${noun} ${textAt(doc, entry, entityKey) ?? '?'}, stage ${textAt(doc, entry, 'stage_id') ?? '?'}`, 'object', {
        detail: factors.length ? `factors ${factors.join(', ')}` : undefined,
        selection: getProperty(entry, entityKey),
      });
    });
    return [symbolOf(doc, node, list, 'array', { detail: plural(children.length, 'entry', 'entries'), children })];
  };
}
