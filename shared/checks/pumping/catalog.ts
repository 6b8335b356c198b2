import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';

const FILE = 'system/pumping_stations.json';
const SRC = 'crates/cobre-io/src/system/pumping_stations.rs';

/** system/pumping_stations.json (optional): stations that pump water from one reservoir to another, drawing power from a bus. */
export const pumpingRules = defineRules([
  loaderRule('PMP-001', FILE, {
    title: '"pumping_stations" is missing or not a list of objects, or the root or $schema has the wrong type',
    description: 'The file is an object whose "pumping_stations" key lists the stations, each an object. The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_pumping_stations (RawPumpingFile)`,
    test: 'test_invalid_json',
  }),
  loaderRule('PMP-010', FILE, {
    title: 'a station id is missing or not a 32-bit integer',
    description: 'Every pumping station needs an integer id, which its bounds name.',
    loader: `${SRC}: parse_pumping_stations (RawPumpingStation.id: i32)`,
  }),
  loaderRule('PMP-011', FILE, {
    title: 'a station id is declared twice',
    description: 'Station ids are unique: the loader rejects the file at the second station with the same id.',
    loader: `${SRC}: validate_no_duplicate_pumping_ids`,
    test: 'test_duplicate_pumping_station_id',
  }),
  loaderRule('PMP-012', FILE, {
    title: 'a station name is missing or not a string',
    description: 'Every pumping station needs a name (a string).',
    loader: `${SRC}: parse_pumping_stations (RawPumpingStation.name: String)`,
  }),
  loaderRule('PMP-013', FILE, {
    title: 'bus_id, source_hydro_id or destination_hydro_id is missing or not an integer',
    description: 'A station draws power from one bus and moves water from one plant to another, each named by id. Whether they exist is REF-001 and REF-003.',
    loader: `${SRC}: parse_pumping_stations (RawPumpingStation.bus_id, source_hydro_id, destination_hydro_id: i32)`,
  }),
  loaderRule('PMP-014', FILE, {
    title: 'entry_stage_id or exit_stage_id is neither an integer nor null',
    description: 'The stage window of a station is given by stage ids; null or absent means from the first, or to the last, stage.',
    loader: `${SRC}: parse_pumping_stations (RawPumpingStation.entry_stage_id, exit_stage_id: Option<i32>)`,
  }),
  loaderRule('PMP-020', FILE, {
    title: 'consumption_mw_per_m3s is missing, not a number or negative',
    description: 'The power the station draws per m³/s it pumps, a number >= 0.',
    loader: `${SRC}: validate_consumption`,
    test: 'test_negative_consumption',
  }),
  loaderRule('PMP-021', FILE, {
    title: 'flow is missing or not an object, or flow.min_m3s or flow.max_m3s is missing, not a number or negative',
    description: 'Every station needs a flow object with its least and most pumped flow in m³/s, each >= 0.',
    loader: `${SRC}: validate_flow_bounds`,
    test: 'test_negative_flow_min',
  }),
  loaderRule('PMP-022', FILE, {
    title: 'flow.max_m3s is below flow.min_m3s',
    description: 'The station cannot pump at least min_m3s and at most a smaller max_m3s. Equal limits are valid.',
    loader: `${SRC}: validate_flow_bounds`,
    test: 'test_max_flow_less_than_min_flow',
  }),
  loaderRule('PMP-090', FILE, {
    severity: 'warning',
    title: 'unknown key in system/pumping_stations.json',
    description: 'The loader ignores keys it does not read, so a misspelt optional key silently falls back to its default. Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_pumping_stations (serde ignores unknown keys)`,
  }),
]);
