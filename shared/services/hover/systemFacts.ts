// Hover facts of the system/ registries (decision D31): the bus a bus_id names and what else
// connects to it, what connects to a bus of buses.json, and a plant's place in its cascade.
import type { ValidationResult } from '../../engine/validate';
import type { CaseModel } from '../../checks/caseModel';
import type { FactSection, Fact } from './markdown';
import { integerIn, type HoverSpot } from './spot';

const BUS_KEYS: ReadonlySet<string> = new Set(['bus_id', 'source_bus_id', 'target_bus_id']);

/** On a bus_id (or a line endpoint) of any registry: the bus it names, and what connects to that bus. */
export function busReferenceFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const key = spot.segments.at(-1);
  if (typeof key !== 'string' || !BUS_KEYS.has(key) || spot.segments.length !== 3) return [];
  const busId = integerIn(spot, spot.segments.slice(0, -1), key);
  if (busId === undefined) return [];
  const bus = validation.model.buses?.byId.get(busId);
  const named: Fact = { label: 'bus', value: bus ? (bus.name ?? '(no name)') : 'not in system/buses.json' };
  return [{ title: `Bus ${busId}`, facts: bus ? [named, ...connections(validation.model, busId)] : [named] }];
}

/** Anywhere in a bus of buses.json: what connects to it. */
export function busRegistryFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const [top, index] = spot.segments;
  if (top !== 'buses' || typeof index !== 'number') return [];
  const busId = integerIn(spot, ['buses', index], 'id');
  if (busId === undefined || !validation.model.buses?.byId.has(busId)) return [];
  return [{ title: `Bus ${busId}`, facts: connections(validation.model, busId) }];
}

/** Anywhere in a plant of hydros.json: the plants upstream of it and the way down from it. */
export function cascadeFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const [top, index] = spot.segments;
  if (top !== 'hydros' || typeof index !== 'number') return [];
  const hydroId = integerIn(spot, ['hydros', index], 'id');
  const plants = validation.model.hydros?.plants;
  if (hydroId === undefined || !plants?.has(hydroId)) return [];
  const name = (id: number) => `${plants.get(id)?.name ?? 'hydro'} (${id})`;
  const upstream = [...plants.values()].filter((plant) => plant.downstreamId === hydroId).map((plant) => name(plant.id));
  const down: string[] = [];
  const seen = new Set([hydroId]);
  for (let next = plants.get(hydroId)!.downstreamId; next !== undefined; next = plants.get(next)?.downstreamId) {
    if (seen.has(next)) {
      down.push(`${name(next)}: a cycle`);
      break;
    }
    seen.add(next);
    down.push(plants.has(next) ? name(next) : `hydro ${next} (not declared)`);
  }
  return [
    {
      title: 'Cascade',
      facts: [
        { label: 'upstream', value: upstream.length ? upstream.join(', ') : 'none (a headwater plant)' },
        { label: 'downstream', value: down.length ? down.join(' → ') : 'none (the water leaves the system here)' },
      ],
    },
  ];
}

function connections(model: CaseModel, busId: number): Fact[] {
  const names = (list: Iterable<{ id?: number; name?: string; busId?: number }>) =>
    [...list].filter((entity) => entity.busId === busId).map((entity) => entity.name ?? `${entity.id}`);
  const lines = (model.lines?.list ?? []).filter((line) => line.sourceBusId === busId || line.targetBusId === busId).map((line) => line.name ?? `${line.id}`);
  const groups: Array<[string, string[]]> = [
    ['hydros', names(model.hydros?.plants.values() ?? [])],
    ['thermals', names(model.thermals?.thermals.values() ?? [])],
    ['non-controllable sources', names(model.nonControllable?.list ?? [])],
    ['pumping stations', names(model.pumping?.list ?? [])],
    ['contracts', names(model.contracts?.list ?? [])],
    ['lines', lines],
  ];
  return groups.filter(([, list]) => list.length > 0).map(([label, list]) => ({ label, value: list.join(', ') }));
}
