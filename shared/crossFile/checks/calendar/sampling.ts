// Sampling methods and seasons against config.json and the scenarios/ folder (XF-020..XF-024).
// Each finding speaks for every stage it concerns: it sits on the first such stage (date order) and
// names the rest compactly, so a 520-stage study yields one diagnostic, not 520.
import type { JsonNode } from '../../../core/json/document';
import type { RelatedInformation } from '../../../core/diagnostics';
import { getProperty } from '../../../core/json/nodes';
import { SCENARIO_FILES } from '../../../core/case/layout';
import type { CrossFileContext, CrossFileRule } from '../../context';
import type { CrossFileReporter, FileRuleOf } from '../../reporter';
import type { ResolvedCase, StudyStage } from '../../resolved';
import { STAGES, reportAt, stageIds } from '../common';
import { describeStages } from '../../../model/stages/describe';
import { agree } from '../../../core/text';
import { classesWithScheme, describeClasses, openingTree, schemeRelated, type SchemeUse } from './scenarioSource';
import type { RuleId } from '../../../rules';

function stagesUsing(resolved: ResolvedCase, method: string): StudyStage[] {
  return resolved.studyStages.filter((stage) => stage.info.samplingMethod === method);
}

/** Study stages with neither an explicit season_id nor one derived from a single-resolution map. */
function stagesWithoutSeason(resolved: ResolvedCase): StudyStage[] {
  return resolved.studyStages.filter((stage) => stage.season.kind === 'none');
}

function samplingNode(stage: StudyStage): JsonNode {
  return getProperty(stage.info.node, 'sampling_method') ?? stage.info.node;
}

function methodRelated(report: CrossFileReporter, stages: readonly StudyStage[], method: string): RelatedInformation {
  return report.relatedJson(STAGES, samplingNode(stages[0]!), `${describeStages(stages)} ${agree(stages.length, 'uses', 'use')} sampling_method "${method}"`);
}

/** On the first of `stages`' sampling_method, naming them all. */
function reportOnMethod<Code extends RuleId>(
  report: CrossFileReporter,
  stages: readonly StudyStage[],
  code: Code,
  message: string,
  related: RelatedInformation[],
  fileRule: FileRuleOf<Code>,
): void {
  const ids = stageIds(stages);
  report.json(STAGES, samplingNode(stages[0]!), code, `${message} (${describeStages(stages)})`, { related, data: { fileRule, stageIds: ids } });
}

/**
 * On the first stage without a season (where a season_id would go), naming them all and why the
 * first has none (no map, a multi-resolution map, no start date).
 */
function reportSeasonless<Code extends RuleId>(
  report: CrossFileReporter,
  stages: readonly StudyStage[],
  code: Code,
  requirement: string,
  related: RelatedInformation[],
  fileRule: FileRuleOf<Code>,
): void {
  const first = stages[0]!;
  const ids = stageIds(stages);
  const reason = first.season.kind === 'none' ? `: ${first.season.reason}` : '';
  report.onObject(STAGES, first.info.node, code, `${requirement}, but ${describeStages(stages)} ${agree(ids.length, 'has', 'have')} none${reason}`, {
    related,
    data: { fileRule, stageIds: ids },
  });
}

/** XF-020 (STG-051): `selective` draws from a supplied opening tree. */
const selectiveNeedsSuppliedTree: CrossFileRule = {
  ids: ['XF-020'],
  needs: ['stages', 'config', 'stageIds'],
  alsoReads: [SCENARIO_FILES.noiseOpenings],
  run({ model, resolved, report }: CrossFileContext): void {
    const selective = stagesUsing(resolved, 'selective');
    if (selective.length === 0) return;
    const tree = openingTree(model, report);
    if (tree.supplied) return;
    reportOnMethod(report, selective, 'XF-020', `sampling_method "selective" needs a supplied opening tree, and there is none: ${tree.why}`, [tree.related], 'STG-051');
  },
};

/** XF-021, first condition (STG-052): `historical_residuals` reads the inflow history. Needs no config. */
const historicalResidualsNeedHistory: CrossFileRule = {
  ids: ['XF-021'],
  needs: ['stages', 'stageIds'],
  alsoReads: [SCENARIO_FILES.inflowHistory],
  run({ model, resolved, report }: CrossFileContext): void {
    const stages = stagesUsing(resolved, 'historical_residuals');
    const history = SCENARIO_FILES.inflowHistory;
    if (stages.length === 0 || model.scenarioFiles.has(history)) return;
    reportOnMethod(
      report,
      stages,
      'XF-021',
      `sampling_method "historical_residuals" needs ${history}, which is missing`,
      [report.relatedFile(history, 'not found in the case folder')],
      'STG-052',
    );
  },
};

/**
 * XF-021, second condition (STG-053): a generated opening tree for a `historical_residuals` stage
 * needs a season on every study stage. It is also the second condition of XF-024 (STG-086), reported
 * here only, once.
 */
const generatedResidualTreeNeedsSeasons: CrossFileRule = {
  ids: ['XF-021'],
  needs: ['stages', 'config', 'stageIds', 'stageSeasons'],
  alsoReads: [SCENARIO_FILES.noiseOpenings],
  run({ model, resolved, report }: CrossFileContext): void {
    const stages = stagesUsing(resolved, 'historical_residuals');
    if (stages.length === 0) return;
    const seasonless = stagesWithoutSeason(resolved);
    if (seasonless.length === 0) return;
    const tree = openingTree(model, report);
    if (tree.supplied) return;
    const requirement = 'every study stage needs a season when the opening tree is generated for a "historical_residuals" stage';
    reportSeasonless(report, seasonless, 'XF-021', requirement, [methodRelated(report, stages, 'historical_residuals'), tree.related], 'STG-053');
  },
};

/** XF-022 (STG-054): out_of_sample classes ignore these methods in the forward pass (a warning). */
const outOfSampleIgnoresMethod: CrossFileRule = {
  ids: ['XF-022'],
  needs: ['stages', 'config', 'stageIds'],
  run({ model, resolved, report }: CrossFileContext): void {
    let outOfSample: SchemeUse[] | undefined;
    for (const method of ['selective', 'historical_residuals']) {
      const stages = stagesUsing(resolved, method);
      if (stages.length === 0) continue;
      outOfSample ??= classesWithScheme(model, 'out_of_sample', ['training', 'simulation']);
      if (outOfSample.length === 0) return;
      const classes = describeClasses(outOfSample);
      const related = outOfSample.map((use) => schemeRelated(report, use, 'the forward pass draws plain monte carlo noise for it'));
      const count = outOfSample.length;
      const message = `sampling_method "${method}" is not used in the forward pass by the out_of_sample ${classes} ${agree(count, 'class', 'classes')}: the forward pass draws plain monte carlo noise for ${agree(count, 'it', 'them')}`;
      reportOnMethod(report, stages, 'XF-022', message, related, 'STG-054');
    }
  },
};

/**
 * XF-023 (STG-085): estimating the inflow model from its history needs a season map. Estimation is
 * on when the history is present and the fitted statistics and AR coefficients are not both given.
 */
const estimationNeedsSeasonMap: CrossFileRule = {
  ids: ['XF-023'],
  needs: ['stages'],
  alsoReads: [SCENARIO_FILES.inflowHistory, SCENARIO_FILES.inflowSeasonalStats, SCENARIO_FILES.inflowArCoefficients],
  run(context: CrossFileContext): void {
    const { model, report } = context;
    const files = model.scenarioFiles;
    const history = SCENARIO_FILES.inflowHistory;
    const fitted = [SCENARIO_FILES.inflowSeasonalStats, SCENARIO_FILES.inflowArCoefficients];
    const root = model.documents.get(STAGES)?.root;
    if (!files.has(history) || fitted.every((file) => files.has(file)) || root?.type !== 'object') return;
    const map = getProperty(root, 'season_definitions');
    // A map that is present but malformed is STG-004's finding, not a missing map.
    if (map && map.type !== 'null') return;
    const absent = fitted.filter((file) => !files.has(file));
    const message = `season_definitions is required: the inflow model is estimated from ${history} because ${absent.join(' and ')} ${agree(absent.length, 'is', 'are')} missing`;
    // On the null season_definitions when there is one, else on the file's root object.
    reportAt(context, STAGES, map ?? root, 'XF-023', message, {
      related: [report.relatedFile(history, 'present: the inflow model is estimated from it')],
      data: { fileRule: 'STG-085' },
    });
  },
};

/**
 * XF-024 (STG-086), the historical-scheme condition: an inflow class replaying history needs a
 * season on every study stage. Training and simulation sources both count.
 */
const historicalSchemeNeedsSeasons: CrossFileRule = {
  ids: ['XF-024'],
  needs: ['stages', 'config', 'stageIds', 'stageSeasons'],
  run({ model, resolved, report }: CrossFileContext): void {
    const historical = classesWithScheme(model, 'historical', ['training', 'simulation']).filter((use) => use.scenarioClass === 'inflow');
    if (historical.length === 0) return;
    const seasonless = stagesWithoutSeason(resolved);
    if (seasonless.length === 0) return;
    const related = historical.map((use) => schemeRelated(report, use, 'the historical scheme needs a season on every study stage'));
    reportSeasonless(report, seasonless, 'XF-024', 'every study stage needs a season when the inflow class uses the historical scheme', related, 'STG-086');
  },
};

export const samplingChecks: CrossFileRule[] = [
  selectiveNeedsSuppliedTree,
  historicalResidualsNeedHistory,
  generatedResidualTreeNeedsSeasons,
  outOfSampleIgnoresMethod,
  estimationNeedsSeasonMap,
  historicalSchemeNeedsSeasons,
];
