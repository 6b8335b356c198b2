// What system/hydro_production_models.json yields for the rest of the engine: per plant, the
// ranges or seasons that pick its production model, each keeping its JSON node so the cross-file
// pass and hovers can point back at it, plus the spec's rule that resolves a stage to its entry.
import type { JsonNode } from '../core/json/document';

export const PRODUCTION_MODELS = ['constant_productivity', 'linearized_head', 'fpha'] as const;
export type ProductionModelName = (typeof PRODUCTION_MODELS)[number];

export const SELECTION_MODES = ['stage_ranges', 'seasonal'] as const;
export type SelectionMode = (typeof SELECTION_MODES)[number];

export const FPHA_SOURCES = ['precomputed', 'computed'] as const;
export type FphaSource = (typeof FPHA_SOURCES)[number];

export const REDUCTION_METHODS = ['angle', 'distance'] as const;
export type ReductionMethod = (typeof REDUCTION_METHODS)[number];

/** Values are set only when valid; `node` is the `reference_volume` object. */
export interface ReferenceVolumeInfo {
  volumeHm3?: number;
  percentile?: number;
  node: JsonNode;
}

export interface FittingWindowInfo {
  volumeMinHm3?: number;
  volumeMaxHm3?: number;
  volumeMinPercentile?: number;
  volumeMaxPercentile?: number;
  node: JsonNode;
}

/** An `fpha_config` object; absent settings keep their defaults (5, 5, 5, 10, full forebay range). */
export interface FphaConfigInfo {
  source?: FphaSource;
  volumePoints?: number;
  turbinePoints?: number;
  spillagePoints?: number;
  maxPlanes?: number;
  fittingWindow?: FittingWindowInfo;
  node: JsonNode;
}

/** What a stage range, a season entry or a seasonal `default_model` selects for the stages it covers. */
export interface ModelChoice {
  /** Undefined when missing or not one of the three models (already reported). */
  model?: ProductionModelName;
  /** Set when `fpha_config` is an object. XF-004 asks whether a stage resolves to an entry carrying one. */
  fphaConfig?: FphaConfigInfo;
  /** `fpha_config.source`; an `fpha` choice without `fpha_config` reads the hyperplane file as `precomputed`. */
  fphaSource?: FphaSource;
  /** The productivity when valid. */
  productivity?: number;
  /** The `productivity_mw_per_m3s` node when present and not null, valid or not (a productivity source for XF-003). */
  productivityNode?: JsonNode;
  referenceVolume?: ReferenceVolumeInfo;
  /**
   * The productivity is written under its older name `productivity_override` (HPM-090, decision
   * D32): the planner gave one, so XF-029 does not report the stages this choice covers.
   */
  olderProductivity?: true;
  /** The range or season object; for a `default_model` fallback, that value (else the entry). */
  node: JsonNode;
}

export interface StageRangeInfo extends ModelChoice {
  /** Position in `stage_ranges`. */
  index: number;
  /** Undefined when missing or not an integer: such a range never matches. */
  start?: number;
  /** `null`: open-ended (absent or null); undefined: not an integer, so the range never matches. */
  end: number | null | undefined;
}

export interface SeasonEntryInfo extends ModelChoice {
  /** Position in `seasons`. */
  index: number;
  /** Undefined when missing or not an integer: such an entry never matches. */
  seasonId?: number;
}

export interface ProductionModelEntry {
  /** Position in `production_models`. */
  index: number;
  hydroId?: number;
  /** True when an earlier entry declared the same `hydro_id` (HPM-002); `byHydro` keeps the first. */
  duplicate: boolean;
  selectionMode?: SelectionMode;
  /** `stage_ranges` objects in array order (read only in `stage_ranges` mode, or when the mode is unknown). */
  ranges: StageRangeInfo[];
  /** `seasons` objects in array order (read only in `seasonal` mode, or when the mode is unknown). */
  seasons: SeasonEntryInfo[];
  defaultModel?: ProductionModelName;
  defaultModelNode?: JsonNode;
  node: JsonNode;
}

export interface PlaneReductionInfo {
  method?: ReductionMethod;
  toleranceDeg?: number;
  tolerancePct?: number;
  nSamples?: number;
  node: JsonNode;
}

export interface ProductionModelsModel {
  /** Every `production_models[]` entry that is an object, in array order. */
  entries: ProductionModelEntry[];
  /** The first entry of each valid `hydro_id`. */
  byHydro: Map<number, ProductionModelEntry>;
  /** Undefined when `fpha_plane_reduction` is absent or not an object (no reduction). */
  reduction?: PlaneReductionInfo;
}

export type ResolvedModel =
  | { via: 'range'; choice: StageRangeInfo }
  | { via: 'season'; choice: SeasonEntryInfo }
  /** A seasonal stage whose season is not listed: `default_model`, with no fpha_config, reference volume or productivity. */
  | { via: 'default'; choice: ModelChoice };

/**
 * The entry that sets the production model of one study stage of this plant (spec §2.4):
 * `stage_ranges` takes the first range with start <= stageId <= end (inclusive, null end open);
 * `seasonal` takes the first season entry with the stage's resolved season, else `default_model`.
 * Undefined when no range covers the stage, or when the selection mode did not read.
 */
export function resolveProductionModel(entry: ProductionModelEntry, stage: { stageId: number; seasonId?: number | undefined }): ResolvedModel | undefined {
  // Indexed loops, not `find` with a closure: the resolved plans call this once per (hydro, stage),
  // 83,000 times on a large case, in one cold pass.
  if (entry.selectionMode === 'stage_ranges') {
    const ranges = entry.ranges;
    for (let k = 0; k < ranges.length; k++) if (rangeCovers(ranges[k]!, stage.stageId)) return { via: 'range', choice: ranges[k]! };
    return undefined;
  }
  if (entry.selectionMode === 'seasonal') {
    const seasons = entry.seasons;
    if (stage.seasonId !== undefined) for (let k = 0; k < seasons.length; k++) if (seasons[k]!.seasonId === stage.seasonId) return { via: 'season', choice: seasons[k]! };
    return { via: 'default', choice: defaultChoice(entry) };
  }
  return undefined;
}

export function rangeCovers(range: StageRangeInfo, stageId: number): boolean {
  if (range.start === undefined || range.end === undefined) return false;
  return range.start <= stageId && (range.end === null || stageId <= range.end);
}

function defaultChoice(entry: ProductionModelEntry): ModelChoice {
  const model = entry.defaultModel;
  return {
    ...(model ? { model } : {}),
    // An fpha model without fpha_config reads the hyperplane file, as `source: precomputed` does.
    ...(model === 'fpha' ? { fphaSource: 'precomputed' as const } : {}),
    node: entry.defaultModelNode ?? entry.node,
  };
}
