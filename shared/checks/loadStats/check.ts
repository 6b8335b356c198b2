// Rules of scenarios/load_seasonal_stats.parquet (SCN-020..024): the seasonal mean and standard
// deviation of each bus's load, one row per (bus_id, stage_id), checked as every seasonal statistics
// table is (../seasonalStats). A zero deviation is a deterministic load, common and accepted silently.
// The buses with a random load (some std_mw > 0) are kept: each is one entity of the noise vector
// a supplied opening tree must size (REF-110).
import type { ParquetFileContext } from '../context';
import type { ParquetBatch } from '../../core/parquet/reader';
import { isNullAt } from '../parquetSchema';
import { checkSeasonalStats, type SeasonalStatsSummary, type SeasonalStatsTable } from '../seasonalStats';

export interface LoadStatsSummary extends SeasonalStatsSummary {
  /** The buses with some std_mw > 0, ascending. */
  busesWithRandomLoad: number[];
}

const LOAD_STATS: SeasonalStatsTable = {
  entity: 'bus_id',
  noun: 'bus',
  mean: 'mean_mw',
  std: 'std_mw',
  rules: { schema: 'SCN-020', nulls: 'SCN-021', mean: 'SCN-022', std: 'SCN-023', duplicate: 'SCN-024' },
};

export async function checkLoadStatsTable(context: ParquetFileContext): Promise<LoadStatsSummary> {
  const random = new Set<number>();
  const summary = await checkSeasonalStats({ ...LOAD_STATS, extraChecks: (batch) => collectRandomBuses(batch, random) }, context);
  return { ...summary, busesWithRandomLoad: [...random].sort((a, b) => a - b) };
}

function collectRandomBuses(batch: ParquetBatch, random: Set<number>): void {
  const bus = batch.column(LOAD_STATS.entity);
  const std = batch.column(LOAD_STATS.std);
  if (!bus || !std) return;
  for (let i = 0; i < batch.numRows; i++) {
    if (std.values[i]! > 0 && !isNullAt(std, i) && !isNullAt(bus, i)) random.add(bus.values[i]!);
  }
}
