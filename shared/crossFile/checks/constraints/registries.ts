// The ids each registry declares, as the constraints/ joins read them. A registry the case must have
// (buses, lines) that is missing is CASE-001's to report: its references are left alone (undefined).
// An optional one that is absent declares nothing, as the loader reads it: every reference to it
// names nothing.
import { CASE_FILES } from '../../../core/case/layout';
import type { EntityRegistry } from '../../../checks/constraintTables/fields';
import type { Need } from '../../inputHealth';
import type { CrossFileContext } from '../../context';

export interface RegistryIds {
  has(id: number): boolean;
}

const NONE: RegistryIds = { has: () => false };

/** The file, the fact that its ids read whole (D28), and how a message names it. */
export const REGISTRY: Readonly<Record<EntityRegistry, { file: string; needs: readonly Need[]; list: string; noun: string }>> = {
  hydro: { file: CASE_FILES.hydros, needs: ['hydros', 'everyHydroId'], list: 'hydros', noun: 'plant' },
  thermal: { file: CASE_FILES.thermals, needs: ['thermals', 'everyThermalId'], list: 'thermals', noun: 'thermal' },
  line: { file: CASE_FILES.lines, needs: ['lines', 'everyLineId'], list: 'lines', noun: 'line' },
  bus: { file: CASE_FILES.buses, needs: ['buses', 'everyBusId'], list: 'buses', noun: 'bus' },
  pumping: { file: CASE_FILES.pumping, needs: ['pumping', 'everyPumpingId'], list: 'pumping_stations', noun: 'pumping station' },
  contract: { file: CASE_FILES.contracts, needs: ['contracts', 'everyContractId'], list: 'contracts', noun: 'contract' },
  ncs: { file: CASE_FILES.nonControllable, needs: ['nonControllable', 'everyNcsId'], list: 'non_controllable_sources', noun: 'non-controllable source' },
  genericConstraint: { file: CASE_FILES.genericConstraints, needs: ['genericConstraints', 'everyGenericConstraintId'], list: 'constraints', noun: 'generic constraint' },
};

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
