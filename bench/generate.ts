// Seeded, deterministic generator of VALID case folders, for `npm run bench` and for property
// tests (random valid cases must produce no errors). Same spec + same seed = same bytes.
//
// Every generated case follows the spec (../shared/spec/case-input-spec.md) and rules.md, cross-file
// rules and decisions included: a contiguous calendar with block hours equal to calendar hours,
// a chain-form policy graph with num_openings on every stage, a season map (monthly or weekly)
// with an explicit season_id on every stage, production models in both selection modes, exactly
// one productivity source per non-fpha (hydro, stage), hyperplanes for every stage that runs
// precomputed FPHA, monotone geometry with a positive mean head, and post-study stages covering
// every anticipated thermal's lead.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parquetBytes, type ColumnSpec } from '../test/support/parquet';
import { validPenalties } from '../test/support/penalties';

/** Bump whenever the output changes, so cached bench cases are regenerated. */
export const GENERATOR_VERSION = 4;

export type Resolution = 'monthly' | 'weekly';

export interface CaseSpec {
  name: string;
  resolution: Resolution;
  /** First day of the study (the 1st of a month for monthly, a Monday for weekly). */
  startDate: string;
  studyStages: number;
  blocksPerStage: number;
  /** Pre-study stages of the same resolution right before the study (ids -n..-1). */
  preStudyStages: number;
  hydros: number;
  /** Plants per cascade; each plant but the last of a cascade flows into the next one. */
  cascadeLength: number;
  /** Hyperplanes per (hydro, stage) group. */
  planesPerStage: number;
  geometryPointsPerHydro: number;
  /** Tailrace rows per plant: split into 3 backwater families where the plant has a downstream plant. */
  tailraceRowsPerHydro: number;
  thermals: number;
  /** The first `anticipatedThermals` thermals get leads 1, 2, ... (post-study stages cover them). */
  anticipatedThermals: number;
  openings: number;
  /**
   * Full grid layout (issue row counts): productivity and hyperplane rows for every (hydro, study
   * stage) of every plant. When false, plants use null-`stage_id` defaults where they can, and
   * plants that need no rows get none.
   */
  fullGrid: boolean;
  /** Buses of the network (default 1); plants sit on the bus of their cascade, thermals round the buses. */
  buses?: number;
  /** Transmission lines between the buses (default none), each pair of buses at most once. */
  lines?: number;
  /** Non-controllable sources, pumping stations and energy contracts (default none of each). */
  otherSystem?: { nonControllable: number; pumping: number; contracts: number };
  /**
   * The scenarios/ tables of a national case (default none): inflow and load seasonal statistics for
   * every study stage, AR coefficients up to `maxArOrder`, `historyYears` of monthly inflow history
   * and one correlation group over every plant.
   */
  scenarios?: { historyYears: number; maxArOrder: number };
}

/** The three bench cases of the issue. */
export const PRESETS = {
  small: {
    name: 'small',
    resolution: 'monthly',
    startDate: '2025-01-01',
    studyStages: 12,
    blocksPerStage: 1,
    preStudyStages: 2,
    hydros: 2,
    cascadeLength: 2,
    planesPerStage: 5,
    geometryPointsPerHydro: 20,
    tailraceRowsPerHydro: 6,
    thermals: 3,
    anticipatedThermals: 1,
    openings: 10,
    fullGrid: false,
  },
  medium: {
    name: 'medium',
    resolution: 'monthly',
    startDate: '2025-01-01',
    studyStages: 120,
    blocksPerStage: 3,
    preStudyStages: 12,
    hydros: 30,
    cascadeLength: 6,
    planesPerStage: 10,
    geometryPointsPerHydro: 50,
    tailraceRowsPerHydro: 12,
    thermals: 20,
    anticipatedThermals: 2,
    openings: 20,
    fullGrid: true,
    buses: 3,
    lines: 3,
    otherSystem: { nonControllable: 4, pumping: 1, contracts: 2 },
    scenarios: { historyYears: 30, maxArOrder: 6 },
  },
  // 160 hydros x 520 stages x 10 planes = 832,000 hyperplane rows; x 100 points = 16,000 geometry
  // rows; 160 x 520 = 83,200 productivity rows; 160 x 12 = 1,920 tailrace rows. A national system
  // (issues 28 and 29): 130 thermals, 5 buses, 10 lines; scenarios/ with 83,200 inflow statistics
  // rows, AR orders 1 to 6 (about 291,000 coefficient rows), 2,600 load statistics rows, 90 years
  // of monthly inflow history (172,800 rows) and a 160 x 160 correlation matrix.
  large: {
    name: 'large',
    resolution: 'weekly',
    startDate: '2024-01-01',
    studyStages: 520,
    blocksPerStage: 3,
    preStudyStages: 52,
    hydros: 160,
    cascadeLength: 8,
    planesPerStage: 10,
    geometryPointsPerHydro: 100,
    tailraceRowsPerHydro: 12,
    thermals: 130,
    anticipatedThermals: 4,
    openings: 50,
    fullGrid: true,
    buses: 5,
    lines: 10,
    otherSystem: { nonControllable: 20, pumping: 2, contracts: 4 },
    scenarios: { historyYears: 90, maxArOrder: 6 },
  },
  // Twice the large case: 320 hydros (1,664,000 hyperplane rows, twice every per-plant file) over the
  // same 520 weekly stages, for the README's scaling table.
  xlarge: {
    name: 'xlarge',
    resolution: 'weekly',
    startDate: '2024-01-01',
    studyStages: 520,
    blocksPerStage: 3,
    preStudyStages: 52,
    hydros: 320,
    cascadeLength: 8,
    planesPerStage: 10,
    geometryPointsPerHydro: 100,
    tailraceRowsPerHydro: 12,
    thermals: 260,
    anticipatedThermals: 8,
    openings: 50,
    fullGrid: true,
    buses: 10,
    lines: 20,
    otherSystem: { nonControllable: 40, pumping: 4, contracts: 8 },
    scenarios: { historyYears: 90, maxArOrder: 6 },
  },
} as const satisfies Record<string, CaseSpec>;

export type PresetName = keyof typeof PRESETS;

export interface GeneratedCase {
  /** Case-relative path -> file bytes (JSON as text). */
  files: Record<string, string | Uint8Array>;
  /** Parquet rows per case-relative path. */
  parquetRows: Record<string, number>;
}

// ---------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: a tiny 32-bit PRNG, plenty for test data, identical on every platform. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Uniform in [lo, hi), rounded to `decimals` so the JSON stays readable. */
  uniform(lo: number, hi: number, decimals = 3): number {
    return round(lo + (hi - lo) * this.next(), decimals);
  }

  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}

function round(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

/** A small random spec for property tests: every size varies, the structure stays valid. */
export function randomSpec(seed: number): CaseSpec {
  const rng = new Random(seed ^ 0x5eed);
  const resolution: Resolution = rng.pick(['monthly', 'weekly'] as const);
  return {
    name: `random-${seed}`,
    resolution,
    startDate: resolution === 'weekly' ? rng.pick(['2024-01-01', '2025-06-02', '2026-12-28']) : rng.pick(['2024-01-01', '2025-03-01', '2027-11-01']),
    studyStages: rng.int(1, 30),
    blocksPerStage: rng.int(1, 4),
    preStudyStages: rng.int(0, 6),
    hydros: rng.int(1, 12),
    cascadeLength: rng.int(1, 4),
    planesPerStage: rng.int(1, 6),
    geometryPointsPerHydro: rng.int(2, 12),
    tailraceRowsPerHydro: rng.int(1, 9),
    thermals: rng.int(1, 5),
    anticipatedThermals: rng.int(0, 2),
    openings: rng.int(1, 30),
    fullGrid: rng.chance(0.5),
  };
}

// ---------------------------------------------------------------------------------------------
// Calendar

const DAY_MS = 86_400_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Period {
  id: number;
  start: number;
  end: number;
  seasonId: number;
}

function parseDate(text: string): number {
  const [y, m, d] = text.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

function formatDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate());
}

function step(ms: number, resolution: Resolution, count: number): number {
  return resolution === 'monthly' ? addMonths(ms, count) : ms + count * 7 * DAY_MS;
}

function isoWeek(ms: number): number {
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday = 0
  const thursday = ms + (3 - weekday) * DAY_MS;
  const jan1 = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return 1 + Math.floor((thursday - jan1) / DAY_MS / 7);
}

/** Season of a period start: the month for monthly maps; ISO week w -> season w-1, capped at 51. */
function seasonOf(ms: number, resolution: Resolution): number {
  return resolution === 'monthly' ? new Date(ms).getUTCMonth() : Math.min(isoWeek(ms) - 1, 51);
}

/** `count` consecutive periods starting `offset` periods from `origin`. */
function periods(origin: number, offset: number, count: number, resolution: Resolution, firstId: number): Period[] {
  const out: Period[] = [];
  for (let i = 0; i < count; i++) {
    const start = step(origin, resolution, offset + i);
    out.push({ id: firstId + i, start, end: step(origin, resolution, offset + i + 1), seasonId: seasonOf(start, resolution) });
  }
  return out;
}

function hoursOf(period: { start: number; end: number }): number {
  return Math.round((period.end - period.start) / 3_600_000);
}

const BLOCK_NAMES = ['HEAVY', 'MEDIUM', 'LIGHT', 'OFFPEAK'];
const BLOCK_SHARES = [[1], [0.4, 0.6], [0.2, 0.45, 0.35], [0.1, 0.3, 0.35, 0.25]];

/** Load blocks whose hours add up exactly to the stage's calendar hours. */
function blocksFor(totalHours: number, count: number): { id: number; name: string; hours: number }[] {
  if (count === 1) return [{ id: 0, name: 'SINGLE', hours: totalHours }];
  const shares = BLOCK_SHARES[count - 1]!;
  let left = totalHours;
  return shares.map((share, id) => {
    const hours = id === count - 1 ? left : Math.round(totalHours * share);
    left -= hours;
    return { id, name: BLOCK_NAMES[id]!, hours };
  });
}

// ---------------------------------------------------------------------------------------------
// Plants and their production models

type Model = 'constant_productivity' | 'linearized_head' | 'fpha';

/**
 * Plant archetypes, in the order they are dealt out (so a 2-plant case has both selection modes):
 * - ranges: entity fpha; stage_ranges fpha (precomputed) / constant (HPM productivity) / linearized (PRD productivity)
 * - seasonal: entity fpha; seasonal mode, fpha / linearized (HPM productivity) seasons, default constant (PRD)
 * - computed: entity fpha; every stage computed FPHA
 * - parquet: entity constant_productivity, no HPM entry; the productivity file supplies every stage
 * - linearized: entity linearized_head; one range carrying the productivity in HPM
 */
type Kind = 'ranges' | 'seasonal' | 'computed' | 'parquet' | 'linearized';
const KINDS: readonly Kind[] = ['ranges', 'seasonal', 'computed', 'parquet', 'linearized'];

/** What one (hydro, study stage) resolves to. */
interface StageModel {
  model: Model;
  /** `productivity_mw_per_m3s` comes from the production-model entry. */
  hpmProductivity: boolean;
  /** FPHA whose planes come from the hyperplane file. */
  precomputed: boolean;
}

interface Plant {
  id: number;
  kind: Kind;
  downstreamId: number | null;
  entityModel: Model;
  minStorage: number;
  maxStorage: number;
  maxTurbined: number;
  /** Forebay elevation at zero volume and its rise up to the top of the curve (m). */
  baseHeight: number;
  heightRise: number;
  baseArea: number;
  areaRise: number;
  /** Tailrace level at zero outflow; at most 60% of the base height, so heads stay positive. */
  tailraceBase: number;
  productivity: number;
  specificOnEntity: boolean;
  entry?: object;
  stageModels: StageModel[];
}

function makePlants(spec: CaseSpec, study: Period[], seasons: number, rng: Random): Plant[] {
  const plants: Plant[] = [];
  for (let id = 0; id < spec.hydros; id++) {
    const kind = KINDS[id % KINDS.length]!;
    const endsCascade = (id + 1) % Math.max(1, spec.cascadeLength) === 0 || id + 1 === spec.hydros;
    const maxStorage = rng.uniform(500, 20_000, 1);
    const baseHeight = rng.uniform(150, 600, 2);
    const plant: Plant = {
      id,
      kind,
      downstreamId: endsCascade ? null : id + 1,
      entityModel: kind === 'parquet' ? 'constant_productivity' : kind === 'linearized' ? 'linearized_head' : 'fpha',
      minStorage: round(maxStorage * rng.uniform(0.05, 0.3), 1),
      maxStorage,
      maxTurbined: rng.uniform(200, 3000, 1),
      baseHeight,
      heightRise: rng.uniform(10, 60, 2),
      baseArea: rng.uniform(5, 50, 2),
      areaRise: rng.uniform(20, 400, 2),
      tailraceBase: round(baseHeight * rng.uniform(0.3, 0.6), 2),
      productivity: rng.uniform(0.3, 1.5, 4),
      specificOnEntity: rng.chance(0.5),
      stageModels: [],
    };
    const { entry, stageModels } = productionModel(plant, study, seasons, rng);
    if (entry) plant.entry = entry;
    plant.stageModels = stageModels;
    plants.push(plant);
  }
  return plants;
}

function referenceVolume(plant: Plant, rng: Random): object {
  return rng.chance(0.5) ? { percentile: rng.uniform(0.2, 0.9, 2) } : { volume_hm3: round(plant.minStorage + (plant.maxStorage - plant.minStorage) * rng.uniform(0.3, 0.8), 1) };
}

/** An fpha entry reading the hyperplane file: either explicitly precomputed or without fpha_config. */
function precomputedFpha(plant: Plant, rng: Random): object {
  const entry: Record<string, unknown> = { model: 'fpha' };
  if (rng.chance(0.7)) entry.fpha_config = { source: 'precomputed' };
  if (rng.chance(0.6)) entry.reference_volume = referenceVolume(plant, rng);
  return entry;
}

function computedConfig(rng: Random): object {
  return {
    source: 'computed',
    volume_discretization_points: rng.int(2, 7),
    turbine_discretization_points: rng.int(2, 7),
    spillage_discretization_points: 5,
    max_planes_per_hydro: rng.int(5, 15),
    fitting_window: rng.chance(0.5) ? { volume_min_percentile: 0.1, volume_max_percentile: 0.9 } : null,
  };
}

/** Builds the plant's production-model entry and resolves it for every study stage. */
function productionModel(plant: Plant, study: Period[], seasons: number, rng: Random): { entry?: object; stageModels: StageModel[] } {
  switch (plant.kind) {
    case 'ranges':
      return stageRangesModel(plant, study, rng);
    case 'seasonal':
      return seasonalModel(plant, study, seasons, rng);
    case 'computed': {
      // Two computed ranges with different settings: every stage still resolves to an fpha_config (XF-004).
      const split = study.length > 1 ? study[Math.floor(study.length / 2)]!.id : null;
      const range = (start: number, end: number | null) => ({
        start_stage_id: start,
        end_stage_id: end,
        model: 'fpha',
        fpha_config: computedConfig(rng),
        reference_volume: referenceVolume(plant, rng),
      });
      const ranges = split === null ? [range(0, null)] : [range(0, split - 1), range(split, null)];
      return {
        entry: { hydro_id: plant.id, selection_mode: 'stage_ranges', stage_ranges: ranges },
        stageModels: study.map(() => ({ model: 'fpha', hpmProductivity: false, precomputed: false })),
      };
    }
    case 'parquet':
      return { stageModels: study.map(() => ({ model: 'constant_productivity', hpmProductivity: false, precomputed: false })) };
    case 'linearized':
      return {
        entry: {
          hydro_id: plant.id,
          selection_mode: 'stage_ranges',
          stage_ranges: [{ start_stage_id: 0, end_stage_id: null, model: 'linearized_head', productivity_mw_per_m3s: plant.productivity }],
        },
        stageModels: study.map(() => ({ model: 'linearized_head', hpmProductivity: true, precomputed: false })),
      };
  }
}

function stageRangesModel(plant: Plant, study: Period[], rng: Random): { entry: object; stageModels: StageModel[] } {
  const n = study.length;
  const firstCut = Math.max(1, Math.round(n * rng.uniform(0.3, 0.6)));
  const secondCut = Math.max(firstCut, Math.round(n * rng.uniform(0.65, 0.85)));
  type Piece = { from: number; to: number; body: object; model: StageModel };
  const all: Piece[] = [
    { from: 0, to: firstCut - 1, body: precomputedFpha(plant, rng), model: { model: 'fpha', hpmProductivity: false, precomputed: true } },
    {
      from: firstCut,
      to: secondCut - 1,
      body: { model: 'constant_productivity', productivity_mw_per_m3s: plant.productivity },
      model: { model: 'constant_productivity', hpmProductivity: true, precomputed: false },
    },
    { from: secondCut, to: n - 1, body: { model: 'linearized_head' }, model: { model: 'linearized_head', hpmProductivity: false, precomputed: false } },
  ];
  const pieces = all.filter((piece) => piece.from <= piece.to);
  const stageModels: StageModel[] = [];
  const ranges = pieces.map((piece, i) => {
    for (let s = piece.from; s <= piece.to; s++) stageModels.push(piece.model);
    const last = i === pieces.length - 1;
    return { start_stage_id: study[piece.from]!.id, end_stage_id: last ? null : study[piece.to]!.id, ...piece.body };
  });
  return { entry: { hydro_id: plant.id, selection_mode: 'stage_ranges', stage_ranges: ranges }, stageModels };
}

function seasonalModel(plant: Plant, study: Period[], seasons: number, rng: Random): { entry: object; stageModels: StageModel[] } {
  const bySeason = new Map<number, StageModel>();
  const entries: object[] = [];
  for (let season = 0; season < seasons; season++) {
    const draw = rng.uniform(0, 1);
    if (draw < 0.45) {
      entries.push({ season_id: season, ...precomputedFpha(plant, rng) });
      bySeason.set(season, { model: 'fpha', hpmProductivity: false, precomputed: true });
    } else if (draw < 0.7) {
      entries.push({ season_id: season, model: 'linearized_head', productivity_mw_per_m3s: round(plant.productivity * rng.uniform(0.9, 1.1), 4) });
      bySeason.set(season, { model: 'linearized_head', hpmProductivity: true, precomputed: false });
    }
  }
  const fallback: StageModel = { model: 'constant_productivity', hpmProductivity: false, precomputed: false };
  return {
    entry: { hydro_id: plant.id, selection_mode: 'seasonal', default_model: 'constant_productivity', seasons: entries },
    stageModels: study.map((stage) => bySeason.get(stage.seasonId) ?? fallback),
  };
}

/** The productivity file must supply ρ_eq where the stage is non-fpha and the entry gives none (XF-003). */
function needsParquetProductivity(stage: StageModel): boolean {
  return stage.model !== 'fpha' && !stage.hpmProductivity;
}

// ---------------------------------------------------------------------------------------------
// Parquet tables

/** Date32 cells are days since 1970-01-01. */
type ColumnType = 'Int32' | 'Float64' | 'Date32';

/** Accumulates one column; emits a typed array when it holds no null (fast to write), else a plain array. */
class Column {
  private readonly values: number[] = [];
  private readonly nullRows: number[] = [];

  constructor(
    readonly name: string,
    readonly type: ColumnType,
    readonly nullable: boolean,
  ) {}

  push(value: number | null): void {
    if (value === null) {
      if (!this.nullable) throw new Error(`generator bug: null in non-nullable column ${this.name}`);
      this.nullRows.push(this.values.length);
      this.values.push(0);
    } else {
      this.values.push(value);
    }
  }

  spec(): ColumnSpec {
    const { name, type, nullable } = this;
    if (this.nullRows.length === 0) return { name, type, nullable, values: type === 'Float64' ? Float64Array.from(this.values) : Int32Array.from(this.values) };
    const values: (number | null)[] = this.values.slice();
    for (const row of this.nullRows) values[row] = null;
    return { name, type, nullable, values };
  }
}

class TableBuilder {
  private readonly columns: Column[];
  rows = 0;

  constructor(columns: readonly [name: string, type: ColumnType, nullable: boolean][]) {
    this.columns = columns.map(([name, type, nullable]) => new Column(name, type, nullable));
  }

  row(...values: (number | null)[]): void {
    if (values.length !== this.columns.length) throw new Error('generator bug: row width');
    for (let i = 0; i < values.length; i++) this.columns[i]!.push(values[i]!);
    this.rows++;
  }

  bytes(): Uint8Array {
    // Cobre writes ZSTD with 100,000-row groups.
    return parquetBytes(
      this.columns.map((column) => column.spec()),
      { rowGroupSize: 100_000, compression: 'zstd' },
    );
  }
}

function geometryTable(spec: CaseSpec, plants: Plant[]): TableBuilder {
  const table = new TableBuilder([
    ['hydro_id', 'Int32', false],
    ['volume_hm3', 'Float64', false],
    ['height_m', 'Float64', false],
    ['area_km2', 'Float64', false],
  ]);
  const points = Math.max(2, spec.geometryPointsPerHydro);
  for (const plant of plants) {
    // From empty to slightly above the maximum storage, so the useful range lies inside the table.
    const top = plant.maxStorage * 1.02;
    for (let p = 0; p < points; p++) {
      const shape = Math.sqrt(p / (points - 1));
      table.row(plant.id, round((top * p) / (points - 1), 3), round(plant.baseHeight + plant.heightRise * shape, 3), round(plant.baseArea + plant.areaRise * shape, 3));
    }
  }
  return table;
}

function productivityTable(spec: CaseSpec, plants: Plant[], study: Period[], rng: Random): TableBuilder {
  const table = new TableBuilder([
    ['hydro_id', 'Int32', false],
    ['stage_id', 'Int32', true],
    ['equivalent_productivity_mw_per_m3s', 'Float64', true],
    ['reference_outflow_m3s', 'Float64', true],
    ['specific_productivity_mw_per_m3s_per_m', 'Float64', true],
  ]);
  for (const plant of plants) {
    const specific = plant.specificOnEntity ? null : round(plant.productivity / (plant.baseHeight - plant.tailraceBase), 6);
    const outflow = () => (rng.chance(0.5) ? round(plant.maxTurbined * rng.uniform(0.5, 1), 1) : null);
    if (!spec.fullGrid && plant.kind === 'parquet') {
      // One default row for every stage, and a planned outage (0.0) at one stage.
      table.row(plant.id, null, plant.productivity, outflow(), specific);
      table.row(plant.id, study[rng.int(0, study.length - 1)]!.id, 0, null, specific);
      continue;
    }
    if (!spec.fullGrid && (plant.kind === 'computed' || plant.kind === 'linearized')) {
      if (specific !== null) table.row(plant.id, null, null, outflow(), specific);
      continue;
    }
    study.forEach((stage, s) => {
      const model = plant.stageModels[s]!;
      // At fpha stages an override is allowed (it replaces ρ_eq there); where the entry supplies ρ_eq it must be null.
      const equivalent = needsParquetProductivity(model) || (model.model === 'fpha' && rng.chance(0.1)) ? round(plant.productivity * rng.uniform(0.95, 1.05), 4) : null;
      table.row(plant.id, stage.id, equivalent, outflow(), specific);
    });
  }
  return table;
}

function hyperplaneTable(spec: CaseSpec, plants: Plant[], study: Period[], rng: Random): TableBuilder {
  const table = new TableBuilder([
    ['hydro_id', 'Int32', false],
    ['stage_id', 'Int32', true],
    ['plane_id', 'Int32', false],
    ['gamma_0', 'Float64', false],
    ['gamma_v', 'Float64', false],
    ['gamma_q', 'Float64', false],
    ['gamma_s', 'Float64', false],
    ['kappa', 'Float64', true],
    ['valid_v_min_hm3', 'Float64', true],
    ['valid_v_max_hm3', 'Float64', true],
    ['valid_q_max_m3s', 'Float64', true],
  ]);
  const planes = Math.max(1, spec.planesPerStage);
  const writePlanes = (plant: Plant, stageId: number | null) => {
    for (let p = 0; p < planes; p++) {
      // Planes of a concave production function: decreasing flow slope, increasing intercept.
      const head = plant.baseHeight - plant.tailraceBase + plant.heightRise * ((p + 1) / planes);
      const gammaQ = round(((plant.productivity * head) / (plant.baseHeight - plant.tailraceBase)) * (1 - (0.4 * p) / planes), 5);
      const kappa = spec.fullGrid || rng.chance(0.8) ? rng.uniform(0.95, 1, 4) : null;
      table.row(
        plant.id,
        stageId,
        p,
        round(plant.maxTurbined * plant.productivity * 0.05 * p, 3),
        rng.uniform(0, 0.02, 6),
        gammaQ,
        -rng.uniform(0, 0.01, 6),
        kappa,
        plant.minStorage,
        plant.maxStorage,
        plant.maxTurbined,
      );
    }
  };
  for (const plant of plants) {
    if (spec.fullGrid) {
      for (const stage of study) writePlanes(plant, stage.id);
    } else if (plant.kind === 'ranges') {
      plant.stageModels.forEach((model, s) => {
        if (model.precomputed) writePlanes(plant, study[s]!.id);
      });
    } else if (plant.kind === 'seasonal' || plant.kind === 'computed') {
      // Valid for all stages; a computed plant needs rows too once the file holds any (XF-010).
      writePlanes(plant, null);
    }
  }
  return table;
}

function tailraceTable(spec: CaseSpec, plants: Plant[], rng: Random): TableBuilder {
  const table = new TableBuilder([
    ['hydro_id', 'Int32', false],
    ['family_id', 'Int32', false],
    ['downstream_reference_level_m', 'Float64', true],
    ['segment_id', 'Int32', false],
    ['outflow_min_m3s', 'Float64', false],
    ['outflow_max_m3s', 'Float64', false],
    ['coefficient_0', 'Float64', false],
    ['coefficient_1', 'Float64', false],
    ['coefficient_2', 'Float64', false],
    ['coefficient_3', 'Float64', false],
    ['coefficient_4', 'Float64', false],
  ]);
  const rows = Math.max(1, spec.tailraceRowsPerHydro);
  for (const plant of plants) {
    const downstream = plant.downstreamId === null ? undefined : plants[plant.downstreamId];
    // Backwater families need a downstream plant (XF-027) and a reference level each (TRC-008).
    const families = downstream && rows % 3 === 0 ? 3 : 1;
    const segments = rows / families;
    const span = plant.maxTurbined * 1.5;
    // Level = c0 + c1 x + c2 x^2 stays under 10 m above c0 across the curve; c3, c4 are tiny.
    const c1 = round(6 / span, 8);
    const c2 = round(3 / (span * span), 12);
    for (let family = 0; family < families; family++) {
      const level = downstream ? round(downstream.baseHeight + (downstream.heightRise * family) / families, 2) : null;
      for (let segment = 0; segment < segments; segment++) {
        table.row(
          plant.id,
          family,
          level,
          segment,
          round((span * segment) / segments, 3),
          round((span * (segment + 1)) / segments, 3),
          round(plant.tailraceBase + 2 * family, 3),
          c1,
          c2,
          rng.uniform(-1e-12, 1e-12, 15),
          0,
        );
      }
    }
  }
  return table;
}

// ---------------------------------------------------------------------------------------------
// JSON files

function stagesJson(spec: CaseSpec, study: Period[], preStudy: Period[], rng: Random): object {
  const seasons =
    spec.resolution === 'monthly'
      ? MONTHS.map((label, id) => ({ id, label, month_start: id + 1 }))
      : Array.from({ length: 52 }, (_, id) => ({ id, label: `W${String(id + 1).padStart(2, '0')}`, month_start: weekMonth(id) }));
  return {
    $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/stages.schema.json',
    policy_graph: {
      type: 'finite_horizon',
      annual_discount_rate: 0.12,
      transitions: study.slice(1).map((stage, i) => ({ source_id: study[i]!.id, target_id: stage.id, probability: 1.0 })),
    },
    season_definitions: { cycle_type: spec.resolution, seasons },
    ...(preStudy.length > 0 ? { pre_study_stages: preStudy.map((p) => ({ id: p.id, start_date: formatDate(p.start), end_date: formatDate(p.end), season_id: p.seasonId })) } : {}),
    stages: study.map((stage) => studyStage(spec, stage, rng)),
  };
}

/** The month in which ISO week `season + 1` of 2024 starts (2024-01-01 is a Monday of week 1). */
function weekMonth(season: number): number {
  return new Date(Date.UTC(2024, 0, 1) + season * 7 * DAY_MS).getUTCMonth() + 1;
}

function studyStage(spec: CaseSpec, stage: Period, rng: Random): object {
  const out: Record<string, unknown> = {
    id: stage.id,
    start_date: formatDate(stage.start),
    end_date: formatDate(stage.end),
    season_id: stage.seasonId,
    blocks: blocksFor(hoursOf(stage), spec.blocksPerStage),
    num_openings: spec.openings,
  };
  if (spec.blocksPerStage > 1) out.block_mode = rng.pick(['parallel', 'chronological']);
  out.state_variables = { storage: true, inflow_lags: rng.chance(0.5) };
  if (rng.chance(0.2)) out.risk_measure = { cvar: { alpha: rng.uniform(0.05, 1, 2), lambda: rng.uniform(0, 1, 2) } };
  out.sampling_method = rng.pick(['saa', 'lhs', 'qmc_sobol', 'qmc_halton']);
  return out;
}

function penaltiesJson(rng: Random): object {
  return {
    $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/penalties.schema.json',
    bus: {
      deficit_segments: [
        { depth_mw: rng.uniform(100, 1000, 1), cost: rng.uniform(500, 2000, 2) },
        { depth_mw: null, cost: rng.uniform(3000, 9000, 2) },
      ],
      excess_cost: rng.uniform(0, 200, 2),
    },
    line: { exchange_cost: rng.uniform(0.1, 5, 3) },
    hydro: {
      ...validPenalties().hydro,
      evaporation_violation_pos_cost: rng.chance(0.5) ? 6000.0 : null,
      water_withdrawal_violation_neg_cost: 1200.0,
      inflow_nonnegativity_cost: 1000.0,
    },
    non_controllable_source: { curtailment_cost: 0.005 },
  };
}

/** The bus of a plant: every plant of a cascade on one bus, the cascades dealt round the buses. */
function hydroBus(spec: CaseSpec, plant: Plant): number {
  return Math.floor(plant.id / Math.max(1, spec.cascadeLength)) % busCount(spec);
}

function busCount(spec: CaseSpec): number {
  return Math.max(1, spec.buses ?? 1);
}

function hydrosJson(spec: CaseSpec, plants: Plant[], rng: Random): object {
  return {
    $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/hydros.schema.json',
    hydros: plants.map((plant) => {
      const hydro: Record<string, unknown> = {
        id: plant.id,
        name: `H${String(plant.id).padStart(3, '0')}`,
        bus_id: hydroBus(spec, plant),
        downstream_id: plant.downstreamId,
        reservoir: { min_storage_hm3: plant.minStorage, max_storage_hm3: plant.maxStorage },
        outflow: { min_outflow_m3s: 0.0, max_outflow_m3s: round(plant.maxTurbined * 3, 1) },
        generation: {
          model: plant.entityModel,
          min_turbined_m3s: 0.0,
          max_turbined_m3s: plant.maxTurbined,
          min_generation_mw: 0.0,
          max_generation_mw: round(plant.maxTurbined * plant.productivity, 1),
        },
      };
      if (plant.specificOnEntity) hydro.specific_productivity_mw_per_m3s_per_m = round(plant.productivity / (plant.baseHeight - plant.tailraceBase), 6);
      if (rng.chance(0.5)) hydro.hydraulic_losses = rng.chance(0.5) ? { type: 'factor', value: rng.uniform(0.01, 0.05, 3) } : { type: 'constant', value_m: rng.uniform(0.5, 3, 2) };
      if (rng.chance(0.3)) hydro.evaporation = { coefficients_mm: Array.from({ length: 12 }, () => rng.uniform(20, 180, 1)) };
      return hydro;
    }),
  };
}

function thermalsJson(spec: CaseSpec, rng: Random): object {
  return {
    $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/thermals.schema.json',
    thermals: Array.from({ length: spec.thermals }, (_, id) => {
      const thermal: Record<string, unknown> = {
        id,
        name: `T${String(id).padStart(3, '0')}`,
        bus_id: id % busCount(spec),
        generation: { min_mw: 0.0, max_mw: rng.uniform(50, 1500, 1) },
        cost_per_mwh: rng.uniform(20, 900, 2),
      };
      if (id < spec.anticipatedThermals) thermal.anticipated_config = { lead_stages: id + 1 };
      return thermal;
    }),
  };
}

/**
 * Post-study stages covering every anticipated thermal's lead (decision D7: a lead L reaches
 * post-study indices 0..L-1), contiguous from the horizon end, and one bound row per reached cell.
 */
function postStudyJson(spec: CaseSpec, study: Period[], rng: Random): object | undefined {
  const leads = Array.from({ length: Math.min(spec.anticipatedThermals, spec.thermals) }, (_, id) => id + 1);
  if (leads.length === 0) return undefined;
  const horizonEnd = study[study.length - 1]!.end;
  const stages = periods(horizonEnd, 0, Math.max(...leads), spec.resolution, 0);
  return {
    $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/post_study_stages.schema.json',
    stages: stages.map((stage) => ({ start_date: formatDate(stage.start), duration_hours: hoursOf(stage) })),
    thermal_bounds: leads.flatMap((lead, thermalId) =>
      Array.from({ length: lead }, (_, index) => {
        const min = rng.uniform(0, 100, 1);
        return { thermal_id: thermalId, post_study_stage_index: index, cost_per_mwh: rng.uniform(20, 400, 2), min_mw: min, max_mw: round(min + rng.uniform(10, 500, 1), 1) };
      }),
    ),
  };
}

function configJson(spec: CaseSpec, seed: number): object {
  return {
    $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/config.schema.json',
    training: {
      forward_passes: 1,
      stopping_rules: [{ type: 'iteration_limit', limit: 50 }],
      scenario_source: { seed, inflow: { scheme: 'in_sample' } },
    },
    simulation: { enabled: spec.studyStages <= 120, num_scenarios: 100 },
    modeling: { inflow_non_negativity: { method: 'penalty' } },
  };
}

/**
 * The storage at the start and, when the case has an inflow model with lags (`arOrder` > 0), each
 * plant's `arOrder` past inflows, as the loader asks with inflow lags on (most recent first).
 */
function initialConditionsJson(plants: Plant[], arOrder: number): object {
  return {
    $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/initial_conditions.schema.json',
    storage: plants.map((plant) => ({ hydro_id: plant.id, value_hm3: round((plant.minStorage + plant.maxStorage) / 2, 1) })),
    filling_storage: [],
    ...(arOrder > 0
      ? { past_inflows: plants.map((plant) => ({ hydro_id: plant.id, values_m3s: Array.from({ length: arOrder }, (_, lag) => 100 + 10 * ((plant.id + lag) % 7)) })) }
      : {}),
  };
}

function busesJson(spec: CaseSpec): object {
  return {
    $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/buses.schema.json',
    buses: Array.from({ length: busCount(spec) }, (_, id) => ({ id, name: `B${id}`, deficit_segments: [{ depth_mw: null, cost: 5000.0 }] })),
  };
}

/** The pairs of buses the lines join: the ring first, then the chords, each pair once (at most n(n-1)/2 lines). */
function busPairs(buses: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let distance = 1; distance <= buses >> 1; distance++) {
    for (let from = 0; from < buses; from++) {
      const to = (from + distance) % buses;
      if (!pairs.some(([a, b]) => (a === to && b === from) || (a === from && b === to))) pairs.push([from, to]);
    }
  }
  return pairs;
}

/** The lines (none in a one-bus system: the loader requires the file all the same, CASE-001). */
function linesJson(spec: CaseSpec, rng: Random): object {
  const pairs = busPairs(busCount(spec));
  if ((spec.lines ?? 0) > pairs.length) throw new Error(`case spec ${spec.name}: ${spec.lines} lines, but ${busCount(spec)} buses give only ${pairs.length} pairs`);
  return {
    $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/lines.schema.json',
    lines: pairs.slice(0, spec.lines ?? 0).map(([from, to], id) => ({
      id,
      name: `L${String(id).padStart(2, '0')}`,
      source_bus_id: from,
      target_bus_id: to,
      capacity: { direct_mw: rng.uniform(500, 8000, 1), reverse_mw: rng.uniform(500, 8000, 1) },
    })),
  };
}

/** Wind and solar farms, pumping stations (each lifting water from a plant to the one above it) and contracts. */
function otherSystemFiles(spec: CaseSpec, plants: Plant[], rng: Random): Record<string, object> {
  const other = spec.otherSystem;
  if (!other) return {};
  const buses = busCount(spec);
  // A pumping station takes from a plant's downstream plant and lifts into the plant.
  const pumpable = plants.filter((plant) => plant.downstreamId !== null);
  if (other.pumping > pumpable.length) throw new Error(`case spec ${spec.name}: ${other.pumping} pumping stations need as many plants with a downstream plant`);
  return {
    'system/non_controllable_sources.json': {
      $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/non_controllable_sources.schema.json',
      non_controllable_sources: Array.from({ length: other.nonControllable }, (_, id) => ({
        id,
        name: `${id % 2 === 0 ? 'WIND' : 'SOLAR'}${String(id).padStart(2, '0')}`,
        bus_id: id % buses,
        max_generation_mw: rng.uniform(50, 2000, 1),
      })),
    },
    'system/pumping_stations.json': {
      $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/pumping_stations.schema.json',
      pumping_stations: pumpable.slice(0, other.pumping).map((plant, id) => ({
        id,
        name: `P${String(id).padStart(2, '0')}`,
        bus_id: hydroBus(spec, plant),
        source_hydro_id: plant.downstreamId,
        destination_hydro_id: plant.id,
        consumption_mw_per_m3s: rng.uniform(0.2, 0.9, 3),
        flow: { min_m3s: 0.0, max_m3s: rng.uniform(20, 200, 1) },
      })),
    },
    'system/energy_contracts.json': {
      $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/energy_contracts.schema.json',
      contracts: Array.from({ length: other.contracts }, (_, id) => {
        const min = rng.uniform(0, 100, 1);
        return {
          id,
          name: `C${String(id).padStart(2, '0')}`,
          bus_id: id % buses,
          type: id % 2 === 0 ? 'import' : 'export',
          price_per_mwh: rng.uniform(40, 300, 2),
          limits: { min_mw: min, max_mw: round(min + rng.uniform(50, 1000, 1), 1) },
        };
      }),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// scenarios/

/** A plant's mean inflow in each month (m3/s): a wet season from December to April. */
function monthlyMeans(rng: Random): number[] {
  const base = rng.uniform(50, 5000, 1);
  return Array.from({ length: 12 }, (_, month) => round(base * (1 + 0.6 * Math.cos(((month - 1) * Math.PI) / 6)), 2));
}

/** The month (0-11) a study stage falls in: its season's month for a monthly map, the month its start falls in for a weekly one. */
function stageMonth(stage: Period): number {
  return new Date(stage.start).getUTCMonth();
}

function inflowStatsTable(plants: Plant[], means: number[][], study: Period[]): TableBuilder {
  const table = new TableBuilder([
    ['hydro_id', 'Int32', false],
    ['stage_id', 'Int32', false],
    ['mean_m3s', 'Float64', false],
    ['std_m3s', 'Float64', false],
  ]);
  for (const plant of plants) {
    for (const stage of study) {
      const mean = means[plant.id]![stageMonth(stage)]!;
      table.row(plant.id, stage.id, mean, round(mean * 0.3, 3));
    }
  }
  return table;
}

/** AR orders 1 to `maxOrder`, dealt by plant and season; lags 1..p with one residual ratio per (plant, stage). */
function arCoefficientsTable(plants: Plant[], study: Period[], maxOrder: number, rng: Random): TableBuilder {
  const table = new TableBuilder([
    ['hydro_id', 'Int32', false],
    ['stage_id', 'Int32', false],
    ['lag', 'Int32', false],
    ['coefficient', 'Float64', false],
    ['residual_std_ratio', 'Float64', false],
  ]);
  for (const plant of plants) {
    for (const stage of study) {
      const order = 1 + ((plant.id + stage.seasonId) % Math.max(1, maxOrder));
      const ratio = rng.uniform(0.4, 0.95, 4);
      for (let lag = 1; lag <= order; lag++) table.row(plant.id, stage.id, lag, round(rng.uniform(-0.2, 0.7) / lag, 5), ratio);
    }
  }
  return table;
}

function loadStatsTable(spec: CaseSpec, study: Period[], rng: Random): TableBuilder {
  const table = new TableBuilder([
    ['bus_id', 'Int32', false],
    ['stage_id', 'Int32', false],
    ['mean_mw', 'Float64', false],
    ['std_mw', 'Float64', false],
  ]);
  for (let bus = 0; bus < busCount(spec); bus++) {
    const base = rng.uniform(2000, 40_000, 1);
    for (const stage of study) {
      const mean = round(base * (1 + 0.1 * Math.sin((stageMonth(stage) * Math.PI) / 6)), 1);
      table.row(bus, stage.id, mean, round(mean * 0.03, 2));
    }
  }
  return table;
}

/** `years` of monthly inflows per plant, ending the year before the study starts, dated the 1st of each month (Date32). */
function inflowHistoryTable(plants: Plant[], means: number[][], years: number, studyStart: number, rng: Random): TableBuilder {
  const table = new TableBuilder([
    ['hydro_id', 'Int32', false],
    ['date', 'Date32', false],
    ['value_m3s', 'Float64', false],
  ]);
  const firstYear = new Date(studyStart).getUTCFullYear() - years;
  for (const plant of plants) {
    for (let year = firstYear; year < firstYear + years; year++) {
      for (let month = 0; month < 12; month++) {
        table.row(plant.id, Date.UTC(year, month, 1) / DAY_MS, round(means[plant.id]![month]! * rng.uniform(0.3, 1.9), 2));
      }
    }
  }
  return table;
}

/**
 * One correlation group over every plant: rho^|i - j| (positive definite for |rho| < 1), each row
 * of the matrix on one line as people write it.
 */
function correlationText(plants: Plant[]): string {
  const rho = 0.7;
  const rows = plants.map((a) => `[${plants.map((b) => (a.id === b.id ? '1.0' : String(round(rho ** Math.abs(a.id - b.id), 6)))).join(', ')}]`);
  const entities = plants.map((plant) => `{ "type": "inflow", "id": ${plant.id} }`);
  return [
    '{',
    '  "$schema": "https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/correlation.schema.json",',
    '  "method": "spectral",',
    '  "profiles": {',
    '    "default": {',
    '      "correlation_groups": [',
    '        {',
    '          "name": "all_plants",',
    `          "entities": [\n            ${entities.join(',\n            ')}\n          ],`,
    `          "matrix": [\n            ${rows.join(',\n            ')}\n          ]`,
    '        }',
    '      ]',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The case

function assertSpec(spec: CaseSpec): void {
  const positive = ['studyStages', 'blocksPerStage', 'hydros', 'thermals', 'openings'] as const;
  for (const key of positive) if (!Number.isInteger(spec[key]) || spec[key] < 1) throw new Error(`case spec ${spec.name}: ${key} must be an integer >= 1`);
  if (spec.blocksPerStage > BLOCK_SHARES.length) throw new Error(`case spec ${spec.name}: at most ${BLOCK_SHARES.length} blocks per stage`);
  const start = new Date(parseDate(spec.startDate));
  if (spec.resolution === 'monthly' && start.getUTCDate() !== 1) throw new Error(`case spec ${spec.name}: a monthly study starts on the 1st`);
  if (spec.resolution === 'weekly' && start.getUTCDay() !== 1) throw new Error(`case spec ${spec.name}: a weekly study starts on a Monday`);
}

const json = (value: object) => `${JSON.stringify(value, null, 2)}\n`;

/** Generates every file of a valid case in memory. Deterministic in (spec, seed). */
export function generateCase(spec: CaseSpec, seed: number): GeneratedCase {
  assertSpec(spec);
  const rng = new Random(seed);
  const origin = parseDate(spec.startDate);
  const study = periods(origin, 0, spec.studyStages, spec.resolution, 0);
  const preStudy = periods(origin, -spec.preStudyStages, spec.preStudyStages, spec.resolution, -spec.preStudyStages);
  const seasonCount = spec.resolution === 'monthly' ? 12 : 52;
  const plants = makePlants(spec, study, seasonCount, rng);

  const files: Record<string, string | Uint8Array> = {};
  const parquetRows: Record<string, number> = {};
  const addTable = (path: string, table: TableBuilder) => {
    files[path] = table.bytes();
    parquetRows[path] = table.rows;
  };

  files['stages.json'] = json(stagesJson(spec, study, preStudy, rng));
  files['penalties.json'] = json(penaltiesJson(rng));
  files['config.json'] = json(configJson(spec, seed));
  files['initial_conditions.json'] = json(initialConditionsJson(plants, spec.scenarios?.maxArOrder ?? 0));
  const postStudy = postStudyJson(spec, study, rng);
  if (postStudy) files['post_study_stages.json'] = json(postStudy);
  files['system/buses.json'] = json(busesJson(spec));
  // Lines, other system entities and scenarios draw from their own stream, so adding them leaves the other files as they were.
  const systemRng = new Random(seed ^ 0x5ce7a410);
  files['system/lines.json'] = json(linesJson(spec, systemRng));
  files['system/hydros.json'] = json(hydrosJson(spec, plants, rng));
  files['system/thermals.json'] = json(thermalsJson(spec, rng));
  const entries = plants.flatMap((plant) => (plant.entry ? [plant.entry] : []));
  const reduction = rng.chance(0.5)
    ? { method: 'angle', tolerance_deg: rng.uniform(0.5, 5, 2) }
    : { method: 'distance', tolerance_pct: rng.uniform(0.1, 2, 2), n_samples: rng.int(5, 50) };
  files['system/hydro_production_models.json'] = json({
    $schema: 'https://raw.githubusercontent.com/cobre-rs/cobre/refs/heads/main/book/src/schemas/production_models.schema.json',
    fpha_plane_reduction: reduction,
    production_models: entries,
  });
  addTable('system/hydro_geometry.parquet', geometryTable(spec, plants));
  addTable('system/hydro_energy_productivity.parquet', productivityTable(spec, plants, study, rng));
  addTable('system/fpha_hyperplanes.parquet', hyperplaneTable(spec, plants, study, rng));
  addTable('system/tailrace_curves.parquet', tailraceTable(spec, plants, rng));
  for (const [path, content] of Object.entries(otherSystemFiles(spec, plants, systemRng))) files[path] = json(content);
  if (spec.scenarios) {
    const means = plants.map(() => monthlyMeans(systemRng));
    addTable('scenarios/inflow_seasonal_stats.parquet', inflowStatsTable(plants, means, study));
    addTable('scenarios/inflow_ar_coefficients.parquet', arCoefficientsTable(plants, study, spec.scenarios.maxArOrder, systemRng));
    addTable('scenarios/load_seasonal_stats.parquet', loadStatsTable(spec, study, systemRng));
    addTable('scenarios/inflow_history.parquet', inflowHistoryTable(plants, means, spec.scenarios.historyYears, origin, systemRng));
    files['scenarios/correlation.json'] = correlationText(plants);
  }
  return { files, parquetRows };
}

// ---------------------------------------------------------------------------------------------
// On disk, reused across bench runs

export interface CaseOnDisk {
  dir: string;
  files: string[];
  parquetRows: Record<string, number>;
  /** True when an earlier run's case was reused (same generator version, spec and seed). */
  reused: boolean;
}

interface Stamp {
  generatorVersion: number;
  seed: number;
  spec: CaseSpec;
  files: string[];
  parquetRows: Record<string, number>;
}

/**
 * Writes the case to `dir` unless a stamp beside it shows the same generator version, spec and
 * seed. The case is written to a sibling folder first and renamed, so an interrupted run never
 * leaves a half-written case behind a valid stamp.
 */
export function ensureCase(dir: string, spec: CaseSpec, seed: number): CaseOnDisk {
  const stampPath = `${dir}.stamp.json`;
  const wanted = JSON.stringify({ generatorVersion: GENERATOR_VERSION, seed, spec });
  if (existsSync(stampPath) && existsSync(dir)) {
    try {
      const stamp = JSON.parse(readFileSync(stampPath, 'utf8')) as Stamp;
      if (JSON.stringify({ generatorVersion: stamp.generatorVersion, seed: stamp.seed, spec: stamp.spec }) === wanted) {
        return { dir, files: stamp.files, parquetRows: stamp.parquetRows, reused: true };
      }
    } catch {
      // An unreadable stamp means regenerate.
    }
  }
  const generated = generateCase(spec, seed);
  const staging = `${dir}.partial`;
  rmSync(staging, { recursive: true, force: true });
  for (const [relative, content] of Object.entries(generated.files)) {
    const path = join(staging, relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  rmSync(stampPath, { force: true });
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
  const files = Object.keys(generated.files).sort();
  const stamp: Stamp = { generatorVersion: GENERATOR_VERSION, seed, spec, files, parquetRows: generated.parquetRows };
  writeFileSync(stampPath, `${JSON.stringify(stamp, null, 2)}\n`);
  return { dir, files, parquetRows: generated.parquetRows, reused: false };
}
