// system/pumping_stations.json: stations pumping water between reservoirs, in the loader's own format (decision D31).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { SPEC, busField, idField, listField, nameField, schemaField, stageWindowFields } from '../system/fields';
import { PUMPING } from '../../core/case/layout';

const root: FieldEntry[] = [
  listField('pumping_stations', 'The pumping stations: each moves water from one plant’s reservoir to another’s, drawing power from a bus.', ['PMP-001', 'PMP-090']),
  schemaField('PMP-090'),
];

function plantField(key: string, meaning: string): FieldEntry {
  return { key, meaning: `The id of the hydro plant (system/hydros.json) ${meaning}.`, type: 'integer', required: 'yes', spec: SPEC, rules: ['PMP-013', 'REF-003'] };
}

const station: FieldEntry[] = [
  idField('station', 'Its bounds name it.', ['PMP-010', 'PMP-011']),
  nameField('station', ['PMP-012']),
  busField('the station draws its power from', ['PMP-013', 'REF-001']),
  plantField('source_hydro_id', 'whose reservoir the water is pumped from'),
  plantField('destination_hydro_id', 'whose reservoir receives the pumped water'),
  ...stageWindowFields('station', ['PMP-014']),
  {
    key: 'consumption_mw_per_m3s',
    meaning: 'The power drawn for each m³/s pumped.',
    type: 'number',
    required: 'yes',
    unit: 'MW/(m³/s)',
    range: '>= 0',
    spec: SPEC,
    rules: ['PMP-020'],
  },
  { key: 'flow', meaning: 'The limits of the pumped flow.', type: 'object', required: 'yes', spec: SPEC, rules: ['PMP-021'] },
  {
    key: 'flow.min_m3s',
    meaning: 'The least the station pumps while in service.',
    type: 'number',
    required: 'yes',
    unit: 'm³/s',
    range: '>= 0',
    spec: SPEC,
    rules: ['PMP-021', 'PMP-022'],
  },
  {
    key: 'flow.max_m3s',
    meaning: 'The most the station can pump; at least min_m3s.',
    type: 'number',
    required: 'yes',
    unit: 'm³/s',
    range: '>= min_m3s',
    spec: SPEC,
    rules: ['PMP-021', 'PMP-022'],
  },
];

export const pumpingFieldDocs: readonly FieldDoc[] = [...fieldsUnder(PUMPING, '', root), ...fieldsUnder(PUMPING, 'pumping_stations[]', station)];
