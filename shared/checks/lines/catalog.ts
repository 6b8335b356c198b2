import { defineRules } from '../../core/rules/define';
import { loaderRule } from '../system/catalog';

const FILE = 'system/lines.json';
const SRC = 'crates/cobre-io/src/system/lines.rs';
const LIFECYCLE = 'crates/cobre-io/src/validation/semantic/hydro.rs: check_lifecycle_consistency';

/** system/lines.json: the transmission lines between buses. */
export const linesRules = defineRules([
  loaderRule('LIN-001', FILE, {
    title: '"lines" is missing or not a list of objects, or the root or $schema has the wrong type',
    description: 'The file is an object whose "lines" key lists the lines, each an object (an empty list means no transmission). The loader stops when it cannot read this shape.',
    loader: `${SRC}: parse_lines (RawLineFile)`,
    test: 'test_invalid_json',
  }),
  loaderRule('LIN-010', FILE, {
    title: 'a line id is missing or not a 32-bit integer',
    description: 'Every line needs an integer id, which the line bounds and penalty overrides name.',
    loader: `${SRC}: parse_lines (RawLine.id: i32)`,
  }),
  loaderRule('LIN-011', FILE, {
    title: 'a line id is declared twice',
    description: 'Line ids are unique: the loader rejects the file at the second line with the same id.',
    loader: `${SRC}: validate_no_duplicate_line_ids`,
    test: 'test_duplicate_line_id',
  }),
  loaderRule('LIN-012', FILE, {
    title: 'a line name is missing or not a string',
    description: 'Every line needs a name (a string).',
    loader: `${SRC}: parse_lines (RawLine.name: String)`,
  }),
  loaderRule('LIN-013', FILE, {
    title: 'a line endpoint (source_bus_id, target_bus_id) is missing or not an integer',
    description: 'A line joins two buses, named by their ids. Whether each names a bus of system/buses.json is REF-002.',
    loader: `${SRC}: parse_lines (RawLine.source_bus_id, target_bus_id: i32)`,
  }),
  loaderRule('LIN-014', FILE, {
    title: 'entry_stage_id or exit_stage_id is neither an integer nor null',
    description: 'The stage window of a line is given by stage ids; null or absent means from the first, or to the last, stage.',
    loader: `${SRC}: parse_lines (RawLine.entry_stage_id, exit_stage_id: Option<i32>)`,
  }),
  loaderRule('LIN-015', FILE, {
    title: 'a line leaves service at or before the stage it enters',
    description: 'When both are set, entry_stage_id must be lower than exit_stage_id; otherwise the line is never in service and the loader rejects the case.',
    loader: LIFECYCLE,
    phase: 'validate',
  }),
  loaderRule('LIN-020', FILE, {
    title: 'capacity is missing or not an object',
    description: 'Every line needs a capacity object with the MW it carries in each direction.',
    loader: `${SRC}: parse_lines (RawLine.capacity)`,
  }),
  loaderRule('LIN-021', FILE, {
    title: 'capacity.direct_mw or capacity.reverse_mw is missing, not a number or negative',
    description: 'The capacity from source to target (direct_mw) and back (reverse_mw), in MW, must each be a number >= 0. Zero is valid: the line carries nothing that way.',
    loader: `${SRC}: validate_line_capacity`,
    test: 'test_negative_direct_mw, test_negative_reverse_mw',
  }),
  loaderRule('LIN-022', FILE, {
    title: 'exchange_cost is neither a number nor null',
    description: 'A line may override the exchange cost of penalties.json with its own, in $/MWh; null or absent uses the default.',
    loader: `${SRC}: parse_lines (RawLine.exchange_cost: Option<f64>)`,
  }),
  loaderRule('LIN-023', FILE, {
    title: 'losses_percent is not a number or is negative',
    description: 'The share of the flow lost on the line, in percent; absent means 0. It must be a number >= 0 (null does not load).',
    loader: `${SRC}: validate_losses_percent`,
    test: 'test_negative_losses_percent',
  }),
  loaderRule('LIN-090', FILE, {
    severity: 'warning',
    title: 'unknown key in system/lines.json',
    description: 'The loader ignores keys it does not read, so a misspelt optional key silently falls back to its default. Rename it as suggested, or remove it.',
    loader: `${SRC}: parse_lines (serde ignores unknown keys)`,
  }),
]);
