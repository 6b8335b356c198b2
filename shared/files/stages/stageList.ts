// STUB (helper A): stages[] rules STG-003, STG-030..STG-050.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../engine/json/document';
import type { PolicyGraphInfo, SeasonMapInfo, StageInfo } from './model';

export function checkStageList(
  _context: JsonFileContext,
  _root: JsonNode,
  _parts: { policyGraph: PolicyGraphInfo | undefined; seasonMap: SeasonMapInfo | undefined },
): StageInfo[] {
  return [];
}
