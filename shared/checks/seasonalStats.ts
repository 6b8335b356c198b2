// Shared by the two seasonal statistics tables of scenarios/ (inflow per plant, load per bus): one
// row per (entity, stage_id) with a mean and a standard deviation. One pass checks each cell and
// keys every row; the keys (first row of each) are kept for the cross-file rules. Each table names
// its columns and the rule guarding each check.
import type { ParquetFileContext } from './context';
import type { ParquetBatch } from '../core/parquet/reader';
import type { ParquetReporter } from '../core/reporter';
import { FINITE, FINITE_NON_NEGATIVE, checkCells, checkSchema, columnsToDecode, reportNulls, type TableSchema } from './parquetSchema';
import { PlantStageKeyCollector, type PlantStageKeys } from '../model/plantStageRecords';
import type { RuleId } from '../rules';

const STAGE = 'stage_id';

export interface SeasonalStatsTable {
  /** The key column naming the entity: hydro_id, bus_id. */
  entity: string;
  /** What an entity id is called in messages: `hydro`, `bus`. */
  noun: string;
  mean: string;
  std: string;
  rules: { schema: RuleId; nulls: RuleId; mean: RuleId; std: RuleId; duplicate: RuleId };
  /** Further per-batch checks of the table (the inflow table's zero standard deviation hint). */
  extraChecks?: (batch: ParquetBatch, report: ParquetReporter) => void;
}

export interface SeasonalStatsSummary {
  /** False when a column is missing or mistyped: the keys are then partial or absent. */
  complete: boolean;
  rowCount: number;
  /** One per distinct (entity, stage_id), from its first row, the entity id in `hydroId`; `stageIsNull` is always 0 (none when a key column cannot be read). */
  keys: PlantStageKeys;
  /** Rows left unkeyed because their entity or stage_id is null: coverage cannot be judged with them. */
  unkeyedRows: number;
}

export async function checkSeasonalStats(spec: SeasonalStatsTable, { table, report }: ParquetFileContext): Promise<SeasonalStatsSummary> {
  const { entity, mean, std, rules } = spec;
  const schema = checkSchema(table, report, tableSchema(spec));
  const keys = new PlantStageKeyCollector();
  let unkeyedRows = 0;
  const keysUsable = schema.usable.has(entity) && schema.usable.has(STAGE);
  for await (const batch of table.batches(columnsToDecode(schema, [entity, STAGE, mean, std]))) {
    reportNulls(batch, schema.nullChecked, report, rules.nulls);
    checkCells(batch, mean, report, rules.mean, FINITE);
    checkCells(batch, std, report, rules.std, FINITE_NON_NEGATIVE);
    spec.extraChecks?.(batch, report);
    if (keysUsable) unkeyedRows += collectKeys(spec, batch, keys, report);
  }
  return { complete: schema.complete, rowCount: table.numRows, keys: keys.finish(), unkeyedRows };
}

function tableSchema({ entity, mean, std, rules }: SeasonalStatsTable): TableSchema {
  return {
    columns: [
      { name: entity, type: 'Int32', nullable: false, required: true, rule: rules.schema },
      { name: STAGE, type: 'Int32', nullable: false, required: true, rule: rules.schema },
      { name: mean, type: 'Float64', nullable: false, required: true, rule: rules.schema },
      { name: std, type: 'Float64', nullable: false, required: true, rule: rules.schema },
    ],
    extraColumnRule: rules.schema,
  };
}

/** Keys each row by (entity, stage_id); a key seen before is the duplicate rule, at the later row. Returns the rows left unkeyed. */
function collectKeys({ entity: entityColumn, noun, rules }: SeasonalStatsTable, batch: ParquetBatch, keys: PlantStageKeyCollector, report: ParquetReporter): number {
  const entity = batch.column(entityColumn)!;
  const stage = batch.column(STAGE)!;
  const nulls = entity.nullCount > 0 || stage.nullCount > 0;
  let unkeyed = 0;
  keys.reserve(keys.count + batch.numRows);
  for (let i = 0; i < batch.numRows; i++) {
    if (nulls && (entity.isNull(i) || stage.isNull(i))) {
      unkeyed++;
      continue;
    }
    const row = batch.rowOffset + i;
    const id = entity.values[i]!;
    const stageId = stage.values[i]!;
    const first = keys.find(id, stageId);
    if (first >= 0) {
      const firstRow = keys.firstRowOf(first);
      report.row(row, STAGE, rules.duplicate, () => `${noun} ${id} has a second row for stage ${stageId} (first at row ${firstRow}): each (${entityColumn}, stage_id) has one row`);
      continue;
    }
    keys.add(id, stageId, row);
  }
  return unkeyed;
}
