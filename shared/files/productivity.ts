// Rules of system/hydro_energy_productivity.parquet (PRD): per-plant, per-stage productivity
// overrides. One pass checks the cells and keys every row by (hydro_id, stage_id), a null stage
// being a key value of its own; the first row of each key is kept for the cross-file rules.
import type { ParquetFileContext } from './context';
import type { ParquetBatch } from '../engine/parquet/reader';
import type { ParquetReporter } from '../engine/reporter';
import { FINITE_NON_NEGATIVE, checkCells, checkSchema, columnsToDecode, nullableAt, reportNulls, type TableSchema } from './parquetSchema';

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
    ...OVERRIDES.map(({ name }) => ({ name, type: 'Float64' as const, nullable: true, required: true, rule: 'PRD-002', typeRule: 'PRD-003' })),
  ],
  extraColumnRule: 'PRD-002',
  knownExtras: {
    reference_volume_hm3: {
      rule: 'PRD-010',
      message: 'column "reference_volume_hm3" is ignored: the reference volume is declared only in hydro_production_models.json (reference_volume)',
    },
  },
};

export interface ProductivityOverride {
  hydroId: number;
  /** null: the plant's default for every stage without a row of its own. */
  stageId: number | null;
  /** 0-based row in file order of the first row with this key. */
  row: number;
  /** The file's values, null kept as null (also null when the column could not be read). */
  equivalentProductivity: number | null;
  referenceOutflow: number | null;
  specificProductivity: number | null;
}

export interface ProductivitySummary {
  /** False when a column is missing or mistyped: the overrides are then partial or absent. */
  complete: boolean;
  rowCount: number;
  /** One per distinct (hydro_id, stage_id) key, from its first row, in file order (empty when either key column cannot be read). */
  overrides: ProductivityOverride[];
}

export async function checkProductivityTable({ table, report }: ParquetFileContext): Promise<ProductivitySummary> {
  const schema = checkSchema(table, report, SCHEMA);
  const overrides: ProductivityOverride[] = [];
  const keysUsable = schema.usable.has(HYDRO) && schema.usable.has(STAGE);
  const firstByKey = new Map<number, Map<number | null, ProductivityOverride>>();
  const read = [HYDRO, STAGE, ...OVERRIDES.map(({ name }) => name)];
  for await (const batch of table.batches(columnsToDecode(schema, read))) {
    reportNulls(batch, schema.nullChecked, report, 'PRD-004');
    for (const { name, rule } of OVERRIDES) checkCells(batch, name, report, rule, FINITE_NON_NEGATIVE);
    if (keysUsable) collectOverrides(batch, firstByKey, overrides, report);
  }
  return { complete: schema.complete, rowCount: table.numRows, overrides };
}

/** Keys each row; a key seen before is PRD-009, reported at the later row. */
function collectOverrides(batch: ParquetBatch, firstByKey: Map<number, Map<number | null, ProductivityOverride>>, overrides: ProductivityOverride[], report: ParquetReporter): void {
  const hydro = batch.column(HYDRO);
  const stage = batch.column(STAGE);
  if (!hydro || !stage) return;
  const equivalent = batch.column(EQUIVALENT);
  const outflow = batch.column(OUTFLOW);
  const specific = batch.column(SPECIFIC);
  const hydroNulls = hydro.nullCount > 0;
  const stageNulls = stage.nullCount > 0;
  let hydroId = NaN;
  let byStage: Map<number | null, ProductivityOverride> | undefined;
  for (let i = 0; i < batch.numRows; i++) {
    if (hydroNulls && hydro.isNull(i)) continue;
    const row = batch.rowOffset + i;
    const stageId = stageNulls && stage.isNull(i) ? null : stage.values[i]!;
    // Rows of one plant are usually adjacent: look its stage map up only when the plant changes.
    if (hydro.values[i] !== hydroId || !byStage) {
      hydroId = hydro.values[i]!;
      byStage = firstByKey.get(hydroId);
      if (!byStage) firstByKey.set(hydroId, (byStage = new Map()));
    }
    const first = byStage.get(stageId);
    if (first) {
      report.row(row, STAGE, 'PRD-009', () => `duplicate (hydro_id, stage_id) pair (${hydroId}, ${stageId}) (first at row ${first.row})`);
      continue;
    }
    const override: ProductivityOverride = {
      hydroId,
      stageId,
      row,
      equivalentProductivity: nullableAt(equivalent, i),
      referenceOutflow: nullableAt(outflow, i),
      specificProductivity: nullableAt(specific, i),
    };
    byStage.set(stageId, override);
    overrides.push(override);
  }
}
