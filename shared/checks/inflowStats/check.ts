// Rules of scenarios/inflow_seasonal_stats.parquet (SCN-001..006): the seasonal mean and standard
// deviation of each plant's inflow, one row per (hydro_id, stage_id), checked as every seasonal
// statistics table is (../seasonalStats), plus the loader's warning on a zero deviation. The keys
// are kept for the cross-file rules (REF-100..REF-102, REF-104).
import type { ParquetFileContext } from '../context';
import type { ParquetBatch } from '../../core/parquet/reader';
import type { ParquetReporter } from '../../core/reporter';
import { checkSeasonalStats, type SeasonalStatsSummary, type SeasonalStatsTable } from '../seasonalStats';

const STD = 'std_m3s';

export type InflowStatsSummary = SeasonalStatsSummary;

const INFLOW_STATS: SeasonalStatsTable = {
  entity: 'hydro_id',
  noun: 'hydro',
  mean: 'mean_m3s',
  std: STD,
  rules: { schema: 'SCN-001', nulls: 'SCN-002', mean: 'SCN-003', std: 'SCN-004', duplicate: 'SCN-005' },
  extraChecks: reportDeterministic,
};

export function checkInflowStatsTable(context: ParquetFileContext): Promise<InflowStatsSummary> {
  return checkSeasonalStats(INFLOW_STATS, context);
}

/** SCN-006 (hint): a standard deviation of exactly 0, which the loader accepts with a warning. */
function reportDeterministic(batch: ParquetBatch, report: ParquetReporter): void {
  const std = batch.column(STD);
  if (!std) return;
  for (let i = 0; i < batch.numRows; i++) {
    // A null reads as 0 in some encodings: SCN-002 has it already.
    if (std.values[i] !== 0 || (std.nullCount > 0 && std.isNull(i))) continue;
    report.row(batch.rowOffset + i, STD, 'SCN-006', 'std_m3s is 0: the inflow of this plant and stage is deterministic (no random part); check that this is intended', {
      value: 0,
    });
  }
}
