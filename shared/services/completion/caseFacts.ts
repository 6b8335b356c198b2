// What completion reads about the rest of the case: plants, anticipated thermals, seasons and study
// stages from the last validation (other files), and the entries of the file being edited from its
// live parse tree (so an entry typed a moment ago already counts).
import type { JsonNode } from '../../core/json/document';
import { parseIsoDate, type DateValue } from '../../core/json/fields';
import { elements, getProperty } from '../../core/json/nodes';
import { integerAt, stringAt } from '../../core/json/valueAt';
import type { HydroPlant } from '../../checks/registries/hydros';
import type { ThermalPlant } from '../../checks/registries/thermals';
import type { SeasonInfo } from '../../model/stages/types';
import type { StudyStage } from '../../crossFile/resolved';
import type { ServiceContext } from '../context';

export function plantsById(context: ServiceContext): HydroPlant[] {
  return [...(context.validation?.model.hydros?.plants.values() ?? [])].sort((a, b) => a.id - b.id);
}

/** Thermals declaring `anticipated_config`: the only ones a thermal bound may name (XF-018). */
export function anticipatedThermals(context: ServiceContext): ThermalPlant[] {
  return [...(context.validation?.model.thermals?.thermals.values() ?? [])].filter((t) => t.anticipated).sort((a, b) => a.id - b.id);
}

export function seasonsOfMap(context: ServiceContext): SeasonInfo[] {
  return context.validation?.model.stages?.seasonMap?.seasons ?? [];
}

/** Study stages in date order (the resolved calendar). */
export function studyStages(context: ServiceContext): StudyStage[] {
  return context.validation?.resolved.studyStages ?? [];
}

/** The entries of an array in the live document, without the one being edited. */
export function siblings(array: JsonNode | undefined, except?: JsonNode): JsonNode[] {
  return elements(array).filter((entry) => entry !== except && entry.type === 'object');
}

/** The integer values of `key` among the entries of an array (the one being edited excluded). */
export function integersOf(array: JsonNode | undefined, key: string, except?: JsonNode): Set<number> {
  const values = new Set<number>();
  for (const entry of siblings(array, except)) {
    const value = integerAt(entry, key);
    if (value !== undefined) values.add(value);
  }
  return values;
}

export function dateAtKey(object: JsonNode | undefined, key: string): DateValue | undefined {
  const text = stringAt(object, key);
  return text === undefined ? undefined : parseIsoDate(text);
}

/** The hydro ids that already have a `production_models` entry in the live file. */
export function plantsWithEntries(root: JsonNode | undefined, except?: JsonNode): Set<number> {
  return integersOf(getProperty(root, 'production_models'), 'hydro_id', except);
}

export interface ThermalCell {
  thermal: ThermalPlant;
  index: number;
}

/** (anticipated thermal, post-study index) cells its lead reaches (D7) that have no thermal_bounds row yet. */
export function missingThermalCells(context: ServiceContext, root: JsonNode | undefined, except?: JsonNode): ThermalCell[] {
  const resolved = context.validation?.resolved;
  if (!resolved) return [];
  const present = new Set(siblings(getProperty(root, 'thermal_bounds'), except).map((row) => `${integerAt(row, 'thermal_id')}:${integerAt(row, 'post_study_stage_index')}`));
  const stageCount = elements(getProperty(root, 'stages')).length;
  return anticipatedThermals(context).flatMap((thermal) =>
    resolved
      .reachedPostStudyIndices(thermal)
      .filter((index) => index < stageCount && !present.has(`${thermal.id}:${index}`))
      .map((index) => ({ thermal, index })),
  );
}
