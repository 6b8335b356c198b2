// Decision D28: a broken input never causes a false error elsewhere. For every cross-file rule, a
// case whose input of that rule is broken (a key declared twice or unreadable, a date that does not
// read, a file that does not parse) skips the rule with a CASE-002 hint naming it and why, and the
// only errors and warnings are the broken file's own. Many rows are cases where the rule used to
// report a false error (XF-017 after a repeated stage id, XF-018 after a repeated thermal id, ...).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { constantProductivityEntry, geometryTable, hyperplaneTable, validCase, validPlant, validStages, validateFiles, type CaseFiles } from '../support/cases';
import { parquetBytes } from '../support/parquet';
import { scenarioSourceConfig } from '../../shared/rules/examples/calendarBuilders';
import { inflowStatsTable, plantStatsRows } from '../../shared/checks/inflowStats/examples';
import { arCoefficientsTable, plantArRows } from '../../shared/checks/arCoefficients/examples';
import { expectDiagnostic, expectNoDiagnostic, renderDiagnostics } from '../support/assertions';
import { crossFileChecks } from '../../shared/crossFile/checks';
import { ruleCatalog, type RuleId } from '../../shared/rules';
import { fullHydro, fullThermal, line, ncsSource, pumpingStation } from '../../shared/rules/examples/systemBuilders';
import { BUSES, CORRELATION, LINES, LOAD_FACTORS, NCS, NCS_FACTORS, PUMPING } from '../../shared/core/case/layout';
import { CASE_FILES } from '../../shared/core/case/layout';

const STAGES = 'stages.json';
const POST = 'post_study_stages.json';
const HYDROS = 'system/hydros.json';
const THERMALS = 'system/thermals.json';
const CONFIG = 'config.json';
const MODELS = 'system/hydro_production_models.json';
const GEOMETRY = 'system/hydro_geometry.parquet';
const INFLOW_STATS = 'scenarios/inflow_seasonal_stats.parquet';
const AR_COEFFICIENTS = 'scenarios/inflow_ar_coefficients.parquet';
const PRODUCTIVITY = 'system/hydro_energy_productivity.parquet';
const HYPERPLANES = 'system/fpha_hyperplanes.parquet';
const TAILRACE = 'system/tailrace_curves.parquet';
const HISTORY = 'scenarios/inflow_history.parquet';
const ANNUAL = 'scenarios/inflow_annual_component.parquet';
const NOISE = 'scenarios/noise_openings.parquet';
const EXT_INFLOW = 'scenarios/external_inflow_scenarios.parquet';
const EXT_LOAD = 'scenarios/external_load_scenarios.parquet';
const EXT_NCS = 'scenarios/external_ncs_scenarios.parquet';
const NCS_STATS = 'scenarios/non_controllable_stats.parquet';
const LOAD_STATS = 'scenarios/load_seasonal_stats.parquet';
const INITIAL = 'initial_conditions.json';

const SYNTAX_ERROR = '{ "broken": ';

/** A scenarios/ table from its columns ([name, type]) and rows. */
function rowsTable(columns: Array<[string, 'Int32' | 'UInt32' | 'Float64' | 'Date32']>, rows: Array<Array<number | string | null>>): Uint8Array {
  return parquetBytes(columns.map(([name, type], k) => ({ name, type, values: rows.map((row) => row[k]!) })));
}
/** An inflow history with no row: present for the rules that ask only whether it exists. */
const EMPTY_HISTORY = rowsTable(
  [
    ['hydro_id', 'Int32'],
    ['date', 'Date32'],
    ['value_m3s', 'Float64'],
  ],
  [],
);
/** A case with inflow lags on, plant 1's AR(2) model, and past_inflows naming plant 1 twice (INI-004). */
const lagsWithRepeatedPastInflows = (): CaseFiles => ({
  ...constantPlant,
  [STAGES]: stages((s) => (s.stages[0].state_variables = { storage: true, inflow_lags: true })),
  [INFLOW_STATS]: statsTable(plantStatsRows(1)),
  [AR_COEFFICIENTS]: arTable(plantArRows(1)),
  [INITIAL]: {
    storage: [],
    filling_storage: [],
    past_inflows: [
      { hydro_id: 1, values_m3s: [1] },
      { hydro_id: 1, values_m3s: [1, 2] },
    ],
  },
});
const NOT_PARQUET = new TextEncoder().encode('this is not a parquet file');

// Inputs, valid and broken ------------------------------------------------------------------

function stages(change: (stages: any) => void = () => undefined): any {
  const value = validStages();
  change(value);
  return value;
}

/** The last stage repeats id 1 (STG-030): the calendar's keys and length are unknown. */
const repeatedStageId = stages((s) => {
  s.stages[2].id = 1;
  s.policy_graph.transitions.pop();
});
/** Stage 2's id is a string (STG-030): it drops out of the study calendar. */
const unreadableStageId = stages((s) => {
  s.stages[2].id = '2';
  s.policy_graph.transitions.pop();
});
/** Stage 2 has no valid end_date (STG-033): the horizon end (D14) is unknown. */
const unreadableEndDate = stages((s) => (s.stages[2].end_date = '2024-04-31'));

/** A monthly map whose March season has an id that does not read (STG-072). */
function monthlyMap(marchId: unknown = 2): object {
  const seasons = Array.from({ length: 12 }, (_, k) => ({ id: k, label: `M${k + 1}`, month_start: k + 1 }));
  seasons[2]!.id = marchId as number;
  return { cycle_type: 'monthly', seasons };
}

function plants(...list: object[]): object {
  return { hydros: list };
}

function models(...entries: object[]): object {
  return { production_models: entries };
}

/** Stage ranges of one model over every stage, with extra fields. */
function entry(hydroId: unknown, model: string, extra: object = {}): object {
  return { hydro_id: hydroId, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, end_stage_id: null, model, ...extra }] };
}

function thermals(...list: object[]): object {
  return { thermals: list };
}

const anticipated = (id: number, lead: number) => fullThermal(id, { anticipated_config: { lead_stages: lead } });

function postStudy(thermalId = 3, indices: number[] = [0]): object {
  return {
    stages: [{ start_date: '2024-04-01', duration_hours: 720 }],
    thermal_bounds: indices.map((index) => ({ thermal_id: thermalId, post_study_stage_index: index, cost_per_mwh: 50, min_mw: 0, max_mw: 100 })),
  };
}

/** [hydro_id, stage_id, equivalent, specific] per row. */
function productivityTable(rows: Array<[number | null, number | null, number | null, number | null]>): Uint8Array {
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: rows.map((r) => r[0]) },
    { name: 'stage_id', type: 'Int32', nullable: true, values: rows.map((r) => r[1]) },
    { name: 'equivalent_productivity_mw_per_m3s', type: 'Float64', nullable: true, values: rows.map((r) => r[2]) },
    { name: 'reference_outflow_m3s', type: 'Float64', nullable: true, values: rows.map(() => null) },
    { name: 'specific_productivity_mw_per_m3s_per_m', type: 'Float64', nullable: true, values: rows.map((r) => r[3]) },
  ]);
}

/** [hydro_id, volume, height, area] per row; a null hydro_id is GEO-003. */
function geometryRows(rows: Array<[number | null, number, number, number]>): Uint8Array {
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: rows.map((r) => r[0]) },
    { name: 'volume_hm3', type: 'Float64', values: rows.map((r) => r[1]) },
    { name: 'height_m', type: 'Float64', values: rows.map((r) => r[2]) },
    { name: 'area_km2', type: 'Float64', values: rows.map((r) => r[3]) },
  ]);
}

/** A rising curve 0..200 hm³, 300..320 m per plant. */
function curves(...hydroIds: number[]): Uint8Array {
  return geometryTable(
    hydroIds.flatMap((h): Array<[number, number, number, number]> => [
      [h, 0, 300, 1],
      [h, 100, 310, 2],
      [h, 200, 320, 3],
    ]),
  );
}

/** One segment per plant; `level` set makes it a backwater family. */
function tailraceTable(hydroIds: number[], level: number | null = null): Uint8Array {
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: hydroIds },
    { name: 'family_id', type: 'Int32', values: hydroIds.map(() => 0) },
    { name: 'downstream_reference_level_m', type: 'Float64', nullable: true, values: hydroIds.map(() => level) },
    { name: 'segment_id', type: 'Int32', values: hydroIds.map(() => 0) },
    { name: 'outflow_min_m3s', type: 'Float64', values: hydroIds.map(() => 0) },
    { name: 'outflow_max_m3s', type: 'Float64', values: hydroIds.map(() => 1000) },
    ...[0, 1, 2, 3, 4].map((k) => ({ name: `coefficient_${k}`, type: 'Float64' as const, values: hydroIds.map(() => (k === 0 ? 100 : 0)) })),
  ]);
}

/** A constant-productivity plant with its one productivity source: the quiet plant of a case. */
/** scenarios/inflow_seasonal_stats.parquet from [hydro_id, stage_id, mean_m3s, std_m3s] rows. */
const statsTable = (rows: Parameters<typeof inflowStatsTable>[0]) => parquetBytes(inflowStatsTable(rows).table);

/** scenarios/inflow_ar_coefficients.parquet from [hydro_id, stage_id, lag, coefficient, residual_std_ratio] rows. */
const arTable = (rows: Parameters<typeof arCoefficientsTable>[0]) => parquetBytes(arCoefficientsTable(rows).table);

const constantPlant = { [HYDROS]: plants(validPlant(1)), [MODELS]: models(constantProductivityEntry(1)) };
const fphaPlant = validPlant(1, { generation: { model: 'fpha' } });

const HISTORY_COLUMNS: Array<[string, 'Int32' | 'Date32' | 'Float64']> = [
  ['hydro_id', 'Int32'],
  ['date', 'Date32'],
  ['value_m3s', 'Float64'],
];
const ANNUAL_COLUMNS: Array<[string, 'Int32' | 'Float64']> = [
  ['hydro_id', 'Int32'],
  ['stage_id', 'Int32'],
  ['annual_coefficient', 'Float64'],
  ['annual_mean_m3s', 'Float64'],
  ['annual_std_m3s', 'Float64'],
];
const NOISE_COLUMNS: Array<[string, 'Int32' | 'UInt32' | 'Float64']> = [
  ['stage_id', 'Int32'],
  ['opening_index', 'UInt32'],
  ['entity_index', 'UInt32'],
  ['value', 'Float64'],
];
const NCS_COLUMNS: Array<[string, 'Int32' | 'Float64']> = [
  ['ncs_id', 'Int32'],
  ['stage_id', 'Int32'],
  ['mean', 'Float64'],
  ['std', 'Float64'],
];
const LOAD_COLUMNS: Array<[string, 'Int32' | 'Float64']> = [
  ['bus_id', 'Int32'],
  ['stage_id', 'Int32'],
  ['mean_mw', 'Float64'],
  ['std_mw', 'Float64'],
];
/** External loads of bus 0 for the baseline's three stages: what a load class with the external scheme reads. */
const externalLoad = rowsTable(
  [
    ['stage_id', 'Int32'],
    ['scenario_id', 'Int32'],
    ['bus_id', 'Int32'],
    ['value_mw', 'Float64'],
  ],
  [
    [0, 0, 0, 500],
    [1, 0, 0, 500],
    [2, 0, 0, 500],
  ],
);

// The table ---------------------------------------------------------------------------------

interface Row {
  rule: RuleId;
  /** How the input is broken (the test's name). */
  broken: string;
  files: CaseFiles;
  /** The broken file: the hint sits there, and only it may carry errors or warnings. */
  file: string;
  /** What the hint says of it. */
  reason: RegExp;
}

const ROWS: Row[] = [
  {
    rule: 'XF-001',
    broken: "the fpha plant's production-model entry has a hydro_id that does not read",
    files: { [HYDROS]: plants(fphaPlant), [MODELS]: models(entry('1', 'fpha')), [HYPERPLANES]: hyperplaneTable([1]) },
    file: MODELS,
    reason: /production_models\[0\] without a valid hydro_id \(HPM-002\)/,
  },
  {
    rule: 'XF-002',
    broken: 'the plant a geometry row names has an id that does not read',
    files: { [HYDROS]: plants({ ...validPlant(5), id: '5' }), [GEOMETRY]: curves(5) },
    file: HYDROS,
    reason: /hydros\[0\] without a valid id/,
  },
  {
    rule: 'XF-003',
    broken: 'the productivity file is not Parquet',
    files: { ...constantPlant, [PRODUCTIVITY]: NOT_PARQUET },
    file: PRODUCTIVITY,
    reason: /could not be read/,
  },
  {
    rule: 'XF-004',
    broken: 'a stage id is declared twice',
    files: {
      [STAGES]: repeatedStageId,
      [HYDROS]: plants(fphaPlant),
      [MODELS]: models(entry(1, 'fpha', { fpha_config: { source: 'computed' } })),
      [GEOMETRY]: curves(1),
      [HYPERPLANES]: hyperplaneTable([1]),
    },
    file: STAGES,
    reason: /declares stage id 1 twice \(stages\[1\] and stages\[2\]\) \(STG-030\)/,
  },
  {
    rule: 'XF-005',
    broken: 'the geometry file is not Parquet',
    files: {
      [HYDROS]: plants(fphaPlant),
      [MODELS]: models(entry(1, 'fpha', { fpha_config: { source: 'computed' } })),
      [GEOMETRY]: NOT_PARQUET,
      [HYPERPLANES]: hyperplaneTable([1]),
    },
    file: GEOMETRY,
    reason: /could not be read/,
  },
  {
    rule: 'XF-005',
    broken: 'a geometry row has no hydro_id',
    files: {
      [HYDROS]: plants(fphaPlant),
      [MODELS]: models(entry(1, 'fpha', { fpha_config: { source: 'computed' } })),
      [GEOMETRY]: geometryRows([
        [null, 0, 300, 1],
        [2, 0, 300, 1],
        [2, 100, 310, 2],
      ]),
      [HYPERPLANES]: hyperplaneTable([1]),
    },
    file: GEOMETRY,
    reason: /has 1 row without a hydro_id \(GEO-003\)/,
  },
  {
    rule: 'XF-006',
    broken: 'a hydro id is declared twice',
    files: { [HYDROS]: plants(validPlant(1), validPlant(1, { evaporation: { coefficients_mm: Array(12).fill(1) } })), [MODELS]: models(constantProductivityEntry(1)) },
    file: HYDROS,
    reason: /declares hydro id 1 twice \(hydros\[0\] and hydros\[1\]\)/,
  },
  {
    rule: 'XF-007',
    broken: 'a plant has two production-model entries',
    files: {
      [HYDROS]: plants(validPlant(1), validPlant(2)),
      [MODELS]: models(constantProductivityEntry(1), entry(1, 'fpha'), constantProductivityEntry(2)),
      [GEOMETRY]: curves(2),
      [HYPERPLANES]: hyperplaneTable([1]),
    },
    file: MODELS,
    reason: /declares hydro_id 1 twice \(production_models\[0\] and production_models\[1\]\) \(HPM-002\)/,
  },
  {
    rule: 'XF-008',
    broken: 'a plant has two production-model entries',
    files: {
      [HYDROS]: plants(validPlant(1), validPlant(2)),
      [MODELS]: models(constantProductivityEntry(1), entry(1, 'linearized_head', { productivity_mw_per_m3s: 0.9 }), constantProductivityEntry(2)),
      [GEOMETRY]: curves(2),
    },
    file: MODELS,
    reason: /declares hydro_id 1 twice/,
  },
  {
    rule: 'XF-009',
    broken: 'the tailrace file is not Parquet',
    files: {
      [HYDROS]: plants(validPlant(1, { specific_productivity_mw_per_m3s_per_m: 0.009 })),
      [MODELS]: models(constantProductivityEntry(1)),
      [GEOMETRY]: curves(1),
      [TAILRACE]: NOT_PARQUET,
    },
    file: TAILRACE,
    reason: /could not be read/,
  },
  {
    rule: 'XF-009',
    broken: 'a geometry row of the plant has a rejected height',
    files: {
      [HYDROS]: plants(validPlant(1, { specific_productivity_mw_per_m3s_per_m: 0.009 })),
      [MODELS]: models(constantProductivityEntry(1)),
      [GEOMETRY]: geometryRows([
        [1, 0, 300, 1],
        [1, 100, -310, 2],
      ]),
    },
    file: GEOMETRY,
    reason: /has 1 row whose values were rejected \(GEO-003, GEO-004\)/,
  },
  {
    rule: 'XF-010',
    broken: 'a hyperplane row has no hydro_id',
    files: { [HYDROS]: plants(fphaPlant, { ...fphaPlant, id: 2 }), [MODELS]: models(entry(1, 'fpha'), entry(2, 'fpha')), [HYPERPLANES]: hyperplaneTable([null, 2]) },
    file: HYPERPLANES,
    reason: /has 1 row without a hydro_id \(FPH-004\)/,
  },
  {
    rule: 'XF-010',
    broken: 'the hyperplane file has a syntax-level corruption',
    files: { [HYDROS]: plants(fphaPlant), [MODELS]: models(entry(1, 'fpha')), [HYPERPLANES]: NOT_PARQUET },
    file: HYPERPLANES,
    reason: /could not be read/,
  },
  {
    rule: 'XF-011',
    broken: "the fpha plant's production-model entry has a hydro_id that does not read (the plant would fall back to its entity model)",
    files: { [HYDROS]: plants(fphaPlant), [MODELS]: models(entry('1', 'fpha', { fpha_config: { source: 'computed' } })), [GEOMETRY]: curves(1) },
    file: MODELS,
    reason: /without a valid hydro_id/,
  },
  {
    rule: 'XF-012',
    broken: 'a stage id is declared twice',
    files: { [STAGES]: repeatedStageId, [HYDROS]: plants(fphaPlant), [MODELS]: models(entry(1, 'fpha')), [HYPERPLANES]: hyperplaneTable([1]) },
    file: STAGES,
    reason: /declares stage id 1 twice/,
  },
  {
    rule: 'XF-013',
    broken: 'the season a seasonal entry names has an id that does not read',
    files: {
      [STAGES]: stages((s) => (s.season_definitions = monthlyMap('2'))),
      ...constantPlant,
      [MODELS]: models({
        hydro_id: 1,
        selection_mode: 'seasonal',
        default_model: 'constant_productivity',
        seasons: [{ season_id: 2, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 }],
      }),
      [PRODUCTIVITY]: productivityTable([[1, null, 0.9, null]]),
    },
    file: STAGES,
    reason: /season_definitions\.seasons\[2\] that could not be read as a season/,
  },
  {
    rule: 'XF-014',
    broken: 'a stage id is declared twice',
    files: { [STAGES]: repeatedStageId, ...constantPlant },
    file: STAGES,
    reason: /declares stage id 1 twice/,
  },
  {
    rule: 'XF-015',
    broken: 'the stage a productivity row names has an id that does not read',
    files: { [STAGES]: unreadableStageId, ...constantPlant, [PRODUCTIVITY]: productivityTable([[1, 2, null, null]]) },
    file: STAGES,
    reason: /stages\[2\] without a valid id \(STG-030\)/,
  },
  {
    rule: 'XF-016',
    broken: "the anticipated thermal's id is declared twice",
    files: { [THERMALS]: thermals({ id: 3, name: 'T3' }, anticipated(3, 2)) },
    file: THERMALS,
    reason: /declares thermal id 3 twice \(thermals\[0\] and thermals\[1\]\)/,
  },
  {
    rule: 'XF-017',
    broken: 'a stage id is declared twice (the known false error on a correct post-study calendar)',
    files: { [STAGES]: repeatedStageId, [POST]: postStudy(3, []) },
    file: STAGES,
    reason: /declares stage id 1 twice/,
  },
  {
    rule: 'XF-017',
    broken: "the last stage's end_date does not read",
    files: { [STAGES]: unreadableEndDate, [POST]: postStudy(3, []) },
    file: STAGES,
    reason: /stage 2 without a valid end_date \(STG-033\)/,
  },
  {
    rule: 'XF-017',
    broken: 'the first post-study start_date does not read',
    files: { [POST]: { stages: [{ start_date: 'April 1st', duration_hours: 720 }], thermal_bounds: [] } },
    file: POST,
    reason: /no valid start_date on its first stage \(PST-010\)/,
  },
  {
    rule: 'XF-018',
    broken: "the bounded thermal's id is declared twice, once without anticipated_config",
    files: { [THERMALS]: thermals({ id: 3, name: 'T3' }, anticipated(3, 1)), [POST]: postStudy(3, [0]) },
    file: THERMALS,
    reason: /declares thermal id 3 twice/,
  },
  {
    rule: 'XF-018',
    broken: 'the bounded thermal has an id that does not read',
    files: { [THERMALS]: thermals({ ...anticipated(3, 1), id: '3' }), [POST]: postStudy(3, [0]) },
    file: THERMALS,
    reason: /thermals\[0\] without a valid id/,
  },
  {
    rule: 'XF-019',
    broken: 'a stage id is declared twice',
    files: { [STAGES]: repeatedStageId, [THERMALS]: thermals(anticipated(3, 2)), [POST]: postStudy(3, [0]) },
    file: STAGES,
    reason: /declares stage id 1 twice/,
  },
  {
    rule: 'XF-019',
    broken: 'post_study_stages.json has a syntax error',
    files: { [THERMALS]: thermals(anticipated(3, 2)), [POST]: SYNTAX_ERROR },
    file: POST,
    reason: /has a syntax error/,
  },
  {
    rule: 'XF-020',
    broken: 'a stage id is declared twice',
    files: { [STAGES]: stages((s) => ((s.stages[2].id = 1), s.policy_graph.transitions.pop(), (s.stages[0].sampling_method = 'selective'))) },
    file: STAGES,
    reason: /declares stage id 1 twice/,
  },
  {
    rule: 'XF-020',
    broken: 'config.json has a syntax error',
    files: { [STAGES]: stages((s) => (s.stages[0].sampling_method = 'selective')), [CONFIG]: SYNTAX_ERROR },
    file: CONFIG,
    reason: /has a syntax error/,
  },
  {
    rule: 'XF-021',
    broken: 'a stage id is declared twice',
    files: { [STAGES]: stages((s) => ((s.stages[2].id = 1), s.policy_graph.transitions.pop(), (s.stages[0].sampling_method = 'historical_residuals'))) },
    file: STAGES,
    reason: /declares stage id 1 twice/,
  },
  {
    rule: 'XF-021',
    broken: 'the season map cannot say which season March is',
    files: { [STAGES]: stages((s) => ((s.season_definitions = monthlyMap('2')), (s.stages[0].sampling_method = 'historical_residuals'))), [HISTORY]: EMPTY_HISTORY },
    file: STAGES,
    reason: /could not be read as a season/,
  },
  {
    rule: 'XF-022',
    broken: 'a stage id is declared twice',
    files: {
      [STAGES]: stages((s) => ((s.stages[2].id = 1), s.policy_graph.transitions.pop(), (s.stages[0].sampling_method = 'selective'))),
      [CONFIG]: scenarioSourceConfig({ inflow: 'out_of_sample' }),
    },
    file: STAGES,
    reason: /declares stage id 1 twice/,
  },
  {
    rule: 'XF-023',
    broken: 'stages.json has a syntax error',
    files: { [STAGES]: SYNTAX_ERROR, [HISTORY]: EMPTY_HISTORY },
    file: STAGES,
    reason: /has a syntax error/,
  },
  {
    rule: 'XF-024',
    broken: 'the season map cannot say which season March is (so stage 2 would seem to have none)',
    files: { [STAGES]: stages((s) => (s.season_definitions = monthlyMap('2'))), [CONFIG]: scenarioSourceConfig({ inflow: 'historical' }) },
    file: STAGES,
    reason: /seasons\[2\] that could not be read as a season/,
  },
  {
    rule: 'XF-024',
    broken: 'a stage deriving its season has no valid start_date',
    files: {
      [STAGES]: stages((s) => ((s.season_definitions = monthlyMap()), (s.stages[2].start_date = 'March'))),
      [CONFIG]: scenarioSourceConfig({ inflow: 'historical' }),
    },
    file: STAGES,
    reason: /stage 2 without a valid start_date/,
  },
  {
    rule: 'XF-024',
    broken: "the March season repeats February's id, so the map drops it",
    files: { [STAGES]: stages((s) => (s.season_definitions = monthlyMap(1))), [CONFIG]: scenarioSourceConfig({ inflow: 'historical' }) },
    file: STAGES,
    reason: /declares season id 1 twice \(season_definitions\.seasons\[1\] and season_definitions\.seasons\[2\]\) \(STG-072\)/,
  },
  {
    rule: 'XF-025',
    broken: 'policy_graph.nodes is not an array',
    files: { [STAGES]: stages((s) => (s.policy_graph.nodes = { id: 100, stage_id: 0 })), [CONFIG]: scenarioSourceConfig({ load: 'external' }), [EXT_LOAD]: externalLoad },
    file: STAGES,
    reason: /policy_graph\.nodes that is not an array \(STG-013\)/,
  },
  {
    rule: 'XF-026',
    broken: 'policy_graph is not an object',
    files: { [STAGES]: stages((s) => (s.policy_graph = 'chain')) },
    file: STAGES,
    reason: /no valid policy_graph object \(STG-002\)/,
  },
  {
    rule: 'XF-027',
    broken: 'the plant with backwater families is declared twice, once with a downstream plant',
    files: {
      [HYDROS]: plants(validPlant(1), validPlant(1, { downstream_id: 2 }), validPlant(2)),
      [MODELS]: models(constantProductivityEntry(1), constantProductivityEntry(2)),
      [TAILRACE]: tailraceTable([1], 240),
    },
    file: HYDROS,
    reason: /declares hydro id 1 twice/,
  },
  {
    rule: 'XF-029',
    broken: "the plant's production-model entry has a hydro_id that does not read",
    files: { [HYDROS]: plants(validPlant(1)), [MODELS]: models({ ...constantProductivityEntry(1), hydro_id: 1.5 }) },
    file: MODELS,
    reason: /production_models\[0\] without a valid hydro_id/,
  },
  {
    rule: 'XF-029',
    broken: "the productivity file repeats the plant's all-stages row, the first one without a value",
    files: {
      [HYDROS]: plants(validPlant(1)),
      [MODELS]: models(entry(1, 'constant_productivity')),
      [PRODUCTIVITY]: productivityTable([
        [1, null, null, null],
        [1, null, 0.9, null],
      ]),
    },
    file: PRODUCTIVITY,
    reason: /has 1 row without a hydro_id or repeating a \(hydro_id, stage_id\) pair \(PRD-004, PRD-009\)/,
  },
  // The REF rules (decision D31).
  {
    rule: 'REF-001',
    broken: 'a bus has an id that does not read',
    files: { [BUSES]: { buses: [{ id: 'B0', name: 'B0' }] }, [THERMALS]: thermals(fullThermal(0, { bus_id: 7 })) },
    file: BUSES,
    reason: /buses\[0\] without a valid id \(BUS-010\)/,
  },
  {
    rule: 'REF-002',
    broken: 'buses.json has a syntax error',
    files: { [BUSES]: SYNTAX_ERROR, [LINES]: { lines: [line(0, { target_bus_id: 7 })] } },
    file: BUSES,
    reason: /has a syntax error/,
  },
  {
    rule: 'REF-003',
    broken: 'the plant a pumping station names has an id that does not read',
    files: { [HYDROS]: plants(fullHydro(0), { ...fullHydro(1), id: '1' }), [PUMPING]: { pumping_stations: [pumpingStation(0, { destination_hydro_id: 7 })] } },
    file: HYDROS,
    reason: /hydros\[1\] without a valid id/,
  },
  {
    rule: 'REF-004',
    broken: 'a stage id is declared twice',
    files: { [STAGES]: repeatedStageId, [HYDROS]: plants(fullHydro(0, { filling: { start_stage_id: 9 } })), [MODELS]: models(constantProductivityEntry(0)) },
    file: STAGES,
    reason: /declares stage id 1 twice/,
  },
  {
    rule: 'GEO-012',
    broken: 'a hydro id is declared twice',
    files: { [HYDROS]: plants(validPlant(1, { reservoir: { max_storage_hm3: 500 } }), validPlant(1)), [MODELS]: models(constantProductivityEntry(1)), [GEOMETRY]: curves(1) },
    file: HYDROS,
    reason: /declares hydro id 1 twice/,
  },
  {
    rule: 'REF-100',
    broken: 'the plant an inflow statistics row names has an id that does not read',
    files: { [HYDROS]: plants({ ...validPlant(5), id: '5' }), [INFLOW_STATS]: statsTable(plantStatsRows(5)) },
    file: HYDROS,
    reason: /hydros\[0\] without a valid id/,
  },
  {
    rule: 'REF-101',
    broken: 'the stage an inflow statistics row names has an id that does not read',
    files: { [STAGES]: unreadableStageId, ...constantPlant, [INFLOW_STATS]: statsTable(plantStatsRows(1)) },
    file: STAGES,
    reason: /stages\[2\] without a valid id \(STG-030\)/,
  },
  {
    rule: 'REF-102',
    broken: 'an inflow statistics row has a null hydro_id',
    files: { ...constantPlant, [INFLOW_STATS]: statsTable([[null, 0, 100, 10], ...plantStatsRows(1).slice(1)]) },
    file: INFLOW_STATS,
    reason: /has 1 row without a hydro_id or stage_id \(SCN-002\)/,
  },
  {
    rule: 'REF-103',
    broken: 'the plant an AR coefficient row names has an id that does not read',
    files: { [HYDROS]: plants({ ...validPlant(5), id: '5' }), [AR_COEFFICIENTS]: arTable(plantArRows(5)) },
    file: HYDROS,
    reason: /hydros\[0\] without a valid id/,
  },
  {
    rule: 'REF-104',
    broken: 'an AR coefficient row has a null stage_id',
    files: { ...constantPlant, [INFLOW_STATS]: statsTable(plantStatsRows(1)), [AR_COEFFICIENTS]: arTable([[1, null, 1, 0.5, 0.8], ...plantArRows(1)]) },
    file: AR_COEFFICIENTS,
    reason: /has 1 row without a hydro_id or stage_id \(SCN-011\)/,
  },
  // The scenarios/ JSON files (decision D31).
  {
    rule: 'REF-120',
    broken: 'a plant a correlation entity could name has an id that does not read',
    files: { [HYDROS]: plants(fullHydro(0), { ...fullHydro(1), id: '1' }), [CORRELATION]: correlationOf('inflow', [0, 7]) },
    file: HYDROS,
    reason: /hydros\[1\] without a valid id/,
  },
  {
    rule: 'REF-121',
    broken: 'a stage id is declared twice',
    files: { [STAGES]: repeatedStageId, [CORRELATION]: { ...correlationOf('load', [0, 1]), schedule: [{ stage_id: 9, profile_name: 'default' }] } },
    file: STAGES,
    reason: /declares stage id 1 twice/,
  },
  {
    rule: 'REF-122',
    broken: 'a bus has an id that does not read',
    files: { [BUSES]: { buses: [{ id: 'B0', name: 'B0' }] }, [LOAD_FACTORS]: { load_factors: [{ bus_id: 7, stage_id: 0, block_factors: [{ block_id: 0, factor: 1.0 }] }] } },
    file: BUSES,
    reason: /buses\[0\] without a valid id \(BUS-010\)/,
  },
  ...(['REF-123', 'REF-124'] as const).map((rule) => ({
    rule,
    broken: 'a stage id is declared twice',
    files: { [STAGES]: repeatedStageId, [LOAD_FACTORS]: { load_factors: [{ bus_id: 0, stage_id: 9, block_factors: [{ block_id: 5, factor: 1.0 }] }] } },
    file: STAGES,
    reason: /declares stage id 1 twice/,
  })),
  {
    rule: 'REF-125',
    broken: 'a source has an id that does not read',
    files: { [NCS]: { non_controllable_sources: [{ ...ncsSource(0), id: 'x' }] }, [NCS_FACTORS]: { non_controllable_factors: [{ ncs_id: 7, stage_id: 0, block_factors: [] }] } },
    file: NCS,
    reason: /non_controllable_sources\[0\] without a valid id \(NCS-010\)/,
  },
  {
    rule: 'REF-126',
    broken: 'a stage id is declared twice',
    files: {
      [STAGES]: repeatedStageId,
      [NCS]: { non_controllable_sources: [ncsSource(0)] },
      [NCS_FACTORS]: { non_controllable_factors: [{ ncs_id: 0, stage_id: 9, block_factors: [] }] },
    },
    file: STAGES,
    reason: /declares stage id 1 twice/,
  },
  // constraints/ (decision D31).
  {
    rule: 'REF-140',
    broken: 'the source an ncs_bounds row names has an id that does not read',
    files: { [NCS]: { non_controllable_sources: [ncsSource(0, { id: '0' })] }, [CASE_FILES.ncsBounds]: constraintTable('ncs_id', 'available_generation_mw') },
    file: NCS,
    reason: /non_controllable_sources\[0\] without a valid id \(NCS-010\)/,
  },
  {
    rule: 'REF-141',
    broken: 'the stage a thermal_bounds row names has an id that does not read',
    files: { [STAGES]: unreadableStageId, [THERMALS]: thermals(fullThermal(0)), [CASE_FILES.thermalBounds]: constraintTable('thermal_id', 'max_generation_mw') },
    file: STAGES,
    reason: /stages\[2\] without a valid id \(STG-030\)/,
  },
  {
    rule: 'REF-142',
    broken: 'the ncs_bounds table has a mistyped column',
    files: {
      [NCS]: { non_controllable_sources: [ncsSource(0)] },
      [CASE_FILES.ncsBounds]: parquetBytes([
        { name: 'ncs_id', type: 'Int32', values: [0] },
        { name: 'stage_id', type: 'Int64', values: [9] },
        { name: 'available_generation_mw', type: 'Float64', values: [1] },
      ]),
    },
    file: CASE_FILES.ncsBounds,
    reason: /has missing or mistyped columns/,
  },
  {
    rule: 'REF-143',
    broken: 'generic_constraint_bounds.parquet is not Parquet',
    files: { [CASE_FILES.genericBounds]: NOT_PARQUET },
    file: CASE_FILES.genericBounds,
    reason: /could not be read/,
  },
  {
    rule: 'REF-144',
    broken: 'the thermal a term names has an id that does not read',
    files: { [THERMALS]: thermals(fullThermal(0, { id: 'T0' })), [CASE_FILES.genericConstraints]: genericConstraint('thermal_generation(0)') },
    file: THERMALS,
    reason: /thermals\[0\] without a valid id/,
  },
  {
    rule: 'REF-145',
    broken: 'pumping_stations.json has a syntax error',
    files: { [PUMPING]: SYNTAX_ERROR, [CASE_FILES.genericConstraints]: genericConstraint('pumping_flow(3)') },
    file: PUMPING,
    reason: /has a syntax error/,
  },
  {
    rule: 'REF-146',
    broken: 'a line has an id that does not read',
    files: {
      [LINES]: { lines: [line(0, { id: null })] },
      [CASE_FILES.exchangeFactors]: { exchange_factors: [{ line_id: 3, stage_id: 0, block_factors: [] }] },
    },
    file: LINES,
    reason: /lines\[0\] without a valid id \(LIN-010\)/,
  },
  ...(['REF-105', 'REF-106'] as const).map((rule) => ({
    rule,
    broken: 'an inflow history row has a null hydro_id',
    // The statistics are given, so the model is not estimated and the season map is not needed (XF-023).
    files: {
      ...constantPlant,
      [INFLOW_STATS]: statsTable(plantStatsRows(1)),
      [AR_COEFFICIENTS]: arTable(plantArRows(1)),
      [HISTORY]: rowsTable(HISTORY_COLUMNS, [
        [null, '2020-01-01', 1],
        [1, '2020-02-01', 1],
      ]),
    },
    file: HISTORY,
    reason: /has 1 row without a hydro_id or date \(SCN-031\)/,
  })),
  ...(['REF-107', 'REF-108'] as const).map((rule) => ({
    rule,
    broken: 'an annual component row has a null stage_id',
    files: {
      ...constantPlant,
      [INFLOW_STATS]: statsTable(plantStatsRows(1)),
      [ANNUAL]: rowsTable(ANNUAL_COLUMNS, [
        [1, null, 0.1, 100, 10],
        [1, 0, 0.1, 100, 10],
      ]),
    },
    file: ANNUAL,
    reason: /has 1 row without a hydro_id or stage_id \(SCN-041\)/,
  })),
  ...(['REF-109', 'REF-110'] as const).map((rule) => ({
    rule,
    broken: 'an opening row has a null stage_id',
    files: {
      ...constantPlant,
      [NOISE]: rowsTable(NOISE_COLUMNS, [
        [null, 0, 0, 0.1],
        [0, 1, 0, 0.1],
        [0, 0, 1, 0.1],
      ]),
    },
    file: NOISE,
    reason: /has 1 row without a stage_id, opening_index or entity_index \(SCN-051\)/,
  })),
  ...(
    [
      ['REF-111', EXT_INFLOW, 'hydro_id', 'value_m3s', 'SCN-101', 'a hydro_id'],
      ['REF-112', EXT_LOAD, 'bus_id', 'value_mw', 'SCN-106', 'a bus_id'],
      ['REF-113', EXT_NCS, 'ncs_id', 'value', 'SCN-111', 'an ncs_id'],
    ] as const
  ).map(([rule, file, entity, value, nullRule, what]) => ({
    rule,
    broken: `an external scenario row has a null ${entity}`,
    files: {
      [file]: rowsTable(
        [
          ['stage_id', 'Int32'],
          ['scenario_id', 'Int32'],
          [entity, 'Int32'],
          [value, 'Float64'],
        ],
        [[0, 0, null, 1]],
      ),
    },
    file,
    reason: new RegExp(`has 1 row without ${what} \\(${nullRule}\\)`),
  })),
  {
    rule: 'REF-114',
    broken: 'an NCS statistics row has a null ncs_id',
    files: { [NCS_STATS]: rowsTable(NCS_COLUMNS, [[null, 0, 0.5, 0.1]]) },
    file: NCS_STATS,
    reason: /has 1 row without an ncs_id or stage_id \(SCN-121\)/,
  },
  ...(['REF-127', 'REF-128', 'REF-129', 'REF-132'] as const).map((rule) => ({
    rule,
    broken: 'an inflow history row has a null hydro_id',
    // Estimated from the history (no statistics), with a season map: the seasons of the plant's rows are judged once they all name a plant.
    files: {
      ...constantPlant,
      [STAGES]: stages((s) => (s.season_definitions = monthlyMap())),
      [HISTORY]: rowsTable(HISTORY_COLUMNS, [
        [null, '2020-01-01', 1],
        [1, '2020-02-01', 1],
      ]),
    },
    file: HISTORY,
    reason: /has 1 row without a hydro_id or date \(SCN-031\)/,
  })),
  ...(['REF-127', 'REF-128', 'REF-129', 'REF-132'] as const).map((rule) => ({
    rule,
    broken: 'the season map cannot say which season March is',
    files: {
      ...constantPlant,
      [STAGES]: stages((s) => (s.season_definitions = monthlyMap('2'))),
      [HISTORY]: rowsTable(HISTORY_COLUMNS, [[1, '2020-02-01', 1]]),
    },
    file: STAGES,
    reason: /could not be read as a season/,
  })),
  ...(['REF-115', 'REF-116'] as const).map((rule) => ({
    rule,
    broken: 'a load statistics row has a null bus_id',
    files: {
      [LOAD_STATS]: rowsTable(LOAD_COLUMNS, [
        [null, 0, 500, 0],
        [0, 0, 500, 0],
      ]),
    },
    file: LOAD_STATS,
    reason: /has 1 row without a bus_id or stage_id \(SCN-021\)/,
  })),
  ...(['REF-117', 'REF-118', 'REF-119', 'REF-130'] as const).map((rule) => ({
    rule,
    broken: 'past_inflows names plant 1 twice',
    files: lagsWithRepeatedPastInflows(),
    file: INITIAL,
    reason: /declares hydro_id 1 twice \(past_inflows\[0\] and past_inflows\[1\]\) \(INI-002, INI-004\)/,
  })),
  {
    rule: 'REF-131',
    broken: 'the external inflow table is not Parquet',
    files: { ...constantPlant, [CONFIG]: scenarioSourceConfig({ inflow: 'external' }), [EXT_INFLOW]: NOT_PARQUET },
    file: EXT_INFLOW,
    reason: /could not be read/,
  },
];

/** A correlation file with one group over `ids` of `type`, its matrix the identity. */
function correlationOf(type: string, ids: number[]): object {
  const matrix = ids.map((_, i) => ids.map((__, j) => (i === j ? 1.0 : 0.0)));
  return { method: 'spectral', profiles: { default: { correlation_groups: [{ name: 'g', entities: ids.map((id) => ({ type, id })), matrix }] } } };
}

/** A constraints/ table with one row for entity 0 at stage 0. */
function constraintTable(entity: string, value: string): Uint8Array {
  return parquetBytes([
    { name: entity, type: 'Int32', values: [0] },
    { name: 'stage_id', type: 'Int32', values: [0] },
    { name: value, type: 'Float64', values: [10] },
  ]);
}

function genericConstraint(expression: string): object {
  return { constraints: [{ id: 0, name: 'c', expression, sense: '<=', slack: { enabled: false } }] };
}

for (const row of ROWS) {
  test(`a broken input skips its checks (D28), ${row.rule}: ${row.broken}: skipped with a CASE-002 hint, errors only in ${row.file}`, async () => {
    const result = await validateFiles({ ...validCase(), ...row.files });
    const hint = expectDiagnostic(result, { code: 'CASE-002', file: row.file, message: row.reason });
    assert.ok(((hint.data?.skippedRules ?? []) as string[]).includes(row.rule), `the hint names ${row.rule}: ${hint.message}`);
    assert.match(hint.message, new RegExp(`cross-file checks? did not run: ${row.file.replace(/\./g, '\\.')} .*\\. Not checked: .*\\(${row.rule}\\)`));
    expectNoDiagnostic(result, row.rule);
    const elsewhere = result.diagnostics.filter((d) => d.file !== row.file && d.severity !== 'hint');
    assert.equal(elsewhere.length, 0, `only ${row.file} may carry errors or warnings:\n${renderDiagnostics(elsewhere)}`);
  });
}

test('broken inputs (D28): every cross-file check has a row above', () => {
  const covered = new Set(ROWS.map((row) => row.rule));
  const checks = new Set(crossFileChecks.flatMap((rule) => rule.ids));
  for (const id of checks) assert.ok(covered.has(id), `${id} has no broken-input row`);
});

test("broken inputs (D28): XF-028 is hover semantics, and XF-030 to XF-033 are the registry files' own checks: none is a cross-file check to skip", async () => {
  const checks = new Set(crossFileChecks.flatMap((rule) => rule.ids));
  for (const id of ['XF-028', 'XF-030', 'XF-031', 'XF-032', 'XF-033'] as const) {
    assert.ok(!checks.has(id), id);
    assert.ok(
      ruleCatalog.some((rule) => rule.id === id),
      id,
    );
  }
  // A broken lead (XF-030) stays on thermals.json; the coverage checks skip that thermal (D7), nothing else fires.
  const lead = await validateFiles({ ...validCase(), [THERMALS]: thermals({ id: 3, anticipated_config: { lead_stages: 'two' } }) });
  expectDiagnostic(lead, { code: 'XF-030', file: THERMALS });
  assert.deepEqual(
    lead.diagnostics.filter((d) => d.file !== THERMALS && d.severity !== 'hint'),
    [],
  );
  // Two different specific productivities (XF-031) stay on hydros.json.
  const twice = await validateFiles({
    ...validCase(),
    [HYDROS]: plants(validPlant(1, { specific_productivity_mw_per_m3s_per_m: 0.009, generation: { specific_productivity_mw_per_m3s_per_m: 0.008 } })),
    [MODELS]: models(constantProductivityEntry(1)),
    [GEOMETRY]: curves(1),
  });
  expectDiagnostic(twice, { code: 'XF-031', file: HYDROS });
  assert.deepEqual(
    twice.diagnostics.filter((d) => d.file !== HYDROS && d.severity !== 'hint'),
    [],
  );
});

// Not over-skipped: errors on facts a rule does not join leave it running --------------------

interface NearMiss {
  name: string;
  files: CaseFiles;
  /** The rule that still runs, and fires, in `file`. */
  fires: RuleId;
  file: string;
}

const NEAR_MISSES: NearMiss[] = [
  {
    name: 'a bad risk_measure on one stage (STG-045) leaves XF-017 running',
    files: { [STAGES]: stages((s) => (s.stages[1].risk_measure = 'worst_case')), [POST]: { stages: [{ start_date: '2024-05-01', duration_hours: 720 }], thermal_bounds: [] } },
    fires: 'XF-017',
    file: POST,
  },
  {
    name: 'overlapping study stages (STG-087, a hint) leave XF-017 running: the horizon end is still the latest end_date (D14)',
    files: { [STAGES]: stages((s) => (s.stages[1].end_date = '2024-03-15')), [POST]: { stages: [{ start_date: '2024-05-01', duration_hours: 720 }], thermal_bounds: [] } },
    fires: 'XF-017',
    file: POST,
  },
  {
    name: 'a season id declared twice, with no seasonal production-model entry, leaves XF-029 running',
    files: {
      [STAGES]: stages(
        (s) =>
          (s.season_definitions = {
            cycle_type: 'monthly',
            seasons: [
              { id: 0, label: 'a', month_start: 1 },
              { id: 0, label: 'b', month_start: 2 },
            ],
          }),
      ),
      [HYDROS]: plants(validPlant(1)),
      [MODELS]: models(entry(1, 'constant_productivity')),
    },
    fires: 'XF-029',
    file: MODELS,
  },
  {
    name: 'a season id declared twice leaves XF-013 running: the set of season ids is still known',
    files: {
      [STAGES]: stages((s) => (s.season_definitions = monthlyMap(1))),
      ...constantPlant,
      [MODELS]: models({
        hydro_id: 1,
        selection_mode: 'seasonal',
        default_model: 'constant_productivity',
        seasons: [{ season_id: 20, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 }],
      }),
    },
    fires: 'XF-013',
    file: MODELS,
  },
  {
    name: 'a policy node id declared twice (STG-014) leaves XF-025 running',
    files: {
      [STAGES]: stages((s) => {
        s.policy_graph.nodes = [
          { id: 100, stage_id: 0 },
          { id: 100, stage_id: 1 },
          { id: 102, stage_id: 2 },
        ];
        s.policy_graph.transitions = [{ source_id: 100, target_id: 102, probability: 1.0 }];
      }),
      [CONFIG]: scenarioSourceConfig({ load: 'external' }),
      [EXT_LOAD]: externalLoad,
    },
    fires: 'XF-025',
    file: STAGES,
  },
  {
    name: 'a plant declared with two production-model entries leaves XF-001 running for another plant without one',
    files: {
      [HYDROS]: plants(validPlant(1), validPlant(2, { generation: { model: 'fpha' } })),
      [MODELS]: models(constantProductivityEntry(1), constantProductivityEntry(1)),
      [HYPERPLANES]: hyperplaneTable([2]),
    },
    fires: 'XF-001',
    file: HYDROS,
  },
  {
    name: 'a hydros.json entry without an id leaves XF-006 running for the plants that have one',
    files: { [HYDROS]: plants({ name: 'no id' }, validPlant(1, { evaporation: { coefficients_mm: Array(12).fill(1) } })), [MODELS]: models(constantProductivityEntry(1)) },
    fires: 'XF-006',
    file: HYDROS,
  },
];

for (const miss of NEAR_MISSES) {
  test(`broken input near miss (D28): ${miss.name}`, async () => {
    const result = await validateFiles({ ...validCase(), ...miss.files });
    expectDiagnostic(result, { code: miss.fires, file: miss.file });
    const hints = result.diagnostics.filter((d) => d.code === 'CASE-002' && ((d.data?.skippedRules ?? []) as string[]).includes(miss.fires));
    assert.deepEqual(hints, [], `${miss.fires} is not skipped`);
  });
}
