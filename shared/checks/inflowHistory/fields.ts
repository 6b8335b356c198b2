// The columns of scenarios/inflow_history.parquet, as the loader reads them (decision D31: the spec
// does not cover the file). A column's doc has the column name as its path.
import { fieldsUnder, type FieldDoc, type FieldEntry } from '../../core/fieldDocs';

const INFLOW_HISTORY = 'scenarios/inflow_history.parquet';

const inflowHistory: FieldEntry[] = [
  {
    key: 'hydro_id',
    meaning: 'The plant observed. While the inflow model is estimated from the history (the statistics tables do not both hold rows), every plant needs observations.',
    type: 'Int32',
    required: 'yes',
    range: 'a plant of system/hydros.json',
    spec: 'rules.md D31',
    rules: ['SCN-030', 'SCN-031', 'SCN-033', 'REF-105', 'REF-106'],
  },
  {
    key: 'date',
    meaning:
      "The day the observation is dated (its period, a month or a week, starts there); the table view shows it as YYYY-MM-DD. The estimation files it under the season of the stage holding the date, else the season map's season for that calendar day.",
    type: 'Date32',
    required: 'yes',
    range: 'a calendar date; one row per plant and date; while estimating, one per season of each year between the first and last',
    spec: 'rules.md D31',
    rules: ['SCN-030', 'SCN-031', 'SCN-033', 'REF-127', 'REF-128', 'REF-129', 'REF-132'],
  },
  {
    key: 'value_m3s',
    meaning: "The plant's observed mean natural inflow over the period.",
    type: 'Float64',
    required: 'yes',
    unit: 'm³/s',
    range: 'finite',
    spec: 'rules.md D31',
    rules: ['SCN-030', 'SCN-031', 'SCN-032'],
  },
];

export const inflowHistoryFieldDocs: readonly FieldDoc[] = fieldsUnder(INFLOW_HISTORY, '', inflowHistory);
