// Outline of the JSON files of constraints/ (decision D31): generic_constraints.json (each
// constraint by id and name, its sense and expression as detail) and exchange_factors.json (each
// entry by line and stage, the blocks it scales).
import type { JsonDocument } from '../../../core/json/document';
import { elements, getProperty } from '../../../core/json/nodes';
import { integerAt, stringAt } from '../../../core/json/valueAt';
import { plural } from '../../../core/text';
import type { DocumentSymbolResult } from '../../types';
import { registryOutline } from './plants';
import { joinDetail, symbolOf } from './symbol';

export function genericConstraintsOutline(doc: JsonDocument): DocumentSymbolResult[] {
  return registryOutline(doc, 'constraints', 'constraint', (constraint) => joinDetail(stringAt(constraint, 'sense'), stringAt(constraint, 'expression')));
}

export function exchangeFactorsOutline(doc: JsonDocument): DocumentSymbolResult[] {
  const list = getProperty(doc.root, 'exchange_factors');
  if (list?.type !== 'array') return [];
  const children = elements(list).flatMap((entry, index) => {
    if (entry.type !== 'object') return [];
    const line = integerAt(entry, 'line_id');
    const stage = integerAt(entry, 'stage_id');
    const name = line !== undefined && stage !== undefined ? `line ${line}, stage ${stage}` : `exchange_factors[${index}]`;
    const blocks = getProperty(entry, 'block_factors');
    return [
      symbolOf(doc, entry, name, 'object', { detail: blocks?.type === 'array' ? plural(elements(blocks).length, 'block') : undefined, selection: getProperty(entry, 'line_id') }),
    ];
  });
  return [symbolOf(doc, list, 'exchange_factors', 'array', { detail: plural(children.length, 'entry', 'entries'), children })];
}
