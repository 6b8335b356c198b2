// The fields a stage range and a season entry share: `fpha_config`, `reference_volume` and
// `productivity_mw_per_m3s` (HPM-025 to HPM-027 on ranges, all HPM-034 on seasons), and the
// contents of the two nested objects (HPM-040 to HPM-059), which are the same in either mode.
import type { JsonNode } from '../../core/json/document';
import { getProperty, hasProperty, propertyNode } from '../../core/json/nodes';
import type { JsonFileContext } from '../context';
import { FPHA_SOURCES, type FittingWindowInfo, type FphaConfigInfo, type ModelChoice, type ProductionModelName, type ReferenceVolumeInfo } from '../../model/productionModels';
import type { RuleId } from '../../rules';
import { documentedKeys } from '../../core/fieldDocs';
import { MODEL_CHOICE_PARENTS, productionModelsFieldDocs } from './fields';
import { olderKeyRenames } from '../../core/rules/olderKeys';

/** The rule each shared field reports under: a range's own IDs, or HPM-034 for all three on a season. */
export interface ChoiceCodes {
  fphaConfig: RuleId;
  referenceVolume: RuleId;
  productivity: RuleId;
}

export const UNKNOWN_KEY = 'HPM-090';
const PRODUCTIVITY = 'productivity_mw_per_m3s';
/** The name of productivity_mw_per_m3s that the reference loader and its converter still write (decision D32). */
const OLDER_PRODUCTIVITY = 'productivity_override';
const OLDER_NAMES = olderKeyRenames(OLDER_PRODUCTIVITY);

// Each object's known keys are the keys its field documentation lists; the nested objects are
// documented alike under a range and a season, so the range's docs serve both.
const CHOICE = MODEL_CHOICE_PARENTS[0];
const FPHA_CONFIG_KEYS = documentedKeys(productionModelsFieldDocs, `${CHOICE}.fpha_config`);
const FITTING_WINDOW_KEYS = documentedKeys(productionModelsFieldDocs, `${CHOICE}.fpha_config.fitting_window`);
const REFERENCE_VOLUME_KEYS = documentedKeys(productionModelsFieldDocs, `${CHOICE}.reference_volume`);

/**
 * Unknown keys of a range or season object. Decision D32: the older productivity key alone is one
 * HPM-090 naming the current key, with the rename (the sink folds a file's occurrences into one
 * problem); with productivity_mw_per_m3s also there, renaming would make a duplicate, so it is a
 * plain unknown key.
 */
export function reportUnknownChoiceKeys(context: JsonFileContext, object: JsonNode, known: readonly string[]): void {
  const olderKey = olderProductivityKey(object);
  if (olderKey) {
    context.report.at(olderKey, UNKNOWN_KEY, `"${OLDER_PRODUCTIVITY}" is the older name of "${PRODUCTIVITY}": rename it`, {
      data: { unknownKey: OLDER_PRODUCTIVITY, rename: OLDER_NAMES[OLDER_PRODUCTIVITY] },
    });
  }
  context.fields.unknownKeys(object, olderKey ? [...known, OLDER_PRODUCTIVITY] : known, UNKNOWN_KEY);
}

/** The key node of `productivity_override` when it stands alone for the productivity (D32). */
function olderProductivityKey(object: JsonNode): JsonNode | undefined {
  return hasProperty(object, PRODUCTIVITY) ? undefined : propertyNode(object, OLDER_PRODUCTIVITY)?.children?.[0];
}

/** Reads `model` (already read by the caller) plus the three shared fields of a range or season object. */
export function readModelChoice(context: JsonFileContext, object: JsonNode, model: ProductionModelName | undefined, codes: ChoiceCodes): ModelChoice {
  const { fields } = context;
  const fphaConfig = readFphaConfigField(context, object, model, codes.fphaConfig);
  const referenceNode = fields.object(object, 'reference_volume', codes.referenceVolume, { nullable: true });
  const referenceVolume = referenceNode ? readReferenceVolume(context, referenceNode) : undefined;
  const { productivity, productivityNode } = readProductivity(context, object, model, codes.productivity);
  const fphaSource = fphaConfig ? fphaConfig.source : model === 'fpha' && isAbsentOrNull(object, 'fpha_config') ? 'precomputed' : undefined;
  return {
    ...(model ? { model } : {}),
    ...(fphaConfig ? { fphaConfig } : {}),
    ...(fphaSource ? { fphaSource } : {}),
    ...(productivity !== undefined ? { productivity } : {}),
    ...(productivityNode ? { productivityNode } : {}),
    ...(referenceVolume ? { referenceVolume } : {}),
    ...(olderProductivityKey(object) ? { olderProductivity: true } : {}),
    node: object,
  };
}

function readFphaConfigField(context: JsonFileContext, object: JsonNode, model: ProductionModelName | undefined, code: RuleId): FphaConfigInfo | undefined {
  const node = context.fields.object(object, 'fpha_config', code, { nullable: true });
  if (!node) return undefined;
  if (model && model !== 'fpha') {
    // The spec defines fpha_config only for fpha entries; elsewhere its effect is unspecified.
    const keyNode = propertyNode(object, 'fpha_config')?.children?.[0] ?? node;
    context.report.at(keyNode, code, `"fpha_config" has no specified meaning on a "${model}" entry (it configures "fpha" entries)`, { severity: 'hint' });
  }
  return readFphaConfig(context, node);
}

function readProductivity(
  context: JsonFileContext,
  object: JsonNode,
  model: ProductionModelName | undefined,
  code: RuleId,
): { productivity?: number; productivityNode?: JsonNode } {
  const node = getProperty(object, PRODUCTIVITY);
  // Absent, null, or a value that did not parse (JSON-001): no productivity source here.
  if (!node || node.type === 'null' || node.type === 'property') return {};
  if (model === 'fpha') {
    context.report.at(node, code, `"${PRODUCTIVITY}" is not allowed on an "fpha" entry (fpha derives its own productivity), got ${context.fields.got(node)}`);
    return { productivityNode: node };
  }
  const productivity = context.fields.checkNumber(node, code, `"${PRODUCTIVITY}"`, { nullable: true, finite: true, min: 0 });
  return { ...(productivity !== undefined ? { productivity } : {}), productivityNode: node };
}

function readReferenceVolume(context: JsonFileContext, node: JsonNode): ReferenceVolumeInfo {
  const { fields, report } = context;
  fields.unknownKeys(node, REFERENCE_VOLUME_KEYS, UNKNOWN_KEY);
  const volumeHm3 = fields.number(node, 'volume_hm3', 'HPM-041', { nullable: true, finite: true, min: 0, minExclusive: true });
  const percentile = fields.number(node, 'percentile', 'HPM-042', { nullable: true, finite: true, min: 0, max: 1 });
  const setCount = REFERENCE_VOLUME_KEYS.filter((key) => isSet(node, key)).length;
  if (setCount !== 1) {
    const what = setCount === 2 ? 'both "volume_hm3" and "percentile"' : 'neither "volume_hm3" nor "percentile"';
    report.onObject(node, 'HPM-040', `reference_volume sets ${what}; set exactly one`);
  }
  return { ...(volumeHm3 !== undefined ? { volumeHm3 } : {}), ...(percentile !== undefined ? { percentile } : {}), node };
}

function readFphaConfig(context: JsonFileContext, node: JsonNode): FphaConfigInfo {
  const { fields } = context;
  fields.unknownKeys(node, FPHA_CONFIG_KEYS, UNKNOWN_KEY);
  const source = fields.string(node, 'source', 'HPM-050', { required: true, oneOf: FPHA_SOURCES });
  // 1 is valid (the single-volume fit), so the bound is >= 1 although a grid needs >= 2 points.
  const volumePoints = fields.integer(node, 'volume_discretization_points', 'HPM-051', { nullable: true, min: 1 });
  const turbinePoints = fields.integer(node, 'turbine_discretization_points', 'HPM-052', { nullable: true, min: 2 });
  const spillagePoints = fields.integer(node, 'spillage_discretization_points', 'HPM-053', { nullable: true, min: 2 });
  const maxPlanes = fields.integer(node, 'max_planes_per_hydro', 'HPM-054', { nullable: true, min: 1 });
  const windowNode = fields.object(node, 'fitting_window', 'HPM-055', { nullable: true });
  const fittingWindow = windowNode ? readFittingWindow(context, windowNode) : undefined;
  return {
    ...(source ? { source: source as FphaConfigInfo['source'] } : {}),
    ...(volumePoints !== undefined ? { volumePoints } : {}),
    ...(turbinePoints !== undefined ? { turbinePoints } : {}),
    ...(spillagePoints !== undefined ? { spillagePoints } : {}),
    ...(maxPlanes !== undefined ? { maxPlanes } : {}),
    ...(fittingWindow ? { fittingWindow } : {}),
    node,
  };
}

function readFittingWindow(context: JsonFileContext, node: JsonNode): FittingWindowInfo {
  context.fields.unknownKeys(node, FITTING_WINDOW_KEYS, UNKNOWN_KEY);
  const min = readWindowBound(context, node, 'min', 'HPM-056');
  const max = readWindowBound(context, node, 'max', 'HPM-057');
  return {
    ...(min.hm3 !== undefined ? { volumeMinHm3: min.hm3 } : {}),
    ...(max.hm3 !== undefined ? { volumeMaxHm3: max.hm3 } : {}),
    ...(min.percentile !== undefined ? { volumeMinPercentile: min.percentile } : {}),
    ...(max.percentile !== undefined ? { volumeMaxPercentile: max.percentile } : {}),
    node,
  };
}

/** One end of the window: an absolute volume or a fraction of the operating range, at most one of them. */
function readWindowBound(context: JsonFileContext, node: JsonNode, end: 'min' | 'max', bothCode: RuleId): { hm3?: number; percentile?: number } {
  const hm3Key = `volume_${end}_hm3`;
  const percentileKey = `volume_${end}_percentile`;
  // The spec gives the hm3 bounds no range; a window that collapses to a point is the single-volume fit.
  const hm3 = context.fields.number(node, hm3Key, 'HPM-059', { nullable: true });
  const percentile = context.fields.number(node, percentileKey, 'HPM-058', { nullable: true, min: 0, max: 1 });
  if (isSet(node, hm3Key) && isSet(node, percentileKey)) {
    context.report.onObject(node, bothCode, `fitting_window sets both "${hm3Key}" and "${percentileKey}"; set at most one`);
  }
  return { ...(hm3 !== undefined ? { hm3 } : {}), ...(percentile !== undefined ? { percentile } : {}) };
}

/** Present with a non-null value, valid or not (a mistyped value still counts as set). */
function isSet(object: JsonNode, key: string): boolean {
  return hasProperty(object, key) && getProperty(object, key)?.type !== 'null';
}

function isAbsentOrNull(object: JsonNode, key: string): boolean {
  return !hasProperty(object, key) || getProperty(object, key)?.type === 'null';
}
