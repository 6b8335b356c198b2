// Failing and passing examples for the rules in catalog.ts. Each case has GT-A, an
// anticipated thermal whose lead of 2 reaches both post-study stages (see calendarBuilders.ts).
import { thermalsWithAnticipated, postStudyWith } from '../../rules/examples/calendarBuilders';
import { xfCalendarExamples } from '../../crossFile/checks/calendar/examples';
import type { ExampleFiles, RuleExample, RuleExamples } from '../../rules/examples/types';

const FILE = 'post_study_stages.json';
const THERMALS = 'system/thermals.json';

/** The case with GT-A and post_study_stages.json after `change`. */
function postStudyCase(change: (postStudy: any) => void = () => {}): ExampleFiles {
  return { [THERMALS]: thermalsWithAnticipated(2), [FILE]: postStudyWith(change) };
}

/** A failing example and its passing twin, the valid post-study file. */
function example(why: string, excerpt: Array<string | number> | undefined, change: (postStudy: any) => void): RuleExample {
  return { show: FILE, ...(excerpt ? { excerpt } : {}), why, failing: postStudyCase(change), passing: postStudyCase() };
}

export const postStudyExamples: RuleExamples = {
  'PST-002': example('The post-study stages are listed as bare start dates; each stage is an object with start_date and duration_hours.', ['stages'], (p) => {
    p.stages = p.stages.map((stage: any) => stage.start_date);
  }),
  'PST-003': {
    show: FILE,
    why: '"$schema" is null; when present it is a string (the schema URL).',
    failing: postStudyCase((p) => (p.$schema = null)),
    passing: postStudyCase((p) => (p.$schema = 'https://example.org/post_study_stages.schema.json')),
  },
  'PST-010': example('The second stage starts on 2024/05/01; dates are written YYYY-MM-DD.', ['stages'], (p) => (p.stages[1].start_date = '2024/05/01')),
  'PST-011': example('The duration of May is the string "744"; duration_hours is a number greater than zero.', ['stages'], (p) => (p.stages[1].duration_hours = '744')),
  'PST-012': example(
    'The April stage declares an end_date, which the loader ignores: the end is start_date plus duration_hours.',
    ['stages'],
    (p) => (p.stages[0].end_date = '2024-05-01'),
  ),
  'PST-013': example(
    'April has 720 hours, but the first stage lasts 744, so it ends on 2024-05-02 while the next stage starts on 2024-05-01.',
    ['stages'],
    (p) => (p.stages[0].duration_hours = 744),
  ),
  'PST-014': xfCalendarExamples['XF-017']!,
  'PST-015': example('April is listed twice, so two post-study stages start on 2024-04-01.', ['stages'], (p) => p.stages.splice(1, 0, { ...p.stages[0] })),
  'PST-020': example("The bound names GT-A by its name; thermal_id is the thermal's integer id, 3.", ['thermal_bounds', 0], (p) => (p.thermal_bounds[0].thermal_id = 'GT-A')),
  'PST-021': example('The bounds count post-study stages from 1; post_study_stage_index is zero-based, so with two stages index 2 names none.', ['thermal_bounds'], (p) =>
    p.thermal_bounds.forEach((bound: any) => (bound.post_study_stage_index += 1)),
  ),
  'PST-022': example('The first bound has no fuel cost: cost_per_mwh is null.', ['thermal_bounds', 0], (p) => (p.thermal_bounds[0].cost_per_mwh = null)),
  'PST-023': example('min_mw is the string "10"; bounds are numbers.', ['thermal_bounds', 0], (p) => (p.thermal_bounds[0].min_mw = '10')),
  'PST-024': example('max_mw (5) is below min_mw (10), so no delivered rate satisfies the bound.', ['thermal_bounds', 0], (p) => (p.thermal_bounds[0].max_mw = 5.0)),
  'PST-025': example('GT-A has two rows at post-study stage 1, so its bound there is ambiguous.', ['thermal_bounds'], (p) =>
    p.thermal_bounds.push({ thermal_id: 3, post_study_stage_index: 1, cost_per_mwh: 60.0, min_mw: 0.0, max_mw: 90.0 }),
  ),
  'PST-026': xfCalendarExamples['XF-019']!,
  'PST-090': example('"label" is not a key of a post-study stage and is not read.', ['stages', 0], (p) => (p.stages[0].label = 'April 2024')),
};
