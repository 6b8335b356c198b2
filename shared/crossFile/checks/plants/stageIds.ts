// Stage ids that name no study stage (XF-015, decision D15): productivity and hyperplane rows that
// are never used, and stage_ranges bounds that point outside the study calendar.
import { getProperty } from '../../../core/json/nodes';
import type { CrossFileContext, CrossFileRule } from '../../context';
import { CASE_INPUTS, type CaseInput } from '../../inputs';
import { STAGES, relatedTopLevel, stageIds } from '../common';
import { MODELS } from '../../../core/case/layout';
import { agree, describeIds, idRuns } from '../../../core/text';
import { RowTally, singleRow, type TableRecords } from './common';
import { distinctKeys, forEachRecord } from '../../../model/plantStageRecords';
import { groupRows } from '../../../model/hyperplanes';
import type { FileRuleOf } from '../../reporter';

/** Each (hydro, stage) record of a table with its row count and position. */
type StageRecords = TableRecords<(hydroId: number, stageId: number | null, rowCount: number, record: number) => void>;

function studyStageIds(context: CrossFileContext): string {
  return `study stage ids ${idRuns(stageIds(context.resolved.studyStages))}`;
}

function relatedStages(context: CrossFileContext) {
  return relatedTopLevel(context, STAGES, 'stages', 'the study stages are declared here');
}

/** XF-015 on a Parquet table: the rows whose stage_id names no study stage, one warning for the column (D27). */
function tableStagesExist(input: CaseInput, fileRule: FileRuleOf<'XF-015'>, records: StageRecords): CrossFileRule {
  const file = CASE_INPUTS[input];
  return {
    ids: ['XF-015'],
    needs: ['stages', 'stageIds', input],
    run(context) {
      // With no study stage at all every row would fire; the stages.json rules say what is wrong.
      if (context.resolved.studyStages.length === 0) return;
      const study = context.resolved.stageById;
      const keys = records.keys?.(context.model);
      if (keys && [...keys.stageIds].every((id) => study.has(id))) return;
      const unknown = new RowTally<number>();
      records.forEach(context.model, (hydroId, stageId, rowCount, record) => {
        if (stageId !== null && !study.has(stageId)) unknown.add(stageId, hydroId, rowCount, record);
      });
      for (const [stageId, { rowCount, hydroIds, records: unknownRecords }] of unknown.byKey) {
        const its = rowCount === 1 ? 'its row' : `its ${rowCount} rows`;
        const message = `stage_id ${stageId} names no study stage of ${STAGES} (${studyStageIds(context)}): ${its} (${describeIds(hydroIds, 'hydro')}) ${agree(rowCount, 'is', 'are')} never used`;
        const rows = unknownRecords.flatMap((record) => records.rowsOf(context.model, record));
        context.report.parquetRows(file, rows, 'stage_id', 'XF-015', message, {
          related: [relatedStages(context)],
          data: { fileRule, stageId, rowCount },
          value: stageId,
          key: { id: stageId, message: `stage_id names no study stage of ${STAGES} (${studyStageIds(context)}); the rows are never used` },
        });
      }
    },
  };
}

/** XF-015 on the production-model file: a stage_ranges bound that is not a study-stage id. */
const rangeBoundsExist: CrossFileRule = {
  ids: ['XF-015'],
  needs: ['stages', 'productionModels', 'stageIds'],
  run(context) {
    if (context.resolved.studyStages.length === 0) return;
    for (const entry of context.model.productionModels?.entries ?? []) {
      for (const range of entry.ranges) {
        for (const [key, value] of [
          ['start_stage_id', range.start],
          ['end_stage_id', range.end],
        ] as const) {
          if (typeof value !== 'number' || context.resolved.stageById.has(value)) continue;
          const node = getProperty(range.node, key);
          if (!node) continue;
          context.report.json(MODELS, node, 'XF-015', `${key} ${value} names no study stage of ${STAGES} (${studyStageIds(context)})`, {
            related: [relatedStages(context)],
            data: { stageId: value },
          });
        }
      }
    }
  },
};

export const stageIdRules: CrossFileRule[] = [
  tableStagesExist('productivity', 'PRD-012', {
    forEach: (model, visit) => forEachRecord(model.productivity?.overrides, (hydroId, stageId, _firstRow, index) => visit(hydroId, stageId, 1, index)),
    rowsOf: (model, index) => singleRow(model.productivity!.overrides.firstRow[index]!),
    keys: (model) => model.productivity && distinctKeys(model.productivity.overrides),
  }),
  tableStagesExist('hyperplanes', 'FPH-014', {
    forEach: (model, visit) => {
      const groups = model.hyperplanes?.groups;
      forEachRecord(groups, (hydroId, stageId, _firstRow, index) => visit(hydroId, stageId, groups!.rowCount[index]!, index));
    },
    rowsOf: (model, index) => groupRows(model.hyperplanes!.groups, index),
    keys: (model) => model.hyperplanes && distinctKeys(model.hyperplanes.groups),
  }),
  rangeBoundsExist,
];
