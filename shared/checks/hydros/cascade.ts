// The cascade of system/hydros.json: downstream_id and diversion.downstream_id name plants of the
// file (HYD-060, HYD-061), and following downstream_id never comes back to a plant (HYD-062).
import type { JsonFileContext } from '../context';
import { getProperty } from '../../core/json/nodes';
import { relatedAt } from '../../core/reporter';
import type { Entity } from '../system/entities';

export interface CascadePlant extends Entity {
  downstreamId?: number;
  diversionId?: number;
}

export function checkCascade(context: JsonFileContext, plants: readonly CascadePlant[], byId: ReadonlyMap<number, CascadePlant>): void {
  const { report } = context;
  for (const plant of plants) {
    if (plant.downstreamId !== undefined && !byId.has(plant.downstreamId)) {
      report.at(getProperty(plant.node, 'downstream_id')!, 'HYD-060', `downstream_id ${plant.downstreamId} names no plant of this file (use null for the end of a cascade)`);
    }
    if (plant.diversionId !== undefined && !byId.has(plant.diversionId)) {
      report.at(getProperty(getProperty(plant.node, 'diversion'), 'downstream_id')!, 'HYD-061', `diversion.downstream_id ${plant.diversionId} names no plant of this file`);
    }
  }
  for (const cycle of cascadeCycles(byId)) {
    const [first, ...others] = cycle;
    const path = [...cycle, first!].map(describe).join(' → ');
    report.at(
      getProperty(first!.node, 'downstream_id')!,
      'HYD-062',
      `the hydro cascade loops back on itself: ${path}; water must leave the cascade at a plant whose downstream_id is null`,
      {
        related: others.map((plant) => relatedAt(context.doc, getProperty(plant.node, 'downstream_id')!, `${describe(plant)} is part of the cycle`)),
        data: { cycle: cycle.map((plant) => plant.id!) },
      },
    );
  }
}

function describe(plant: CascadePlant): string {
  return plant.name !== undefined ? `${plant.name} (${plant.id})` : `hydro ${plant.id}`;
}

/**
 * Every cycle of the downstream graph, each once, starting at its lowest plant id. Each plant has at
 * most one downstream plant, so walking from each plant finds every cycle in linear time.
 */
export function cascadeCycles(byId: ReadonlyMap<number, CascadePlant>): CascadePlant[][] {
  const state = new Map<number, 'walking' | 'done'>();
  const cycles: CascadePlant[][] = [];
  for (const start of byId.keys()) {
    const walk: number[] = [];
    let id: number | undefined = start;
    while (id !== undefined && byId.has(id) && !state.has(id)) {
      state.set(id, 'walking');
      walk.push(id);
      id = byId.get(id)!.downstreamId;
    }
    if (id !== undefined && state.get(id) === 'walking') {
      const ids = walk.slice(walk.indexOf(id));
      const lowest = ids.indexOf(Math.min(...ids));
      cycles.push([...ids.slice(lowest), ...ids.slice(0, lowest)].map((cycleId) => byId.get(cycleId)!));
    }
    for (const walked of walk) state.set(walked, 'done');
  }
  return cycles.sort((a, b) => a[0]!.id! - b[0]!.id!);
}
