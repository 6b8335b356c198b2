import { defineRules } from '../../../core/rules/define';
import { loaderRule } from '../../../checks/system/catalog';
import { CASE_FILES } from '../../../core/case/layout';
import { CONSTRAINT_TABLES, CONSTRAINT_TABLE_FILES } from '../../../checks/constraintTables/fields';

const T = CONSTRAINT_TABLES;
const REFERENTIAL = 'crates/cobre-io/src/validation/referential.rs';
const STUDY_STAGE_IGNORED = CONSTRAINT_TABLE_FILES.filter((file) => file !== T.ncsBounds.file).join(', ');

/**
 * Rules joining the constraints/ files with the registries and the calendar (decision D31: the
 * loader is the authority). REF ids of constraints/ number from 140.
 */
export const constraintReferenceRules = defineRules([
  loaderRule('REF-140', CONSTRAINT_TABLE_FILES.join(', '), {
    title: 'a constraints table row names no entity of its registry',
    description:
      "Every id in a constraints table's id column must be declared: thermal_id in system/thermals.json, hydro_id in system/hydros.json, line_id in system/lines.json, station_id in system/pumping_stations.json, contract_id in system/energy_contracts.json, ncs_id and source_id in system/non_controllable_sources.json, bus_id in system/buses.json, constraint_id in constraints/generic_constraints.json. The loader rejects the case otherwise. One problem per table lists every unknown id and its rows. Fix the id or remove the rows.",
    loader: `${REFERENTIAL}: check_bounds_references, check_penalty_override_references, check_ncs_bounds_and_factors`,
    test: 'referential.rs test_thermal_bounds_invalid_thermal_ref, test_hydro_bounds_invalid_hydro_ref, test_line_bounds_invalid_line_ref, test_generic_constraint_bounds_invalid_constraint_ref, test_bus_penalty_override_invalid_bus_ref, test_ncs_penalty_override_invalid_ncs_ref, test_ncs_bounds_invalid_ncs_ref',
  }),
  loaderRule('REF-141', STUDY_STAGE_IGNORED, {
    severity: 'warning',
    title: 'a constraints table row is at a stage that is not a study stage, so it is never used',
    description:
      'The loader applies the bounds, penalty overrides and generic constraint bounds of study stages only: a row whose stage_id is a pre-study stage or no stage of stages.json is accepted and ignored, which usually means a stage id typed wrong or a calendar changed without its tables. One warning per table lists the stage ids and their rows.',
    loader:
      'crates/cobre-io/src/resolution/bounds.rs: resolve_bounds ("Unknown or out-of-range stage_id — silently skip"); resolution/penalties.rs: resolve_penalties; resolution/generic_bounds.rs',
  }),
  loaderRule('REF-142', T.ncsBounds.file, {
    title: 'an ncs_bounds row is at a stage that is not a study stage',
    description:
      'Every stage_id of constraints/ncs_bounds.parquet must be a study stage of stages.json (a non-negative id); the loader rejects the case otherwise. One problem lists the stage ids and their rows.',
    loader: `${REFERENTIAL}: check_ncs_bounds_and_factors`,
  }),
  loaderRule('REF-143', T.genericBounds.file, {
    title: 'a generic constraint bound names a block its stage does not have',
    description:
      "A block_id of generic_constraint_bounds.parquet picks one block of the row's study stage: it must be between 0 and the stage's block count minus one (null applies the bound to every block). The loader rejects the case otherwise. One problem lists the rows.",
    loader: `${REFERENTIAL}: check_generic_constraint_bounds_validity (block_id validity)`,
  }),
  loaderRule('REF-144', CASE_FILES.genericConstraints, {
    title: 'a generic constraint term names no plant, line or bus',
    description:
      'Each term of an expression names an entity by id: hydro_* variables a plant of system/hydros.json, thermal_generation a plant of system/thermals.json, line_* a line of system/lines.json, bus_* a bus of system/buses.json. The loader rejects the case when the entity is not declared. The problem sits on the id inside the expression.',
    loader: `${REFERENTIAL}: check_generic_constraint_expression_references (validate_variable_ref_entity, errors)`,
  }),
  loaderRule('REF-145', CASE_FILES.genericConstraints, {
    severity: 'warning',
    title: 'a generic constraint term names no pumping station, contract or non-controllable source',
    description:
      'pumping_* terms name a station of system/pumping_stations.json, contract_* terms a contract of system/energy_contracts.json, non_controllable_* terms a source of system/non_controllable_sources.json. The loader accepts a term naming none with a logged warning (those entities have no effect on the study yet), so the term does nothing. Fix the id or remove the term.',
    loader: `${REFERENTIAL}: check_generic_constraint_expression_references (validate_variable_ref_entity, warnings)`,
  }),
  loaderRule('REF-146', CASE_FILES.exchangeFactors, {
    severity: 'warning',
    title: 'an exchange factor names no line, no study stage or a block its stage does not have',
    description:
      'The loader applies an exchange factor only to a line of system/lines.json, at a study stage of stages.json, in a block of that stage; anything else is accepted and silently ignored, so the capacity stays as it was. Fix the id, or remove the entry.',
    loader: 'crates/cobre-io/src/resolution/exchange_factors.rs: resolve_exchange_factors (unknown lines, stages and blocks are skipped)',
    test: 'resolution/exchange_factors.rs test_unknown_line_id_skipped, test_unknown_stage_id_skipped',
  }),
]);
