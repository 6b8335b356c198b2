import { defineRules } from '../../core/rules/define';

const FILE = 'config.json';
const SPEC = 'rules.md D31 (the Cobre loader reads config.json)';
const CONFIG_RS = 'config.rs';
const SETUP_PARAMS = 'cobre-sddp setup/params.rs StudyParams::from_config';

/** config.json: the run's settings (training, simulation, policy, estimation, ...), as the Cobre loader and its run set-up read them (decision D31). */
export const configRules = defineRules([
  {
    id: 'CFG-001',
    file: FILE,
    severity: 'error',
    title: 'the root of config.json is not an object',
    description:
      'config.json must be one JSON object holding the run settings by section. The loader reads nothing from any other value. Write the settings as an object: { "training": { ... } }.',
    spec: SPEC,
    phase: 'load',
    loader: { mirrors: `${CONFIG_RS} parse_config (reading the file into Config)`, test: 'test_parse_minimal_config' },
  },
  {
    id: 'CFG-002',
    file: FILE,
    severity: 'error',
    title: 'a required setting is missing (training, forward_passes, stopping_rules, ...)',
    description:
      'The loader needs the training section, and in it forward_passes (how many scenario trajectories each iteration draws) and stopping_rules (when training stops); neither has a default, and null counts as missing. A few optional objects also have a required member: forward_pass needs its type, policy.boundary its path and source_stage. Add the missing setting.',
    spec: SPEC,
    phase: 'load',
    loader: { mirrors: `${CONFIG_RS} validate_config, and the fields of Config without a default`, test: 'test_missing_forward_passes, test_missing_stopping_rules' },
  },
  {
    id: 'CFG-003',
    file: FILE,
    severity: 'error',
    title: 'a setting has the wrong type or is outside the range of its type',
    description:
      'Each setting has one type: counts such as forward_passes, num_scenarios or limit are whole numbers from 0 to 4294967295, seeds are whole numbers, tolerances and costs are finite numbers, switches are true or false, sections are objects. A negative count, a fraction where a count belongs, a quoted number or null where the loader takes no null stops the load. Write the value in its type.',
    spec: `${SPEC}; decision D20`,
    phase: 'load',
    loader: { mirrors: `${CONFIG_RS} parse_config (the types of Config and its sections)`, test: 'test_parse_full_config' },
  },
  {
    id: 'CFG-004',
    file: FILE,
    severity: 'error',
    title: 'a stopping rule has no known type or lacks a value its type needs',
    description:
      'Each entry of training.stopping_rules is an object whose "type" is iteration_limit (with limit), time_limit (with seconds), bound_stalling (with iterations and tolerance) or simulation (with replications, period, bound_window, distance_tol and bound_tol). Any other type, or a missing value, stops the load. Fix the type or add the value.',
    spec: SPEC,
    phase: 'load',
    loader: { mirrors: `${CONFIG_RS} StoppingRuleConfig (tagged by "type")`, test: 'test_stopping_rule_variants, test_unknown_stopping_rule_type' },
  },
  {
    id: 'CFG-005',
    file: FILE,
    severity: 'error',
    title: 'policy.mode or estimation.order_selection is not an accepted value',
    description:
      'policy.mode is fresh, warm_start or resume; estimation.order_selection is pacf or pacf_annual (the older "fixed" is still read, with a warning). The loader refuses any other value. Pick one of the listed values.',
    spec: SPEC,
    phase: 'load',
    loader: { mirrors: `${CONFIG_RS} PolicyMode and OrderSelectionMethod::deserialize`, test: 'test_invalid_policy_mode_rejected, test_estimation_config_unknown_order_selection' },
  },
  {
    id: 'CFG-006',
    file: FILE,
    severity: 'error',
    title: 'a scenario class has an unknown scheme or a key besides scheme',
    description:
      'A class of a scenario source (inflow, load, ncs) is an object holding only "scheme", one of in_sample, out_of_sample, external or historical. The run set-up refuses another scheme, and the loader refuses any other key in that object (it is the one closed object of config.json). Fix the scheme or remove the key.',
    spec: `${SPEC}; rules.md "Fields of other case files that the cross-file rules read"`,
    phase: 'set-up',
    loader: { mirrors: `${CONFIG_RS} convert_sampling_scheme_cfg and RawClassConfigEntry (no other key)` },
  },
  {
    id: 'CFG-007',
    file: FILE,
    severity: 'error',
    title: 'a scenario source draws scenarios but has no seed',
    description:
      'When any class of a scenario source uses out_of_sample, historical or external, the run needs a seed in that source to make its draws reproducible, and refuses to start without one. Add "seed": <integer> to the scenario source, or keep every class in_sample.',
    spec: SPEC,
    phase: 'set-up',
    loader: { mirrors: `${CONFIG_RS} validate_scenario_source_cfg`, test: 'test_scenario_source_seed_required_for_oos' },
  },
  {
    id: 'CFG-008',
    file: FILE,
    severity: 'error',
    title: 'the historical scheme is set on the load or ncs class',
    description: 'Only the inflow class can replay history. The run set-up refuses scheme historical on load or ncs. Use another scheme for that class.',
    spec: SPEC,
    phase: 'set-up',
    loader: { mirrors: `${CONFIG_RS} validate_scenario_source_cfg`, test: 'test_scenario_source_historical_load_rejected, test_scenario_source_historical_ncs_rejected' },
  },
  {
    id: 'CFG-009',
    file: FILE,
    severity: 'error',
    title: 'historical_years is given but no class of the source uses the historical scheme',
    description:
      'historical_years picks the years a historical replay draws from; the run set-up refuses it in a scenario source whose classes do not replay history, since it would be silently meaningless. Remove it, or set the inflow class to historical.',
    spec: SPEC,
    phase: 'set-up',
    loader: { mirrors: `${CONFIG_RS} validate_scenario_source_cfg`, test: 'test_scenario_source_historical_years_without_historical_scheme' },
  },
  {
    id: 'CFG-010',
    file: FILE,
    severity: 'error',
    title: 'historical_years is neither a list of years nor a from/to range in order',
    description:
      'historical_years is either a list of years ([1940, 1953]) or an inclusive range ({ "from": 1940, "to": 2010 }) with from no later than to. The loader reads nothing else, and the run set-up refuses a range whose from is after its to.',
    spec: SPEC,
    phase: 'set-up',
    loader: { mirrors: `${CONFIG_RS} RawHistoricalYearsConfig and validate_scenario_source_cfg`, test: 'test_scenario_source_historical_years_range' },
  },
  {
    id: 'CFG-011',
    file: FILE,
    severity: 'error',
    title: 'cut selection is enabled without a usable method or with check_frequency 0',
    description:
      'With training.cut_selection.enabled true, the run needs a method (level1, lml1 or domination) and a check_frequency above 0 (the default is 5); it refuses to start otherwise. Set the method, or turn cut selection off.',
    spec: SPEC,
    phase: 'set-up',
    loader: {
      mirrors: 'cobre-sddp cut_selection.rs parse_cut_selection_config',
      test: 'test_parse_unknown_method, test_parse_enabled_without_method, test_parse_zero_check_frequency',
    },
  },
  {
    id: 'CFG-012',
    file: FILE,
    severity: 'error',
    title: 'cut_selection.basis_activity_window is outside 1..31',
    description:
      'The activity window counts recent iterations in the bits of one 32-bit word, so the run refuses a window below 1 or above 31 (the default is 5), whether or not cut selection is enabled.',
    spec: SPEC,
    phase: 'set-up',
    loader: { mirrors: SETUP_PARAMS, test: 'study_params_rejects_basis_activity_window_out_of_range' },
  },
  {
    id: 'CFG-013',
    file: FILE,
    severity: 'warning',
    title: 'cut_selection.max_active_per_stage is below forward_passes',
    description:
      'Each iteration adds one cut per forward pass to every stage. A cap on active cuts below forward_passes evicts every older cut each iteration; the run goes on, with a logged warning, but the policy keeps almost nothing it learned. Raise the cap or lower forward_passes.',
    spec: SPEC,
    phase: 'set-up',
    loader: { mirrors: SETUP_PARAMS, test: 'study_params_warns_when_budget_below_forward_passes' },
  },
  {
    id: 'CFG-014',
    file: FILE,
    severity: 'warning',
    title: 'a deprecated setting: cut_selection.threshold or order_selection "fixed"',
    description:
      'The loader still reads training.cut_selection.threshold and estimation.order_selection "fixed", each with a logged deprecation warning: use memory_window (lml1) or domination_epsilon (domination) instead of threshold, and "pacf" instead of "fixed" (which it reads as pacf).',
    spec: SPEC,
    phase: 'load',
    loader: {
      mirrors: `${CONFIG_RS} deserialize_deprecated_threshold and OrderSelectionMethod::deserialize`,
      test: 'test_row_selection_threshold_deprecated_warning, test_estimation_config_order_selection_fixed_deprecated',
    },
  },
  {
    id: 'CFG-090',
    file: FILE,
    severity: 'warning',
    title: 'unknown key in config.json',
    description:
      'The loader reads only the settings it knows and silently ignores any other key, so a misspelt setting keeps its default without a word. Rename it as suggested (a known key within three edits), or remove it. Keys of older format revisions (the root "version", the old export flags) are reported the same way.',
    spec: `${SPEC}; decision D5`,
    phase: 'none',
    loader: { mirrors: `${CONFIG_RS} Config (serde ignores keys it does not declare)`, test: 'test_legacy_version_field_silently_ignored' },
  },
]);
