// post_study_stages.json (spec §2.2): the calendar after the horizon and the bound and cost of
// commitments that anticipated thermals decide in the study and deliver after it.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';

const FILE = 'post_study_stages.json';

const root: FieldEntry[] = [
  {
    key: '$schema',
    meaning: 'Address of a JSON schema that editors may use. Informational, but it must be a string.',
    type: 'string',
    required: 'no',
    spec: '§2.2, §9',
    rules: ['PST-003'],
  },
  {
    key: 'stages',
    meaning: 'Boundary-only stages after the study horizon: never dispatched and carrying no cuts. They are discounted at policy_graph.annual_discount_rate.',
    type: 'array',
    required: 'yes',
    spec: '§2.2',
    rules: ['PST-002', 'PST-013', 'PST-015', 'PST-016', 'XF-028'],
    snippet: ['{', '\t"start_date": "${1:2025-02-01}",', '\t"duration_hours": ${2:744.0}', '}'].join('\n'),
  },
  {
    key: 'thermal_bounds',
    meaning:
      'One cell per (anticipated thermal, post-study stage): the bound and fuel cost of a commitment decided in the study and delivered after the horizon. This is the only place those are declared.',
    type: 'array',
    required: 'yes',
    spec: '§2.2, §7',
    rules: ['PST-002', 'PST-025', 'PST-026', 'PST-027', 'XF-019'],
    snippet: ['{', '\t"thermal_id": ${1:0},', '\t"post_study_stage_index": ${2:0},', '\t"cost_per_mwh": ${3:0.0},', '\t"min_mw": ${4:0.0},', '\t"max_mw": ${5:0.0}', '}'].join(
      '\n',
    ),
  },
];

const stage: FieldEntry[] = [
  {
    key: 'start_date',
    meaning: 'The first day of the post-study stage (inclusive). Stages follow one another without gaps; the first starts at the study horizon end.',
    type: 'string',
    required: 'yes',
    range: 'ISO 8601 date, YYYY-MM-DD; unique',
    spec: '§2.2',
    rules: ['PST-010', 'PST-013', 'PST-014', 'PST-015', 'XF-017'],
  },
  {
    key: 'duration_hours',
    meaning: 'The length of the stage. Its end is start_date plus this duration; an end_date key is never declared.',
    type: 'number',
    required: 'yes',
    unit: 'h',
    range: '> 0, finite',
    spec: '§2.2, §7, §8',
    rules: ['PST-011', 'PST-012', 'PST-013'],
  },
];

const thermalBound: FieldEntry[] = [
  {
    key: 'thermal_id',
    meaning: 'The thermal plant of system/thermals.json this cell is for. It must declare anticipated_config.',
    type: 'integer',
    required: 'yes',
    range: 'a thermal with anticipated_config',
    spec: '§2.2, §7',
    rules: ['PST-020', 'PST-025', 'XF-018'],
  },
  {
    key: 'post_study_stage_index',
    meaning: 'Which post-study stage the cell covers, counted from 0 in the order of stages.',
    type: 'integer',
    required: 'yes',
    range: '0..(number of stages - 1)',
    spec: '§2.2, §7',
    rules: ['PST-021', 'PST-025', 'PST-026', 'XF-019'],
  },
  {
    key: 'cost_per_mwh',
    meaning: 'The fuel cost charged on the delivered commitment in this cell, discounted back to the stage where it was decided.',
    type: 'number',
    required: 'yes',
    unit: 'USD/MWh',
    range: 'finite',
    spec: '§2.2, §7',
    rules: ['PST-022', 'PST-027'],
  },
  {
    key: 'min_mw',
    meaning: 'The lowest delivered rate the commitment may take in this cell.',
    type: 'number',
    required: 'yes',
    unit: 'MW',
    range: 'finite',
    spec: '§2.2, §7',
    rules: ['PST-023', 'PST-024', 'PST-027'],
  },
  {
    key: 'max_mw',
    meaning: 'The highest delivered rate the commitment may take in this cell.',
    type: 'number',
    required: 'yes',
    unit: 'MW',
    range: 'finite, >= min_mw',
    spec: '§2.2, §7',
    rules: ['PST-024', 'PST-027'],
  },
];

export const postStudyFieldDocs: readonly FieldDoc[] = [
  ...fieldsUnder(FILE, '', root),
  ...fieldsUnder(FILE, 'stages[]', stage),
  ...fieldsUnder(FILE, 'thermal_bounds[]', thermalBound),
];
