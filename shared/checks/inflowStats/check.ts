// Rules of scenarios/inflow_seasonal_stats.parquet (SCN): the seasonal mean and standard deviation
// of each plant's inflow, one row per (hydro_id, stage_id). One pass checks each cell and keys every
// row; the keys (first row of each) are kept for the cross-file rules (REF-100..REF-102), which
// join them with hydros.json and stages.json.
import type { ParquetFileContext } from '../context';
import type { ParquetBatch } from '../../core/parquet/reader';
import type { ParquetReporter } from '../../core/reporter';
import { FINITE, FINITE_NON_NEGATIVE, checkCells, checkSchema, columnsToDecode, reportNulls, type TableSchema } from '../parquetSchema';
import { PlantStageKeyCollector, type PlantStageKeys } from '../plantStageRecords';

const HYDRO = 'hydro_id';
const STAGE = 'stage_id';
const MEAN = 'mean_m3s';
const STD = 'std_m3s';

const SCHEMA: TableSchema = {
  columns: [
    { name: HYDRO, type: 'Int32', nullable: false, required: true, rule: 'SCN-001' },
    { name: STAGE, type: 'Int32', nullable: false, required: true, rule: 'SCN-001' },
    { name: MEAN, type: 'Float64', nullable: false, required: true, rule: 'SCN-001' },
    { name: STD, type: 'Float64', nullable: false, required: true, rule: 'SCN-001' },
  ],
  extraColumnRule: 'SCN-001',
};

export interface InflowStatsSummary {
  /** False when a column is missing or mistyped: the keys are then partial or absent. */
  complete: boolean;
  rowCount: number;
  /** One per distinct (hydro_id, stage_id), from its first row; `stageIsNull` is always 0 (none when a key column cannot be read). */
  keys: PlantStageKeys;
  /** Rows left unkeyed because their hydro_id or stage_id is null (SCN-002): coverage cannot be judged with them. */
  unkeyedRows: number;
}

export async function checkInflowStatsTable({ table, report }: ParquetFileContext): Promise<InflowStatsSummary> {
  const schema = checkSchema(table, report, SCHEMA);
  const collector = new KeyCollector();
  const keysUsable = schema.usable.has(HYDRO) && schema.usable.has(STAGE);
  for await (const batch of table.batches(columnsToDecode(schema, [HYDRO, STAGE, MEAN, STD]))) {
    reportNulls(batch, schema.nullChecked, report, 'SCN-002');
    checkCells(batch, MEAN, report, 'SCN-003', FINITE);
    checkCells(batch, STD, report, 'SCN-004', FINITE_NON_NEGATIVE);
    reportDeterministic(batch, report);
    if (keysUsable) collector.collect(batch, report);
  }
  return { complete: schema.complete, rowCount: table.numRows, keys: collector.keys.finish(), unkeyedRows: collector.unkeyedRows };
}

/** SCN-006 (hint): a standard deviation of exactly 0, which the loader accepts with a warning. */
function reportDeterministic(batch: ParquetBatch, report: ParquetReporter): void {
  const std = batch.column(STD);
  if (!std) return;
  for (let i = 0; i < batch.numRows; i++) {
    // A null reads as 0 in some encodings: SCN-002 has it already.
    if (std.values[i] !== 0 || (std.nullCount > 0 && std.isNull(i))) continue;
    report.row(batch.rowOffset + i, STD, 'SCN-006', 'std_m3s is 0: the inflow of this plant and stage is deterministic (no random part); check that this is intended', {
      value: 0,
    });
  }
}

/** Keys each row by (hydro_id, stage_id); a key seen before is SCN-005, at the later row. */
class KeyCollector {
  readonly keys = new PlantStageKeyCollector();
  unkeyedRows = 0;

  collect(batch: ParquetBatch, report: ParquetReporter): void {
    const hydro = batch.column(HYDRO)!;
    const stage = batch.column(STAGE)!;
    const nulls = hydro.nullCount > 0 || stage.nullCount > 0;
    this.keys.reserve(this.keys.count + batch.numRows);
    for (let i = 0; i < batch.numRows; i++) {
      if (nulls && (hydro.isNull(i) || stage.isNull(i))) {
        this.unkeyedRows++;
        continue;
      }
      const row = batch.rowOffset + i;
      const hydroId = hydro.values[i]!;
      const stageId = stage.values[i]!;
      const first = this.keys.find(hydroId, stageId);
      if (first >= 0) {
        const firstRow = this.keys.firstRowOf(first);
        report.row(row, STAGE, 'SCN-005', () => `hydro ${hydroId} has a second row for stage ${stageId} (first at row ${firstRow}): each (hydro_id, stage_id) has one row`);
        continue;
      }
      this.keys.add(hydroId, stageId, row);
    }
  }
}
