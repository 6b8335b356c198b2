import { defineRules } from '../../core/rules/define';
import type { RuleEntry } from '../../core/rules/define';

const EXTERNAL = 'cobre-io scenarios/external.rs';

/** The five rules of one external scenarios table; ids numbered from `first`. */
function externalRules<const Ids extends readonly [string, string, string, string, string]>(
  ids: Ids,
  {
    file,
    parser,
    entity,
    noun,
    value,
    tests,
  }: { file: string; parser: string; entity: string; noun: string; value: string; tests: { schema?: string; negative?: string; value: string } },
) {
  const mirrors = `${EXTERNAL} ${parser}`;
  const rules: Array<RuleEntry & { id: Ids[number] }> = [
    {
      id: ids[0],
      file,
      severity: 'error',
      title: `an external ${noun} scenarios column is missing or has the wrong arrow type`,
      description: `The table needs stage_id, scenario_id and ${entity} (Int32) and ${value} (Float64); the loader rejects the file when one is absent or stored with another type. Cast or rename the column. A column the loader does not read is ignored and reported as a hint under this rule.`,
      spec: 'D31',
      phase: 'load',
      loader: { mirrors: `${mirrors} (extract_required_int32, extract_required_float64)`, ...(tests.schema ? { test: tests.schema } : {}) },
    },
    {
      id: ids[1],
      file,
      severity: 'error',
      title: `an external ${noun} scenarios cell is null`,
      description: `Every row must give a stage, a scenario, ${entity === 'ncs_id' ? 'a source' : entity === 'bus_id' ? 'a bus' : 'a plant'} and a value. The loader does not look at nulls: it reads whatever the cell's storage holds, so a null silently becomes a value nobody wrote. A column merely declared nullable but holding no null is accepted; each actual null is reported.`,
      spec: 'D31, D18',
      phase: 'load',
      loader: { mirrors: `${mirrors} (reads each cell with value(i), which ignores nulls)` },
    },
    {
      id: ids[2],
      file,
      severity: 'error',
      title: `an external ${noun} scenarios stage_id or scenario_id is negative`,
      description: 'Stages and scenarios count from 0 here: the loader rejects a negative stage_id or scenario_id.',
      spec: 'D31',
      phase: 'load',
      loader: { mirrors, ...(tests.negative ? { test: tests.negative } : {}) },
    },
    {
      id: ids[3],
      file,
      severity: 'error',
      title: `an external ${noun} scenario value is nan or infinite`,
      description: `${value} must be a finite number; the loader rejects the file otherwise.`,
      spec: 'D31',
      phase: 'load',
      loader: { mirrors, test: tests.value },
    },
    {
      id: ids[4],
      file,
      severity: 'error',
      title: `two external ${noun} scenario rows for the same stage, scenario and ${entity === 'ncs_id' ? 'source' : entity === 'bus_id' ? 'bus' : 'plant'}`,
      description: `Each (stage_id, scenario_id, ${entity}) has one value; the loader rejects the file on a repeated triple. The later row is reported, naming the first; remove one of them.`,
      spec: 'D31',
      phase: 'load',
      loader: { mirrors: `${mirrors} (duplicate row check after sorting)` },
    },
  ];
  return rules;
}

/**
 * scenarios/external_{inflow,load,ncs}_scenarios.parquet: scenario values computed outside Cobre, one
 * row per (stage, scenario, entity), read when a class of the scenario source uses the external
 * scheme. The spec does not cover the files; the loader is the authority (decision D31).
 */
export const externalScenariosRules = defineRules([
  ...externalRules(['SCN-100', 'SCN-101', 'SCN-102', 'SCN-103', 'SCN-104'] as const, {
    file: 'scenarios/external_inflow_scenarios.parquet',
    parser: 'parse_external_inflow_scenarios',
    entity: 'hydro_id',
    noun: 'inflow',
    value: 'value_m3s',
    tests: {
      schema: 'external.rs test_parse_external_inflow_missing_hydro_id_column',
      negative: 'external.rs test_parse_external_inflow_negative_scenario_id_rejected',
      value: 'external.rs test_parse_external_inflow_nan_rejected',
    },
  }),
  ...externalRules(['SCN-105', 'SCN-106', 'SCN-107', 'SCN-108', 'SCN-109'] as const, {
    file: 'scenarios/external_load_scenarios.parquet',
    parser: 'parse_external_load_scenarios',
    entity: 'bus_id',
    noun: 'load',
    value: 'value_mw',
    tests: { schema: 'external.rs test_parse_external_load_missing_bus_id_column', value: 'external.rs test_parse_external_load_nonfinite_value_rejected' },
  }),
  ...externalRules(['SCN-110', 'SCN-111', 'SCN-112', 'SCN-113', 'SCN-114'] as const, {
    file: 'scenarios/external_ncs_scenarios.parquet',
    parser: 'parse_external_ncs_scenarios',
    entity: 'ncs_id',
    noun: 'ncs',
    value: 'value',
    tests: {
      negative: 'external.rs test_parse_external_ncs_negative_scenario_id_rejected',
      value: 'external.rs test_parse_external_ncs_infinity_value_rejected',
    },
  }),
]);
