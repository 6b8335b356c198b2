import { defineRules } from '../../../core/rules/define';
import { loaderRule } from '../../../checks/system/catalog';

const REFERENTIAL = 'crates/cobre-io/src/validation/referential.rs';
const CORRELATION = 'scenarios/correlation.json';
const LOAD_FACTORS = 'scenarios/load_factors.json';
const NCS_FACTORS = 'scenarios/non_controllable_factors.json';

/**
 * REF: the scenarios/ JSON files joined with the system/ registries and stages.json (decision D31):
 * a correlation entity names a plant, bus or source; a factor entry names a bus or source and a
 * study stage, and its blocks are blocks of that stage.
 */
export const scenarioJsonReferenceRules = defineRules([
  loaderRule('REF-120', CORRELATION, {
    title: 'a correlation entity names no plant, bus or source',
    description:
      'An "inflow" entity names a plant of system/hydros.json, a "load" entity a bus of system/buses.json, an "ncs" entity a source of system/non_controllable_sources.json (none when that file is absent). The loader rejects any other id. The problem sits on the id, with the list it should be in as related place.',
    loader: `${REFERENTIAL}: check_scenario_references`,
    test: 'referential.rs test_correlation_entity_inflow_invalid_hydro',
  }),
  loaderRule('REF-121', CORRELATION, {
    severity: 'warning',
    title: 'a correlation schedule entry names no study stage',
    description:
      'The run looks the profile of each study stage up by its id, so a schedule entry whose stage_id is not a study stage of stages.json is never used: it is accepted and ignored, which usually means a stage id typed wrong or a calendar changed without the schedule.',
    loader: 'crates/cobre-stochastic/src/correlation/resolve.rs: DecomposedCorrelation::profile_for_stage (looked up by stage id)',
    test: 'resolve.rs build_with_schedule_mapping',
    phase: 'set-up',
  }),
  loaderRule('REF-122', LOAD_FACTORS, {
    title: 'a load factor entry names no bus of system/buses.json',
    description:
      'Every bus_id of load_factors.json is a bus of system/buses.json; the loader rejects the case otherwise. The problem sits on the bus_id, with the bus list as related place.',
    loader: `${REFERENTIAL}: check_load_factor_references`,
    test: 'referential.rs test_load_factors_invalid_bus_ref',
  }),
  loaderRule('REF-123', LOAD_FACTORS, {
    title: 'a load factor entry names no study stage',
    description: 'Every stage_id of load_factors.json is a study stage of stages.json (an id >= 0 of stages[]); the loader rejects the case otherwise.',
    loader: `${REFERENTIAL}: check_load_factor_references`,
    test: 'referential.rs test_load_factors_invalid_stage_ref',
  }),
  loaderRule('REF-124', `${LOAD_FACTORS}, ${NCS_FACTORS}`, {
    severity: 'warning',
    title: 'a block factor names no block of its stage',
    description:
      "block_id is the block's position in the stage (0 for the first). The loader does not reject a block_id outside the stage's blocks: it drops the factor silently (or stores it where no block reads it), so the block keeps factor 1. Correct the block_id, or remove the factor.",
    loader:
      'crates/cobre-io/src/resolution/load_factors.rs: resolve_load_factors; crates/cobre-io/src/resolution/ncs_factors.rs: resolve_ncs_factors (block_id beyond the blocks is skipped)',
  }),
  loaderRule('REF-125', NCS_FACTORS, {
    title: 'a non-controllable factor entry names no source of system/non_controllable_sources.json',
    description:
      'Every ncs_id of non_controllable_factors.json is a source of system/non_controllable_sources.json (none when that file is absent); the loader rejects the case otherwise. The problem sits on the ncs_id.',
    loader: `${REFERENTIAL}: check_ncs_bounds_and_factors`,
    test: 'referential.rs test_ncs_factors_invalid_ncs_ref',
  }),
  loaderRule('REF-126', NCS_FACTORS, {
    title: 'a non-controllable factor entry names no study stage',
    description: 'Every stage_id of non_controllable_factors.json is a study stage of stages.json (an id >= 0 of stages[]); the loader rejects the case otherwise.',
    loader: `${REFERENTIAL}: check_ncs_bounds_and_factors`,
    test: 'referential.rs test_ncs_factors_invalid_stage_ref',
  }),
]);
