// system/lines.json: the transmission lines, in the loader's own format (decision D31).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { SPEC, busField, idField, listField, nameField, schemaField, stageWindowFields } from '../system/fields';
import { LINES } from '../../core/case/layout';

const root: FieldEntry[] = [
  listField(
    'lines',
    'The transmission lines between buses. An empty list means the buses are not connected.',
    ['LIN-001', 'LIN-090'],
    [
      '{',
      '\t"id": ${1:0},',
      '\t"name": "${2:LINE}",',
      '\t"source_bus_id": ${3:0},',
      '\t"target_bus_id": ${4:1},',
      '\t"capacity": { "direct_mw": ${5:100.0}, "reverse_mw": ${6:100.0} }',
      '}',
    ].join('\n'),
  ),
  schemaField('LIN-090'),
];

const line: FieldEntry[] = [
  idField('line', 'Line bounds and penalty overrides name it.', ['LIN-010', 'LIN-011']),
  nameField('line', ['LIN-012']),
  busField('the line starts from: its direct flow leaves this bus', ['LIN-013', 'REF-002'], 'source_bus_id'),
  busField('the line ends at: its direct flow reaches this bus', ['LIN-013', 'REF-002'], 'target_bus_id'),
  ...stageWindowFields('line', ['LIN-014', 'LIN-015']),
  { key: 'capacity', meaning: 'How much power the line carries in each direction.', type: 'object', required: 'yes', spec: SPEC, rules: ['LIN-020'] },
  {
    key: 'capacity.direct_mw',
    meaning: 'The most the line carries from source to target.',
    type: 'number',
    required: 'yes',
    unit: 'MW',
    range: '>= 0',
    spec: SPEC,
    rules: ['LIN-021'],
  },
  {
    key: 'capacity.reverse_mw',
    meaning: 'The most the line carries from target back to source.',
    type: 'number',
    required: 'yes',
    unit: 'MW',
    range: '>= 0',
    spec: SPEC,
    rules: ['LIN-021'],
  },
  {
    key: 'exchange_cost',
    meaning: 'The cost of each MWh carried over this line, replacing line.exchange_cost of penalties.json.',
    type: 'number or null',
    required: 'no',
    unit: '$/MWh',
    default: 'line.exchange_cost of penalties.json',
    spec: SPEC,
    rules: ['LIN-022'],
  },
  {
    key: 'losses_percent',
    meaning: 'The share of the carried power lost on the way.',
    type: 'number',
    required: 'no',
    unit: '%',
    default: '0',
    range: '>= 0',
    spec: SPEC,
    rules: ['LIN-023'],
  },
];

export const linesFieldDocs: readonly FieldDoc[] = [...fieldsUnder(LINES, '', root), ...fieldsUnder(LINES, 'lines[]', line)];
