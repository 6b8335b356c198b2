// Per-(hydro_id, stage_id) records of a Parquet table (the productivity overrides, the hyperplane
// groups), stored as columns of typed arrays rather than one object per record. A large case has
// ~83,000 of each: as objects they cost ~20 MB of heap in the language server, which keeps them
// between validations, and crossing from the Parquet worker rebuilt every one property by property;
// as columns they are a few MB and cross threads as whole buffers. Readers get an object view of one
// record when they need it (each table's own accessor), or look records up through a PlantStageIndex.

import { perObject } from '../core/perObject';

/** The key columns every record table has. A record's position is its index in these arrays. */
export interface PlantStageKeys {
  count: number;
  hydroId: Int32Array;
  /** The stage_id, meaningless where `stageIsNull` is 1. */
  stageId: Int32Array;
  /** 1: the record is the plant's null-stage one (every stage without a record of its own). */
  stageIsNull: Uint8Array;
  /** 0-based row, in file order, of the record's first row. */
  firstRow: Float64Array;
}

/** Visits every record's keys in order, without building an object per record. */
export function forEachRecord(keys: PlantStageKeys | undefined, visit: (hydroId: number, stageId: number | null, firstRow: number, index: number) => void): void {
  for (let index = 0; index < (keys?.count ?? 0); index++) visit(keys!.hydroId[index]!, keys!.stageIsNull[index] ? null : keys!.stageId[index]!, keys!.firstRow[index]!, index);
}

/** The position of the record whose first row is `row`, or -1. */
export function recordAtRow(keys: PlantStageKeys | undefined, row: number): number {
  return keys ? keys.firstRow.indexOf(row) : -1;
}

/**
 * A typed array that grows by doubling while records are collected; `finish` trims it to size.
 * Collectors `reserve` room for a batch (or a slice of one) before its rows, then write `values` directly: per
 * record, a call (or a getter) costs more than the write on a thread that runs this code cold once.
 */
export class GrowableColumn<T extends Int32Array | Float64Array | Uint8Array> {
  /** The array; replaced when it grows, so read it again after `reserve`. */
  values: T;

  constructor(private readonly make: (length: number) => T) {
    this.values = make(64);
  }

  /** Room for `length` values. */
  reserve(length: number): T {
    if (length > this.values.length) {
      const larger = this.make(Math.max(this.values.length * 2, length));
      larger.set(this.values);
      this.values = larger;
    }
    return this.values;
  }

  /** The first `count` values; the array itself when it holds exactly those (the column is not written after). */
  finish(count: number): T {
    return count === this.values.length ? this.values : (this.values.slice(0, count) as T);
  }
}

/**
 * Collects record keys, one record per distinct (hydro_id, stage_id), in order of first appearance.
 * Files list a plant's rows together, by stage (null stage first): while the keys come so, a key is
 * new exactly when it follows the latest one, and no map is needed. A key out of that order builds
 * the map of every key once, and the map answers from then on. On a large case this is 83,000 map
 * entries (each plant's its own map) not made per table, allocated and collected on a cold thread.
 */
export class PlantStageKeyCollector {
  count = 0;
  private readonly hydroId = new GrowableColumn((n) => new Int32Array(n));
  private readonly stageId = new GrowableColumn((n) => new Int32Array(n));
  private readonly stageIsNull = new GrowableColumn((n) => new Uint8Array(n));
  private readonly firstRow = new GrowableColumn((n) => new Float64Array(n));
  /** Every key's position, by plant then stage: built only once a key comes out of order. */
  private positions: Map<number, Map<number | null, number>> | undefined;
  /** The plants seen while the keys come in order (a plant met again later is out of order). */
  private readonly plantsSeen = new Set<number>();
  private lastHydroId = NaN;
  private lastStages: Map<number | null, number> | undefined;

  /** The record's position, or -1 when the key has not been seen. */
  find(hydroId: number, stageId: number | null): number {
    if (!this.positions) {
      const order = this.orderAfterLatest(hydroId, stageId);
      if (order > 0) return -1;
      if (order === 0) return this.count - 1;
      this.indexKeys();
    }
    return this.stagesOf(hydroId).get(stageId) ?? -1;
  }

  /** Room for `length` records (the columns grow together). */
  reserve(length: number): void {
    if (length <= this.hydroId.values.length) return;
    this.hydroId.reserve(length);
    this.stageId.reserve(length);
    this.stageIsNull.reserve(length);
    this.firstRow.reserve(length);
  }

  /** Appends a record for a key not seen before; returns its position. */
  add(hydroId: number, stageId: number | null, row: number): number {
    if (!this.positions && this.orderAfterLatest(hydroId, stageId) <= 0) this.indexKeys();
    const index = this.count++;
    if (!this.positions && hydroId !== this.hydroId.values[index - 1]) this.plantsSeen.add(hydroId);
    if (index >= this.hydroId.values.length) this.reserve(index + 1);
    this.hydroId.values[index] = hydroId;
    this.stageId.values[index] = stageId ?? 0;
    this.stageIsNull.values[index] = stageId === null ? 1 : 0;
    this.firstRow.values[index] = row;
    if (this.positions) this.stagesOf(hydroId).set(stageId, index);
    return index;
  }

  firstRowOf(index: number): number {
    return this.firstRow.values[index]!;
  }

  finish(): PlantStageKeys {
    const count = this.count;
    return { count, hydroId: this.hydroId.finish(count), stageId: this.stageId.finish(count), stageIsNull: this.stageIsNull.finish(count), firstRow: this.firstRow.finish(count) };
  }

  /**
   * While the keys come in order: 1 when this key follows the latest record's (a later stage of the
   * same plant, or a plant not seen yet), 0 when it is that key, -1 when it is out of order.
   */
  private orderAfterLatest(hydroId: number, stageId: number | null): number {
    const latest = this.count - 1;
    if (latest < 0) return 1;
    if (hydroId !== this.hydroId.values[latest]) return this.plantsSeen.has(hydroId) ? -1 : 1;
    const latestIsNull = this.stageIsNull.values[latest] === 1;
    if (stageId === null) return latestIsNull ? 0 : -1;
    if (latestIsNull) return 1;
    const latestStage = this.stageId.values[latest]!;
    return stageId > latestStage ? 1 : stageId === latestStage ? 0 : -1;
  }

  /** The map of every key so far, from the columns. */
  private indexKeys(): void {
    this.positions = new Map();
    const { hydroId, stageId, stageIsNull } = this;
    for (let index = 0; index < this.count; index++) this.stagesOf(hydroId.values[index]!).set(stageIsNull.values[index] ? null : stageId.values[index]!, index);
  }

  /** Rows of one plant are usually adjacent: its stage map is looked up only when the plant changes. */
  private stagesOf(hydroId: number): Map<number | null, number> {
    if (hydroId === this.lastHydroId && this.lastStages) return this.lastStages;
    let stages = this.positions!.get(hydroId);
    if (!stages) this.positions!.set(hydroId, (stages = new Map()));
    this.lastHydroId = hydroId;
    this.lastStages = stages;
    return stages;
  }
}

/**
 * Finds records by (hydro_id, stage_id) without a map entry per record: positions are grouped by
 * plant (in order of first appearance), sorted by stage within each plant (null stage first), and
 * searched by bisection within the plant's range; a map from plant to range finds the range.
 */
export class PlantStageIndex {
  private readonly order: Int32Array;
  /** Per plant: [start, end) in `order`; the null-stage record, when present, is at `start`. */
  private readonly ranges = new Map<number, { start: number; end: number; hasNullStage: boolean }>();

  constructor(private readonly keys: PlantStageKeys | undefined) {
    const count = keys?.count ?? 0;
    this.order = new Int32Array(count);
    if (!keys || count === 0) return;
    if (this.indexPlantRuns(keys)) return;
    this.ranges.clear();
    this.groupByPlant(keys);
    for (const range of this.ranges.values()) {
      const slice = this.order.subarray(range.start, range.end);
      if (!isSortedByStage(slice, keys)) slice.sort((a, b) => stageRank(keys, a) - stageRank(keys, b));
      range.hasNullStage = keys.stageIsNull[slice[0]!] === 1;
    }
  }

  /**
   * The layout files usually have, indexed in one pass: each plant's records adjacent and already by
   * stage (null stage first), so `order` is the identity. Returns false, leaving the ranges partial,
   * when the records are not laid out so. One loop over the key columns with no call and no object
   * per record: this runs once per table, cold, over 83,000 records on a large case, where the general
   * route's per-record calls cost tens of milliseconds before the compiler caught up.
   */
  private indexPlantRuns(keys: PlantStageKeys): boolean {
    const { count, hydroId, stageId, stageIsNull } = keys;
    let start = 0;
    for (let i = 1; i <= count; i++) {
      if (i < count && hydroId[i] === hydroId[start]) {
        // Within a plant: the stage rank (null first, then stage id) must not decrease.
        if (stageIsNull[i - 1] === 0 && (stageIsNull[i] === 1 || stageId[i]! < stageId[i - 1]!)) return false;
        continue;
      }
      const plant = hydroId[start]!;
      if (this.ranges.has(plant)) return false; // the plant's records are split in several runs
      this.ranges.set(plant, { start, end: i, hasNullStage: stageIsNull[start] === 1 });
      start = i;
    }
    for (let i = 0; i < count; i++) this.order[i] = i;
    return true;
  }

  /** Fills `order` with the positions grouped by plant (in order of first appearance) and sets each plant's range. */
  private groupByPlant(keys: PlantStageKeys): void {
    // Files list a plant's rows together: then each plant is one run and `order` is the identity.
    const runs: Array<{ hydroId: number; start: number; end: number }> = [];
    for (let i = 0; i < keys.count; i++) {
      const hydroId = keys.hydroId[i]!;
      const run = runs[runs.length - 1];
      if (run && run.hydroId === hydroId) run.end = i + 1;
      else runs.push({ hydroId, start: i, end: i + 1 });
    }
    if (new Set(runs.map((run) => run.hydroId)).size === runs.length) {
      for (let i = 0; i < keys.count; i++) this.order[i] = i;
      for (const { hydroId, start, end } of runs) this.ranges.set(hydroId, { start, end, hasNullStage: false });
      return;
    }
    // Otherwise a counting sort by plant, stable within each plant.
    const sizes = new Map<number, number>();
    for (const run of runs) sizes.set(run.hydroId, (sizes.get(run.hydroId) ?? 0) + run.end - run.start);
    const next = new Map<number, number>();
    let start = 0;
    for (const [hydroId, size] of sizes) {
      this.ranges.set(hydroId, { start, end: start + size, hasNullStage: false });
      next.set(hydroId, start);
      start += size;
    }
    for (const run of runs) {
      let at = next.get(run.hydroId)!;
      for (let i = run.start; i < run.end; i++) this.order[at++] = i;
      next.set(run.hydroId, at);
    }
  }

  /** The position of the record with exactly this key, or -1. */
  find(hydroId: number, stageId: number | null): number {
    const range = this.ranges.get(hydroId);
    if (!range || !this.keys) return -1;
    if (stageId === null) return range.hasNullStage ? this.order[range.start]! : -1;
    let low = range.hasNullStage ? range.start + 1 : range.start;
    let high = range.end - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const position = this.order[middle]!;
      const found = this.keys.stageId[position]!;
      if (found === stageId) return position;
      if (found < stageId) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** The plant's record for the stage, else its null-stage record, else -1. */
  findForStage(hydroId: number, stageId: number): number {
    const own = this.find(hydroId, stageId);
    return own >= 0 ? own : this.find(hydroId, null);
  }

  /** The positions of the plant's records, null stage first, then by stage. */
  ofPlant(hydroId: number): Int32Array {
    const range = this.ranges.get(hydroId);
    return range ? this.order.subarray(range.start, range.end) : new Int32Array(0);
  }
}

/** The distinct key values of a table's records. */
export interface DistinctKeys {
  hydroIds: ReadonlySet<number>;
  /** Stage ids of the records with one (the null-stage records are counted in `hasNullStage`). */
  stageIds: ReadonlySet<number>;
  hasNullStage: boolean;
}

/**
 * A table's distinct plants and stages, found once per table (kept with it, like its index). The
 * rules that ask "does every row name a known plant or stage?" look at these ~160 plants and ~600
 * stages, not at the ~83,000 records of a national case, and walk the records only when one fails.
 */
export const distinctKeys: (keys: PlantStageKeys) => DistinctKeys = perObject((keys) => {
  const hydroIds = new Set<number>();
  const stageIds = new Set<number>();
  let hasNullStage = false;
  let lastHydroId = NaN;
  let lastStageId = NaN;
  for (let record = 0; record < keys.count; record++) {
    const hydroId = keys.hydroId[record]!;
    if (hydroId !== lastHydroId) hydroIds.add((lastHydroId = hydroId));
    if (keys.stageIsNull[record]) hasNullStage = true;
    else if (keys.stageId[record] !== lastStageId) stageIds.add((lastStageId = keys.stageId[record]!));
  }
  return { hydroIds, stageIds, hasNullStage };
});

const indexOfTable = perObject((keys: PlantStageKeys) => new PlantStageIndex(keys));

/**
 * The index of a table's records, built once per table: the language server keeps a table's summary
 * while its file is unchanged, so an edit of a JSON file re-runs the cross-file rules over an index
 * already made (each was a walk over ~83,000 records on a national case).
 */
export function plantStageIndex(keys: PlantStageKeys | undefined): PlantStageIndex {
  return keys ? indexOfTable(keys) : new PlantStageIndex(undefined);
}

/** Null stage before every stage id; stage ids ascending. */
function stageRank(keys: PlantStageKeys, position: number): number {
  return keys.stageIsNull[position] ? -Infinity : keys.stageId[position]!;
}

function isSortedByStage(positions: Int32Array, keys: PlantStageKeys): boolean {
  let previous = -Infinity;
  for (let k = 0; k < positions.length; k++) {
    const rank = stageRank(keys, positions[k]!);
    if (rank < previous) return false;
    previous = rank;
  }
  return true;
}
