import { defineRules } from '../../../core/rules/define';
import { CASE_FILES } from '../../../core/case/layout';

const { stages: STAGES, postStudy: POST_STUDY, thermals: THERMALS, hydros: HYDROS } = CASE_FILES;

/** Cross-file rules of the calendar: stages, post-study stages, anticipated thermals, scenario sources. */
export const xfCalendarRules = defineRules([
  {
    id: 'XF-016',
    file: POST_STUDY,
    severity: 'error',
    title: 'an anticipated thermal delivers after the horizon but post_study_stages.json is missing',
    description:
      'A thermal with anticipated_config decides a commitment at a study stage and delivers it lead_stages stages later, so the last decisions land after the study horizon (decision D7: post-study indices up to lead_stages - 1). Those deliveries are bounded and priced only in post_study_stages.json, which the loader then requires. Add the file with the post-study calendar and a thermal_bounds row per reached stage, or shorten the lead.',
    spec: '§2.2',
    phase: 'load',
  },
  {
    id: 'XF-017',
    file: POST_STUDY,
    severity: 'error',
    title: 'the first post-study stage does not start at the study horizon end',
    description:
      'The post-study calendar must pick up exactly where the study ends: stages[0].start_date equals the latest end_date among the study stages of stages.json (decision D14). The diagnostic links that end_date. Move the first post-study start date, or fix the study calendar. Also known as PST-014.',
    spec: '§2.2 rule 2',
    phase: 'none',
  },
  {
    id: 'XF-018',
    file: POST_STUDY,
    severity: 'error',
    title: 'a thermal_bounds row names a thermal that is missing or not anticipated',
    description:
      'Post-study bounds only make sense for a thermal that declares anticipated_config in system/thermals.json. A thermal_id naming no thermal, or a thermal without anticipated_config, is rejected. One diagnostic per thermal id sits on its first row and counts the rows. Also known as PST-020 (its cross-file part).',
    spec: '§2.2',
    phase: 'none',
  },
  {
    id: 'XF-019',
    file: POST_STUDY,
    severity: 'error',
    title: 'a post-study stage reached by an anticipated thermal has no thermal_bounds row',
    description:
      "Every post-study index an anticipated thermal's lead reaches (decision D7) needs a thermal_bounds row for that thermal: the loader rejects a missing cell and names the plant and the index, as this message does. The diagnostic sits on thermal_bounds and links the thermal's lead_stages. Add the rows, or shorten the lead. Also known as PST-026.",
    spec: '§2.2, §7',
    phase: 'load',
  },
  {
    id: 'XF-020',
    file: STAGES,
    severity: 'error',
    title: 'a selective stage has no supplied opening tree',
    description:
      'sampling_method "selective" picks openings from a tree the user supplies: training.scenario_source.openings.source must be "file" in config.json and scenarios/noise_openings.parquet must exist. Otherwise the case is rejected. One diagnostic names every selective stage. Also known as STG-051.',
    spec: '§2.1 rule 1',
    phase: 'none',
  },
  {
    id: 'XF-021',
    file: STAGES,
    severity: 'error',
    title: 'a historical_residuals stage lacks the inflow history, or a season where the tree is generated',
    description:
      'sampling_method "historical_residuals" draws residuals from scenarios/inflow_history.parquet, so that file must exist (STG-052). When the opening tree is generated (not supplied from a file), every study stage must also have a season, explicit or derived from a single-resolution map (STG-053); this condition is also part of XF-024 and is reported here only. Add the history file, season ids or a season map.',
    spec: '§2.1 rule 2',
    phase: 'none',
  },
  {
    id: 'XF-022',
    file: STAGES,
    severity: 'warning',
    title: 'selective or historical_residuals is ignored in the forward pass of an out_of_sample class',
    description:
      "A class (inflow, load or ncs) whose scheme is out_of_sample draws plain Monte Carlo noise in the forward pass, so the stage's selective or historical_residuals sampling does not apply to it there. The case loads; the warning says the setting has less effect than it seems. The training and simulation sources are both looked at. Also known as STG-054.",
    spec: '§2.1 rule 3, §7',
    phase: 'none',
  },
  {
    id: 'XF-023',
    file: STAGES,
    severity: 'error',
    title: 'the inflow model is estimated from history but there is no season map',
    description:
      'When scenarios/inflow_history.parquet is present and the fitted inflow statistics and AR coefficients are not both supplied, the loader estimates the inflow model from the history, season by season, which needs season_definitions in stages.json. Add a season map, or supply inflow_seasonal_stats.parquet and inflow_ar_coefficients.parquet. Also known as STG-085.',
    spec: '§2.1 season rule 5',
    phase: 'none',
  },
  {
    id: 'XF-024',
    file: STAGES,
    severity: 'error',
    title: 'the inflow class uses the historical scheme but a study stage has no season',
    description:
      'Replaying historical inflows (scheme "historical" for the inflow class, in training or simulation) maps each study stage to a season, so every study stage needs one: an explicit season_id, or one derived from a single-resolution season map. The diagnostic sits on the first stage without a season and names the others. The generated-tree condition of the same spec rule is reported as XF-021. Also known as STG-086.',
    spec: '§2.1 season rule 6, §7',
    phase: 'none',
  },
  {
    id: 'XF-025',
    file: STAGES,
    severity: 'error',
    title: "a policy-graph node's scenario_id does not match the external classes",
    description:
      'Under policy_graph.nodes, scenario_id names the column of the external scenario library a node uses. It is required when a class occupies an external slot (decision D6: a class with scheme "external" in training.scenario_source) and must be omitted otherwise. Only checked when config.json parses. Also known as STG-016 (its presence part).',
    spec: '§2.1',
    phase: 'none',
  },
  {
    id: 'XF-026',
    file: STAGES,
    severity: 'error',
    title: "num_openings does not match whether the stage's openings are generated or external",
    description:
      'Under policy_graph.nodes, a stage with generated openings needs num_openings (STG-040), and a stage carrying only external openings must not have it (STG-041). Decision D6: a stage carries only external openings when every class declared in training.scenario_source uses scheme "external". Only checked when config.json parses.',
    spec: '§2.1, §7',
    phase: 'none',
  },
  {
    id: 'XF-028',
    file: POST_STUDY,
    severity: 'semantics',
    title: 'post-study stages are discounted at the global annual rate',
    description:
      'Post-study stages declare no discount rate of their own. The cumulative discount keeps running over them at policy_graph.annual_discount_rate from stages.json, whatever overrides the study stages use. Shown on hover; never a diagnostic.',
    spec: '§2.2 rule 5',
    phase: 'none',
    needs: [STAGES],
  },
  {
    id: 'XF-030',
    file: THERMALS,
    severity: 'error',
    title: 'anticipated_config has no integer lead_stages >= 0',
    description:
      'The lead of an anticipated thermal is anticipated_config.lead_stages, a non-negative integer (decision D7; read strictly, so 1.0 is not an integer). Without a valid lead the post-study coverage checks (XF-016, XF-019) skip the thermal. Give the lead as an integer, or remove anticipated_config.',
    spec: '§2.2',
    phase: 'load',
  },
  {
    id: 'XF-031',
    file: HYDROS,
    severity: 'warning',
    title: 'specific productivity given twice with different values',
    description:
      'The specific productivity may sit on the hydro object or inside generation (decision D8). When both are present and differ, the value on the hydro object is used and the other is ignored. Keep one of them.',
    spec: '§2.5',
    phase: 'none',
  },
  {
    id: 'XF-032',
    file: HYDROS,
    severity: 'error',
    title: 'a hydro id is declared twice',
    description:
      'Every plant of system/hydros.json has its own id: the other case files name plants by it. The reference loader rejects a file that declares an id twice ("duplicate id N in hydros array"; cobre-io system/hydros.rs: validate_no_duplicate_hydro_ids, run by parse_hydros; its test test_duplicate_hydro_id). Reported on the later entry\'s id, naming the first (decision D30); the cross-file rules that join on plant ids are skipped until it is fixed, and the CASE-002 hint names them. Give the plant its own id.',
    spec: '§1, decision D30',
    phase: 'load',
  },
  {
    id: 'XF-033',
    file: THERMALS,
    severity: 'error',
    title: 'a thermal id is declared twice',
    description:
      'Every thermal of system/thermals.json has its own id: post_study_stages.json names thermals by it. The reference loader rejects a file that declares an id twice ("duplicate id N in thermals array"; cobre-io system/thermals.rs: validate_no_duplicate_thermal_ids, run by parse_thermals; its test test_duplicate_thermal_id). Reported on the later entry\'s id, naming the first (decision D30); the cross-file rules that join on thermal ids are skipped until it is fixed, and the CASE-002 hint names them. Give the thermal its own id.',
    spec: '§2.2, decision D30',
    phase: 'load',
  },
]);
