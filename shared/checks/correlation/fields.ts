// scenarios/correlation.json: the spatial correlation profiles, in the loader's own format (decision D31).
// "profiles" is an object keyed by profile name: its entries are documented under `profiles.*`
// (shared/fieldDocs/fields.ts turns a profile's name into `*`).
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';
import { SPEC, schemaField } from '../system/fields';
import { CORRELATION } from '../../core/case/layout';

/** The keys of `CORRELATION` whose values are objects keyed by free names (a profile's name). */
export const CORRELATION_MAP_FIELDS = ['profiles'] as const;

export const ENTITY_TYPES = ['inflow', 'load', 'ncs'] as const;
export const METHODS = ['spectral', 'cholesky'] as const;

const root: FieldEntry[] = [
  {
    key: 'method',
    meaning: 'How each correlation matrix is decomposed to draw correlated noise. The run decomposes spectrally whatever is written; "cholesky" is accepted for older cases.',
    type: 'string',
    required: 'yes',
    values: METHODS,
    valueDocs: { spectral: 'Spectral decomposition (the default).', cholesky: 'Accepted for older case files; decomposed spectrally.' },
    spec: SPEC,
    rules: ['SCN-060', 'SCN-061', 'SCN-062'],
  },
  {
    key: 'profiles',
    meaning: 'The correlation profiles, each under its name. A stage uses the profile the schedule names for it, else the one named "default" (or the only one).',
    type: 'object',
    required: 'yes',
    spec: SPEC,
    rules: ['SCN-060', 'SCN-063', 'SCN-074'],
  },
  {
    key: 'profiles.*',
    meaning: 'One correlation profile: its groups of correlated entities. Its key is the name the schedule uses.',
    type: 'object',
    required: 'no',
    spec: SPEC,
    rules: ['SCN-064', 'SCN-072', 'SCN-074'],
  },
  {
    key: 'schedule',
    meaning: 'Which profile applies at which stage. A stage not listed uses the profile named "default" (or the only profile).',
    type: 'array or null',
    required: 'no',
    default: 'null (one profile everywhere)',
    spec: SPEC,
    rules: ['SCN-060', 'SCN-076', 'SCN-077', 'SCN-078', 'REF-121'],
    snippet: ['{', '\t"stage_id": ${1:0},', '\t"profile_name": "${2:default}"', '}'].join('\n'),
  },
  schemaField('SCN-079'),
];

const profile: FieldEntry[] = [
  {
    key: 'correlation_groups',
    meaning: 'The groups of this profile. Entities of different groups are uncorrelated; an id appears at most once in the profile.',
    type: 'array',
    required: 'yes',
    spec: SPEC,
    rules: ['SCN-064', 'SCN-072'],
    snippet: ['{', '\t"name": "${1:group}",', '\t"entities": [{ "type": "${2|inflow,load,ncs|}", "id": ${3:0} }],', '\t"matrix": [[1.0]]', '}'].join('\n'),
  },
];

const group: FieldEntry[] = [
  { key: 'name', meaning: 'A readable label for the group, used in messages.', type: 'string', required: 'yes', spec: SPEC, rules: ['SCN-064'] },
  {
    key: 'entities',
    meaning: 'The correlated entities, all of one type. The matrix rows and columns follow this order.',
    type: 'array',
    required: 'yes',
    spec: SPEC,
    rules: ['SCN-064', 'SCN-065', 'SCN-071', 'SCN-073'],
    snippet: '{ "type": "${1|inflow,load,ncs|}", "id": ${2:0} }',
  },
  {
    key: 'entities[].type',
    meaning: 'What the entity is: a plant inflow, a bus load or a non-controllable source. Every entity of a group has the same type.',
    type: 'string',
    required: 'yes',
    values: ENTITY_TYPES,
    valueDocs: {
      inflow: 'The inflow of a plant: id is a plant id of system/hydros.json.',
      load: 'The load of a bus: id is a bus id of system/buses.json.',
      ncs: 'The availability of a non-controllable source: id is a source id of system/non_controllable_sources.json.',
    },
    spec: SPEC,
    rules: ['SCN-065', 'SCN-066', 'SCN-071'],
  },
  {
    key: 'entities[].id',
    meaning: 'The id of the plant, bus or source (by the entity type) whose series this row and column of the matrix correlate.',
    type: 'integer',
    required: 'yes',
    range: '32-bit signed integer',
    spec: SPEC,
    rules: ['SCN-065', 'SCN-072', 'REF-120'],
  },
  {
    key: 'matrix',
    meaning:
      'The correlation matrix, row by row, one row and one column per entity in the order of entities: symmetric, 1.0 on the diagonal, values in [-1, 1], positive semidefinite.',
    type: 'array of arrays of numbers',
    required: 'yes',
    range: '[-1, 1]; diagonal 1',
    spec: SPEC,
    rules: ['SCN-064', 'SCN-067', 'SCN-068', 'SCN-069', 'SCN-070', 'SCN-075'],
  },
  {
    key: 'matrix[]',
    meaning: "One row of the matrix: the correlation of one entity (in the order of entities) with each entity; the row's own entity's place holds 1.0.",
    type: 'array of numbers',
    required: 'yes',
    range: '[-1, 1]; one value per entity',
    spec: SPEC,
    rules: ['SCN-064', 'SCN-067', 'SCN-068', 'SCN-069', 'SCN-070'],
  },
];

const scheduleEntry: FieldEntry[] = [
  {
    key: 'stage_id',
    meaning: 'The study stage (an id of stages.json) at which the profile applies.',
    type: 'integer',
    required: 'yes',
    range: '32-bit signed integer',
    spec: SPEC,
    rules: ['SCN-076', 'SCN-078', 'REF-121'],
  },
  {
    key: 'profile_name',
    meaning: 'The name of the profile (a key of profiles) that applies at the stage.',
    type: 'string',
    required: 'yes',
    spec: SPEC,
    rules: ['SCN-076', 'SCN-077'],
  },
];

export const correlationFieldDocs: readonly FieldDoc[] = [
  ...fieldsUnder(CORRELATION, '', root),
  ...fieldsUnder(CORRELATION, 'profiles.*', profile),
  ...fieldsUnder(CORRELATION, 'profiles.*.correlation_groups[]', group),
  ...fieldsUnder(CORRELATION, 'schedule[]', scheduleEntry),
];
