// One `production_models[]` entry: the plant, the selection mode, and the ranges (HPM-020 to
// HPM-027) or the seasons (HPM-030 to HPM-034) of that mode.
import type { JsonNode } from '../../core/json/document';
import { getProperty, pathOf, propertyNode } from '../../core/json/nodes';
import type { JsonFileContext } from '../context';
import { readModelChoice, reportUnknownChoiceKeys, UNKNOWN_KEY, type ChoiceCodes } from './choice';
import {
  PRODUCTION_MODELS,
  SELECTION_MODES,
  type ProductionModelEntry,
  type ProductionModelName,
  type SeasonEntryInfo,
  type SelectionMode,
  type StageRangeInfo,
} from '../../model/productionModels';
import type { RuleId } from '../../rules';
import { documentedKeys } from '../../core/fieldDocs';
import { MODEL_CHOICE_PARENTS, productionModelsFieldDocs } from './fields';

const MODE_KEYS: Readonly<Record<SelectionMode, readonly string[]>> = {
  stage_ranges: ['stage_ranges'],
  seasonal: ['default_model', 'seasons'],
};
// Each object's known keys are the keys its field documentation lists.
const ENTRY_KEYS = documentedKeys(productionModelsFieldDocs, 'production_models[]');
const RANGE_KEYS = documentedKeys(productionModelsFieldDocs, MODEL_CHOICE_PARENTS[0]);
const SEASON_KEYS = documentedKeys(productionModelsFieldDocs, MODEL_CHOICE_PARENTS[1]);

const RANGE_CODES: ChoiceCodes = { fphaConfig: 'HPM-025', referenceVolume: 'HPM-026', productivity: 'HPM-027' };
const SEASON_CODES: ChoiceCodes = { fphaConfig: 'HPM-034', referenceVolume: 'HPM-034', productivity: 'HPM-034' };

export function checkEntry(context: JsonFileContext, node: JsonNode, index: number): ProductionModelEntry {
  const { fields } = context;
  fields.unknownKeys(node, ENTRY_KEYS, UNKNOWN_KEY);
  const hydroId = fields.integer(node, 'hydro_id', 'HPM-002', { required: true });
  const selectionMode = fields.string(node, 'selection_mode', 'HPM-003', { required: true, oneOf: SELECTION_MODES }) as SelectionMode | undefined;
  const entry: ProductionModelEntry = { index, duplicate: false, ranges: [], seasons: [], node, ...(hydroId !== undefined ? { hydroId } : {}) };
  if (selectionMode) {
    entry.selectionMode = selectionMode;
    reportOtherModeKeys(context, node, selectionMode);
  }
  // With an unreadable mode nothing is required, but the fields of either mode are still checked.
  if (selectionMode !== 'seasonal') entry.ranges = checkStageRanges(context, node, selectionMode === 'stage_ranges');
  if (selectionMode !== 'stage_ranges') checkSeasonalFields(context, node, entry, selectionMode === 'seasonal');
  return entry;
}

/** The loader reads only the fields of the declared mode: those of the other mode are ignored. */
function reportOtherModeKeys(context: JsonFileContext, node: JsonNode, mode: SelectionMode): void {
  const other: SelectionMode = mode === 'stage_ranges' ? 'seasonal' : 'stage_ranges';
  for (const key of MODE_KEYS[other]) {
    const keyNode = propertyNode(node, key)?.children?.[0];
    if (!keyNode) continue;
    context.report.at(keyNode, UNKNOWN_KEY, `"${key}" is ignored when selection_mode is "${mode}" (it belongs to "${other}")`, {
      data: { unknownKey: key },
    });
  }
}

function checkStageRanges(context: JsonFileContext, entry: JsonNode, required: boolean): StageRangeInfo[] {
  const list = context.fields.array(entry, 'stage_ranges', 'HPM-020', { required });
  return context.fields.objectEntries(list, 'HPM-020', (index) => `stage_ranges[${index}]`).map(({ entry, index }) => checkStageRange(context, entry, index));
}

function checkStageRange(context: JsonFileContext, node: JsonNode, index: number): StageRangeInfo {
  const { fields } = context;
  reportUnknownChoiceKeys(context, node, RANGE_KEYS);
  const start = fields.integer(node, 'start_stage_id', 'HPM-021', { required: true });
  const end = readEndStageId(context, node);
  const model = readModel(context, node, 'HPM-023');
  if (start !== undefined && typeof end === 'number' && start > end) reportEmptyRange(context, node, start, end);
  return { index, start, end, ...readModelChoice(context, node, model, RANGE_CODES) };
}

/** Null or absent means open-ended (null); undefined means the value did not read, so the range never matches. */
function readEndStageId(context: JsonFileContext, node: JsonNode): number | null | undefined {
  const value = getProperty(node, 'end_stage_id');
  if (value === undefined || value.type === 'null') return null;
  return context.fields.integer(node, 'end_stage_id', 'HPM-022', { nullable: true });
}

/** Not a spec rule: such a range is legal but dead. The squiggle sits on `end_stage_id`, the path on the range. */
function reportEmptyRange(context: JsonFileContext, node: JsonNode, start: number, end: number): void {
  const span = propertyNode(node, 'end_stage_id') ?? node;
  context.report.atSpan(pathOf(node), span.offset, span.length, 'HPM-024', `stage range starts at ${start} after it ends at ${end}, so it matches no stage`);
}

function checkSeasonalFields(context: JsonFileContext, entry: JsonNode, out: ProductionModelEntry, required: boolean): void {
  const { fields } = context;
  const defaultModel = readModel(context, entry, 'HPM-030', 'default_model', required);
  const defaultModelNode = getProperty(entry, 'default_model');
  if (defaultModel) out.defaultModel = defaultModel;
  if (defaultModelNode && defaultModelNode.type !== 'property') out.defaultModelNode = defaultModelNode;
  const list = fields.array(entry, 'seasons', 'HPM-031', { required });
  out.seasons = fields.objectEntries(list, 'HPM-031', (index) => `seasons[${index}]`).map(({ entry, index }) => checkSeasonEntry(context, entry, index));
}

function checkSeasonEntry(context: JsonFileContext, node: JsonNode, index: number): SeasonEntryInfo {
  reportUnknownChoiceKeys(context, node, SEASON_KEYS);
  // Whether the id names a season of the stages.json map is the cross-file XF-013.
  const seasonId = context.fields.integer(node, 'season_id', 'HPM-032', { required: true });
  const model = readModel(context, node, 'HPM-033');
  return { index, ...(seasonId !== undefined ? { seasonId } : {}), ...readModelChoice(context, node, model, SEASON_CODES) };
}

function readModel(context: JsonFileContext, node: JsonNode, code: RuleId, key = 'model', required = true): ProductionModelName | undefined {
  return context.fields.string(node, key, code, { required, oneOf: PRODUCTION_MODELS }) as ProductionModelName | undefined;
}
