// Rules of system/hydro_energy_productivity.parquet (PRD): per-plant, per-stage productivity
// overrides. One pass checks the cells and keys every row by (hydro_id, stage_id), a null stage
// being a key value of its own; the first row of each key is kept for the cross-file rules.
import type { ParquetFileContext } from '../context';
import type { ColumnValues, ParquetBatch } from '../../core/parquet/reader';
import type { ParquetReporter } from '../../core/reporter';
import { FINITE_NON_NEGATIVE, checkCells, checkSchema, columnsToDecode, isNullAt, columnNumberAt, reportNulls, type TableSchema } from '../parquetSchema';
import { GrowableColumn, PlantStageKeyCollector } from '../../model/plantStageRecords';
import { NULL_EQUIVALENT, NULL_OUTFLOW, NULL_SPECIFIC, type ProductivityOverrides, type ProductivitySummary } from '../../model/productivity';

const HYDRO = 'hydro_id';
const STAGE = 'stage_id';
const EQUIVALENT = 'equivalent_productivity_mw_per_m3s';
const OUTFLOW = 'reference_outflow_m3s';
const SPECIFIC = 'specific_productivity_mw_per_m3s_per_m';

/** The override columns and the rule guarding each one's values. */
const OVERRIDES = [
  { name: EQUIVALENT, rule: 'PRD-005' },
  { name: OUTFLOW, rule: 'PRD-006' },
  { name: SPECIFIC, rule: 'PRD-007' },
] as const;

const SCHEMA: TableSchema = {
  columns: [
    { name: HYDRO, type: 'Int32', nullable: false, required: true, rule: 'PRD-002', typeRule: 'PRD-003' },
    { name: STAGE, type: 'Int32', nullable: true, required: true, rule: 'PRD-002', typeRule: 'PRD-003' },
    ...OVERRIDES.map(({ name }) => ({ name, type: 'Float64' as const, nullable: true, required: true, rule: 'PRD-002' as const, typeRule: 'PRD-003' as const })),
  ],
  extraColumnRule: 'PRD-002',
  knownExtras: {
    reference_volume_hm3: {
      rule: 'PRD-010',
      message: 'column "reference_volume_hm3" is ignored: the reference volume is declared only in hydro_production_models.json (reference_volume)',
    },
  },
};

export async function checkProductivityTable({ table, report }: ParquetFileContext): Promise<ProductivitySummary> {
  const schema = checkSchema(table, report, SCHEMA);
  const collector = new OverrideCollector();
  const keysUsable = schema.usable.has(HYDRO) && schema.usable.has(STAGE);
  const read = [HYDRO, STAGE, ...OVERRIDES.map(({ name }) => name)];
  for await (const batch of table.batches(columnsToDecode(schema, read))) {
    reportNulls(batch, schema.nullChecked, report, 'PRD-004');
    for (const { name, rule } of OVERRIDES) checkCells(batch, name, report, rule, FINITE_NON_NEGATIVE);
    if (keysUsable) collector.collect(batch);
  }
  collector.reportRepeats(report);
  return { complete: schema.complete, rowCount: table.numRows, overrides: collector.finish() };
}

/** A (hydro_id, stage_id) pair written more than once: the rows after its first (PRD-009). */
interface RepeatedPair {
  hydroId: number;
  stageId: number | null;
  rows: number[];
}

/** Keys each row; a key seen before is PRD-009, one problem per repeated pair, at its later rows. */
class OverrideCollector {
  private readonly keys = new PlantStageKeyCollector();
  /** By the index of the pair's first row's key. */
  private readonly repeats = new Map<number, RepeatedPair>();
  private readonly equivalent = new GrowableColumn((n) => new Float64Array(n));
  private readonly outflow = new GrowableColumn((n) => new Float64Array(n));
  private readonly specific = new GrowableColumn((n) => new Float64Array(n));
  private readonly nulls = new GrowableColumn((n) => new Uint8Array(n));

  collect(batch: ParquetBatch): void {
    const hydro = batch.column(HYDRO);
    const stage = batch.column(STAGE);
    if (!hydro || !stage) return;
    const equivalent = batch.column(EQUIVALENT);
    const outflow = batch.column(OUTFLOW);
    const specific = batch.column(SPECIFIC);
    const hydroNulls = hydro.nullCount > 0;
    const stageNulls = stage.nullCount > 0;
    // Room for every row of the batch being a new key, so the loop writes the columns directly.
    const room = this.keys.count + batch.numRows;
    this.keys.reserve(room);
    const equivalentValues = this.equivalent.reserve(room);
    const outflowValues = this.outflow.reserve(room);
    const specificValues = this.specific.reserve(room);
    const nullValues = this.nulls.reserve(room);
    for (let i = 0; i < batch.numRows; i++) {
      if (hydroNulls && hydro.isNull(i)) continue;
      const row = batch.rowOffset + i;
      const hydroId = hydro.values[i]!;
      const stageId = stageNulls && stage.isNull(i) ? null : stage.values[i]!;
      const first = this.keys.find(hydroId, stageId);
      if (first >= 0) {
        const repeat = this.repeats.get(first);
        if (repeat) repeat.rows.push(row);
        else this.repeats.set(first, { hydroId, stageId, rows: [row] });
        continue;
      }
      const index = this.keys.add(hydroId, stageId, row);
      equivalentValues[index] = columnNumberAt(equivalent, i);
      outflowValues[index] = columnNumberAt(outflow, i);
      specificValues[index] = columnNumberAt(specific, i);
      nullValues[index] = (isMissingAt(equivalent, i) ? NULL_EQUIVALENT : 0) | (isMissingAt(outflow, i) ? NULL_OUTFLOW : 0) | (isMissingAt(specific, i) ? NULL_SPECIFIC : 0);
    }
  }

  /** PRD-009: each repeated pair is its own problem (D27), never merged with another pair's. */
  reportRepeats(report: ParquetReporter): void {
    for (const [first, { hydroId, stageId, rows }] of this.repeats) {
      const message = `duplicate (hydro_id, stage_id) pair (${hydroId}, ${stageId}) (first at row ${this.keys.firstRowOf(first)})`;
      report.groupRows(rows, STAGE, 'PRD-009', message);
    }
  }

  finish(): ProductivityOverrides {
    const count = this.keys.count;
    return {
      ...this.keys.finish(),
      equivalentProductivity: this.equivalent.finish(count),
      referenceOutflow: this.outflow.finish(count),
      specificProductivity: this.specific.finish(count),
      nulls: this.nulls.finish(count),
    };
  }
}

/** A null cell, or a column that could not be read. */
function isMissingAt(column: ColumnValues | undefined, i: number): boolean {
  return column === undefined || isNullAt(column, i);
}
