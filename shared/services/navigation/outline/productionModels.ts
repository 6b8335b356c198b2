// Outline of system/hydro_production_models.json: one entry per plant (named as in hydros.json) with
// its selection mode, and its stage ranges or seasons (labelled as in stages.json) as children; past
// DETAILED_OUTLINE_MAX_ENTRIES entries (the large bench case's 128 plants with their 192 ranges and
// 1,190 seasons: 1,512 symbols), the ranges and seasons are counted in their plant's detail instead.
import type { JsonDocument, JsonNode } from '../../../core/json/document';
import { elements, getProperty, properties } from '../../../core/json/nodes';
import { CASE_FILES } from '../../../core/case/layout';
import { integerAt, stringAt } from '../../../core/json/valueAt';
import { plural } from '../../../core/text';
import type { ServiceContext } from '../../context';
import type { DocumentSymbolResult } from '../../types';
import { documentOf } from '../caseDocuments';
import { describeSeason, seasonLabels, type SeasonLabels } from './stages';
import { DETAILED_OUTLINE_MAX_ENTRIES, joinDetail, named, objectEntries, symbolOf, textAt } from './symbol';

export function productionModelsOutline(context: ServiceContext): DocumentSymbolResult[] {
  const { doc } = context;
  const seasons = seasonLabels(documentOf(context, CASE_FILES.stages)?.root);
  const symbols: DocumentSymbolResult[] = [];
  for (const { key, value } of properties(doc.root)) {
    if (key === 'production_models' && value?.type === 'array') {
      const detailed = outlineEntries(objectEntries(value)) <= DETAILED_OUTLINE_MAX_ENTRIES;
      const children = elements(value).flatMap((entry, index) => (entry.type === 'object' ? [entrySymbol(context, entry, index, seasons, detailed)] : []));
      symbols.push(symbolOf(doc, value, key, 'array', { detail: plural(children.length, 'plant'), children }));
    } else if (key === 'fpha_plane_reduction' && value?.type === 'object') {
      symbols.push(symbolOf(doc, value, key, 'object', { detail: stringAt(value, 'method') }));
    }
  }
  return symbols;
}

/** How many entries the detailed outline would show: each plant and what it lists (no symbol built). */
function outlineEntries(plants: JsonNode[]): number {
  let entries = plants.length;
  for (const plant of plants) {
    const { ranges, seasons } = listedBy(plant);
    entries += ranges.length + seasons.length;
  }
  return entries;
}

/** The stage ranges and seasons a plant's entry lists: those its selection mode reads (both when the mode is neither). */
function listedBy(plant: JsonNode): { ranges: JsonNode[]; seasons: JsonNode[] } {
  const mode = stringAt(plant, 'selection_mode');
  return {
    ranges: mode === 'seasonal' ? [] : objectEntries(getProperty(plant, 'stage_ranges')),
    seasons: mode === 'stage_ranges' ? [] : objectEntries(getProperty(plant, 'seasons')),
  };
}

/** `detailed`: the plant's stage ranges or seasons as its children; else their count in its detail. */
function entrySymbol(context: ServiceContext, entry: JsonNode, index: number, seasons: SeasonLabels, detailed: boolean): DocumentSymbolResult {
  const { doc } = context;
  const hydroId = integerAt(entry, 'hydro_id');
  const name = hydroId !== undefined ? named('hydro', hydroId, context.validation?.model.hydros?.plants.get(hydroId)?.name) : `production_models[${index}]`;
  const mode = stringAt(entry, 'selection_mode');
  const defaultModel = mode === 'seasonal' ? stringAt(entry, 'default_model') : undefined;
  const { ranges, seasons: seasonEntries } = listedBy(entry);
  const counted = !detailed && joinDetail(ranges.length > 0 && plural(ranges.length, 'range'), seasonEntries.length > 0 && plural(seasonEntries.length, 'season'));
  return symbolOf(doc, entry, name, 'object', {
    detail: joinDetail(mode, defaultModel && `default ${defaultModel}`, counted),
    selection: getProperty(entry, 'hydro_id'),
    children: detailed ? [...ranges.map((range) => rangeSymbol(doc, range)), ...seasonEntries.map((season) => seasonSymbol(doc, season, seasons))] : [],
  });
}

function rangeSymbol(doc: JsonDocument, range: JsonNode): DocumentSymbolResult {
  const end = textAt(doc, range, 'end_stage_id');
  const span = `stages ${textAt(doc, range, 'start_stage_id') ?? '?'}..${end === undefined || end === 'null' ? 'end' : end}`;
  return symbolOf(doc, range, span, 'field', { detail: stringAt(range, 'model'), selection: getProperty(range, 'start_stage_id') });
}

function seasonSymbol(doc: JsonDocument, season: JsonNode, seasons: SeasonLabels): DocumentSymbolResult {
  const id = integerAt(season, 'season_id');
  return symbolOf(doc, season, id !== undefined ? describeSeason(id, seasons) : `season ${textAt(doc, season, 'season_id') ?? '?'}`, 'field', {
    detail: stringAt(season, 'model'),
    selection: getProperty(season, 'season_id'),
  });
}
