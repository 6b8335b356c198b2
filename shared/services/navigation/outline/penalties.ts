// Outline of penalties.json: its sections (bus, line, hydro, non-controllable sources) with every
// cost as written and its unit from the field documentation, deficit segments by position.
import type { JsonDocument, JsonNode } from '../../../core/json/document';
import { elements, pathOf, properties } from '../../../core/json/nodes';
import { findFieldDoc } from '../../../fieldDocs/fields';
import type { DocumentSymbolResult } from '../../types';
import { joinDetail, symbolOf, textAt } from './symbol';

export function penaltiesOutline(doc: JsonDocument): DocumentSymbolResult[] {
  return properties(doc.root).flatMap(({ key, value }) => (value?.type === 'object' ? [symbolOf(doc, value, key, 'object', { children: costSymbols(doc, value) })] : []));
}

function costSymbols(doc: JsonDocument, section: JsonNode): DocumentSymbolResult[] {
  return properties(section).flatMap(({ key, value }) => {
    if (value?.type === 'array') return [symbolOf(doc, value, key, 'array', { children: segmentSymbols(doc, value) })];
    if (value?.type !== 'number' && value?.type !== 'null') return [];
    const unit = findFieldDoc(doc.file, pathOf(value))?.unit;
    return [symbolOf(doc, value, key, 'number', { detail: joinDetail(unit ? `${doc.rawText(value)} ${unit}` : doc.rawText(value)) })];
  });
}

function segmentSymbols(doc: JsonDocument, list: JsonNode): DocumentSymbolResult[] {
  return elements(list).flatMap((segment, index) => {
    if (segment.type !== 'object') return [];
    const depth = textAt(doc, segment, 'depth_mw');
    const cost = textAt(doc, segment, 'cost');
    return [
      symbolOf(doc, segment, `segment ${index}`, 'field', {
        detail: joinDetail(depth === undefined || depth === 'null' ? 'unbounded depth' : `${depth} MW deep`, cost !== undefined && `${cost} $/MWh`),
      }),
    ];
  });
}
