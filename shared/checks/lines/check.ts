// system/lines.json: ids, endpoints, stage window, capacity and losses, as the loader's parse_lines reads them.
import type { JsonFileContext } from '../context';
import { documentedKeys } from '../../core/fieldDocs';
import { checkRegistry, checkStageWindow, naming, readReference, type Entity, type EntityListSpec, type Registry } from '../system/entities';
import { linesFieldDocs } from './fields';

const ROOT_KEYS = documentedKeys(linesFieldDocs, '');
const LINE_KEYS = documentedKeys(linesFieldDocs, 'lines[]');
const CAPACITY_KEYS = documentedKeys(linesFieldDocs, 'lines[].capacity');

export interface Line extends Entity {
  sourceBusId?: number;
  targetBusId?: number;
}

export type LineRegistry = Registry<Line>;

export function checkLinesFile(context: JsonFileContext): LineRegistry | undefined {
  const { fields } = context;
  const spec: EntityListSpec = {
    list: 'lines',
    noun: 'line',
    codes: { list: 'LIN-001', id: 'LIN-010', duplicate: 'LIN-011', name: 'LIN-012', unknown: 'LIN-090' },
    rootKeys: ROOT_KEYS,
    entryKeys: LINE_KEYS,
  };
  return checkRegistry(context, spec, (entity): Line => {
    const { node } = entity;
    const sourceBusId = readReference(context, node, 'source_bus_id', 'LIN-013');
    const targetBusId = readReference(context, node, 'target_bus_id', 'LIN-013');
    checkStageWindow(context, node, 'LIN-014', 'LIN-015');
    const capacity = fields.object(node, 'capacity', 'LIN-020', { required: true });
    if (capacity) {
      fields.unknownKeys(capacity, CAPACITY_KEYS, 'LIN-090');
      fields.number(capacity, 'direct_mw', 'LIN-021', { finite: true, required: true, min: 0 });
      fields.number(capacity, 'reverse_mw', 'LIN-021', { finite: true, required: true, min: 0 });
    }
    fields.number(node, 'exchange_cost', 'LIN-022', { finite: true, nullable: true });
    fields.number(node, 'losses_percent', 'LIN-023', { finite: true, min: 0 });
    return naming(entity, { sourceBusId, targetBusId });
  });
}
