// Decision D28: a broken input never causes a false error elsewhere. A cross-file rule names the
// files it reads and the facts of them it joins on (`needs`); this module is the one place that
// says, from the single-file results (the models the file modules extracted), whether each is
// usable. A file is unusable when it is missing where required or unreadable (./inputs); a fact
// is unusable when the file's own errors fall on exactly that fact: a key declared twice or
// unreadable, a date the rule computes with. Errors elsewhere in the file (a bad risk_measure)
// leave its facts usable, so the rules still run.
//
// Each reason is a clause completing "<file> ..." and names the file's own rule, so the CASE-002
// hint sends the user to the error that explains the skip.
import type { CaseModel } from '../checks/caseModel';
import type { JsonNode } from '../core/json/document';
import { elements, getProperty, pathOf } from '../core/json/nodes';
import { plural } from '../core/text';
import { integerAt } from '../core/json/valueAt';
import { layOutSeasonMap } from '../model/stages/seasons';
import { CASE_INPUTS, inputProblem, type CaseInput, type InputProblem } from './inputs';
import type { RuleId } from '../rules/index';

/** Facts the cross-file rules join on, each of one input. */
export const INPUT_FACTS = {
  /** Every `stages[]` entry is an object with an integer id, no id twice (STG-030): the study calendar's keys and its length. */
  stageIds: 'stages',
  /** Every study stage has a start_date and a later end_date (STG-032, STG-033): the horizon end (decision D14). */
  studyDates: 'stages',
  /** The season map, when declared, reads whole: its cycle type and every season (STG-004, STG-070..STG-077); the set of its ids is known. */
  seasonMap: 'stages',
  /** Every study stage's season is known: the map reads whole with no id twice (STG-072), no two seasons share a day (STG-083), and stages that derive a season have a start_date. */
  stageSeasons: 'stages',
  /** The stage seasons, as far as seasonal production-model entries select by them (broken only when such an entry exists). */
  seasonalSelection: 'stages',
  /** policy_graph is an object whose `nodes` is absent, null or an array (STG-002, STG-013): which form the graph has. */
  policyGraph: 'stages',
  /** The first post-study stage has a start_date (PST-002, PST-010). */
  postStudyStart: 'postStudy',
  /** `hydros[]` is an array in which no hydro id is declared twice: an id names one plant. */
  hydroIds: 'hydros',
  /** `hydros[]` is an array whose every entry is an object with an integer id: "names no plant" is then true. */
  everyHydroId: 'hydros',
  /** `thermals[]` is an array in which no thermal id is declared twice. */
  thermalIds: 'thermals',
  /** `thermals[]` is an array whose every entry is an object with an integer id: "names no thermal" is then true. */
  everyThermalId: 'thermals',
  /** `production_models[]` is an array in which no hydro_id is declared twice (HPM-001, HPM-002): a plant has one entry. */
  modelHydroIds: 'productionModels',
  /** `production_models[]` is an array whose every entry is an object with a valid hydro_id: "has no entry" is then true. */
  everyModelHydroId: 'productionModels',
  /** Every geometry row names a plant (GEO-003 on hydro_id): "no rows for the plant" is then true. */
  geometryRows: 'geometry',
  /** Every geometry row is a valid point of its plant's curve (GEO-003, GEO-004): the curve is the one the loader builds. */
  geometryCurves: 'geometry',
  /** Every productivity row names a plant and no (hydro_id, stage_id) twice (PRD-004, PRD-009): a key has one value. */
  productivityKeys: 'productivity',
  /** Every hyperplane row names a plant (FPH-004 on hydro_id): "no planes for the plant" is then true. */
  hyperplaneRows: 'hyperplanes',
  /** Every tailrace row names its plant, family and segment (TRC-003): a plant without rows keeps its hydros.json tailrace. */
  tailraceRows: 'tailrace',
  /** Every inflow statistics row names its plant and stage (SCN-002 on hydro_id, stage_id): "no row for the plant at the stage" is then true. */
  inflowStatsKeys: 'inflowStats',
  /** Every AR coefficient row names its plant and stage (SCN-011 on hydro_id, stage_id). */
  arCoefficientKeys: 'arCoefficients',
  /** `buses[]` is an array whose every entry is an object with an integer id: "names no bus" is then true. */
  everyBusId: 'buses',
  // The registries the constraints/ files name (decision D31): every entry an object with an integer id.
  everyLineId: 'lines',
  everyNcsId: 'nonControllable',
  everyPumpingId: 'pumping',
  everyContractId: 'contracts',
  everyGenericConstraintId: 'genericConstraints',
  /** Every row of these scenarios/ tables names its entity (and stage, where keyed by one): "no row for it" and "names nothing" are then true. */
  loadStatsKeys: 'loadStats',
  inflowHistoryKeys: 'inflowHistory',
  annualComponentKeys: 'annualComponent',
  noiseOpeningKeys: 'noiseOpenings',
  externalInflowKeys: 'externalInflow',
  externalLoadKeys: 'externalLoad',
  externalNcsKeys: 'externalNcs',
  ncsStatsKeys: 'ncsStats',
  /** `past_inflows` (when given) is a list of objects, each with an integer hydro_id and a values_m3s list, no plant twice (INI-002, INI-004). */
  pastInflowEntries: 'initialConditions',
} as const satisfies Record<string, CaseInput>;

export type InputFact = keyof typeof INPUT_FACTS;

/** What a cross-file rule declares it reads: a whole file, or a fact of one. */
export type Need = CaseInput | InputFact;

export interface Blocked {
  /** The input at fault. */
  input: CaseInput;
  /** Missing where it must exist: the hint then goes on a file that is there. */
  missing: boolean;
  /** Completes "<file> ...": `is missing`, `declares stage id 1 twice (...)`. */
  reason: string;
}

/** Why each need of one validation is unusable, each computed once, on first ask. */
export class InputHealth {
  private readonly known = new Map<Need, Blocked | null>();

  constructor(private readonly model: CaseModel) {}

  /** Why `need` cannot be used, or undefined when it can. A fact of an unusable file is blocked by the file. */
  blocked(need: Need): Blocked | undefined {
    let found = this.known.get(need);
    if (found === undefined) {
      found = this.diagnose(need) ?? null;
      this.known.set(need, found);
    }
    return found ?? undefined;
  }

  private diagnose(need: Need): Blocked | undefined {
    const input = inputOf(need);
    const problem = inputProblem(this.model, input);
    if (problem) return { input, missing: problem === 'missing', reason: describeProblem(problem) };
    if (!isFact(need)) return undefined;
    const reason = FACT_CHECKS[need](this.model);
    return reason ? { input, missing: false, reason } : undefined;
  }
}

function isFact(need: Need): need is InputFact {
  return need in INPUT_FACTS;
}

/** The file a need reads. */
export function inputOf(need: Need): CaseInput {
  return isFact(need) ? INPUT_FACTS[need] : need;
}

function describeProblem(problem: InputProblem): string {
  switch (problem) {
    case 'missing':
      return 'is missing';
    case 'syntax error':
      return 'has a syntax error';
    case 'unreadable':
      return 'could not be read';
    case 'missing or mistyped columns':
      return 'has missing or mistyped columns';
  }
}

// The facts -----------------------------------------------------------------------------------

type FactCheck = (model: CaseModel) => string | undefined;

const FACT_CHECKS: Record<InputFact, FactCheck> = {
  stageIds(model) {
    const stages = model.stages;
    if (!stages) return undefined;
    const ids = new Map(stages.stages.map((stage) => [stage.node, stage.id]));
    // Both: a stage without a readable id drops out of the study calendar, shortening it.
    return keyProblem(rootList(model, 'stages', 'stages'), (entry) => ids.get(entry), {
      noun: 'stage id',
      key: 'id',
      rule: 'STG-030',
      optionalList: true,
      every: true,
      unique: true,
    });
  },

  studyDates(model) {
    for (const stage of model.stages?.stages ?? []) {
      if (stage.id === undefined || stage.id < 0) continue;
      if (!stage.start) return `has stage ${stage.id} without a valid start_date (STG-032)`;
      if (!stage.end) return `has stage ${stage.id} without a valid end_date (STG-033)`;
      if (stage.end.day <= stage.start.day) return `has stage ${stage.id} whose end_date is not after its start_date (STG-033)`;
    }
    return undefined;
  },

  // The set of season ids: a repeated id does not change it.
  seasonMap: (model) => seasonMapProblem(model, { repeatedIds: false }),

  stageSeasons(model) {
    // A repeated id drops its season from the map, so the dates it covers would seem to have none.
    const problem = seasonMapProblem(model, { repeatedIds: true });
    const map = model.stages?.seasonMap;
    if (problem || !map || map.multiResolution) return problem; // a multi-resolution map never derives (STG-082)
    if (layOutSeasonMap(map.cycleType, map.seasons).overlaps.length > 0) return 'has seasons that share calendar days, so a date falls in more than one (STG-083)';
    const dateless = model.stages!.stages.find((stage) => stage.id !== undefined && stage.id >= 0 && stage.seasonId === undefined && !stage.start);
    return dateless ? `has stage ${dateless.id} without a valid start_date to derive its season from (STG-032)` : undefined;
  },

  seasonalSelection(model) {
    const seasonal = (model.productionModels?.entries ?? []).some((entry) => entry.selectionMode === 'seasonal');
    return seasonal ? FACT_CHECKS.stageSeasons(model) : undefined;
  },

  policyGraph(model) {
    // A root that is not an object (STG-001) declares no stage either: nothing to join, nothing to skip.
    if (model.documents.get(CASE_INPUTS.stages)?.root?.type !== 'object') return undefined;
    const graph = model.stages?.policyGraph;
    if (!graph) return 'has no valid policy_graph object (STG-002)';
    const nodes = getProperty(graph.node, 'nodes');
    return nodes && nodes.type !== 'null' && nodes.type !== 'array' ? 'has a policy_graph.nodes that is not an array (STG-013)' : undefined;
  },

  postStudyStart(model) {
    const post = model.postStudy;
    if (!post) return undefined;
    if (post.stageCount === undefined) return 'has no stages array (PST-002)';
    if (post.stageCount === 0) return undefined;
    const first = post.stages[0];
    return first?.index === 0 && first.start ? undefined : 'has no valid start_date on its first stage (PST-010)';
  },

  hydroIds: (model) => keyProblem(rootList(model, 'hydros', 'hydros'), registryId, { noun: 'hydro id', key: 'id', rule: 'XF-032', unique: true }),
  everyHydroId: (model) => keyProblem(rootList(model, 'hydros', 'hydros'), registryId, { noun: 'hydro id', key: 'id', every: true }),
  thermalIds: (model) => keyProblem(rootList(model, 'thermals', 'thermals'), registryId, { noun: 'thermal id', key: 'id', rule: 'XF-033', unique: true }),
  everyThermalId: (model) => keyProblem(rootList(model, 'thermals', 'thermals'), registryId, { noun: 'thermal id', key: 'id', every: true }),
  everyBusId: (model) => keyProblem(rootList(model, 'buses', 'buses'), registryId, { noun: 'bus id', key: 'id', rule: 'BUS-010', listRule: 'BUS-001', every: true }),
  everyLineId: (model) => keyProblem(rootList(model, 'lines', 'lines'), registryId, { noun: 'line id', key: 'id', rule: 'LIN-010', listRule: 'LIN-001', every: true }),
  everyNcsId: (model) =>
    keyProblem(rootList(model, 'nonControllable', 'non_controllable_sources'), registryId, { noun: 'source id', key: 'id', rule: 'NCS-010', listRule: 'NCS-001', every: true }),
  everyPumpingId: (model) =>
    keyProblem(rootList(model, 'pumping', 'pumping_stations'), registryId, { noun: 'station id', key: 'id', rule: 'PMP-010', listRule: 'PMP-001', every: true }),
  everyContractId: (model) =>
    keyProblem(rootList(model, 'contracts', 'contracts'), registryId, { noun: 'contract id', key: 'id', rule: 'CTR-010', listRule: 'CTR-001', every: true }),
  everyGenericConstraintId: (model) =>
    keyProblem(rootList(model, 'genericConstraints', 'constraints'), registryId, { noun: 'constraint id', key: 'id', rule: 'CON-021', listRule: 'CON-020', every: true }),
  modelHydroIds: (model) => modelKeyProblem(model, { unique: true }),
  everyModelHydroId: (model) => modelKeyProblem(model, { every: true }),

  // The Parquet summaries keep what is attributed to a key; rows they could not attribute show as a shortfall.
  geometryRows(model) {
    const table = model.geometry;
    const unnamed = table ? table.rowCount - sum(table.curves, (curve) => curve.rowCount) : 0;
    return unnamed > 0 ? `has ${plural(unnamed, 'row')} without a hydro_id (GEO-003)` : undefined;
  },

  geometryCurves(model) {
    const table = model.geometry;
    const rejected = table ? table.rowCount - sum(table.curves, (curve) => curve.points.length) : 0;
    return FACT_CHECKS.geometryRows(model) ?? (rejected > 0 ? `has ${plural(rejected, 'row')} whose values were rejected (GEO-003, GEO-004)` : undefined);
  },

  productivityKeys(model) {
    const table = model.productivity;
    const unkeyed = table ? table.rowCount - table.overrides.count : 0;
    return unkeyed > 0 ? `has ${plural(unkeyed, 'row')} without a hydro_id or repeating a (hydro_id, stage_id) pair (PRD-004, PRD-009)` : undefined;
  },

  hyperplaneRows(model) {
    const table = model.hyperplanes;
    const unnamed = table ? table.rowCount - table.groups.rowCount.reduce((total, count) => total + count, 0) : 0;
    return unnamed > 0 ? `has ${plural(unnamed, 'row')} without a hydro_id (FPH-004)` : undefined;
  },

  tailraceRows(model) {
    const table = model.tailrace;
    const segments = table ? sum(table.plants, (plant) => sum(plant.families, (family) => family.segments.length)) : 0;
    const unnamed = table ? table.rowCount - segments : 0;
    return unnamed > 0 ? `has ${plural(unnamed, 'row')} without a hydro_id, family_id or segment_id (TRC-003)` : undefined;
  },

  inflowStatsKeys(model) {
    const unkeyed = model.inflowStats?.unkeyedRows ?? 0;
    return unkeyed > 0 ? `has ${plural(unkeyed, 'row')} without a hydro_id or stage_id (SCN-002)` : undefined;
  },

  arCoefficientKeys(model) {
    const unkeyed = model.arCoefficients?.unkeyedRows ?? 0;
    return unkeyed > 0 ? `has ${plural(unkeyed, 'row')} without a hydro_id or stage_id (SCN-011)` : undefined;
  },

  loadStatsKeys: (model) => unkeyedProblem(model.loadStats?.unkeyedRows, 'a bus_id or stage_id', 'SCN-021'),
  inflowHistoryKeys: (model) => unkeyedProblem(model.inflowHistory?.unkeyedRows, 'a hydro_id or date', 'SCN-031'),
  annualComponentKeys: (model) => unkeyedProblem(model.annualComponent?.unkeyedRows, 'a hydro_id or stage_id', 'SCN-041'),
  noiseOpeningKeys: (model) => unkeyedProblem(model.noiseOpenings?.unkeyedRows, 'a stage_id, opening_index or entity_index', 'SCN-051'),
  externalInflowKeys: (model) => unkeyedProblem(model.externalInflow?.unkeyedRows, 'a hydro_id', 'SCN-101'),
  externalLoadKeys: (model) => unkeyedProblem(model.externalLoad?.unkeyedRows, 'a bus_id', 'SCN-106'),
  externalNcsKeys: (model) => unkeyedProblem(model.externalNcs?.unkeyedRows, 'an ncs_id', 'SCN-111'),
  ncsStatsKeys: (model) => unkeyedProblem(model.ncsStats?.unkeyedRows, 'an ncs_id or stage_id', 'SCN-121'),
  pastInflowEntries(model) {
    const found = rootList(model, 'initialConditions', 'past_inflows');
    if (!found?.list || found.list.type === 'null') return undefined;
    const keyed = keyProblem(found, (entry) => integerAt(entry, 'hydro_id'), {
      noun: 'hydro_id',
      key: 'hydro_id',
      rule: 'INI-002, INI-004',
      listRule: 'INI-001',
      every: true,
      unique: true,
    });
    if (keyed) return keyed;
    const bad = elements(found.list).find((entry) => getProperty(entry, 'values_m3s')?.type !== 'array');
    return bad ? `has ${pathOf(bad)} without a values_m3s list (INI-002)` : undefined;
  },
};

/** Rows a table could not attribute to a key (a null key cell), as a reason naming the file's rule. */
function unkeyedProblem(unkeyed: number | undefined, what: string, rule: string): string | undefined {
  return unkeyed ? `has ${plural(unkeyed, 'row')} without ${what} (${rule})` : undefined;
}

function sum<T>(items: readonly T[], count: (item: T) => number): number {
  return items.reduce((total, item) => total + count(item), 0);
}

/** The registries' key: the tolerant readers (../checks/registries) take a plant or thermal by an integer `id`. */
function registryId(entry: JsonNode): number | undefined {
  return integerAt(entry, 'id');
}

function modelKeyProblem(model: CaseModel, check: Pick<KeyOptions, 'every' | 'unique'>): string | undefined {
  const entries = model.productionModels?.entries;
  if (!entries) return undefined;
  const ids = new Map(entries.map((entry) => [entry.node, entry.hydroId]));
  return keyProblem(rootList(model, 'productionModels', 'production_models'), (entry) => ids.get(entry), {
    noun: 'hydro_id',
    key: 'hydro_id',
    rule: 'HPM-002',
    listRule: 'HPM-001',
    ...check,
  });
}

/** A top-level list of a file that was read (undefined for an absent file; no list when the root is not an object). */
function rootList(model: CaseModel, input: CaseInput, key: string): { list: JsonNode | undefined; key: string } | undefined {
  const doc = model.documents.get(CASE_INPUTS[input]);
  return doc ? { list: getProperty(doc.root, key), key } : undefined;
}

interface KeyOptions {
  /** How a message names the key's value: `stage id 3`, `hydro_id 3`. */
  noun: string;
  /** The field holding the key. */
  key: string;
  /** The file's own rule for a missing, mistyped or repeated key, named in the reason. */
  rule?: RuleId;
  /** The file's own rule for a list that is not one. */
  listRule?: RuleId;
  /** A list the file module already requires and reports (STG-003): an absent list joins nothing, so breaks nothing. */
  optionalList?: boolean;
  /** Every entry must be an object with a usable key (a rule concludes "no entry has key k"). */
  every?: boolean;
  /** No key may be declared twice (a rule takes the one entry of key k). */
  unique?: boolean;
}

/**
 * Why a list of records cannot be joined on its key: it is not an array, or (`every`) an entry is
 * not an object or has no usable key, or (`unique`) a key is declared twice.
 */
function keyProblem(found: { list: JsonNode | undefined; key: string } | undefined, keyOf: (entry: JsonNode) => number | undefined, options: KeyOptions): string | undefined {
  if (!found) return undefined;
  const cite = (rule: RuleId | undefined) => (rule ? ` (${rule})` : '');
  if (found.list?.type !== 'array') return options.optionalList ? undefined : `has no ${found.key} array${cite(options.listRule)}`;
  const first = new Map<number, JsonNode>();
  for (const entry of elements(found.list)) {
    const id = entry.type === 'object' ? keyOf(entry) : undefined;
    if (id === undefined) {
      if (!options.every) continue;
      return entry.type === 'object' ? `has ${pathOf(entry)} without a valid ${options.key}${cite(options.rule)}` : `has ${pathOf(entry)} that is not an object`;
    }
    const earlier = first.get(id);
    if (earlier && options.unique) return `declares ${options.noun} ${id} twice (${pathOf(earlier)} and ${pathOf(entry)})${cite(options.rule)}`;
    first.set(id, entry);
  }
  return undefined;
}

/** The season map of stages.json, when declared, reads whole (and, with `repeatedIds`, declares no id twice). */
function seasonMapProblem(model: CaseModel, check: { repeatedIds: boolean }): string | undefined {
  const root = model.documents.get(CASE_INPUTS.stages)?.root;
  const declared = root?.type === 'object' ? getProperty(root, 'season_definitions') : undefined;
  if (!declared || declared.type === 'null') return undefined;
  const map = model.stages?.seasonMap;
  if (!map) return 'has a season_definitions that is not an object (STG-004)';
  if (!map.cycleType) return 'has a season map without a valid cycle_type (STG-070)';
  const list = getProperty(map.node, 'seasons');
  if (list?.type !== 'array') return 'has a season map without a seasons array (STG-071)';
  return describeDroppedSeason(list, map.seasons, check.repeatedIds);
}

/**
 * A season entry the map could not keep: an id or month_start that did not read (STG-072,
 * STG-074), or (when `repeatedIds` counts) a repeated id (STG-072).
 */
function describeDroppedSeason(list: JsonNode, kept: ReadonlyArray<{ id: number; node: JsonNode }>, repeatedIds: boolean): string | undefined {
  const keptNodes = new Map(kept.map((season) => [season.node, season]));
  for (const entry of elements(list)) {
    if (keptNodes.has(entry)) continue;
    const id = integerAt(entry, 'id');
    const twin = kept.find((season) => season.id === id);
    if (twin && !repeatedIds) continue;
    if (twin) return `declares season id ${id} twice (${pathOf(twin.node)} and ${pathOf(entry)}) (STG-072)`;
    return `has ${pathOf(entry)} that could not be read as a season (STG-072..STG-077)`;
  }
  return undefined;
}
