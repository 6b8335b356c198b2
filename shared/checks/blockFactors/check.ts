// What scenarios/load_factors.json and scenarios/non_controllable_factors.json share: a root object
// holding one list of (entity, stage) entries, each with per-block scaling factors. The loader reads
// both the same way (parse_load_factors, parse_non_controllable_factors): 32-bit ids, one entry per
// (entity, stage), every factor finite and > 0. Each file's fields.ts names its list, entity and rule ids.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { getProperty } from '../../core/json/nodes';
import { I32 } from '../system/entities';
import { documentedKeys, type FieldDoc } from '../../core/fieldDocs';
import type { BlockFactorCodes, BlockFactorDocSpec } from './fields';

export interface BlockFactorSpec {
  /** The root key holding the list: `load_factors`. */
  list: string;
  /** The entry's entity key: `bus_id`. */
  entityKey: string;
  codes: BlockFactorCodes;
  rootKeys: readonly string[];
  entryKeys: readonly string[];
  factorKeys: readonly string[];
}

/** The check's spec from the file's documented fields: its list, entity key, rule ids and known keys, stated once there. */
export function blockFactorCheckSpec(doc: BlockFactorDocSpec, docs: readonly FieldDoc[]): BlockFactorSpec {
  return {
    list: doc.list,
    entityKey: doc.entityKey,
    codes: doc.rules,
    rootKeys: documentedKeys(docs, ''),
    entryKeys: documentedKeys(docs, `${doc.list}[]`),
    factorKeys: documentedKeys(docs, `${doc.list}[].block_factors[]`),
  };
}

export interface BlockFactor {
  node: JsonNode;
  blockId?: number;
}

export interface BlockFactorEntry {
  node: JsonNode;
  index: number;
  /** The bus_id or ncs_id, when valid. */
  entityId?: number;
  stageId?: number;
  factors: BlockFactor[];
}

export function checkBlockFactorsFile(context: JsonFileContext, spec: BlockFactorSpec): BlockFactorEntry[] | undefined {
  const { fields, report } = context;
  const { codes } = spec;
  const root = fields.rootObject(codes.shape);
  if (!root) return undefined;
  fields.unknownKeys(root, spec.rootKeys, codes.unknown);
  fields.string(root, '$schema', codes.shape, { nullable: true });
  const list = fields.array(root, spec.list, codes.shape, { required: true });
  if (!list) return undefined;
  const firstOfKey = new Map<string, number>();
  return fields
    .objectEntries(list, codes.shape, (index) => `${spec.list}[${index}]`)
    .map(({ entry, index }): BlockFactorEntry => {
      fields.unknownKeys(entry, spec.entryKeys, codes.unknown);
      const entityId = fields.integer(entry, spec.entityKey, codes.keys, { required: true, ...I32 });
      const stageId = fields.integer(entry, 'stage_id', codes.keys, { required: true, ...I32 });
      if (entityId !== undefined && stageId !== undefined) {
        const key = `${entityId}:${stageId}`;
        const earlier = firstOfKey.get(key);
        if (earlier === undefined) firstOfKey.set(key, index);
        else report.onObject(entry, codes.duplicate, `duplicate (${spec.entityKey} ${entityId}, stage_id ${stageId}): already given at ${spec.list}[${earlier}]`);
      }
      const factors = checkFactors(context, spec, entry);
      return { node: entry, index, factors, ...(entityId !== undefined ? { entityId } : {}), ...(stageId !== undefined ? { stageId } : {}) };
    });
}

function checkFactors(context: JsonFileContext, spec: BlockFactorSpec, entry: JsonNode): BlockFactor[] {
  const { fields, report } = context;
  const { codes } = spec;
  const list = fields.array(entry, 'block_factors', codes.shape, { required: true });
  const firstOfBlock = new Map<number, number>();
  return fields
    .objectEntries(list, codes.shape, (index) => `block_factors[${index}]`)
    .map(({ entry: factor, index }): BlockFactor => {
      fields.unknownKeys(factor, spec.factorKeys, codes.unknown);
      const blockId = fields.integer(factor, 'block_id', codes.blockId, { required: true, ...I32 });
      fields.number(factor, 'factor', codes.factor, { required: true, finite: true, min: 0, minExclusive: true });
      if (blockId !== undefined) {
        const earlier = firstOfBlock.get(blockId);
        if (earlier === undefined) firstOfBlock.set(blockId, index);
        else report.at(getProperty(factor, 'block_id')!, codes.repeatedBlock, `block ${blockId} already has a factor at block_factors[${earlier}]: the later one is used`);
      }
      return { node: factor, ...(blockId !== undefined ? { blockId } : {}) };
    });
}
