// policy_graph of stages.json: horizon type, discount rate, nodes and transitions (STG-002,
// STG-010..STG-023). Endpoint resolution waits for the stage list (checkTransitionEndpoints).
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { elements, getProperty, isNullField, peekProperty } from '../../core/json/nodes';
import { FirstDeclarations } from '../../core/json/uniqueness';
import { listIds } from '../../core/text';
import { PROBABILITY_TOLERANCE, type PolicyGraphInfo, type PolicyNodeInfo, type StageInfo, type TransitionInfo } from '../../model/stages/types';
import { documentedKeys } from '../../core/fieldDocs';
import { stagesFieldDocs } from './fields';

// Each object's known keys are the keys its field documentation lists.
const GRAPH_KEYS = documentedKeys(stagesFieldDocs, 'policy_graph');
const NODE_KEYS = documentedKeys(stagesFieldDocs, 'policy_graph.nodes[]');
const TRANSITION_KEYS = documentedKeys(stagesFieldDocs, 'policy_graph.transitions[]');
const GRAPH_TYPES = ['finite_horizon', 'cyclic'] as const;

export function checkPolicyGraph(context: JsonFileContext, root: JsonNode): PolicyGraphInfo | undefined {
  const { fields } = context;
  const graph = fields.object(root, 'policy_graph', 'STG-002', { required: true });
  if (!graph) return undefined;
  fields.unknownKeys(graph, GRAPH_KEYS, 'STG-090');

  const type = readGraphType(context, graph);
  const annualDiscountRate = fields.number(graph, 'annual_discount_rate', 'STG-012', { required: true, finite: true, min: 0 });
  const nodesDeclared = declaresNodes(graph);
  const nodes = readNodes(context, graph);
  const transitions = readTransitions(context, graph, nodesDeclared);

  checkOutgoingProbabilities(context, transitions);
  if (!nodesDeclared) checkFoldedDiscountOverrides(context, transitions);

  return {
    ...(type !== undefined ? { type } : {}),
    ...(annualDiscountRate !== undefined ? { annualDiscountRate } : {}),
    nodesDeclared,
    nodes,
    transitions,
    node: graph,
  };
}

/** STG-015 and STG-019: node stage ids and transition endpoints must resolve. */
export function checkTransitionEndpoints(context: JsonFileContext, graph: PolicyGraphInfo, stages: readonly StageInfo[]): void {
  // When `stages` itself is missing or mistyped (STG-003), every reference would fail: say nothing more.
  if (getProperty(context.doc.root, 'stages')?.type !== 'array') return;
  const studyStageIds = new Set(stages.flatMap((stage) => (stage.id !== undefined && stage.id >= 0 ? [stage.id] : [])));

  for (const node of graph.nodes) {
    if (node.stageId === undefined || studyStageIds.has(node.stageId)) continue;
    context.report.at(getProperty(node.node, 'stage_id') ?? node.node, 'STG-015', `stage_id ${node.stageId} ${unresolvedStage(node.stageId, studyStageIds)}`);
  }

  if (graph.nodesDeclared) {
    // Nodes that are not a list (STG-013) give nothing to resolve against.
    if (getProperty(graph.node, 'nodes')?.type !== 'array') return;
    const nodeIds = new Set(graph.nodes.flatMap((node) => (node.id !== undefined ? [node.id] : [])));
    forEachEndpoint(graph.transitions, (key, id, at) => {
      if (!nodeIds.has(id)) context.report.at(at, 'STG-019', `${key} ${id} names no node of policy_graph.nodes (node ids: ${listIds(nodeIds)})`);
    });
  } else {
    forEachEndpoint(graph.transitions, (key, id, at) => {
      if (!studyStageIds.has(id)) context.report.at(at, 'STG-019', `${key} ${id} ${unresolvedStage(id, studyStageIds)} (without policy_graph.nodes, endpoints are stage ids)`);
    });
  }
}

function readGraphType(context: JsonFileContext, graph: JsonNode): string | undefined {
  const type = context.fields.string(graph, 'type', 'STG-010', { required: true, oneOf: GRAPH_TYPES });
  if (type === 'cyclic') {
    context.report.at(getProperty(graph, 'type')!, 'STG-011', 'policy graph type "cyclic" is reserved and rejected at load; use "finite_horizon"');
  }
  return type;
}

/** Decision D16: `nodes: []` (and null) count as not declared; anything else present does. */
function declaresNodes(graph: JsonNode): boolean {
  const nodes = getProperty(graph, 'nodes');
  if (!nodes || nodes.type === 'null' || nodes.type === 'property') return false;
  return nodes.type !== 'array' || elements(nodes).length > 0;
}

function readNodes(context: JsonFileContext, graph: JsonNode): PolicyNodeInfo[] {
  const { fields } = context;
  const list = fields.array(graph, 'nodes', 'STG-013', { label: 'policy_graph.nodes' });
  const ids = new FirstDeclarations<number>(context.report, 'STG-014');
  return fields.objectEntries(list, 'STG-013', 'policy graph node').map(({ entry, index }) => {
    fields.unknownKeys(entry, NODE_KEYS, 'STG-090');
    const id = fields.integer(entry, 'id', 'STG-014', { required: true, label: 'node id' });
    if (id !== undefined) ids.claim(id, entry, `node id ${id}`, { atKey: 'id' });
    const stageId = fields.integer(entry, 'stage_id', 'STG-015', { required: true });
    const scenarioId = fields.integer(entry, 'scenario_id', 'STG-016', { nullable: true });
    fields.string(entry, 'label', 'STG-017', { nullable: true });
    return {
      index,
      ...(id !== undefined ? { id } : {}),
      ...(stageId !== undefined ? { stageId } : {}),
      ...(scenarioId !== undefined ? { scenarioId } : isNullField(entry, 'scenario_id') ? { scenarioId: null } : {}),
      node: entry,
    };
  });
}

function readTransitions(context: JsonFileContext, graph: JsonNode, nodesDeclared: boolean): TransitionInfo[] {
  const { fields, report } = context;
  const list = fields.array(graph, 'transitions', 'STG-018', { label: 'policy_graph.transitions' });
  return fields.objectEntries(list, 'STG-018', 'transition').map(({ entry, index }) => {
    fields.unknownKeys(entry, TRANSITION_KEYS, 'STG-090');
    const sourceId = fields.integer(entry, 'source_id', 'STG-019', { required: true });
    const targetId = fields.integer(entry, 'target_id', 'STG-019', { required: true });
    const probability = fields.number(entry, 'probability', 'STG-020', { required: true, finite: true });
    // The spec gives the override no range; the global ">= 0" is applied as for the stage's own (STG-050).
    const override = fields.number(entry, 'annual_discount_rate_override', 'STG-022', { nullable: true, finite: true, min: 0 });
    const overrideNode = getProperty(entry, 'annual_discount_rate_override');
    if (nodesDeclared && overrideNode && overrideNode.type !== 'null' && overrideNode.type !== 'property') {
      report.at(
        overrideNode,
        'STG-022',
        `annual_discount_rate_override is rejected on a transition when policy_graph.nodes is declared, got ${fields.got(overrideNode)}; set it on the stage instead`,
      );
    }
    return {
      index,
      ...(sourceId !== undefined ? { sourceId } : {}),
      ...(targetId !== undefined ? { targetId } : {}),
      ...(probability !== undefined ? { probability } : {}),
      ...(override !== undefined ? { discountOverride: override } : isNullField(entry, 'annual_discount_rate_override') ? { discountOverride: null } : {}),
      node: entry,
    };
  });
}

/** STG-021: per source, the outgoing probabilities must sum to 1 within 1e-6 (the loader rescales within it). */
function checkOutgoingProbabilities(context: JsonFileContext, transitions: readonly TransitionInfo[]): void {
  for (const [sourceId, group] of groupBySource(transitions)) {
    // A probability that is missing or mistyped (STG-020) leaves the sum unknown.
    if (group.some((t) => t.probability === undefined)) continue;
    const sum = group.reduce((total, t) => total + t.probability!, 0);
    if (Math.abs(sum - 1) <= PROBABILITY_TOLERANCE) continue;
    const where = group.map((t) => `transitions[${t.index}]`).join(', ');
    context.report.at(
      group[0]!.node,
      'STG-021',
      `outgoing probabilities of source ${sourceId} sum to ${formatNumber(sum)} (${where}), expected 1 within ${PROBABILITY_TOLERANCE}`,
      { data: { sourceId, sum, transitions: group.map((t) => t.index) } },
    );
  }
}

/**
 * STG-023 (decision D17): in the chain form, transition overrides are folded onto the source stage,
 * so two different values out of one stage leave that stage's rate unclear. Only set values count.
 */
function checkFoldedDiscountOverrides(context: JsonFileContext, transitions: readonly TransitionInfo[]): void {
  for (const [sourceId, group] of groupBySource(transitions)) {
    const withOverride = group.filter((t) => typeof t.discountOverride === 'number');
    const first = withOverride[0];
    if (!first) continue;
    const differing = withOverride.find((t) => t.discountOverride !== first.discountOverride);
    if (!differing) continue;
    context.report.at(
      getProperty(differing.node, 'annual_discount_rate_override') ?? differing.node,
      'STG-023',
      `transitions out of stage ${sourceId} carry different annual_discount_rate_override values: ` +
        `${differing.discountOverride} here, ${first.discountOverride} at policy_graph.transitions[${first.index}]; the rate folded onto the stage is ambiguous`,
    );
  }
}

function groupBySource(transitions: readonly TransitionInfo[]): Map<number, TransitionInfo[]> {
  const groups = new Map<number, TransitionInfo[]>();
  for (const transition of transitions) {
    if (transition.sourceId === undefined) continue;
    const group = groups.get(transition.sourceId);
    if (group) group.push(transition);
    else groups.set(transition.sourceId, [transition]);
  }
  return groups;
}

/** `at` is the endpoint's node to report on, peeked (see `peekValueOf`): do not keep it. */
function forEachEndpoint(transitions: readonly TransitionInfo[], visit: (key: 'source_id' | 'target_id', id: number, at: JsonNode) => void): void {
  for (const transition of transitions) {
    for (const key of ['source_id', 'target_id'] as const) {
      const id = key === 'source_id' ? transition.sourceId : transition.targetId;
      if (id !== undefined) visit(key, id, peekProperty(transition.node, key) ?? transition.node);
    }
  }
}

function unresolvedStage(id: number, studyStageIds: ReadonlySet<number>): string {
  if (id < 0) return 'names no study stage (a negative id is a pre-study stage)';
  return `names no study stage (stage ids: ${listIds(studyStageIds)})`;
}

/** A sum of decimal fractions, without floating-point noise (`0.30000000000000004` reads `0.3`). */
function formatNumber(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(12))) : String(value);
}
