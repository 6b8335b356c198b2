// What stages.json yields for the rest of the engine: the study calendar, the policy graph and the
// season map, each entry keeping its JSON node so cross-file rules and hovers can point back at it.
import type { JsonNode } from '../../core/json/document';
import type { DateValue } from '../../core/json/fields';

export type CycleType = 'monthly' | 'weekly' | 'custom';

export interface SeasonInfo {
  /** Position in `season_definitions.seasons`. */
  index: number;
  id: number;
  label?: string;
  monthStart: number;
  /** Custom maps only; defaults already applied (day_start 1, month_end = month_start, day_end 31). */
  dayStart: number;
  monthEnd: number;
  dayEnd: number;
  node: JsonNode;
}

export interface SeasonMapInfo {
  cycleType?: CycleType;
  seasons: SeasonInfo[];
  /** A custom map whose seasons of different resolutions overlap (season rule 3, decision D13). */
  multiResolution: boolean;
  node: JsonNode;
}

export interface PolicyNodeInfo {
  index: number;
  id?: number;
  stageId?: number;
  scenarioId?: number | null;
  node: JsonNode;
}

export interface TransitionInfo {
  index: number;
  sourceId?: number;
  targetId?: number;
  probability?: number;
  discountOverride?: number | null;
  node: JsonNode;
}

/** §2.1 / §8: outgoing probabilities of one source must sum to 1 within this tolerance. */
export const PROBABILITY_TOLERANCE = 1e-6;

export interface PolicyGraphInfo {
  type?: string;
  annualDiscountRate?: number;
  /** `nodes` present and non-empty (decision D16: `[]` counts as absent). */
  nodesDeclared: boolean;
  nodes: PolicyNodeInfo[];
  transitions: TransitionInfo[];
  node: JsonNode;
}

export interface StageInfo {
  /** Position in `stages[]`. */
  index: number;
  id?: number;
  start?: DateValue;
  end?: DateValue;
  /** Explicit `season_id` (null or absent: undefined). */
  seasonId?: number;
  numOpenings?: number | null;
  samplingMethod?: string;
  discountOverride?: number | null;
  blockHours: number[];
  node: JsonNode;
}

export interface PreStudyStageInfo {
  index: number;
  id?: number;
  start?: DateValue;
  end?: DateValue;
  seasonId?: number;
  node: JsonNode;
}

export interface StagesModel {
  policyGraph?: PolicyGraphInfo;
  /** Every `stages[]` entry that is an object, in array order (negative ids included). */
  stages: StageInfo[];
  preStudy: PreStudyStageInfo[];
  /** Undefined when `season_definitions` is absent or null. */
  seasonMap?: SeasonMapInfo;
}
