import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';

const FILE = 'system/non_controllable_sources.json';
const SRC = 'crates/cobre-io/src/system/non_controllable.rs';

/** system/non_controllable_sources.json (optional): wind, solar and other sources dispatched as available. */
export const nonControllableRules = defineRules([
  loaderRule('NCS-001', FILE, {
    title: '"non_controllable_sources" is missing or not a list of objects, or the root or $schema has the wrong type',
    description: 'The file is an object whose "non_controllable_sources" key lists the sources, each an object. The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_non_controllable_sources (RawNcsFile)`,
    test: 'test_invalid_json',
  }),
  loaderRule('NCS-010', FILE, {
    title: 'a source id is missing or not a 32-bit integer',
    description: 'Every non-controllable source needs an integer id, which its scenario statistics, bounds and factors name.',
    loader: `${SRC}: parse_non_controllable_sources (RawNcs.id: i32)`,
  }),
  loaderRule('NCS-011', FILE, {
    title: 'a source id is declared twice',
    description: 'Source ids are unique: the loader rejects the file at the second source with the same id.',
    loader: `${SRC}: validate_no_duplicate_ncs_ids`,
    test: 'test_duplicate_ncs_id',
  }),
  loaderRule('NCS-012', FILE, {
    title: 'a source name is missing or not a string',
    description: 'Every non-controllable source needs a name (a string).',
    loader: `${SRC}: parse_non_controllable_sources (RawNcs.name: String)`,
  }),
  loaderRule('NCS-013', FILE, {
    title: 'a source bus_id is missing or not an integer',
    description: 'A source injects into one bus, named by its id. Whether it names a bus of system/buses.json is REF-001.',
    loader: `${SRC}: parse_non_controllable_sources (RawNcs.bus_id: i32)`,
  }),
  loaderRule('NCS-014', FILE, {
    title: 'entry_stage_id or exit_stage_id is neither an integer nor null',
    description: 'The stage window of a source is given by stage ids; null or absent means from the first, or to the last, stage.',
    loader: `${SRC}: parse_non_controllable_sources (RawNcs.entry_stage_id, exit_stage_id: Option<i32>)`,
  }),
  loaderRule('NCS-020', FILE, {
    title: 'max_generation_mw is missing, not a number or negative',
    description: 'The installed capacity of the source in MW, a number >= 0.',
    loader: `${SRC}: validate_ncs_generation`,
    test: 'test_negative_max_generation_mw',
  }),
  loaderRule('NCS-021', FILE, {
    title: 'curtailment_cost is neither a number nor null',
    description: 'A source may override the curtailment cost of penalties.json with its own, in $/MWh; null or absent uses the default.',
    loader: `${SRC}: parse_non_controllable_sources (RawNcs.curtailment_cost: Option<f64>)`,
  }),
  loaderRule('NCS-090', FILE, {
    severity: 'warning',
    title: 'unknown key in system/non_controllable_sources.json',
    description: 'The loader ignores keys it does not read, so a misspelt optional key silently falls back to its default. Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_non_controllable_sources (serde ignores unknown keys)`,
  }),
]);
