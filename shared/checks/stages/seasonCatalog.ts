import { defineRules } from '../../core/rules/define';

const FILE = 'stages.json';

/** stages.json rules about the season map and pre-study stages. */
export const seasonsRules = defineRules([
  {
    id: 'STG-004',
    file: FILE,
    severity: 'error',
    title: 'season_definitions is neither an object nor null',
    description:
      'The season map is optional: leave it out or write null when the study has no seasons. Any other value than an object (an array, a string, a number) stops the loader. Replace it with an object holding cycle_type and seasons, or remove it.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-005',
    file: FILE,
    severity: 'error',
    title: 'pre_study_stages is present but not an array of objects',
    description:
      'When present, pre_study_stages must be an array of stage objects; leaving it out means the case has no pre-study stages. A null, an object or a bare value in its place (or a non-object entry inside it) cannot be loaded.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-060',
    file: FILE,
    severity: 'error',
    title: 'a pre-study stage id is missing, not an integer, or not negative',
    description:
      'Every pre-study stage needs an integer id below zero. The loader treats a zero or positive id as a study stage, and that stage then fails to load because pre-study entries carry no blocks, so the real cause is the sign of the id. Number pre-study stages -1, -2, ... counting back from the first study stage.',
    spec: '§2.1, §7',
    phase: 'load',
  },
  {
    id: 'STG-061',
    file: FILE,
    severity: 'error',
    title: 'two pre-study stages share an id',
    description:
      'Pre-study ids must be unique, because the AR warm-up looks lagged periods up by id. The second occurrence is reported and names the first; give one of them another negative id.',
    spec: '§2.1, §7',
    phase: 'none',
  },
  {
    id: 'STG-062',
    file: FILE,
    severity: 'error',
    title: 'a pre-study stage id is also used in stages[]',
    description:
      'A pre-study id may not equal any id of stages[]. This also catches a negative id in stages[], which the loader reads as a pre-study stage and which would then exist twice. Renumber one of the two.',
    spec: '§2.1, §7',
    phase: 'none',
  },
  {
    id: 'STG-063',
    file: FILE,
    severity: 'error',
    title: 'a pre-study start_date is missing or not a calendar date',
    description:
      'Each pre-study stage is a dated period and needs a start_date written as a calendar date in the form YYYY-MM-DD (for example 2023-12-01). Other layouts, times or impossible dates such as 2023-02-30 are rejected at load.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-064',
    file: FILE,
    severity: 'error',
    title: 'a pre-study end_date is missing, not a date, or not after start_date',
    description:
      'The end_date of a pre-study stage must be a YYYY-MM-DD date strictly later than its start_date, so that the period lasts at least one day. Check that the two dates are not swapped or equal.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-065',
    file: FILE,
    severity: 'error',
    title: 'a pre-study season_id is not an integer or null, or names no season',
    description:
      'A pre-study stage keeps the season_id it declares; it is never worked out from its dates. The value must be an integer naming a season of season_definitions, or null for none. When the file has no season map at all the id can never resolve, which is a warning (decision D4); with a map, an unknown id is an error.',
    spec: '§2.1, decision D4',
    phase: 'none',
  },
  {
    id: 'STG-070',
    file: FILE,
    severity: 'error',
    title: 'season_definitions.cycle_type is missing or not monthly, weekly or custom',
    description:
      'The cycle type says how seasons map onto the calendar: monthly seasons are named by month_start, weekly seasons by ISO week, and custom seasons by their own day ranges. Any other value, or none, stops the loader.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-071',
    file: FILE,
    severity: 'error',
    title: 'season_definitions.seasons is missing, not an array, or holds a non-object',
    description:
      'A season map needs a seasons array whose entries are objects with id, label and month_start. Without it the map cannot be read, and no stage can take a season from it.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-072',
    file: FILE,
    severity: 'error',
    title: 'a season id is missing, not an integer, negative, or repeated',
    description:
      'Season ids are 0-based integers, unique within the map; stages, pre-study stages and production models refer to seasons by these ids. A repeated id is reported on its second occurrence and names the first.',
    spec: '§2.1',
    phase: 'load / none',
  },
  {
    id: 'STG-073',
    file: FILE,
    severity: 'error',
    title: 'a season label is missing or not a string',
    description: 'Every season needs a human-readable label, such as "January" or "Q1". The loader requires it even though no rule depends on its text.',
    spec: '§2.1',
    phase: 'load',
  },
  {
    id: 'STG-074',
    file: FILE,
    severity: 'error',
    title: 'a season month_start is missing, not an integer, or outside 1..12',
    description:
      'month_start is the month a season begins in, 1 for January to 12 for December. On a monthly map it alone decides which month the season stands for, whatever its id; on a custom map it is the first bound of the range.',
    spec: '§2.1, §8',
    phase: 'load / none',
  },
  {
    id: 'STG-075',
    file: FILE,
    severity: 'error',
    title: 'a custom season day_start is not an integer or null, or outside 1..31',
    description:
      'On a custom map, day_start is the first day of the season in its start month; leaving it out (or null) means day 1. Only custom maps read it. A day past the end of a short month simply starts the season on the next month.',
    spec: '§2.1, §8',
    phase: 'none',
  },
  {
    id: 'STG-076',
    file: FILE,
    severity: 'error',
    title: 'a custom season month_end is not an integer or null, or outside 1..12',
    description:
      'On a custom map, month_end is the month a season ends in; leaving it out means the start month. An end earlier in the year than the start makes the season run across the new year (for example December to February).',
    spec: '§2.1, §8',
    phase: 'none',
  },
  {
    id: 'STG-077',
    file: FILE,
    severity: 'error',
    title: 'a custom season day_end is not an integer or null, or outside 1..31',
    description:
      "On a custom map, day_end is the last day of the season and is included in it; leaving it out means 31, which ends the season with its end month whatever that month's length. Remember the inclusive end when two seasons meet: one ending on the 15th and the next starting on the 15th overlap.",
    spec: '§2.1, §8',
    phase: 'none',
  },
  {
    id: 'STG-078',
    file: FILE,
    severity: 'warning',
    title: 'a monthly map without 12 seasons or a weekly map without 52; boundary fields on non-custom maps are ignored (hint)',
    description:
      'A monthly map should list the 12 months and a weekly map the 52 ISO weeks; with fewer, some dates derive no season. The limit is stated but not listed as a rejection, so this is a warning (decision D21). Separately, day_start, month_end and day_end on a monthly or weekly map are never read, which is reported as a hint.',
    spec: '§2.1, §8, decision D21',
    phase: 'none',
  },
  {
    id: 'STG-080',
    file: FILE,
    severity: 'semantics',
    title: 'without a season map, a stage without season_id has no season',
    description:
      'When season_definitions is absent there is nothing to derive a season from, so a stage that does not name one has none. Some scenario set-ups then fail for lack of seasons; see XF-023 and XF-024.',
    spec: '§2.1',
    phase: 'none',
  },
  {
    id: 'STG-081',
    file: FILE,
    severity: 'semantics',
    title: 'with a single-resolution map, a stage without season_id takes the season of its start date',
    description:
      'A monthly map matches the start month against month_start; a weekly map takes ISO week w as season id w-1 (week 53 folds into season 51); a custom map takes the first season whose inclusive day range contains the date, ranges wrapping across the new year. Hovering a stage shows the season it resolves to and why.',
    spec: '§2.1',
    phase: 'none',
  },
  {
    id: 'STG-082',
    file: FILE,
    severity: 'error',
    title: 'a multi-resolution season map requires season_id on every study stage',
    description:
      'A custom map whose seasons of different lengths overlap (months and quarters, say) layers several resolutions, and a date then belongs to more than one season, so no season is derived from dates. Every study stage must name its season_id; the stage lacking one is reported.',
    spec: '§2.1, §7',
    phase: 'none',
  },
  {
    id: 'STG-083',
    file: FILE,
    severity: 'error',
    title: 'two seasons of the same resolution share a calendar day',
    description:
      "Seasons whose spans (inclusive day counts in a 365-day year) lie within 7 days of one another, chained, form one resolution (decision D13), and seasons of one resolution must not overlap: day_end is inclusive. On a monthly map, two seasons with the same month_start collide (decision D21). The later season is reported with the first shared day. A custom map written with exclusive ends, every season ending on the day the next one starts (as the reference solver's book writes them), is one cause: one error on the seasons list naming the pairs, whose quick fix moves every end back one day (decision D34).",
    spec: '§2.1, §7, §8, decisions D13, D21',
    phase: 'none',
  },
  {
    id: 'STG-084',
    file: FILE,
    severity: 'error',
    title: 'stages sharing a season last more than 7 days apart',
    description:
      'Stages that resolve to the same season, by an explicit season_id or one derived from the start date, must have durations (end minus start, in days) within 7 days of each other, since the season statistics assume comparable periods. The stages compared: every study stage with a season, and every pre-study stage (in pre_study_stages, or a negative id in stages) that declares a season_id; a pre-study stage never derives one. Give monthly and quarterly stages distinct season ids. The later stage is reported and names the earlier one.',
    spec: '§2.1, §8',
    phase: 'none',
  },
  {
    id: 'STG-085',
    file: FILE,
    severity: 'error',
    title: 'inflow model estimation from history without season_definitions',
    description:
      'Estimating the seasonal inflow model from scenarios/inflow_history.parquet needs a season map to group history into seasons. It is checked with the scenario files by the cross-file rule XF-023.',
    spec: '§2.1',
    phase: 'none',
    needs: ['scenarios/inflow_history.parquet'],
  },
  {
    id: 'STG-086',
    file: FILE,
    severity: 'error',
    title: 'a historical inflow scheme or generated openings for historical residuals with a study stage lacking a season',
    description:
      'When an inflow class uses the historical scheme, or the opening tree is generated for a historical_residuals stage, every study stage needs a season (explicit or derived). It depends on config.json and is checked by the cross-file rule XF-024.',
    spec: '§2.1, §7',
    phase: 'none',
    needs: ['config.json'],
  },
]);
