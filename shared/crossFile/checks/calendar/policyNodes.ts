// Policy-graph nodes and openings against the scenario-source classes (XF-025, XF-026). Both run only
// when policy_graph.nodes is declared (decision D16) and config.json parses. Decision D6: a class is
// "slot-occupying external" when its training scheme is `external`, and a stage "carries only external
// openings" when every class training.scenario_source declares is external. The classes are case-wide,
// so every stage carries the same ones.
import type { JsonNode } from '../../../core/json/document';
import type { RelatedInformation } from '../../../core/diagnostics';
import { getProperty, hasProperty } from '../../../core/json/nodes';
import type { PolicyNodeInfo } from '../../../model/stages/types';
import type { CaseModel } from '../../../checks/caseModel';
import type { CrossFileContext, CrossFileRule } from '../../context';
import type { CrossFileReporter } from '../../reporter';
import { STAGES, reportAt } from '../common';
import { describeStages } from '../../../model/stages/describe';
import { agree, describeIds, plural } from '../../../core/text';
import { classesWithScheme, declaredClasses, describeClasses, scenarioSourceRelated, schemeRelated, type SchemeUse } from './scenarioSource';

function declaredNodes(model: CaseModel): PolicyNodeInfo[] | undefined {
  const graph = model.stages?.policyGraph;
  return graph?.nodesDeclared ? graph.nodes : undefined;
}

/** Absent or null (the default). */
function isUnset(object: JsonNode, key: string): boolean {
  return !hasProperty(object, key) || getProperty(object, key)?.type === 'null';
}

/** Any non-null value, a mistyped one included: it is present either way (its type is STG-016's or STG-038's). */
function isSet(object: JsonNode, key: string): boolean {
  return !isUnset(object, key);
}

/** `node 3`, `nodes 0-7 (8 nodes)`; nodes without a valid id (STG-014) are counted apart. */
function describeNodes(nodes: readonly PolicyNodeInfo[]): string {
  const ids = nodes.flatMap((node) => (node.id !== undefined ? [node.id] : []));
  const unnamed = nodes.length - ids.length;
  const named = ids.length > 0 ? describeIds(ids, 'node') : '';
  const rest = unnamed > 0 ? `${plural(unnamed, 'node')} without a valid id` : '';
  return [named, rest].filter(Boolean).join(' and ');
}

function schemesRelated(report: CrossFileReporter, uses: readonly SchemeUse[], message: string): RelatedInformation[] {
  return uses.map((use) => schemeRelated(report, use, message));
}

/** XF-025 (STG-016 presence): scenario_id on every node when an external class occupies a slot, else on none. */
const scenarioIdFollowsExternalClasses: CrossFileRule = {
  ids: ['XF-025'],
  needs: ['stages', 'config', 'policyGraph'],
  run({ model, report }: CrossFileContext): void {
    const nodes = declaredNodes(model);
    if (!nodes) return;
    const external = classesWithScheme(model, 'external', ['training']);
    if (external.length > 0) {
      const lacking = nodes.filter((node) => isUnset(node.node, 'scenario_id'));
      if (lacking.length === 0) return;
      const classes = describeClasses(external);
      const message = `missing scenario_id: the ${classes} ${agree(external.length, 'class uses', 'classes use')} scheme "external", which occupies a scenario slot at every stage (${describeNodes(lacking)} ${agree(lacking.length, 'lacks', 'lack')} it)`;
      const related = schemesRelated(report, external, 'it occupies a scenario slot at every stage');
      report.onObject(STAGES, lacking[0]!.node, 'XF-025', message, { related, data: { fileRule: 'STG-016' } });
      return;
    }
    const carrying = nodes.filter((node) => isSet(node.node, 'scenario_id'));
    if (carrying.length === 0) return;
    const message = `scenario_id must be omitted: no class of training.scenario_source uses scheme "external", so no stage carries an external scenario slot (${describeNodes(carrying)} ${agree(carrying.length, 'sets', 'set')} it)`;
    const related = [scenarioSourceRelated(model, report, 'no class uses scheme "external"')];
    report.json(STAGES, getProperty(carrying[0]!.node, 'scenario_id')!, 'XF-025', message, { related, data: { fileRule: 'STG-016' } });
  },
};

/** XF-026 (STG-040, STG-041): num_openings at generated-openings stages, never at external-only ones. */
const numOpeningsFollowsOpenings: CrossFileRule = {
  ids: ['XF-026'],
  needs: ['stages', 'config', 'policyGraph', 'stageIds'],
  run(context: CrossFileContext): void {
    if (!declaredNodes(context.model)) return;
    const declared = declaredClasses(context.model, 'training');
    const externalOnly = declared.length > 0 && declared.every((use) => use.scheme === 'external');
    if (externalOnly) rejectOpeningsAtExternalStages(context, declared);
    else requireOpeningsAtGeneratedStages(context, declared);
  },
};

function rejectOpeningsAtExternalStages({ resolved, report }: CrossFileContext, external: readonly SchemeUse[]): void {
  const stages = resolved.studyStages.filter((stage) => isSet(stage.info.node, 'num_openings'));
  if (stages.length === 0) return;
  const message = `num_openings must be omitted at a stage that carries only external openings: every class of training.scenario_source (${describeClasses(external)}) uses scheme "external" (${describeStages(stages)} ${agree(stages.length, 'sets', 'set')} it)`;
  const related = schemesRelated(report, external, 'the stages carry no generated openings');
  report.json(STAGES, getProperty(stages[0]!.info.node, 'num_openings')!, 'XF-026', message, { related, data: { fileRule: 'STG-041' } });
}

function requireOpeningsAtGeneratedStages(context: CrossFileContext, declared: readonly SchemeUse[]): void {
  const { model, resolved, report } = context;
  const stages = resolved.studyStages.filter((stage) => isUnset(stage.info.node, 'num_openings'));
  if (stages.length === 0) return;
  const generating = declared.filter((use) => use.scheme !== 'external');
  const why =
    generating.length > 0
      ? generating.map((use) => `${use.scenarioClass} uses scheme "${use.scheme}"`).join(', ')
      : 'training.scenario_source declares no class, so every class is in_sample';
  const message = `missing num_openings: under policy_graph.nodes every stage with generated openings needs it (${why}); ${describeStages(stages)} ${agree(stages.length, 'lacks', 'lack')} it`;
  const related =
    generating.length > 0
      ? schemesRelated(report, generating, 'its openings are generated')
      : [scenarioSourceRelated(model, report, 'no class declared: every class is in_sample')];
  // On the null value when there is one, else on the stage that lacks the key.
  const first = stages[0]!.info.node;
  reportAt(context, STAGES, getProperty(first, 'num_openings') ?? first, 'XF-026', message, { related, data: { fileRule: 'STG-040' } });
}

export const policyNodeChecks: CrossFileRule[] = [scenarioIdFollowsExternalClasses, numOpeningsFollowsOpenings];
