// Rules of the Parquet tables of constraints/ (decision D31: the Cobre loader is the authority).
// One rule per condition, shared by the tables that have it: a finding names its file and column.
import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';
import { CONSTRAINT_TABLES, CONSTRAINT_TABLE_FILES } from './fields';

const T = CONSTRAINT_TABLES;
const ALL = CONSTRAINT_TABLE_FILES.join(', ');
const BOUNDS_RS = 'crates/cobre-io/src/constraints/bounds.rs';
const PENALTIES_RS = 'crates/cobre-io/src/constraints/penalty_overrides.rs';
const WITH_PAIRS = [T.thermalBounds, T.hydroBounds, T.pumpingBounds, T.contractBounds].map((t) => t.file).join(', ');
const OVERWRITTEN = CONSTRAINT_TABLE_FILES.filter((file) => file !== T.genericBounds.file).join(', ');
const PENALTY_FILES = [T.busPenalties, T.linePenalties, T.hydroPenalties, T.ncsPenalties].map((t) => t.file).join(', ');

export const constraintTableRules = defineRules([
  loaderRule('CON-001', ALL, {
    title: 'a constraints table column is missing or has the wrong arrow type',
    description:
      'Each table needs its id column and stage_id as Int32 (and ncs_bounds its available_generation_mw, generic_constraint_bounds its bound, as Float64); every other column it reads is optional but, when present, must be Float64 (block_id: Int32). The loader rejects the file otherwise (an Int64 id written by pandas, a Float32 value). Cast or rename the column. A column the loader does not read is ignored and reported as a hint under this rule.',
    loader:
      'crates/cobre-io/src/parquet_helpers.rs: extract_required_int32, extract_optional_float64, extract_optional_int32, extract_required_float64 (called by every constraints/ parser)',
    test: 'bounds.rs test_thermal_missing_stage_id, test_hydro_missing_stage_id; generic_bounds.rs test_parse_missing_bound_column_returns_schema_error; ncs_bounds.rs test_parse_missing_column_rejected; penalty_overrides.rs test_bus_missing_bus_id',
  }),
  loaderRule('CON-002', ALL, {
    title: 'a constraints table key or required value is null',
    description:
      'Every row must name its entity and stage (and ncs_bounds give an available generation, generic_constraint_bounds a bound). The loader does not look at nulls in these columns: it reads whatever the cell\'s storage holds (usually 0), so a null silently becomes an id, a stage or a value nobody wrote. A column merely declared nullable but holding no null is accepted; each actual null is reported. Nulls in the optional columns mean "keep the base value" and are fine.',
    loader: 'constraints/ parsers read the key columns with Int32Array::value(i), which ignores the null bitmap',
  }),
  loaderRule('CON-003', ALL, {
    title: 'a constraints table value is nan or infinite',
    description:
      'Every value a constraints table gives (a bound, a cost, a penalty, an available generation) must be a finite number; the loader rejects the file at the first NaN or infinity. A null cell keeps the base value instead.',
    loader: `${BOUNDS_RS}: validate_optional_finite; ${PENALTIES_RS}: validate_optional_positive; ncs_bounds.rs, generic_bounds.rs: parse_* (is_finite)`,
    test: 'bounds.rs test_thermal_nan_max_generation, test_hydro_nan_in_optional_column, test_line_nan_direct_mw, test_pumping_nan_max_m3s, test_contract_nan_price; generic_bounds.rs test_parse_non_finite_bound_returns_schema_error; ncs_bounds.rs test_parse_nan_rejected; penalty_overrides.rs test_hydro_nan_penalty',
  }),
  loaderRule('CON-004', [T.thermalBounds.file, T.ncsBounds.file].join(', '), {
    title: 'a thermal cost or an available generation is negative',
    description: 'thermal_bounds.cost_per_mwh and ncs_bounds.available_generation_mw must be >= 0 (0 is allowed); the loader rejects the file otherwise.',
    loader: `${BOUNDS_RS}: parse_thermal_bounds (cost_per_mwh >= 0.0); crates/cobre-io/src/constraints/ncs_bounds.rs: parse_ncs_bounds`,
    test: 'bounds.rs test_thermal_negative_cost_per_mwh; ncs_bounds.rs test_parse_negative_value_rejected, test_parse_zero_available_gen_accepted',
  }),
  loaderRule('CON-005', PENALTY_FILES, {
    title: 'a penalty override is not greater than 0',
    description:
      'A penalty cost override must be > 0: the loader rejects 0 and negative values (a free violation would make the penalty pointless). Leave the cell null to keep the default penalty.',
    loader: `${PENALTIES_RS}: validate_optional_positive`,
    test: 'penalty_overrides.rs test_bus_negative_excess_cost, test_line_negative_exchange_cost, test_hydro_negative_spillage_cost, test_ncs_negative_curtailment_cost',
  }),
  loaderRule('CON-006', WITH_PAIRS, {
    severity: 'warning',
    title: 'in one row of a bounds table, a minimum is above its maximum',
    description:
      'A row that sets both a minimum and a maximum of one quantity (min_generation_mw and max_generation_mw, min_storage_hm3 and max_storage_hm3, ...) with the minimum above the maximum leaves the stage no value that satisfies both. The loader does not compare them (it defers the check) and builds the stage anyway, so the study fails or pays violation penalties later. Swap or correct the two values.',
    loader: `${BOUNDS_RS}: module docs ("Semantic cross-validation (e.g., min < max) — deferred"); resolution/bounds.rs resolve_bounds applies both as given`,
  }),
  loaderRule('CON-007', OVERWRITTEN, {
    severity: 'warning',
    title: 'a constraints table repeats an (entity, stage) key',
    description:
      'Each (entity id, stage_id) should have one row. The loader does not reject a repeat: it sorts the rows by key and applies them in order, so where several rows give a value the last one silently wins. One problem per repeated key, on its rows. Keep one row per key.',
    loader:
      'crates/cobre-io/src/resolution/bounds.rs: resolve_bounds; resolution/penalties.rs: resolve_penalties; resolution/ncs_bounds.rs: resolve_ncs_bounds (each row overwrites the cell; duplicates "deferred")',
  }),
  loaderRule('CON-008', T.genericBounds.file, {
    title: 'generic constraint bounds repeat a (constraint, stage, block) key',
    description:
      'Each (constraint_id, stage_id, block_id) of generic_constraint_bounds.parquet must have one row (a null block_id, meaning every block, is a key of its own); the loader rejects the case at the repeat. One problem per repeated key, on its rows.',
    loader: 'crates/cobre-io/src/validation/referential.rs: check_generic_constraint_bounds_validity (duplicate key detection)',
  }),
  loaderRule('CON-009', T.thermalBounds.file, {
    severity: 'hint',
    title: 'a thermal_bounds row with a block_id is ignored',
    description:
      'block_id is reserved for per-block costs, which the loader does not support yet: it reads a row holding one and then ignores the whole row, so none of its bounds or costs apply. Leave block_id null to make the row count.',
    loader: `crates/cobre-io/src/resolution/bounds.rs: resolve_bounds ("rows with non-null block_id ... silently ignored")`,
    test: 'resolution/bounds.rs test_thermal_cost_block_id_row_ignored; bounds.rs test_thermal_non_null_block_id_is_parsed',
  }),
]);
