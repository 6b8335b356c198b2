import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';
import { CASE_FILES } from '../../core/case/layout';

const FILE = CASE_FILES.exchangeFactors;
const SRC = 'crates/cobre-io/src/constraints/exchange_factors.rs';

/** constraints/exchange_factors.json (optional): per-block multipliers of line capacities. */
export const exchangeFactorsRules = defineRules([
  loaderRule('CON-030', FILE, {
    title: '"exchange_factors" is missing or not a list of objects, or the root or $schema has the wrong type',
    description: 'The file is an object whose "exchange_factors" key lists the entries, each an object. The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_exchange_factors (RawExchangeFactorsFile)`,
  }),
  loaderRule('CON-031', FILE, {
    title: 'an exchange factor line_id or stage_id is missing or not a 32-bit integer',
    description: 'Each entry names its line and study stage by integer ids.',
    loader: `${SRC}: parse_exchange_factors (RawExchangeFactorEntry.line_id, stage_id: i32)`,
  }),
  loaderRule('CON-032', FILE, {
    title: 'block_factors is missing or not a list of objects, or a block_id is not a 32-bit integer',
    description: 'Each entry lists its blocks in block_factors (an empty list is allowed), each an object with an integer block_id and its two factors.',
    loader: `${SRC}: parse_exchange_factors (block_factors: Vec<RawBlockExchangeFactor>, block_id: i32)`,
    test: 'exchange_factors.rs test_parse_entry_with_empty_block_factors',
  }),
  loaderRule('CON-033', FILE, {
    title: 'a direct or reverse factor is missing, not a number or not greater than 0',
    description:
      'direct_factor and reverse_factor multiply the line capacity in the block: each must be a finite number > 0 (the loader rejects 0 and negatives). To close a line in a block, use a very small factor or the line bounds.',
    loader: `${SRC}: validate_factor`,
    test: 'exchange_factors.rs test_parse_negative_direct_factor_returns_schema_error, test_parse_zero_reverse_factor_returns_schema_error, test_parse_nan_factor_returns_schema_error',
  }),
  loaderRule('CON-034', FILE, {
    severity: 'warning',
    title: 'two exchange factor entries for the same line and stage, or one block listed twice',
    description:
      'Each (line_id, stage_id) should have one entry, and each block one factor pair in it. The loader does not reject a repeat: it applies the entries in order, so where both give a block the later one silently wins. Merge the entries.',
    loader: 'crates/cobre-io/src/resolution/exchange_factors.rs: resolve_exchange_factors (table.set per block, duplicates "deferred")',
  }),
  loaderRule('CON-035', FILE, {
    severity: 'warning',
    title: 'unknown key in constraints/exchange_factors.json',
    description: 'The loader ignores keys it does not read, so a misspelt key is silently lost (a required one then fails as missing). Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_exchange_factors (serde ignores unknown keys)`,
  }),
]);
