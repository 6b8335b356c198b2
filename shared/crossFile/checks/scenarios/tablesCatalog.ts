import { defineRules } from '../../../core/rules/define';
import { CASE_FILES } from '../../../core/case/layout';

const { hydros: HYDROS, buses: BUSES, nonControllable: NCS, config: CONFIG, initialConditions: INITIAL } = CASE_FILES;
const { loadStats: LOAD_STATS, inflowHistory: HISTORY, annualComponent: ANNUAL, noiseOpenings: NOISE } = CASE_FILES;
const { externalInflow: EXTERNAL_INFLOW, externalLoad: EXTERNAL_LOAD, externalNcs: EXTERNAL_NCS, ncsStats: NCS_STATS } = CASE_FILES;

const REFERENCES = 'cobre-io validation/referential.rs check_scenario_references';
const SEMANTIC = 'cobre-io validation/semantic/scenarios.rs';
const SEASON = 'cobre-io validation/semantic/season.rs';
/** How the history rules below group observations into seasons: as the estimation does, which the loader's own counts of rules 20 and 28 do not. */
const COUNTED =
  "Observations are grouped as the estimation groups them: by the stage whose dates hold the observation (its season), else by the season map's calendar (the month, the ISO week or the custom range the date falls in), so a history long before the study is counted. The loader's own check counts only the observations inside the stages' dates, which for such a history counts none.";
const OPENINGS = 'cobre-io scenarios/noise_openings.rs validate_noise_openings (called by cobre-sddp setup/stochastic_pipeline.rs load_user_opening_tree_inner)';

/** A row table whose entity column must name entities of a registry: one problem lists every unknown id and its rows (D27). */
function namesRegistry(id: string, file: string, column: string, registry: string, noun: string, mirrors: string, test?: string) {
  return {
    id,
    file,
    severity: 'error',
    title: `a row of ${file.replace('scenarios/', '')} names no ${noun} of ${registry.replace('system/', '')}`,
    description: `Every ${column} of ${file.replace('scenarios/', '')} must be the id of a ${noun} in ${registry}; the loader rejects the case otherwise (an absent ${registry} declares none). One problem lists every unknown id and its rows (decision D27). Fix the id or remove the rows.`,
    spec: 'D31',
    phase: 'load',
    loader: { mirrors, ...(test ? { test } : {}) },
  } as const;
}

/**
 * Rules joining the scenarios/ tables read row by row (the inflow history, the annual component,
 * the opening tree, the external scenarios, the load and NCS statistics) and initial_conditions.json
 * with the registries, the calendar and the inflow model. The spec does not cover these files; the
 * loader is the authority (decision D31).
 */
export const refScenarioTableRules = defineRules([
  namesRegistry('REF-105', HISTORY, 'hydro_id', HYDROS, 'plant', REFERENCES),
  {
    id: 'REF-106',
    file: HISTORY,
    severity: 'error',
    title: 'a plant has no inflow history while the inflow model is estimated from it',
    description:
      'When inflow_history.parquet holds rows and inflow_seasonal_stats.parquet and inflow_ar_coefficients.parquet do not both hold rows, the loader estimates the inflow model from the history, and every plant of hydros.json needs at least one observation; it rejects the case otherwise. One problem per plant without rows. Add its history, or give both statistics tables.',
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: `${SEMANTIC} check_estimation_prerequisites`,
      test: 'validation/semantic/mod.rs test_estimation_error_missing_hydro, test_no_estimation_when_stats_and_coefficients_present',
    },
  },
  {
    id: 'REF-127',
    file: HISTORY,
    severity: 'warning',
    title: 'a plant has fewer observations in a season than min_observations_per_season',
    description: `While the inflow model is estimated from the history (it holds rows, and inflow_seasonal_stats.parquet and inflow_ar_coefficients.parquet do not both) and stages.json has a season map, each season of a plant that has observations should have at least estimation.min_observations_per_season of them (30 unless config.json says otherwise); the loader logs a warning otherwise, since a season's model fitted from few observations is unreliable. One problem per plant names the seasons and their counts, on the plant's rows in those seasons. ${COUNTED} Give a longer history, or lower the setting.`,
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: `${SEMANTIC} check_estimation_prerequisites (rule 20)`, test: 'validation/semantic/mod.rs test_estimation_warns_low_observations' },
  },
  {
    id: 'REF-128',
    file: CASE_FILES.stages,
    severity: 'warning',
    title: 'a season has no inflow observation while the inflow model is estimated from history',
    description: `While the inflow model is estimated from the history and the training inflow class does not use the external scheme, every season of season_definitions needs observations to be fitted from; the loader logs a warning for a season no observation falls in. One problem names every such season, on the first of them in stages.json. ${COUNTED} Give the history of those seasons, or check the season map.`,
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: `${SEASON} check_season_observation_coverage (rule 28)`,
      test: 'validation/semantic/mod.rs test_observation_coverage_season_missing_obs_non_external, test_observation_coverage_season_missing_obs_external, test_observation_coverage_all_seasons_have_obs',
    },
  },
  {
    id: 'REF-129',
    file: HISTORY,
    severity: 'error',
    title: 'a plant lacks a season in a year of its history: observations coarser than the seasons',
    description:
      "While the inflow model is estimated from the history and stages.json has a season map, a plant observed in a year must have an observation in every season of the map that year; the loader rejects the case otherwise, as observations coarser than the seasons (quarterly values under monthly seasons) cannot be split into them. A plant's first and last years are not judged, since a history may start or end mid-year. One problem per plant names the missing seasons and years, on the plant's rows in those years. Give one observation per season.",
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: `${SEASON} check_observation_season_alignment (rule 31, coarser than the seasons)`,
      test: 'validation/semantic/mod.rs test_observation_alignment_coarser_than_season, test_observation_alignment_missing_interior_season_produces_error, test_observation_alignment_partial_boundary_years_no_error, test_observation_alignment_estimation_inactive',
    },
  },
  {
    id: 'REF-132',
    file: HISTORY,
    severity: 'warning',
    title: 'a plant has several observations in one season of one year: they are averaged',
    description:
      'While the inflow model is estimated from the history and stages.json has a season map, the estimation uses one value per plant, season and year; observations finer than the seasons (monthly values under quarterly seasons) are averaged into it, weighted by duration, and the loader logs a warning. One problem per plant names how many (season, year) pairs hold several observations, on their rows. Nothing to fix if the averaging is meant.',
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: `${SEASON} check_observation_season_alignment (rule 31, finer than the seasons)`,
      test: 'validation/semantic/mod.rs test_observation_alignment_duplicate_obs, test_observation_alignment_valid_monthly',
    },
  },
  namesRegistry('REF-107', ANNUAL, 'hydro_id', HYDROS, 'plant', REFERENCES),
  {
    id: 'REF-108',
    file: ANNUAL,
    severity: 'error',
    title: 'an annual component for a plant and stage without seasonal statistics',
    description:
      "The loader joins each (hydro_id, stage_id) of the annual component with its row of inflow_seasonal_stats.parquet; once that table holds any row, an annual row without a statistics row is rejected as orphaned (with no statistics row at all no inflow model is built and the annual rows are not read). One problem per plant names the stages, on the plant's rows.",
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: 'cobre-io scenarios/assembly.rs assemble_inflow_models (report_orphaned_keys)',
      test: 'assembly.rs test_assemble_inflow_models_orphaned_annual_component, test_assemble_inflow_models_empty_stats_with_annual_returns_empty',
    },
  },
  {
    id: 'REF-109',
    file: NOISE,
    severity: 'error',
    title: 'the opening tree does not have one stage per study stage',
    description:
      'A supplied opening tree gives openings for every study stage, taken in stage order: the number of distinct stage_id values must equal the number of study stages of stages.json; the run set-up rejects the tree otherwise. The problem names the stages the tree has and those the calendar has.',
    spec: 'D31',
    phase: 'set-up',
    loader: { mirrors: OPENINGS, test: 'noise_openings.rs validate_stage_count_mismatch_returns_error' },
  },
  {
    id: 'REF-110',
    file: NOISE,
    severity: 'error',
    title: 'the opening tree does not have one entity per plant and random load',
    description:
      'The noise vector of a supplied opening tree has one entity per plant of hydros.json and one per bus whose load is random (a row of load_seasonal_stats.parquet with std_mw > 0): the number of distinct entity_index values must equal that count; the run set-up rejects the tree otherwise.',
    spec: 'D31',
    phase: 'set-up',
    loader: { mirrors: OPENINGS, test: 'noise_openings.rs validate_dimension_mismatch_returns_error' },
  },
  namesRegistry('REF-111', EXTERNAL_INFLOW, 'hydro_id', HYDROS, 'plant', REFERENCES),
  namesRegistry('REF-112', EXTERNAL_LOAD, 'bus_id', BUSES, 'bus', REFERENCES),
  namesRegistry('REF-113', EXTERNAL_NCS, 'ncs_id', NCS, 'source', REFERENCES),
  namesRegistry('REF-114', NCS_STATS, 'ncs_id', NCS, 'source', 'cobre-io validation/referential.rs check_ncs_references'),
  namesRegistry('REF-115', LOAD_STATS, 'bus_id', BUSES, 'bus', REFERENCES, 'referential.rs test_load_seasonal_stats_invalid_bus_ref'),
  {
    id: 'REF-116',
    file: LOAD_STATS,
    severity: 'error',
    title: 'a bus has no load statistics for some study stages',
    description:
      "Once load_seasonal_stats.parquet holds any row, every bus of buses.json needs a row for each study stage; the loader rejects the case otherwise. The usual cause is a bus added to buses.json without its rows. One problem per bus names the missing stages as runs; it sits on the bus's rows, or on the table when the bus has none. Add the rows (a deterministic load is std_mw 0).",
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: 'cobre-io validation/dimensional.rs validate_dimensional_consistency', test: 'dimensional.rs test_load_stats_missing_for_one_stage' },
  },
  {
    id: 'REF-117',
    file: INITIAL,
    severity: 'error',
    title: 'inflow lags are on but initial_conditions.json gives no past inflows',
    description:
      "When a study stage carries inflow lags as state (state_variables.inflow_lags: true) and the inflow model has an AR order above 0 (a lag in inflow_ar_coefficients.parquet), the first stage's lags need the inflows before the study: past_inflows must hold entries. The loader rejects the case otherwise. Add past_inflows, one entry per plant with at least as many values as its AR order.",
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: `${SEMANTIC} check_past_inflows_coverage (rule 22)`, test: 'validation/semantic/mod.rs test_rule22_lags_enabled_no_past_inflows_errors' },
  },
  {
    id: 'REF-118',
    file: INITIAL,
    severity: 'error',
    title: 'a plant has fewer past inflows than its ar order',
    description:
      'With inflow lags on, a plant whose AR order is p (its highest lag in inflow_ar_coefficients.parquet, over every stage) needs a past_inflows entry with at least p values_m3s; the loader rejects the case otherwise. One problem per plant, on its entry (or on past_inflows when the plant has none).',
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: `${SEMANTIC} check_past_inflows_coverage (rule 23)`,
      test: 'validation/semantic/mod.rs test_rule23_insufficient_past_inflows_errors, test_rule23_sufficient_past_inflows_no_error',
    },
  },
  {
    id: 'REF-119',
    file: INITIAL,
    severity: 'error',
    title: 'a past_inflows entry names no plant of hydros.json',
    description:
      'With inflow lags on and an AR order above 0, every hydro_id of past_inflows must be a plant of system/hydros.json; the loader rejects the case otherwise (without lags it does not look). Remove the entry or fix the id.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: `${SEMANTIC} check_past_inflows_coverage (rule 24)`, test: 'validation/semantic/mod.rs test_rule24_unknown_hydro_in_past_inflows_errors' },
  },
  {
    id: 'REF-130',
    file: INITIAL,
    severity: 'error',
    title: 'a past inflow season_id names no season of season_definitions',
    description:
      "For a plant whose AR order is above 0, each season_ids value of its past_inflows entry must be the id of a season in stages.json's season_definitions; the loader rejects the case otherwise (with no season_definitions it does not look).",
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: `${SEMANTIC} check_past_inflows_season_ids`,
      test: 'validation/semantic/mod.rs test_past_inflows_season_ids_invalid_season, test_past_inflows_season_ids_no_season_map_skipped',
    },
  },
  {
    id: 'REF-131',
    file: CONFIG,
    severity: 'error',
    title: 'a scenario class uses the external scheme without its external scenarios table',
    description:
      'A class (inflow, load, ncs) of training.scenario_source, or of simulation.scenario_source when it is given, with scheme "external" draws its scenarios from scenarios/external_<class>_scenarios.parquet, which must hold rows; the loader rejects the case otherwise. Add the table or choose another scheme.',
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: `${SEMANTIC} check_external_scheme_has_files`,
      test: 'validation/semantic/mod.rs test_training_external_inflow_without_file_is_error, test_simulation_external_load_without_file_is_error, test_training_external_inflow_with_file_is_ok',
    },
  },
]);
