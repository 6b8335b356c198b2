// The inflow statistics table against the plants and the calendar: every hydro_id names a plant
// (REF-100), every stage_id a stage (REF-101), and every plant active at a study stage has a row for
// it (REF-102, the loader's dimensional layer), one problem per plant with its missing stages as runs.
import { rowRanges } from '../../../checks/arCoefficients/check';
import { getProperty } from '../../../core/json/nodes';
import { integerAt } from '../../../core/json/valueAt';
import { distinctKeys, forEachRecord, plantStageIndex, type PlantStageKeys } from '../../../model/plantStageRecords';
import type { HydroPlant } from '../../../checks/registries/hydros';
import type { CrossFileContext, CrossFileRule } from '../../context';
import { STAGES, relatedTopLevel } from '../common';
import { HYDROS, INFLOW_STATS } from '../../../core/case/layout';
import { describeIds } from '../../../core/text';

/** The table's keys, or undefined when the table is absent or its keys could not be read. */
function statsKeys(context: CrossFileContext): PlantStageKeys | undefined {
  return context.model.inflowStats?.keys;
}

/** Rows per key value of one column: the first row of each key whose value fails `unknown` (a null stage reads as 0). */
function rowsWhere(keys: PlantStageKeys, column: 'hydroId' | 'stageId', unknown: (id: number) => boolean): Map<number, number[]> {
  const rows = new Map<number, number[]>();
  const distinct = distinctKeys(keys);
  const values = column === 'hydroId' ? distinct.hydroIds : distinct.stageIds;
  const nullStageFails = column === 'stageId' && distinct.hasNullStage && unknown(0);
  if (!nullStageFails && ![...values].some(unknown)) return rows;
  forEachRecord(keys, (hydroId, stageId, firstRow) => {
    const id = column === 'hydroId' ? hydroId : (stageId ?? 0);
    if (!unknown(id)) return;
    const list = rows.get(id);
    if (list) list.push(firstRow);
    else rows.set(id, [firstRow]);
  });
  return rows;
}

/** REF-100: rows whose hydro_id names no plant of hydros.json, one problem for the column (D27). */
const statsNamePlants: CrossFileRule = {
  ids: ['REF-100'],
  needs: ['hydros', 'everyHydroId', 'inflowStats'],
  run(context) {
    const keys = statsKeys(context);
    const plants = context.model.hydros?.plants;
    if (!keys || !plants) return;
    const unknown = rowsWhere(keys, 'hydroId', (id) => !plants.has(id));
    if (unknown.size === 0) return;
    const rows = rowRanges([...unknown.values()].flat());
    context.report.parquetRows(
      INFLOW_STATS,
      rows,
      'hydro_id',
      'REF-100',
      `${describeIds(unknown.keys(), 'hydro_id')} ${unknown.size === 1 ? 'names' : 'name'} no plant of ${HYDROS}: the loader rejects statistics for an unknown plant`,
      {
        related: [relatedTopLevel(context, HYDROS, 'hydros', 'the plants are declared here')],
        data: { hydroIds: [...unknown.keys()].sort((a, b) => a - b) },
      },
    );
  },
};

/** Every stage id of stages.json: study stages, and pre-study stages (in `pre_study_stages` or with a negative id). */
function declaredStageIds(context: CrossFileContext): Set<number> {
  const stages = context.model.stages;
  const ids = new Set<number>();
  for (const stage of stages?.stages ?? []) if (stage.id !== undefined) ids.add(stage.id);
  for (const stage of stages?.preStudy ?? []) if (stage.id !== undefined) ids.add(stage.id);
  return ids;
}

/** REF-101 (warning): rows whose stage_id names no stage of stages.json are never read. */
const statsNameStages: CrossFileRule = {
  ids: ['REF-101'],
  needs: ['stages', 'stageIds', 'inflowStats'],
  run(context) {
    const keys = statsKeys(context);
    // With no study stage at all every row would fire; the stages.json rules say what is wrong.
    if (!keys || context.resolved.studyStages.length === 0) return;
    const declared = declaredStageIds(context);
    const unknown = rowsWhere(keys, 'stageId', (id) => !declared.has(id));
    if (unknown.size === 0) return;
    const rows = rowRanges([...unknown.values()].flat());
    const count = rows.reduce((total, [first, last]) => total + last - first + 1, 0);
    context.report.parquetRows(
      INFLOW_STATS,
      rows,
      'stage_id',
      'REF-101',
      `${describeIds(unknown.keys(), 'stage_id')} ${unknown.size === 1 ? 'names' : 'name'} no stage of ${STAGES}: ${count === 1 ? 'its row is' : `their ${count} rows are`} never used`,
      { related: [relatedTopLevel(context, STAGES, 'stages', 'the stages are declared here')], data: { stageIds: [...unknown.keys()].sort((a, b) => a - b) } },
    );
  },
};

/** The study stages at which the plant exists: from entry_stage_id (inclusive) to exit_stage_id (exclusive); undefined when a bound is not an integer. */
function activeStudyStages(plant: HydroPlant, studyStageIds: readonly number[]): number[] | undefined {
  const bound = (key: string): number | null | undefined => {
    const node = getProperty(plant.node, key);
    if (!node || node.type === 'null') return null;
    return integerAt(plant.node, key);
  };
  const entry = bound('entry_stage_id');
  const exit = bound('exit_stage_id');
  // A bound that is not an integer is the hydros.json rules' to report; coverage would only guess.
  if (entry === undefined || exit === undefined) return undefined;
  return studyStageIds.filter((id) => (entry === null || id >= entry) && (exit === null || id < exit));
}

/** REF-102: once the table holds any row, each plant active at a study stage needs a row for it. */
const statsCoverPlants: CrossFileRule = {
  ids: ['REF-102'],
  needs: ['hydros', 'hydroIds', 'stages', 'stageIds', 'inflowStats', 'inflowStatsKeys'],
  run(context) {
    const table = context.model.inflowStats;
    const keys = table?.keys;
    if (!table || !keys || table.rowCount === 0) return;
    const studyStageIds = context.resolved.studyStages.map((stage) => stage.info.id);
    const index = plantStageIndex(keys);
    const plants = context.model.hydros?.plants;
    for (const plant of plants?.values() ?? []) {
      const active = activeStudyStages(plant, studyStageIds);
      const missing = active?.filter((id) => index.find(plant.id, id) < 0) ?? [];
      if (missing.length === 0) continue;
      const records = index.ofPlant(plant.id);
      const copyFrom = records.length === 0 ? firstDeclaredPlant(keys, plants) : undefined;
      const copy = copyFrom !== undefined ? `; copying the rows of hydro ${copyFrom} and changing hydro_id is a start` : '';
      const message = `hydro ${plant.id} has no inflow statistics for ${describeIds(missing, 'study stage')}: every plant needs a row (hydro_id ${plant.id}, stage_id) for each study stage it is active in once the table holds any row${copy}`;
      const related = [context.report.relatedObject(HYDROS, plant.node, `hydro ${plant.id} is declared here`)];
      const data = { hydroId: plant.id, stageIds: missing, ...(copyFrom !== undefined ? { copyFromHydroId: copyFrom } : {}) };
      if (records.length > 0)
        context.report.parquetGroup(INFLOW_STATS, rowRanges(Array.from(records, (record) => keys.firstRow[record]!)), 'stage_id', 'REF-102', message, { related, data });
      else context.report.parquet(INFLOW_STATS, undefined, 'hydro_id', 'REF-102', `${message} (it has no row at all)`, { related, data });
    }
  },
};

/** The first plant of the table, in file order, that hydros.json declares: the one a new plant's rows may be copied from. */
function firstDeclaredPlant(keys: PlantStageKeys, plants: ReadonlyMap<number, unknown> | undefined): number | undefined {
  for (let record = 0; record < keys.count; record++) if (plants?.has(keys.hydroId[record]!)) return keys.hydroId[record];
  return undefined;
}

export const inflowStatsJoins: CrossFileRule[] = [statsNamePlants, statsNameStages, statsCoverPlants];
