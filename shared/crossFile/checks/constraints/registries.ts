// The ids each registry declares, as the constraints/ joins read them. A registry the case must have
// (buses, lines) that is missing is CASE-001's to report: its references are left alone (undefined).
// An optional one that is absent declares nothing, as the loader reads it: every reference to it
// names nothing.
import { ENTITY_REGISTRIES, type EntityRegistryFacts } from '../../../model/entityRegistries';
import type { EntityRegistry } from '../../../checks/constraintTables/fields';
import type { Need } from '../../inputHealth';
import type { CrossFileContext } from '../../context';

export interface RegistryIds {
  has(id: number): boolean;
}

const NONE: RegistryIds = { has: () => false };

/** The facts that each registry's ids read whole (D28): a join over them is skipped while its input is broken. */
const NEEDS: Readonly<Record<EntityRegistry, readonly Need[]>> = {
  hydro: ['hydros', 'everyHydroId'],
  thermal: ['thermals', 'everyThermalId'],
  line: ['lines', 'everyLineId'],
  bus: ['buses', 'everyBusId'],
  pumping: ['pumping', 'everyPumpingId'],
  contract: ['contracts', 'everyContractId'],
  ncs: ['nonControllable', 'everyNcsId'],
  genericConstraint: ['genericConstraints', 'everyGenericConstraintId'],
};

/** Each registry's file, list and noun (shared/model/entityRegistries.ts), with the facts its ids need. */
export const REGISTRY: Readonly<Record<EntityRegistry, EntityRegistryFacts & { needs: readonly Need[] }>> = Object.fromEntries(
  (Object.keys(ENTITY_REGISTRIES) as EntityRegistry[]).map((registry) => [registry, { ...ENTITY_REGISTRIES[registry], needs: NEEDS[registry] }]),
) as Record<EntityRegistry, EntityRegistryFacts & { needs: readonly Need[] }>;

/** The registry's ids, or undefined when they cannot be judged (a required registry missing or unread). */
export function registryIds(context: CrossFileContext, registry: EntityRegistry): RegistryIds | undefined {
  const { model } = context;
  const absent = model.fileStates.get(REGISTRY[registry].file) === 'missing' || !model.fileStates.has(REGISTRY[registry].file);
  switch (registry) {
    case 'hydro':
      return model.hydros?.plants;
    case 'thermal':
      return model.thermals?.thermals;
    case 'bus':
      return model.buses?.byId;
    case 'line':
      return model.lines?.byId;
    case 'pumping':
      return model.pumping?.byId ?? (absent ? NONE : undefined);
    case 'contract':
      return model.contracts?.byId ?? (absent ? NONE : undefined);
    case 'ncs':
      return model.nonControllable?.byId ?? (absent ? NONE : undefined);
    case 'genericConstraint':
      return model.genericConstraints?.byId ?? (absent ? NONE : undefined);
  }
}
