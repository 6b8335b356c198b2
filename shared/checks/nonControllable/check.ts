// system/non_controllable_sources.json: every field the loader's parse_non_controllable_sources reads.
import type { JsonFileContext } from '../context';
import { documentedKeys } from '../../core/fieldDocs';
import { checkRegistry, checkStageWindow, naming, readReference, type BusConnected, type EntityListSpec, type Registry } from '../system/entities';
import { nonControllableFieldDocs } from './fields';

const ROOT_KEYS = documentedKeys(nonControllableFieldDocs, '');
const SOURCE_KEYS = documentedKeys(nonControllableFieldDocs, 'non_controllable_sources[]');

export type NonControllableRegistry = Registry<BusConnected>;

export function checkNonControllableFile(context: JsonFileContext): NonControllableRegistry | undefined {
  const { fields } = context;
  const spec: EntityListSpec = {
    list: 'non_controllable_sources',
    noun: 'source',
    codes: { list: 'NCS-001', id: 'NCS-010', duplicate: 'NCS-011', name: 'NCS-012', unknown: 'NCS-090' },
    rootKeys: ROOT_KEYS,
    entryKeys: SOURCE_KEYS,
  };
  return checkRegistry(context, spec, (entity): BusConnected => {
    const busId = readReference(context, entity.node, 'bus_id', 'NCS-013');
    checkStageWindow(context, entity.node, 'NCS-014');
    fields.number(entity.node, 'max_generation_mw', 'NCS-020', { finite: true, required: true, min: 0 });
    fields.number(entity.node, 'curtailment_cost', 'NCS-021', { finite: true, nullable: true });
    return naming(entity, { busId });
  });
}
