// The fields of initial_conditions.json, as the Cobre loader reads them (decision D31). Hover and
// completion read these docs, and the check takes each object's known keys from them.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';

export const INITIAL_CONDITIONS_FILE = 'initial_conditions.json';

const SPEC = 'rules.md D31';

const root: FieldEntry[] = [
  { key: '$schema', meaning: 'The URL of a JSON schema for editors. The loader ignores it.', type: 'string or null', required: 'no', spec: SPEC, rules: [] },
  {
    key: 'storage',
    meaning: 'The reservoir storage of each plant in operation when the study starts. May be empty.',
    type: 'array',
    required: 'yes',
    spec: SPEC,
    rules: ['INI-001', 'INI-004', 'INI-005'],
    snippet: '{ "hydro_id": ${1:0}, "value_hm3": ${2:0.0} }',
  },
  {
    key: 'filling_storage',
    meaning: 'The storage of each reservoir still being filled when the study starts. A plant is in storage or here, never both. May be empty.',
    type: 'array',
    required: 'yes',
    spec: SPEC,
    rules: ['INI-001', 'INI-004', 'INI-005'],
    snippet: '{ "hydro_id": ${1:0}, "value_hm3": ${2:0.0} }',
  },
  {
    key: 'past_inflows',
    meaning: 'The inflows of each plant before the study, which start its autoregressive inflow model: most recent first.',
    type: 'array',
    required: 'no',
    default: 'no past inflows',
    spec: SPEC,
    rules: ['INI-001', 'INI-004'],
    snippet: '{ "hydro_id": ${1:0}, "values_m3s": [${2:0.0}] }',
  },
  {
    key: 'recent_observations',
    meaning: 'Inflows observed over dated periods just before a study that starts mid-season; they seed the lag accumulation.',
    type: 'array',
    required: 'no',
    default: 'no observations',
    spec: SPEC,
    rules: ['INI-001', 'INI-007', 'INI-008', 'INI-009'],
    snippet: '{ "hydro_id": ${1:0}, "start_date": "${2:2024-01-01}", "end_date": "${3:2024-01-08}", "value_m3s": ${4:0.0} }',
  },
];

function storageEntry(list: 'storage' | 'filling_storage'): FieldEntry[] {
  return [
    {
      key: 'hydro_id',
      meaning: `The plant (its id in system/hydros.json). Once per plant in ${list}.`,
      type: 'integer',
      required: 'yes',
      spec: SPEC,
      rules: ['INI-002', 'INI-004', 'INI-005'],
    },
    {
      key: 'value_hm3',
      meaning:
        list === 'storage'
          ? 'The water stored in the reservoir when the study starts.'
          : 'The water stored in the filling reservoir when the study starts; it may be below the dead volume.',
      type: 'number',
      required: 'yes',
      unit: 'hm³',
      range: '>= 0',
      spec: SPEC,
      rules: ['INI-002', 'INI-003'],
    },
  ];
}

const pastInflow: FieldEntry[] = [
  { key: 'hydro_id', meaning: 'The plant. Once per plant in past_inflows.', type: 'integer', required: 'yes', spec: SPEC, rules: ['INI-002', 'INI-004'] },
  {
    key: 'values_m3s',
    meaning: 'The inflows before the study, most recent first (lag 1, lag 2, ...). With inflow lags on, at least as many as the plant’s autoregressive order.',
    type: 'array of numbers',
    required: 'yes',
    unit: 'm³/s',
    spec: SPEC,
    rules: ['INI-002', 'INI-006'],
  },
  {
    key: 'season_ids',
    meaning: 'The season of each value of values_m3s, one per value.',
    type: 'array of integers or null',
    required: 'no',
    default: 'seasons not given',
    spec: SPEC,
    rules: ['INI-002', 'INI-006'],
  },
];

const observation: FieldEntry[] = [
  {
    key: 'hydro_id',
    meaning: 'The plant observed. A plant may have several observations that do not overlap.',
    type: 'integer',
    required: 'yes',
    spec: SPEC,
    rules: ['INI-002', 'INI-009'],
  },
  { key: 'start_date', meaning: 'The first day of the observed period, YYYY-MM-DD.', type: 'string (date)', required: 'yes', spec: SPEC, rules: ['INI-002', 'INI-007', 'INI-009'] },
  {
    key: 'end_date',
    meaning: 'The day after the observed period, YYYY-MM-DD: the period ends before it. After start_date.',
    type: 'string (date)',
    required: 'yes',
    spec: SPEC,
    rules: ['INI-002', 'INI-007', 'INI-009'],
  },
  {
    key: 'value_m3s',
    meaning: 'The mean inflow observed over the period.',
    type: 'number',
    required: 'yes',
    unit: 'm³/s',
    range: '>= 0',
    spec: SPEC,
    rules: ['INI-002', 'INI-008'],
  },
];

export const initialConditionsFieldDocs: readonly FieldDoc[] = [
  ...fieldsUnder(INITIAL_CONDITIONS_FILE, '', root),
  ...fieldsUnder(INITIAL_CONDITIONS_FILE, 'storage[]', storageEntry('storage')),
  ...fieldsUnder(INITIAL_CONDITIONS_FILE, 'filling_storage[]', storageEntry('filling_storage')),
  ...fieldsUnder(INITIAL_CONDITIONS_FILE, 'past_inflows[]', pastInflow),
  ...fieldsUnder(INITIAL_CONDITIONS_FILE, 'recent_observations[]', observation),
];
