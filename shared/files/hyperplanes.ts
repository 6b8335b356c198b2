// Rules of system/fpha_hyperplanes.parquet (FPH): precomputed FPHA planes. This is the large
// table (800,000 rows in the benchmark), so it decodes only the columns a rule reads, loops over
// typed arrays, and keeps one small aggregate per (hydro_id, stage_id) group rather than rows:
// the set-up rules (FPH-007..010) need only "which groups exist" and a few facts about each.
import type { ParquetFileContext } from './context';
import type { ParquetBatch } from '../engine/parquet/reader';
import { NON_NEGATIVE, NON_POSITIVE, checkCells, checkSchema, columnsToDecode, reportNulls, type ExpectedColumn, type TableSchema } from './parquetSchema';

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

/** The rows sharing one (hydro_id, stage_id): what a stage resolving to them uses. */
export interface HyperplaneGroup {
  hydroId: number;
  /** null: the plant's planes for every stage without rows of its own (also when the column is absent). */
  stageId: number | null;
  rowCount: number;
  /** 0-based row in file order of the group's first row. */
  firstRow: number;
  /** Some row has gamma_q > 0 (FPH-009 needs one). */
  anyPositiveGammaQ: boolean;
  /** First row whose gamma_q is not >= 0 (negative or NaN), or -1 (FPH-007). */
  firstNegativeGammaQRow: number;
  /** First row whose non-null kappa lies outside (0, 1], or -1; a null kappa or an absent column means 1.0 (FPH-008). */
  firstBadKappaRow: number;
}

export interface HyperplanesSummary {
  /** False when a column is missing or mistyped: the groups are then partial or absent. */
  complete: boolean;
  rowCount: number;
  /** The file holds at least one row (FPH-011 only applies then). */
  hasRows: boolean;
  /** Every non-null hydro_id of the file, sorted. */
  hydroIds: number[];
  /** One per (hydro_id, stage_id), in order of first appearance (empty when hydro_id or a present stage_id cannot be read). */
  groups: HyperplaneGroup[];
}

export async function checkHyperplanesTable({ table, report }: ParquetFileContext): Promise<HyperplanesSummary> {
  const schema = checkSchema(table, report, SCHEMA);
  // Grouping by hydro alone when stage_id is mistyped would invent "all stages" groups.
  const groupsUsable = schema.usable.has(HYDRO) && (schema.usable.has(STAGE) || !table.column(STAGE));
  const collector = new Map<number, Map<number | null, HyperplaneGroup>>();
  const groups: HyperplaneGroup[] = [];
  for await (const batch of table.batches(columnsToDecode(schema, [HYDRO, STAGE, GAMMA_V, GAMMA_Q, GAMMA_S, KAPPA]))) {
    reportNulls(batch, schema.nullChecked, report, 'FPH-004');
    // NaN fails both: the spec states the bounds as gamma_v >= 0 and gamma_s <= 0.
    checkCells(batch, GAMMA_V, report, 'FPH-005', NON_NEGATIVE);
    checkCells(batch, GAMMA_S, report, 'FPH-006', NON_POSITIVE);
    if (groupsUsable) collectGroups(batch, collector, groups);
  }
  return {
    complete: schema.complete,
    rowCount: table.numRows,
    hasRows: table.numRows > 0,
    hydroIds: [...collector.keys()].sort((a, b) => a - b),
    groups,
  };
}

/** Folds the batch's rows into their groups. Files are usually sorted by group, so the last group is tried first. */
function collectGroups(batch: ParquetBatch, collector: Map<number, Map<number | null, HyperplaneGroup>>, groups: HyperplaneGroup[]): void {
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
  let group: HyperplaneGroup | undefined;
  for (let i = 0; i < batch.numRows; i++) {
    if (hydroNulls && hydro.isNull(i)) continue;
    const row = batch.rowOffset + i;
    const hydroId = hydro.values[i]!;
    const stageId = stage === undefined || (stageNulls && stage.isNull(i)) ? null : stage.values[i]!;
    if (group === undefined || group.hydroId !== hydroId || group.stageId !== stageId) group = groupOf(collector, groups, hydroId, stageId, row);
    group.rowCount++;
    if (gammaQ !== undefined && !(gammaQNulls && gammaQ.isNull(i))) {
      const q = gammaQ.values[i]!;
      if (q > 0) group.anyPositiveGammaQ = true;
      else if (!(q >= 0) && group.firstNegativeGammaQRow < 0) group.firstNegativeGammaQRow = row;
    }
    if (kappa !== undefined && group.firstBadKappaRow < 0 && !(kappaNulls && kappa.isNull(i))) {
      const k = kappa.values[i]!;
      if (!(k > 0 && k <= 1)) group.firstBadKappaRow = row;
    }
  }
}

function groupOf(collector: Map<number, Map<number | null, HyperplaneGroup>>, groups: HyperplaneGroup[], hydroId: number, stageId: number | null, row: number): HyperplaneGroup {
  let byStage = collector.get(hydroId);
  if (!byStage) collector.set(hydroId, (byStage = new Map()));
  let group = byStage.get(stageId);
  if (!group) {
    group = { hydroId, stageId, rowCount: 0, firstRow: row, anyPositiveGammaQ: false, firstNegativeGammaQRow: -1, firstBadKappaRow: -1 };
    byStage.set(stageId, group);
    groups.push(group);
  }
  return group;
}
