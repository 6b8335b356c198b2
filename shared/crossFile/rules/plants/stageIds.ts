// Stage ids that name no study stage (XF-015, decision D15): productivity and hyperplane rows that
// are never used, and stage_ranges bounds that point outside the study calendar.
import { getProperty } from '../../../engine/json/nodes';
import type { CaseModel } from '../../../engine/validate';
import type { CrossFileContext, CrossFileRule } from '../../context';
import { CASE_INPUTS, type CaseInput } from '../../inputs';
import { MODELS, STAGES, agree, describeIds, idRuns, relatedTopLevel, stageIds } from '../common';
import { RowTally } from './common';
import { forEachRecord } from '../../../files/plantStageRecords';

/** Calls `visit` for each (hydro, stage) key of a table with its first row and row count. */
type KeyVisitor = (model: CaseModel, visit: (hydroId: number, stageId: number | null, firstRow: number, rowCount: number) => void) => void;

function studyStageIds(context: CrossFileContext): string {
  return `study stage ids ${idRuns(stageIds(context.resolved.studyStages))}`;
}

function relatedStages(context: CrossFileContext) {
  return relatedTopLevel(context, STAGES, 'stages', 'the study stages are declared here');
}

/** XF-015 on a Parquet table: one warning per stage_id naming no study stage, on its first row. */
function tableStagesExist(input: CaseInput, fileRule: string, forEachKey: KeyVisitor): CrossFileRule {
  const file = CASE_INPUTS[input];
  return {
    ids: ['XF-015'],
    needs: ['stages', 'stageIds', input],
    run(context) {
      // With no study stage at all every row would fire; the stages.json rules say what is wrong.
      if (context.resolved.studyStages.length === 0) return;
      const unknown = new RowTally<number>();
      const study = context.resolved.stageById;
      forEachKey(context.model, (hydroId, stageId, firstRow, rowCount) => {
        if (stageId !== null && !study.has(stageId)) unknown.add(stageId, hydroId, firstRow, rowCount);
      });
      for (const [stageId, { firstRow, rowCount, hydroIds }] of unknown.byKey) {
        const rows = rowCount === 1 ? 'its row' : `its ${rowCount} rows`;
        const message = `stage_id ${stageId} names no study stage of ${STAGES} (${studyStageIds(context)}): ${rows} (${describeIds(hydroIds, 'hydro')}) ${agree(rowCount, 'is', 'are')} never used`;
        context.report.parquet(file, firstRow, 'stage_id', 'XF-015', message, { related: [relatedStages(context)], data: { fileRule, stageId, rowCount } });
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
        for (const [key, value] of [['start_stage_id', range.start], ['end_stage_id', range.end]] as const) {
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
  tableStagesExist('productivity', 'PRD-012', (model, visit) => forEachRecord(model.productivity?.overrides, (hydroId, stageId, firstRow) => visit(hydroId, stageId, firstRow, 1))),
  tableStagesExist('hyperplanes', 'FPH-014', (model, visit) => {
    const groups = model.hyperplanes?.groups;
    forEachRecord(groups, (hydroId, stageId, firstRow, index) => visit(hydroId, stageId, firstRow, groups!.rowCount[index]!));
  }),
  rangeBoundsExist,
];
