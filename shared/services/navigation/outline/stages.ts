// Outline of stages.json: the policy graph (nodes, transitions), the study stages with their dates
// and season (blocks as children), the pre-study stages and the season map, in document order.
// A long study's outline is a table of contents, not an index of every entry: past
// DETAILED_OUTLINE_MAX_ENTRIES entries, blocks are counted in their stage's detail and the graph's
// nodes and transitions in their list's, instead of being symbols of their own. Ten years of weekly
// stages with three blocks each is 2,708 symbols, a 630 KB reply: its build, transfer and decode
// took 100-200 ms while the case loaded (issue 13's target is 50 ms for every request); without
// blocks and transitions it is 629 symbols. VS Code's own JSON outline caps at 5,000 items.
import type { JsonDocument, JsonNode } from '../../../core/json/document';
import { elements, getProperty, properties } from '../../../core/json/nodes';
import { integerAt, stringAt } from '../../../core/json/valueAt';
import { plural } from '../../../core/text';
import type { ServiceContext } from '../../context';
import type { DocumentSymbolResult } from '../../types';
import { DETAILED_OUTLINE_MAX_ENTRIES, joinDetail, named, objectEntries, symbolOf, textAt } from './symbol';

export type SeasonLabels = ReadonlyMap<number, string | undefined>;

export function stagesOutline(context: ServiceContext): DocumentSymbolResult[] {
  const { doc } = context;
  const seasons = seasonLabels(doc.root);
  const detailed = outlineEntries(doc.root) <= DETAILED_OUTLINE_MAX_ENTRIES;
  const symbols: DocumentSymbolResult[] = [];
  for (const { key, value } of properties(doc.root)) {
    if (!value) continue;
    if (key === 'policy_graph') symbols.push(policyGraphSymbol(doc, value, detailed));
    else if (key === 'stages') symbols.push(listSymbol(doc, value, 'study stage', (entry, index) => stageSymbol(context, entry, index, seasons, detailed ? 'listed' : 'counted')));
    else if (key === 'pre_study_stages') symbols.push(listSymbol(doc, value, 'pre-study stage', (entry, index) => stageSymbol(context, entry, index, seasons, 'none')));
    else if (key === 'season_definitions') symbols.push(seasonMapSymbol(doc, value));
  }
  return symbols;
}

/** How many entries the detailed outline would show (stages, blocks, nodes, transitions, pre-study stages, seasons), no symbol built. */
function outlineEntries(root: JsonNode | undefined): number {
  const graph = getProperty(root, 'policy_graph');
  const stages = objectEntries(getProperty(root, 'stages'));
  let entries = stages.length + objectEntries(getProperty(graph, 'nodes')).length + objectEntries(getProperty(graph, 'transitions')).length;
  for (const stage of stages) entries += objectEntries(getProperty(stage, 'blocks')).length;
  return entries + objectEntries(getProperty(root, 'pre_study_stages')).length + objectEntries(getProperty(getProperty(root, 'season_definitions'), 'seasons')).length;
}

/** id → label of the season map as it is in the text now. */
export function seasonLabels(root: JsonNode | undefined): SeasonLabels {
  const labels = new Map<number, string | undefined>();
  for (const season of elements(getProperty(getProperty(root, 'season_definitions'), 'seasons'))) {
    const id = integerAt(season, 'id');
    if (id !== undefined && !labels.has(id)) labels.set(id, stringAt(season, 'label'));
  }
  return labels;
}

/** An array of entries as a symbol with one child per object entry (none without `entrySymbol`: the entries are only counted). */
function listSymbol(doc: JsonDocument, list: JsonNode, noun: string, entrySymbol?: (entry: JsonNode, index: number) => DocumentSymbolResult): DocumentSymbolResult {
  const entries = elements(list);
  const children = entrySymbol ? entries.flatMap((entry, index) => (entry.type === 'object' ? [entrySymbol(entry, index)] : [])) : [];
  const key = String(list.parent?.children?.[0]?.value ?? noun);
  return symbolOf(doc, list, key, 'array', { detail: list.type === 'array' ? plural(entries.length, noun) : undefined, children });
}

/** `detailed`: each node and transition a symbol of its own; else only their lists, with their counts. */
function policyGraphSymbol(doc: JsonDocument, graph: JsonNode, detailed: boolean): DocumentSymbolResult {
  const rate = textAt(doc, graph, 'annual_discount_rate');
  const children: DocumentSymbolResult[] = [];
  const nodes = getProperty(graph, 'nodes');
  if (nodes?.type === 'array') children.push(listSymbol(doc, nodes, 'node', detailed ? (entry) => policyNodeSymbol(doc, entry) : undefined));
  const transitions = getProperty(graph, 'transitions');
  if (transitions?.type === 'array') children.push(listSymbol(doc, transitions, 'transition', detailed ? (entry) => transitionSymbol(doc, entry) : undefined));
  return symbolOf(doc, graph, 'policy_graph', 'object', { detail: joinDetail(stringAt(graph, 'type'), rate !== undefined && `discount ${rate}/year`), children });
}

function policyNodeSymbol(doc: JsonDocument, node: JsonNode): DocumentSymbolResult {
  const scenario = integerAt(node, 'scenario_id');
  const stage = textAt(doc, node, 'stage_id');
  return symbolOf(doc, node, `node ${textAt(doc, node, 'id') ?? '?'}`, 'constant', {
    detail: joinDetail(stage !== undefined && `stage ${stage}`, scenario !== undefined && `scenario ${scenario}`, stringAt(node, 'label')),
    selection: getProperty(node, 'id'),
  });
}

function transitionSymbol(doc: JsonDocument, transition: JsonNode): DocumentSymbolResult {
  const probability = textAt(doc, transition, 'probability');
  const override = textAt(doc, transition, 'annual_discount_rate_override');
  return symbolOf(doc, transition, `${textAt(doc, transition, 'source_id') ?? '?'} → ${textAt(doc, transition, 'target_id') ?? '?'}`, 'field', {
    detail: joinDetail(probability !== undefined && `p ${probability}`, override !== undefined && override !== 'null' && `discount ${override}/year`),
  });
}

/** A stage's blocks in the outline: symbols of their own, a count in the stage's detail, or none (pre-study stages have none). */
type StageBlocks = 'listed' | 'counted' | 'none';

function stageSymbol(context: ServiceContext, stage: JsonNode, index: number, seasons: SeasonLabels, blocks: StageBlocks): DocumentSymbolResult {
  const { doc } = context;
  const id = integerAt(stage, 'id');
  const study = blocks !== 'none';
  const blockNodes = study ? objectEntries(getProperty(stage, 'blocks')) : [];
  return symbolOf(doc, stage, id !== undefined ? `stage ${id}` : `${study ? 'stages' : 'pre_study_stages'}[${index}]`, 'event', {
    detail: joinDetail(datesOf(doc, stage), seasonOf(context, stage, id, seasons), blocks === 'counted' && blockNodes.length > 0 && plural(blockNodes.length, 'block')),
    selection: getProperty(stage, 'id'),
    children: blocks === 'listed' ? blockNodes.map((block) => blockSymbol(doc, block)) : [],
  });
}

function datesOf(doc: JsonDocument, entry: JsonNode): string | undefined {
  const start = textAt(doc, entry, 'start_date');
  const end = textAt(doc, entry, 'end_date');
  if (start && end) return `${start} → ${end}`;
  return start ? `from ${start}` : end ? `until ${end}` : undefined;
}

/** The explicit season_id as written now, else the season the last validation derived from start_date. */
function seasonOf(context: ServiceContext, stage: JsonNode, id: number | undefined, seasons: SeasonLabels): string | undefined {
  const explicit = integerAt(stage, 'season_id');
  if (explicit !== undefined) return describeSeason(explicit, seasons);
  const derived = id !== undefined ? context.validation?.resolved.stageById.get(id)?.seasonId : undefined;
  return derived !== undefined ? `${describeSeason(derived, seasons)}, from start_date` : undefined;
}

export function describeSeason(id: number, seasons: SeasonLabels): string {
  const label = seasons.get(id);
  return label ? `season ${id} ${label}` : `season ${id}`;
}

function blockSymbol(doc: JsonDocument, block: JsonNode): DocumentSymbolResult {
  const hours = textAt(doc, block, 'hours');
  return symbolOf(doc, block, named('block', textAt(doc, block, 'id') ?? '?', stringAt(block, 'name')), 'field', {
    detail: hours !== undefined ? `${hours} h` : undefined,
    selection: getProperty(block, 'id'),
  });
}

function seasonMapSymbol(doc: JsonDocument, map: JsonNode): DocumentSymbolResult {
  const seasons = getProperty(map, 'seasons');
  const children = elements(seasons)
    .filter((season) => season.type === 'object')
    .map((season) => symbolOf(doc, season, `season ${textAt(doc, season, 'id') ?? '?'}`, 'constant', { detail: stringAt(season, 'label'), selection: getProperty(season, 'id') }));
  return symbolOf(doc, map, 'season_definitions', 'object', {
    detail: joinDetail(stringAt(map, 'cycle_type'), seasons?.type === 'array' && plural(elements(seasons).length, 'season')),
    children,
  });
}
