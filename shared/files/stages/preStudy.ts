// STUB (helper B): pre_study_stages rules STG-005, STG-060..STG-065.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../engine/json/document';
import type { PreStudyStageInfo, SeasonMapInfo, StageInfo } from './model';

export function checkPreStudyStages(
  _context: JsonFileContext,
  _root: JsonNode,
  _parts: { stages: readonly StageInfo[]; seasonMap: SeasonMapInfo | undefined },
): PreStudyStageInfo[] {
  return [];
}
