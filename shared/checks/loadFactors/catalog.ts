import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';

const FILE = 'scenarios/load_factors.json';
const SRC = 'crates/cobre-io/src/scenarios/load_factors.rs';

/** scenarios/load_factors.json (optional): per-block scaling of each bus load, per study stage. */
export const loadFactorsRules = defineRules([
  loaderRule('SCN-080', FILE, {
    title: 'the load factors file does not have the shape the loader reads',
    description:
      'The file is an object whose "load_factors" key lists the entries, each an object with a "block_factors" array of objects; "$schema" is a string or null. The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_load_factors (RawLoadFactorsFile, RawLoadFactorEntry)`,
    test: 'load_factors.rs test_missing_block_factors_field_is_parse_error',
  }),
  loaderRule('SCN-081', FILE, {
    title: 'a load factor entry has no valid bus_id or stage_id',
    description: 'Each entry names its bus (bus_id) and its stage (stage_id), both 32-bit integers.',
    loader: `${SRC}: parse_load_factors (RawLoadFactorEntry.bus_id, stage_id: i32)`,
  }),
  loaderRule('SCN-082', FILE, {
    title: 'a load block factor has no valid block_id',
    description: 'Each block factor names its block by block_id, a 32-bit integer: the position of the block in the stage (0 for the first).',
    loader: `${SRC}: parse_load_factors (RawBlockFactor.block_id: i32)`,
  }),
  loaderRule('SCN-083', FILE, {
    title: 'a load factor is missing, not a number, or not finite and > 0',
    description: "A factor scales the bus's load in that block: it must be a finite number above 0. The loader rejects 0, a negative factor or a non-number.",
    loader: `${SRC}: validate_block_factors`,
    test: 'load_factors.rs test_zero_factor_rejected, test_negative_factor_rejected',
  }),
  loaderRule('SCN-084', FILE, {
    title: 'two load factor entries for the same bus and stage',
    description: 'Each (bus_id, stage_id) has one entry; the loader rejects the file at the second. Merge the two entries.',
    loader: `${SRC}: validate_no_duplicate_entries`,
    test: 'load_factors.rs test_duplicate_bus_stage_rejected',
  }),
  loaderRule('SCN-085', FILE, {
    severity: 'warning',
    title: 'a block is given two load factors in one entry',
    description: 'The loader does not reject a block_id repeated in one entry: it keeps the factor written last, silently. Keep one factor per block.',
    loader: 'crates/cobre-io/src/resolution/load_factors.rs: resolve_load_factors (each block factor overwrites the cell)',
  }),
  loaderRule('SCN-089', FILE, {
    severity: 'warning',
    title: 'unknown key in scenarios/load_factors.json',
    description: 'The loader ignores keys it does not read, so a misspelt key is silently dropped. Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_load_factors (serde ignores unknown keys)`,
  }),
]);
