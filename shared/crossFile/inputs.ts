// Which case files a cross-file rule may read, and whether each file is usable as a whole. A rule
// whose inputs are not usable is skipped and a CASE-002 hint says which checks did not run and why:
// no rule guesses from a broken file. The facts of a file the rules join on are ./inputHealth's.
import { CASE_FILES, CONSTRAINT_TABLE_KINDS, PARQUET_TABLE_KINDS } from '../core/case/layout';
import type { CaseModel } from '../checks/caseModel';

export const CASE_INPUTS = {
  stages: CASE_FILES.stages,
  hydros: CASE_FILES.hydros,
  thermals: CASE_FILES.thermals,
  config: CASE_FILES.config,
  productionModels: CASE_FILES.productionModels,
  postStudy: CASE_FILES.postStudy,
  geometry: CASE_FILES.geometry,
  productivity: CASE_FILES.productivity,
  hyperplanes: CASE_FILES.hyperplanes,
  tailrace: CASE_FILES.tailrace,
  inflowStats: CASE_FILES.inflowStats,
  arCoefficients: CASE_FILES.arCoefficients,
  loadStats: CASE_FILES.loadStats,
  inflowHistory: CASE_FILES.inflowHistory,
  annualComponent: CASE_FILES.annualComponent,
  noiseOpenings: CASE_FILES.noiseOpenings,
  externalInflow: CASE_FILES.externalInflow,
  externalLoad: CASE_FILES.externalLoad,
  externalNcs: CASE_FILES.externalNcs,
  ncsStats: CASE_FILES.ncsStats,
  initialConditions: CASE_FILES.initialConditions,
  // The system/ registries the REF rules join (decision D31).
  buses: CASE_FILES.buses,
  lines: CASE_FILES.lines,
  nonControllable: CASE_FILES.nonControllable,
  pumping: CASE_FILES.pumping,
  contracts: CASE_FILES.contracts,
  // constraints/ (decision D31).
  ...constraintInputs(),
  genericConstraints: CASE_FILES.genericConstraints,
  exchangeFactors: CASE_FILES.exchangeFactors,
} as const;

function constraintInputs() {
  return Object.fromEntries(CONSTRAINT_TABLE_KINDS.map((kind) => [kind, CASE_FILES[kind]])) as { [K in (typeof CONSTRAINT_TABLE_KINDS)[number]]: (typeof CASE_FILES)[K] };
}

export type CaseInput = keyof typeof CASE_INPUTS;

/** The inputs that are Parquet tables (decoded apart from the JSON files, and landing later). */
export const TABLE_INPUTS: ReadonlySet<CaseInput> = new Set(PARQUET_TABLE_KINDS);

export type TableInput = (typeof PARQUET_TABLE_KINDS)[number];

export function isTableInput(input: CaseInput): input is TableInput {
  return TABLE_INPUTS.has(input);
}

/**
 * Files outside the spec (the registries) and stages.json must be present and parse; the optional
 * case files may be absent (absence is a fact the rules use: "no geometry file") but not broken.
 */
const MUST_EXIST: ReadonlySet<CaseInput> = new Set(['stages', 'hydros', 'thermals', 'config']);

export type InputProblem = 'missing' | 'syntax error' | 'unreadable' | 'missing or mistyped columns';

/** Why an input cannot be used, or undefined when it can. */
export function inputProblem(model: CaseModel, input: CaseInput): InputProblem | undefined {
  const state = model.fileStates.get(CASE_INPUTS[input]) ?? 'missing';
  if (state === 'missing') return MUST_EXIST.has(input) ? 'missing' : undefined;
  if (state === 'syntax-error') return 'syntax error';
  if (state === 'unreadable') return 'unreadable';
  const summary = parquetSummary(model, input);
  if (summary && !summary.complete) return 'missing or mistyped columns';
  return undefined;
}

function parquetSummary(model: CaseModel, input: CaseInput): { complete: boolean } | undefined {
  switch (input) {
    case 'geometry':
      return model.geometry;
    case 'productivity':
      return model.productivity;
    case 'hyperplanes':
      return model.hyperplanes;
    case 'tailrace':
      return model.tailrace;
    case 'inflowStats':
      return model.inflowStats;
    case 'arCoefficients':
      return model.arCoefficients;
    case 'loadStats':
      return model.loadStats;
    case 'inflowHistory':
    case 'annualComponent':
    case 'noiseOpenings':
    case 'externalInflow':
    case 'externalLoad':
    case 'externalNcs':
    case 'ncsStats':
      return model[input];
    default:
      return isConstraintTable(input) ? model[input] : undefined;
  }
}

function isConstraintTable(input: CaseInput): input is (typeof CONSTRAINT_TABLE_KINDS)[number] {
  return (CONSTRAINT_TABLE_KINDS as readonly string[]).includes(input);
}
