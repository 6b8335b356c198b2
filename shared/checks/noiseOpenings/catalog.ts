import { defineRules } from '../../core/rules/define';

const FILE = 'scenarios/noise_openings.parquet';
const PARSER = 'cobre-io scenarios/noise_openings.rs parse_noise_openings';
const VALIDATE = 'cobre-io scenarios/noise_openings.rs validate_noise_openings';

/**
 * scenarios/noise_openings.parquet: a supplied opening tree, one noise value per (stage, opening,
 * entity). The spec does not cover the file; the loader is the authority (decision D31).
 */
export const noiseOpeningsRules = defineRules([
  {
    id: 'SCN-050',
    file: FILE,
    severity: 'error',
    title: 'a noise openings column is missing or has the wrong arrow type',
    description:
      'The table needs stage_id (Int32), opening_index and entity_index (UInt32, unsigned) and value (Float64); the loader rejects the file when one is absent or stored with another type (an index written as Int32 or Int64, for example). Cast or rename the column. A column the loader does not read is ignored and reported as a hint under this rule.',
    spec: 'D31',
    phase: 'load',
    loader: {
      mirrors: `${PARSER} (extract_required_int32, extract_required_uint32, extract_required_float64)`,
      test: 'noise_openings.rs parse_missing_column_returns_schema_error',
    },
  },
  {
    id: 'SCN-051',
    file: FILE,
    severity: 'error',
    title: 'a noise openings cell is null',
    description:
      "Every row must give a stage, an opening, an entity and a value. The loader does not look at nulls: it reads whatever the cell's storage holds, so a null silently becomes a value nobody wrote. A column merely declared nullable but holding no null is accepted; each actual null is reported.",
    spec: 'D31, D18',
    phase: 'load',
    loader: { mirrors: `${PARSER} (reads each cell with value(i), which ignores nulls)` },
  },
  {
    id: 'SCN-052',
    file: FILE,
    severity: 'error',
    title: 'a noise value is nan or infinite',
    description:
      'A noise value must be a finite number. The loader does not check it, but a NaN or infinite noise makes every inflow or load drawn from that opening NaN or infinite, so the study cannot run meaningfully (as decision D29 reasons for the plane coefficients).',
    spec: 'D31, D29',
    phase: 'set-up',
    loader: { mirrors: `${PARSER} (the value is read as given)` },
  },
  {
    id: 'SCN-053',
    file: FILE,
    severity: 'error',
    title: 'the opening indices of a stage are not 0, 1, ..., n-1',
    description:
      "A stage's openings are numbered from 0 without a gap; the set-up rejects the tree when a stage's opening_index values are not exactly 0 to n-1 (n being how many it lists). One problem per stage, on its rows.",
    spec: 'D31',
    phase: 'set-up',
    loader: { mirrors: VALIDATE, test: 'noise_openings.rs validate_missing_openings_returns_error' },
  },
  {
    id: 'SCN-054',
    file: FILE,
    severity: 'error',
    title: 'an opening does not give every entity once',
    description:
      'The tree is read as one noise vector per (stage, opening), its length the number of distinct entity_index values of the file: every opening must list each entity index once. With one missing or repeated the values no longer line up (the set-up stops on the length or gives a value to the wrong entity). One problem per stage and opening, on its rows.',
    spec: 'D31',
    phase: 'set-up',
    loader: { mirrors: 'cobre-io scenarios/noise_openings.rs assemble_opening_tree (OpeningTree::from_parts)', test: 'noise_openings.rs assemble_produces_correct_opening_tree' },
  },
]);
