// Rules of scenarios/noise_openings.parquet (SCN-050..054): a supplied opening tree, one noise value
// per (stage_id, opening_index, entity_index). One pass checks each cell and groups the rows by stage
// and opening; the groups are then checked (openings numbered from 0, each listing every entity
// once). The stages and the entity count are kept for the rules that size the tree against the
// calendar and the system (REF-109, REF-110).
import type { ParquetFileContext } from '../context';
import type { ParquetBatch } from '../../core/parquet/reader';
import type { ParquetReporter } from '../../core/reporter';
import type { RowRange } from '../../core/diagnostics';
import { RowRanges } from '../../core/rowGroups';
import { FINITE, checkCells, columnsToDecode, reportNulls, checkSchema } from '../parquetSchema';
import { scenarioTableSchema, type ScenarioTableSpec } from '../scenarioTable';

const STAGE = 'stage_id';
const OPENING = 'opening_index';
const ENTITY = 'entity_index';
const VALUE = 'value';

const COLUMNS: ScenarioTableSpec = {
  columns: [
    { name: STAGE, type: 'Int32' },
    { name: OPENING, type: 'UInt32' },
    { name: ENTITY, type: 'UInt32' },
    { name: VALUE, type: 'Float64' },
  ],
  rules: { schema: 'SCN-050', nulls: 'SCN-051' },
};

export interface NoiseOpeningsSummary {
  /** False when a column is missing or mistyped: the stages and entities are then unknown. */
  complete: boolean;
  rowCount: number;
  /** The distinct stage ids, ascending, each with its rows. */
  stages: Array<{ id: number; rows: RowRange[] }>;
  /** The distinct entity indices, ascending: the noise vector's length is their count. */
  entityIndices: number[];
  /** Rows whose stage, opening or entity is null (SCN-051). */
  unkeyedRows: number;
}

interface Opening {
  entities: number[];
  rows: number[];
}

export async function checkNoiseOpeningsTable({ table, report }: ParquetFileContext): Promise<NoiseOpeningsSummary> {
  const schema = checkSchema(table, report, scenarioTableSchema(COLUMNS));
  const keysUsable = [STAGE, OPENING, ENTITY].every((name) => schema.usable.has(name));
  const stages = new Map<number, Map<number, Opening>>();
  const entities = new Set<number>();
  let unkeyedRows = 0;
  for await (const batch of table.batches(columnsToDecode(schema, [STAGE, OPENING, ENTITY, VALUE]))) {
    reportNulls(batch, schema.nullChecked, report, 'SCN-051');
    checkCells(batch, VALUE, report, 'SCN-052', FINITE);
    if (keysUsable) unkeyedRows += collect(batch, stages, entities);
  }
  const entityIndices = [...entities].sort((a, b) => a - b);
  const summary: NoiseOpeningsSummary = { complete: schema.complete, rowCount: table.numRows, stages: [], entityIndices, unkeyedRows };
  for (const stageId of [...stages.keys()].sort((a, b) => a - b)) {
    const openings = stages.get(stageId)!;
    const rows = new RowRanges();
    for (const opening of openings.values()) for (const row of opening.rows) rows.add(row);
    summary.stages.push({ id: stageId, rows: rows.toArray() });
    checkOpeningIndices(stageId, openings, rows.toArray(), report);
    for (const [index, opening] of openings) checkEntities(stageId, index, opening, entityIndices, report);
  }
  return summary;
}

function collect(batch: ParquetBatch, stages: Map<number, Map<number, Opening>>, entities: Set<number>): number {
  const stage = batch.column(STAGE)!;
  const opening = batch.column(OPENING)!;
  const entity = batch.column(ENTITY)!;
  const nulls = stage.nullCount + opening.nullCount + entity.nullCount > 0;
  let unkeyed = 0;
  for (let i = 0; i < batch.numRows; i++) {
    if (nulls && (stage.isNull(i) || opening.isNull(i) || entity.isNull(i))) {
      unkeyed++;
      continue;
    }
    const stageId = stage.values[i]!;
    let openings = stages.get(stageId);
    if (!openings) stages.set(stageId, (openings = new Map()));
    const index = opening.values[i]!;
    let group = openings.get(index);
    if (!group) openings.set(index, (group = { entities: [], rows: [] }));
    const entityIndex = entity.values[i]!;
    group.entities.push(entityIndex);
    group.rows.push(batch.rowOffset + i);
    entities.add(entityIndex);
  }
  return unkeyed;
}

/** SCN-053: a stage's opening indices are exactly 0 to n-1. */
function checkOpeningIndices(stageId: number, openings: Map<number, Opening>, rows: RowRange[], report: ParquetReporter): void {
  const indices = [...openings.keys()].sort((a, b) => a - b);
  if (indices.every((index, k) => index === k)) return;
  const n = indices.length;
  const missing: number[] = [];
  for (let k = 0, j = 0; k < n && missing.length < 10; k++) {
    while (j < n && indices[j]! < k) j++;
    if (indices[j] !== k) missing.push(k);
  }
  const beyond = indices.filter((index) => index >= n);
  report.group(
    rows,
    OPENING,
    'SCN-053',
    `stage ${stageId} lists ${n} opening${n === 1 ? '' : 's'} numbered ${listText(indices)}: they must be 0 to ${n - 1}` +
      (missing.length > 0 ? ` (${missing.join(', ')} missing${beyond.length > 0 ? `, ${listText(beyond)} beyond` : ''})` : ''),
    { data: { stageId } },
  );
}

/** SCN-054: an opening lists each entity index of the file once. */
function checkEntities(stageId: number, index: number, opening: Opening, entityIndices: readonly number[], report: ParquetReporter): void {
  const listed = [...opening.entities].sort((a, b) => a - b);
  if (listed.length === entityIndices.length && listed.every((entity, k) => entity === entityIndices[k])) return;
  const counts = new Map<number, number>();
  for (const entity of listed) counts.set(entity, (counts.get(entity) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > 1).map(([entity]) => entity);
  const missing = entityIndices.filter((entity) => !counts.has(entity));
  const what = [missing.length > 0 ? `entity ${listText(missing)} missing` : '', repeated.length > 0 ? `entity ${listText(repeated)} repeated` : ''].filter(Boolean).join(', ');
  const ranges = new RowRanges();
  for (const row of opening.rows) ranges.add(row);
  report.group(
    ranges.toArray(),
    ENTITY,
    'SCN-054',
    `opening ${index} of stage ${stageId} has ${what}: each opening gives one value for each of the ${entityIndices.length} entity indices of the file`,
    { data: { stageId } },
  );
}

/** A few values and how many more. */
function listText(values: readonly number[], shown = 8): string {
  return values.length <= shown ? values.join(', ') : `${values.slice(0, shown).join(', ')} and ${values.length - shown} more`;
}
