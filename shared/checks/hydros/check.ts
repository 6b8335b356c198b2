// system/hydros.json: every field the loader's parse_hydros reads, the plant-to-plant references
// within the file, and the cascade. The registry the cross-file rules join on stays the one reader
// of ../registries/hydros.ts (it also reports XF-031); this module checks, then hands over to it.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { elements, getProperty } from '../../core/json/nodes';
import { documentedKeys } from '../../core/fieldDocs';
import { readHydros, type HydroRegistry } from '../registries/hydros';
import { I32, byId, checkBounds, checkStageWindow, readEntityList, readReference } from '../system/entities';
import { checkCascade, type CascadePlant } from './cascade';
import { GENERATION_MODELS, PLANT_PENALTY_KEYS, hydrosFieldDocs } from './fields';

const PLANT = 'hydros[]';
const keysUnder = (path: string) => documentedKeys(hydrosFieldDocs, path === '' ? PLANT : `${PLANT}.${path}`);
const KEYS = {
  root: documentedKeys(hydrosFieldDocs, ''),
  plant: keysUnder(''),
  reservoir: keysUnder('reservoir'),
  outflow: keysUnder('outflow'),
  generation: keysUnder('generation'),
  tailrace: keysUnder('tailrace'),
  point: keysUnder('tailrace.points[]'),
  losses: keysUnder('hydraulic_losses'),
  efficiency: keysUnder('efficiency'),
  evaporation: keysUnder('evaporation'),
  diversion: keysUnder('diversion'),
  filling: keysUnder('filling'),
  penalties: keysUnder('penalties'),
};

export function checkHydrosFile(context: JsonFileContext): HydroRegistry {
  const entities = readEntityList(context, {
    list: 'hydros',
    noun: 'hydro',
    codes: { list: 'HYD-001', id: 'HYD-010', name: 'HYD-012', unknown: 'HYD-090' },
    rootKeys: KEYS.root,
    entryKeys: KEYS.plant,
  });
  const plants = (entities ?? []).map((entity): CascadePlant => {
    const { node } = entity;
    readReference(context, node, 'bus_id', 'HYD-013');
    const downstreamId = context.fields.integer(node, 'downstream_id', 'HYD-014', { nullable: true, ...I32 });
    checkStageWindow(context, node, 'HYD-015', 'HYD-016');
    const storage = checkReservoir(context, node);
    checkOutflow(context, node);
    checkGeneration(context, node);
    checkTailrace(context, node);
    checkLosses(context, node);
    checkEvaporation(context, node, storage);
    const diversionId = checkDiversion(context, node);
    checkFilling(context, node);
    checkPenalties(context, node);
    return { ...entity, ...(downstreamId !== undefined ? { downstreamId } : {}), ...(diversionId !== undefined ? { diversionId } : {}) };
  });
  checkCascade(context, plants, byId(plants));
  return readHydros(context);
}

function checkReservoir(context: JsonFileContext, plant: JsonNode): { min?: number; max?: number } {
  const reservoir = context.fields.object(plant, 'reservoir', 'HYD-020', { required: true });
  if (!reservoir) return {};
  context.fields.unknownKeys(reservoir, KEYS.reservoir, 'HYD-090');
  return checkBounds(context, reservoir, { minKey: 'min_storage_hm3', maxKey: 'max_storage_hm3', typeCode: 'HYD-021', orderCode: 'HYD-022', nonNegative: true });
}

function checkOutflow(context: JsonFileContext, plant: JsonNode): void {
  const { fields, report } = context;
  const outflow = fields.object(plant, 'outflow', 'HYD-030', { required: true });
  if (!outflow) return;
  fields.unknownKeys(outflow, KEYS.outflow, 'HYD-090');
  const min = fields.number(outflow, 'min_outflow_m3s', 'HYD-031', { finite: true, required: true, min: 0 });
  const max = fields.number(outflow, 'max_outflow_m3s', 'HYD-031', { finite: true, nullable: true });
  if (min !== undefined && max !== undefined && max < min) {
    report.at(getProperty(outflow, 'max_outflow_m3s')!, 'HYD-032', `max_outflow_m3s (${max}) must be >= min_outflow_m3s (${min})`);
  }
}

function checkGeneration(context: JsonFileContext, plant: JsonNode): void {
  const { fields } = context;
  const generation = fields.object(plant, 'generation', 'HYD-040', { required: true });
  if (!generation) return;
  fields.unknownKeys(generation, KEYS.generation, 'HYD-090');
  // The loader picks the generation fields by model: an unknown model reads nothing else.
  const model = fields.string(generation, 'model', 'HYD-040', { required: true, oneOf: GENERATION_MODELS, label: 'generation.model' });
  if (model === undefined) return;
  // Optional here: rules.md's shape of hydros.json (decision D3) wins over the loader, which requires it for the non-fpha models.
  fields.number(generation, 'productivity_mw_per_m3s', 'HYD-041', { finite: true });
  checkBounds(context, generation, { minKey: 'min_turbined_m3s', maxKey: 'max_turbined_m3s', typeCode: 'HYD-041', orderCode: 'HYD-042', nonNegative: true });
  checkBounds(context, generation, { minKey: 'min_generation_mw', maxKey: 'max_generation_mw', typeCode: 'HYD-041', orderCode: 'HYD-043' });
}

/** An optional model object tagged by `type`: its node and type when it is an object of a known type. */
function taggedModel(context: JsonFileContext, plant: JsonNode, key: string, types: readonly string[], code: 'HYD-050' | 'HYD-051' | 'HYD-052', known: readonly string[]) {
  const { fields } = context;
  const node = fields.object(plant, key, code, { nullable: true });
  if (!node) return undefined;
  fields.unknownKeys(node, known, 'HYD-090');
  const type = fields.string(node, 'type', code, { required: true, oneOf: types, label: `${key}.type` });
  return type === undefined ? undefined : { node, type };
}

function checkTailrace(context: JsonFileContext, plant: JsonNode): void {
  const { fields } = context;
  const tailrace = taggedModel(context, plant, 'tailrace', ['polynomial', 'piecewise'], 'HYD-050', KEYS.tailrace);
  if (tailrace?.type === 'polynomial') {
    const coefficients = fields.array(tailrace.node, 'coefficients', 'HYD-050', { required: true, label: 'tailrace.coefficients' });
    elements(coefficients).forEach((c, i) => fields.checkNumber(c, 'HYD-050', `tailrace.coefficients[${i}]`, { finite: true }));
  } else if (tailrace?.type === 'piecewise') {
    const points = fields.array(tailrace.node, 'points', 'HYD-050', { required: true, label: 'tailrace.points' });
    for (const { entry } of fields.objectEntries(points, 'HYD-050', (i) => `tailrace.points[${i}]`)) {
      fields.unknownKeys(entry, KEYS.point, 'HYD-090');
      fields.number(entry, 'outflow_m3s', 'HYD-050', { finite: true, required: true });
      fields.number(entry, 'height_m', 'HYD-050', { finite: true, required: true });
    }
  }
}

function checkLosses(context: JsonFileContext, plant: JsonNode): void {
  const losses = taggedModel(context, plant, 'hydraulic_losses', ['factor', 'constant'], 'HYD-051', KEYS.losses);
  if (losses) context.fields.number(losses.node, losses.type === 'factor' ? 'value' : 'value_m', 'HYD-051', { finite: true, required: true });
  const efficiency = taggedModel(context, plant, 'efficiency', ['constant'], 'HYD-052', KEYS.efficiency);
  if (efficiency) context.fields.number(efficiency.node, 'value', 'HYD-052', { finite: true, required: true });
}

const MONTHS = 12;

function checkEvaporation(context: JsonFileContext, plant: JsonNode, storage: { min?: number; max?: number }): void {
  const { fields, report } = context;
  const evaporation = fields.object(plant, 'evaporation', 'HYD-053', { nullable: true });
  if (!evaporation) return;
  fields.unknownKeys(evaporation, KEYS.evaporation, 'HYD-090');
  const coefficients = fields.array(evaporation, 'coefficients_mm', 'HYD-053', { required: true });
  if (coefficients) {
    const values = elements(coefficients);
    values.forEach((c, i) => fields.checkNumber(c, 'HYD-053', `coefficients_mm[${i}]`, { finite: true }));
    if (values.length !== MONTHS) report.at(coefficients, 'HYD-053', `coefficients_mm must hold exactly ${MONTHS} values, one per calendar month, got ${values.length}`);
  }
  const volumes = fields.array(evaporation, 'reference_volumes_hm3', 'HYD-054', { nullable: true });
  if (!volumes) return;
  const values = elements(volumes);
  if (values.length !== MONTHS) report.at(volumes, 'HYD-054', `reference_volumes_hm3 must hold exactly ${MONTHS} values, one per calendar month, got ${values.length}`);
  values.forEach((node, month) => {
    const volume = fields.checkNumber(node, 'HYD-054', `reference_volumes_hm3[${month}]`, { finite: true });
    if (volume === undefined || storage.min === undefined || storage.max === undefined) return;
    if (volume < storage.min || volume > storage.max) {
      report.at(node, 'HYD-054', `reference_volumes_hm3[${month}] (${volume}) must be within the reservoir limits [${storage.min}, ${storage.max}]`);
    }
  });
}

function checkDiversion(context: JsonFileContext, plant: JsonNode): number | undefined {
  const { fields } = context;
  const diversion = fields.object(plant, 'diversion', 'HYD-055', { nullable: true });
  if (!diversion) return undefined;
  fields.unknownKeys(diversion, KEYS.diversion, 'HYD-090');
  fields.number(diversion, 'max_flow_m3s', 'HYD-055', { finite: true, required: true });
  return fields.integer(diversion, 'downstream_id', 'HYD-055', { required: true, ...I32, label: 'diversion.downstream_id' });
}

function checkFilling(context: JsonFileContext, plant: JsonNode): void {
  const { fields } = context;
  const filling = fields.object(plant, 'filling', 'HYD-056', { nullable: true });
  if (!filling) return;
  fields.unknownKeys(filling, KEYS.filling, 'HYD-090');
  fields.integer(filling, 'start_stage_id', 'HYD-056', { required: true, ...I32 });
  fields.number(filling, 'filling_inflow_m3s', 'HYD-056', { finite: true });
}

function checkPenalties(context: JsonFileContext, plant: JsonNode): void {
  const { fields } = context;
  const penalties = fields.object(plant, 'penalties', 'HYD-057', { nullable: true });
  if (!penalties) return;
  fields.unknownKeys(penalties, KEYS.penalties, 'HYD-090');
  for (const key of PLANT_PENALTY_KEYS) fields.number(penalties, key, 'HYD-057', { finite: true, nullable: true });
}
