// system/buses.json: the buses of the electrical network, in the loader's own format (decision D31).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { SPEC, idField, listField, nameField, schemaField } from '../system/fields';
import { BUSES } from '../../core/case/layout';

const root: FieldEntry[] = [
  listField(
    'buses',
    'The buses of the network. Plants, lines, sources and contracts name them by id.',
    ['BUS-001', 'BUS-090'],
    ['{', '\t"id": ${1:0},', '\t"name": "${2:BUS}"', '}'].join('\n'),
  ),
  schemaField('BUS-090'),
];

const bus: FieldEntry[] = [
  idField('bus', 'The bus_id of thermals, hydros, non-controllable sources, pumping stations and contracts, and the endpoints of lines, name it.', ['BUS-010', 'BUS-011']),
  nameField('bus', ['BUS-012']),
  {
    key: 'deficit_segments',
    meaning: "This bus's own deficit cost curve, replacing the default of penalties.json. Each segment prices the deficit within its depth; the last has no depth.",
    type: 'array or null',
    required: 'no',
    default: 'the bus.deficit_segments of penalties.json',
    spec: SPEC,
    rules: ['BUS-020', 'BUS-023', 'BUS-024'],
    snippet: ['{', '\t"depth_mw": ${1:null},', '\t"cost": ${2:1000.0}', '}'].join('\n'),
  },
  {
    key: 'deficit_segments[].depth_mw',
    meaning: 'How many MW of deficit this segment covers. Null means no limit, as the last segment must have.',
    type: 'number or null',
    required: 'no',
    unit: 'MW',
    default: 'null (unbounded)',
    spec: SPEC,
    rules: ['BUS-022', 'BUS-023'],
  },
  {
    key: 'deficit_segments[].cost',
    meaning: 'The price of each MWh of deficit in this segment; higher than the segment before.',
    type: 'number',
    required: 'yes',
    unit: '$/MWh',
    range: '> 0',
    spec: SPEC,
    rules: ['BUS-021', 'BUS-024'],
  },
];

export const busesFieldDocs: readonly FieldDoc[] = [...fieldsUnder(BUSES, '', root), ...fieldsUnder(BUSES, 'buses[]', bus)];
