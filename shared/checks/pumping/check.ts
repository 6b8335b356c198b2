// system/pumping_stations.json: every field the loader's parse_pumping_stations reads.
import type { JsonFileContext } from '../context';
import { documentedKeys } from '../../core/fieldDocs';
import { checkBounds, checkRegistry, checkStageWindow, naming, readReference, type BusConnected, type EntityListSpec, type Registry } from '../system/entities';
import { pumpingFieldDocs } from './fields';

const ROOT_KEYS = documentedKeys(pumpingFieldDocs, '');
const STATION_KEYS = documentedKeys(pumpingFieldDocs, 'pumping_stations[]');
const FLOW_KEYS = documentedKeys(pumpingFieldDocs, 'pumping_stations[].flow');

export interface PumpingStation extends BusConnected {
  sourceHydroId?: number;
  destinationHydroId?: number;
}

export type PumpingRegistry = Registry<PumpingStation>;

export function checkPumpingFile(context: JsonFileContext): PumpingRegistry | undefined {
  const { fields } = context;
  const spec: EntityListSpec = {
    list: 'pumping_stations',
    noun: 'station',
    codes: { list: 'PMP-001', id: 'PMP-010', duplicate: 'PMP-011', name: 'PMP-012', unknown: 'PMP-090' },
    rootKeys: ROOT_KEYS,
    entryKeys: STATION_KEYS,
  };
  return checkRegistry(context, spec, (entity): PumpingStation => {
    const { node } = entity;
    const busId = readReference(context, node, 'bus_id', 'PMP-013');
    const sourceHydroId = readReference(context, node, 'source_hydro_id', 'PMP-013');
    const destinationHydroId = readReference(context, node, 'destination_hydro_id', 'PMP-013');
    checkStageWindow(context, node, 'PMP-014');
    fields.number(node, 'consumption_mw_per_m3s', 'PMP-020', { finite: true, required: true, min: 0 });
    const flow = fields.object(node, 'flow', 'PMP-021', { required: true });
    if (flow) {
      fields.unknownKeys(flow, FLOW_KEYS, 'PMP-090');
      checkBounds(context, flow, { minKey: 'min_m3s', maxKey: 'max_m3s', typeCode: 'PMP-021', orderCode: 'PMP-022', nonNegative: true });
    }
    return naming(entity, { busId, sourceHydroId, destinationHydroId });
  });
}
