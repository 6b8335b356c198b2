import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';

const FILE = 'scenarios/correlation.json';
const SRC = 'crates/cobre-io/src/scenarios/correlation.rs';
const SEMANTIC = 'crates/cobre-io/src/validation/semantic/correlation.rs';
const BUILD = 'crates/cobre-stochastic/src/correlation/resolve.rs: DecomposedCorrelation::build';

/**
 * scenarios/correlation.json (optional): named profiles of correlation groups, each a symmetric
 * matrix over a list of entities (plant inflows, bus loads or non-controllable sources), and the
 * stages at which each profile applies. The spec does not cover the file; the loader is the
 * authority (decision D31), with the run's set-up (cobre-stochastic) where it rejects more.
 */
export const correlationRules = defineRules([
  loaderRule('SCN-060', FILE, {
    title: 'the correlation file does not have the shape the loader reads',
    description:
      'The file is an object with "method" (a string), "profiles" (an object whose keys name the profiles) and optionally "schedule" (an array or null); "$schema" is a string or null. The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_correlation (RawCorrelationFile)`,
  }),
  loaderRule('SCN-061', FILE, {
    title: 'the correlation method is empty',
    description: '"method" names the decomposition of the matrices and must not be empty: write "spectral" (the default) or "cholesky".',
    loader: `${SRC}: validate_raw`,
    test: 'correlation.rs test_empty_method_rejected',
  }),
  loaderRule('SCN-062', FILE, {
    severity: 'warning',
    title: 'the correlation method is neither "spectral" nor "cholesky"',
    description:
      'The loader accepts any other method name with a logged warning and decomposes the matrices spectrally anyway. A misspelt "spectral" is the usual cause; write one of the two known names.',
    loader: `${SRC}: validate_raw (tracing::warn on an unrecognized method)`,
    test: 'correlation.rs parse_accepts_cholesky_method',
  }),
  loaderRule('SCN-063', FILE, {
    title: 'the correlation file defines no profile',
    description: '"profiles" must hold at least one profile; with none the loader rejects the file. Delete the file to have no correlation at all.',
    loader: `${SRC}: validate_raw`,
    test: 'correlation.rs test_empty_profiles_rejected',
  }),
  loaderRule('SCN-064', FILE, {
    title: 'a correlation profile or group does not have the shape the loader reads',
    description:
      'Each profile is an object with "correlation_groups", an array of groups; each group is an object with "name" (a string), "entities" (an array) and "matrix" (an array of rows, each an array of numbers). The loader stops when it cannot read one.',
    loader: `${SRC}: parse_correlation (RawProfile, RawCorrelationGroup)`,
  }),
  loaderRule('SCN-065', FILE, {
    title: 'a correlation entity has no valid type or id',
    description: 'Each entity is an object with "type" (a string) and "id" (a 32-bit integer naming the plant, bus or source). The loader stops when it cannot read one.',
    loader: `${SRC}: parse_correlation (RawEntity)`,
  }),
  loaderRule('SCN-066', FILE, {
    title: 'a correlation entity type is not "inflow", "load" or "ncs"',
    description:
      'An entity is a plant\'s inflow ("inflow", id of system/hydros.json), a bus load ("load", id of system/buses.json) or a non-controllable source ("ncs", id of system/non_controllable_sources.json). The loader rejects any other type.',
    loader: 'crates/cobre-io/src/validation/referential.rs: check_scenario_references',
  }),
  loaderRule('SCN-067', FILE, {
    title: 'a correlation matrix is not square over its entities',
    description:
      'The matrix has one row per entity, and each row one value per entity, in the order of "entities". The loader rejects a group whose matrix has another number of rows or a row of another length. The problem names both counts.',
    loader: `${SRC}: validate_matrix; crates/cobre-io/src/validation/dimensional.rs: validate_dimensional_consistency (rules 3-4)`,
    test: 'correlation.rs test_non_square_matrix_rejected, test_matrix_row_count_mismatch_rejected; dimensional.rs test_correlation_matrix_row_count_mismatch, test_correlation_matrix_non_square_row',
  }),
  loaderRule('SCN-068', FILE, {
    title: 'a correlation value is outside [-1, 1]',
    description: 'A correlation coefficient lies between -1 and 1; the loader rejects any matrix value outside that range.',
    loader: `${SRC}: validate_matrix; ${SEMANTIC}: check_correlation_matrices (rule 16)`,
    test: 'correlation.rs test_element_greater_than_one_rejected, test_element_less_than_minus_one_rejected',
  }),
  loaderRule('SCN-069', FILE, {
    title: 'a correlation matrix diagonal value is not 1',
    description: 'Each entity correlates perfectly with itself: every diagonal value must be 1.0. The loader rejects any other.',
    loader: `${SRC}: validate_matrix; ${SEMANTIC}: check_correlation_matrices (rule 15)`,
    test: 'correlation.rs test_diagonal_not_one_rejected',
  }),
  loaderRule('SCN-070', FILE, {
    title: 'a correlation matrix is not symmetric',
    description:
      'The correlation of a with b is that of b with a: m[i][j] and m[j][i] must agree within 1e-10. The loader rejects the matrix otherwise. The problem sits on the upper value and names the lower.',
    loader: `${SRC}: validate_matrix; ${SEMANTIC}: check_correlation_matrices (rule 14)`,
    test: 'correlation.rs test_non_symmetric_matrix_rejected',
  }),
  loaderRule('SCN-071', FILE, {
    title: 'a correlation group mixes entity types',
    description: 'All entities of a group share one type (all inflows, all loads or all sources); the loader rejects a group that mixes them. Split the group by type.',
    loader: `${SEMANTIC}: check_correlation_same_type; ${BUILD}`,
    test: 'resolve.rs test_build_rejects_mixed_entity_types',
    phase: 'validate',
  }),
  loaderRule('SCN-072', FILE, {
    title: 'an entity id appears twice in one profile',
    description:
      'The groups of a profile must be disjoint; the run rejects a profile in which one id appears twice, in two groups or in one. It compares the ids alone, whatever their type, so inflow 1 and load 1 in one profile are rejected too. The later place is reported, naming the first.',
    loader: `${BUILD} (groups must be disjoint)`,
    phase: 'set-up',
  }),
  loaderRule('SCN-073', FILE, {
    title: 'a correlation group has no entities',
    description: 'A group must name at least one entity; the run rejects an empty group ("has no entities"). Remove the group or fill it.',
    loader: `${BUILD} (a group's entity type is its first entity's)`,
    phase: 'set-up',
  }),
  loaderRule('SCN-074', FILE, {
    title: 'several correlation profiles and none named "default"',
    description:
      'A stage the schedule does not name uses the profile named "default", or the only profile when there is one. With several profiles and none named "default" the run rejects the file. Rename one profile "default".',
    loader: BUILD,
    test: 'resolve.rs build_fails_with_multiple_profiles_and_no_default',
    phase: 'set-up',
  }),
  loaderRule('SCN-075', FILE, {
    severity: 'warning',
    title: 'a correlation matrix is not positive semidefinite',
    description:
      'A correlation matrix cannot have a negative eigenvalue. The run does not reject one: it clips the negative eigenvalues to 0 with a logged warning and samples from the nearest positive semidefinite matrix, so the correlations used differ from the ones written. The problem names the smallest eigenvalue (below -1e-9, so rounding is not reported). A group of more than 600 entities is not tested, which a hint says. Usually coefficients estimated separately do not fit together; estimate the matrix as a whole.',
    loader: 'crates/cobre-stochastic/src/correlation/spectral.rs: SpectralFactor::decompose (clips negative eigenvalues, tracing::warn)',
    test: 'spectral.rs spectral_handles_non_pd_matrix',
    phase: 'set-up',
  }),
  loaderRule('SCN-076', FILE, {
    title: 'a schedule entry has no valid stage_id or profile_name',
    description: 'Each schedule entry is an object with "stage_id" (a 32-bit integer) and "profile_name" (a string). The loader stops when it cannot read one.',
    loader: `${SRC}: parse_correlation (RawScheduleEntry)`,
  }),
  loaderRule('SCN-077', FILE, {
    title: 'a schedule entry names a profile that is not defined',
    description: 'Every profile_name of the schedule is a key of "profiles"; the loader rejects the file otherwise. Correct the name or add the profile.',
    loader: `${SRC}: validate_raw; crates/cobre-io/src/validation/dimensional.rs: validate_dimensional_consistency (rule 5)`,
    test: 'correlation.rs test_schedule_unknown_profile_rejected; dimensional.rs test_correlation_schedule_missing_profile',
  }),
  loaderRule('SCN-078', FILE, {
    severity: 'warning',
    title: 'a stage is scheduled twice',
    description: 'The run keeps one profile per stage: when two schedule entries name the same stage_id the later one silently wins. Keep one entry per stage.',
    loader: `${BUILD} (the schedule is collected into a map by stage_id)`,
    phase: 'set-up',
  }),
  loaderRule('SCN-079', FILE, {
    severity: 'warning',
    title: 'unknown key in scenarios/correlation.json',
    description: 'The loader ignores keys it does not read, so a misspelt optional key silently falls back to its default. Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_correlation (serde ignores unknown keys)`,
  }),
]);
