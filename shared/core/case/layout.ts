// Where each case file lives, relative to the case folder (the folder holding `stages.json`).

export const CASE_FILES = {
  stages: 'stages.json',
  postStudy: 'post_study_stages.json',
  penalties: 'penalties.json',
  productionModels: 'system/hydro_production_models.json',
  geometry: 'system/hydro_geometry.parquet',
  productivity: 'system/hydro_energy_productivity.parquet',
  hyperplanes: 'system/fpha_hyperplanes.parquet',
  tailrace: 'system/tailrace_curves.parquet',
  hydros: 'system/hydros.json',
  thermals: 'system/thermals.json',
  config: 'config.json',
  // The rest of system/ (decision D31).
  buses: 'system/buses.json',
  lines: 'system/lines.json',
  nonControllable: 'system/non_controllable_sources.json',
  pumping: 'system/pumping_stations.json',
  contracts: 'system/energy_contracts.json',
} as const;

/** The Parquet tables among CASE_FILES (decoded apart from the JSON files, on worker threads where there are any). */
export const PARQUET_TABLE_KINDS = ['geometry', 'productivity', 'hyperplanes', 'tailrace'] as const;

/** Scenario files whose mere presence the sampling and season rules (XF-020..XF-024) ask about. */
export const SCENARIO_FILES = {
  noiseOpenings: 'scenarios/noise_openings.parquet',
  inflowHistory: 'scenarios/inflow_history.parquet',
  inflowSeasonalStats: 'scenarios/inflow_seasonal_stats.parquet',
  inflowArCoefficients: 'scenarios/inflow_ar_coefficients.parquet',
} as const;

/** Files whose absence rejects the case (CASE-001). */
export const REQUIRED_FILES: readonly string[] = [CASE_FILES.stages, CASE_FILES.penalties];

/** Every file the engine reads: what the editor watches and what a change can affect. */
export const KNOWN_FILES: readonly string[] = [...Object.values(CASE_FILES), ...Object.values(SCENARIO_FILES)];

/** The file that marks a folder as a case. */
export const CASE_MARKER = CASE_FILES.stages;
