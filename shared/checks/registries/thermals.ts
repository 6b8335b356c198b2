// system/thermals.json: thermal ids and the anticipated-commitment lead (decision D7).
// XF-030 is reported here: an `anticipated_config` without an integer `lead_stages` >= 0.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { getProperty } from '../../core/json/nodes';
import { firstOfEachId } from './read';
import { integerAt, stringAt } from '../../core/json/valueAt';

export interface ThermalPlant {
  id: number;
  name?: string;
  busId?: number;
  /** Present when the thermal declares `anticipated_config` (even an invalid one). */
  anticipated?: { leadStages?: number; node: JsonNode };
  node: JsonNode;
}

export interface ThermalRegistry {
  thermals: Map<number, ThermalPlant>;
}

export function readThermals(context: JsonFileContext): ThermalRegistry {
  const thermals = new Map<number, ThermalPlant>();
  for (const { node, id } of firstOfEachId(context, { list: 'thermals', noun: 'thermal', repeatedIdRule: 'XF-033' })) {
    const config = getProperty(node, 'anticipated_config');
    const thermal: ThermalPlant = { id, name: stringAt(node, 'name'), busId: integerAt(node, 'bus_id'), node };
    if (config && config.type !== 'null') thermal.anticipated = { leadStages: readLead(context, config, id), node: config };
    thermals.set(id, thermal);
  }
  return { thermals };
}

function readLead(context: JsonFileContext, config: JsonNode, thermalId: number): number | undefined {
  if (config.type !== 'object') {
    context.report.at(config, 'XF-030', `anticipated_config of thermal ${thermalId} must be an object with an integer "lead_stages" >= 0, got ${context.fields.got(config)}`);
    return undefined;
  }
  return context.fields.integer(config, 'lead_stages', 'XF-030', { required: true, min: 0, label: `lead_stages of thermal ${thermalId}` });
}
