// season_definitions: STG-004, STG-070..STG-078, STG-083, and STG-090 on the map and its seasons.
// Returns the map with defaults applied and its resolution layout, so stage rules can resolve seasons.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { elements, getProperty, pathOf, properties } from '../../core/json/nodes';
import { FirstDeclarations } from '../../core/json/uniqueness';
import type { CycleType, SeasonInfo, SeasonMapInfo } from '../../model/stages/types';
import { formatMonthDay, layOutSeasonMap } from '../../model/stages/seasons';
import { describePairs, exclusiveSeasonEnds, type ExclusiveSeasonEnds } from './exclusiveSeasonEnds';
import type { RuleId } from '../../rules';
import { documentedKeys } from '../../core/fieldDocs';
import { stagesFieldDocs } from './fields';
import { perObject } from '../../core/perObject';

const CYCLE_TYPES: readonly CycleType[] = ['monthly', 'weekly', 'custom'];
// Each object's known keys are the keys its field documentation lists.
const MAP_KEYS = documentedKeys(stagesFieldDocs, 'season_definitions');
const SEASON_KEYS = documentedKeys(stagesFieldDocs, 'season_definitions.seasons[]');
/** Read only by custom maps (§2.1). */
const BOUNDARY_FIELDS = ['day_start', 'month_end', 'day_end'] as const;
const EXPECTED_COUNT: Partial<Record<CycleType, number>> = { monthly: 12, weekly: 52 };

export function checkSeasonDefinitions(context: JsonFileContext, root: JsonNode): SeasonMapInfo | undefined {
  const { fields } = context;
  const node = fields.object(root, 'season_definitions', 'STG-004', { nullable: true });
  if (!node) return undefined;
  fields.unknownKeys(node, MAP_KEYS, 'STG-090');

  const cycleType = fields.string(node, 'cycle_type', 'STG-070', { required: true, oneOf: CYCLE_TYPES }) as CycleType | undefined;
  const seasonsNode = fields.array(node, 'seasons', 'STG-071', { required: true });
  const seasons = readSeasons(context, node, seasonsNode, cycleType);
  if (seasonsNode) checkSeasonCount(context, seasonsNode, cycleType);

  const layout = layOutSeasonMap(cycleType, seasons);
  const exclusive = cycleType === 'custom' && seasonsNode ? exclusiveSeasonEnds(seasons, layout.overlaps) : undefined;
  if (exclusive) reportExclusiveEnds(context, seasonsNode!, exclusive);
  else for (const overlap of layout.overlaps) reportOverlap(context, seasons[overlap.later]!, seasons[overlap.earlier]!, formatMonthDay(overlap.day), cycleType);

  return { ...(cycleType ? { cycleType } : {}), seasons, multiResolution: layout.multiResolution, node };
}

function readSeasons(context: JsonFileContext, map: JsonNode, list: JsonNode | undefined, cycleType: CycleType | undefined): SeasonInfo[] {
  const seasons: SeasonInfo[] = [];
  // Within the map, so the message names `seasons[4]`.
  const ids = new FirstDeclarations<number>(context.report, 'STG-072');
  for (const { entry, index } of context.fields.objectEntries(list, 'STG-071', 'a season')) {
    const season = readSeason(context, entry, index, cycleType);
    if (season && ids.claim(season.id, entry, `season id ${season.id}`, { atKey: 'id', describeFirst: (first) => pathOf(first, map) })) seasons.push(season);
  }
  return seasons;
}

/** One `seasons[k]` object; undefined when its id or month_start is unusable (already reported). */
function readSeason(context: JsonFileContext, entry: JsonNode, index: number, cycleType: CycleType | undefined): SeasonInfo | undefined {
  const { fields } = context;
  fields.unknownKeys(entry, SEASON_KEYS, 'STG-090');
  const id = fields.integer(entry, 'id', 'STG-072', { required: true, min: 0, label: 'season id' });
  const label = fields.string(entry, 'label', 'STG-073', { required: true, label: 'season label' });
  const monthStart = fields.integer(entry, 'month_start', 'STG-074', { required: true, min: 1, max: 12 });
  const bounds = readBoundaries(context, entry, cycleType);
  if (id === undefined || monthStart === undefined) return undefined;
  return {
    index,
    id,
    ...(label !== undefined ? { label } : {}),
    monthStart,
    dayStart: bounds.dayStart ?? 1,
    monthEnd: bounds.monthEnd ?? monthStart,
    dayEnd: bounds.dayEnd ?? 31,
    node: entry,
  };
}

/**
 * `day_start`, `month_end`, `day_end`: checked on custom maps (and when the cycle type is unknown, so
 * a typo there does not hide them); on monthly and weekly maps the loader ignores them: a hint.
 */
function readBoundaries(context: JsonFileContext, entry: JsonNode, cycleType: CycleType | undefined): { dayStart?: number; monthEnd?: number; dayEnd?: number } {
  const { fields, report } = context;
  if (cycleType === 'monthly' || cycleType === 'weekly') {
    for (const pair of properties(entry)) {
      const { key, value } = pair;
      if (!(BOUNDARY_FIELDS as readonly string[]).includes(key) || !value || value.type === 'null') continue;
      report.at(pair.keyNode, 'STG-078', `"${key}" is ignored on a ${cycleType} map (only custom maps read day_start, month_end and day_end)`, { severity: 'hint' });
    }
    return {};
  }
  const dayStart = fields.integer(entry, 'day_start', 'STG-075', { nullable: true, min: 1, max: 31 });
  const monthEnd = fields.integer(entry, 'month_end', 'STG-076', { nullable: true, min: 1, max: 12 });
  const dayEnd = fields.integer(entry, 'day_end', 'STG-077', { nullable: true, min: 1, max: 31 });
  return {
    ...(dayStart !== undefined ? { dayStart } : {}),
    ...(monthEnd !== undefined ? { monthEnd } : {}),
    ...(dayEnd !== undefined ? { dayEnd } : {}),
  };
}

/** STG-078 (D21): a monthly map should hold 12 seasons and a weekly map 52. */
function checkSeasonCount(context: JsonFileContext, seasonsNode: JsonNode, cycleType: CycleType | undefined): void {
  const expected = cycleType ? EXPECTED_COUNT[cycleType] : undefined;
  const count = elements(seasonsNode).length;
  if (expected === undefined || count === expected) return;
  context.report.at(seasonsNode, 'STG-078', `a ${cycleType} season map should have ${expected} seasons, got ${count}`);
}

/** STG-083 on the later season of a pair of one resolution that share a calendar day. */
function reportOverlap(context: JsonFileContext, later: SeasonInfo, earlier: SeasonInfo, day: string, cycleType: CycleType | undefined): void {
  const message =
    cycleType === 'monthly'
      ? `season ${later.id} has month_start ${later.monthStart}, like season ${earlier.id} (seasons[${earlier.index}]): two monthly seasons cannot cover the same month`
      : `season ${later.id} shares calendar day ${day} with season ${earlier.id} (seasons[${earlier.index}]) of the same resolution (day_end is inclusive)`;
  context.report.onObject(later.node, 'STG-083', message, { data: { seasonId: later.id, otherSeasonId: earlier.id, day } });
}

/** STG-083 once for a map written with exclusive ends (D34), on the seasons list, with every end one day back for the fix. */
function reportExclusiveEnds(context: JsonFileContext, seasonsNode: JsonNode, exclusive: ExclusiveSeasonEnds): void {
  const message =
    `every season ends on the day the next one starts, as if day_end were exclusive, but it is inclusive: ` +
    `${exclusive.pairs.length} pairs of seasons share a day (${describePairs(exclusive.pairs)}); move every end back one day`;
  context.report.at(seasonsNode, 'STG-083', message, { data: { seasonEnds: exclusive.newEnds } });
}

/**
 * The rule shared by `stages[i].season_id` (STG-042) and `pre_study_stages[i].season_id` (STG-065):
 * with no map a season id can never resolve (warning, decision D4); with a map it must name a season
 * (error). Stays silent when the map's seasons could not all be read, rather than guess.
 */
export function checkSeasonReference(context: JsonFileContext, node: JsonNode, seasonId: number, map: SeasonMapInfo | undefined, code: RuleId): void {
  if (!map) {
    context.report.at(node, code, `season_id ${seasonId} can never resolve: stages.json has no season_definitions`, { severity: 'warning' });
    return;
  }
  const declared = declaredSeasonIds(map);
  if (!declared || declared.has(seasonId)) return;
  context.report.at(node, code, `season_id ${seasonId} names no season of season_definitions (declared ids: ${describeIds(declared)})`, { severity: 'error' });
}

/**
 * The season ids `seasons[]` declares, read from the entries themselves (an entry dropped from the
 * model for a bad `month_start` still declares its id); undefined when some entry has no usable id,
 * since a reference might then be meant for it.
 */
// Asked once per stage that names a season: read the seasons once per map (a map is made per check of the file).
export const declaredSeasonIds: (map: SeasonMapInfo) => Set<number> | undefined = perObject(readDeclaredSeasonIds);

function readDeclaredSeasonIds(map: SeasonMapInfo): Set<number> | undefined {
  const seasonsNode = getProperty(map.node, 'seasons');
  if (seasonsNode?.type !== 'array') return undefined;
  const ids = new Set<number>();
  for (const entry of elements(seasonsNode)) {
    const id = getProperty(entry, 'id');
    if (id?.type !== 'number' || !Number.isSafeInteger(id.value) || (id.value as number) < 0) return undefined;
    ids.add(id.value as number);
  }
  return ids;
}

function describeIds(declared: ReadonlySet<number>): string {
  const ids = [...declared].sort((a, b) => a - b);
  if (ids.length === 0) return 'none';
  const contiguous = ids.every((id, i) => i === 0 || id === ids[i - 1]! + 1);
  if (contiguous && ids.length > 2) return `${ids[0]}..${ids[ids.length - 1]}`;
  return ids.length > 12 ? `${ids.slice(0, 10).join(', ')}, … (${ids.length} in all)` : ids.join(', ');
}
