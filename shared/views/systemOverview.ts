// The case overview's system part, pure: the hydro cascade and the electrical network as graphs
// laid out here (dagre, a layered layout: the webview only draws boxes and lines where this says),
// and the plants by bus. Read from the registries the checks extracted (buses, lines, hydros,
// thermals); each entity links to its JSON entry and carries the problems found inside it (or, for
// a plant, naming it in their data). An id named but never declared (a `downstream_id`, a
// `bus_id`, a line's end) is drawn too, marked undeclared, since that is the mistake to see.
import dagre from '@dagrejs/dagre';
import type { Diagnostic } from '../core/diagnostics';
import type { JsonNode } from '../core/json/document';
import type { ValidationResult } from '../engine/validate';
import { CASE_FILES } from '../core/case/layout';
import type { OverviewLink, OverviewProblem } from './caseOverview';
import { entityLabel, type BusPlants, type GraphEdge, type GraphNode, type SystemEntity, type SystemEntityKind, type SystemGraph, type SystemOverview } from './systemModel';

export type { SystemOverview } from './systemModel';

const NODE_HEIGHT = 26;
const CHAR_WIDTH = 7;
const NODE_PADDING = 18;
const LABEL_HEIGHT = 14;

export function systemOverview(validation: ValidationResult): SystemOverview {
  return new SystemBuilder(validation).build();
}

class SystemBuilder {
  private readonly entities: SystemEntity[] = [];
  private readonly entityIndex = new Map<string, number>();
  private readonly links: OverviewLink[] = [];
  private readonly jsonProblems = new Map<string, Diagnostic[]>();
  private readonly plantProblems = new Map<number, Diagnostic[]>();

  constructor(private readonly validation: ValidationResult) {
    for (const diagnostic of validation.diagnostics) {
      if (diagnostic.location.kind === 'json') push(this.jsonProblems, diagnostic.file, diagnostic);
      const hydroId = diagnostic.data?.hydroId;
      if (hydroId !== undefined) push(this.plantProblems, hydroId, diagnostic);
    }
  }

  build(): SystemOverview {
    const { model } = this.validation;
    for (const bus of model.buses?.list ?? []) if (bus.id !== undefined) this.declare('bus', bus.id, bus.name, CASE_FILES.buses, bus.node);
    for (const plant of model.hydros?.plants.values() ?? []) this.declare('hydro', plant.id, plant.name, CASE_FILES.hydros, plant.node);
    for (const thermal of model.thermals?.thermals.values() ?? []) this.declare('thermal', thermal.id, thermal.name, CASE_FILES.thermals, thermal.node);

    const cascadeEdges: Array<[number, number]> = [];
    for (const plant of model.hydros?.plants.values() ?? []) {
      if (plant.downstreamId === undefined) continue;
      cascadeEdges.push([this.indexOf('hydro', plant.id), this.referenced('hydro', plant.downstreamId)]);
    }
    const hydroNodes = this.entities.flatMap((entity, index) => (entity.kind === 'hydro' ? [index] : []));
    const cycles = cascadeEdgeCycles(cascadeEdges);
    const inCycle = new Set(cycles.flatMap((cycle) => cycle.map((entity, k) => `${entity}>${cycle[(k + 1) % cycle.length]}`)));
    const cascade = layout(
      this.entities,
      hydroNodes,
      cascadeEdges.map(([from, to]) => ({ from, to, ...(inCycle.has(`${from}>${to}`) ? { inCycle: true } : {}) })),
      'TB',
    );

    const networkEdges: Array<{ from: number; to: number; label?: string }> = [];
    for (const line of model.lines?.list ?? []) {
      if (line.sourceBusId === undefined || line.targetBusId === undefined) continue;
      networkEdges.push({ from: this.referenced('bus', line.sourceBusId), to: this.referenced('bus', line.targetBusId), ...(line.name !== undefined ? { label: line.name } : {}) });
    }
    const byBus = this.plantsByBus();
    const busNodes = this.entities.flatMap((entity, index) => (entity.kind === 'bus' ? [index] : []));
    const network = layout(this.entities, busNodes, networkEdges, 'LR');
    return { entities: this.entities, cascade, network, byBus, cycles, links: this.links };
  }

  private plantsByBus(): BusPlants[] {
    const { model } = this.validation;
    const rows = new Map<number, BusPlants>();
    const rowOf = (busId: number) => {
      const bus = this.referenced('bus', busId);
      let row = rows.get(bus);
      if (!row) rows.set(bus, (row = { bus, hydros: [], thermals: [] }));
      return row;
    };
    for (const entity of this.entities) if (entity.kind === 'bus' && !entity.undeclared) rowOf(entity.id);
    for (const plant of model.hydros?.plants.values() ?? []) if (plant.busId !== undefined) rowOf(plant.busId).hydros.push(this.indexOf('hydro', plant.id));
    for (const thermal of model.thermals?.thermals.values() ?? []) if (thermal.busId !== undefined) rowOf(thermal.busId).thermals.push(this.indexOf('thermal', thermal.id));
    return [...rows.values()];
  }

  private declare(kind: SystemEntityKind, id: number, name: string | undefined, file: string, node: JsonNode): void {
    if (this.entityIndex.has(`${kind}:${id}`)) return;
    const entity: SystemEntity = { kind, id, problems: this.problemsIn(file, node, kind === 'hydro' ? id : undefined) };
    if (name !== undefined) entity.name = name;
    const link = this.link(file, node);
    if (link !== undefined) entity.link = link;
    this.entityIndex.set(`${kind}:${id}`, this.entities.length);
    this.entities.push(entity);
  }

  /** The entity an id names, declared or not (an undeclared one is added, marked). */
  private referenced(kind: SystemEntityKind, id: number): number {
    const known = this.entityIndex.get(`${kind}:${id}`);
    if (known !== undefined) return known;
    this.entityIndex.set(`${kind}:${id}`, this.entities.length);
    this.entities.push({ kind, id, undeclared: true, problems: [] });
    return this.entities.length - 1;
  }

  private indexOf(kind: SystemEntityKind, id: number): number {
    return this.entityIndex.get(`${kind}:${id}`)!;
  }

  private problemsIn(file: string, node: JsonNode, hydroId: number | undefined): OverviewProblem[] {
    const inside = (this.jsonProblems.get(file) ?? []).filter((d) => {
      const { offset } = d.location as { offset: number };
      return offset >= node.offset && offset < node.offset + node.length;
    });
    const naming = hydroId === undefined ? [] : (this.plantProblems.get(hydroId) ?? []);
    return [...new Set([...inside, ...naming])].map((d) => ({ code: d.code, severity: d.severity, message: d.message, file: d.file }));
  }

  private link(file: string, node: JsonNode): number | undefined {
    const document = this.validation.model.documents.get(file);
    if (!document) return undefined;
    this.links.push({ file, range: document.rangeOf(node.offset, node.length) });
    return this.links.length - 1;
  }
}

function layout(
  entities: readonly SystemEntity[],
  nodes: readonly number[],
  edges: ReadonlyArray<{ from: number; to: number; label?: string; inCycle?: boolean }>,
  rankdir: 'TB' | 'LR',
): SystemGraph {
  const graph = new dagre.graphlib.Graph({ multigraph: true });
  graph.setGraph({ rankdir, nodesep: 18, ranksep: rankdir === 'TB' ? 34 : 60, edgesep: 10, marginx: 8, marginy: 12 });
  graph.setDefaultEdgeLabel(() => ({}));
  const drawn = new Set<number>([...nodes, ...edges.flatMap((edge) => [edge.from, edge.to])]);
  for (const entity of drawn) graph.setNode(String(entity), { width: entityLabel(entities[entity]!).length * CHAR_WIDTH + NODE_PADDING, height: NODE_HEIGHT });
  // A labelled edge (a line's name) gets room for its label in the layout, centred on the edge.
  edges.forEach((edge, k) =>
    graph.setEdge(String(edge.from), String(edge.to), edge.label ? { width: edge.label.length * CHAR_WIDTH, height: LABEL_HEIGHT, labelpos: 'c' } : {}, String(k)),
  );
  dagre.layout(graph);
  const laidNodes: GraphNode[] = [...drawn].map((entity) => {
    const { x, y, width, height } = graph.node(String(entity));
    return { entity, x, y, width, height };
  });
  const laidEdges: GraphEdge[] = edges.map((edge, k) => {
    const laid = graph.edge({ v: String(edge.from), w: String(edge.to), name: String(k) });
    const points = (laid?.points ?? []).map((point: { x: number; y: number }) => ({ x: point.x, y: point.y }));
    return { ...edge, points, ...(edge.label && laid?.x !== undefined ? { labelAt: { x: laid.x, y: laid.y } } : {}) };
  });
  const { width = 0, height = 0 } = graph.graph();
  return { nodes: laidNodes, edges: laidEdges, width, height };
}

/** The cycles of a graph where each node has at most one out-edge (a cascade): followed from each node until a node repeats. */
export function cascadeEdgeCycles(edges: ReadonlyArray<readonly [number, number]>): number[][] {
  const next = new Map<number, number>();
  for (const [from, to] of edges) if (!next.has(from)) next.set(from, to);
  const state = new Map<number, 'walking' | 'done'>();
  const cycles: number[][] = [];
  for (const start of next.keys()) {
    const path: number[] = [];
    let node: number | undefined = start;
    while (node !== undefined && !state.has(node)) {
      state.set(node, 'walking');
      path.push(node);
      node = next.get(node);
    }
    if (node !== undefined && state.get(node) === 'walking') cycles.push(path.slice(path.indexOf(node)));
    for (const visited of path) state.set(visited, 'done');
  }
  return cycles;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
