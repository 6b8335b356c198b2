// What the seven system/ registries (buses, lines, hydros, thermals, non-controllable sources,
// pumping stations, energy contracts) share: a root object holding one list of entities, each with
// an integer id and a name, optionally a stage window, and pairs of bounds that must not cross.
// The Cobre loader reads these files with serde into 32-bit integers and doubles, and ignores keys
// it does not know (decision D31 makes those the unknown-key warning).
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { getProperty } from '../../core/json/nodes';
import type { NumberOptions } from '../../core/json/fields';
import type { RuleId } from '../../rules';

/** The loader reads every id into an `i32`: a larger integer does not load. */
export const I32: NumberOptions = { min: -2_147_483_648, max: 2_147_483_647 };

export interface EntityListCodes {
  /** The root is not an object; the list is missing or not an array; an entry is not an object. */
  list: RuleId;
  /** `id` missing, not an integer, out of the 32-bit range. */
  id: RuleId;
  /** `id` repeats an earlier entry's. Absent where another rule owns duplicates (hydros, thermals: XF-032, XF-033). */
  duplicate?: RuleId;
  /** `name` missing or not a string. */
  name: RuleId;
  /** A key the loader does not read (warning). */
  unknown: RuleId;
}

export interface EntityListSpec {
  /** The root key holding the list: `buses`, `lines`, ... */
  list: string;
  /** How one entry is named in messages: `bus`, `line`, ... */
  noun: string;
  codes: EntityListCodes;
  /** The keys the root and each entry may hold (from the field docs). */
  rootKeys: readonly string[];
  entryKeys: readonly string[];
}

/** One entry of a registry: its position, its id when valid, its name when valid. */
export interface Entity {
  index: number;
  id?: number;
  name?: string;
  node: JsonNode;
}

/** An entity that connects to a bus (a plant, a source, a contract, a pumping station). */
export interface BusConnected extends Entity {
  busId?: number;
}

/**
 * Reads the root and its list, checks each entry's id and name (and repeats of an id), and returns
 * the object entries in file order. Undefined when there is no list to read.
 */
export function readEntityList(context: JsonFileContext, spec: EntityListSpec): Entity[] | undefined {
  const { fields, report } = context;
  const { codes } = spec;
  const list = readRootList(context, spec.list, { list: codes.list, unknown: codes.unknown }, spec.rootKeys);
  if (!list) return undefined;
  const firstIndexOf = new Map<number, number>();
  return fields.objectEntries(list, codes.list, `a ${spec.noun} entry`).map(({ entry, index }): Entity => {
    fields.unknownKeys(entry, spec.entryKeys, codes.unknown);
    const id = fields.integer(entry, 'id', codes.id, { required: true, ...I32, label: `${spec.noun} id` });
    const name = fields.string(entry, 'name', codes.name, { required: true, label: `${spec.noun} name` });
    if (id !== undefined && codes.duplicate) {
      const first = firstIndexOf.get(id);
      if (first === undefined) firstIndexOf.set(id, index);
      else report.at(getProperty(entry, 'id')!, codes.duplicate, `duplicate ${spec.noun} id ${id} (first declared at ${spec.list}[${first}])`);
    }
    return { index, node: entry, ...(id !== undefined ? { id } : {}), ...(name !== undefined ? { name } : {}) };
  });
}

/**
 * The root object of a loader file holding one required list under `key` (and an optional
 * `$schema`): its unknown keys reported, the list returned when it is an array.
 */
export function readRootList(context: JsonFileContext, key: string, codes: { list: RuleId; unknown: RuleId }, rootKeys: readonly string[]): JsonNode | undefined {
  const { fields } = context;
  const root = fields.rootObject(codes.list);
  if (!root) return undefined;
  fields.unknownKeys(root, rootKeys, codes.unknown);
  // The loader reads $schema into a string, unused: any other value but null does not load.
  fields.string(root, '$schema', codes.list, { nullable: true });
  return fields.array(root, key, codes.list, { required: true });
}

/** A reference to another entity by id (`bus_id`, `source_hydro_id`, ...): a required 32-bit integer. */
export function readReference(context: JsonFileContext, entry: JsonNode, key: string, code: RuleId): number | undefined {
  return context.fields.integer(entry, key, code, { required: true, ...I32 });
}

/**
 * `entry_stage_id` and `exit_stage_id`: each an integer or null (absent means the entity exists from
 * the first stage, or to the last). Where the loader compares them (`orderCode`), the entry must
 * come before the exit: reported on `exit_stage_id`.
 */
export function checkStageWindow(context: JsonFileContext, entry: JsonNode, typeCode: RuleId, orderCode?: RuleId): void {
  const { fields, report } = context;
  const entryStage = fields.integer(entry, 'entry_stage_id', typeCode, { nullable: true, ...I32 });
  const exitStage = fields.integer(entry, 'exit_stage_id', typeCode, { nullable: true, ...I32 });
  if (orderCode && entryStage !== undefined && exitStage !== undefined && entryStage >= exitStage) {
    report.at(getProperty(entry, 'exit_stage_id')!, orderCode, `exit_stage_id ${exitStage} must be after entry_stage_id ${entryStage}`);
  }
}

export interface BoundsSpec {
  minKey: string;
  maxKey: string;
  /** Missing, mistyped or (with `nonNegative`) negative bound. */
  typeCode: RuleId;
  /** The upper bound below the lower one, reported on the upper bound's value. */
  orderCode: RuleId;
  nonNegative?: boolean;
  /** The upper bound may be null or absent (no limit). */
  maxOptional?: boolean;
}

/** A `min <= max` pair of required numbers under `parent`; returns both when valid. */
export function checkBounds(context: JsonFileContext, parent: JsonNode, spec: BoundsSpec): { min?: number; max?: number } {
  const { fields, report } = context;
  const range: NumberOptions = spec.nonNegative ? { finite: true, min: 0 } : { finite: true };
  const min = fields.number(parent, spec.minKey, spec.typeCode, { required: true, ...range });
  const max = fields.number(parent, spec.maxKey, spec.typeCode, spec.maxOptional ? { nullable: true, ...range } : { required: true, ...range });
  if (min !== undefined && max !== undefined && max < min) {
    report.at(getProperty(parent, spec.maxKey)!, spec.orderCode, `${spec.maxKey} (${max}) must be >= ${spec.minKey} (${min})`);
  }
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** A registry as the other files' references see it: every entry in file order, and the first of each valid id. */
export interface Registry<T extends Entity> {
  list: T[];
  byId: Map<number, T>;
}

/** Reads the list (see readEntityList), then each entry's own fields (`checkEntry`, which returns what it read). */
export function checkRegistry<T extends Entity>(context: JsonFileContext, spec: EntityListSpec, checkEntry: (entity: Entity) => T): Registry<T> | undefined {
  const entities = readEntityList(context, spec);
  if (!entities) return undefined;
  const list = entities.map(checkEntry);
  return { list, byId: byId(list) };
}

/** The entities with a valid id, first of each id, by id (what other files' references resolve against). */
export function byId<T extends Entity>(entities: readonly T[] | undefined): Map<number, T> {
  const map = new Map<number, T>();
  for (const entity of entities ?? []) if (entity.id !== undefined && !map.has(entity.id)) map.set(entity.id, entity);
  return map;
}

/** `entity` with the ids it names that were read (an id that did not read stays absent, not undefined). */
export function naming<T extends Entity, K extends string>(entity: T, ids: Readonly<Record<K, number | undefined>>): T & Partial<Record<K, number>> {
  const named: Partial<Record<K, number>> = {};
  for (const [key, value] of Object.entries(ids) as Array<[K, number | undefined]>) if (value !== undefined) named[key] = value;
  return { ...entity, ...named };
}
