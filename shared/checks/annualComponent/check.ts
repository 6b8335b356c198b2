// Rules of scenarios/inflow_annual_component.parquet (SCN-040..045): the annual component of each
// plant's inflow model, one row per (hydro_id, stage_id), checked as the scenarios/ row tables are
// (../scenarioTable). The (plant, stage) keys are kept for the rules joining the table with the
// plants and the seasonal statistics (REF-107, REF-108).
import type { ParquetFileContext } from '../context';
import { FINITE, type ValueRange } from '../parquetSchema';
import { checkScenarioTable, type ScenarioTableSpec, type ScenarioTableSummary } from '../scenarioTable';

export type AnnualComponentSummary = ScenarioTableSummary;

/** Finite and > 0: checkCells takes inclusive bounds, so the smallest double above 0 stands for the open end. */
const FINITE_POSITIVE: ValueRange = { min: Number.MIN_VALUE, max: Number.MAX_VALUE, text: 'finite and > 0' };

const ANNUAL_COMPONENT_TABLE: ScenarioTableSpec = {
  columns: [
    { name: 'hydro_id', type: 'Int32' },
    { name: 'stage_id', type: 'Int32' },
    { name: 'annual_coefficient', type: 'Float64' },
    { name: 'annual_mean_m3s', type: 'Float64' },
    { name: 'annual_std_m3s', type: 'Float64' },
  ],
  rules: { schema: 'SCN-040', nulls: 'SCN-041' },
  cells: [
    { column: 'annual_coefficient', rule: 'SCN-042', range: FINITE },
    { column: 'annual_mean_m3s', rule: 'SCN-043', range: FINITE },
    { column: 'annual_std_m3s', rule: 'SCN-044', range: FINITE_POSITIVE },
  ],
  entity: 'hydro_id',
  stage: 'stage_id',
  unique: { columns: ['hydro_id', 'stage_id'], rule: 'SCN-045', column: 'stage_id', describe: ([hydro, stage]) => `hydro ${hydro} at stage ${stage}` },
};

export function checkAnnualComponentTable(context: ParquetFileContext): Promise<AnnualComponentSummary> {
  return checkScenarioTable(ANNUAL_COMPONENT_TABLE, context);
}
