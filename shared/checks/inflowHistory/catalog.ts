import { defineRules } from '../../core/rules/define';

const FILE = 'scenarios/inflow_history.parquet';
const PARSER = 'cobre-io scenarios/inflow_history.rs parse_inflow_history';

/**
 * scenarios/inflow_history.parquet: the observed inflows of each plant by date, from which the loader
 * estimates the inflow model when the statistics are not all given. The spec does not cover the
 * file; the loader is the authority (decision D31).
 */
export const inflowHistoryRules = defineRules([
  {
    id: 'SCN-030',
    file: FILE,
    severity: 'error',
    title: 'an inflow history column is missing or has the wrong arrow type',
    description:
      'The table needs hydro_id (Int32), date (Date32, a calendar date without a time) and value_m3s (Float64); the loader rejects the file when one is absent or stored with another type (a date written as text or as a timestamp, an Int64 hydro_id written by pandas). Cast or rename the column. A column the loader does not read is ignored and reported as a hint under this rule.',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: `${PARSER} (extract_required_int32, extract_required_date32, extract_required_float64)`, test: 'inflow_history.rs test_missing_date_column' },
  },
  {
    id: 'SCN-031',
    file: FILE,
    severity: 'error',
    title: 'an inflow history cell is null',
    description:
      "Every row must give a plant, a date and a value. The loader does not look at nulls: it reads whatever the cell's storage holds (usually 0, which is plant 0 or 1970-01-01), so a null silently becomes an observation nobody made. A column merely declared nullable but holding no null is accepted; each actual null is reported.",
    spec: 'D31, D18',
    phase: 'load',
    loader: { mirrors: `${PARSER} (reads each cell with value(i), which ignores nulls)` },
  },
  {
    id: 'SCN-032',
    file: FILE,
    severity: 'error',
    title: 'an observed inflow is nan or infinite',
    description: 'value_m3s must be a finite number; the loader rejects the file otherwise. A negative value is accepted (the loader does not bound it).',
    spec: 'D31',
    phase: 'load',
    loader: { mirrors: PARSER, test: 'inflow_history.rs test_nan_value_m3s, test_infinite_value_m3s' },
  },
  {
    id: 'SCN-033',
    file: FILE,
    severity: 'warning',
    title: 'a plant has two observations on the same date',
    description:
      'Each (hydro_id, date) should have one row. The loader does not reject a repeated pair: it keeps both rows, and the estimation counts both observations in that season and year, so the date weighs twice. The later row is reported, naming the first; remove one of them.',
    spec: 'D31',
    loader: { mirrors: `${PARSER} (keeps every row, sorted by hydro_id and date; no duplicate check)` },
  },
]);
