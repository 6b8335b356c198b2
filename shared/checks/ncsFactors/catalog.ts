import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';

const FILE = 'scenarios/non_controllable_factors.json';
const SRC = 'crates/cobre-io/src/scenarios/non_controllable_factors.rs';

/** scenarios/non_controllable_factors.json (optional): per-block scaling of each non-controllable source's output, per study stage. */
export const ncsFactorsRules = defineRules([
  loaderRule('SCN-090', FILE, {
    title: 'the non-controllable factors file does not have the shape the loader reads',
    description:
      'The file is an object whose "non_controllable_factors" key lists the entries, each an object with a "block_factors" array of objects; "$schema" is a string or null. The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_non_controllable_factors (RawNcsFactorsFile, RawNcsFactorEntry)`,
  }),
  loaderRule('SCN-091', FILE, {
    title: 'a non-controllable factor entry has no valid ncs_id or stage_id',
    description: 'Each entry names its source (ncs_id) and its stage (stage_id), both 32-bit integers.',
    loader: `${SRC}: parse_non_controllable_factors (RawNcsFactorEntry.ncs_id, stage_id: i32)`,
  }),
  loaderRule('SCN-092', FILE, {
    title: 'a non-controllable block factor has no valid block_id',
    description: 'Each block factor names its block by block_id, a 32-bit integer: the position of the block in the stage (0 for the first).',
    loader: `${SRC}: parse_non_controllable_factors (RawBlockFactor.block_id: i32)`,
  }),
  loaderRule('SCN-093', FILE, {
    title: 'a non-controllable factor is missing, not a number, or not finite and > 0',
    description: "A factor scales the source's available output in that block: it must be a finite number above 0. The loader rejects 0, a negative factor or a non-number.",
    loader: `${SRC}: validate_block_factors; crates/cobre-io/src/validation/referential.rs: check_ncs_bounds_and_factors`,
    test: 'non_controllable_factors.rs test_zero_factor_rejected, test_negative_factor_rejected; referential.rs test_ncs_factors_negative_factor',
  }),
  loaderRule('SCN-094', FILE, {
    title: 'two non-controllable factor entries for the same source and stage',
    description: 'Each (ncs_id, stage_id) has one entry; the loader rejects the file at the second. Merge the two entries.',
    loader: `${SRC}: validate_no_duplicate_entries`,
    test: 'non_controllable_factors.rs test_duplicate_rejected',
  }),
  loaderRule('SCN-095', FILE, {
    severity: 'warning',
    title: 'a block is given two non-controllable factors in one entry',
    description: 'The loader does not reject a block_id repeated in one entry: it keeps the factor written last, silently. Keep one factor per block.',
    loader: 'crates/cobre-io/src/resolution/ncs_factors.rs: resolve_ncs_factors (each block factor overwrites the cell)',
  }),
  loaderRule('SCN-099', FILE, {
    severity: 'warning',
    title: 'unknown key in scenarios/non_controllable_factors.json',
    description: 'The loader ignores keys it does not read, so a misspelt key is silently dropped. Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_non_controllable_factors (serde ignores unknown keys)`,
  }),
]);
