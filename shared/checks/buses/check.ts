// system/buses.json: ids, names and a bus's own deficit curve, as the loader's parse_buses reads them.
import type { JsonFileContext } from '../context';
import type { JsonNode } from '../../core/json/document';
import { getProperty } from '../../core/json/nodes';
import { documentedKeys } from '../../core/fieldDocs';
import { checkRegistry, type Entity, type Registry } from '../system/entities';
import { busesFieldDocs } from './fields';

const ROOT_KEYS = documentedKeys(busesFieldDocs, '');
const BUS_KEYS = documentedKeys(busesFieldDocs, 'buses[]');
const SEGMENT_KEYS = documentedKeys(busesFieldDocs, 'buses[].deficit_segments[]');

export type BusRegistry = Registry<Entity>;

export function checkBusesFile(context: JsonFileContext): BusRegistry | undefined {
  return checkRegistry(
    context,
    {
      list: 'buses',
      noun: 'bus',
      codes: { list: 'BUS-001', id: 'BUS-010', duplicate: 'BUS-011', name: 'BUS-012', unknown: 'BUS-090' },
      rootKeys: ROOT_KEYS,
      entryKeys: BUS_KEYS,
    },
    (bus) => {
      checkDeficitSegments(context, bus.node);
      return bus;
    },
  );
}

function checkDeficitSegments(context: JsonFileContext, bus: JsonNode): void {
  const { fields, report } = context;
  const list = fields.array(bus, 'deficit_segments', 'BUS-020', { nullable: true });
  if (!list) return;
  if (!list.children?.length) {
    report.at(list, 'BUS-020', 'deficit_segments must hold at least one segment (leave it out or null to use the defaults of penalties.json)');
    return;
  }
  let previous: { cost: number; index: number } | undefined;
  const entries = fields.objectEntries(list, 'BUS-020', 'a deficit segment');
  for (const { entry, index } of entries) {
    fields.unknownKeys(entry, SEGMENT_KEYS, 'BUS-090');
    fields.number(entry, 'depth_mw', 'BUS-022', { finite: true, nullable: true });
    const cost = fields.number(entry, 'cost', 'BUS-021', { finite: true, required: true, min: 0, minExclusive: true });
    if (cost === undefined) {
      previous = undefined;
      continue;
    }
    if (previous && cost <= previous.cost) {
      report.at(
        getProperty(entry, 'cost')!,
        'BUS-024',
        `deficit segment costs must increase: segment ${index} costs ${cost}, not more than segment ${previous.index} (${previous.cost})`,
      );
    }
    previous = { cost, index };
  }
  const last = entries[entries.length - 1];
  const depth = last && last.index === list.children.length - 1 ? getProperty(last.entry, 'depth_mw') : undefined;
  if (depth && depth.type !== 'null') report.at(depth, 'BUS-023', 'the last deficit segment must have depth_mw null (unbounded), so every deficit has a price');
}
