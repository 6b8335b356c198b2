// Rules of system/hydro_geometry.parquet (GEO): the volume-height-area curve of each reservoir.
// One pass over the row groups checks each cell and gathers every plant's points; the curves are
// then sorted by volume and checked for monotonicity, and kept for the cross-file rules.
import type { ParquetFileContext } from '../context';
import type { ColumnValues, ParquetBatch } from '../../core/parquet/reader';
import type { ParquetReporter } from '../../core/reporter';
import { FINITE_NON_NEGATIVE, checkCells, checkSchema, columnsToDecode, inRange, columnNumberAt, reportNulls, type TableSchema } from '../parquetSchema';
import type { RuleId } from '../../rules';

const HYDRO = 'hydro_id';
const VOLUME = 'volume_hm3';
const HEIGHT = 'height_m';
const AREA = 'area_km2';
const MEASURES = [VOLUME, HEIGHT, AREA] as const;

const SCHEMA: TableSchema = {
  columns: [
    { name: HYDRO, type: 'Int32', nullable: false, required: true, rule: 'GEO-002' },
    { name: VOLUME, type: 'Float64', nullable: false, required: true, rule: 'GEO-002' },
    { name: HEIGHT, type: 'Float64', nullable: false, required: true, rule: 'GEO-002' },
    { name: AREA, type: 'Float64', nullable: false, required: true, rule: 'GEO-002' },
  ],
  extraColumnRule: 'GEO-002',
};

export interface GeometryPoint {
  /** 0-based row in file order. */
  row: number;
  volume: number;
  /** NaN when the height column is missing or mistyped. */
  height: number;
  /** NaN when the area column is missing or mistyped. */
  area: number;
}

export interface GeometryCurve {
  hydroId: number;
  /** The plant's first row in file order: where cross-file diagnostics about the plant point. */
  firstRow: number;
  /** Rows naming the plant, including rows whose values are rejected. */
  rowCount: number;
  /** The rows with valid values (non-null, finite, >= 0), sorted by volume then row. */
  points: GeometryPoint[];
}

export interface GeometrySummary {
  /** False when a column is missing or mistyped: the curves are then partial or absent. */
  complete: boolean;
  rowCount: number;
  /** One per hydro_id, sorted by hydro_id (empty when hydro_id or volume_hm3 cannot be read). */
  curves: GeometryCurve[];
}

export async function checkGeometryTable({ table, report }: ParquetFileContext): Promise<GeometrySummary> {
  const schema = checkSchema(table, report, SCHEMA);
  const buildsCurves = schema.usable.has(HYDRO) && schema.usable.has(VOLUME);
  const curves = new Map<number, GeometryCurve>();
  for await (const batch of table.batches(columnsToDecode(schema, [HYDRO, ...MEASURES]))) {
    reportNulls(batch, schema.nullChecked, report, 'GEO-003');
    for (const name of MEASURES) checkCells(batch, name, report, 'GEO-004', FINITE_NON_NEGATIVE);
    if (buildsCurves) collectPoints(batch, curves);
  }
  const sorted = [...curves.values()].sort((a, b) => a.hydroId - b.hydroId);
  for (const curve of sorted) {
    curve.points.sort((a, b) => a.volume - b.volume || a.row - b.row);
    checkMonotonic(curve, report, schema.usable.has(HEIGHT), schema.usable.has(AREA));
  }
  return { complete: schema.complete, rowCount: table.numRows, curves: sorted };
}

/** Adds the batch's rows to their plant's curve; rows with a null or rejected value count but are no point. */
function collectPoints(batch: ParquetBatch, curves: Map<number, GeometryCurve>): void {
  const hydro = batch.column(HYDRO);
  if (!hydro) return;
  const volume = batch.column(VOLUME);
  const height = batch.column(HEIGHT);
  const area = batch.column(AREA);
  const hydroNulls = hydro.nullCount > 0;
  let curve: GeometryCurve | undefined;
  for (let i = 0; i < batch.numRows; i++) {
    if (hydroNulls && hydro.isNull(i)) continue;
    const row = batch.rowOffset + i;
    const hydroId = hydro.values[i]!;
    if (curve?.hydroId !== hydroId) curve = curves.get(hydroId) ?? newCurve(curves, hydroId, row);
    curve.rowCount++;
    const point = { row, volume: columnNumberAt(volume, i), height: columnNumberAt(height, i), area: columnNumberAt(area, i) };
    // A column that could not be decoded does not disqualify the row; a bad value does (GEO-003/004 said why).
    if (validMeasure(volume, point.volume) && validMeasure(height, point.height) && validMeasure(area, point.area)) {
      curve.points.push(point);
    }
  }
}

function validMeasure(column: ColumnValues | undefined, value: number): boolean {
  return column === undefined || inRange(value, FINITE_NON_NEGATIVE);
}

function newCurve(curves: Map<number, GeometryCurve>, hydroId: number, firstRow: number): GeometryCurve {
  const curve: GeometryCurve = { hydroId, firstRow, rowCount: 0, points: [] };
  curves.set(hydroId, curve);
  return curve;
}

/** Decision D10: values within a relative 1e-9 count as equal. */
export function nearlyEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1);
}

/** A failing point of a curve: its row and what is wrong there. */
interface CurveFailure {
  row: number;
  message: string;
}

/**
 * GEO-005..007 on consecutive points of a curve sorted by volume, each failing at the later point.
 * A rule's failures in one curve are one problem of that plant (D27), never merged with another plant's.
 */
function checkMonotonic(curve: GeometryCurve, report: ParquetReporter, hasHeight: boolean, hasArea: boolean): void {
  const { hydroId, points } = curve;
  const repeats: CurveFailure[] = [];
  const heightFalls: CurveFailure[] = [];
  const areaFalls: CurveFailure[] = [];
  for (let k = 1; k < points.length; k++) {
    const previous = points[k - 1]!;
    const point = points[k]!;
    if (nearlyEqual(previous.volume, point.volume)) {
      repeats.push({
        row: point.row,
        message: `volume_hm3 ${point.volume} of hydro ${hydroId} repeats the volume ${previous.volume} of row ${previous.row}: volumes must be strictly increasing`,
      });
      // Which of two points at one volume comes first is arbitrary: comparing their heights would only echo the duplicate.
      continue;
    }
    if (hasHeight) noteDecrease(heightFalls, HEIGHT, hydroId, previous, point, previous.height, point.height);
    if (hasArea) noteDecrease(areaFalls, AREA, hydroId, previous, point, previous.area, point.area);
  }
  reportCurveFailures(report, 'GEO-005', VOLUME, repeats);
  reportCurveFailures(report, 'GEO-006', HEIGHT, heightFalls);
  reportCurveFailures(report, 'GEO-007', AREA, areaFalls);
}

function noteDecrease(failures: CurveFailure[], column: string, hydroId: number, previous: GeometryPoint, point: GeometryPoint, before: number, after: number): void {
  if (after >= before || nearlyEqual(before, after)) return;
  failures.push({
    row: point.row,
    message: `${column} of hydro ${hydroId} decreases from ${before} (row ${previous.row}, volume ${previous.volume}) to ${after} at volume ${point.volume}: it must be non-decreasing in volume`,
  });
}

/** One diagnostic for a rule's failures in one curve, told from its lowest row, carrying every row. */
function reportCurveFailures(report: ParquetReporter, rule: RuleId, column: string, failures: readonly CurveFailure[]): void {
  if (failures.length === 0) return;
  const lowest = failures.reduce((a, b) => (b.row < a.row ? b : a));
  report.groupRows(
    failures.map((f) => f.row),
    column,
    rule,
    lowest.message,
  );
}
