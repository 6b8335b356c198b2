// Rules of system/fpha_hyperplanes.parquet (FPH): precomputed FPHA planes. This is the large
// table (800,000 rows in the benchmark), so it decodes only the columns a rule reads, loops over
// typed arrays, and keeps one small aggregate per (hydro_id, stage_id) group rather than rows:
// the set-up rules (FPH-007..010) need only "which groups exist" and a few facts about each.
import type { ParquetFileContext } from '../context';
import type { ParquetBatch } from '../../core/parquet/reader';
import { RowRanges } from '../../core/rowGroups';
import { NON_NEGATIVE, NON_POSITIVE, checkCells, checkSchema, columnsToDecode, reportNulls, type ExpectedColumn, type TableSchema } from '../parquetSchema';
import { GrowableColumn, PlantStageKeyCollector } from '../../model/plantStageRecords';
import type { HyperplaneGroups, HyperplanesSummary } from '../../model/hyperplanes';

const HYDRO = 'hydro_id';
const STAGE = 'stage_id';
const GAMMA_V = 'gamma_v';
const GAMMA_Q = 'gamma_q';
const GAMMA_S = 'gamma_s';
const KAPPA = 'kappa';

function required(name: string, type: ExpectedColumn['type']): ExpectedColumn {
  return { name, type, nullable: false, required: true, rule: 'FPH-002' };
}

function optional(name: string, type: ExpectedColumn['type']): ExpectedColumn {
  return { name, type, nullable: true, required: false, rule: 'FPH-003' };
}

const SCHEMA: TableSchema = {
  columns: [
    required(HYDRO, 'Int32'),
    optional(STAGE, 'Int32'),
    required('plane_id', 'Int32'),
    required('gamma_0', 'Float64'),
    required(GAMMA_V, 'Float64'),
    required(GAMMA_Q, 'Float64'),
    required(GAMMA_S, 'Float64'),
    optional(KAPPA, 'Float64'),
    optional('valid_v_min_hm3', 'Float64'),
    optional('valid_v_max_hm3', 'Float64'),
    optional('valid_q_max_m3s', 'Float64'),
  ],
  extraColumnRule: 'FPH-002',
};

export async function checkHyperplanesTable({ table, report }: ParquetFileContext): Promise<HyperplanesSummary> {
  const schema = checkSchema(table, report, SCHEMA);
  // Grouping by hydro alone when stage_id is mistyped would invent "all stages" groups.
  const groupsUsable = schema.usable.has(HYDRO) && (schema.usable.has(STAGE) || !table.column(STAGE));
  const collector = new GroupCollector();
  for await (const batch of table.batches(columnsToDecode(schema, [HYDRO, STAGE, GAMMA_V, GAMMA_Q, GAMMA_S, KAPPA]))) {
    reportNulls(batch, schema.nullChecked, report, 'FPH-004');
    // NaN fails both: the spec states the bounds as gamma_v >= 0 and gamma_s <= 0.
    checkCells(batch, GAMMA_V, report, 'FPH-005', NON_NEGATIVE);
    checkCells(batch, GAMMA_S, report, 'FPH-006', NON_POSITIVE);
    if (groupsUsable) collector.collect(batch);
  }
  const groups = collector.finish();
  return {
    complete: schema.complete,
    rowCount: table.numRows,
    hasRows: table.numRows > 0,
    hydroIds: [...new Set(groups.hydroId)].sort((a, b) => a - b),
    groups,
  };
}

/** Folds rows into their groups. Files are usually sorted by group, so the last group is tried first. */
/** Rows per slice of a batch (see GroupCollector.collect). */
const ROWS_PER_SLICE = 16_384;

class GroupCollector {
  private readonly keys = new PlantStageKeyCollector();
  private readonly rowCount = new GrowableColumn((n) => new Float64Array(n));
  private readonly anyPositiveGammaQ = new GrowableColumn((n) => new Uint8Array(n));
  private readonly firstNegativeGammaQRow = new GrowableColumn((n) => new Float64Array(n));
  private readonly firstBadKappaRow = new GrowableColumn((n) => new Float64Array(n));
  /** Each group's latest row, to notice a group whose rows are not one run; such groups keep their rows. */
  private readonly lastRow = new GrowableColumn((n) => new Float64Array(n));
  private readonly isScattered = new GrowableColumn((n) => new Uint8Array(n));
  private readonly scattered = new Map<number, RowRanges>();
  private lastHydroId = NaN;
  private lastStageId: number | null = NaN;
  private last = -1;

  collect(batch: ParquetBatch): void {
    const hydro = batch.column(HYDRO);
    if (!hydro) return;
    const stage = batch.column(STAGE);
    const gammaQ = batch.column(GAMMA_Q);
    const kappa = batch.column(KAPPA);
    // Null flags hoisted: the loop then only reads typed arrays unless a column really holds nulls.
    const hydroNulls = hydro.nullCount > 0;
    const stageNulls = stage !== undefined && stage.nullCount > 0;
    const gammaQNulls = gammaQ !== undefined && gammaQ.nullCount > 0;
    const kappaNulls = kappa !== undefined && kappa.nullCount > 0;
    // The rows in slices, each with room reserved for every row starting a group, so no column grows
    // inside a slice's loop and the loop holds them. (Slices, not whole batches: a row group of a
    // million rows would reserve room for a million groups, where a plant-stage has ~10 planes.)
    for (let start = 0; start < batch.numRows; start += ROWS_PER_SLICE) {
      const end = Math.min(batch.numRows, start + ROWS_PER_SLICE);
      this.reserve(this.keys.count + end - start);
      const rowCount = this.rowCount.values;
      const lastRow = this.lastRow.values;
      const isScattered = this.isScattered.values;
      const anyPositiveGammaQ = this.anyPositiveGammaQ.values;
      const firstNegativeGammaQRow = this.firstNegativeGammaQRow.values;
      const firstBadKappaRow = this.firstBadKappaRow.values;
      for (let i = start; i < end; i++) {
        if (hydroNulls && hydro.isNull(i)) continue;
        const row = batch.rowOffset + i;
        const hydroId = hydro.values[i]!;
        const stageId = stage === undefined || (stageNulls && stage.isNull(i)) ? null : stage.values[i]!;
        const group = hydroId === this.lastHydroId && stageId === this.lastStageId ? this.last : this.groupOf(hydroId, stageId, row);
        rowCount[group]!++;
        if (row !== lastRow[group]! + 1 || isScattered[group]) this.scatter(group, row);
        lastRow[group] = row;
        if (gammaQ !== undefined && !(gammaQNulls && gammaQ.isNull(i))) {
          const q = gammaQ.values[i]!;
          if (q > 0) anyPositiveGammaQ[group] = 1;
          else if (!(q >= 0) && firstNegativeGammaQRow[group]! < 0) firstNegativeGammaQRow[group] = row;
        }
        if (kappa !== undefined && firstBadKappaRow[group]! < 0 && !(kappaNulls && kappa.isNull(i))) {
          const k = kappa.values[i]!;
          if (!(k > 0 && k <= 1)) firstBadKappaRow[group] = row;
        }
      }
    }
  }

  /** Room for `length` groups in every column. */
  private reserve(length: number): void {
    this.keys.reserve(length);
    for (const column of [this.rowCount, this.anyPositiveGammaQ, this.firstNegativeGammaQRow, this.firstBadKappaRow, this.lastRow, this.isScattered]) column.reserve(length);
  }

  finish(): HyperplaneGroups {
    const count = this.keys.count;
    return {
      ...this.keys.finish(),
      rowCount: this.rowCount.finish(count),
      anyPositiveGammaQ: this.anyPositiveGammaQ.finish(count),
      firstNegativeGammaQRow: this.firstNegativeGammaQRow.finish(count),
      firstBadKappaRow: this.firstBadKappaRow.finish(count),
      scatteredRows: new Map([...this.scattered].map(([group, rows]) => [group, rows.toArray()])),
    };
  }

  /** A row that does not follow its group's latest: from here on the group's rows are kept one by one. */
  private scatter(group: number, row: number): void {
    let rows = this.scattered.get(group);
    if (!rows) {
      this.isScattered.values[group] = 1;
      rows = new RowRanges();
      const first = this.keys.firstRowOf(group);
      for (let r = first; r <= this.lastRow.values[group]!; r++) rows.add(r);
      this.scattered.set(group, rows);
    }
    rows.add(row);
  }

  private groupOf(hydroId: number, stageId: number | null, row: number): number {
    let group = this.keys.find(hydroId, stageId);
    if (group < 0) {
      group = this.keys.add(hydroId, stageId, row);
      // Within the room reserved for the slice (see collect).
      this.rowCount.values[group] = 0;
      this.anyPositiveGammaQ.values[group] = 0;
      this.firstNegativeGammaQRow.values[group] = -1;
      this.firstBadKappaRow.values[group] = -1;
      this.lastRow.values[group] = row - 1;
      this.isScattered.values[group] = 0;
    }
    this.lastHydroId = hydroId;
    this.lastStageId = stageId;
    this.last = group;
    return group;
  }
}
