// system/thermals.json: the thermal plants, in the loader's own format (decision D31), with the
// anticipated commitment rules.md reads (decision D7).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { SPEC, busField, idField, listField, nameField, schemaField, stageWindowFields } from '../system/fields';
import { THERMALS } from '../../core/case/layout';

const root: FieldEntry[] = [
  listField(
    'thermals',
    'The thermal plants of the case.',
    ['THM-001', 'THM-090'],
    [
      '{',
      '\t"id": ${1:0},',
      '\t"name": "${2:THERMAL}",',
      '\t"bus_id": ${3:0},',
      '\t"cost_per_mwh": ${4:100.0},',
      '\t"generation": { "min_mw": ${5:0.0}, "max_mw": ${6:100.0} }',
      '}',
    ].join('\n'),
  ),
  schemaField('THM-090'),
];

const thermal: FieldEntry[] = [
  idField('thermal', 'thermal_bounds[].thermal_id of post_study_stages.json names it.', ['THM-010', 'XF-018']),
  nameField('thermal', ['THM-012']),
  busField('the plant injects its generation into', ['THM-013', 'REF-001']),
  ...stageWindowFields('thermal', ['THM-014', 'THM-015']),
  {
    key: 'cost_per_mwh',
    meaning: 'The operating cost of each MWh the plant generates.',
    type: 'number',
    required: 'yes',
    unit: '$/MWh',
    range: '>= 0',
    spec: SPEC,
    rules: ['THM-020'],
  },
  { key: 'generation', meaning: 'The output limits of the plant.', type: 'object', required: 'yes', spec: SPEC, rules: ['THM-021'] },
  {
    key: 'generation.min_mw',
    meaning: 'The least the plant generates while in service (a must-run level).',
    type: 'number',
    required: 'yes',
    unit: 'MW',
    range: '>= 0',
    spec: SPEC,
    rules: ['THM-022', 'THM-023'],
  },
  {
    key: 'generation.max_mw',
    meaning: 'The most the plant can generate; at least min_mw.',
    type: 'number',
    required: 'yes',
    unit: 'MW',
    range: '>= min_mw',
    spec: SPEC,
    rules: ['THM-022', 'THM-023'],
  },
  {
    key: 'gnl_config',
    meaning: 'Marks a liquefied-gas plant, whose fuel is ordered ahead of dispatch.',
    type: 'object or null',
    required: 'no',
    default: 'null (not a liquefied-gas plant)',
    spec: SPEC,
    rules: ['THM-024'],
  },
  { key: 'gnl_config.lag_stages', meaning: 'How many stages ahead the dispatch is decided.', type: 'integer', required: 'yes', spec: SPEC, rules: ['THM-024'] },
  {
    key: 'anticipated_config',
    meaning:
      'Marks the thermal as anticipated: it commits in one study stage and delivers lead_stages later, possibly after the horizon, where post_study_stages.json bounds and prices the delivery.',
    type: 'object or null',
    required: 'no',
    default: 'null (not anticipated)',
    spec: '§2.2; rules.md D7',
    rules: ['XF-016', 'XF-018', 'XF-019', 'XF-030'],
  },
  {
    key: 'anticipated_config.lead_stages',
    meaning: 'How many stages after the decision the commitment is delivered. A thermal with lead L reaches post-study stages 0 to L−1 (D7).',
    type: 'integer',
    required: 'yes',
    range: '>= 0',
    spec: 'rules.md D7',
    rules: ['XF-030', 'XF-016', 'XF-019'],
  },
];

export const thermalsFieldDocs: readonly FieldDoc[] = [...fieldsUnder(THERMALS, '', root), ...fieldsUnder(THERMALS, 'thermals[]', thermal)];
