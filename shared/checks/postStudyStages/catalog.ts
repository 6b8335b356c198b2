import { defineRules } from '../../rules/define';

const FILE = 'post_study_stages.json';

/** post_study_stages.json: the calendar after the horizon and the bounds of commitments delivered there. */
export const postStudyRules = defineRules([
  {
    id: 'PST-001',
    file: FILE,
    severity: 'semantics',
    title: 'the file is optional and inert when absent',
    description:
      "A case without post_study_stages.json has no post-study calendar and nothing is reported. It becomes required when an anticipated thermal's lead reaches past the last study stage (XF-016).",
    spec: '§2.2',
    phase: 'none',
  },
  {
    id: 'PST-002',
    file: FILE,
    severity: 'error',
    title: 'the root is not an object, or stages / thermal_bounds is missing or not an array of objects',
    description:
      'The file is an object with two arrays: stages (the post-study calendar) and thermal_bounds (one row per thermal and post-study stage). Each entry of either array is an object. The loader stops when this shape is wrong.',
    spec: '§2.2',
    phase: 'load',
  },
  {
    id: 'PST-003',
    file: FILE,
    severity: 'error',
    title: '$schema is not a string',
    description: 'The optional "$schema" key is informational and its value is not checked, but it must be a string when present. Remove it or write the schema URL as a string.',
    spec: '§2.2, §9',
    phase: 'load',
  },
  {
    id: 'PST-010',
    file: FILE,
    severity: 'error',
    title: 'a post-study start_date is missing or not a YYYY-MM-DD date',
    description: 'Every post-study stage starts on a calendar date written YYYY-MM-DD (inclusive). Add the date or fix its format.',
    spec: '§2.2',
    phase: 'load',
  },
  {
    id: 'PST-011',
    file: FILE,
    severity: 'error',
    title: 'a post-study duration_hours is missing, not finite or not > 0',
    description: "The length of a post-study stage is given in hours and must be a finite number greater than zero; the stage's end is derived from it. Fix the duration.",
    spec: '§2.2, §7, §8',
    phase: 'load',
  },
  {
    id: 'PST-012',
    file: FILE,
    severity: 'hint',
    title: 'end_date is derived and ignored in post-study stages',
    description:
      'A post-study stage never declares its end: it is start_date plus duration_hours. An end_date key is ignored by the loader, so a value that disagrees with the duration would mislead a reader. Remove it.',
    spec: '§2.2',
    phase: 'none',
  },
  {
    id: 'PST-013',
    file: FILE,
    severity: 'error',
    title: 'post-study stages are not contiguous',
    description:
      'Each post-study stage must end exactly where the next one (in array order) starts: start_date plus duration_hours, counted in whole hours from UTC midnight, must land on the next start_date (decision D19). The message shows the computed end; fix the duration or the next start date.',
    spec: '§2.2 rule 1, §7',
    phase: 'none',
  },
  {
    id: 'PST-014',
    file: FILE,
    severity: 'error',
    title: 'the first post-study stage does not start at the study horizon end',
    description:
      'The post-study calendar continues the study: its first start_date must be the end of the last study stage in stages.json (decision D14). Checked by the cross-file pass (XF-017).',
    spec: '§2.2 rule 2, §7',
    phase: 'none',
    needs: ['stages.json'],
  },
  {
    id: 'PST-015',
    file: FILE,
    severity: 'error',
    title: 'two post-study stages share a start_date',
    description: 'No two post-study stages may start on the same date. The diagnostic sits on the repeated date and names the first stage that uses it.',
    spec: '§2.2 rule 3, §7',
    phase: 'none',
  },
  {
    id: 'PST-016',
    file: FILE,
    severity: 'semantics',
    title: 'post-study stages are boundary-only and use the global discount rate',
    description:
      'Post-study stages are never dispatched, are not study stages and carry no cuts. They declare no discount rate: the cumulative discount continues over them at policy_graph.annual_discount_rate of stages.json.',
    spec: '§2.2 rules 4-5',
    phase: 'none',
    needs: ['stages.json'],
  },
  {
    id: 'PST-020',
    file: FILE,
    severity: 'error',
    title: "a thermal bound's thermal_id is missing, not an integer, or names no anticipated thermal",
    description:
      'Each thermal_bounds row names a thermal by an integer thermal_id (read strictly: no fraction or exponent). That thermal must declare anticipated_config in system/thermals.json; this part is checked by the cross-file pass (XF-018).',
    spec: '§2.2, §7',
    phase: 'load / none',
    needs: ['system/thermals.json'],
  },
  {
    id: 'PST-021',
    file: FILE,
    severity: 'error',
    title: 'post_study_stage_index is missing, not an integer or out of range',
    description:
      'post_study_stage_index is a zero-based position in the stages array of this file: an integer from 0 to the number of stages minus one. An index past the end names no stage.',
    spec: '§2.2, §7',
    phase: 'load / none',
  },
  {
    id: 'PST-022',
    file: FILE,
    severity: 'error',
    title: 'cost_per_mwh is missing or not a finite number',
    description: 'The fuel cost of the commitment at this cell, in USD/MWh, must be a finite number. It is charged on the delivered energy and discounted to the decision stage.',
    spec: '§2.2, §7',
    phase: 'load / none',
  },
  {
    id: 'PST-023',
    file: FILE,
    severity: 'error',
    title: 'min_mw is missing or not a finite number',
    description: 'The lower bound of the delivered rate, in MW, must be a finite number.',
    spec: '§2.2, §7',
    phase: 'load / none',
  },
  {
    id: 'PST-024',
    file: FILE,
    severity: 'error',
    title: 'max_mw is missing, not finite, or below min_mw',
    description: 'The upper bound of the delivered rate, in MW, must be a finite number no smaller than min_mw of the same row; otherwise the commitment has no feasible value.',
    spec: '§2.2, §7',
    phase: 'load / none',
  },
  {
    id: 'PST-025',
    file: FILE,
    severity: 'error',
    title: 'two thermal_bounds rows share a (thermal_id, post_study_stage_index) pair',
    description:
      'Each thermal has at most one row per post-study stage; a second row would make the bound ambiguous. The diagnostic sits on the repeated row and names the first one.',
    spec: '§2.2, §7',
    phase: 'none',
  },
  {
    id: 'PST-026',
    file: FILE,
    severity: 'error',
    title: 'a post-study stage reached by an anticipated thermal has no thermal_bounds row',
    description:
      'A thermal whose lead reaches past the study horizon delivers in post-study stages, and each such stage needs a row bounding and pricing the delivery. The message names the plant and the post-study index. Checked by the cross-file pass (XF-019).',
    spec: '§2.2, §7',
    phase: 'load',
    needs: ['system/thermals.json', 'stages.json'],
  },
  {
    id: 'PST-027',
    file: FILE,
    severity: 'semantics',
    title: 'a thermal bound limits and prices the delivered commitment',
    description:
      'The commitment delivered at a post-study stage is bounded by [min_mw, max_mw] and charged at cost_per_mwh, discounted back to the stage where the decision was taken. thermal_bounds is the only place that declares this.',
    spec: '§2.2',
    phase: 'none',
  },
  {
    id: 'PST-090',
    file: FILE,
    severity: 'warning',
    title: 'unknown key in post_study_stages.json',
    description:
      'A key that the format does not define, on the root, a stage or a thermal bound, is most likely a typo and is not read. When a known key is close, the message suggests it and a quick fix renames the key (decision D5).',
    spec: '§2.2, decision D5',
    phase: 'none',
  },
]);
