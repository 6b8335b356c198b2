import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';

const FILE = 'system/energy_contracts.json';
const SRC = 'crates/cobre-io/src/system/energy_contracts.rs';

/** system/energy_contracts.json (optional): power bought from or sold to outside the system at a bus. */
export const contractsRules = defineRules([
  loaderRule('CTR-001', FILE, {
    title: '"contracts" is missing or not a list of objects, or the root or $schema has the wrong type',
    description: 'The file is an object whose "contracts" key lists the contracts, each an object. The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_energy_contracts (RawContractFile)`,
    test: 'test_invalid_json',
  }),
  loaderRule('CTR-010', FILE, {
    title: 'a contract id is missing or not a 32-bit integer',
    description: 'Every contract needs an integer id, which its bounds name.',
    loader: `${SRC}: parse_energy_contracts (RawContract.id: i32)`,
  }),
  loaderRule('CTR-011', FILE, {
    title: 'a contract id is declared twice',
    description: 'Contract ids are unique: the loader rejects the file at the second contract with the same id.',
    loader: `${SRC}: validate_no_duplicate_contract_ids`,
    test: 'test_duplicate_contract_id',
  }),
  loaderRule('CTR-012', FILE, {
    title: 'a contract name is missing or not a string',
    description: 'Every contract needs a name (a string).',
    loader: `${SRC}: parse_energy_contracts (RawContract.name: String)`,
  }),
  loaderRule('CTR-013', FILE, {
    title: 'a contract bus_id is missing or not an integer',
    description: 'A contract delivers or takes power at one bus, named by its id. Whether it names a bus of system/buses.json is REF-001.',
    loader: `${SRC}: parse_energy_contracts (RawContract.bus_id: i32)`,
  }),
  loaderRule('CTR-014', FILE, {
    title: 'a contract type is missing or neither "import" nor "export"',
    description: 'An import contract brings power in at the bus, an export contract takes it out. No other type loads.',
    loader: `${SRC}: parse_energy_contracts (RawContractType)`,
    test: 'test_unknown_contract_type',
  }),
  loaderRule('CTR-015', FILE, {
    title: 'entry_stage_id or exit_stage_id is neither an integer nor null',
    description: 'The stage window of a contract is given by stage ids; null or absent means from the first, or to the last, stage.',
    loader: `${SRC}: parse_energy_contracts (RawContract.entry_stage_id, exit_stage_id: Option<i32>)`,
  }),
  loaderRule('CTR-020', FILE, {
    title: 'price_per_mwh is missing or not a number',
    description: 'The price of each MWh of the contract. Any number loads: a negative price is valid (an export that earns).',
    loader: `${SRC}: parse_energy_contracts (RawContract.price_per_mwh: f64)`,
    test: 'test_negative_price_per_mwh_is_valid_for_export',
  }),
  loaderRule('CTR-021', FILE, {
    title: 'limits is missing or not an object, or limits.min_mw or limits.max_mw is missing, not a number or negative',
    description: 'Every contract needs a limits object with the least and most MW it delivers, each >= 0.',
    loader: `${SRC}: validate_contract_limits`,
    test: 'test_negative_limits_min_mw',
  }),
  loaderRule('CTR-022', FILE, {
    title: 'limits.max_mw is below limits.min_mw',
    description: 'A contract cannot deliver at least min_mw and at most a smaller max_mw. Equal limits are valid (a fixed contract).',
    loader: `${SRC}: validate_contract_limits`,
    test: 'test_max_mw_less_than_min_mw',
  }),
  loaderRule('CTR-090', FILE, {
    severity: 'warning',
    title: 'unknown key in system/energy_contracts.json',
    description: 'The loader ignores keys it does not read, so a misspelt optional key silently falls back to its default. Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_energy_contracts (serde ignores unknown keys)`,
  }),
]);
