import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';

const FILE = 'system/thermals.json';
const SRC = 'crates/cobre-io/src/system/thermals.rs';

/** system/thermals.json: the thermal plants. A repeated id is XF-033 (decision D30), not a rule of this file. */
export const thermalsRules = defineRules([
  loaderRule('THM-001', FILE, {
    title: '"thermals" is missing or not a list of objects, or the root or $schema has the wrong type',
    description: 'The file is an object whose "thermals" key lists the thermal plants, each an object (an empty list means none). The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_thermals (RawThermalFile)`,
    test: 'test_invalid_json',
  }),
  loaderRule('THM-010', FILE, {
    title: 'a thermal id is missing or not a 32-bit integer',
    description: 'Every thermal needs an integer id, which post_study_stages.json and the thermal bounds name. A repeated id is XF-033.',
    loader: `${SRC}: parse_thermals (RawThermal.id: i32)`,
  }),
  loaderRule('THM-012', FILE, {
    title: 'a thermal name is missing or not a string',
    description: 'Every thermal needs a name (a string).',
    loader: `${SRC}: parse_thermals (RawThermal.name: String)`,
  }),
  loaderRule('THM-013', FILE, {
    title: 'a thermal bus_id is missing or not an integer',
    description: 'A thermal injects into one bus, named by its id. Whether it names a bus of system/buses.json is REF-001.',
    loader: `${SRC}: parse_thermals (RawThermal.bus_id: i32)`,
  }),
  loaderRule('THM-014', FILE, {
    title: 'entry_stage_id or exit_stage_id is neither an integer nor null',
    description: 'The stage window of a thermal is given by stage ids; null or absent means from the first, or to the last, stage.',
    loader: `${SRC}: parse_thermals (RawThermal.entry_stage_id, exit_stage_id: Option<i32>)`,
    test: 'test_optional_stage_ids_default_to_none',
  }),
  loaderRule('THM-015', FILE, {
    title: 'a thermal leaves service at or before the stage it enters',
    description: 'When both are set, entry_stage_id must be lower than exit_stage_id; otherwise the plant is never in service and the loader rejects the case.',
    loader: 'crates/cobre-io/src/validation/semantic/hydro.rs: check_lifecycle_consistency',
    phase: 'validate',
  }),
  loaderRule('THM-020', FILE, {
    title: 'cost_per_mwh is missing, not a number or negative',
    description: 'The operating cost of the plant, one number in $/MWh, >= 0 (zero is valid). The older format, a list of cost segments, does not load.',
    loader: `${SRC}: validate_cost_per_mwh`,
    test: 'test_negative_cost_per_mwh, test_legacy_array_cost_format_fails',
  }),
  loaderRule('THM-021', FILE, {
    title: 'generation is missing or not an object',
    description: 'Every thermal needs a generation object with its minimum and maximum output.',
    loader: `${SRC}: parse_thermals (RawThermal.generation)`,
  }),
  loaderRule('THM-022', FILE, {
    title: 'generation.min_mw or generation.max_mw is missing, not a number or negative',
    description: 'The output limits of the plant in MW, each a number >= 0.',
    loader: `${SRC}: validate_generation_bounds`,
    test: 'test_negative_min_generation_mw, test_negative_max_generation_mw',
  }),
  loaderRule('THM-023', FILE, {
    title: 'generation.max_mw is below generation.min_mw',
    description: 'The plant cannot produce at least min_mw and at most a smaller max_mw. Equal limits are valid (a must-run plant).',
    loader: `${SRC}: validate_generation_bounds; crates/cobre-io/src/validation/semantic/thermal.rs: check_thermal_generation_bounds`,
    test: 'test_max_mw_less_than_min_mw, test_thermal_generation_min_greater_than_max',
  }),
  loaderRule('THM-024', FILE, {
    title: 'gnl_config is neither an object nor null, or its lag_stages is missing or not an integer',
    description: 'A liquefied-gas plant declares how many stages ahead its dispatch is decided (gnl_config.lag_stages, an integer).',
    loader: `${SRC}: parse_thermals (RawGnlConfig.lag_stages: i32)`,
    test: 'test_gnl_thermal_not_rejected',
  }),
  loaderRule('THM-090', FILE, {
    severity: 'warning',
    title: 'unknown key in system/thermals.json',
    description: 'The loader ignores keys it does not read, so a misspelt optional key silently falls back to its default. Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_thermals (serde ignores unknown keys)`,
  }),
]);
