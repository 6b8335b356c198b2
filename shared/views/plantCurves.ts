// The plant curves view's model, pure: per plant, the volume–height and volume–area curves with
// the points that break rules, the storage range, the FPHA hyperplanes of one stage at the
// minimum, middle and maximum volume, the tailrace polynomials per family, and the productivity
// per stage with its source. Everything comes from the engine's resolved case and its
// diagnostics (the facts `hydrocase explain` and the hovers show); only the plane coefficients,
// which no summary keeps, are read by the caller (plantCurveSource.ts). The webview only draws this.
import { isUndeclaredPlant, undeclaredPlantNote } from './declaredPlants';
import type { Diagnostic, RowRange } from '../core/diagnostics';
import type { ResolvedCase } from '../crossFile/resolved';
import { describeProductivity } from '../crossFile/explain';
import { groupRows } from '../model/hyperplanes';
import { columnOf, marksAt, problemsOn, type FileProblems, type MarkProblem } from './rowMarks';

export const GEOMETRY_FILE = 'system/hydro_geometry.parquet';
export const HYPERPLANES_FILE = 'system/fpha_hyperplanes.parquet';
export const TAILRACE_FILE = 'system/tailrace_curves.parquet';

/** Turbined-flow samples per hyperplane line: the envelope (a minimum of lines) bends between them. */
export const FLOW_SAMPLES = 49;
/** Outflow samples per tailrace segment: enough for a quartic to look smooth. */
export const SEGMENT_SAMPLES = 33;
/** Rows not drawn listed per plant: the table view lists them all. */
const MAX_ROWS_NOT_DRAWN = 50;

export type { MarkProblem } from './rowMarks';

export interface PlantChoice {
  hydroId: number;
  name?: string;
  /** Named by another file, not declared in system/hydros.json. */
  undeclared?: true;
}

/** A point of a geometry curve that breaks a rule (GEO-005..007, or a cross-file rule on its row). */
export interface MarkedPoint {
  row: number;
  volume: number;
  value: number;
  problems: MarkProblem[];
}

export interface GeometryView {
  /** Valid points sorted by volume (as the engine keeps them), with their 0-based file rows. */
  rows: number[];
  volume: number[];
  height: number[];
  area: number[];
  heightMarks: MarkedPoint[];
  areaMarks: MarkedPoint[];
  /** Rows with problems inside the span of the plant's rows that are no point (a null or rejected value). */
  rowsNotDrawn: Array<{ row: number; problems: MarkProblem[]; /** The column the row's first problem is on (its link selects that cell). */ column?: string }>;
  /** How many rows name the plant (drawn or not). */
  rowCount: number;
}

export interface PlaneLine {
  row: number;
  planeId: number;
  /** Generation (MW) at each sample of `HyperplaneView.flow`, one array per volume. */
  generation: number[][];
  /** Problems on the plane's row: the plane is rejected (FPH-005..008). */
  problems: MarkProblem[];
}

export interface HyperplaneView {
  stageId: number;
  /** The stage's own rows, or the plant's null-stage rows. */
  via: 'stage' | 'all-stages';
  volumes: Array<{ label: 'minimum' | 'middle' | 'maximum'; volume: number }>;
  /** Turbined flow samples (m³/s), from 0 to `flowMax`. */
  flow: number[];
  flowMax: number;
  /** Where `flowMax` comes from. */
  flowMaxSource: string;
  planes: PlaneLine[];
  /** Per volume: the minimum over the planes that are not rejected (what FPHA generates), at each flow. */
  envelope: number[][];
}

export interface TailraceSegmentView {
  segmentId: number;
  row: number;
  outflowMin: number;
  outflowMax: number;
  /** Outflow samples over [outflowMin, outflowMax] and the level there. */
  outflow: number[];
  level: number[];
  problems: MarkProblem[];
}

export interface TailraceFamilyView {
  familyId: number;
  downstreamReferenceLevel: number | null;
  segments: TailraceSegmentView[];
}

export interface ProductivityStage {
  stageId: number;
  /** The production model the stage runs (undefined: none resolves). */
  model?: string;
  /** MW/(m³/s); null when the stage has none (fpha, missing, given twice). */
  value: number | null;
  /** In words, as `hydrocase explain` says it. */
  source: string;
}

/** A study stage whose FPHA reads precomputed planes: the hyperplane chart's stage choices. */
export interface StageChoice {
  stageId: number;
  via: 'stage' | 'all-stages';
  rows: number;
}

export interface PlantCurvesView {
  plants: PlantChoice[];
  hydroId: number;
  name?: string;
  /** Set when system/hydros.json declares no plant with this id (a dangling hydro_id, XF-002): what to tell the planner. */
  undeclared?: string;
  /** reservoir.min/max_storage_hm3 of system/hydros.json, when given. */
  storage: { min?: number; max?: number };
  geometry?: GeometryView;
  stages: StageChoice[];
  hyperplanes?: HyperplaneView;
  /** Why there is no hyperplane chart, when there is none. */
  hyperplanesNote?: string;
  tailrace: TailraceFamilyView[];
  productivity: ProductivityStage[];
}

/** One row of system/fpha_hyperplanes.parquet, as plantCurveSource.ts reads it (null where the cell is null). */
export interface PlaneRow {
  row: number;
  planeId: number;
  gamma0: number;
  gammaV: number;
  gammaQ: number;
  gammaS: number;
  kappa: number | null;
  validQMax: number | null;
}

/** Every plant id the case names, sorted, with its name from system/hydros.json; an id it does not declare says so. */
export function plantChoices(resolved: ResolvedCase): PlantChoice[] {
  return resolved.hydroIds().map((hydroId) => {
    const name = resolved.model.hydros?.plants.get(hydroId)?.name;
    return { hydroId, ...(name ? { name } : {}), ...(isUndeclaredPlant(resolved, hydroId) ? { undeclared: true as const } : {}) };
  });
}

/** The study stages that read precomputed planes, in date order. */
export function hyperplaneStages(resolved: ResolvedCase, hydroId: number): StageChoice[] {
  const choices: StageChoice[] = [];
  for (const plan of resolved.hydroPlan(hydroId).stages) {
    if (!plan.hyperplanes) continue;
    const group = resolved.hyperplaneGroupAt(plan.hyperplanes.groupIndex);
    choices.push({ stageId: plan.stage.info.id, via: plan.hyperplanes.via, rows: group.rowCount });
  }
  return choices;
}

/** The rows of system/fpha_hyperplanes.parquet a (plant, stage) uses; empty when it reads none. */
export function hyperplaneRows(resolved: ResolvedCase, hydroId: number, stageId: number): RowRange[] {
  const plan = resolved.hydroPlan(hydroId).stages.find((p) => p.stage.info.id === stageId);
  const groups = resolved.model.hyperplanes?.groups;
  return plan?.hyperplanes && groups ? groupRows(groups, plan.hyperplanes.groupIndex) : [];
}

export interface PlantCurvesInput {
  resolved: ResolvedCase;
  diagnostics: readonly Diagnostic[];
  hydroId: number;
  /** The chosen hyperplane stage and its rows (read by the caller); absent: no hyperplane chart. */
  planes?: { stageId: number; rows: PlaneRow[] };
}

export function plantCurvesView(input: PlantCurvesInput): PlantCurvesView {
  const { resolved, diagnostics, hydroId } = input;
  const plant = resolved.model.hydros?.plants.get(hydroId);
  const storage = { ...(plant?.minStorage !== undefined ? { min: plant.minStorage } : {}), ...(plant?.maxStorage !== undefined ? { max: plant.maxStorage } : {}) };
  const geometry = geometryView(resolved, diagnostics, hydroId);
  const stages = hyperplaneStages(resolved, hydroId);
  const view: PlantCurvesView = {
    plants: plantChoices(resolved),
    hydroId,
    ...(plant?.name ? { name: plant.name } : {}),
    ...(isUndeclaredPlant(resolved, hydroId) ? { undeclared: undeclaredPlantNote(hydroId) } : {}),
    storage,
    stages,
    tailrace: tailraceView(resolved, diagnostics, hydroId),
    productivity: productivityView(resolved, hydroId),
  };
  if (geometry) view.geometry = geometry;
  const choice = input.planes && stages.find((s) => s.stageId === input.planes!.stageId);
  if (choice && input.planes) {
    const volumes = referenceVolumes(storage, geometry);
    view.hyperplanes = hyperplaneView(choice, input.planes.rows, volumes, plant?.maxTurbined, problemsOn(diagnostics, HYPERPLANES_FILE));
  } else {
    view.hyperplanesNote = stages.length === 0 ? 'no study stage of this plant runs FPHA on precomputed planes (system/fpha_hyperplanes.parquet)' : 'choose a stage';
  }
  return view;
}

function geometryView(resolved: ResolvedCase, diagnostics: readonly Diagnostic[], hydroId: number): GeometryView | undefined {
  const curve = resolved.model.geometry?.curves.find((c) => c.hydroId === hydroId);
  if (!curve) return undefined;
  const file = problemsOn(diagnostics, GEOMETRY_FILE);
  const view: GeometryView = { rows: [], volume: [], height: [], area: [], heightMarks: [], areaMarks: [], rowsNotDrawn: [], rowCount: curve.rowCount };
  const drawn = new Set<number>();
  for (const point of curve.points) {
    drawn.add(point.row);
    view.rows.push(point.row);
    view.volume.push(point.volume);
    view.height.push(point.height);
    view.area.push(point.area);
    // A problem on the volume (GEO-005) or on the whole row marks the point on both curves.
    const onHeight = marksAt(file, point.row, ['height_m', 'volume_hm3']);
    const onArea = marksAt(file, point.row, ['area_km2', 'volume_hm3']);
    if (onHeight.length) view.heightMarks.push({ row: point.row, volume: point.volume, value: point.height, problems: onHeight });
    if (onArea.length) view.areaMarks.push({ row: point.row, volume: point.volume, value: point.area, problems: onArea });
  }
  // The summary keeps no rejected rows (their hydro_id is not kept either): the rows with problems
  // that are no point but lie within the span of the plant's rows are shown as not drawn.
  const last = Math.max(curve.firstRow, ...view.rows);
  for (const [first, end] of file.locator.rowRanges()) {
    for (let row = Math.max(first, curve.firstRow); row <= Math.min(end, last) && view.rowsNotDrawn.length < MAX_ROWS_NOT_DRAWN; row++) {
      if (!drawn.has(row)) view.rowsNotDrawn.push({ row, problems: marksAt(file, row), ...columnOf(file, row) });
    }
  }
  return view;
}

/** The volumes the hyperplanes are drawn at: the storage range, else the geometry's extent, else 0. */
export function referenceVolumes(storage: { min?: number; max?: number }, geometry: GeometryView | undefined): HyperplaneView['volumes'] {
  const min = storage.min ?? geometry?.volume[0] ?? 0;
  const max = storage.max ?? geometry?.volume[geometry.volume.length - 1] ?? min;
  return [
    { label: 'minimum', volume: min },
    { label: 'middle', volume: (min + max) / 2 },
    { label: 'maximum', volume: max },
  ];
}

function hyperplaneView(choice: StageChoice, rows: readonly PlaneRow[], volumes: HyperplaneView['volumes'], maxTurbined: number | undefined, file: FileProblems): HyperplaneView {
  const validQ = rows.map((r) => r.validQMax).filter((q): q is number => q !== null && Number.isFinite(q) && q > 0);
  const [flowMax, flowMaxSource] =
    maxTurbined !== undefined && maxTurbined > 0
      ? [maxTurbined, 'generation.max_turbined_m3s in system/hydros.json']
      : validQ.length
        ? [Math.max(...validQ), 'the largest valid_q_max_m3s of the planes']
        : [100, 'no turbine capacity given: 0 to 100 m³/s'];
  const flow = Array.from({ length: FLOW_SAMPLES }, (_, k) => (flowMax * k) / (FLOW_SAMPLES - 1));
  const planes: PlaneLine[] = rows.map((plane) => ({
    row: plane.row,
    planeId: plane.planeId,
    // Spillage 0: gamma_s only lowers generation when water is spilled.
    generation: volumes.map(({ volume }) => flow.map((q) => planeGeneration(plane, volume, q))),
    problems: marksAt(file, plane.row),
  }));
  const accepted = planes.filter((p) => p.problems.length === 0);
  const envelope = volumes.map((_, v) => flow.map((_, k) => (accepted.length ? Math.min(...accepted.map((p) => p.generation[v]![k]!)) : NaN)));
  return { stageId: choice.stageId, via: choice.via, volumes, flow, flowMax, flowMaxSource, planes, envelope };
}

/** Generation (MW) of one plane with no spillage: κ·γ₀ + γ_v·V + γ_q·Q (a null κ means 1). */
export function planeGeneration(plane: PlaneRow, volume: number, flow: number): number {
  return (plane.kappa ?? 1) * plane.gamma0 + plane.gammaV * volume + plane.gammaQ * flow;
}

function tailraceView(resolved: ResolvedCase, diagnostics: readonly Diagnostic[], hydroId: number): TailraceFamilyView[] {
  const plant = resolved.model.tailrace?.plants.find((p) => p.hydroId === hydroId);
  if (!plant) return [];
  const file = problemsOn(diagnostics, TAILRACE_FILE);
  return plant.families.map((family) => ({
    familyId: family.familyId,
    downstreamReferenceLevel: family.downstreamReferenceLevel,
    segments: family.segments.map((segment) => {
      const { outflowMin: low, outflowMax: high } = segment;
      const drawable = Number.isFinite(low) && Number.isFinite(high) && high >= low && segment.coefficients.every(Number.isFinite);
      const outflow = drawable ? Array.from({ length: SEGMENT_SAMPLES }, (_, k) => low + ((high - low) * k) / (SEGMENT_SAMPLES - 1)) : [];
      return {
        segmentId: segment.segmentId,
        row: segment.row,
        outflowMin: low,
        outflowMax: high,
        outflow,
        level: outflow.map((x) => segment.coefficients.reduceRight((sum, c) => sum * x + c, 0)),
        problems: marksAt(file, segment.row),
      };
    }),
  }));
}

function productivityView(resolved: ResolvedCase, hydroId: number): ProductivityStage[] {
  const plan = resolved.hydroPlan(hydroId);
  return plan.stages.map((stagePlan) => {
    const model = stagePlan.model;
    const base = { stageId: stagePlan.stage.info.id, ...(model ? { model } : {}) };
    if (model === 'fpha') return { ...base, value: null, source: 'fpha: generation from the hyperplanes, no productivity' };
    const source = stagePlan.productivity;
    if (!source) return { ...base, value: null, source: 'none' };
    const value = source.kind === 'production-model' ? (source.value ?? null) : source.kind === 'productivity-file' ? source.value : null;
    return { ...base, value, source: describeProductivity(stagePlan, resolved, plan.plant?.productivity) };
  });
}
