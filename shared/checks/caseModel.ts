// What the per-file checks extract from a case: the models the cross-file checks join and the
// editor services read. Declared here, below the orchestrator (shared/engine/validate.ts) that
// fills it, so the cross-file checks depend on the checks' output, never on the orchestrator.
import type { JsonDocument } from '../core/json/document';
import type { StagesModel } from '../model/stages/types';
import type { PostStudyModel } from './postStudyStages/check';
import type { PenaltiesModel } from './penalties/check';
import type { ProductionModelsModel } from '../model/productionModels';
import type { HydroRegistry } from './registries/hydros';
import type { ThermalRegistry } from './registries/thermals';
import type { CobreConfig } from '../model/config';
import type { InitialConditionsModel } from './initialConditions/check';
import type { GeometrySummary } from './geometry/check';
import type { ProductivitySummary } from '../model/productivity';
import type { HyperplanesSummary } from '../model/hyperplanes';
import type { TailraceSummary } from './tailrace/check';
import type { InflowStatsSummary } from './inflowStats/check';
import type { ArCoefficientsSummary } from './arCoefficients/check';
import type { LoadStatsSummary } from './loadStats/check';
import type { InflowHistorySummary } from './inflowHistory/check';
import type { AnnualComponentSummary } from './annualComponent/check';
import type { NoiseOpeningsSummary } from './noiseOpenings/check';
import type { ExternalScenariosSummary } from './externalScenarios/check';
import type { NcsStatsSummary } from './ncsStats/check';
import type { BusRegistry } from './buses/check';
import type { LineRegistry } from './lines/check';
import type { NonControllableRegistry } from './nonControllable/check';
import type { PumpingRegistry } from './pumping/check';
import type { ContractRegistry } from './contracts/check';
import type { CorrelationModel } from './correlation/check';
import type { LoadFactorsModel } from './loadFactors/check';
import type { NcsFactorsModel } from './ncsFactors/check';
import type { ConstraintTableSummary } from './constraintTables/check';
import type { ConstraintTableKind } from './constraintTables/fields';
import type { GenericConstraintsModel } from './genericConstraints/check';
import type { ExchangeFactorsModel } from './exchangeFactors/check';

/** The summaries of the constraints/ tables, one per table kind. */
export type ConstraintTableSummaries = Record<ConstraintTableKind, ConstraintTableSummary>;

/** How a case file fared: rules that need a file skip it unless it is `ok` (or `syntax-error`, partially). */
export type FileState = 'ok' | 'missing' | 'syntax-error' | 'unreadable';

/** The compact, structured-cloneable summaries the Parquet tables' checks return. */
export interface ParquetSummaries extends ConstraintTableSummaries {
  geometry: GeometrySummary;
  productivity: ProductivitySummary;
  hyperplanes: HyperplanesSummary;
  tailrace: TailraceSummary;
  inflowStats: InflowStatsSummary;
  arCoefficients: ArCoefficientsSummary;
  loadStats: LoadStatsSummary;
  inflowHistory: InflowHistorySummary;
  annualComponent: AnnualComponentSummary;
  noiseOpenings: NoiseOpeningsSummary;
  externalInflow: ExternalScenariosSummary;
  externalLoad: ExternalScenariosSummary;
  externalNcs: ExternalScenariosSummary;
  ncsStats: NcsStatsSummary;
}

/** Everything the single-file rule modules extracted, for cross-file rules and editor features. */
export interface CaseModel extends Partial<ConstraintTableSummaries> {
  stages?: StagesModel;
  postStudy?: PostStudyModel;
  penalties?: PenaltiesModel;
  productionModels?: ProductionModelsModel;
  geometry?: ParquetSummaries['geometry'];
  productivity?: ParquetSummaries['productivity'];
  hyperplanes?: ParquetSummaries['hyperplanes'];
  tailrace?: ParquetSummaries['tailrace'];
  inflowStats?: ParquetSummaries['inflowStats'];
  arCoefficients?: ParquetSummaries['arCoefficients'];
  loadStats?: ParquetSummaries['loadStats'];
  inflowHistory?: ParquetSummaries['inflowHistory'];
  annualComponent?: ParquetSummaries['annualComponent'];
  noiseOpenings?: ParquetSummaries['noiseOpenings'];
  externalInflow?: ParquetSummaries['externalInflow'];
  externalLoad?: ParquetSummaries['externalLoad'];
  externalNcs?: ParquetSummaries['externalNcs'];
  ncsStats?: ParquetSummaries['ncsStats'];
  hydros?: HydroRegistry;
  thermals?: ThermalRegistry;
  config?: CobreConfig;
  initialConditions?: InitialConditionsModel;
  // The other system/ registries (decision D31).
  buses?: BusRegistry;
  lines?: LineRegistry;
  nonControllable?: NonControllableRegistry;
  pumping?: PumpingRegistry;
  contracts?: ContractRegistry;
  // The scenarios/ JSON files (decision D31).
  correlation?: CorrelationModel;
  loadFactors?: LoadFactorsModel;
  ncsFactors?: NcsFactorsModel;
  // constraints/ (decision D31); its tables are the ConstraintTableSummaries.
  genericConstraints?: GenericConstraintsModel;
  exchangeFactors?: ExchangeFactorsModel;
  /** Which of the `scenarios/` files the sampling and season rules ask about are present. */
  scenarioFiles: Set<string>;
  /** Parsed JSON documents by case-relative path (the editor reuses them for hovers). */
  documents: Map<string, JsonDocument>;
  fileStates: Map<string, FileState>;
}
