// The REF rules (decision D31): the ids one system/ registry uses to name the entities of another
// resolve (a bus_id names a bus, a pumping station's plants exist, a filling starts at a study
// stage). Each problem sits on the referring id, with the list it should be in as related place.
// A registry that is absent holds nothing to resolve against: when buses.json is missing, its
// absence is CASE-001's to report, so the bus references are left alone rather than all flagged.
import type { JsonNode } from '../../../core/json/document';
import { getProperty } from '../../../core/json/nodes';
import { CASE_FILES, HYDROS } from '../../../core/case/layout';
import type { BusConnected } from '../../../checks/system/entities';
import type { CrossFileContext, CrossFileRule } from '../../context';
import { relatedTopLevel, STAGES } from '../common';

const BUSES = CASE_FILES.buses;

/** The entities of each registry that connect to a bus, with the file they sit in. */
function busUsers(context: CrossFileContext): Array<{ file: string; noun: string; node: JsonNode; id?: number; busId?: number }> {
  const { model } = context;
  const users: Array<{ file: string; noun: string; node: JsonNode; id?: number; busId?: number }> = [];
  for (const plant of model.hydros?.plants.values() ?? [])
    users.push({ file: CASE_FILES.hydros, noun: 'hydro', node: plant.node, id: plant.id, ...(plant.busId !== undefined ? { busId: plant.busId } : {}) });
  for (const thermal of model.thermals?.thermals.values() ?? [])
    users.push({ file: CASE_FILES.thermals, noun: 'thermal', node: thermal.node, id: thermal.id, ...(thermal.busId !== undefined ? { busId: thermal.busId } : {}) });
  const add = (file: string, noun: string, list: readonly BusConnected[] | undefined) => {
    for (const entity of list ?? [])
      users.push({ file, noun, node: entity.node, ...(entity.id !== undefined ? { id: entity.id } : {}), ...(entity.busId !== undefined ? { busId: entity.busId } : {}) });
  };
  add(CASE_FILES.nonControllable, 'non-controllable source', model.nonControllable?.list);
  add(CASE_FILES.pumping, 'pumping station', model.pumping?.list);
  add(CASE_FILES.contracts, 'contract', model.contracts?.list);
  return users;
}

function who(noun: string, id: number | undefined): string {
  return id === undefined ? `a ${noun}` : `${noun} ${id}`;
}

/** REF-001: every bus_id names a bus. */
const busIdNamesBus: CrossFileRule = {
  ids: ['REF-001'],
  // The registries that name buses are read as far as they parse: a reference that reads is checked.
  needs: ['buses', 'everyBusId'],
  run(context) {
    const buses = context.model.buses?.byId;
    if (!buses) return;
    for (const user of busUsers(context)) {
      if (user.busId === undefined || buses.has(user.busId)) continue;
      context.report.json(user.file, getProperty(user.node, 'bus_id')!, 'REF-001', `bus_id ${user.busId} of ${who(user.noun, user.id)} names no bus of ${BUSES}`, {
        related: [relatedTopLevel(context, BUSES, 'buses', `no bus here has id ${user.busId}`)],
        data: { busId: user.busId },
      });
    }
  },
};

/** REF-002: both endpoints of every line name buses. */
const lineEndsAtBuses: CrossFileRule = {
  ids: ['REF-002'],
  needs: ['buses', 'everyBusId', 'lines'],
  run(context) {
    const buses = context.model.buses?.byId;
    if (!buses) return;
    for (const line of context.model.lines?.list ?? []) {
      for (const [key, busId] of [
        ['source_bus_id', line.sourceBusId],
        ['target_bus_id', line.targetBusId],
      ] as const) {
        if (busId === undefined || buses.has(busId)) continue;
        context.report.json(CASE_FILES.lines, getProperty(line.node, key)!, 'REF-002', `${key} ${busId} of ${who('line', line.id)} names no bus of ${BUSES}`, {
          related: [relatedTopLevel(context, BUSES, 'buses', `no bus here has id ${busId}`)],
          data: { busId },
        });
      }
    }
  },
};

/** REF-003: a pumping station's plants are plants of hydros.json. */
const pumpingNamesPlants: CrossFileRule = {
  ids: ['REF-003'],
  needs: ['pumping', 'everyHydroId'],
  run(context) {
    const plants = context.model.hydros?.plants;
    if (!plants) return;
    for (const station of context.model.pumping?.list ?? []) {
      for (const [key, hydroId] of [
        ['source_hydro_id', station.sourceHydroId],
        ['destination_hydro_id', station.destinationHydroId],
      ] as const) {
        if (hydroId === undefined || plants.has(hydroId)) continue;
        context.report.json(
          CASE_FILES.pumping,
          getProperty(station.node, key)!,
          'REF-003',
          `${key} ${hydroId} of ${who('pumping station', station.id)} names no plant of ${HYDROS}`,
          {
            related: [relatedTopLevel(context, HYDROS, 'hydros', `no plant here has id ${hydroId}`)],
            data: { hydroId },
          },
        );
      }
    }
  },
};

/** REF-004: a filling starts at a study stage. */
const fillingStartsAtStudyStage: CrossFileRule = {
  ids: ['REF-004'],
  needs: ['stageIds'],
  run(context) {
    const studyIds = new Set(context.resolved.studyStages.map((stage) => stage.info.id));
    for (const plant of context.model.hydros?.plants.values() ?? []) {
      const start = getProperty(getProperty(plant.node, 'filling'), 'start_stage_id');
      if (start?.type !== 'number' || !Number.isInteger(start.value) || studyIds.has(start.value as number)) continue;
      context.report.json(HYDROS, start, 'REF-004', `filling.start_stage_id ${start.value} of hydro ${plant.id} is not a study stage of ${STAGES}`, {
        related: [relatedTopLevel(context, STAGES, 'stages', `no study stage here has id ${start.value}`)],
      });
    }
  },
};

export const systemReferences: readonly CrossFileRule[] = [busIdNamesBus, lineEndsAtBuses, pumpingNamesPlants, fillingStartsAtStudyStage];
