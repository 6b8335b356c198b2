// stages.json: the root object, then each part in its own module, then the rules that join parts.
import type { JsonFileContext } from '../context';
import type { StagesModel } from '../../model/stages/types';
import { checkPolicyGraph, checkTransitionEndpoints } from './policyGraph';
import { checkStageList } from './stageList';
import { checkSeasonDefinitions } from './seasonMap';
import { checkPreStudyStages } from './preStudy';
import { checkSeasonRules } from './seasonRules';
import { checkStudyCalendar } from './studyCalendar';
import { documentedKeys } from '../../core/fieldDocs';
import { stagesFieldDocs } from './fields';

/** The root's known keys: those its field documentation lists. */
const ROOT_KEYS = documentedKeys(stagesFieldDocs, '');

export function checkStagesFile(context: JsonFileContext): StagesModel {
  const { fields } = context;
  const root = fields.rootObject('STG-001');
  if (!root) return { stages: [], preStudy: [] };
  fields.unknownKeys(root, ROOT_KEYS, 'STG-090');

  const seasonMap = checkSeasonDefinitions(context, root);
  const policyGraph = checkPolicyGraph(context, root);
  const stages = checkStageList(context, root, { policyGraph, seasonMap });
  const preStudy = checkPreStudyStages(context, root, { stages, seasonMap });
  if (policyGraph) checkTransitionEndpoints(context, policyGraph, stages);
  checkSeasonRules(context, { stages, preStudy, seasonMap });
  checkStudyCalendar(context, stages);

  return { ...(policyGraph ? { policyGraph } : {}), stages, preStudy, ...(seasonMap ? { seasonMap } : {}) };
}
