// What id the cursor is on: a field naming something (a usage) or the `id` of a declaring entry.
import type { JsonNode } from '../../core/json/document';
import { pathOf } from '../../core/json/nodes';
import { fieldPattern } from '../../fieldDocs/fields';
import { nodeAt, type ServiceContext } from '../context';
import { idValue } from './caseDocuments';
import { declarationAtPath, usageAtPath, type UsageKind } from './idTable';
import type { IdKind } from '../../model/idDeclarations';
import { stringAt } from '../../core/json/valueAt';
import { termSiteAt } from './expressionTerms';

/** What a correlation entity's id names, by its type. */
const CORRELATION_ENTITY_KINDS: ReadonlyMap<string, IdKind> = new Map([
  ['inflow', 'hydro'],
  ['load', 'bus'],
  ['ncs', 'ncs'],
]);

export interface IdSite {
  kind: IdKind;
  id: number;
  role: 'usage' | 'declaration';
  /** The id's value node in the current document. */
  node: JsonNode;
}

export function idSiteAt(context: ServiceContext, offset: number): IdSite | undefined {
  const term = termSiteAt(context.doc, offset);
  if (term) return { kind: term.kind, id: term.id, role: 'usage', node: term.node };
  const value = propertyValueAt(context, offset);
  const id = idValue(value);
  if (!value || id === undefined) return undefined;
  const path = fieldPattern(context.file, pathOf(value));
  const declared = declarationAtPath(context.file, path);
  if (declared) return { kind: declared, id, role: 'declaration', node: value };
  const usage = usageAtPath(context.file, path);
  const kind = usage && resolveUsageKind(context, usage.kind, value);
  return kind ? { kind, id, role: 'usage', node: value } : undefined;
}

/** With the cursor on a key or on its value, the value node of that property. */
function propertyValueAt(context: ServiceContext, offset: number): JsonNode | undefined {
  const node = nodeAt(context.doc, offset);
  const property = node?.parent?.type === 'property' ? node.parent : node?.type === 'property' ? node : undefined;
  return property?.children?.[1];
}

/** Decision D16: endpoints are node ids when `policy_graph.nodes` is declared, else stage ids. */
export function resolveUsageKind(context: ServiceContext, kind: UsageKind, node?: JsonNode): IdKind | undefined {
  if (kind === 'correlationEntity') return node && CORRELATION_ENTITY_KINDS.get(stringAt(node.parent?.parent, 'type') ?? '');
  if (kind !== 'transitionEndpoint') return kind;
  // The validated model knows whether nodes are declared (`nodes: []` is not, D16; one keystroke behind at most); before the first
  // validation the chain form, by far the common one, is assumed.
  return context.validation?.model.stages?.policyGraph?.nodesDeclared ? 'policyNode' : 'stage';
}
