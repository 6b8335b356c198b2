// constraints/exchange_factors.json: every field the loader's parse_exchange_factors reads. The
// model keeps each entry's line, stage and blocks with their nodes, for the cross-file rules.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { getProperty } from '../../core/json/nodes';
import { documentedKeys } from '../../core/fieldDocs';
import { I32, readRootList } from '../system/entities';
import { exchangeFactorsFieldDocs } from './fields';

const ROOT_KEYS = documentedKeys(exchangeFactorsFieldDocs, '');
const ENTRY_KEYS = documentedKeys(exchangeFactorsFieldDocs, 'exchange_factors[]');
const BLOCK_KEYS = documentedKeys(exchangeFactorsFieldDocs, 'exchange_factors[].block_factors[]');

export interface ExchangeFactorEntry {
  index: number;
  node: JsonNode;
  lineId?: number;
  stageId?: number;
  blocks: Array<{ blockId: number; node: JsonNode }>;
}

export interface ExchangeFactorsModel {
  entries: ExchangeFactorEntry[];
}

const FACTOR = { required: true, finite: true, min: 0, minExclusive: true } as const;

export function checkExchangeFactorsFile(context: JsonFileContext): ExchangeFactorsModel | undefined {
  const { fields, report } = context;
  const list = readRootList(context, 'exchange_factors', { list: 'CON-030', unknown: 'CON-035' }, ROOT_KEYS);
  if (!list) return undefined;
  const entries: ExchangeFactorEntry[] = [];
  const firstOfKey = new Map<string, number>();
  for (const { entry, index } of fields.objectEntries(list, 'CON-030', 'an exchange factor entry')) {
    fields.unknownKeys(entry, ENTRY_KEYS, 'CON-035');
    const lineId = fields.integer(entry, 'line_id', 'CON-031', { required: true, ...I32 });
    const stageId = fields.integer(entry, 'stage_id', 'CON-031', { required: true, ...I32 });
    const factors = fields.array(entry, 'block_factors', 'CON-032', { required: true });
    const blocks: ExchangeFactorEntry['blocks'] = [];
    const seenBlocks = new Set<number>();
    for (const { entry: block } of fields.objectEntries(factors, 'CON-032', 'a block factor')) {
      fields.unknownKeys(block, BLOCK_KEYS, 'CON-035');
      const blockId = fields.integer(block, 'block_id', 'CON-032', { required: true, ...I32 });
      fields.number(block, 'direct_factor', 'CON-033', FACTOR);
      fields.number(block, 'reverse_factor', 'CON-033', FACTOR);
      if (blockId === undefined) continue;
      if (seenBlocks.has(blockId))
        report.at(getProperty(block, 'block_id')!, 'CON-034', `block ${blockId} is listed twice in this entry: the later factors replace the earlier ones`);
      seenBlocks.add(blockId);
      blocks.push({ blockId, node: block });
    }
    if (lineId !== undefined && stageId !== undefined) {
      const key = `${lineId},${stageId}`;
      const first = firstOfKey.get(key);
      if (first !== undefined)
        report.at(
          getProperty(entry, 'stage_id')!,
          'CON-034',
          `line ${lineId} at stage ${stageId} already has an entry (exchange_factors[${first}]): where both give a block, this one's factors win`,
        );
      else firstOfKey.set(key, index);
    }
    entries.push({ index, node: entry, blocks, ...(lineId !== undefined ? { lineId } : {}), ...(stageId !== undefined ? { stageId } : {}) });
  }
  return { entries };
}
