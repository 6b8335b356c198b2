// The columns of scenarios/inflow_seasonal_stats.parquet, as the loader reads them (decision D31:
// the spec does not cover the file). A column's doc has the column name as its path.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';

const INFLOW_STATS = 'scenarios/inflow_seasonal_stats.parquet';

const inflowStats: FieldEntry[] = [
  {
    key: 'hydro_id',
    meaning: 'The plant whose inflow the row describes. Once the table holds any row, every plant needs one row per study stage at which it exists.',
    type: 'Int32',
    required: 'yes',
    range: 'a plant of system/hydros.json',
    spec: 'rules.md D31',
    rules: ['SCN-001', 'SCN-002', 'SCN-005', 'REF-100', 'REF-102'],
  },
  {
    key: 'stage_id',
    meaning: 'The stage the statistics apply to: a study stage id of stages.json, or a pre-study stage id (negative) for the inflows before the study.',
    type: 'Int32',
    required: 'yes',
    range: 'a stage id of stages.json',
    spec: 'rules.md D31',
    rules: ['SCN-001', 'SCN-002', 'SCN-005', 'REF-101', 'REF-102'],
  },
  {
    key: 'mean_m3s',
    meaning: "The seasonal mean of the plant's natural inflow at this stage.",
    type: 'Float64',
    required: 'yes',
    unit: 'm³/s',
    range: 'finite',
    spec: 'rules.md D31',
    rules: ['SCN-001', 'SCN-002', 'SCN-003'],
  },
  {
    key: 'std_m3s',
    meaning: "The seasonal standard deviation of the plant's inflow at this stage; 0 makes the inflow deterministic.",
    type: 'Float64',
    required: 'yes',
    unit: 'm³/s',
    range: '>= 0, finite',
    spec: 'rules.md D31',
    rules: ['SCN-001', 'SCN-002', 'SCN-004', 'SCN-006'],
  },
];

export const inflowStatsFieldDocs: readonly FieldDoc[] = fieldsUnder(INFLOW_STATS, '', inflowStats);
