// Rules of scenarios/inflow_history.parquet (SCN-030..033): the observed inflows, one row per
// (hydro_id, date), checked as the scenarios/ row tables are (../scenarioTable). The plants and
// their rows are kept for the rules joining the history with hydros.json (REF-105, REF-106).
import type { ParquetFileContext } from '../context';
import { FINITE } from '../parquetSchema';
import { checkScenarioTable, type ScenarioTableSpec, type ScenarioTableSummary } from '../scenarioTable';
import { formatDay } from '../../core/json/fields';

export type InflowHistorySummary = ScenarioTableSummary;

export const INFLOW_HISTORY_TABLE: ScenarioTableSpec = {
  columns: [
    { name: 'hydro_id', type: 'Int32' },
    { name: 'date', type: 'Date32' },
    { name: 'value_m3s', type: 'Float64' },
  ],
  rules: { schema: 'SCN-030', nulls: 'SCN-031' },
  cells: [{ column: 'value_m3s', rule: 'SCN-032', range: FINITE }],
  entity: 'hydro_id',
  // The date is the second key: each (hydro_id, date) is kept once, a repeat is SCN-033.
  stage: 'date',
  unique: { columns: ['hydro_id', 'date'], rule: 'SCN-033', column: 'date', describe: ([hydro, day]) => `hydro ${hydro} on ${formatDay(day!)}` },
};

export function checkInflowHistoryTable(context: ParquetFileContext): Promise<InflowHistorySummary> {
  return checkScenarioTable(INFLOW_HISTORY_TABLE, context);
}
