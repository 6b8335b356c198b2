// system/non_controllable_sources.json: sources dispatched as available, in the loader's own format (decision D31).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { SPEC, busField, idField, listField, nameField, schemaField, stageWindowFields } from '../system/fields';
import { NCS } from '../../core/case/layout';

const root: FieldEntry[] = [
  listField(
    'non_controllable_sources',
    'The non-controllable sources (wind, solar, run-of-river contracts): their output is what the scenarios make available, less any curtailment.',
    ['NCS-001', 'NCS-090'],
    ['{', '\t"id": ${1:0},', '\t"name": "${2:WIND}",', '\t"bus_id": ${3:0},', '\t"max_generation_mw": ${4:100.0}', '}'].join('\n'),
  ),
  schemaField('NCS-090'),
];

const source: FieldEntry[] = [
  idField('source', 'Its scenario statistics, generation bounds and factors name it.', ['NCS-010', 'NCS-011']),
  nameField('source', ['NCS-012']),
  busField('the source injects into', ['NCS-013', 'REF-001']),
  ...stageWindowFields('source', ['NCS-014']),
  {
    key: 'max_generation_mw',
    meaning: 'The installed capacity: the most the source can produce.',
    type: 'number',
    required: 'yes',
    unit: 'MW',
    range: '>= 0',
    spec: SPEC,
    rules: ['NCS-020'],
  },
  {
    key: 'curtailment_cost',
    meaning: 'The cost of each MWh of available output that is not used, replacing non_controllable_source.curtailment_cost of penalties.json.',
    type: 'number or null',
    required: 'no',
    unit: '$/MWh',
    default: 'non_controllable_source.curtailment_cost of penalties.json',
    spec: SPEC,
    rules: ['NCS-021'],
  },
];

export const nonControllableFieldDocs: readonly FieldDoc[] = [...fieldsUnder(NCS, '', root), ...fieldsUnder(NCS, 'non_controllable_sources[]', source)];
