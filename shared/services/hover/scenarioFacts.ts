// Hover facts of the scenarios/ JSON files (decision D31): on a correlation entity's id, the plant,
// bus or source it names (by its type); on a non-controllable factor's ncs_id, the source.
import type { ValidationResult } from '../../engine/validate';
import { stringAt } from '../../checks/registries/read';
import type { FactSection } from './markdown';
import { integerIn, nodeOf, type HoverSpot } from './spot';

/** On `entities[i].id` (or the entity) of a correlation group: what the id names. */
export function correlationEntityFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const at = spot.segments.lastIndexOf('entities');
  if (at < 0 || typeof spot.segments[at + 1] !== 'number' || spot.segments.length > at + 3) return [];
  const entity = spot.segments.slice(0, at + 2);
  const id = integerIn(spot, entity, 'id');
  const type = stringAt(nodeOf(spot, entity), 'type');
  if (id === undefined || type === undefined) return [];
  const model = validation.model;
  const found =
    type === 'inflow'
      ? { title: `Plant ${id}`, name: model.hydros?.plants.get(id)?.name, known: model.hydros?.plants.has(id), file: 'system/hydros.json' }
      : type === 'load'
        ? { title: `Bus ${id}`, name: model.buses?.byId.get(id)?.name, known: model.buses?.byId.has(id), file: 'system/buses.json' }
        : type === 'ncs'
          ? { title: `Source ${id}`, name: model.nonControllable?.byId.get(id)?.name, known: model.nonControllable?.byId.has(id), file: 'system/non_controllable_sources.json' }
          : undefined;
  if (!found) return [];
  return [{ title: found.title, facts: [{ label: 'name', value: found.known ? (found.name ?? '(no name)') : `not in ${found.file}` }] }];
}

/** On `non_controllable_factors[i].ncs_id`: the source it names. */
export function ncsReferenceFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  if (spot.segments.length !== 3 || spot.segments[2] !== 'ncs_id') return [];
  const id = integerIn(spot, spot.segments.slice(0, -1), 'ncs_id');
  if (id === undefined) return [];
  const source = validation.model.nonControllable?.byId.get(id);
  return [{ title: `Source ${id}`, facts: [{ label: 'name', value: source ? (source.name ?? '(no name)') : 'not in system/non_controllable_sources.json' }] }];
}
