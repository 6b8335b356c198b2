// Rules of the eleven Parquet tables of constraints/ (CON-001..CON-009), one checker driven by each
// table's description (./tables): the columns and their types, nulls where the loader needs a value,
// each value's limit (finite; >= 0; > 0), a lower bound above its upper bound in one row, repeated
// keys, and thermal rows the loader ignores. The keyed rows are kept, as typed columns, for the
// cross-file rules (an id naming no entity, a stage that is not a study stage, a block the stage
// lacks).
import type { ParquetFileContext } from '../context';
import type { ParquetBatch } from '../../core/parquet/reader';
import type { ParquetReporter } from '../../core/reporter';
import { checkSchema, columnsToDecode, reportNulls, type ExpectedColumn } from '../parquetSchema';
import { GrowableColumn } from '../../model/plantStageRecords';
import { BLOCK_COLUMN, CONSTRAINT_TABLES, STAGE_COLUMN, type ConstraintTable, type ConstraintTableKind, type ValueColumn } from './fields';

/** The rows of a table whose entity id and stage_id both hold a value, as parallel columns in file order. */
export interface KeyedRows {
  count: number;
  row: Int32Array;
  entityId: Int32Array;
  stageId: Int32Array;
  /** generic_constraint_bounds only: the block_id, meaningless where `blockIsNull` is 1. */
  blockId?: Int32Array;
  blockIsNull?: Uint8Array;
}

export interface ConstraintTableSummary {
  /** False when a column is missing or mistyped: the keys are then partial or absent. */
  complete: boolean;
  rowCount: number;
  keyed: KeyedRows;
  /** Rows without an entity id or a stage_id (CON-002): the joins cannot judge them. */
  unkeyedRows: number;
}

export function checkConstraintTable(kind: ConstraintTableKind): (context: ParquetFileContext) => Promise<ConstraintTableSummary> {
  const spec: ConstraintTable = CONSTRAINT_TABLES[kind];
  return (context) => checkTable(spec, context);
}

function expectedColumns(spec: ConstraintTable): ExpectedColumn[] {
  const key = (name: string): ExpectedColumn => ({ name, type: 'Int32', nullable: false, required: true, rule: 'CON-001' });
  const columns: ExpectedColumn[] = [key(spec.entity.column), key(STAGE_COLUMN)];
  if (spec.block) columns.push({ name: BLOCK_COLUMN, type: 'Int32', nullable: true, required: false, rule: 'CON-001' });
  for (const value of spec.values) columns.push({ name: value.name, type: 'Float64', nullable: !value.required, required: value.required ?? false, rule: 'CON-001' });
  return columns;
}

async function checkTable(spec: ConstraintTable, { table, report }: ParquetFileContext): Promise<ConstraintTableSummary> {
  const schema = checkSchema(table, report, { columns: expectedColumns(spec), extraColumnRule: 'CON-001' });
  const entity = spec.entity.column;
  const keysUsable = schema.usable.has(entity) && schema.usable.has(STAGE_COLUMN);
  const keys = new KeyCollector(spec.block === 'perBlock');
  const repeats = new RepeatedKeys();
  const read = [entity, STAGE_COLUMN, ...spec.values.map((value) => value.name), ...(spec.block ? [BLOCK_COLUMN] : [])];
  for await (const batch of table.batches(columnsToDecode(schema, read))) {
    reportNulls(batch, schema.nullChecked, report, 'CON-002');
    for (const value of spec.values) checkLimit(batch, value, report);
    for (const [min, max] of spec.pairs ?? []) checkPair(batch, min, max, report);
    if (spec.block === 'ignored') reportIgnoredBlockRows(batch, spec, report);
    if (keysUsable) keys.collect(batch, entity, repeats);
  }
  repeats.report(spec, report);
  return { complete: schema.complete, rowCount: table.numRows, keyed: keys.finish(), unkeyedRows: keys.unkeyed };
}

const LIMIT_RULE = { finite: undefined, nonNegative: 'CON-004', positive: 'CON-005' } as const;
const LIMIT_TEXT = { finite: 'finite', nonNegative: '>= 0', positive: '> 0' } as const;

/** A present value must be finite (CON-003), and for some columns >= 0 (CON-004) or > 0 (CON-005). */
function checkLimit(batch: ParquetBatch, spec: ValueColumn, report: ParquetReporter): void {
  const column = batch.column(spec.name);
  if (!column) return;
  const { values } = column;
  const hasNulls = column.nullCount > 0;
  const below = LIMIT_RULE[spec.limit];
  for (let i = 0; i < batch.numRows; i++) {
    const value = values[i]!;
    if (hasNulls && column.isNull(i)) continue;
    const row = batch.rowOffset + i;
    if (!Number.isFinite(value)) report.row(row, spec.name, 'CON-003', () => `${spec.name} must be finite, got ${value}`, { value });
    else if (below && (spec.limit === 'positive' ? value <= 0 : value < 0))
      report.row(row, spec.name, below, () => `${spec.name} must be ${LIMIT_TEXT[spec.limit]}, got ${value}`, { value });
  }
}

/** CON-006 (warning): in one row, the lower bound above the upper bound; on the upper bound's cell. */
function checkPair(batch: ParquetBatch, min: string, max: string, report: ParquetReporter): void {
  const low = batch.column(min);
  const high = batch.column(max);
  if (!low || !high) return;
  for (let i = 0; i < batch.numRows; i++) {
    const lowValue = low.values[i]!;
    const highValue = high.values[i]!;
    if (!(lowValue > highValue)) continue; // NaN compares false: CON-003 speaks for it
    if ((low.nullCount > 0 && low.isNull(i)) || (high.nullCount > 0 && high.isNull(i))) continue;
    report.row(batch.rowOffset + i, max, 'CON-006', () => `${max} ${highValue} is below ${min} ${lowValue} in the same row: no value can satisfy both at this stage`, {
      value: highValue,
    });
  }
}

/** CON-009 (hint): a thermal_bounds row with a block_id is read and then ignored (per-block costs are reserved). */
function reportIgnoredBlockRows(batch: ParquetBatch, spec: ConstraintTable, report: ParquetReporter): void {
  const block = batch.column(BLOCK_COLUMN);
  if (!block) return;
  for (let i = 0; i < batch.numRows; i++) {
    if (block.nullCount > 0 && block.isNull(i)) continue;
    report.row(
      batch.rowOffset + i,
      BLOCK_COLUMN,
      'CON-009',
      () => `block_id ${block.values[i]} makes the loader ignore this row: per-block ${spec.entity.noun} bounds are not supported yet, so none of its values apply`,
      {
        value: block.values[i]!,
      },
    );
  }
}

/** Collects the keyed rows and notes every repeated key (entity, stage and, per block, block_id). */
class KeyCollector {
  private count = 0;
  unkeyed = 0;
  private readonly row = new GrowableColumn((n) => new Int32Array(n));
  private readonly entityId = new GrowableColumn((n) => new Int32Array(n));
  private readonly stageId = new GrowableColumn((n) => new Int32Array(n));
  private readonly blockId = new GrowableColumn((n) => new Int32Array(n));
  private readonly blockIsNull = new GrowableColumn((n) => new Uint8Array(n));

  constructor(private readonly perBlock: boolean) {}

  collect(batch: ParquetBatch, entityColumn: string, repeats: RepeatedKeys): void {
    const entity = batch.column(entityColumn)!;
    const stage = batch.column(STAGE_COLUMN)!;
    const block = this.perBlock ? batch.column(BLOCK_COLUMN) : undefined;
    const need = this.count + batch.numRows;
    const rows = this.row.reserve(need);
    const entities = this.entityId.reserve(need);
    const stages = this.stageId.reserve(need);
    const blocks = this.perBlock ? this.blockId.reserve(need) : undefined;
    const blockNulls = this.perBlock ? this.blockIsNull.reserve(need) : undefined;
    for (let i = 0; i < batch.numRows; i++) {
      if ((entity.nullCount > 0 && entity.isNull(i)) || (stage.nullCount > 0 && stage.isNull(i))) {
        this.unkeyed++;
        continue;
      }
      const at = this.count++;
      const row = batch.rowOffset + i;
      rows[at] = row;
      entities[at] = entity.values[i]!;
      stages[at] = stage.values[i]!;
      let blockKey = '';
      if (blocks && blockNulls) {
        const isNull = !block || (block.nullCount > 0 && block.isNull(i));
        blockNulls[at] = isNull ? 1 : 0;
        blocks[at] = isNull ? 0 : block.values[i]!;
        blockKey = isNull ? ',null' : `,${block.values[i]}`;
      }
      repeats.note(`${entities[at]},${stages[at]}${blockKey}`, row);
    }
  }

  finish(): KeyedRows {
    const count = this.count;
    return {
      count,
      row: this.row.finish(count),
      entityId: this.entityId.finish(count),
      stageId: this.stageId.finish(count),
      ...(this.perBlock ? { blockId: this.blockId.finish(count), blockIsNull: this.blockIsNull.finish(count) } : {}),
    };
  }
}

/** The rows of each key, kept only for keys seen more than once. */
class RepeatedKeys {
  private readonly first = new Map<string, number>();
  private readonly repeated = new Map<string, number[]>();

  note(key: string, row: number): void {
    const first = this.first.get(key);
    if (first === undefined) {
      this.first.set(key, row);
      return;
    }
    const rows = this.repeated.get(key);
    if (rows) rows.push(row);
    else this.repeated.set(key, [first, row]);
  }

  /** One problem per repeated key, on its rows (D27): CON-008 where the loader rejects it, else the CON-007 warning. */
  report(spec: ConstraintTable, report: ParquetReporter): void {
    for (const [key, rows] of this.repeated) {
      const [entityId, stageId, blockId] = key.split(',');
      const block = spec.block === 'perBlock' ? `, block_id ${blockId === 'null' ? 'null (every block)' : blockId}` : '';
      const what = `${spec.entity.noun} ${entityId}, stage ${stageId}${block}`;
      if (spec.repeatedKey === 'rejected')
        report.groupRows(rows, STAGE_COLUMN, 'CON-008', `${what} has ${rows.length} rows: each (${spec.entity.column}, stage_id, block_id) must have one row`);
      else
        report.groupRows(
          rows,
          STAGE_COLUMN,
          'CON-007',
          `${what} has ${rows.length} rows: the loader applies them in order, so where several give a value the last one wins; keep one row per (${spec.entity.column}, stage_id)`,
        );
    }
  }
}
