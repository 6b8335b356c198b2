// Decision D23: the useful-range mean equivalent head that Cobre's validate step evaluates for any
// plant with a specific productivity (XF-009). Forebay height is the mean of the piecewise-linear
// volume→height curve over [max(min_storage, table min), min(max_storage, table max)]; the
// tailrace level at `max_turbined_m3s` and the hydraulic losses are then taken off.
import { nearlyEqual, type GeometryCurve, type GeometryPoint } from '../checks/geometry/check';
import type { TailracePlant, TailraceSegment } from '../checks/tailrace/check';
import type { HydroPlant, HydroTailrace } from '../checks/registries/hydros';

export type MeanHeadResult =
  | {
      ok: true;
      /** Net mean equivalent head in metres (may be <= 0: that is the XF-009 error; NaN when a tailrace cell is unusable). */
      head: number;
      forebay: number;
      tailrace: number;
      tailraceSource: 'tailrace file' | 'hydros.json' | 'none';
      /** The tailrace-file segment the level was taken from (when `tailraceSource` is the file). */
      tailraceRow?: number;
      /** The outflow the tailrace was evaluated at (`max_turbined_m3s`, 0 when unknown). */
      outflow: number;
      range: [number, number];
      /** The table is narrower than [min_storage, max_storage] (GEO-012). */
      narrowerThanStorage: boolean;
    }
  | {
      ok: false;
      reason: string;
      /** The geometry row (and column) where the table breaks, when one row is to blame. */
      row?: number;
      column?: string;
    };

type TableFailure = Extract<MeanHeadResult, { ok: false }>;

export function evaluateMeanHead(plant: HydroPlant | undefined, curve: GeometryCurve | undefined, tailrace: TailracePlant | undefined): MeanHeadResult {
  const failure = tableFailure(curve);
  if (failure) return failure;
  const points = curve!.points;
  const [tableMin, tableMax] = tableExtent(points);
  let low = Math.max(plant?.minStorage ?? tableMin, tableMin);
  let high = Math.min(plant?.maxStorage ?? tableMax, tableMax);
  // A storage band entirely outside the table leaves only the table's own extent to average over.
  if (low > high) [low, high] = [tableMin, tableMax];
  const forebay = low === high ? heightAt(points, low) : integrateHeight(points, low, high) / (high - low);
  const outflow = plant?.maxTurbined ?? 0;
  const { level, source, row } = tailraceLevel(outflow, tailrace, plant?.tailrace);
  let head = forebay - level;
  if (plant?.losses?.type === 'factor') head *= 1 - plant.losses.value;
  else if (plant?.losses?.type === 'constant') head -= plant.losses.valueM;
  return {
    ok: true,
    head,
    forebay,
    tailrace: level,
    tailraceSource: source,
    ...(row !== undefined ? { tailraceRow: row } : {}),
    outflow,
    range: [low, high],
    narrowerThanStorage: isNarrowerThanStorage(plant, points),
  };
}

/** [first, last] volume of a curve sorted by volume (its points must not be empty). */
export function tableExtent(points: readonly GeometryPoint[]): [number, number] {
  return [points[0]!.volume, points[points.length - 1]!.volume];
}

/** GEO-012: the storage band reaches past the table on either side. */
export function isNarrowerThanStorage(plant: HydroPlant | undefined, points: readonly GeometryPoint[]): boolean {
  const { below, above } = storageBeyondTable(plant, points);
  return below || above;
}

/** Which ends of the storage band lie outside the table (within a relative 1e-9, D10, equal ends do not). */
export function storageBeyondTable(plant: HydroPlant | undefined, points: readonly GeometryPoint[]): { below: boolean; above: boolean } {
  if (points.length === 0) return { below: false, above: false };
  const [tableMin, tableMax] = tableExtent(points);
  return {
    below: plant?.minStorage !== undefined && plant.minStorage < tableMin && !nearlyEqual(plant.minStorage, tableMin),
    above: plant?.maxStorage !== undefined && plant.maxStorage > tableMax && !nearlyEqual(plant.maxStorage, tableMax),
  };
}

/**
 * Why the plant's volume-height-area table cannot be built, or undefined (no rows fails,
 * D22). The monotonicity checks count values within a relative 1e-9 as equal (D10), as GEO-005..007 do, so the two agree.
 */
function tableFailure(curve: GeometryCurve | undefined): TableFailure | undefined {
  if (!curve || curve.rowCount === 0) return { ok: false, reason: 'the plant has no rows in system/hydro_geometry.parquet' };
  if (curve.points.length < curve.rowCount) return { ok: false, reason: 'some of its geometry rows hold null, negative or non-finite values', row: curve.firstRow };
  const unreadable = curve.points.find((p) => !Number.isFinite(p.height));
  if (unreadable) return { ok: false, reason: 'its heights cannot be read', row: unreadable.row, column: 'height_m' };
  for (let i = 1; i < curve.points.length; i++) {
    const previous = curve.points[i - 1]!;
    const current = curve.points[i]!;
    if (nearlyEqual(previous.volume, current.volume)) return brokenPair('volume_hm3 is not strictly increasing', previous, current, 'volume_hm3');
    if (decreases(previous.height, current.height)) return brokenPair('height_m decreases', previous, current, 'height_m');
    if (decreases(previous.area, current.area)) return brokenPair('area_km2 decreases', previous, current, 'area_km2');
  }
  return undefined;
}

function decreases(before: number, after: number): boolean {
  return after < before && !nearlyEqual(before, after);
}

function brokenPair(what: string, previous: GeometryPoint, current: GeometryPoint, column: string): TableFailure {
  return { ok: false, reason: `${what} (rows ${previous.row} and ${current.row})`, row: current.row, column };
}

/** Height at a volume by linear interpolation, clamped to the table's ends. */
export function heightAt(points: readonly GeometryPoint[], volume: number): number {
  return interpolateClamped(
    points,
    volume,
    (p) => p.volume,
    (p) => p.height,
  );
}

/** ∫ height(v) dv over [low, high] for the piecewise-linear curve: one trapezoid per clipped piece. */
export function integrateHeight(points: readonly GeometryPoint[], low: number, high: number): number {
  let area = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const from = Math.max(a.volume, low);
    const to = Math.min(b.volume, high);
    if (to > from) area += ((lerp(a, b, from) + lerp(a, b, to)) / 2) * (to - from);
  }
  return area;
}

/** Height on the piece a-b at a volume inside it (a.volume < b.volume). */
function lerp(a: GeometryPoint, b: GeometryPoint, volume: number): number {
  return a.height + ((b.height - a.height) * (volume - a.volume)) / (b.volume - a.volume);
}

interface TailraceLevel {
  level: number;
  source: 'tailrace file' | 'hydros.json' | 'none';
  row?: number;
}

function tailraceLevel(outflow: number, table: TailracePlant | undefined, entity: HydroTailrace | undefined): TailraceLevel {
  if (table && table.families.length > 0) {
    // D23: the family with a null reference level, else the lowest one.
    const family = [...table.families].sort((a, b) => (a.downstreamReferenceLevel ?? -Infinity) - (b.downstreamReferenceLevel ?? -Infinity))[0]!;
    // Rows with a null or non-finite cell were rejected by the TRC rules; they cannot be evaluated.
    const usable = family.segments.filter(isEvaluable);
    const segment = usable.find((s) => s.outflowMin <= outflow && outflow <= s.outflowMax) ?? [...usable].sort((a, b) => distanceTo(a, outflow) - distanceTo(b, outflow))[0];
    return segment ? { level: polynomial(segment.coefficients, outflow), source: 'tailrace file', row: segment.row } : { level: NaN, source: 'tailrace file' };
  }
  if (entity?.type === 'polynomial') return { level: polynomial(entity.coefficients, outflow), source: 'hydros.json' };
  if (entity?.type === 'piecewise' && entity.points.length > 0) {
    const points = [...entity.points].sort((a, b) => a.outflow - b.outflow);
    return {
      level: interpolateClamped(
        points,
        outflow,
        (p) => p.outflow,
        (p) => p.height,
      ),
      source: 'hydros.json',
    };
  }
  return { level: 0, source: 'none' };
}

function isEvaluable(segment: TailraceSegment): boolean {
  return Number.isFinite(segment.outflowMin) && Number.isFinite(segment.outflowMax) && segment.coefficients.every(Number.isFinite);
}

function distanceTo(segment: { outflowMin: number; outflowMax: number }, x: number): number {
  return x < segment.outflowMin ? segment.outflowMin - x : x - segment.outflowMax;
}

function polynomial(coefficients: readonly number[], x: number): number {
  let value = 0;
  for (let i = coefficients.length - 1; i >= 0; i--) value = value * x + coefficients[i]!;
  return value;
}

/**
 * Linear interpolation of y over points sorted by x, clamped to the first and last points (a vertical
 * step, two points with one x, takes the later point's y).
 */
function interpolateClamped<T>(points: readonly T[], x: number, xOf: (p: T) => number, yOf: (p: T) => number): number {
  if (x <= xOf(points[0]!)) return yOf(points[0]!);
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (x <= xOf(b)) return xOf(b) === xOf(a) ? yOf(b) : yOf(a) + ((yOf(b) - yOf(a)) * (x - xOf(a))) / (xOf(b) - xOf(a));
  }
  return yOf(points[points.length - 1]!);
}

/** Metres, hm³ and the like in messages: three decimals at most, no trailing zeros. */
export function formatQuantity(value: number): string {
  return String(Number(value.toFixed(3)));
}
