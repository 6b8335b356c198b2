// Rules of the external scenario tables (SCN-100..114): scenario values computed outside Cobre,
// one row per (stage_id, scenario_id, entity), for inflows (per plant), loads (per bus) and
// non-controllable sources. Each is checked as the scenarios/ row tables are (../scenarioTable);
// the entity ids and their rows are kept for the REF rules (REF-111..REF-113).
import type { ParquetFileContext } from '../context';
import { FINITE, NON_NEGATIVE } from '../parquetSchema';
import { checkScenarioTable, type ScenarioTableSpec, type ScenarioTableSummary } from '../scenarioTable';
import type { RuleId } from '../../rules';

export type ExternalScenariosSummary = ScenarioTableSummary;

function externalTable(
  entity: string,
  noun: string,
  value: string,
  [schema, nulls, negative, finite, duplicate]: readonly [RuleId, RuleId, RuleId, RuleId, RuleId],
): ScenarioTableSpec {
  return {
    columns: [
      { name: 'stage_id', type: 'Int32' },
      { name: 'scenario_id', type: 'Int32' },
      { name: entity, type: 'Int32' },
      { name: value, type: 'Float64' },
    ],
    rules: { schema, nulls },
    cells: [
      { column: 'stage_id', rule: negative, range: NON_NEGATIVE },
      { column: 'scenario_id', rule: negative, range: NON_NEGATIVE },
      { column: value, rule: finite, range: FINITE },
    ],
    entity,
    unique: {
      columns: ['stage_id', 'scenario_id', entity],
      rule: duplicate,
      column: entity,
      describe: ([stage, scenario, id]) => `${noun} ${id} in scenario ${scenario} at stage ${stage}`,
    },
  };
}

const INFLOW = externalTable('hydro_id', 'hydro', 'value_m3s', ['SCN-100', 'SCN-101', 'SCN-102', 'SCN-103', 'SCN-104']);
const LOAD = externalTable('bus_id', 'bus', 'value_mw', ['SCN-105', 'SCN-106', 'SCN-107', 'SCN-108', 'SCN-109']);
const NCS = externalTable('ncs_id', 'source', 'value', ['SCN-110', 'SCN-111', 'SCN-112', 'SCN-113', 'SCN-114']);

export const checkExternalInflowTable = (context: ParquetFileContext): Promise<ExternalScenariosSummary> => checkScenarioTable(INFLOW, context);
export const checkExternalLoadTable = (context: ParquetFileContext): Promise<ExternalScenariosSummary> => checkScenarioTable(LOAD, context);
export const checkExternalNcsTable = (context: ParquetFileContext): Promise<ExternalScenariosSummary> => checkScenarioTable(NCS, context);
