// system/thermals.json: every field the loader's parse_thermals reads. The registry the cross-file
// rules join on stays the one reader of ../registries/thermals.ts (ids, anticipated lead, XF-030).
import type { JsonFileContext } from '../context';
import { documentedKeys } from '../../core/fieldDocs';
import { readThermals, type ThermalRegistry } from '../registries/thermals';
import { I32, checkBounds, checkStageWindow, readEntityList, readReference } from '../system/entities';
import { thermalsFieldDocs } from './fields';

const ROOT_KEYS = documentedKeys(thermalsFieldDocs, '');
const THERMAL_KEYS = documentedKeys(thermalsFieldDocs, 'thermals[]');
const GENERATION_KEYS = documentedKeys(thermalsFieldDocs, 'thermals[].generation');
const GNL_KEYS = documentedKeys(thermalsFieldDocs, 'thermals[].gnl_config');

export function checkThermalsFile(context: JsonFileContext): ThermalRegistry {
  const { fields } = context;
  const entities = readEntityList(context, {
    list: 'thermals',
    noun: 'thermal',
    codes: { list: 'THM-001', id: 'THM-010', name: 'THM-012', unknown: 'THM-090' },
    rootKeys: ROOT_KEYS,
    entryKeys: THERMAL_KEYS,
  });
  for (const { node } of entities ?? []) {
    readReference(context, node, 'bus_id', 'THM-013');
    checkStageWindow(context, node, 'THM-014', 'THM-015');
    fields.number(node, 'cost_per_mwh', 'THM-020', { finite: true, required: true, min: 0 });
    const generation = fields.object(node, 'generation', 'THM-021', { required: true });
    if (generation) {
      fields.unknownKeys(generation, GENERATION_KEYS, 'THM-090');
      checkBounds(context, generation, { minKey: 'min_mw', maxKey: 'max_mw', typeCode: 'THM-022', orderCode: 'THM-023', nonNegative: true });
    }
    const gnl = fields.object(node, 'gnl_config', 'THM-024', { nullable: true });
    if (gnl) {
      fields.unknownKeys(gnl, GNL_KEYS, 'THM-090');
      fields.integer(gnl, 'lag_stages', 'THM-024', { required: true, ...I32 });
    }
  }
  return readThermals(context);
}
