// The hyperplane table against plants and stages: once the file holds any row every FPHA plant
// with turbine capacity needs rows (XF-010); each study stage running precomputed FPHA needs planes
// (XF-011), and the planes it uses must be valid at set-up (XF-012). Stages are walked once per
// plant through the resolved plans; the file itself is only known by its per-group summaries.
import type { JsonNode } from '../../../core/json/document';
import type { RelatedInformation } from '../../../core/diagnostics';
import type { HyperplaneGroup, HyperplaneGroups } from '../../../model/hyperplanes';
import type { HydroPlant } from '../../../checks/registries/hydros';
import type { ResolvedModel } from '../../../model/productionModels';
import type { StagePlan, StudyStage } from '../../resolved';
import type { CrossFileContext, CrossFileRule } from '../../context';
import { describeResolved, generationProperty, relatedNode, relatedStage, reportAt, stageIds } from '../common';
import { describeStages } from '../../../model/stages/describe';
import { HYDROS, HYPERPLANES, MODELS } from '../../../core/case/layout';
import { plural } from '../../../core/text';
import { modelDeclarations, reportOnDeclarations } from './declarations';

/** XF-010 (FPH-011): an fpha plant (fpha on the plant or in any entry, D11) with turbine capacity (max_turbined_m3s > 0, D12) and no rows, computed plants included. */
const fphaPlantsNeedRows: CrossFileRule = {
  ids: ['XF-010'],
  needs: ['hyperplanes', 'hyperplaneRows', 'hydros', 'productionModels', 'hydroIds', 'modelHydroIds'],
  run(context) {
    const summary = context.model.hyperplanes;
    if (!summary?.hasRows) return;
    const withRows = new Set(summary.hydroIds);
    for (const plant of context.model.hydros?.plants.values() ?? []) {
      if (withRows.has(plant.id) || !((plant.maxTurbined ?? 0) > 0)) continue;
      const declarations = modelDeclarations(context.model, plant, 'fpha');
      if (declarations.length === 0) continue;
      const computed = allComputed(context, plant) ? ' (computed plants included, although their fit does not read them)' : '';
      const capacity = generationProperty(plant, 'max_turbined_m3s');
      const related = [context.report.relatedFile(HYPERPLANES, `holds rows for ${plural(withRows.size, 'plant')}, none with hydro_id ${plant.id}`)];
      if (capacity) related.push(context.report.relatedJson(HYDROS, capacity, `turbine capacity ${plant.maxTurbined} m³/s`));
      reportOnDeclarations(
        context,
        declarations,
        'fpha',
        'XF-010',
        `hydro ${plant.id} is an fpha plant with turbine capacity but ${HYPERPLANES} has no rows for it: once the file holds any row, every such plant needs planes${computed}`,
        { related, data: { fileRule: 'FPH-011', hydroId: plant.id } },
      );
    }
  },
};

/** Every fpha choice of the plant's entry has `source: computed` (the message then explains why rows are still needed). */
function allComputed(context: CrossFileContext, plant: HydroPlant): boolean {
  const entry = context.model.productionModels?.byHydro.get(plant.id);
  const fpha = entry ? [...entry.ranges, ...entry.seasons].filter((c) => c.model === 'fpha') : [];
  return fpha.length > 0 && entry?.defaultModel !== 'fpha' && fpha.every((c) => c.fphaSource === 'computed');
}

/** A stage reads the hyperplane file: fpha with `source: precomputed` or no `fpha_config` (an unreadable source reads nothing). */
function readsPrecomputedPlanes(plan: StagePlan): boolean {
  if (plan.model !== 'fpha') return false;
  return plan.via === 'entity' || plan.resolved?.choice.fphaSource === 'precomputed';
}

/** Where a stage's fpha comes from: a resolved HPM choice, or the entity model of a plant without entry. */
interface Choice {
  file: string;
  node: JsonNode;
  resolved?: ResolvedModel;
}

/** The stages of one plant resolving to one choice. */
interface ChoiceStages extends Choice {
  stages: StudyStage[];
}

/** How messages name a choice; built only for diagnostics, never per stage. */
function describeChoice(choice: Choice): string {
  return choice.resolved ? describeResolved(choice.resolved) : 'generation.model (no production-model entry, so precomputed planes)';
}

function relatedChoice(context: CrossFileContext, choice: ChoiceStages): RelatedInformation {
  return relatedNode(context, choice.file, choice.node, `${describeChoice(choice)} runs precomputed fpha at ${describeStages(choice.stages)}`);
}

/** The stages using one hyperplane group, and the choices that lead them there. */
interface GroupUse {
  group: HyperplaneGroup;
  stages: StudyStage[];
  choices: Map<JsonNode, ChoiceStages>;
}

/** XF-011 (FPH-010) and XF-012 (FPH-007..009), over the stages that run precomputed FPHA. */
const precomputedStagesHavePlanes: CrossFileRule = {
  ids: ['XF-011', 'XF-012'],
  // A plant whose entry's hydro_id does not read would fall back to its entity model here: every entry must read.
  needs: ['hyperplanes', 'hyperplaneRows', 'productionModels', 'stages', 'hydros', 'stageIds', 'hydroIds', 'modelHydroIds', 'everyModelHydroId', 'seasonalSelection'],
  run(context) {
    const uses = new Map<number, GroupUse>();
    for (const plant of context.model.hydros?.plants.values() ?? []) {
      const missing = new Map<JsonNode, ChoiceStages>();
      for (const plan of context.resolved.hyperplanePlan(plant.id).stages) {
        // The common case (valid planes found) allocates nothing: this loop sees every (hydro, stage) pair.
        if (!readsPrecomputedPlanes(plan)) continue;
        const groupIndex = plan.hyperplanes?.groupIndex;
        if (groupIndex !== undefined && isValidGroup(context.model.hyperplanes!.groups, groupIndex)) continue;
        const choice = choiceOf(plant, plan);
        if (!choice) continue;
        if (groupIndex !== undefined) recordUse(uses, context.resolved.hyperplaneGroupAt(groupIndex), plan.stage, choice);
        else addStage(missing, choice, plan.stage);
      }
      for (const choice of missing.values()) reportMissingPlanes(context, plant, choice);
    }
    for (const use of uses.values()) reportInvalidPlanes(context, use);
  },
};

function choiceOf(plant: HydroPlant, plan: StagePlan): Choice | undefined {
  if (plan.resolved) return { file: MODELS, node: plan.resolved.choice.node, resolved: plan.resolved };
  const node = generationProperty(plant, 'model');
  return node ? { file: HYDROS, node } : undefined;
}

function addStage(byChoice: Map<JsonNode, ChoiceStages>, choice: Choice, stage: StudyStage): void {
  const known = byChoice.get(choice.node);
  if (known) known.stages.push(stage);
  else byChoice.set(choice.node, { ...choice, stages: [stage] });
}

/** Uses are keyed by the group's position (each use gets its own view of the group). */
function recordUse(uses: Map<number, GroupUse>, group: HyperplaneGroup, stage: StudyStage, choice: Choice): void {
  let use = uses.get(group.index);
  if (!use) uses.set(group.index, (use = { group, stages: [], choices: new Map() }));
  use.stages.push(stage);
  addStage(use.choices, choice, stage);
}

function reportMissingPlanes(context: CrossFileContext, plant: HydroPlant, choice: ChoiceStages): void {
  const present = context.model.fileStates.get(HYPERPLANES) === 'ok';
  const source = choice.resolved ? `precomputed fpha from ${describeChoice(choice)}` : `fpha from ${describeChoice(choice)}`;
  const lack = present ? `${HYPERPLANES} has no rows for hydro ${plant.id} with those stage_id values and no rows with a null stage_id` : `${HYPERPLANES} is absent`;
  const related: RelatedInformation[] = [relatedStage(context, choice.stages[0]!, `stage ${choice.stages[0]!.info.id} is the first of them`)];
  if (present) related.push(context.report.relatedFile(HYPERPLANES, `no planes for hydro ${plant.id} at these stages`));
  reportAt(context, choice.file, choice.node, 'XF-011', `hydro ${plant.id} runs ${source} at ${describeStages(choice.stages)} but ${lack}`, {
    related,
    data: { fileRule: 'FPH-010', hydroId: plant.id, stageIds: stageIds(choice.stages) },
  });
}

/** Read from the columns: this runs for every stage using planes. */
function isValidGroup(groups: HyperplaneGroups, index: number): boolean {
  return groups.anyPositiveGammaQ[index] === 1 && groups.firstNegativeGammaQRow[index]! < 0 && groups.firstBadKappaRow[index]! < 0;
}

/** The three set-up checks on the planes a stage uses; each offending group is reported once per check. */
const PLANE_CHECKS = [
  {
    fileRule: 'FPH-007',
    column: 'gamma_q',
    rowOf: (group: HyperplaneGroup) => group.firstNegativeGammaQRow,
    message: (planes: string, stages: string) =>
      `${planes}, used by ${stages}, include one with gamma_q < 0 or NaN (first at this row): every plane a stage uses needs gamma_q >= 0`,
  },
  {
    fileRule: 'FPH-008',
    column: 'kappa',
    rowOf: (group: HyperplaneGroup) => group.firstBadKappaRow,
    message: (planes: string, stages: string) =>
      `${planes}, used by ${stages}, include one with kappa outside (0, 1] or NaN (first at this row): kappa must be in (0, 1], null meaning 1`,
  },
  {
    fileRule: 'FPH-009',
    column: 'gamma_q',
    rowOf: (group: HyperplaneGroup) => (group.anyPositiveGammaQ ? -1 : group.firstRow),
    message: (planes: string, stages: string) => `${planes}, used by ${stages}, have no plane with gamma_q > 0: each stage needs at least one`,
  },
] as const;

function reportInvalidPlanes(context: CrossFileContext, use: GroupUse): void {
  const { hydroId, stageId } = use.group;
  const planes = stageId === null ? `the all-stage planes (null stage_id) of hydro ${hydroId}` : `the planes of hydro ${hydroId} for stage_id ${stageId}`;
  for (const check of PLANE_CHECKS) {
    const row = check.rowOf(use.group);
    if (row < 0) continue;
    // One diagnostic per (hydro, stage) plane group and condition (D27): never merged across groups or with another condition.
    context.report.parquetGroup(HYPERPLANES, [[row, row]], check.column, 'XF-012', `${check.message(planes, describeStages(use.stages))} (rejected at set-up)`, {
      related: [...use.choices.values()].map((choice) => relatedChoice(context, choice)),
      data: { fileRule: check.fileRule, hydroId, stageId, stageIds: stageIds(use.stages) },
    });
  }
}

export const hyperplaneRules: CrossFileRule[] = [fphaPlantsNeedRows, precomputedStagesHavePlanes];
