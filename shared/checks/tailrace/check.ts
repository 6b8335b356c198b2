// Rules of system/tailrace_curves.parquet (TRC): piecewise-quartic tailrace curves, grouped into
// families per plant. One pass checks the cells and gathers plant -> family -> segments, which the
// family-count rule (TRC-008) and the cross-file head evaluation read.
import type { ParquetFileContext } from '../context';
import type { ParquetBatch } from '../../core/parquet/reader';
import type { ParquetReporter } from '../../core/reporter';
import {
  FINITE,
  FINITE_NON_NEGATIVE,
  checkCells,
  checkSchema,
  columnsToDecode,
  inRange,
  isNullAt,
  nullableAt,
  columnNumberAt,
  reportNulls,
  type ExpectedColumn,
  type TableSchema,
} from '../parquetSchema';

const HYDRO = 'hydro_id';
const FAMILY = 'family_id';
const SEGMENT = 'segment_id';
const LEVEL = 'downstream_reference_level_m';
const OUTFLOW_MIN = 'outflow_min_m3s';
const OUTFLOW_MAX = 'outflow_max_m3s';
const COEFFICIENTS = ['coefficient_0', 'coefficient_1', 'coefficient_2', 'coefficient_3', 'coefficient_4'] as const;

function column(name: string, type: ExpectedColumn['type'], nullable = false): ExpectedColumn {
  return { name, type, nullable, required: true, rule: 'TRC-002' };
}

const SCHEMA: TableSchema = {
  columns: [
    column(HYDRO, 'Int32'),
    column(FAMILY, 'Int32'),
    column(LEVEL, 'Float64', true),
    column(SEGMENT, 'Int32'),
    column(OUTFLOW_MIN, 'Float64'),
    column(OUTFLOW_MAX, 'Float64'),
    ...COEFFICIENTS.map((name) => column(name, 'Float64')),
  ],
  extraColumnRule: 'TRC-002',
};

export type TailraceCoefficients = [number, number, number, number, number];

export interface TailraceSegment {
  segmentId: number;
  /** 0-based row in file order. */
  row: number;
  /** NaN when the cell is null or the column could not be read. */
  outflowMin: number;
  outflowMax: number;
  /** c0..c4 of level = c0 + c1·x + c2·x² + c3·x³ + c4·x⁴. */
  coefficients: TailraceCoefficients;
}

export interface TailraceFamily {
  familyId: number;
  /** The first non-null level among the family's rows, or null. */
  downstreamReferenceLevel: number | null;
  firstRow: number;
  /** Sorted by segment_id (file order among equal ids). */
  segments: TailraceSegment[];
}

export interface TailracePlant {
  hydroId: number;
  firstRow: number;
  /** Sorted by family_id. */
  families: TailraceFamily[];
}

export interface TailraceSummary {
  /** False when a column is missing or mistyped: the curves are then partial or absent. */
  complete: boolean;
  rowCount: number;
  /** Sorted by hydro_id (empty when hydro_id, family_id or segment_id cannot be read). */
  plants: TailracePlant[];
}

/** A family while it is being gathered: also where its first null level sits (TRC-008). */
interface FamilyBuilder extends TailraceFamily {
  firstNullLevelRow: number;
}

interface PlantBuilder {
  hydroId: number;
  firstRow: number;
  families: Map<number, FamilyBuilder>;
}

export async function checkTailraceTable({ table, report }: ParquetFileContext): Promise<TailraceSummary> {
  const schema = checkSchema(table, report, SCHEMA);
  const keysUsable = [HYDRO, FAMILY, SEGMENT].every((name) => schema.usable.has(name));
  const plants = new Map<number, PlantBuilder>();
  for await (const batch of table.batches(
    columnsToDecode(
      schema,
      SCHEMA.columns.map(({ name }) => name),
    ),
  )) {
    reportNulls(batch, schema.nullChecked, report, 'TRC-003');
    checkCells(batch, OUTFLOW_MIN, report, 'TRC-004', FINITE_NON_NEGATIVE);
    checkCells(batch, OUTFLOW_MAX, report, 'TRC-004', FINITE_NON_NEGATIVE);
    checkOutflowOrder(batch, report);
    for (const name of COEFFICIENTS) checkCells(batch, name, report, 'TRC-006', FINITE);
    checkCells(batch, LEVEL, report, 'TRC-007', FINITE_NON_NEGATIVE);
    if (keysUsable) collectSegments(batch, plants);
  }
  const summary = [...plants.values()].sort((a, b) => a.hydroId - b.hydroId).map(finishPlant);
  for (const plant of plants.values()) checkFamilyLevels(plant, report);
  return { complete: schema.complete, rowCount: table.numRows, plants: summary };
}

/** TRC-005, only where both bounds are valid (TRC-004 covers the others). */
function checkOutflowOrder(batch: ParquetBatch, report: ParquetReporter): void {
  const min = batch.column(OUTFLOW_MIN);
  const max = batch.column(OUTFLOW_MAX);
  if (!min || !max) return;
  for (let i = 0; i < batch.numRows; i++) {
    const low = columnNumberAt(min, i);
    const high = columnNumberAt(max, i);
    if (inRange(low, FINITE_NON_NEGATIVE) && inRange(high, FINITE_NON_NEGATIVE) && high < low) {
      report.row(batch.rowOffset + i, OUTFLOW_MAX, 'TRC-005', () => `outflow_max_m3s ${high} must be >= outflow_min_m3s ${low}`, { value: high });
    }
  }
}

function collectSegments(batch: ParquetBatch, plants: Map<number, PlantBuilder>): void {
  const hydro = batch.column(HYDRO);
  const family = batch.column(FAMILY);
  const segment = batch.column(SEGMENT);
  if (!hydro || !family || !segment) return;
  const level = batch.column(LEVEL);
  const min = batch.column(OUTFLOW_MIN);
  const max = batch.column(OUTFLOW_MAX);
  const coefficients = COEFFICIENTS.map((name) => batch.column(name));
  for (let i = 0; i < batch.numRows; i++) {
    if (isNullAt(hydro, i) || isNullAt(family, i) || isNullAt(segment, i)) continue;
    const row = batch.rowOffset + i;
    const builder = familyOf(plants, hydro.values[i]!, family.values[i]!, row);
    const value = nullableAt(level, i);
    if (value === null) {
      if (builder.firstNullLevelRow < 0 && level) builder.firstNullLevelRow = row;
    } else {
      builder.downstreamReferenceLevel ??= value;
    }
    builder.segments.push({
      segmentId: segment.values[i]!,
      row,
      outflowMin: columnNumberAt(min, i),
      outflowMax: columnNumberAt(max, i),
      coefficients: coefficients.map((c) => columnNumberAt(c, i)) as TailraceCoefficients,
    });
  }
}

function familyOf(plants: Map<number, PlantBuilder>, hydroId: number, familyId: number, row: number): FamilyBuilder {
  let plant = plants.get(hydroId);
  if (!plant) plants.set(hydroId, (plant = { hydroId, firstRow: row, families: new Map() }));
  let family = plant.families.get(familyId);
  if (!family) plant.families.set(familyId, (family = { familyId, downstreamReferenceLevel: null, firstRow: row, segments: [], firstNullLevelRow: -1 }));
  return family;
}

/**
 * TRC-008: a null level is documented for a plant with a single family only. One problem per plant
 * (D27), at the first null level of each of its families that has one, never merged across plants.
 */
function checkFamilyLevels(plant: PlantBuilder, report: ParquetReporter): void {
  const count = plant.families.size;
  if (count < 2) return;
  const nullFamilies = [...plant.families.values()].filter((family) => family.firstNullLevelRow >= 0).sort((a, b) => a.familyId - b.familyId);
  if (nullFamilies.length === 0) return;
  const ids = nullFamilies.map((family) => family.familyId);
  const which = ids.length === 1 ? `family ${ids[0]}` : `families ${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}`;
  report.groupRows(
    nullFamilies.map((family) => family.firstNullLevelRow),
    LEVEL,
    'TRC-008',
    `downstream_reference_level_m is null in ${which} of hydro ${plant.hydroId}, which has ${count} families: null is meant for a plant with a single family`,
  );
}

/** The plain summary shape: families and segments sorted, builder-only fields dropped. */
function finishPlant(plant: PlantBuilder): TailracePlant {
  const families = [...plant.families.values()]
    .sort((a, b) => a.familyId - b.familyId)
    .map(({ familyId, downstreamReferenceLevel, firstRow, segments }) => ({
      familyId,
      downstreamReferenceLevel,
      firstRow,
      segments: segments.sort((a, b) => a.segmentId - b.segmentId),
    }));
  return { hydroId: plant.hydroId, firstRow: plant.firstRow, families };
}
