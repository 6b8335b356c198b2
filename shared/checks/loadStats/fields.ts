// The columns of scenarios/load_seasonal_stats.parquet, as the loader reads them (decision D31:
// the spec does not cover the file). A column's doc has the column name as its path.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';

const LOAD_STATS = 'scenarios/load_seasonal_stats.parquet';

const loadStats: FieldEntry[] = [
  {
    key: 'bus_id',
    meaning: 'The bus whose load the row describes.',
    type: 'Int32',
    required: 'yes',
    range: 'a bus of system/buses.json',
    spec: 'rules.md D31',
    rules: ['SCN-020', 'SCN-021', 'SCN-024'],
  },
  {
    key: 'stage_id',
    meaning: 'The stage the statistics apply to.',
    type: 'Int32',
    required: 'yes',
    range: 'a stage id of stages.json',
    spec: 'rules.md D31',
    rules: ['SCN-020', 'SCN-021', 'SCN-024'],
  },
  {
    key: 'mean_mw',
    meaning: "The seasonal mean of the bus's load at this stage.",
    type: 'Float64',
    required: 'yes',
    unit: 'MW',
    range: 'finite',
    spec: 'rules.md D31',
    rules: ['SCN-020', 'SCN-021', 'SCN-022'],
  },
  {
    key: 'std_mw',
    meaning: "The seasonal standard deviation of the bus's load at this stage; 0 makes the load deterministic.",
    type: 'Float64',
    required: 'yes',
    unit: 'MW',
    range: '>= 0, finite',
    spec: 'rules.md D31',
    rules: ['SCN-020', 'SCN-021', 'SCN-023'],
  },
];

export const loadStatsFieldDocs: readonly FieldDoc[] = fieldsUnder(LOAD_STATS, '', loadStats);
