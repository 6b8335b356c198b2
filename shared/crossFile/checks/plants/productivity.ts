// Where a non-fpha (hydro, study stage) takes its equivalent productivity from: exactly one of the
// production-model entry and the productivity file. Both is rejected at load (XF-003); neither is
// not in the spec's rejection table, so a warning (XF-029, decision D3).
import type { JsonNode } from '../../../core/json/document';
import { describeValue } from '../../../core/json/nodes';
import type { RelatedInformation } from '../../../core/diagnostics';
import type { HydroPlant } from '../../../checks/registries/hydros';
import type { CrossFileContext, CrossFileRule } from '../../context';
import type { ResolvedModel } from '../../../model/productionModels';
import type { StagePlan, StudyStage } from '../../resolved';
import { generationProperty, relatedStage, reportAt, stageIds } from '../common';
import { describeStages } from '../../../model/stages/describe';
import { HYDROS, MODELS, PRODUCTIVITY } from '../../../core/case/layout';
import { groupBy } from '../../../core/lookup';
import { agree } from '../../../core/text';

const EQUIVALENT = 'equivalent_productivity_mw_per_m3s';
/** Productivity-file rows linked from one XF-003 diagnostic. */
const MAX_RELATED_ROWS = 5;

type BothSources = StagePlan & { productivity: { kind: 'both'; node: JsonNode; overrideIndex: number } };

function hasBothSources(plan: StagePlan): plan is BothSources {
  return plan.productivity?.kind === 'both';
}

/** XF-003: the resolved entry's productivity_mw_per_m3s and a productivity-file value at the same (hydro, stage). */
const oneProductivitySource: CrossFileRule = {
  ids: ['XF-003'],
  needs: ['stages', 'productionModels', 'productivity', 'productivityKeys', 'stageIds', 'modelHydroIds', 'seasonalSelection'],
  run(context) {
    for (const hydroId of context.model.productionModels?.byHydro.keys() ?? []) {
      // Most plants have no row in the productivity file: nothing can be given twice.
      if (!context.resolved.hasProductivityRows(hydroId)) continue;
      const both = context.resolved.productivityPlan(hydroId).stages.filter(hasBothSources);
      for (const [node, plans] of groupBy(both, (plan) => plan.productivity.node)) reportBothSources(context, hydroId, node, plans);
    }
  },
};

function reportBothSources(context: CrossFileContext, hydroId: number, node: JsonNode, plans: BothSources[]): void {
  const rows = [...new Set(plans.map((plan) => plan.productivity.overrideIndex))].map((index) => context.resolved.productivityOverrideAt(index));
  const related = rows.slice(0, MAX_RELATED_ROWS).map((row) => {
    const which = row.stageId === null ? 'the all-stages row' : `the stage ${row.stageId} row`;
    return context.report.relatedRow(PRODUCTIVITY, row.row, EQUIVALENT, `${which} of hydro ${hydroId} gives ${EQUIVALENT} ${row.equivalentProductivity}`);
  });
  const stages = describeStages(plans.map((plan) => plan.stage));
  context.report.json(
    MODELS,
    node,
    'XF-003',
    `hydro ${hydroId} has two productivity sources at ${stages}: productivity_mw_per_m3s ${describeValue(node)} here and ${EQUIVALENT} in ${PRODUCTIVITY}; keep exactly one`,
    { related, data: { hydroId, stageIds: stageIds(plans.map((plan) => plan.stage)), rows: rows.map((row) => row.row) } },
  );
}

/** XF-029 (decision D3): a non-fpha (hydro, study stage) with no productivity at all. */
const someProductivitySource: CrossFileRule = {
  ids: ['XF-029'],
  // A plant whose entry's hydro_id does not read would fall back to its entity model here: every entry must read.
  needs: ['stages', 'hydros', 'productionModels', 'productivity', 'productivityKeys', 'stageIds', 'hydroIds', 'modelHydroIds', 'everyModelHydroId', 'seasonalSelection'],
  run(context) {
    for (const hydroId of context.resolved.hydroIds()) {
      const plan = context.resolved.productivityPlan(hydroId);
      // An uncovered stage runs no known model: XF-014 or XF-004 says so. A productivity under its
      // older name is the planner's, reported once as HPM-090 (D32).
      const missing = plan.stages.filter((stage) => stage.productivity?.kind === 'none' && stage.via !== 'uncovered' && !stage.resolved?.choice.olderProductivity);
      if (missing.length === 0) continue;
      if (plan.entry) {
        // Keyed by node: a default_model fallback is rebuilt per stage, its node is stable.
        for (const group of groupBy(missing, (stage) => stage.resolved!.choice.node).values()) reportMissingOnEntry(context, hydroId, plan.plant, group);
      } else if (plan.plant) {
        reportMissingOnPlant(context, plan.plant, missing);
      }
    }
  },
};

function reportMissingOnEntry(context: CrossFileContext, hydroId: number, plant: HydroPlant | undefined, plans: StagePlan[]): void {
  const resolved: ResolvedModel = plans[0]!.resolved!;
  const stages = plans.map((plan) => plan.stage);
  const model = resolved.choice.model ?? 'its model';
  const fix =
    resolved.via === 'default'
      ? `${agree(stages.length, 'falls', 'fall')} back to default_model "${model}" (a fallback carries no productivity): add ${EQUIVALENT} rows in ${PRODUCTIVITY} or season entries with productivity_mw_per_m3s`
      : `${agree(stages.length, 'runs', 'run')} ${model} through this ${resolved.via === 'range' ? 'range' : 'season entry'}: set productivity_mw_per_m3s here or ${EQUIVALENT} in ${PRODUCTIVITY}`;
  const message = `hydro ${hydroId} has no productivity source at ${describeStages(stages)}, which ${fix}${earlierFormatNote(plant)}`;
  reportAt(context, MODELS, resolved.choice.node, 'XF-029', message, missingOptions(context, hydroId, plant, stages));
}

function reportMissingOnPlant(context: CrossFileContext, plant: HydroPlant, plans: StagePlan[]): void {
  const node = generationProperty(plant, 'model');
  if (!node) return;
  const stages = plans.map((plan) => plan.stage);
  const message =
    `hydro ${plant.id} (${plant.model}) has no productivity source at ${describeStages(stages)}: ` +
    `give it a production_models entry with productivity_mw_per_m3s, or ${EQUIVALENT} rows in ${PRODUCTIVITY}${earlierFormatNote(plant)}`;
  context.report.json(HYDROS, node, 'XF-029', message, missingOptions(context, plant.id, plant, stages));
}

/** Decision D3: name the hydros.json productivity, the place the earlier format read it from. */
function earlierFormatNote(plant: HydroPlant | undefined): string {
  if (plant?.productivity === undefined) return '';
  return `; generation.productivity_mw_per_m3s ${plant.productivity} in ${HYDROS} is the earlier format's place for it, which the spec no longer reads`;
}

function missingOptions(context: CrossFileContext, hydroId: number, plant: HydroPlant | undefined, stages: StudyStage[]) {
  const first = stages[0]!;
  const related: RelatedInformation[] = [relatedStage(context, first, `stage ${first.info.id} is the first without a productivity`)];
  const earlier = generationProperty(plant, 'productivity_mw_per_m3s');
  if (plant?.productivity !== undefined && earlier) related.push(context.report.relatedJson(HYDROS, earlier, 'the productivity in the earlier format'));
  return { related, data: { hydroId, stageIds: stageIds(stages), ...(plant?.productivity !== undefined ? { earlierProductivity: plant.productivity } : {}) } };
}

export const productivityJoins: CrossFileRule[] = [oneProductivitySource, someProductivitySource];
