// Rules of scenarios/inflow_ar_coefficients.parquet (SCN-010..016): the autoregressive part of each
// plant's inflow model, one row per (hydro_id, stage_id, lag). One pass checks each cell and groups
// the rows by (hydro_id, stage_id); each group's lags and residual ratio are then checked, and the
// groups are kept for the rules joining them with the plants and the statistics (REF-103, REF-104).
import type { ParquetFileContext } from '../context';
import type { ParquetBatch } from '../../core/parquet/reader';
import type { ParquetReporter } from '../../core/reporter';
import { RowRanges } from '../../core/rowGroups';
import type { RowRange } from '../../core/diagnostics';
import { FINITE, checkCells, checkSchema, columnsToDecode, reportNulls, type TableSchema, type ValueRange } from '../parquetSchema';
import { GrowableColumn, PlantStageKeyCollector, type PlantStageKeys } from '../../model/plantStageRecords';

const HYDRO = 'hydro_id';
const STAGE = 'stage_id';
const LAG = 'lag';
const COEFFICIENT = 'coefficient';
const RATIO = 'residual_std_ratio';

const SCHEMA: TableSchema = {
  columns: [
    { name: HYDRO, type: 'Int32', nullable: false, required: true, rule: 'SCN-010' },
    { name: STAGE, type: 'Int32', nullable: false, required: true, rule: 'SCN-010' },
    { name: LAG, type: 'Int32', nullable: false, required: true, rule: 'SCN-010' },
    { name: COEFFICIENT, type: 'Float64', nullable: false, required: true, rule: 'SCN-010' },
    { name: RATIO, type: 'Float64', nullable: false, required: true, rule: 'SCN-010' },
  ],
  extraColumnRule: 'SCN-010',
};

const POSITIVE_LAG: ValueRange = { min: 1, max: Infinity, text: '>= 1 (lags count from 1)' };
/** (0, 1]: checkCells takes inclusive bounds, so the smallest double above 0 stands for the open end. */
const RATIO_RANGE: ValueRange = { min: Number.MIN_VALUE, max: 1, text: 'in (0, 1]' };

export interface ArCoefficientsSummary {
  /** False when a column is missing or mistyped: the groups are then partial or absent. */
  complete: boolean;
  rowCount: number;
  /** One per (hydro_id, stage_id) group, from its first row (none when a key column cannot be read). */
  groups: PlantStageKeys;
  /** Per row: the index of its group in `groups`, or -1 for a row with a null key. */
  groupOfRow: Int32Array;
  /** Rows whose hydro_id or stage_id is null (SCN-011). */
  unkeyedRows: number;
  /** Per group: its highest lag (0 when no lag reads), the AR order the loader's semantic layer takes. */
  maxLag: Int32Array;
}

/**
 * The rows of the `wanted` groups only, by group index: one pass over the rows, and none when no
 * group is wanted. The cross-file rules ask for the few groups they report, so the clean case (every
 * group fine) builds no per-group array for the ~100,000 rows of a national case.
 */
export function rowsOfGroups(summary: ArCoefficientsSummary, wanted: ReadonlySet<number>): Map<number, number[]> {
  const rows = new Map<number, number[]>();
  if (wanted.size === 0) return rows;
  for (const group of wanted) rows.set(group, []);
  summary.groupOfRow.forEach((group, row) => rows.get(group)?.push(row));
  return rows;
}

/** Rows as inclusive runs. */
export function rowRanges(rows: Iterable<number>): RowRange[] {
  const ranges = new RowRanges();
  for (const row of rows) ranges.add(row);
  return ranges.toArray();
}

export async function checkArCoefficientsTable({ table, report }: ParquetFileContext): Promise<ArCoefficientsSummary> {
  const schema = checkSchema(table, report, SCHEMA);
  const keysUsable = schema.usable.has(HYDRO) && schema.usable.has(STAGE);
  const groups = new GroupCollector(table.numRows, schema.usable.has(LAG), schema.usable.has(RATIO));
  for await (const batch of table.batches(columnsToDecode(schema, [HYDRO, STAGE, LAG, COEFFICIENT, RATIO]))) {
    reportNulls(batch, schema.nullChecked, report, 'SCN-011');
    checkCells(batch, LAG, report, 'SCN-012', POSITIVE_LAG);
    checkCells(batch, RATIO, report, 'SCN-013', RATIO_RANGE);
    checkCells(batch, COEFFICIENT, report, 'SCN-014', FINITE);
    if (keysUsable) groups.collect(batch);
  }
  const summary = groups.finish(schema.complete);
  groups.checkGroups(summary, report);
  return summary;
}

/** Groups the rows by (hydro_id, stage_id), noting each row's lag and ratio for the group checks. */
class GroupCollector {
  private readonly keys = new PlantStageKeyCollector();
  private readonly groupOfRow: Int32Array;
  private readonly lagOfRow: Int32Array;
  private readonly ratioOfRow: Float64Array;
  private unkeyedRows = 0;
  /** Per group, as the rows come: its highest lag, and what the SCN-015/016 screen keeps. */
  private readonly screen = new GroupScreen();

  constructor(
    rowCount: number,
    private readonly readsLags: boolean,
    private readonly readsRatios: boolean,
  ) {
    this.groupOfRow = new Int32Array(rowCount).fill(-1);
    this.lagOfRow = new Int32Array(rowCount);
    this.ratioOfRow = new Float64Array(rowCount).fill(NaN);
  }

  collect(batch: ParquetBatch): void {
    const hydro = batch.column(HYDRO)!;
    const stage = batch.column(STAGE)!;
    const lag = batch.column(LAG);
    const ratio = batch.column(RATIO);
    const room = this.keys.count + batch.numRows;
    this.keys.reserve(room);
    const { maxLag, lagBits, lagCount, firstRatio, hasRatio, suspect } = this.screen.reserve(room);
    for (let i = 0; i < batch.numRows; i++) {
      const row = batch.rowOffset + i;
      if ((hydro.nullCount > 0 && hydro.isNull(i)) || (stage.nullCount > 0 && stage.isNull(i))) {
        this.unkeyedRows++;
        continue;
      }
      const hydroId = hydro.values[i]!;
      const stageId = stage.values[i]!;
      const found = this.keys.find(hydroId, stageId);
      const group = found >= 0 ? found : this.keys.add(hydroId, stageId, row);
      this.groupOfRow[row] = group;
      // A null lag or ratio is SCN-011's; as 0 and NaN they are left out of the group checks below.
      let lagValue = 0;
      let ratioValue = NaN;
      if (lag && !(lag.nullCount > 0 && lag.isNull(i))) this.lagOfRow[row] = lagValue = lag.values[i]!;
      if (ratio && !(ratio.nullCount > 0 && ratio.isNull(i))) this.ratioOfRow[row] = ratioValue = ratio.values[i]!;
      if (lagValue > maxLag[group]!) maxLag[group] = lagValue;
      // The screen of SCN-015 and SCN-016 (see `suspectGroups`), kept as the rows come.
      if (suspect[group]) continue;
      if (!Number.isNaN(ratioValue)) {
        if (!hasRatio[group]) {
          hasRatio[group] = 1;
          firstRatio[group] = ratioValue;
        } else if (Math.abs(ratioValue - firstRatio[group]!) > Number.EPSILON) suspect[group] = 1;
      }
      if (lagValue < 1) continue; // SCN-012's, and left out of the lags as below
      const bit = lagValue <= 30 ? 1 << (lagValue - 1) : 0;
      if (bit === 0 || (lagBits[group]! & bit) !== 0) suspect[group] = 1;
      else {
        lagBits[group] = lagBits[group]! | bit;
        lagCount[group] = lagCount[group]! + 1;
      }
    }
  }

  finish(complete: boolean): ArCoefficientsSummary {
    const groups = this.keys.finish();
    const maxLag = this.screen.maxLag.finish(groups.count);
    return { complete, rowCount: this.groupOfRow.length, groups, groupOfRow: this.groupOfRow, unkeyedRows: this.unkeyedRows, maxLag };
  }

  /** SCN-015 and SCN-016, one problem per (hydro_id, stage_id) group (D27). */
  checkGroups(summary: ArCoefficientsSummary, report: ParquetReporter): void {
    rowsOfGroups(summary, this.suspectGroups(summary.groups.count)).forEach((rows, group) => {
      const hydroId = summary.groups.hydroId[group]!;
      const stageId = summary.groups.stageId[group]!;
      const ranges = rowRanges(rows);
      if (this.readsRatios) this.checkRatios(rows, ranges, hydroId, stageId, report);
      if (this.readsLags) this.checkLags(rows, ranges, hydroId, stageId, report);
    });
  }

  /**
   * The groups SCN-015 or SCN-016 may fail on, in ascending order, screened while the rows were
   * collected with a few numbers per group (its lags seen, as bits; its first ratio). A national case
   * has ~100,000 rows in ~17,000 groups, all fine: only a suspect group's rows are gathered and checked
   * in words. A screen, not the rule: a group it flags may still pass (a lag above 30, say).
   */
  private suspectGroups(count: number): Set<number> {
    const { suspect, lagBits, lagCount } = this.screen;
    const groups = new Set<number>();
    for (let group = 0; group < count; group++) {
      if (suspect.values[group] || lagBits.values[group] !== (1 << lagCount.values[group]!) - 1) groups.add(group);
    }
    return groups;
  }

  /** SCN-015: every lag row of a plant and stage carries the same residual_std_ratio. */
  private checkRatios(rows: number[], ranges: RowRange[], hydroId: number, stageId: number, report: ParquetReporter): void {
    const ratios = rows.map((row) => this.ratioOfRow[row]!).filter((ratio) => !Number.isNaN(ratio));
    const first = ratios[0];
    const other = ratios.find((ratio) => Math.abs(ratio - first!) > Number.EPSILON);
    if (first === undefined || other === undefined) return;
    const distinct = [...new Set(ratios)].sort((a, b) => a - b);
    report.group(
      ranges,
      RATIO,
      'SCN-015',
      `the lags of hydro ${hydroId} at stage ${stageId} give different residual_std_ratio values (${distinct.join(', ')}): they must share one`,
      {
        data: { hydroId, stageId },
      },
    );
  }

  /** SCN-016: the lags of a plant and stage are 1, 2, ..., p, each once (the loader takes the rows in lag order as lags 1 to p). */
  private checkLags(rows: number[], ranges: RowRange[], hydroId: number, stageId: number, report: ParquetReporter): void {
    const lags = rows
      .map((row) => this.lagOfRow[row]!)
      .filter((lag) => lag >= 1) // lags below 1 are SCN-012's
      .sort((a, b) => a - b);
    if (lags.every((lag, k) => lag === k + 1)) return;
    const order = lags.length;
    const repeated = [...new Set(lags.filter((lag, k) => k > 0 && lags[k - 1] === lag))];
    const missing = Array.from({ length: Math.max(order, ...lags) }, (_, k) => k + 1).filter((lag) => !lags.includes(lag));
    const what = [missing.length > 0 ? `lag ${missing.join(', ')} missing` : '', repeated.length > 0 ? `lag ${repeated.join(', ')} repeated` : ''].filter(Boolean).join(', ');
    report.group(
      ranges,
      LAG,
      'SCN-016',
      `the lags of hydro ${hydroId} at stage ${stageId} are ${lags.join(', ')} (${what}): the loader reads ${order === 1 ? 'this row as lag 1' : `these ${order} rows in lag order as lags 1 to ${order}`}, so a coefficient is used for another lag`,
      { data: { hydroId, stageId } },
    );
  }
}

/** Per-group columns that grow with the groups (a new group's entries start at 0). */
class GroupScreen {
  readonly maxLag = new GrowableColumn((n) => new Int32Array(n));
  /** The lags 1..30 seen, bit k-1 for lag k. */
  readonly lagBits = new GrowableColumn((n) => new Int32Array(n));
  readonly lagCount = new GrowableColumn((n) => new Int32Array(n));
  readonly firstRatio = new GrowableColumn((n) => new Float64Array(n));
  readonly hasRatio = new GrowableColumn((n) => new Uint8Array(n));
  /** 1: the group may fail SCN-015 or SCN-016. */
  readonly suspect = new GrowableColumn((n) => new Uint8Array(n));

  /** Room for `groups` groups; the arrays to write, read again after each call. */
  reserve(groups: number) {
    return {
      maxLag: this.maxLag.reserve(groups),
      lagBits: this.lagBits.reserve(groups),
      lagCount: this.lagCount.reserve(groups),
      firstRatio: this.firstRatio.reserve(groups),
      hasRatio: this.hasRatio.reserve(groups),
      suspect: this.suspect.reserve(groups),
    };
  }
}
