import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';

const FILE = 'system/hydros.json';
const SRC = 'crates/cobre-io/src/system/hydros.rs';
const SEMANTIC = 'crates/cobre-io/src/validation/semantic/hydro.rs';
const REFERENTIAL = 'crates/cobre-io/src/validation/referential.rs';

/**
 * system/hydros.json: the hydro plants. A repeated id is XF-033's sibling XF-032 (decision D30), and
 * the fields the cross-file rules read keep the shape rules.md gives them; everything else is
 * checked as the loader reads it.
 */
export const hydrosRules = defineRules([
  loaderRule('HYD-001', FILE, {
    title: '"hydros" is missing or not a list of objects, or the root or $schema has the wrong type',
    description: 'The file is an object whose "hydros" key lists the plants, each an object (an empty list means none). The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_hydros (RawHydroFile)`,
    test: 'test_invalid_json, test_empty_hydros_array',
  }),
  loaderRule('HYD-010', FILE, {
    title: 'a hydro id is missing or not a 32-bit integer',
    description: 'Every plant needs an integer id, which downstream_id, the production files and the scenario files name. A repeated id is XF-032.',
    loader: `${SRC}: parse_hydros (RawHydro.id: i32)`,
  }),
  loaderRule('HYD-012', FILE, {
    title: 'a hydro name is missing or not a string',
    description: 'Every plant needs a name (a string).',
    loader: `${SRC}: parse_hydros (RawHydro.name: String)`,
  }),
  loaderRule('HYD-013', FILE, {
    title: 'a hydro bus_id is missing or not an integer',
    description: 'A plant injects its generation into one bus, named by its id. Whether it names a bus of system/buses.json is REF-001.',
    loader: `${SRC}: parse_hydros (RawHydro.bus_id: i32)`,
  }),
  loaderRule('HYD-014', FILE, {
    title: 'downstream_id is neither an integer nor null',
    description: 'The plant that receives this plant’s outflow, by id; null or absent means the water leaves the system.',
    loader: `${SRC}: parse_hydros (RawHydro.downstream_id: Option<i32>)`,
  }),
  loaderRule('HYD-015', FILE, {
    title: 'entry_stage_id or exit_stage_id is neither an integer nor null',
    description: 'The stage window of a plant is given by stage ids; null or absent means from the first, or to the last, stage.',
    loader: `${SRC}: parse_hydros (RawHydro.entry_stage_id, exit_stage_id: Option<i32>)`,
  }),
  loaderRule('HYD-016', FILE, {
    title: 'a plant leaves service at or before the stage it enters',
    description: 'When both are set, entry_stage_id must be lower than exit_stage_id; otherwise the plant is never in service and the loader rejects the case.',
    loader: `${SEMANTIC}: check_lifecycle_consistency`,
    test: 'test_hydro_lifecycle_entry_gte_exit',
    phase: 'validate',
  }),
  loaderRule('HYD-020', FILE, {
    title: 'reservoir is missing or not an object',
    description: 'Every plant needs a reservoir object with its storage limits (a run-of-river plant has equal limits).',
    loader: `${SRC}: parse_hydros (RawHydro.reservoir)`,
  }),
  loaderRule('HYD-021', FILE, {
    title: 'reservoir.min_storage_hm3 or max_storage_hm3 is missing, not a number or negative',
    description: 'The storage limits in hm³, each a number >= 0.',
    loader: `${SRC}: validate_reservoir`,
    test: 'test_invalid_reservoir_negative_min, test_invalid_reservoir_negative_max',
  }),
  loaderRule('HYD-022', FILE, {
    title: 'reservoir.max_storage_hm3 is below min_storage_hm3',
    description: 'The reservoir cannot hold at least its minimum and at most a smaller maximum. Equal limits are valid (run-of-river).',
    loader: `${SRC}: validate_reservoir; ${SEMANTIC}: check_hydro_bounds`,
    test: 'test_invalid_reservoir_bounds_min_gt_max, test_hydro_storage_min_greater_than_max',
  }),
  loaderRule('HYD-030', FILE, {
    title: 'outflow is missing or not an object',
    description: 'Every plant needs an outflow object with its least total outflow (and, optionally, its most).',
    loader: `${SRC}: parse_hydros (RawHydro.outflow)`,
  }),
  loaderRule('HYD-031', FILE, {
    title: 'outflow.min_outflow_m3s is missing, not a number or negative, or max_outflow_m3s is neither a number nor null',
    description: 'The least total outflow in m³/s, a number >= 0, and the most, a number or null (no limit).',
    loader: `${SRC}: validate_outflow`,
    test: 'test_invalid_outflow_negative_min',
  }),
  loaderRule('HYD-032', FILE, {
    title: 'outflow.max_outflow_m3s is below min_outflow_m3s',
    description: 'The plant cannot release at least its minimum outflow and at most a smaller maximum.',
    loader: `${SEMANTIC}: check_hydro_bounds`,
    test: 'test_hydro_outflow_min_greater_than_max',
    phase: 'validate',
  }),
  loaderRule('HYD-040', FILE, {
    title: 'generation is missing or not an object, or its model is missing or unknown',
    description:
      'Every plant needs a generation object whose model is "constant_productivity", "linearized_head" or "fpha"; the loader reads the other generation fields by model and rejects any other name.',
    loader: `${SRC}: parse_hydros (RawGeneration, tagged by "model")`,
    test: 'test_unknown_generation_model',
  }),
  loaderRule('HYD-041', FILE, {
    title: 'a turbine or generation limit is missing, not a number, or a turbined flow limit is negative',
    description:
      'generation needs min_turbined_m3s and max_turbined_m3s (m³/s, each >= 0) and min_generation_mw and max_generation_mw (MW). productivity_mw_per_m3s, when given, must be a number.',
    loader: `${SRC}: validate_generation`,
  }),
  loaderRule('HYD-042', FILE, {
    title: 'generation.max_turbined_m3s is below min_turbined_m3s',
    description: 'The turbines cannot pass at least their minimum flow and at most a smaller maximum.',
    loader: `${SRC}: validate_generation; ${SEMANTIC}: check_hydro_bounds`,
    test: 'test_invalid_turbined_bounds_max_lt_min, test_hydro_turbine_min_greater_than_max',
  }),
  loaderRule('HYD-043', FILE, {
    title: 'generation.max_generation_mw is below min_generation_mw',
    description: 'The plant cannot generate at least its minimum and at most a smaller maximum.',
    loader: `${SRC}: validate_generation; ${SEMANTIC}: check_hydro_bounds`,
    test: 'test_invalid_generation_bounds_max_lt_min',
  }),
  loaderRule('HYD-050', FILE, {
    title: 'tailrace is not a polynomial or piecewise model the loader reads',
    description:
      'tailrace is null, {"type": "polynomial", "coefficients": [numbers]} or {"type": "piecewise", "points": [{"outflow_m3s": number, "height_m": number}, ...]}. Any other type, or a missing or mistyped part, does not load.',
    loader: `${SRC}: parse_hydros (RawTailrace)`,
    test: 'test_parse_tailrace_piecewise',
  }),
  loaderRule('HYD-051', FILE, {
    title: 'hydraulic_losses is not a factor or constant model the loader reads',
    description: 'hydraulic_losses is null, {"type": "factor", "value": number} or {"type": "constant", "value_m": number}.',
    loader: `${SRC}: parse_hydros (RawHydraulicLosses)`,
    test: 'test_parse_hydraulic_losses_constant',
  }),
  loaderRule('HYD-052', FILE, {
    title: 'efficiency is not a constant model the loader reads',
    description: 'efficiency is null or {"type": "constant", "value": number}; the loader knows no other efficiency model.',
    loader: `${SRC}: parse_hydros (RawEfficiency)`,
  }),
  loaderRule('HYD-053', FILE, {
    title: 'evaporation is neither an object nor null, or coefficients_mm is not 12 numbers',
    description: 'Evaporation is given month by month: coefficients_mm holds exactly 12 numbers, January first.',
    loader: `${SRC}: validate_evaporation`,
    test: 'test_invalid_evaporation_wrong_length',
  }),
  loaderRule('HYD-054', FILE, {
    title: 'evaporation.reference_volumes_hm3 is not 12 finite storages within the reservoir limits',
    description:
      'The optional storages at which each month’s evaporation is evaluated: null, or exactly 12 finite numbers, each between the reservoir’s min_storage_hm3 and max_storage_hm3.',
    loader: `${SRC}: validate_evaporation`,
    test: 'test_evaporation_reference_volumes_wrong_length, test_evaporation_reference_volumes_exceeds_max_storage, test_evaporation_reference_volumes_below_min_storage',
  }),
  loaderRule('HYD-055', FILE, {
    title: 'diversion is neither an object nor null, or its downstream_id or max_flow_m3s is missing or mistyped',
    description: 'A diversion channel takes water to another plant: downstream_id (an integer) names it, and max_flow_m3s (a number) limits the flow.',
    loader: `${SRC}: parse_hydros (RawDiversionChannel)`,
  }),
  loaderRule('HYD-056', FILE, {
    title: 'filling is neither an object nor null, or its start_stage_id or filling_inflow_m3s is missing or mistyped',
    description:
      'A reservoir being filled declares the stage the filling starts (start_stage_id, an integer) and, optionally, the inflow it receives meanwhile (filling_inflow_m3s, a number; absent means 0).',
    loader: `${SRC}: parse_hydros (RawFillingConfig)`,
    test: 'test_filling_inflow_defaults_to_zero',
  }),
  loaderRule('HYD-057', FILE, {
    title: 'a plant penalty override is neither a number nor null',
    description: 'penalties overrides the hydro costs of penalties.json for this plant; each cost is a number, or null (or absent) to keep the default.',
    loader: `${SRC}: parse_hydros (RawHydroPenaltyOverrides)`,
    test: 'test_entity_level_penalty_partial_override',
  }),
  loaderRule('HYD-060', FILE, {
    title: 'downstream_id names no plant of system/hydros.json',
    description: 'The plant that receives the outflow must be a plant of this file. Use null for a plant at the end of its cascade.',
    loader: `${REFERENTIAL}: check_hydro_references (rule 7)`,
    test: 'test_hydro_invalid_downstream_id',
  }),
  loaderRule('HYD-061', FILE, {
    title: 'diversion.downstream_id names no plant of system/hydros.json',
    description: 'The plant that receives the diverted water must be a plant of this file.',
    loader: `${REFERENTIAL}: check_hydro_references (rule 8)`,
    test: 'test_hydro_diversion_invalid_downstream',
  }),
  loaderRule('HYD-062', FILE, {
    title: 'the hydro cascade has a cycle',
    description:
      'Following downstream_id from plant to plant must end at a plant with no downstream plant: water cannot flow back to where it came from. Reported once per cycle, on the downstream_id of its lowest plant id, naming every plant of the cycle; break the cycle by correcting one downstream_id.',
    loader: `${SEMANTIC}: check_cascade_acyclic`,
    test: 'test_cascade_cycle_detected',
    phase: 'validate',
  }),
  loaderRule('HYD-090', FILE, {
    severity: 'warning',
    title: 'unknown key in system/hydros.json',
    description: 'The loader ignores keys it does not read, so a misspelt optional key silently falls back to its default. Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_hydros (serde ignores unknown keys)`,
    test: 'test_schema_field_is_ignored',
  }),
]);
