import { defineRules } from '../../core/rules/define';

const FILE = 'initial_conditions.json';
const SPEC = 'rules.md D31 (the Cobre loader reads initial_conditions.json)';
const LOADER = 'initial_conditions.rs';

/** initial_conditions.json: the reservoir storage at the start of the study and the inflows before it (decision D31). */
export const initialConditionsRules = defineRules([
  {
    id: 'INI-001',
    file: FILE,
    severity: 'error',
    title: 'the root is not an object, or storage or filling_storage is missing or not a list',
    description:
      'The file is an object with two required lists, storage (plants in operation) and filling_storage (reservoirs being filled), each possibly empty, and two optional lists, past_inflows and recent_observations. The loader stops when a required list is missing or a list is not an array (null included). Add the list, [] when it has no entry.',
    spec: SPEC,
    phase: 'load',
    loader: { mirrors: `${LOADER} parse_initial_conditions (RawInitialConditions)`, test: 'test_missing_required_field, test_parse_empty_arrays' },
  },
  {
    id: 'INI-002',
    file: FILE,
    severity: 'error',
    title: 'an entry is not an object, or a field of it is missing or has the wrong type',
    description:
      'A storage entry needs an integer hydro_id and a number value_hm3; a past_inflows entry an integer hydro_id and a list of numbers values_m3s (and optionally season_ids, a list of whole numbers); a recent observation a hydro_id, start_date and end_date strings and a number value_m3s. The loader refuses anything else.',
    spec: `${SPEC}; decision D20`,
    phase: 'load',
    loader: { mirrors: `${LOADER} parse_initial_conditions (RawHydroStorage, RawHydroPastInflows, RawRecentObservation)`, test: 'test_missing_required_field' },
  },
  {
    id: 'INI-003',
    file: FILE,
    severity: 'error',
    title: 'an initial storage value_hm3 is negative',
    description:
      'A reservoir cannot hold less than nothing: the loader refuses a negative value_hm3 in storage or filling_storage. Zero is accepted, and so is a filling reservoir below its dead volume.',
    spec: SPEC,
    phase: 'load',
    loader: { mirrors: `${LOADER} validate_non_negative`, test: 'test_negative_storage_value, test_negative_filling_storage_value, test_zero_storage_value_is_valid' },
  },
  {
    id: 'INI-004',
    file: FILE,
    severity: 'error',
    title: 'a plant appears twice in storage, filling_storage or past_inflows',
    description:
      'Each plant has one initial storage and one list of past inflows: the loader refuses a hydro_id repeated within storage, within filling_storage or within past_inflows. Keep one entry per plant.',
    spec: SPEC,
    phase: 'load',
    loader: {
      mirrors: `${LOADER} validate_no_duplicates and validate_past_inflows_no_duplicates`,
      test: 'test_duplicate_hydro_id_in_storage, test_duplicate_hydro_id_in_filling_storage, test_duplicate_hydro_id_in_past_inflows',
    },
  },
  {
    id: 'INI-005',
    file: FILE,
    severity: 'error',
    title: 'a plant appears in both storage and filling_storage',
    description:
      'A plant is either in operation (storage) or filling (filling_storage), never both: the loader refuses a hydro_id found in both lists. Keep it in the list that matches the plant.',
    spec: SPEC,
    phase: 'load',
    loader: { mirrors: `${LOADER} validate_mutual_exclusion`, test: 'test_hydro_id_in_both_lists' },
  },
  {
    id: 'INI-006',
    file: FILE,
    severity: 'error',
    title: 'past_inflows season_ids does not have one season per value',
    description: 'season_ids, when given, names the season of each past inflow value, so it must have exactly as many entries as values_m3s. The loader refuses any other length.',
    spec: SPEC,
    phase: 'load',
    loader: { mirrors: `${LOADER} validate_past_inflows_season_ids`, test: 'test_parse_past_inflows_season_ids_length_mismatch' },
  },
  {
    id: 'INI-007',
    file: FILE,
    severity: 'error',
    title: 'a recent observation has a date that is not YYYY-MM-DD, or ends on or before its start',
    description:
      'A recent observation covers the days from start_date up to end_date (exclusive), both calendar dates written YYYY-MM-DD. The loader refuses another date form and a period that ends on or before it starts.',
    spec: SPEC,
    phase: 'load',
    loader: {
      mirrors: `${LOADER} validate_recent_observations_dates`,
      test: 'test_recent_observations_invalid_start_date_format, test_recent_observations_end_date_equals_start_date, test_recent_observations_end_date_before_start_date',
    },
  },
  {
    id: 'INI-008',
    file: FILE,
    severity: 'error',
    title: 'a recent observation value_m3s is negative',
    description: 'An observed inflow is a flow into the reservoir: the loader refuses a negative value_m3s.',
    spec: SPEC,
    phase: 'load',
    loader: { mirrors: `${LOADER} validate_recent_observations_values`, test: 'test_recent_observations_negative_value' },
  },
  {
    id: 'INI-009',
    file: FILE,
    severity: 'error',
    title: 'two recent observations of one plant overlap in time',
    description:
      'The observations of a plant must not cover a day twice: the loader sorts them by start_date and refuses one that starts before the previous one ends. Back-to-back periods (a start on the previous end) are accepted.',
    spec: SPEC,
    phase: 'load',
    loader: {
      mirrors: `${LOADER} validate_recent_observations_no_overlap`,
      test: 'test_recent_observations_overlapping_ranges, test_recent_observations_adjacent_ranges_are_valid',
    },
  },
  {
    id: 'INI-090',
    file: FILE,
    severity: 'warning',
    title: 'unknown key in initial_conditions.json',
    description:
      'The loader reads only the keys it knows and silently ignores any other, so a misspelt key loses its value without a word. Rename it as suggested (a known key within three edits), or remove it.',
    spec: `${SPEC}; decision D5`,
    phase: 'none',
    loader: { mirrors: `${LOADER} RawInitialConditions (serde ignores keys it does not declare)` },
  },
]);
