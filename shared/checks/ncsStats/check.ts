// Rules of scenarios/non_controllable_stats.parquet (SCN-120..124): the availability statistics of
// each non-controllable source, one row per (ncs_id, stage_id), checked as the scenarios/ row
// tables are (../scenarioTable). The sources and their rows are kept for REF-114.
import type { ParquetFileContext } from '../context';
import { FINITE_NON_NEGATIVE, type ValueRange } from '../parquetSchema';
import { checkScenarioTable, type ScenarioTableSpec, type ScenarioTableSummary } from '../scenarioTable';

export type NcsStatsSummary = ScenarioTableSummary;

const SHARE: ValueRange = { min: 0, max: 1, text: 'in [0, 1]' };

const NCS_STATS_TABLE: ScenarioTableSpec = {
  columns: [
    { name: 'ncs_id', type: 'Int32' },
    { name: 'stage_id', type: 'Int32' },
    { name: 'mean', type: 'Float64' },
    { name: 'std', type: 'Float64' },
  ],
  rules: { schema: 'SCN-120', nulls: 'SCN-121' },
  cells: [
    { column: 'mean', rule: 'SCN-122', range: SHARE },
    { column: 'std', rule: 'SCN-123', range: FINITE_NON_NEGATIVE },
  ],
  entity: 'ncs_id',
  stage: 'stage_id',
  unique: { columns: ['ncs_id', 'stage_id'], rule: 'SCN-124', column: 'stage_id', describe: ([ncs, stage]) => `source ${ncs} at stage ${stage}` },
};

export function checkNcsStatsTable(context: ParquetFileContext): Promise<NcsStatsSummary> {
  return checkScenarioTable(NCS_STATS_TABLE, context);
}
