// system/hydros.json: the plant registry the cross-file rules need (ids, models, storage band,
// turbine capacity, productivities, tailrace, losses, evaporation). Only XF-031 is reported here.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { elements, getProperty } from '../../core/json/nodes';
import { firstOfEachId } from './read';
import { integerAt, numberAt, objectAt, stringAt } from '../../core/json/valueAt';

export type HydroTailrace = { type: 'polynomial'; coefficients: number[] } | { type: 'piecewise'; points: Array<{ outflow: number; height: number }> };

export type HydraulicLosses = { type: 'factor'; value: number } | { type: 'constant'; valueM: number };

export interface HydroPlant {
  id: number;
  name?: string;
  busId?: number;
  downstreamId?: number;
  minStorage?: number;
  maxStorage?: number;
  /** `generation.model`: constant_productivity, linearized_head or fpha. */
  model?: string;
  /** `generation.productivity_mw_per_m3s`, the value the earlier format used (decision D3). */
  productivity?: number;
  maxTurbined?: number;
  /** ρ_esp from the hydro object or from `generation` (decision D8). */
  specificProductivity?: number;
  tailrace?: HydroTailrace;
  losses?: HydraulicLosses;
  hasEvaporation: boolean;
  node: JsonNode;
}

export interface HydroRegistry {
  plants: Map<number, HydroPlant>;
}

export function readHydros(context: JsonFileContext): HydroRegistry {
  const plants = new Map<number, HydroPlant>();
  for (const { node, id } of firstOfEachId(context, { list: 'hydros', noun: 'hydro', repeatedIdRule: 'XF-032' })) {
    const reservoir = objectAt(node, 'reservoir');
    const generation = objectAt(node, 'generation');
    plants.set(id, {
      id,
      name: stringAt(node, 'name'),
      busId: integerAt(node, 'bus_id'),
      downstreamId: integerAt(node, 'downstream_id'),
      minStorage: numberAt(reservoir, 'min_storage_hm3'),
      maxStorage: numberAt(reservoir, 'max_storage_hm3'),
      model: stringAt(generation, 'model'),
      productivity: numberAt(generation, 'productivity_mw_per_m3s'),
      maxTurbined: numberAt(generation, 'max_turbined_m3s'),
      specificProductivity: readSpecificProductivity(context, node, generation),
      tailrace: readTailrace(objectAt(node, 'tailrace')),
      losses: readLosses(objectAt(node, 'hydraulic_losses')),
      hasEvaporation: getProperty(objectAt(node, 'evaporation'), 'coefficients_mm')?.type === 'array',
      node,
    });
  }
  return { plants };
}

const SPECIFIC = 'specific_productivity_mw_per_m3s_per_m';

/** D8: read both places; warn (XF-031) when both are set and differ. The hydro object's value wins. */
function readSpecificProductivity(context: JsonFileContext, hydro: JsonNode, generation: JsonNode | undefined): number | undefined {
  const onHydro = numberAt(hydro, SPECIFIC);
  const inGeneration = numberAt(generation, SPECIFIC);
  if (onHydro !== undefined && inGeneration !== undefined && onHydro !== inGeneration) {
    context.report.at(
      getProperty(generation, SPECIFIC)!,
      'XF-031',
      `specific productivity given twice with different values: ${onHydro} on the hydro, ${inGeneration} in generation (the hydro's value is used)`,
    );
  }
  return onHydro ?? inGeneration;
}

function readTailrace(node: JsonNode | undefined): HydroTailrace | undefined {
  const type = stringAt(node, 'type');
  if (type === 'polynomial') {
    const coefficients = elements(getProperty(node, 'coefficients')).map((c) => (c.type === 'number' ? (c.value as number) : NaN));
    return coefficients.every(Number.isFinite) ? { type, coefficients } : undefined;
  }
  if (type === 'piecewise') {
    const points = elements(getProperty(node, 'points')).map((p) => ({ outflow: numberAt(p, 'outflow_m3s') ?? NaN, height: numberAt(p, 'height_m') ?? NaN }));
    return points.every((p) => Number.isFinite(p.outflow) && Number.isFinite(p.height)) ? { type, points } : undefined;
  }
  return undefined;
}

function readLosses(node: JsonNode | undefined): HydraulicLosses | undefined {
  const type = stringAt(node, 'type');
  if (type === 'factor') {
    const value = numberAt(node, 'value');
    return value === undefined ? undefined : { type, value };
  }
  if (type === 'constant') {
    const valueM = numberAt(node, 'value_m');
    return valueM === undefined ? undefined : { type, valueM };
  }
  return undefined;
}
