// The values a new or incomplete entry should most likely take, worked out from its neighbours and
// the rest of the case: a new stage continues the calendar at its cadence with block hours that
// add up to its calendar hours, a new thermal bound fills a cell an anticipated thermal's lead
// reaches, a new production-model entry names a plant that has none, and so on. Whole-entry
// snippets, key insertions and value completions all prefill from here.
import type { JsonNode } from '../../core/json/document';
import type { DateValue } from '../../core/json/fields';
import { elements, getProperty } from '../../core/json/nodes';
import { CASE_FILES } from '../../core/case/layout';
import { integerAt, numberAt, stringAt } from '../../core/json/valueAt';
import { deriveSeason, monthName } from '../../model/stages/seasons';
import type { ServiceContext } from '../context';
import { patternOf } from './cursor';
import type { JsonValue } from './snippetText';
import { cadenceOf, cadenceOfDuration, calendarHours, dateAt, describeCadence, ONE_MONTH, shiftDate, splitHours, type Cadence } from '../../model/stages/cadence';
import { dateAtKey, integersOf, missingThermalCells, plantsById, plantsWithEntries, seasonsOfMap, siblings, studyStages } from './caseFacts';

export interface Suggested {
  value: JsonValue;
  /** Why this value, in a few words (shown next to the completion). */
  note?: string;
}

/** Suggested values by key, in the order a new entry lists them. */
export type Suggestions = Map<string, Suggested>;

export interface EntrySite {
  context: ServiceContext;
  /** The object holding the array (the stage for `blocks`, the root for `stages`). */
  holder: JsonNode | undefined;
  /** The array, unless it is being inserted. */
  array: JsonNode | undefined;
  /** The entry's position in the array: an existing entry's index, or where a new one goes. */
  index: number;
  /** The existing entry, when completing inside it. */
  entry?: JsonNode;
}

type Provider = (site: EntrySite) => Suggestions;

const { stages: STAGES, postStudy: POST, productionModels: HPM } = CASE_FILES;

const PROVIDERS: ReadonlyMap<string, Provider> = new Map([
  [`${STAGES}\u0000stages`, studyStage],
  [`${STAGES}\u0000stages[].blocks`, block],
  [`${STAGES}\u0000pre_study_stages`, preStudyStage],
  [`${STAGES}\u0000policy_graph.nodes`, policyNode],
  [`${STAGES}\u0000policy_graph.transitions`, transition],
  [`${STAGES}\u0000season_definitions.seasons`, season],
  [`${POST}\u0000stages`, postStudyStage],
  [`${POST}\u0000thermal_bounds`, thermalBound],
  [`${HPM}\u0000production_models`, productionModel],
  [`${HPM}\u0000production_models[].stage_ranges`, stageRange],
  [`${HPM}\u0000production_models[].seasons`, seasonChoice],
]);

/** Suggestions for an entry of the array at `pattern` (none for arrays without a provider). */
export function suggestionsForEntry(pattern: string, site: EntrySite): Suggestions {
  const provider = PROVIDERS.get(`${site.context.file.replace(/\\/g, '/')}\u0000${pattern}`);
  return provider ? provider(site) : new Map();
}

/** Suggestions for the keys of an object being edited, when it is an entry of an array. */
export function suggestionsInObject(context: ServiceContext, object: JsonNode): Suggestions {
  const array = object.parent;
  if (array?.type !== 'array') return new Map();
  return suggestionsForEntry(patternOf(array), { context, holder: array.parent?.parent, array, index: elements(array).indexOf(object), entry: object });
}

// ---------------------------------------------------------------------------------------------
// stages.json

function studyStage(site: EntrySite): Suggestions {
  const out: Suggestions = new Map();
  const previous = previousEntry(site);
  const name = stageName(previous);
  out.set('id', { value: nextId(integerAt(previous, 'id'), integersOf(site.array, 'id', site.entry)), note: 'the next free stage id' });

  // The calendar continues after the stage that ends last, whatever the array order, so a new
  // stage never overlaps one (STG-087); stages with broken dates are passed over.
  const last = lastDatedStudyStage(site);
  const lastName = stageName(last?.entry);
  if (last) out.set('start_date', { value: last.end.text, note: `the end_date of ${lastName}, the last stage in date order` });
  const start = dateAtKey(site.entry, 'start_date') ?? last?.end;
  if (!start) return out;

  const cadence = (last && cadenceOf(last.start, last.end)) || ONE_MONTH;
  const suggestedEnd = shiftDate(start, cadence);
  out.set('end_date', { value: suggestedEnd.text, note: `${describeCadence(cadence)} after start_date${last ? ` (the cadence of ${lastName})` : ''}` });
  const end = dateAtKey(site.entry, 'end_date') ?? suggestedEnd;

  const seasonMap = site.context.validation?.model.stages?.seasonMap;
  if (seasonMap && getProperty(previous, 'season_id')?.type === 'number') {
    const derived = deriveSeason(seasonMap, start);
    if ('season' in derived) out.set('season_id', { value: derived.season.id, note: `${derived.season.label ?? 'the season'} of ${start.text} (${derived.reason})` });
  }

  if (end.day > start.day) {
    const total = calendarHours(start, end);
    const pattern = blocksOf(previous);
    const hours = splitHours(
      total,
      pattern.map((b) => b.hours),
    );
    const blocks: JsonValue = pattern.length ? pattern.map((b, k) => ({ id: b.id, name: b.name, hours: hours[k]! })) : [{ id: 0, name: 'SINGLE', hours: total }];
    const like = pattern.length > 1 ? `the blocks of ${name} in the same proportions, ` : '';
    out.set('blocks', { value: blocks, note: `${like}${total} hours in all: the calendar hours of ${start.text}..${end.text}` });
  }
  const openings = integerAt(previous, 'num_openings');
  if (openings !== undefined) out.set('num_openings', { value: openings, note: `as ${name}` });
  return out;
}

function block(site: EntrySite): Suggestions {
  const out: Suggestions = new Map();
  const others = siblings(site.array, site.entry);
  out.set('id', { value: smallestFree(integersOf(site.array, 'id', site.entry)), note: 'block ids are 0..n-1 within the stage' });
  const stage = site.holder;
  const start = dateAtKey(stage, 'start_date');
  const end = dateAtKey(stage, 'end_date');
  if (start && end && end.day > start.day) {
    const total = calendarHours(start, end);
    const left = total - others.reduce((sum, other) => sum + (numberAt(other, 'hours') ?? 0), 0);
    if (left > 0) out.set('hours', { value: left, note: `the ${left} of the stage's ${total} calendar hours no other block takes` });
  }
  return out;
}

/** A new lag goes before the earliest pre-study stage (or before the study), at the same cadence. */
function preStudyStage(site: EntrySite): Suggestions {
  const out: Suggestions = new Map();
  const ids = integersOf(site.array, 'id', site.entry);
  out.set('id', { value: Math.min(0, ...ids) - 1, note: 'the next negative id (pre-study stages come before the study)' });
  const root = site.holder;
  const periods = [...siblings(site.array, site.entry), ...siblings(getProperty(root, 'stages'))]
    .map((entry) => ({ start: dateAtKey(entry, 'start_date'), end: dateAtKey(entry, 'end_date') }))
    .filter((p): p is { start: NonNullable<typeof p.start>; end: NonNullable<typeof p.end> } => p.start !== undefined && p.end !== undefined);
  const earliest = periods.reduce<(typeof periods)[number] | undefined>((best, p) => (!best || p.start.day < best.start.day ? p : best), undefined);
  if (!earliest) return out;
  const cadence = cadenceOf(earliest.start, earliest.end) ?? ONE_MONTH;
  out.set('start_date', { value: shiftDate(earliest.start, cadence, -1).text, note: `${describeCadence(cadence)} before ${earliest.start.text}, the earliest start so far` });
  out.set('end_date', { value: earliest.start.text, note: 'the earliest start so far' });
  return out;
}

function policyNode(site: EntrySite): Suggestions {
  const out: Suggestions = new Map();
  const ids = integersOf(site.array, 'id', site.entry);
  out.set('id', { value: ids.size ? Math.max(...ids) + 1 : 0, note: 'the next node id' });
  const taken = integersOf(site.array, 'stage_id', site.entry);
  const root = site.holder?.parent?.parent;
  const free = stageIdsInOrder(root).find((id) => !taken.has(id));
  if (free !== undefined) out.set('stage_id', { value: free, note: 'the first study stage without a node' });
  return out;
}

/** Chain the transition on: from where the previous one leads to the endpoint after it. */
function transition(site: EntrySite): Suggestions {
  const out: Suggestions = new Map();
  const graph = site.holder;
  const nodes = elements(getProperty(graph, 'nodes'));
  const endpoints = nodes.length ? nodes.map((n) => integerAt(n, 'id')).filter((id): id is number => id !== undefined) : stageIdsInOrder(graph?.parent?.parent);
  const what = nodes.length ? 'node' : 'stage';
  const from = integerAt(previousEntry(site), 'target_id') ?? endpoints[0];
  if (from === undefined) return out;
  out.set('source_id', { value: from, note: `the ${what} the previous transition leads to` });
  const after = endpoints[endpoints.indexOf(from) + 1];
  if (endpoints.includes(from) && after !== undefined) out.set('target_id', { value: after, note: `the ${what} after ${what} ${from}` });
  return out;
}

function season(site: EntrySite): Suggestions {
  const out: Suggestions = new Map();
  const ids = integersOf(site.array, 'id', site.entry);
  out.set('id', { value: ids.size ? Math.max(...ids) + 1 : 0, note: 'the next season id' });
  if (stringAt(site.holder, 'cycle_type') === 'monthly') {
    const month = ((integerAt(previousEntry(site), 'month_start') ?? 0) % 12) + 1;
    out.set('label', { value: monthName(month), note: 'the month after the previous season' });
    out.set('month_start', { value: month, note: 'the month after the previous season' });
  }
  return out;
}

function stageIdsInOrder(stagesRoot: JsonNode | undefined): number[] {
  return siblings(getProperty(stagesRoot, 'stages'))
    .map((entry) => integerAt(entry, 'id'))
    .filter((id): id is number => id !== undefined && id >= 0);
}

/** The other study stage whose dates read and end latest (ties: the later entry). */
function lastDatedStudyStage(site: EntrySite): { entry: JsonNode; start: DateValue; end: DateValue } | undefined {
  let last: { entry: JsonNode; start: DateValue; end: DateValue } | undefined;
  for (const entry of elements(site.array)) {
    if (entry === site.entry || entry.type !== 'object' || (integerAt(entry, 'id') ?? 0) < 0) continue;
    const start = dateAtKey(entry, 'start_date');
    const end = dateAtKey(entry, 'end_date');
    if (start && end && end.day > start.day && (!last || end.day >= last.end.day)) last = { entry, start, end };
  }
  return last;
}

function stageName(stage: JsonNode | undefined): string {
  const id = integerAt(stage, 'id');
  return id === undefined ? 'the previous stage' : `stage ${id}`;
}

function blocksOf(stage: JsonNode | undefined): Array<{ id: number; name: string; hours: number }> {
  const blocks = siblings(getProperty(stage, 'blocks')).map((b) => ({ id: integerAt(b, 'id'), name: stringAt(b, 'name'), hours: numberAt(b, 'hours') }));
  return blocks.every((b) => b.id !== undefined && b.name !== undefined && b.hours !== undefined && b.hours > 0)
    ? (blocks as Array<{ id: number; name: string; hours: number }>)
    : [];
}

// ---------------------------------------------------------------------------------------------
// post_study_stages.json

function postStudyStage(site: EntrySite): Suggestions {
  const out: Suggestions = new Map();
  const previous = previousEntry(site);
  const previousStart = dateAtKey(previous, 'start_date');
  const previousHours = numberAt(previous, 'duration_hours');
  let start = previousStart && previousHours !== undefined && previousHours % 24 === 0 ? dateAt(previousStart.day + previousHours / 24) : undefined;
  if (start) out.set('start_date', { value: start.text, note: 'where the previous post-study stage ends (start + duration_hours)' });
  else if (!previous && site.context.validation?.resolved.horizonEnd) {
    start = site.context.validation.resolved.horizonEnd;
    out.set('start_date', { value: start.text, note: 'the study horizon end (the latest end_date of stages.json)' });
  }
  start = dateAtKey(site.entry, 'start_date') ?? start;
  if (!start) return out;
  const lastStudy = studyStages(site.context).at(-1)?.info;
  const cadence: Cadence =
    (previousStart && previousHours !== undefined && cadenceOfDuration(previousStart, previousHours)) ||
    (lastStudy?.start && lastStudy.end && cadenceOf(lastStudy.start, lastStudy.end)) ||
    ONE_MONTH;
  const hours = calendarHours(start, shiftDate(start, cadence));
  out.set('duration_hours', { value: hours, note: `the calendar hours of ${describeCadence(cadence)} from ${start.text}` });
  return out;
}

function thermalBound(site: EntrySite): Suggestions {
  const out: Suggestions = new Map();
  const cell = missingThermalCells(site.context, site.holder, site.entry)[0];
  if (!cell) return out;
  const { thermal, index } = cell;
  const why = `${thermal.name ?? `thermal ${thermal.id}`} (lead ${thermal.anticipated?.leadStages}) reaches post-study stage ${index} and has no row for it`;
  out.set('thermal_id', { value: thermal.id, note: why });
  out.set('post_study_stage_index', { value: index, note: why });
  const previous = previousEntry(site);
  if (integerAt(previous, 'thermal_id') === thermal.id) {
    for (const key of ['cost_per_mwh', 'min_mw', 'max_mw']) {
      const value = numberAt(previous, key);
      if (value !== undefined) out.set(key, { value, note: 'as the previous row of this thermal' });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// system/hydro_production_models.json

/** The first plant without an entry; fpha plants first, since they cannot do without one (XF-001). */
function productionModel(site: EntrySite): Suggestions {
  const out: Suggestions = new Map();
  const covered = plantsWithEntries(site.holder, site.entry);
  const candidates = plantsById(site.context).filter((plant) => !covered.has(plant.id));
  const plant = candidates.find((p) => p.model === 'fpha') ?? candidates[0];
  if (!plant) return out;
  out.set('hydro_id', { value: plant.id, note: `${plant.name ?? `plant ${plant.id}`} has no entry yet${plant.model === 'fpha' ? ' (an fpha plant needs one)' : ''}` });
  const first = studyStages(site.context)[0]?.info.id ?? 0;
  const model = plant.model ?? 'fpha';
  out.set('stage_ranges', { value: [{ start_stage_id: first, end_stage_id: null, model }], note: `every stage from ${first} on, with the plant's model (${model})` });
  return out;
}

function stageRange(site: EntrySite): Suggestions {
  const out: Suggestions = new Map();
  const previous = previousEntry(site);
  const end = integerAt(previous, 'end_stage_id');
  if (end !== undefined) out.set('start_stage_id', { value: end + 1, note: `right after the previous range, which ends at stage ${end}` });
  else if (!previous) {
    const first = studyStages(site.context)[0]?.info.id;
    if (first !== undefined) out.set('start_stage_id', { value: first, note: 'the first study stage' });
  }
  return out;
}

function seasonChoice(site: EntrySite): Suggestions {
  const out: Suggestions = new Map();
  const listed = integersOf(site.array, 'season_id', site.entry);
  const next = seasonsOfMap(site.context).find((s) => !listed.has(s.id));
  if (next) out.set('season_id', { value: next.id, note: `${next.label ?? `season ${next.id}`}: the first season without an entry` });
  return out;
}

// ---------------------------------------------------------------------------------------------

/** The nearest object entry before the site (never the entry itself). */
function previousEntry(site: EntrySite): JsonNode | undefined {
  const entries = elements(site.array);
  for (let i = Math.min(site.index, entries.length) - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (entry !== site.entry && entry.type === 'object') return entry;
  }
  return undefined;
}

/** The previous id plus one when free, else one past the largest (never negative). */
function nextId(previous: number | undefined, taken: ReadonlySet<number>): number {
  if (previous !== undefined && previous >= 0 && !taken.has(previous + 1)) return previous + 1;
  return Math.max(-1, ...taken) + 1;
}

function smallestFree(taken: ReadonlySet<number>): number {
  let id = 0;
  while (taken.has(id)) id++;
  return id;
}
