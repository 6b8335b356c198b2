// system/energy_contracts.json: every field the loader's parse_energy_contracts reads.
import type { JsonFileContext } from '../context';
import { documentedKeys } from '../../core/fieldDocs';
import { checkBounds, checkRegistry, checkStageWindow, naming, readReference, type BusConnected, type EntityListSpec, type Registry } from '../system/entities';
import { CONTRACT_TYPES, contractsFieldDocs } from './fields';

const ROOT_KEYS = documentedKeys(contractsFieldDocs, '');
const CONTRACT_KEYS = documentedKeys(contractsFieldDocs, 'contracts[]');
const LIMIT_KEYS = documentedKeys(contractsFieldDocs, 'contracts[].limits');

export type ContractRegistry = Registry<BusConnected>;

export function checkContractsFile(context: JsonFileContext): ContractRegistry | undefined {
  const { fields } = context;
  const spec: EntityListSpec = {
    list: 'contracts',
    noun: 'contract',
    codes: { list: 'CTR-001', id: 'CTR-010', duplicate: 'CTR-011', name: 'CTR-012', unknown: 'CTR-090' },
    rootKeys: ROOT_KEYS,
    entryKeys: CONTRACT_KEYS,
  };
  return checkRegistry(context, spec, (entity): BusConnected => {
    const { node } = entity;
    const busId = readReference(context, node, 'bus_id', 'CTR-013');
    fields.string(node, 'type', 'CTR-014', { required: true, oneOf: CONTRACT_TYPES });
    checkStageWindow(context, node, 'CTR-015');
    fields.number(node, 'price_per_mwh', 'CTR-020', { finite: true, required: true });
    const limits = fields.object(node, 'limits', 'CTR-021', { required: true });
    if (limits) {
      fields.unknownKeys(limits, LIMIT_KEYS, 'CTR-090');
      checkBounds(context, limits, { minKey: 'min_mw', maxKey: 'max_mw', typeCode: 'CTR-021', orderCode: 'CTR-022', nonNegative: true });
    }
    return naming(entity, { busId });
  });
}
