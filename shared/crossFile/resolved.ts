// The resolved case: what the loader will make of the files taken together, built once per
// validation and shared by every cross-file rule, `hydrocase explain` and the editor's hovers.
// Per-hydro plans are computed on first use and cached, so rules pay only for what they read.
import type { CaseModel } from '../checks/caseModel';
import type { DateValue } from '../core/json/fields';
import type { JsonNode } from '../core/json/document';
import { getProperty } from '../core/json/nodes';
import type { PolicyGraphInfo, PreStudyStageInfo, StageInfo, TransitionInfo } from '../model/stages/types';
import { resolveStageSeason, resolvedSeasonId, type ResolvedSeason } from '../model/stages/seasons';
import { PRODUCTION_MODELS, resolveProductionModel, type ProductionModelEntry, type ProductionModelName, type ResolvedModel } from '../model/productionModels';
import { equivalentProductivityAt, productivityOverride, specificProductivityAt, type ProductivityOverride } from '../model/productivity';
import { hyperplaneGroup, type HyperplaneGroup } from '../model/hyperplanes';
import { plantStageIndex, type PlantStageIndex } from '../model/plantStageRecords';
import type { HydroPlant } from '../checks/registries/hydros';
import type { ThermalPlant } from '../checks/registries/thermals';
import { evaluateMeanHead, type MeanHeadResult } from './meanHead';
import type { TableInput } from './inputs';
import { PARQUET_TABLE_KINDS } from '../core/case/layout';

export interface DiscountRate {
  rate?: number;
  /** Where the rate comes from: the stage's override, a chain-form transition's, or the global rate. */
  source: 'stage' | 'transition' | 'policy_graph' | 'none';
  node?: JsonNode;
}

/** A pre-study stage (`pre_study_stages[]`): it takes its season as declared, never from its dates. */
export interface PreStudyStage {
  info: PreStudyStageInfo;
  season: ResolvedSeason;
}

export interface StudyStage {
  /** The stages.json entry (a study stage: non-negative id). */
  info: StageInfo & { id: number };
  /** 0-based position in date order (the `t` of decision D7). */
  position: number;
  season: ResolvedSeason;
  seasonId?: number;
  discount: DiscountRate;
}

/**
 * Where a non-fpha (hydro, stage) takes its equivalent productivity from (XF-003, XF-029). A
 * productivity-file row is named by its position among the overrides (`productivityOverrideAt`):
 * a large case makes 83,000 plans and few of them are ever looked at in detail.
 */
export type ProductivitySource =
  | { kind: 'production-model'; value: number | undefined; node: JsonNode }
  | { kind: 'productivity-file'; value: number; overrideIndex: number }
  | { kind: 'both'; node: JsonNode; overrideIndex: number }
  | { kind: 'none' };

export interface StagePlan {
  stage: StudyStage;
  /** The entry the stage resolves to, when the plant has a production-model entry. */
  resolved?: ResolvedModel | undefined;
  /** The production model the stage runs; undefined when nothing resolves. */
  model?: ProductionModelName | undefined;
  /** How the model was chosen: an HPM entry, the entity's `generation.model`, or nothing (uncovered). */
  via: 'entry' | 'entity' | 'uncovered';
  /** For non-fpha stages only. */
  productivity?: ProductivitySource | undefined;
  /** For fpha stages reading precomputed planes: the group used (stage rows, else the null-stage rows), by position (`hyperplaneGroupAt`). */
  hyperplanes?: { groupIndex: number; via: 'stage' | 'all-stages' } | undefined;
}

export interface HydroPlan {
  hydroId: number;
  plant?: HydroPlant;
  entry?: ProductionModelEntry;
  stages: StagePlan[];
}

/** A stage's production model alone: what the JSON files decide, readable before the tables land. */
export type StageModelPlan = Pick<StagePlan, 'stage' | 'resolved' | 'model' | 'via'>;

/** A plant's production model per study stage (`ResolvedCase.modelPlan`). */
export interface HydroModelPlan extends Omit<HydroPlan, 'stages'> {
  stages: StageModelPlan[];
}

export class ResolvedCase {
  /** Study stages (non-negative ids, unique), in date order. */
  readonly studyStages: StudyStage[];
  readonly stageById = new Map<number, StudyStage>();
  /** `pre_study_stages[]` entries, in array order, with their resolved season. */
  readonly preStudyStages: PreStudyStage[];
  /** Post-study stages have no override: they take the global rate. */
  readonly postStudyDiscount: DiscountRate;
  /** Decision D14: the latest `end_date` among study stages. */
  readonly horizonEnd?: DateValue;
  /** Per plant, built by stage with the production model first; the table parts are filled in by `productivityPlan` and `hyperplanePlan`. */
  private readonly plans = new Map<number, HydroPlan>();
  /** Plants whose plans have their productivity sources filled in, and those with their planes too. */
  private readonly plansWithProductivity = new Set<number>();
  private readonly plansWithHyperplanes = new Set<number>();
  private readonly meanHeads = new Map<number, MeanHeadResult>();
  /** Built on first use, once the table has landed. */
  private builtProductivityIndex: PlantStageIndex | undefined;
  private builtHyperplaneIndex: PlantStageIndex | undefined;
  /** The Parquet tables in the model. */
  private readonly landed: Set<TableInput>;

  /**
   * `tables` false: the Parquet tables have not landed in the model yet (they decode on other
   * threads while the rules that read none run, and land one by one); anything that reads a table
   * throws until `tableLanded` says it is in, so a rule can never read a table as absent.
   */
  constructor(
    readonly model: CaseModel,
    tables = true,
  ) {
    this.landed = new Set(tables ? PARQUET_TABLE_KINDS : []);
    this.studyStages = studyStagesOf(model);
    this.postStudyDiscount = globalDiscountRate(model.stages?.policyGraph);
    this.preStudyStages = (model.stages?.preStudy ?? []).map((info) => ({ info, season: resolveStageSeason(info, model.stages!.seasonMap) }));
    for (const stage of this.studyStages) this.stageById.set(stage.info.id, stage);
    let horizonEnd: DateValue | undefined;
    for (const { info } of this.studyStages) if (info.end && (!horizonEnd || info.end.day > horizonEnd.day)) horizonEnd = info.end;
    if (horizonEnd) this.horizonEnd = horizonEnd;
  }

  /** One Parquet table is in the model now. */
  tableLanded(table: TableInput): void {
    this.landed.add(table);
  }

  /** Whether a Parquet table is in the model. */
  hasLanded(table: TableInput): boolean {
    return this.landed.has(table);
  }

  /** Every Parquet table is in the model now. */
  tablesLanded(): void {
    for (const table of PARQUET_TABLE_KINDS) this.landed.add(table);
  }

  /** The model, for a read of these Parquet tables: throws before they have landed. */
  private withTables(...tables: TableInput[]): CaseModel {
    const early = tables.find((table) => !this.hasLanded(table));
    if (early) throw new Error(`the ${early} table was read before it landed (a cross-file rule that reads a table must name it in its needs)`);
    return this.model;
  }

  private get productivityIndex(): PlantStageIndex {
    return (this.builtProductivityIndex ??= plantStageIndex(this.withTables('productivity').productivity?.overrides));
  }

  private get hyperplaneIndex(): PlantStageIndex {
    return (this.builtHyperplaneIndex ??= plantStageIndex(this.withTables('hyperplanes').hyperplanes?.groups));
  }

  /** Every hydro id the case mentions in hydros.json or the production-model file, sorted. */
  hydroIds(): number[] {
    const ids = new Set<number>(this.model.hydros?.plants.keys() ?? []);
    for (const id of this.model.productionModels?.byHydro.keys() ?? []) ids.add(id);
    return [...ids].sort((a, b) => a - b);
  }

  /** A productivity-file override by its position (as plans name them). */
  productivityOverrideAt(index: number): ProductivityOverride {
    return productivityOverride(this.withTables('productivity').productivity!.overrides, index);
  }

  /** A hyperplane group by its position (as plans name them). */
  hyperplaneGroupAt(index: number): HyperplaneGroup {
    return hyperplaneGroup(this.withTables('hyperplanes').hyperplanes!.groups, index);
  }

  /** The plant's first productivity-file row (in file order) giving a specific productivity. */
  firstSpecificProductivityRow(hydroId: number): ProductivityOverride | undefined {
    let first = -1;
    // Positions are in file order; the index holds them by stage.
    for (const index of this.productivityIndex.ofPlant(hydroId)) if ((first < 0 || index < first) && this.specificProductivityAt(index) !== null) first = index;
    return first >= 0 ? this.productivityOverrideAt(first) : undefined;
  }

  hasProductivityRows(hydroId: number): boolean {
    return this.productivityIndex.ofPlant(hydroId).length > 0;
  }

  /** The hyperplanes a (hydro, stage) uses: the stage's rows, else the plant's null-stage rows. */
  private hyperplanesFor(hydroId: number, stageId: number): StagePlan['hyperplanes'] {
    const own = this.hyperplaneIndex.find(hydroId, stageId);
    if (own >= 0) return { groupIndex: own, via: 'stage' };
    const shared = this.hyperplaneIndex.find(hydroId, null);
    if (shared < 0) return undefined;
    let reference = this.allStagesReferences.get(shared);
    if (!reference) this.allStagesReferences.set(shared, (reference = { groupIndex: shared, via: 'all-stages' }));
    return reference;
  }

  /** By group position: the stages of a plant sharing its null-stage planes share one reference. */
  private readonly allStagesReferences = new Map<number, NonNullable<StagePlan['hyperplanes']>>();

  /** The specific productivity ρ_esp of a (hydro, stage): PRD stage row, PRD null row, then hydros.json. */
  specificProductivity(hydroId: number, stageId?: number): number | undefined {
    const fromStage = stageId === undefined ? null : this.specificProductivityAt(this.productivityIndex.find(hydroId, stageId));
    return fromStage ?? this.specificProductivityAt(this.productivityIndex.find(hydroId, null)) ?? this.model.hydros?.plants.get(hydroId)?.specificProductivity;
  }

  private specificProductivityAt(index: number): number | null {
    const overrides = this.withTables('productivity').productivity?.overrides;
    return overrides && index >= 0 ? specificProductivityAt(overrides, index) : null;
  }

  /** True when the plant has a specific productivity anywhere (hydros.json, or any non-null PRD value): XF-009 applies. */
  hasSpecificProductivity(hydroId: number): boolean {
    if (this.model.hydros?.plants.get(hydroId)?.specificProductivity !== undefined) return true;
    return this.productivityIndex.ofPlant(hydroId).some((index) => this.specificProductivityAt(index) !== null);
  }

  /** Per study stage: the production model and where it comes from, the productivity source, the planes used. */
  hydroPlan(hydroId: number): HydroPlan {
    this.productivityPlan(hydroId);
    return this.hyperplanePlan(hydroId);
  }

  /**
   * The plan with each non-fpha stage's productivity source, the planes of the fpha stages left
   * out unless `hyperplanePlan` added them: for rules that read the productivity file and not the
   * hyperplanes, which then run as soon as it lands.
   */
  productivityPlan(hydroId: number): HydroPlan {
    this.withTables('productivity');
    const plan = this.planOf(hydroId);
    if (!this.plansWithProductivity.has(hydroId)) {
      for (const stagePlan of plan.stages) {
        if (stagePlan.model !== 'fpha' && (stagePlan.model !== undefined || stagePlan.via === 'uncovered')) {
          stagePlan.productivity = this.productivitySource(hydroId, stagePlan.stage.info.id, stagePlan.resolved);
        }
      }
      this.plansWithProductivity.add(hydroId);
    }
    return plan;
  }

  /** The plan with the planes each fpha stage reads from the hyperplane file, the productivity sources left out unless `productivityPlan` added them. */
  hyperplanePlan(hydroId: number): HydroPlan {
    this.withTables('hyperplanes');
    const plan = this.planOf(hydroId);
    if (!this.plansWithHyperplanes.has(hydroId)) {
      for (const stagePlan of plan.stages) if (usesPrecomputedPlanes(stagePlan)) stagePlan.hyperplanes = this.hyperplanesFor(hydroId, stagePlan.stage.info.id);
      this.plansWithHyperplanes.add(hydroId);
    }
    return plan;
  }

  /** Per study stage: the production model and where it comes from (the JSON files alone; readable before the tables land). */
  modelPlan(hydroId: number): HydroModelPlan {
    return this.planOf(hydroId);
  }

  private planOf(hydroId: number): HydroPlan {
    let plan = this.plans.get(hydroId);
    if (!plan) {
      plan = this.buildPlan(hydroId);
      this.plans.set(hydroId, plan);
    }
    return plan;
  }

  /**
   * Forgets the plans and mean heads built so far; they are rebuilt on next use. The language
   * server keeps each case's last validation for hovers, which read a few plants; the rules read
   * all 83,000 (hydro, stage) plans of a large case, ~10 MB not worth keeping between edits.
   */
  dropCachedPlans(): void {
    this.plans.clear();
    this.plansWithProductivity.clear();
    this.plansWithHyperplanes.clear();
    this.meanHeads.clear();
    this.allStagesReferences.clear();
  }

  /** Decision D23, for XF-009 and the hover: the mean equivalent head over the useful storage range. */
  meanHead(hydroId: number): MeanHeadResult {
    let result = this.meanHeads.get(hydroId);
    if (!result) {
      const model = this.withTables('geometry', 'tailrace');
      const curve = model.geometry?.curves.find((c) => c.hydroId === hydroId);
      const tailrace = model.tailrace?.plants.find((p) => p.hydroId === hydroId);
      result = evaluateMeanHead(this.model.hydros?.plants.get(hydroId), curve, tailrace);
      this.meanHeads.set(hydroId, result);
    }
    return result;
  }

  /** Decision D7: the post-study indices an anticipated thermal's lead reaches (empty without a valid lead). */
  reachedPostStudyIndices(thermal: ThermalPlant): number[] {
    const lead = thermal.anticipated?.leadStages;
    const count = this.studyStages.length;
    if (lead === undefined || count === 0) return [];
    // A decision at position t delivers at t + lead; positions N.. map to post-study t + lead - N.
    // The last stage reaches lead - 1 and the first lead - N, so indices max(0, lead - N) .. lead - 1
    // (0 .. lead - 1 whenever the study has at least `lead` stages).
    const first = Math.max(0, lead - count);
    return Array.from({ length: lead - first }, (_, k) => first + k);
  }

  private buildPlan(hydroId: number): HydroPlan {
    const plant = this.model.hydros?.plants.get(hydroId);
    const entry = this.model.productionModels?.byHydro.get(hydroId);
    const entityModel = PRODUCTION_MODELS.find((name) => name === plant?.model);
    // 83,200 (hydro, stage) pairs on a large case: the per-stage objects share everything they can
    // (resolutions, productivity sources, hyperplane references) so building plans stays cheap.
    const resolutions = new Map<unknown, ResolvedModel>();
    const stages = this.studyStages.map((stage) => this.planStage(stage, entry, entityModel, resolutions));
    const plan: HydroPlan = { hydroId, stages };
    if (plant) plan.plant = plant;
    if (entry) plan.entry = entry;
    return plan;
  }

  private planStage(stage: StudyStage, entry: ProductionModelEntry | undefined, entityModel: ProductionModelName | undefined, resolutions: Map<unknown, ResolvedModel>): StagePlan {
    // Every plan has the same shape (all fields set, undefined when absent): 83,000 objects of one
    // hidden class keep the rules' loops over them monomorphic.
    let plan: StagePlan;
    if (entry) {
      const fresh = resolveProductionModel(entry, { stageId: stage.info.id, seasonId: stage.seasonId });
      // One shared resolution per choice (a seasonal default is rebuilt per call; key it by its node).
      const key = fresh ? (fresh.via === 'default' ? fresh.choice.node : fresh.choice) : undefined;
      let resolved = key === undefined ? undefined : resolutions.get(key);
      if (key !== undefined && !resolved) resolutions.set(key, (resolved = fresh!));
      plan = { stage, resolved, via: resolved ? 'entry' : 'uncovered', model: resolved?.choice.model, productivity: undefined, hyperplanes: undefined };
    } else {
      plan = { stage, resolved: undefined, via: 'entity', model: entityModel, productivity: undefined, hyperplanes: undefined };
    }
    return plan;
  }

  private productivitySource(hydroId: number, stageId: number, resolved: ResolvedModel | undefined): ProductivitySource {
    const node = resolved?.choice.productivityNode;
    // The stage's row, else the plant's null-stage row; it gives a productivity unless the value is null.
    const index = this.productivityIndex.findForStage(hydroId, stageId);
    const value = index >= 0 ? equivalentProductivityAt(this.withTables('productivity').productivity!.overrides, index) : null;
    if (node && value !== null) return { kind: 'both', node, overrideIndex: index };
    // One object per production-model value (a handful per plant); a productivity-file row serves
    // one stage, so its source is simply made (a shared table of 83,000 rows cost more than it saved).
    if (node) return this.productionModelSource(node, resolved?.choice.productivity);
    if (value !== null) return { kind: 'productivity-file', value, overrideIndex: index };
    return NO_PRODUCTIVITY;
  }

  private readonly productionModelSources = new Map<JsonNode, ProductivitySource>();

  private productionModelSource(node: JsonNode, value: number | undefined): ProductivitySource {
    let source = this.productionModelSources.get(node);
    if (!source) this.productionModelSources.set(node, (source = { kind: 'production-model', value, node }));
    return source;
  }
}

const NO_PRODUCTIVITY: ProductivitySource = Object.freeze({ kind: 'none' });

/** An fpha stage that reads its planes from the hyperplane file (not computed from the geometry). */
function usesPrecomputedPlanes(plan: StagePlan): boolean {
  return plan.model === 'fpha' && (plan.resolved?.choice.fphaSource ?? 'precomputed') === 'precomputed';
}

function studyStagesOf(model: CaseModel): StudyStage[] {
  const stagesModel = model.stages;
  if (!stagesModel) return [];
  const seen = new Set<number>();
  const study = stagesModel.stages.filter((s): s is StageInfo & { id: number } => {
    if (s.id === undefined || s.id < 0 || seen.has(s.id)) return false;
    seen.add(s.id);
    return true;
  });
  // Date order (array order among equal or unreadable dates): the loader's stage sequence.
  const ordered = study.map((info, index) => ({ info, index })).sort((a, b) => (a.info.start?.day ?? Infinity) - (b.info.start?.day ?? Infinity) || a.index - b.index);
  const graph = stagesModel.policyGraph;
  const transitionOverrides = firstTransitionOverrides(graph);
  return ordered.map(({ info }, position) => {
    const season = resolveStageSeason(info, stagesModel.seasonMap);
    // Without a season map an explicit season_id can never resolve (decision D4): no season.
    const seasonId = stagesModel.seasonMap ? resolvedSeasonId(season) : undefined;
    return { info, position, season, ...(seasonId !== undefined ? { seasonId } : {}), discount: discountRateOf(info, graph, transitionOverrides) };
  });
}

/**
 * The first transition with a discount override out of each source stage (chain form only), found
 * in one pass: a search per stage made a long calendar quadratic.
 */
function firstTransitionOverrides(graph: PolicyGraphInfo | undefined): Map<number, TransitionInfo> {
  const bySource = new Map<number, TransitionInfo>();
  if (!graph || graph.nodesDeclared) return bySource;
  for (const transition of graph.transitions) {
    if (transition.sourceId === undefined || transition.discountOverride === undefined || transition.discountOverride === null) continue;
    if (!bySource.has(transition.sourceId)) bySource.set(transition.sourceId, transition);
  }
  return bySource;
}

/** The stage's override, else (chain form only) its outgoing transitions' override, else the global rate. */
function discountRateOf(stage: StageInfo, graph: PolicyGraphInfo | undefined, transitionOverrides: ReadonlyMap<number, TransitionInfo>): DiscountRate {
  if (stage.discountOverride !== undefined && stage.discountOverride !== null) {
    const node = getProperty(stage.node, 'annual_discount_rate_override');
    return { rate: stage.discountOverride, source: 'stage', ...(node ? { node } : {}) };
  }
  if (graph && !graph.nodesDeclared) {
    const transition = stage.id === undefined ? undefined : transitionOverrides.get(stage.id);
    if (transition) {
      const node = getProperty(transition.node, 'annual_discount_rate_override');
      return { rate: transition.discountOverride!, source: 'transition', ...(node ? { node } : {}) };
    }
  }
  return globalDiscountRate(graph);
}

/** `policy_graph.annual_discount_rate`: the study stages' fallback and every post-study stage's rate. */
function globalDiscountRate(graph: PolicyGraphInfo | undefined): DiscountRate {
  if (graph?.annualDiscountRate !== undefined) {
    const node = getProperty(graph.node, 'annual_discount_rate');
    return { rate: graph.annualDiscountRate, source: 'policy_graph', ...(node ? { node } : {}) };
  }
  return { source: 'none' };
}
