import { defineRules } from '../../../core/rules/define';
import { loaderRule } from '../../../checks/system/catalog';

const REFERENTIAL = 'crates/cobre-io/src/validation/referential.rs';
const BUS_USERS = 'system/hydros.json, system/thermals.json, system/non_controllable_sources.json, system/pumping_stations.json, system/energy_contracts.json';

/** REF: the references that join the system/ registries to each other and to stages.json (decision D31). */
export const systemReferenceRules = defineRules([
  loaderRule('REF-001', BUS_USERS, {
    title: 'a bus_id names no bus of system/buses.json',
    description:
      'Every hydro, thermal, non-controllable source, pumping station and contract connects to a bus of system/buses.json. The problem sits on the bus_id, with the bus list as its related place. Correct the id or add the bus.',
    loader: `${REFERENTIAL}: check_hydro_references, check_thermal_references, check_ncs_references, check_pumping_references, check_contract_references (rules 3-6, 11)`,
    test: 'test_hydro_invalid_bus_ref',
  }),
  loaderRule('REF-002', 'system/lines.json', {
    title: 'a line endpoint names no bus of system/buses.json',
    description: 'source_bus_id and target_bus_id of every line name buses of system/buses.json. The problem sits on the endpoint, with the bus list as its related place.',
    loader: `${REFERENTIAL}: check_line_references (rules 1-2)`,
    test: 'test_line_invalid_source_bus',
  }),
  loaderRule('REF-003', 'system/pumping_stations.json', {
    title: 'a pumping station names a plant that system/hydros.json does not declare',
    description:
      'source_hydro_id and destination_hydro_id of every pumping station name plants of system/hydros.json. The problem sits on the id, with the plant list as its related place.',
    loader: `${REFERENTIAL}: check_pumping_references (rules 9-10)`,
    test: 'test_pumping_invalid_source_hydro',
  }),
  loaderRule('REF-004', 'system/hydros.json', {
    title: 'a plant’s filling starts at a stage that is not a study stage',
    description: 'filling.start_stage_id names a study stage of stages.json (an id >= 0 of stages[]). The problem sits on the id, with the stage list as its related place.',
    loader: 'crates/cobre-io/src/validation/semantic/hydro.rs: check_filling_config',
    phase: 'validate',
  }),
]);
