// Shared by the scenarios/ tables the loader reads row by row (the inflow history, the annual
// component, the external scenarios, the NCS statistics): every column required and never null,
// each cell in its range, a key that must not repeat, and the rows of each entity id kept for the
// rules joining the table with the registries. One pass over the table does it all; each table
// names its columns and the rule guarding each check.
import type { ParquetFileContext } from './context';
import type { ColumnValues, ParquetBatch } from '../core/parquet/reader';
import type { ParquetReporter } from '../core/reporter';
import type { RowRange } from '../core/diagnostics';
import { RowRanges } from '../core/rowGroups';
import { checkCells, checkSchema, columnsToDecode, reportNulls, type TableSchema, type ValueRange } from './parquetSchema';
import type { ColumnType } from '../core/parquet/columnTypes';
import { PlantStageKeyCollector, type PlantStageKeys } from '../model/plantStageRecords';
import type { RuleId } from '../rules';

export interface ScenarioTableSpec {
  /** Every column the loader reads: all required, none may hold a null. */
  columns: ReadonlyArray<{ name: string; type: ColumnType }>;
  rules: { schema: RuleId; nulls: RuleId };
  /** Range checks, each reported per row under its rule (D27 groups them per column). */
  cells?: ReadonlyArray<{ column: string; rule: RuleId; range: ValueRange }>;
  /** The column naming the entity of each row (hydro_id, bus_id, ncs_id): its ids and rows are kept. */
  entity?: string;
  /** With `entity`: the stage column; each distinct (entity, stage) is kept with its first row. */
  stage?: string;
  /** Columns whose values together name one row; a repeat is `rule` at the later row, on `column`, naming the first. */
  unique?: { columns: readonly string[]; rule: RuleId; column: string; describe: (values: readonly number[]) => string };
  /** Further per-batch checks of the table. */
  extraChecks?: (batch: ParquetBatch, report: ParquetReporter) => void;
}

export interface EntityRows {
  id: number;
  rows: RowRange[];
}

export interface ScenarioTableSummary {
  /** False when a column is missing or mistyped: the ids are then partial or absent. */
  complete: boolean;
  rowCount: number;
  /** Each id of the entity column with its rows, by id (none when the column cannot be read). */
  entities: EntityRows[];
  /** With `stage`: one record per distinct (entity, stage), the entity id in `hydroId`. */
  keys?: PlantStageKeys;
  /** Rows whose entity (or stage) is null: "no row for the entity" cannot be judged with them. */
  unkeyedRows: number;
}

export function scenarioTableSchema(spec: ScenarioTableSpec): TableSchema {
  return {
    columns: spec.columns.map(({ name, type }) => ({ name, type, nullable: false, required: true, rule: spec.rules.schema })),
    extraColumnRule: spec.rules.schema,
  };
}

export async function checkScenarioTable(spec: ScenarioTableSpec, { table, report }: ParquetFileContext): Promise<ScenarioTableSummary> {
  const schema = checkSchema(table, report, scenarioTableSchema(spec));
  const entityUsable = spec.entity !== undefined && schema.usable.has(spec.entity);
  const stageUsable = entityUsable && spec.stage !== undefined && schema.usable.has(spec.stage);
  const uniqueUsable = spec.unique !== undefined && spec.unique.columns.every((name) => schema.usable.has(name));
  const entities = new Map<number, RowRanges>();
  const keys = stageUsable ? new PlantStageKeyCollector() : undefined;
  const seen = new Map<string, number>();
  let unkeyedRows = 0;
  const read = spec.columns.map((column) => column.name);
  for await (const batch of table.batches(columnsToDecode(schema, read))) {
    reportNulls(batch, schema.nullChecked, report, spec.rules.nulls);
    for (const cell of spec.cells ?? []) checkCells(batch, cell.column, report, cell.rule, cell.range);
    spec.extraChecks?.(batch, report);
    if (entityUsable) unkeyedRows += collectEntities(spec, batch, entities, keys, stageUsable ? report : undefined);
    // With a stage column the keys above find the repeats; otherwise the unique columns do.
    if (uniqueUsable && !keys) checkUnique(spec.unique!, batch, seen, report);
  }
  const summary: ScenarioTableSummary = {
    complete: schema.complete,
    rowCount: table.numRows,
    entities: [...entities.entries()].sort(([a], [b]) => a - b).map(([id, rows]) => ({ id, rows: rows.toArray() })),
    unkeyedRows,
  };
  if (keys) summary.keys = keys.finish();
  return summary;
}

const isNull = (column: ColumnValues, i: number) => column.nullCount > 0 && column.isNull(i);

/** Keeps each entity's rows (and each (entity, stage)'s first row, a repeat being the unique rule); returns the rows left unkeyed. */
function collectEntities(
  spec: ScenarioTableSpec,
  batch: ParquetBatch,
  entities: Map<number, RowRanges>,
  keys: PlantStageKeyCollector | undefined,
  report: ParquetReporter | undefined,
): number {
  const entity = batch.column(spec.entity!)!;
  const stage = keys ? batch.column(spec.stage!)! : undefined;
  let unkeyed = 0;
  let lastId = NaN;
  let lastRows: RowRanges | undefined;
  keys?.reserve(keys.count + batch.numRows);
  for (let i = 0; i < batch.numRows; i++) {
    if (isNull(entity, i) || (stage && isNull(stage, i))) {
      unkeyed++;
      continue;
    }
    const row = batch.rowOffset + i;
    const id = entity.values[i]!;
    if (id !== lastId) {
      lastId = id;
      lastRows = entities.get(id);
      if (!lastRows) entities.set(id, (lastRows = new RowRanges()));
    }
    lastRows!.add(row);
    if (!keys || !stage) continue;
    const stageId = stage.values[i]!;
    const first = keys.find(id, stageId);
    if (first < 0) keys.add(id, stageId, row);
    else if (spec.unique && report) {
      const firstRow = keys.firstRowOf(first);
      report.row(row, spec.unique.column, spec.unique.rule, () => `${spec.unique!.describe([id, stageId])} has a second row (first at row ${firstRow}): each has one row`);
    }
  }
  return unkeyed;
}

/** A repeated combination of the unique columns, at the later row, naming the first. */
function checkUnique(unique: NonNullable<ScenarioTableSpec['unique']>, batch: ParquetBatch, seen: Map<string, number>, report: ParquetReporter): void {
  const columns = unique.columns.map((name) => batch.column(name)!);
  for (let i = 0; i < batch.numRows; i++) {
    if (columns.some((column) => isNull(column, i))) continue;
    const values = columns.map((column) => column.values[i]!);
    const key = values.join(':');
    const row = batch.rowOffset + i;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, row);
      continue;
    }
    report.row(row, unique.column, unique.rule, () => `${unique.describe(values)} has a second row (first at row ${first}): each has one row`);
  }
}

/** The ids of `entities` that `known` does not hold, with all their rows. */
export function unknownEntities(entities: readonly EntityRows[], known: (id: number) => boolean): { ids: number[]; rows: RowRange[] } {
  const ids: number[] = [];
  const rows = new RowRanges();
  for (const entity of entities) {
    if (known(entity.id)) continue;
    ids.push(entity.id);
    for (const [first, last] of entity.rows) for (let row = first; row <= last; row++) rows.add(row);
  }
  return { ids, rows: rows.toArray() };
}
