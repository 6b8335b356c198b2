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
  initialConditions: 'initial_conditions.json',
  inflowStats: 'scenarios/inflow_seasonal_stats.parquet',
  arCoefficients: 'scenarios/inflow_ar_coefficients.parquet',
  loadStats: 'scenarios/load_seasonal_stats.parquet',
  inflowHistory: 'scenarios/inflow_history.parquet',
  annualComponent: 'scenarios/inflow_annual_component.parquet',
  noiseOpenings: 'scenarios/noise_openings.parquet',
  externalInflow: 'scenarios/external_inflow_scenarios.parquet',
  externalLoad: 'scenarios/external_load_scenarios.parquet',
  externalNcs: 'scenarios/external_ncs_scenarios.parquet',
  ncsStats: 'scenarios/non_controllable_stats.parquet',
  // The rest of system/ (decision D31).
  buses: 'system/buses.json',
  lines: 'system/lines.json',
  nonControllable: 'system/non_controllable_sources.json',
  pumping: 'system/pumping_stations.json',
  contracts: 'system/energy_contracts.json',
} as const;

/** The Parquet tables among CASE_FILES (decoded apart from the JSON files, on worker threads where there are any). */
export const PARQUET_TABLE_KINDS = [
  ...(['geometry', 'productivity', 'hyperplanes', 'tailrace', 'inflowStats', 'arCoefficients', 'loadStats'] as const),
  'inflowHistory',
  'annualComponent',
  'noiseOpenings',
  'externalInflow',
  'externalLoad',
  'externalNcs',
  'ncsStats',
] as const;

/** Scenario files whose mere presence the sampling and season rules (XF-020..XF-024) ask about. */
export const SCENARIO_FILES = {
  noiseOpenings: CASE_FILES.noiseOpenings,
  inflowHistory: CASE_FILES.inflowHistory,
  inflowSeasonalStats: CASE_FILES.inflowStats,
  inflowArCoefficients: CASE_FILES.arCoefficients,
} as const;

/**
 * Files whose absence rejects the case (CASE-001): the loader's eight required files (D31), in
 * the order its structural check lists them.
 */
export const REQUIRED_FILES: readonly string[] = [
  CASE_FILES.config,
  CASE_FILES.penalties,
  CASE_FILES.stages,
  'initial_conditions.json',
  'system/buses.json',
  'system/lines.json',
  CASE_FILES.hydros,
  CASE_FILES.thermals,
];

/** Every file the engine reads or requires: what the editor watches and what a change can affect. */
export const KNOWN_FILES: readonly string[] = [...new Set([...Object.values(CASE_FILES), ...Object.values(SCENARIO_FILES), ...REQUIRED_FILES])];

/**
 * What makes a folder a case (D25): an entry named `CASE_MARKER`, whatever it is, or both an entry
 * named `CASE_CONFIG` and a folder named `CASE_SYSTEM_FOLDER` (every Cobre case's layout), so a
 * case whose stages.json is deleted or renamed stays a case and reports CASE-001 for it.
 */
export const CASE_MARKER = CASE_FILES.stages;
export const CASE_CONFIG = CASE_FILES.config;
export const CASE_SYSTEM_FOLDER = 'system';
