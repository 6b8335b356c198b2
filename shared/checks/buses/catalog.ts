import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';

const FILE = 'system/buses.json';
const SRC = 'crates/cobre-io/src/system/buses.rs';

/** system/buses.json: the electrical buses every plant, line and contract connects to. */
export const busesRules = defineRules([
  loaderRule('BUS-001', FILE, {
    title: '"buses" is missing or not a list of objects, or the root or $schema has the wrong type',
    description: 'The file is an object whose "buses" key lists the buses, each an object. The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_buses (RawBusFile)`,
    test: 'test_invalid_json',
  }),
  loaderRule('BUS-010', FILE, {
    title: 'a bus id is missing or not a 32-bit integer',
    description: 'Every bus needs an integer id, which bus_id fields of the other system files name. "0", 0.5 or "zero" do not load.',
    loader: `${SRC}: parse_buses (RawBus.id: i32)`,
  }),
  loaderRule('BUS-011', FILE, {
    title: 'a bus id is declared twice',
    description: 'Bus ids are unique: the loader rejects the file at the second bus with the same id. Give each bus its own id.',
    loader: `${SRC}: validate_no_duplicate_bus_ids`,
    test: 'test_duplicate_bus_id',
  }),
  loaderRule('BUS-012', FILE, {
    title: 'a bus name is missing or not a string',
    description: 'Every bus needs a name (a string). Add it.',
    loader: `${SRC}: parse_buses (RawBus.name: String)`,
  }),
  loaderRule('BUS-020', FILE, {
    title: 'deficit_segments is neither an array nor null, is empty, or holds an entry that is not an object',
    description:
      'A bus may override the default deficit cost curve of penalties.json with its own segments. When present, the list must hold at least one segment object; leave the key out (or null) to use the defaults.',
    loader: `${SRC}: validate_deficit_segments`,
  }),
  loaderRule('BUS-021', FILE, {
    title: 'a deficit segment cost is missing, not a number or not > 0',
    description: 'Each segment of a bus deficit curve needs a positive cost in $/MWh.',
    loader: `${SRC}: validate_deficit_segments`,
    test: 'test_entity_deficit_segment_negative_cost',
  }),
  loaderRule('BUS-022', FILE, {
    title: 'a deficit segment depth_mw is neither a number nor null',
    description: 'depth_mw is the size of the segment in MW; null means the segment has no limit.',
    loader: `${SRC}: parse_buses (RawDeficitSegment.depth_mw: Option<f64>)`,
  }),
  loaderRule('BUS-023', FILE, {
    title: 'the last deficit segment of a bus has a depth',
    description: 'The last segment of a deficit curve must be unbounded (depth_mw null), so every deficit has a price. Set its depth_mw to null.',
    loader: `${SRC}: validate_deficit_segments`,
    test: 'test_entity_deficit_segment_last_not_uncapped',
  }),
  loaderRule('BUS-024', FILE, {
    title: 'deficit segment costs do not increase strictly',
    description: 'Each deficit segment must cost more than the one before it, so deeper deficits are dearer. Reported on the segment whose cost is not above the previous one.',
    loader: `${SRC}: validate_deficit_segments`,
    test: 'test_entity_deficit_segment_non_monotonic',
  }),
  loaderRule('BUS-090', FILE, {
    severity: 'warning',
    title: 'unknown key in system/buses.json',
    description: 'The loader ignores keys it does not read, so a misspelt optional key silently falls back to its default. Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_buses (serde ignores unknown keys)`,
  }),
]);
