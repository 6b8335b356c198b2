// config.json: the scenario-source classes and the opening-tree source that the sampling and
// season rules depend on. Absent classes mean `in_sample`; simulation falls back to training.
import type { JsonDocument, JsonNode } from '../core/json/document';
import { objectAt, stringAt } from '../core/json/valueAt';

export const SCENARIO_CLASSES = ['inflow', 'load', 'ncs'] as const;
export type ScenarioClass = (typeof SCENARIO_CLASSES)[number];

export interface ScenarioSource {
  /** Scheme per declared class: in_sample, out_of_sample, external, historical. */
  schemes: Partial<Record<ScenarioClass, string>>;
  /** `openings.source`; "file" means a supplied opening tree. */
  openingsSource?: string;
  node?: JsonNode;
}

export interface CobreConfig {
  training: ScenarioSource;
  simulation: ScenarioSource;
}

/** Reads tolerantly: a missing or mistyped part reads as absent (the config check reports it). */
export function readConfig({ doc }: { doc: JsonDocument }): CobreConfig {
  const root = doc.root;
  const training = readScenarioSource(objectAt(objectAt(root, 'training'), 'scenario_source'));
  const simulationSource = objectAt(objectAt(root, 'simulation'), 'scenario_source');
  return { training, simulation: simulationSource ? readScenarioSource(simulationSource) : training };
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
