// Hover facts of the scenarios/ JSON files (decision D31): on a correlation entity's id, the plant,
// bus or source it names (by its type); on a non-controllable factor's ncs_id, the source.
import type { ValidationResult } from '../../engine/validate';
import { stringAt } from '../../core/json/valueAt';
import type { FactSection } from './markdown';
import { integerIn, nodeOf, type HoverSpot } from './spot';

/** On an entity of a correlation group: what its id names; on a matrix value: the two entities it correlates. */
export function correlationEntityFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  const segments = spot.segments;
  const at = segments.lastIndexOf('entities');
  if (at >= 0 && typeof segments[at + 1] === 'number' && segments.length <= at + 3) {
    const named = entityNamed(spot, validation, segments.slice(0, at + 2));
    return named ? [{ title: named.title, facts: [{ label: 'name', value: named.name }] }] : [];
  }
  const cell = segments.lastIndexOf('matrix');
  const [row, column] = [segments[cell + 1], segments[cell + 2]];
  if (cell < 0 || typeof row !== 'number' || typeof column !== 'number') return [];
  const group = segments.slice(0, cell);
  const of = (index: number) => entityNamed(spot, validation, [...group, 'entities', index]);
  const [first, second] = [of(row), of(column)];
  if (!first || !second) return [];
  return [
    {
      title: 'Correlation',
      facts: [
        { label: `row ${row}`, value: `${first.title}, ${first.name}` },
        { label: `column ${column}`, value: `${second.title}, ${second.name}` },
      ],
    },
  ];
}

/** `Plant 3` and its name (or where it is missing) for the entity at `segments`, by its type. */
function entityNamed(spot: HoverSpot, validation: ValidationResult, segments: Array<string | number>): { title: string; name: string } | undefined {
  const id = integerIn(spot, segments, 'id');
  const type = stringAt(nodeOf(spot, segments), 'type');
  if (id === undefined || type === undefined) return undefined;
  const model = validation.model;
  const found =
    type === 'inflow'
      ? { title: `Plant ${id}`, name: model.hydros?.plants.get(id)?.name, known: model.hydros?.plants.has(id), file: 'system/hydros.json' }
      : type === 'load'
        ? { title: `Bus ${id}`, name: model.buses?.byId.get(id)?.name, known: model.buses?.byId.has(id), file: 'system/buses.json' }
        : type === 'ncs'
          ? { title: `Source ${id}`, name: model.nonControllable?.byId.get(id)?.name, known: model.nonControllable?.byId.has(id), file: 'system/non_controllable_sources.json' }
          : undefined;
  return found && { title: found.title, name: found.known ? (found.name ?? '(no name)') : `not in ${found.file}` };
}

/** On `non_controllable_factors[i].ncs_id`: the source it names. */
export function ncsReferenceFacts(spot: HoverSpot, validation: ValidationResult): FactSection[] {
  if (spot.segments.length !== 3 || spot.segments[2] !== 'ncs_id') return [];
  const id = integerIn(spot, spot.segments.slice(0, -1), 'ncs_id');
  if (id === undefined) return [];
  const source = validation.model.nonControllable?.byId.get(id);
  return [{ title: `Source ${id}`, facts: [{ label: 'name', value: source ? (source.name ?? '(no name)') : 'not in system/non_controllable_sources.json' }] }];
}
