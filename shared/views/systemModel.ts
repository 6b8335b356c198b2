// The system part of the case overview as the webview receives it: entities, graphs already laid
// out, plants by bus. Types and the small helpers both sides use; no layout code here, so the
// webview bundle does not carry the layout library (shared/views/systemOverview.ts builds it).
import type { Severity } from '../core/diagnostics';
import type { OverviewLink, OverviewProblem } from './caseOverview';

export type SystemEntityKind = 'bus' | 'hydro' | 'thermal';

export interface SystemEntity {
  kind: SystemEntityKind;
  id: number;
  name?: string;
  /** Named by another entity but not declared in its file. */
  undeclared?: boolean;
  /** Its entry in its file: index into `links`. */
  link?: number;
  /** The problems inside its entry, or naming it (a plant's cross-file problems). */
  problems: OverviewProblem[];
}

export interface GraphNode {
  /** Index into `entities`. */
  entity: number;
  /** Centre and size, in CSS pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface GraphEdge {
  from: number;
  to: number;
  /** The polyline to draw, from `from` to `to`. */
  points: Array<{ x: number; y: number }>;
  label?: string;
  /** Where the label goes (its centre), kept clear of nodes by the layout. */
  labelAt?: { x: number; y: number };
  /** Part of a cycle (a cascade that flows back into itself). */
  inCycle?: boolean;
}

export interface SystemGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
  width: number;
  height: number;
}

export interface BusPlants {
  /** Index into `entities` of the bus. */
  bus: number;
  hydros: number[];
  thermals: number[];
}

export interface SystemOverview {
  entities: SystemEntity[];
  /** Plants, each above the plant its water flows to (`downstream_id`). */
  cascade: SystemGraph;
  /** Buses joined by lines. */
  network: SystemGraph;
  /** Each bus with the plants that inject there, buses in file order. Plants on an undeclared bus are under that bus. */
  byBus: BusPlants[];
  /** The cycles of the cascade, as entity indices in flow order. */
  cycles: number[][];
  links: OverviewLink[];
}

/** The worst severity among problems, for a node's mark. */
export function worstSeverity(problems: readonly OverviewProblem[]): Severity | undefined {
  for (const severity of ['error', 'warning', 'hint'] as const) if (problems.some((p) => p.severity === severity)) return severity;
  return undefined;
}

/** The label a node shows: its id and name, or that it is undeclared. */
export function entityLabel(entity: SystemEntity): string {
  return entity.undeclared ? `${entity.id} (undeclared)` : `${entity.id}${entity.name ? ` ${entity.name}` : ''}`;
}
