import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';
import { CASE_FILES } from '../../core/case/layout';

const FILE = CASE_FILES.genericConstraints;
const SRC = 'crates/cobre-io/src/constraints/generic.rs';

/** constraints/generic_constraints.json (optional): linear constraints over the study variables. */
export const genericConstraintsRules = defineRules([
  loaderRule('CON-020', FILE, {
    title: '"constraints" is missing or not a list of objects, or the root or $schema has the wrong type',
    description: 'The file is an object whose "constraints" key lists the constraints, each an object. The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_generic_constraints (RawGenericConstraintsFile)`,
  }),
  loaderRule('CON-021', FILE, {
    title: 'a generic constraint id is missing or not a 32-bit integer',
    description: 'Every generic constraint needs an integer id, which its bounds in generic_constraint_bounds.parquet name.',
    loader: `${SRC}: parse_generic_constraints (RawConstraint.id: i32)`,
  }),
  loaderRule('CON-022', FILE, {
    title: 'a generic constraint id is declared twice',
    description: 'Constraint ids are unique: the loader rejects the file at the second constraint with the same id.',
    loader: `${SRC}: validate_no_duplicate_ids`,
    test: 'generic.rs test_parse_duplicate_ids_returns_schema_error',
  }),
  loaderRule('CON-023', FILE, {
    title: 'a generic constraint name is missing or not a string, or its description is not a string',
    description: 'Every generic constraint needs a name (a string); its description is optional, a string or null.',
    loader: `${SRC}: parse_generic_constraints (RawConstraint.name: String, description: Option<String>)`,
    test: 'generic.rs test_parse_description_optional',
  }),
  loaderRule('CON-024', FILE, {
    title: 'a generic constraint expression is missing or not a string',
    description: 'Every generic constraint needs its expression, a string such as "hydro_generation(0) + hydro_generation(1)".',
    loader: `${SRC}: parse_generic_constraints (RawConstraint.expression: String)`,
  }),
  loaderRule('CON-025', FILE, {
    title: 'a generic constraint expression does not parse',
    description:
      'The expression is terms joined by + or -, each "variable(entity_id)" or "coefficient * variable(entity_id)", with an optional block as a second argument ("line_direct(0, 1)"). The loader rejects the file when the expression is empty, has a character or token out of place, names a variable it does not know, gives an entity or block id that is not a non-negative integer, or gives a block to a stage variable (hydro_storage, hydro_evaporation, hydro_withdrawal). The problem sits on the characters at fault.',
    loader: `${SRC}: parse_expression (tokenize, parse_terms, parse_single_term, parse_variable_ref, build_variable_ref)`,
    test: 'generic.rs test_expr_unknown_variable_name, test_expr_missing_closing_paren, test_expr_empty_is_error, test_expr_stage_only_with_block_is_error, test_parse_invalid_expression_returns_schema_error',
  }),
  loaderRule('CON-026', FILE, {
    title: 'a generic constraint sense is missing or not one of "<=", ">=", "=="',
    description: 'The sense compares the expression with the bound: "<=" (at most), ">=" (at least) or "==" (exactly). The loader rejects any other value.',
    loader: `${SRC}: validate_sense`,
    test: 'generic.rs test_parse_invalid_sense_returns_schema_error',
  }),
  loaderRule('CON-027', FILE, {
    title: 'a generic constraint slack is missing or malformed',
    description:
      'Every generic constraint needs a slack object with enabled (true or false) and, optionally, penalty (a number or null). The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_generic_constraints (RawSlackConfig { enabled: bool, penalty: Option<f64> })`,
  }),
  loaderRule('CON-028', FILE, {
    title: 'a generic constraint slack is enabled without a penalty greater than 0',
    description:
      'A slack that is enabled lets the constraint be violated at its penalty per unit, which must be given and > 0; the loader rejects the file otherwise. Give a penalty, or disable the slack.',
    loader: `${SRC}: validate_slack`,
    test: 'generic.rs test_parse_slack_enabled_without_penalty_returns_schema_error, test_parse_slack_zero_penalty_returns_schema_error',
  }),
  loaderRule('CON-029', FILE, {
    severity: 'warning',
    title: 'unknown key in constraints/generic_constraints.json',
    description: 'The loader ignores keys it does not read, so a misspelt optional key (description) is silently lost. Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_generic_constraints (serde ignores unknown keys)`,
  }),
]);
