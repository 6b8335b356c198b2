// What the production-model entries cover: the computed-source rule (XF-004) and its geometry
// (XF-005), season entries that match no season (XF-013), and stage ranges with gaps (XF-014).
import { getProperty } from '../../../core/json/nodes';
import type { RelatedInformation } from '../../../core/diagnostics';
import type { ModelChoice, ProductionModelEntry } from '../../../model/productionModels';
import type { CrossFileContext, CrossFileRule } from '../../context';
import type { StageModelPlan } from '../../resolved';
import { STAGES, describeResolved, missingGeometry, relatedNode, relatedStage, stageIds } from '../common';
import { describeStages } from '../../../model/stages/describe';
import { MODELS } from '../../../core/case/layout';
import { groupBy } from '../../../core/lookup';
import { agree, describeIds } from '../../../core/text';
import { computedChoices, computedSourceNode } from './common';

/** Causes listed in one XF-004 message before the rest are counted. */
const MAX_CAUSES = 4;

/** Entries whose selection mode read: an unknown mode resolves nothing and is HPM-003 already. */
function readableEntries(context: CrossFileContext): ProductionModelEntry[] {
  return [...(context.model.productionModels?.byHydro.values() ?? [])].filter((entry) => entry.selectionMode !== undefined);
}

/**
 * Whether a stage of a computed plant breaks the computed-source rule: it resolves to no entry, to
 * a default_model fallback, to a non-fpha model, or to an fpha choice without fpha_config.
 */
function breaksComputedRule(plan: StageModelPlan): boolean {
  const resolved = plan.resolved;
  if (!resolved || resolved.via === 'default') return true;
  // A missing or unknown model is HPM-023/HPM-033 already: judge only what is known.
  if (resolved.choice.model !== undefined && resolved.choice.model !== 'fpha') return true;
  return resolved.choice.fphaConfig === undefined;
}

/** XF-004 (HPM-060): a plant with a computed source must resolve every study stage to an entry with fpha_config. */
const computedSourceCoversEveryStage: CrossFileRule = {
  ids: ['XF-004'],
  needs: ['stages', 'productionModels', 'stageIds', 'modelHydroIds', 'seasonalSelection'],
  run(context) {
    for (const entry of readableEntries(context)) {
      const computed = computedChoices(entry)[0];
      if (!computed || entry.hydroId === undefined) continue;
      const breaches = context.resolved.modelPlan(entry.hydroId).stages.filter(breaksComputedRule);
      if (breaches.length > 0) reportComputedBreaches(context, entry, computed, breaches);
    }
  },
};

function reportComputedBreaches(context: CrossFileContext, entry: ProductionModelEntry, computed: ModelChoice, breaches: StageModelPlan[]): void {
  // One cause per choice node (a default_model fallback is rebuilt per stage, its node is stable).
  const byCause = [...groupBy(breaches, (plan) => plan.resolved?.choice.node ?? 'uncovered').values()].map((plans) => ({
    resolved: plans[0]!.resolved,
    stages: describeStages(plans.map((plan) => plan.stage)),
    count: plans.length,
  }));
  const shown = byCause.slice(0, MAX_CAUSES);
  const causes = shown.map(({ resolved, stages, count }) => {
    if (!resolved) return `${stages} ${agree(count, 'is', 'are')} covered by no stage range`;
    const model = resolved.choice.model;
    const missingConfig = resolved.via !== 'default' && (model === 'fpha' || model === undefined) ? ', which has no fpha_config' : '';
    return `${stages} ${agree(count, 'resolves', 'resolve')} to ${describeResolved(resolved)}${missingConfig}`;
  });
  if (byCause.length > MAX_CAUSES) causes.push(`${byCause.length - MAX_CAUSES} more`);
  const first = breaches[0]!.stage;
  const related: RelatedInformation[] = [relatedStage(context, first, `stage ${first.info.id} is the first that does not run a configured fpha`)];
  for (const { resolved, stages, count } of shown) {
    if (resolved) related.push(relatedNode(context, MODELS, resolved.choice.node, `${stages} ${agree(count, 'resolves', 'resolve')} here`));
  }
  const ranges = getProperty(entry.node, 'stage_ranges');
  if (ranges && shown.some(({ resolved }) => !resolved)) related.push(context.report.relatedJson(MODELS, ranges, `no range covers some stages of hydro ${entry.hydroId}`));
  context.report.json(
    MODELS,
    computedSourceNode(computed),
    'XF-004',
    `hydro ${entry.hydroId} uses a computed fpha source, so every study stage must resolve to an fpha entry with fpha_config: ${causes.join('; ')}`,
    { related, data: { fileRule: 'HPM-060', hydroId: entry.hydroId, stageIds: stageIds(breaches.map((plan) => plan.stage)) } },
  );
}

/** XF-005: a computed source fits its planes from the geometry file, which must hold the plant's rows. */
const computedSourceNeedsGeometry: CrossFileRule = {
  ids: ['XF-005'],
  needs: ['productionModels', 'geometry', 'geometryRows'],
  run(context) {
    const { model, report } = context;
    const withRows = new Set((model.geometry?.curves ?? []).filter((c) => c.rowCount > 0).map((c) => c.hydroId));
    for (const entry of model.productionModels?.byHydro.values() ?? []) {
      const computed = computedChoices(entry)[0];
      if (!computed || entry.hydroId === undefined || withRows.has(entry.hydroId)) continue;
      const { present, why, related } = missingGeometry(context, entry.hydroId);
      report.json(
        MODELS,
        computedSourceNode(computed),
        'XF-005',
        `hydro ${entry.hydroId} uses a computed fpha source, which fits its planes from the volume-height curve, but ${why}`,
        {
          ...(present ? { related } : {}),
          data: { hydroId: entry.hydroId, geometryPresent: present },
        },
      );
    }
  },
};

/** XF-013 (HPM-032): a season entry whose season_id the season map does not define is never selected. */
const seasonEntriesMatchTheMap: CrossFileRule = {
  ids: ['XF-013'],
  needs: ['stages', 'productionModels', 'seasonMap'],
  run(context) {
    const map = context.model.stages?.seasonMap;
    const ids = new Set(map?.seasons.map((s) => s.id) ?? []);
    for (const entry of context.model.productionModels?.entries ?? []) {
      if (entry.selectionMode !== 'seasonal') continue;
      for (const season of entry.seasons) {
        if (season.seasonId === undefined || ids.has(season.seasonId)) continue;
        const node = getProperty(season.node, 'season_id');
        if (!node) continue;
        const why = map ? `the season map of ${STAGES} defines ${ids.size > 0 ? describeIds(ids, 'season') : 'no season'}` : `${STAGES} declares no season_definitions`;
        context.report.json(MODELS, node, 'XF-013', `season_id ${season.seasonId} matches no season (${why}): this entry is never selected`, {
          ...(map ? { related: [context.report.relatedObject(STAGES, map.node, 'the season map')] } : {}),
          data: { fileRule: 'HPM-032', seasonId: season.seasonId },
        });
      }
    }
  },
};

/** XF-014: stage ranges that leave study stages uncovered (computed plants get XF-004 instead). */
const rangesCoverEveryStage: CrossFileRule = {
  ids: ['XF-014'],
  needs: ['stages', 'productionModels', 'stageIds', 'modelHydroIds'],
  run(context) {
    for (const entry of readableEntries(context)) {
      if (entry.selectionMode !== 'stage_ranges' || entry.hydroId === undefined || computedChoices(entry).length > 0) continue;
      // Without a stage_ranges array nothing is covered, which HPM-020 reports already.
      const node = getProperty(entry.node, 'stage_ranges');
      if (node?.type !== 'array') continue;
      const uncovered = context.resolved.modelPlan(entry.hydroId).stages.filter((plan) => plan.via === 'uncovered');
      if (uncovered.length === 0) continue;
      const stages = uncovered.map((plan) => plan.stage);
      const first = stages[0]!;
      context.report.json(
        MODELS,
        node,
        'XF-014',
        `stage_ranges of hydro ${entry.hydroId} leave ${describeStages(stages)} uncovered: the spec does not say which model such a stage runs`,
        {
          related: [relatedStage(context, first, `stage ${first.info.id} is the first that no range covers`)],
          data: { hydroId: entry.hydroId, stageIds: stageIds(stages) },
        },
      );
    }
  },
};

export const coverageRules: CrossFileRule[] = [computedSourceCoversEveryStage, computedSourceNeedsGeometry, seasonEntriesMatchTheMap, rangesCoverEveryStage];
