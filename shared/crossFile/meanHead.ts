// Decision D23: the useful-range mean equivalent head that Cobre's validate step evaluates for any
// plant with a specific productivity (XF-009). Forebay height is the mean of the piecewise-linear
// volume→height curve over [max(min_storage, table min), min(max_storage, table max)]; the
// tailrace level at `max_turbined_m3s` and the hydraulic losses are then taken off.
import type { GeometryCurve, GeometryPoint } from '../files/geometry';
import type { TailracePlant } from '../files/tailrace';
import type { HydroPlant, HydroTailrace } from '../files/registries/hydros';

export type MeanHeadResult =
  | {
      ok: true;
      /** Net mean equivalent head in metres (may be <= 0: that is the XF-009 error). */
      head: number;
      forebay: number;
      tailrace: number;
      tailraceSource: 'tailrace file' | 'hydros.json' | 'none';
      range: [number, number];
      /** The table is narrower than [min_storage, max_storage] (GEO-012). */
      narrowerThanStorage: boolean;
    }
  | { ok: false; reason: string };

export function evaluateMeanHead(plant: HydroPlant | undefined, curve: GeometryCurve | undefined, tailrace: TailracePlant | undefined): MeanHeadResult {
  const failure = tableFailure(curve);
  if (failure) return { ok: false, reason: failure };
  const points = curve!.points;
  const tableMin = points[0]!.volume;
  const tableMax = points[points.length - 1]!.volume;
  let low = Math.max(plant?.minStorage ?? tableMin, tableMin);
  let high = Math.min(plant?.maxStorage ?? tableMax, tableMax);
  // A storage band entirely outside the table leaves only the table's own extent to average over.
  if (low > high) [low, high] = [tableMin, tableMax];
  const forebay = low === high ? heightAt(points, low) : integrateHeight(points, low, high) / (high - low);
  const outflow = plant?.maxTurbined ?? 0;
  const { level, source } = tailraceLevel(outflow, tailrace, plant?.tailrace);
  let head = forebay - level;
  if (plant?.losses?.type === 'factor') head *= 1 - plant.losses.value;
  else if (plant?.losses?.type === 'constant') head -= plant.losses.valueM;
  const narrowerThanStorage =
    (plant?.minStorage !== undefined && plant.minStorage < tableMin) || (plant?.maxStorage !== undefined && plant.maxStorage > tableMax);
  return { ok: true, head, forebay, tailrace: level, tailraceSource: source, range: [low, high], narrowerThanStorage };
}

/** Why the plant's volume-height table cannot be built, or undefined (decision D22: no rows fails). */
function tableFailure(curve: GeometryCurve | undefined): string | undefined {
  if (!curve || curve.rowCount === 0) return 'the plant has no rows in system/hydro_geometry.parquet';
  if (curve.points.length < curve.rowCount) return 'some of its geometry rows hold null, negative or non-finite values';
  if (curve.points.some((p) => !Number.isFinite(p.height))) return 'its heights cannot be read';
  for (let i = 1; i < curve.points.length; i++) {
    const previous = curve.points[i - 1]!;
    const current = curve.points[i]!;
    if (!(current.volume > previous.volume)) return `volume_hm3 is not strictly increasing (rows ${previous.row} and ${current.row})`;
    if (current.height < previous.height) return `height_m decreases (rows ${previous.row} and ${current.row})`;
  }
  return undefined;
}

/** Height at a volume by linear interpolation, clamped to the table's ends. */
export function heightAt(points: readonly GeometryPoint[], volume: number): number {
  if (volume <= points[0]!.volume) return points[0]!.height;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (volume <= b.volume) return a.height + ((b.height - a.height) * (volume - a.volume)) / (b.volume - a.volume);
  }
  return points[points.length - 1]!.height;
}

/** ∫ height(v) dv over [low, high] for the piecewise-linear curve (trapezoids on the clipped pieces). */
export function integrateHeight(points: readonly GeometryPoint[], low: number, high: number): number {
  let area = 0;
  for (let i = 1; i < points.length; i++) {
    const from = Math.max(points[i - 1]!.volume, low);
    const to = Math.min(points[i]!.volume, high);
    if (to > from) area += ((heightAt(points, from) + heightAt(points, to)) / 2) * (to - from);
  }
  return area;
}

function tailraceLevel(outflow: number, table: TailracePlant | undefined, entity: HydroTailrace | undefined): { level: number; source: 'tailrace file' | 'hydros.json' | 'none' } {
  if (table && table.families.length > 0) {
    // D23: the family with a null reference level, else the lowest one.
    const family = [...table.families].sort((a, b) => (a.downstreamReferenceLevel ?? -Infinity) - (b.downstreamReferenceLevel ?? -Infinity))[0]!;
    const segment =
      family.segments.find((s) => s.outflowMin <= outflow && outflow <= s.outflowMax) ??
      [...family.segments].sort((a, b) => distanceTo(a, outflow) - distanceTo(b, outflow))[0];
    if (segment) return { level: polynomial(segment.coefficients, outflow), source: 'tailrace file' };
  }
  if (entity?.type === 'polynomial') return { level: polynomial(entity.coefficients, outflow), source: 'hydros.json' };
  if (entity?.type === 'piecewise' && entity.points.length > 0) {
    const points = [...entity.points].sort((a, b) => a.outflow - b.outflow);
    return { level: interpolate(points, outflow), source: 'hydros.json' };
  }
  return { level: 0, source: 'none' };
}

function distanceTo(segment: { outflowMin: number; outflowMax: number }, x: number): number {
  return x < segment.outflowMin ? segment.outflowMin - x : x - segment.outflowMax;
}

function polynomial(coefficients: readonly number[], x: number): number {
  let value = 0;
  for (let i = coefficients.length - 1; i >= 0; i--) value = value * x + coefficients[i]!;
  return value;
}

function interpolate(points: ReadonlyArray<{ outflow: number; height: number }>, x: number): number {
  if (x <= points[0]!.outflow) return points[0]!.height;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (x <= b.outflow) return b.outflow === a.outflow ? b.height : a.height + ((b.height - a.height) * (x - a.outflow)) / (b.outflow - a.outflow);
  }
  return points[points.length - 1]!.height;
}
