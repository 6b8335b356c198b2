// stages[] of stages.json: each study stage, its blocks and its optional settings (STG-003,
// STG-030..STG-050). Returns every object entry so cross-file rules and hovers can point back at it.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { elements, getProperty, hasProperty, isNullField, peekProperty, propertyNode } from '../../core/json/nodes';
import { checkEntries } from '../entryReuse';
import { FirstDeclarations } from '../../core/json/uniqueness';
import { listIds } from '../../core/text';
import type { PolicyGraphInfo, SeasonMapInfo, StageInfo } from '../../model/stages/types';
import { checkSeasonReference } from './seasonMap';
import { documentedKeys } from '../../core/fieldDocs';
import { stagesFieldDocs } from './fields';
import { olderKeyRenames } from '../../core/rules/olderKeys';

// Each object's known keys are the keys its field documentation lists.
const STAGE_KEYS = documentedKeys(stagesFieldDocs, 'stages[]');
const BLOCK_KEYS = documentedKeys(stagesFieldDocs, 'stages[].blocks[]');
const STATE_VARIABLE_KEYS = documentedKeys(stagesFieldDocs, 'stages[].state_variables');
const RISK_MEASURE_KEYS = documentedKeys(stagesFieldDocs, 'stages[].risk_measure');
const CVAR_KEYS = documentedKeys(stagesFieldDocs, 'stages[].risk_measure.cvar');
const BLOCK_MODES = ['parallel', 'chronological'] as const;
const SAMPLING_METHODS = ['saa', 'lhs', 'qmc_sobol', 'qmc_halton', 'selective', 'historical_residuals'] as const;
/** Decision D1: the example cases still use the older name of `num_openings`. */
const STAGE_RENAMES = olderKeyRenames('num_scenarios');
const OLDER_OPENINGS_KEY = 'num_scenarios';

interface StageParts {
  policyGraph: PolicyGraphInfo | undefined;
  seasonMap: SeasonMapInfo | undefined;
}

export function checkStageList(context: JsonFileContext, root: JsonNode, parts: StageParts): StageInfo[] {
  const list = context.fields.array(root, 'stages', 'STG-003', { required: true });
  const ids = new FirstDeclarations<number>(context.report, 'STG-030');
  const entries = context.fields.objectEntries(list, 'STG-003', 'stage');
  return checkEntries(context, 'stages', entries, (entry, index) => checkStage(context, entry, index, ids, parts), {
    // A stage's id is the one value of it that other stages' checks read (a duplicate names the first).
    sharedValue: (entry) => propertyNode(entry, 'id'),
    replayed: (stage, entry) => {
      if (stage.id !== undefined) ids.note(stage.id, entry);
    },
  });
}

function checkStage(context: JsonFileContext, stage: JsonNode, index: number, ids: FirstDeclarations<number>, parts: StageParts): StageInfo {
  const { fields } = context;
  const id = readStageId(context, stage, ids);
  const dates = fields.dateSpan(stage, 'STG-032', 'STG-033');
  const blockHours = readBlocks(context, stage);
  const { numOpenings, olderNameReported } = readNumOpenings(context, stage, id, parts.policyGraph);
  // D1: the older name that STG-039 already reports is one problem, not also an unknown key.
  const known = olderNameReported ? [...STAGE_KEYS, OLDER_OPENINGS_KEY] : STAGE_KEYS;
  // Renaming onto a present `num_openings` would make a duplicate key: then it is a plain unknown key.
  fields.unknownKeys(stage, known, 'STG-090', hasProperty(stage, 'num_openings') ? {} : { renames: STAGE_RENAMES });
  const seasonId = readSeasonId(context, stage, parts.seasonMap);
  fields.string(stage, 'block_mode', 'STG-043', { oneOf: BLOCK_MODES });
  checkStateVariables(context, stage);
  checkRiskMeasure(context, stage);
  const samplingMethod = fields.string(stage, 'sampling_method', 'STG-049', { oneOf: SAMPLING_METHODS });
  // The spec gives the stage override no range; applying the global ">= 0" is our judgement (STG-050).
  const discountOverride = fields.number(stage, 'annual_discount_rate_override', 'STG-050', { nullable: true, finite: true, min: 0 });

  return {
    index,
    ...(id !== undefined ? { id } : {}),
    ...dates,
    ...(seasonId !== undefined ? { seasonId } : {}),
    ...(numOpenings !== undefined ? { numOpenings } : {}),
    ...(samplingMethod !== undefined ? { samplingMethod } : {}),
    ...(discountOverride !== undefined ? { discountOverride } : isNullField(stage, 'annual_discount_rate_override') ? { discountOverride: null } : {}),
    blockHours,
    node: stage,
  };
}

/** STG-030 (missing, mistyped, duplicate) and STG-031 (negative: read as a pre-study stage). */
function readStageId(context: JsonFileContext, stage: JsonNode, ids: FirstDeclarations<number>): number | undefined {
  const id = context.fields.integer(stage, 'id', 'STG-030', { required: true, label: 'stage id' });
  if (id === undefined) return undefined;
  ids.claim(id, stage, `stage id ${id}`, { atKey: 'id' });
  if (id < 0) {
    context.report.at(
      getProperty(stage, 'id')!,
      'STG-031',
      `stage id ${id} is negative: the loader reads this entry as a pre-study stage, so its blocks and study settings play no part`,
    );
  }
  return id;
}

/** STG-034..STG-037; returns the valid block hours in array order. */
function readBlocks(context: JsonFileContext, stage: JsonNode): number[] {
  const { fields, report } = context;
  const list = fields.array(stage, 'blocks', 'STG-034', { required: true });
  if (!list) return [];
  const count = elements(list).length;
  if (count === 0) report.at(list, 'STG-034', 'blocks must not be empty: a stage needs at least one load block');

  const hours: number[] = [];
  const ids: Array<{ id: number; entry: JsonNode }> = [];
  for (const { entry } of fields.objectEntries(list, 'STG-034', 'block')) {
    fields.unknownKeys(entry, BLOCK_KEYS, 'STG-090');
    const id = fields.integer(entry, 'id', 'STG-035', { required: true, label: 'block id' });
    if (id !== undefined) ids.push({ id, entry });
    fields.string(entry, 'name', 'STG-036', { required: true, label: 'block name' });
    const value = fields.number(entry, 'hours', 'STG-037', { required: true, finite: true, min: 0, minExclusive: true, label: 'block hours' });
    if (value !== undefined) hours.push(value);
  }
  checkBlockIds(context, ids, count);
  return hours;
}

/** STG-035: the block ids of a stage are exactly 0..n-1, each once, in any order. */
function checkBlockIds(context: JsonFileContext, ids: ReadonlyArray<{ id: number; entry: JsonNode }>, count: number): void {
  // Nearly every stage: nothing to report, so no message is built (this runs per stage of a large file).
  if (isExactRange(ids, count)) return;
  const present = new Set(ids.map(({ id }) => id));
  const missing = new Set<number>();
  for (let id = 0; id < count; id++) if (!present.has(id)) missing.add(id);
  const expectation =
    (count === 1 ? 'the only block must have id 0' : `block ids must be 0..${count - 1}, each once`) + (count > 1 && missing.size > 0 ? ` (missing ${listIds(missing)})` : '');

  const firsts = new FirstDeclarations<number>(context.report, 'STG-035');
  for (const { id, entry } of ids) {
    if (id < 0 || id >= count) context.report.at(getProperty(entry, 'id')!, 'STG-035', `block id ${id} is out of range: ${expectation}`);
    else firsts.claim(id, entry, `block id ${id}`, { atKey: 'id', suffix: `; ${expectation}` });
  }
}

/** True when the ids are 0..count-1, each once: then STG-035 has nothing to say. */
function isExactRange(ids: ReadonlyArray<{ id: number }>, count: number): boolean {
  if (ids.length !== count) return false;
  const seen = new Uint8Array(count);
  for (const { id } of ids) {
    if (id < 0 || id >= count || seen[id]) return false;
    seen[id] = 1;
  }
  return true;
}

/**
 * STG-038 (type, >= 1) and STG-039 (required when policy_graph declares no nodes: the plain stage
 * chain, also when policy_graph is missing, decision D33). Decision D1: when only the older name
 * `num_scenarios` is there, STG-039 sits on that key with the rename (the sink folds a file's
 * occurrences into one problem).
 */
function readNumOpenings(
  context: JsonFileContext,
  stage: JsonNode,
  id: number | undefined,
  policyGraph: PolicyGraphInfo | undefined,
): { numOpenings: number | null | undefined; olderNameReported: boolean } {
  const value = context.fields.integer(stage, 'num_openings', 'STG-038', { nullable: true, min: 1 });
  if (value !== undefined) return { numOpenings: value, olderNameReported: false };
  const node = getProperty(stage, 'num_openings');
  const isNull = node?.type === 'null';
  const numOpenings = isNull ? null : undefined;
  // Under nodes, STG-040/041 are cross-file. A missing policy_graph has no nodes (D33).
  // A negative id makes the entry a pre-study stage (STG-031), which has no openings to declare.
  const isStudyStage = id === undefined || id >= 0;
  if (policyGraph?.nodesDeclared || !isStudyStage) return { numOpenings, olderNameReported: false };
  if (node) {
    if (isNull) context.report.at(node, 'STG-039', '"num_openings" must be an integer >= 1 when policy_graph has no nodes, got null');
    return { numOpenings, olderNameReported: false };
  }
  const olderKey = propertyNode(stage, OLDER_OPENINGS_KEY)?.children?.[0];
  if (olderKey) {
    context.report.at(olderKey, 'STG-039', `"${OLDER_OPENINGS_KEY}" is the older name of the required field "num_openings": rename it`, {
      data: { unknownKey: OLDER_OPENINGS_KEY, rename: STAGE_RENAMES[OLDER_OPENINGS_KEY] },
    });
    return { numOpenings, olderNameReported: true };
  }
  context.report.onObject(stage, 'STG-039', 'missing required field "num_openings" (needed when policy_graph has no nodes)', { data: { missingKey: 'num_openings' } });
  return { numOpenings, olderNameReported: false };
}

/** STG-042: an explicit season must name a season of the map; with no map at all it can never resolve (D4). */
function readSeasonId(context: JsonFileContext, stage: JsonNode, seasonMap: SeasonMapInfo | undefined): number | undefined {
  const seasonId = context.fields.integer(stage, 'season_id', 'STG-042', { nullable: true });
  // Peeked (see `peekValueOf`): the check only reports on the node.
  if (seasonId !== undefined) checkSeasonReference(context, peekProperty(stage, 'season_id')!, seasonId, seasonMap, 'STG-042');
  return seasonId;
}

/** STG-044: object or null, with boolean `storage` and `inflow_lags`. */
function checkStateVariables(context: JsonFileContext, stage: JsonNode): void {
  const { fields } = context;
  const stateVariables = fields.object(stage, 'state_variables', 'STG-044', { nullable: true });
  if (!stateVariables) return;
  fields.unknownKeys(stateVariables, STATE_VARIABLE_KEYS, 'STG-090');
  fields.boolean(stateVariables, 'storage', 'STG-044');
  fields.boolean(stateVariables, 'inflow_lags', 'STG-044');
}

/** STG-045..STG-048: the string "expectation", or an object holding `cvar` with alpha in (0, 1] and lambda in [0, 1]. */
function checkRiskMeasure(context: JsonFileContext, stage: JsonNode): void {
  const { fields, report } = context;
  const node = getProperty(stage, 'risk_measure');
  if (!node || node.type === 'property') return;
  if (node.type === 'string') {
    fields.string(stage, 'risk_measure', 'STG-045', { oneOf: ['expectation'] });
    return;
  }
  if (node.type !== 'object') {
    report.at(node, 'STG-045', `risk_measure must be "expectation" or an object holding "cvar", got ${fields.got(node)}`);
    return;
  }
  fields.unknownKeys(node, RISK_MEASURE_KEYS, 'STG-090');
  const cvar = fields.object(node, 'cvar', 'STG-046', { required: true });
  if (!cvar) return;
  fields.unknownKeys(cvar, CVAR_KEYS, 'STG-090');
  fields.number(cvar, 'alpha', 'STG-047', { required: true, min: 0, minExclusive: true, max: 1, label: 'cvar alpha' });
  fields.number(cvar, 'lambda', 'STG-048', { required: true, min: 0, max: 1, label: 'cvar lambda' });
}
