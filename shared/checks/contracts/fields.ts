// system/energy_contracts.json: contracts with outside systems, in the loader's own format (decision D31).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { SPEC, busField, idField, listField, nameField, schemaField, stageWindowFields } from '../system/fields';
import { CONTRACTS } from '../../core/case/layout';

export const CONTRACT_TYPES = ['import', 'export'] as const;

const root: FieldEntry[] = [
  listField('contracts', 'The energy contracts: power bought from, or sold to, outside the system at a bus.', ['CTR-001', 'CTR-090']),
  schemaField('CTR-090'),
];

const contract: FieldEntry[] = [
  idField('contract', 'Its bounds name it.', ['CTR-010', 'CTR-011']),
  nameField('contract', ['CTR-012']),
  busField('where the contract delivers or takes its power', ['CTR-013', 'REF-001']),
  {
    key: 'type',
    meaning: 'Which way the power flows.',
    type: 'string',
    required: 'yes',
    values: CONTRACT_TYPES,
    valueDocs: { import: 'power bought and brought in at the bus', export: 'power sold and taken out at the bus' },
    spec: SPEC,
    rules: ['CTR-014'],
  },
  ...stageWindowFields('contract', ['CTR-015']),
  { key: 'price_per_mwh', meaning: 'The price of each MWh; negative for an export that earns.', type: 'number', required: 'yes', unit: '$/MWh', spec: SPEC, rules: ['CTR-020'] },
  { key: 'limits', meaning: 'The limits of the contracted power.', type: 'object', required: 'yes', spec: SPEC, rules: ['CTR-021'] },
  {
    key: 'limits.min_mw',
    meaning: 'The least power the contract delivers.',
    type: 'number',
    required: 'yes',
    unit: 'MW',
    range: '>= 0',
    spec: SPEC,
    rules: ['CTR-021', 'CTR-022'],
  },
  {
    key: 'limits.max_mw',
    meaning: 'The most power the contract delivers; at least min_mw.',
    type: 'number',
    required: 'yes',
    unit: 'MW',
    range: '>= min_mw',
    spec: SPEC,
    rules: ['CTR-021', 'CTR-022'],
  },
];

export const contractsFieldDocs: readonly FieldDoc[] = [...fieldsUnder(CONTRACTS, '', root), ...fieldsUnder(CONTRACTS, 'contracts[]', contract)];
