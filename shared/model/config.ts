// config.json: the scenario-source classes and the opening-tree source that the sampling and
// season rules depend on, and the estimation setting the inflow history rules read. Absent classes
// mean `in_sample`; simulation falls back to training.
import type { JsonDocument, JsonNode } from '../core/json/document';
import { getProperty } from '../core/json/nodes';
import { integerAt, objectAt, stringAt } from '../core/json/valueAt';
import { UINT32_RANGE } from '../core/loaderIntegers';

export const SCENARIO_CLASSES = ['inflow', 'load', 'ncs'] as const;
export type ScenarioClass = (typeof SCENARIO_CLASSES)[number];

export interface ScenarioSource {
  /** Scheme per declared class: in_sample, out_of_sample, external, historical. */
  schemes: Partial<Record<ScenarioClass, string>>;
  /** `openings.source`; "file" means a supplied opening tree. */
  openingsSource?: string;
  node?: JsonNode;
}

/** The loader's default of `estimation.min_observations_per_season`. */
export const DEFAULT_MIN_OBSERVATIONS_PER_SEASON = 30;

export interface EstimationSettings {
  /** `estimation.min_observations_per_season` (its default when absent); undefined when the value is not a u32 (the config check reports it). */
  minObservationsPerSeason: number | undefined;
  /** The value as written, when it is. */
  minObservationsNode?: JsonNode;
}

export interface CobreConfig {
  training: ScenarioSource;
  simulation: ScenarioSource;
  estimation: EstimationSettings;
}

/** Reads tolerantly: a missing or mistyped part reads as absent (the config check reports it). */
export function readConfig({ doc }: { doc: JsonDocument }): CobreConfig {
  const root = doc.root;
  const training = readScenarioSource(objectAt(objectAt(root, 'training'), 'scenario_source'));
  const simulationSource = objectAt(objectAt(root, 'simulation'), 'scenario_source');
  return { training, simulation: simulationSource ? readScenarioSource(simulationSource) : training, estimation: readEstimation(objectAt(root, 'estimation')) };
}

function readEstimation(node: JsonNode | undefined): EstimationSettings {
  const written = getProperty(node, 'min_observations_per_season');
  if (!written) return { minObservationsPerSeason: DEFAULT_MIN_OBSERVATIONS_PER_SEASON };
  const value = integerAt(node, 'min_observations_per_season');
  const usable = value !== undefined && value >= UINT32_RANGE.min && value <= UINT32_RANGE.max;
  return { minObservationsPerSeason: usable ? value : undefined, minObservationsNode: written };
}

function readScenarioSource(node: JsonNode | undefined): ScenarioSource {
  const schemes: Partial<Record<ScenarioClass, string>> = {};
  for (const name of SCENARIO_CLASSES) {
    const scheme = stringAt(objectAt(node, name), 'scheme');
    if (scheme !== undefined) schemes[name] = scheme;
  }
  const openingsSource = stringAt(objectAt(node, 'openings'), 'source');
  return { schemes, ...(openingsSource !== undefined ? { openingsSource } : {}), ...(node ? { node } : {}) };
}
