// Outline of post_study_stages.json: the post-study stages by position (what post_study_stage_index
// names) with start and duration, and the thermal bounds grouped by thermal; past
// DETAILED_OUTLINE_MAX_ENTRIES entries, a thermal's rows are only counted in its detail.
import type { JsonDocument, JsonNode } from '../../../core/json/document';
import { elements, getProperty, properties } from '../../../core/json/nodes';
import { integerAt } from '../../../core/json/valueAt';
import { plural } from '../../../core/text';
import type { ServiceContext } from '../../context';
import type { DocumentSymbolResult } from '../../types';
import { DETAILED_OUTLINE_MAX_ENTRIES, groupSymbol, joinDetail, named, objectEntries, symbolOf, textAt } from './symbol';

export function postStudyOutline(context: ServiceContext): DocumentSymbolResult[] {
  const { doc } = context;
  const symbols: DocumentSymbolResult[] = [];
  for (const { key, value } of properties(doc.root)) {
    if (value?.type !== 'array') continue;
    if (key === 'stages') symbols.push(symbolOf(doc, value, key, 'array', { detail: plural(elements(value).length, 'post-study stage'), children: stageSymbols(doc, value) }));
    else if (key === 'thermal_bounds')
      symbols.push(symbolOf(doc, value, key, 'array', { detail: plural(elements(value).length, 'row'), children: boundsByThermal(context, value, detailed(doc.root)) }));
  }
  return symbols;
}

/** Whether the file's stages and bound rows are few enough for every row to be a symbol of its own. */
function detailed(root: JsonNode | undefined): boolean {
  return objectEntries(getProperty(root, 'stages')).length + objectEntries(getProperty(root, 'thermal_bounds')).length <= DETAILED_OUTLINE_MAX_ENTRIES;
}

function stageSymbols(doc: JsonDocument, list: JsonNode): DocumentSymbolResult[] {
  return elements(list).flatMap((stage, index) => {
    if (stage.type !== 'object') return [];
    const duration = textAt(doc, stage, 'duration_hours');
    const start = textAt(doc, stage, 'start_date');
    return [symbolOf(doc, stage, `post-study stage ${index}`, 'event', { detail: joinDetail(start && `from ${start}`, duration !== undefined && `${duration} h`) })];
  });
}

/**
 * One group per thermal in order of first appearance. Rows without a readable thermal_id stay
 * ungrouped when `withRows`; otherwise they form one group too, each group's rows are only counted
 * in its detail, and only its first and last rows (its range) are read.
 */
function boundsByThermal(context: ServiceContext, list: JsonNode, withRows: boolean): DocumentSymbolResult[] {
  const { doc } = context;
  const byThermal = new Map<number, JsonNode[]>();
  const ungrouped: JsonNode[] = [];
  // Thermal ids in order of first appearance, and the ungrouped rows (with their index) among them.
  const order: Array<number | { row: JsonNode; index: number }> = [];
  elements(list).forEach((row, index) => {
    if (row.type !== 'object') return;
    const thermalId = integerAt(row, 'thermal_id');
    if (thermalId === undefined) {
      if (withRows || ungrouped.length === 0) order.push({ row, index });
      ungrouped.push(row);
      return;
    }
    const rows = byThermal.get(thermalId);
    if (rows) rows.push(row);
    else {
      byThermal.set(thermalId, [row]);
      order.push(thermalId);
    }
  });
  const rowSymbol = (row: JsonNode) => boundSymbol(doc, row, `post-study stage ${textAt(doc, row, 'post_study_stage_index') ?? '?'}`);
  const group = (name: string, rows: JsonNode[]) =>
    groupSymbol(name, 'object', (withRows ? rows : [rows[0]!, rows[rows.length - 1]!]).map(rowSymbol), plural(rows.length, 'row'), !withRows);
  const thermals = context.validation?.model.thermals?.thermals;
  return order.map((entry) => {
    if (typeof entry === 'number') return group(named('thermal', entry, thermals?.get(entry)?.name), byThermal.get(entry)!);
    return withRows ? boundSymbol(doc, entry.row, `thermal_bounds[${entry.index}]`) : group('rows without a thermal_id', ungrouped);
  });
}

function boundSymbol(doc: JsonDocument, row: JsonNode, name: string): DocumentSymbolResult {
  const min = textAt(doc, row, 'min_mw');
  const max = textAt(doc, row, 'max_mw');
  const cost = textAt(doc, row, 'cost_per_mwh');
  return symbolOf(doc, row, name, 'field', {
    detail: joinDetail(min !== undefined && max !== undefined && `${min}–${max} MW`, cost !== undefined && `${cost} $/MWh`),
    selection: getProperty(row, 'post_study_stage_index'),
  });
}
