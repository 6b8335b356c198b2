// Rules of scenarios/load_seasonal_stats.parquet (SCN-020..024): the seasonal mean and standard
// deviation of each bus's load, one row per (bus_id, stage_id), checked as every seasonal statistics
// table is (../seasonalStats). A zero deviation is a deterministic load, common and accepted silently.
import type { ParquetFileContext } from '../context';
import { checkSeasonalStats, type SeasonalStatsSummary, type SeasonalStatsTable } from '../seasonalStats';

export type LoadStatsSummary = SeasonalStatsSummary;

const LOAD_STATS: SeasonalStatsTable = {
  entity: 'bus_id',
  noun: 'bus',
  mean: 'mean_mw',
  std: 'std_mw',
  rules: { schema: 'SCN-020', nulls: 'SCN-021', mean: 'SCN-022', std: 'SCN-023', duplicate: 'SCN-024' },
};

export function checkLoadStatsTable(context: ParquetFileContext): Promise<LoadStatsSummary> {
  return checkSeasonalStats(LOAD_STATS, context);
}
