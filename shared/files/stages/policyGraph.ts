// STUB (helper A): policy_graph rules STG-002, STG-010..STG-023.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../engine/json/document';
import type { PolicyGraphInfo, StageInfo } from './model';

export function checkPolicyGraph(_context: JsonFileContext, _root: JsonNode): PolicyGraphInfo | undefined {
  return undefined;
}

/** STG-015 and STG-019: node stage ids and transition endpoints must resolve. */
export function checkTransitionEndpoints(_context: JsonFileContext, _graph: PolicyGraphInfo, _stages: readonly StageInfo[]): void {}
