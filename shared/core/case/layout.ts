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
  // The scenarios/ JSON files (decision D31).
  correlation: 'scenarios/correlation.json',
  loadFactors: 'scenarios/load_factors.json',
  ncsFactors: 'scenarios/non_controllable_factors.json',
  // constraints/ (decision D31): stage bounds, penalty overrides, generic constraints, exchange factors.
  thermalBounds: 'constraints/thermal_bounds.parquet',
  hydroBounds: 'constraints/hydro_bounds.parquet',
  lineBounds: 'constraints/line_bounds.parquet',
  pumpingBounds: 'constraints/pumping_bounds.parquet',
  contractBounds: 'constraints/contract_bounds.parquet',
  ncsBounds: 'constraints/ncs_bounds.parquet',
  genericBounds: 'constraints/generic_constraint_bounds.parquet',
  busPenalties: 'constraints/penalty_overrides_bus.parquet',
  linePenalties: 'constraints/penalty_overrides_line.parquet',
  hydroPenalties: 'constraints/penalty_overrides_hydro.parquet',
  ncsPenalties: 'constraints/penalty_overrides_ncs.parquet',
  genericConstraints: 'constraints/generic_constraints.json',
  exchangeFactors: 'constraints/exchange_factors.json',
} as const;

/** The Parquet tables of constraints/ (each keyed by CASE_FILES under the same name). */
export const CONSTRAINT_TABLE_KINDS = [
  'thermalBounds',
  'hydroBounds',
  'lineBounds',
  'pumpingBounds',
  'contractBounds',
  'ncsBounds',
  'genericBounds',
  'busPenalties',
  'linePenalties',
  'hydroPenalties',
  'ncsPenalties',
] as const;

/** Short names of the case files the checks, the examples and the tests name most. */
export const HYDROS = CASE_FILES.hydros;
export const THERMALS = CASE_FILES.thermals;
export const BUSES = CASE_FILES.buses;
export const LINES = CASE_FILES.lines;
export const NCS = CASE_FILES.nonControllable;
export const PUMPING = CASE_FILES.pumping;
export const CONTRACTS = CASE_FILES.contracts;
export const GEOMETRY = CASE_FILES.geometry;
export const MODELS = CASE_FILES.productionModels;
export const PRODUCTIVITY = CASE_FILES.productivity;
export const HYPERPLANES = CASE_FILES.hyperplanes;
export const INFLOW_STATS = CASE_FILES.inflowStats;
export const AR_COEFFICIENTS = CASE_FILES.arCoefficients;
export const CORRELATION = CASE_FILES.correlation;
export const LOAD_FACTORS = CASE_FILES.loadFactors;
export const NCS_FACTORS = CASE_FILES.ncsFactors;

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
  ...CONSTRAINT_TABLE_KINDS,
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
