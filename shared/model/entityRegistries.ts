// The registries a constraint names its entities in (a generic constraint's expression, a bound
// table's id column): the file that declares each and its list (the id declarations navigation
// reads, ./idDeclarations.ts), and how a message or a hover names one.
// The joins that check those ids add what they need of the case (shared/crossFile/checks/constraints/registries.ts).
import { ID_DECLARATIONS } from './idDeclarations';
import type { EntityRegistry } from '../checks/constraintTables/fields';

export interface EntityRegistryFacts {
  /** The case file that declares the registry's ids. */
  file: string;
  /** The list of that file holding the entities. */
  list: string;
  /** How a message names one entity. */
  noun: string;
}

/** How a message names one entity of each registry. */
const NOUNS: Readonly<Record<EntityRegistry, string>> = {
  hydro: 'plant',
  thermal: 'thermal',
  line: 'line',
  bus: 'bus',
  pumping: 'pumping station',
  contract: 'contract',
  ncs: 'non-controllable source',
  genericConstraint: 'generic constraint',
};

/** Each registry's file and list (where navigation finds its ids: ID_DECLARATIONS) and noun. */
export const ENTITY_REGISTRIES: Readonly<Record<EntityRegistry, EntityRegistryFacts>> = Object.fromEntries(
  (Object.keys(NOUNS) as EntityRegistry[]).map((registry) => [registry, { file: ID_DECLARATIONS[registry].file, list: ID_DECLARATIONS[registry].list, noun: NOUNS[registry] }]),
) as Record<EntityRegistry, EntityRegistryFacts>;
