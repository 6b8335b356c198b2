// The registries a constraint names its entities in (a generic constraint's expression, a bound
// table's id column): the file that declares each, its list and how a message or a hover names one.
// The joins that check those ids add what they need of the case (shared/crossFile/checks/constraints/registries.ts).
import { CASE_FILES } from '../core/case/layout';
import type { EntityRegistry } from '../checks/constraintTables/fields';

export interface EntityRegistryFacts {
  /** The case file that declares the registry's ids. */
  file: string;
  /** The list of that file holding the entities. */
  list: string;
  /** How a message names one entity. */
  noun: string;
}

export const ENTITY_REGISTRIES: Readonly<Record<EntityRegistry, EntityRegistryFacts>> = {
  hydro: { file: CASE_FILES.hydros, list: 'hydros', noun: 'plant' },
  thermal: { file: CASE_FILES.thermals, list: 'thermals', noun: 'thermal' },
  line: { file: CASE_FILES.lines, list: 'lines', noun: 'line' },
  bus: { file: CASE_FILES.buses, list: 'buses', noun: 'bus' },
  pumping: { file: CASE_FILES.pumping, list: 'pumping_stations', noun: 'pumping station' },
  contract: { file: CASE_FILES.contracts, list: 'contracts', noun: 'contract' },
  ncs: { file: CASE_FILES.nonControllable, list: 'non_controllable_sources', noun: 'non-controllable source' },
  genericConstraint: { file: CASE_FILES.genericConstraints, list: 'constraints', noun: 'generic constraint' },
};
