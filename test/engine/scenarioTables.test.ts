// The scenarios/ row tables (inflow history, annual component, opening tree, external scenarios,
// NCS statistics: SCN-030..084) and the rules joining them and initial_conditions.json with the case
// (REF-105..121): each rule's failing example reported at its file and row and column (or JSON
// path), its passing twin free of every SCN and REF problem; then mutations of the real Cobre
// examples' scenario tables and past inflows, each reported at its file, row and column.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleExamples } from '../../shared/rules/examples/index';
import type { RuleId } from '../../shared/rules';
import type { ValidationResult } from '../../shared/engine/validate';
import { validateCase } from '../../shared/engine/validate';
import { exampleCaseFiles } from '../support/exampleCase';
import { validateFiles } from '../support/cases';
import { expectDiagnostic, renderDiagnostics, type Expected } from '../support/assertions';
import { parquetBytes, type ColumnSpec, type ColumnType } from '../support/parquet';
import { exampleTableRows, validateMutatedExample } from '../support/exampleTables';
import { testExampleMutations } from '../support/exampleMutations';
import { examplesDir } from '../support/cli';
import { join } from 'node:path';

const HISTORY = 'scenarios/inflow_history.parquet';
const ANNUAL = 'scenarios/inflow_annual_component.parquet';
const NOISE = 'scenarios/noise_openings.parquet';
const EXT_INFLOW = 'scenarios/external_inflow_scenarios.parquet';
const EXT_LOAD = 'scenarios/external_load_scenarios.parquet';
const EXT_NCS = 'scenarios/external_ncs_scenarios.parquet';
const NCS_STATS = 'scenarios/non_controllable_stats.parquet';
const LOAD_STATS = 'scenarios/load_seasonal_stats.parquet';
const INFLOW_STATS = 'scenarios/inflow_seasonal_stats.parquet';
const INITIAL = 'initial_conditions.json';

const ours = (result: ValidationResult | readonly ValidationResult['diagnostics'][number][]) =>
  ('diagnostics' in result ? result.diagnostics : result).filter((d) => /^(SCN|REF)-/.test(d.code));

// Each rule's failing example, where the engine must place it ------------------------------------

type Where = Omit<Expected, 'code'>;
const at = (file: string, row: number | null, column: string, extra: Where = {}): Where => ({ file, row, column, ...extra });
const table = (file: string, column: string, message?: string): Where => ({ file, row: null, column, ...(message ? { message } : {}) });

const FAILING: Record<string, Where> = {
  'SCN-030': table(HISTORY, 'date', 'column "date" must be Date32, got Utf8'),
  'SCN-031': at(HISTORY, 2, 'value_m3s'),
  'SCN-032': at(HISTORY, 5, 'value_m3s', { message: 'value_m3s must be finite, got NaN' }),
  'SCN-033': at(HISTORY, 24, 'date', { message: 'hydro 1 on 2023-01-01 has a second row (first at row 12)' }),
  'SCN-040': table(ANNUAL, 'annual_std_m3s', 'must be Float64, got Float32'),
  'SCN-041': at(ANNUAL, 1, 'annual_coefficient'),
  'SCN-042': at(ANNUAL, 0, 'annual_coefficient'),
  'SCN-043': at(ANNUAL, 2, 'annual_mean_m3s'),
  'SCN-044': at(ANNUAL, 1, 'annual_std_m3s', { message: 'annual_std_m3s must be finite and > 0, got 0' }),
  'SCN-045': at(ANNUAL, 3, 'stage_id', { message: 'hydro 1 at stage 2 has a second row (first at row 2)' }),
  'SCN-050': table(NOISE, 'opening_index', 'must be UInt32, got Int32'),
  'SCN-051': at(NOISE, 1, 'value'),
  'SCN-052': at(NOISE, 4, 'value'),
  'SCN-053': at(NOISE, 2, 'opening_index', { rows: [[2, 3]], count: 2, message: 'stage 1 lists 2 openings numbered 1, 2: they must be 0 to 1 (0 missing, 2 beyond)' }),
  'SCN-054': at(NOISE, 10, 'entity_index', { message: 'opening 1 of stage 2 has entity 1 missing' }),
  'SCN-100': table(EXT_INFLOW, 'hydro_id', 'must be Int32, got Int64'),
  'SCN-101': at(EXT_INFLOW, 1, 'value_m3s'),
  'SCN-102': at(EXT_INFLOW, 0, 'scenario_id', {
    rows: [
      [0, 0],
      [2, 2],
      [4, 4],
    ],
    count: 3,
  }),
  'SCN-103': at(EXT_INFLOW, 4, 'value_m3s'),
  'SCN-104': at(EXT_INFLOW, 6, 'hydro_id', { message: 'hydro 1 in scenario 1 at stage 1 has a second row (first at row 3)' }),
  'SCN-105': table(EXT_LOAD, 'bus_id'),
  'SCN-106': at(EXT_LOAD, 1, 'value_mw'),
  'SCN-107': at(EXT_LOAD, 0, 'scenario_id', { count: 3 }),
  'SCN-108': at(EXT_LOAD, 4, 'value_mw'),
  'SCN-109': at(EXT_LOAD, 6, 'bus_id'),
  'SCN-110': table(EXT_NCS, 'ncs_id'),
  'SCN-111': at(EXT_NCS, 1, 'value'),
  'SCN-112': at(EXT_NCS, 0, 'scenario_id', { count: 3 }),
  'SCN-113': at(EXT_NCS, 4, 'value'),
  'SCN-114': at(EXT_NCS, 6, 'ncs_id'),
  'SCN-120': table(NCS_STATS, 'ncs_id'),
  'SCN-121': at(NCS_STATS, 0, 'std'),
  'SCN-122': at(NCS_STATS, 1, 'mean', { message: 'mean must be in [0, 1], got 45' }),
  'SCN-123': at(NCS_STATS, 2, 'std'),
  'SCN-124': at(NCS_STATS, 3, 'stage_id'),
  'REF-105': at(HISTORY, 24, 'hydro_id', { rows: [[24, 47]], count: 24, message: 'hydro_id 2 names no plant of system/hydros.json' }),
  'REF-106': table(HISTORY, 'hydro_id', 'hydro 2 has no observation in the inflow history'),
  'REF-127': at(HISTORY, 0, 'date', {
    rows: [[0, 23]],
    count: 24,
    message: 'hydro 1 has 2 observations in each of seasons 0-11 (12 seasons), but estimation.min_observations_per_season asks for at least 12',
  }),
  'REF-128': { file: 'stages.json', path: 'season_definitions.seasons[5]', message: 'season 5 (June) has no observation in scenarios/inflow_history.parquet' },
  'REF-129': at(HISTORY, 12, 'date', {
    rows: [[12, 22]],
    count: 11,
    message: 'hydro 1 has no observation for season 5 in year 2023, between its first and last years (2022 and 2024)',
  }),
  'REF-132': at(HISTORY, 0, 'date', {
    rows: [[0, 23]],
    count: 24,
    message: 'hydro 1 has several observations in one season of one year for 8 (season, year) pairs, up to 3 (season 0 of 2022)',
  }),
  'REF-107': at(ANNUAL, 3, 'hydro_id', { rows: [[3, 5]], count: 3 }),
  'REF-108': at(ANNUAL, 3, 'stage_id', { rows: [[3, 5]], count: 3, message: 'hydro 2 has an annual component for stages 0-2 (3 stages)' }),
  'REF-109': table(NOISE, 'stage_id', 'the opening tree has openings for stages 0-1 (2 stages) but stages.json has study stages 0-2 (3 study stages)'),
  'REF-110': table(NOISE, 'entity_index', 'the opening tree has 2 entity indices but the case has 1 random variable: 1 plant and no bus with a random load'),
  'REF-111': at(EXT_INFLOW, 1, 'hydro_id', { count: 6 }),
  'REF-112': at(EXT_LOAD, 1, 'bus_id', { count: 6, message: 'bus_id 5 names no bus of system/buses.json' }),
  'REF-113': at(EXT_NCS, 1, 'ncs_id', { count: 6 }),
  'REF-114': at(NCS_STATS, 3, 'ncs_id', { rows: [[3, 5]], count: 3 }),
  'REF-115': at(LOAD_STATS, 6, 'bus_id', { rows: [[6, 8]], count: 3 }),
  'REF-116': table(LOAD_STATS, 'bus_id', 'bus 1 has no load statistics for study stages 0-2 (3 study stages)'),
  'REF-117': { file: INITIAL, path: 'past_inflows', message: 'past_inflows is empty' },
  'REF-118': { file: INITIAL, path: 'past_inflows[0].values_m3s', message: 'hydro 1 has AR order 2 but past_inflows gives only 1 value' },
  'REF-119': { file: INITIAL, path: 'past_inflows[1].hydro_id', message: 'past_inflows names hydro 9' },
  'REF-130': { file: INITIAL, path: 'past_inflows[0].season_ids[1]', message: 'season_id 12' },
  'REF-131': { file: 'config.json', path: 'training.scenario_source.inflow.scheme', message: 'scenarios/external_inflow_scenarios.parquet is absent' },
};

test('every new scenarios/ rule has a located failing example here', () => {
  const ids = Object.keys(ruleExamples).filter((id) => /^SCN-0[3-5]\d$|^SCN-1[0-2]\d$|^REF-1(0[5-9]|1\d|2[7-9]|3[0-2])$/.test(id));
  assert.deepEqual(ids.sort(), Object.keys(FAILING).sort());
});

for (const [id, where] of Object.entries(FAILING)) {
  test(`${id}: the failing example is reported at ${where.file} ${where.path ?? `row ${where.row} column ${where.column}`}; the passing one has no SCN or REF problem`, async () => {
    const example = ruleExamples[id]!;
    const failing = await validateFiles(exampleCaseFiles(example.failing));
    const found = failing.diagnostics.filter((d) => d.code === id);
    assert.equal(found.length, 1, `one ${id}:\n${renderDiagnostics(failing.diagnostics)}`);
    expectDiagnostic(found, { code: id as RuleId, ...where });
    const passing = await validateFiles(exampleCaseFiles(example.passing));
    assert.deepEqual(ours(passing), [], renderDiagnostics(ours(passing)));
  });
}

test('REF-131 judges an explicit simulation source apart, and a present table with no row as missing', async () => {
  const example = ruleExamples['REF-131']!;
  const config = {
    training: { forward_passes: 1, stopping_rules: [{ type: 'iteration_limit', limit: 10 }] },
    simulation: { scenario_source: { seed: 1, load: { scheme: 'external' } } },
  };
  const emptyLoad = parquetBytes([
    { name: 'stage_id', type: 'Int32', values: [] },
    { name: 'scenario_id', type: 'Int32', values: [] },
    { name: 'bus_id', type: 'Int32', values: [] },
    { name: 'value_mw', type: 'Float64', values: [] },
  ]);
  const result = await validateFiles({ ...exampleCaseFiles(example.passing), 'config.json': config, [EXT_LOAD]: emptyLoad });
  expectDiagnostic(result, {
    code: 'REF-131',
    file: 'config.json',
    path: 'simulation.scenario_source.load.scheme',
    message: 'scenarios/external_load_scenarios.parquet holds no row',
  });
});

test('REF-110 counts the buses whose load is random (std_mw > 0), not the deterministic ones', async () => {
  const example = ruleExamples['REF-110']!;
  const load = (std: number) =>
    parquetBytes([
      { name: 'bus_id', type: 'Int32', values: [0, 0, 0, 1, 1, 1] },
      { name: 'stage_id', type: 'Int32', values: [0, 1, 2, 0, 1, 2] },
      { name: 'mean_mw', type: 'Float64', values: [800, 800, 800, 500, 500, 500] },
      { name: 'std_mw', type: 'Float64', values: [40, 40, 40, std, std, std] },
    ]);
  // Tree of 2 entities: plant 1 and bus 0 (random); bus 1 is deterministic.
  const clean = await validateFiles({ ...exampleCaseFiles(example.failing), [LOAD_STATS]: load(0) });
  assert.deepEqual(ours(clean), [], renderDiagnostics(ours(clean)));
  const oneTooMany = await validateFiles({ ...exampleCaseFiles(example.failing), [LOAD_STATS]: load(25) });
  expectDiagnostic(oneTooMany, {
    code: 'REF-110',
    file: NOISE,
    row: null,
    column: 'entity_index',
    message: 'the case has 3 random variables: 1 plant and buses 0-1 (2 buses) with a random load',
  });
});

test('REF-106 and REF-108 follow the loader: no estimation once both statistics tables hold rows; no orphan without any statistics row', async () => {
  const history = ruleExamples['REF-106']!;
  const stats = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: [1, 2] },
    { name: 'stage_id', type: 'Int32', values: [0, 0] },
    { name: 'mean_m3s', type: 'Float64', values: [100, 100] },
    { name: 'std_m3s', type: 'Float64', values: [10, 10] },
  ]);
  const ar = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: [1, 2] },
    { name: 'stage_id', type: 'Int32', values: [0, 0] },
    { name: 'lag', type: 'Int32', values: [1, 1] },
    { name: 'coefficient', type: 'Float64', values: [0.5, 0.5] },
    { name: 'residual_std_ratio', type: 'Float64', values: [0.8, 0.8] },
  ]);
  const estimated = await validateFiles({ ...exampleCaseFiles(history.failing), [INFLOW_STATS]: stats });
  expectDiagnostic(estimated, { code: 'REF-106', file: HISTORY, row: null, column: 'hydro_id' });
  const given = await validateFiles({ ...exampleCaseFiles(history.failing), [INFLOW_STATS]: stats, 'scenarios/inflow_ar_coefficients.parquet': ar });
  assert.ok(!given.diagnostics.some((d) => d.code === 'REF-106'), renderDiagnostics(ours(given)));
  const annual = ruleExamples['REF-108']!;
  const noStats = await validateFiles({ ...exampleCaseFiles(annual.failing), [INFLOW_STATS]: parquetBytes([]) });
  assert.ok(!noStats.diagnostics.some((d) => d.code === 'REF-108'));
});

const HISTORY_RULES = ['REF-127', 'REF-128', 'REF-129', 'REF-132'];
const historyFindings = (result: ValidationResult) => result.diagnostics.filter((d) => HISTORY_RULES.includes(d.code));

/** Fitted statistics and AR(1) coefficients of `plant` at the baseline's three study stages. */
const fittedTables = (plant: number) => ({
  [INFLOW_STATS]: parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: [plant, plant, plant] },
    { name: 'stage_id', type: 'Int32', values: [0, 1, 2] },
    { name: 'mean_m3s', type: 'Float64', values: [100, 100, 100] },
    { name: 'std_m3s', type: 'Float64', values: [10, 10, 10] },
  ]),
  'scenarios/inflow_ar_coefficients.parquet': parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: [plant, plant, plant] },
    { name: 'stage_id', type: 'Int32', values: [0, 1, 2] },
    { name: 'lag', type: 'Int32', values: [1, 1, 1] },
    { name: 'coefficient', type: 'Float64', values: [0.5, 0.5, 0.5] },
    { name: 'residual_std_ratio', type: 'Float64', values: [0.8, 0.8, 0.8] },
  ]),
});

test('REF-127, REF-128, REF-129 and REF-132 run only while the model is estimated from the history; REF-128 not for external training inflows', async () => {
  for (const id of HISTORY_RULES) {
    const failing = exampleCaseFiles(ruleExamples[id]!.failing);
    expectDiagnostic(await validateFiles(failing), { code: id as RuleId });
    // Both fitted tables given: the loader does not estimate, and looks no further.
    const fitted = await validateFiles({ ...failing, ...fittedTables(1) });
    assert.deepEqual(historyFindings(fitted), [], `${id}:\n${renderDiagnostics(historyFindings(fitted))}`);
    // One of them alone: it still estimates.
    const statsOnly = await validateFiles({ ...failing, [INFLOW_STATS]: fittedTables(1)[INFLOW_STATS] });
    expectDiagnostic(statsOnly, { code: id as RuleId });
  }
  const june = exampleCaseFiles(ruleExamples['REF-128']!.failing);
  const external = {
    ...(june['config.json'] as object),
    training: { forward_passes: 1, stopping_rules: [{ type: 'iteration_limit', limit: 10 }], scenario_source: { seed: 1, inflow: { scheme: 'external' } } },
  };
  const result = await validateFiles({ ...june, 'config.json': external });
  assert.ok(!result.diagnostics.some((d) => d.code === 'REF-128'), renderDiagnostics(result.diagnostics));
});

test('REF-127 reads estimation.min_observations_per_season: 30 when absent, and not at all when the loader cannot read it', async () => {
  const files = exampleCaseFiles(ruleExamples['REF-127']!.failing);
  const withSetting = (estimation: object | undefined) => ({ ...files, 'config.json': { ...(files['config.json'] as object), estimation } });
  const absent = await validateFiles(withSetting(undefined));
  expectDiagnostic(absent, { code: 'REF-127', file: HISTORY, row: 0, column: 'date', message: 'asks for at least 30 (its default)' });
  const broken = await validateFiles(withSetting({ min_observations_per_season: -1 }));
  assert.ok(!broken.diagnostics.some((d) => d.code === 'REF-127'), renderDiagnostics(broken.diagnostics));
  assert.ok(
    broken.diagnostics.some((d) => d.file === 'config.json' && d.severity === 'error'),
    'the config check reports the value',
  );
});

test("an observation takes the season of the stage whose dates hold it, else its calendar season: explicit stage seasons move 2024's first months", async () => {
  // Monthly history from 2022-01 to 2025-01; the study stages of January to March 2024 are seasons 5, 6 and 7.
  const dates = Array.from({ length: 37 }, (_, k) => `${2022 + Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}-01`);
  const files = exampleCaseFiles(ruleExamples['REF-129']!.passing);
  const stages = structuredClone(files['stages.json']) as { stages: Array<{ season_id?: number }> };
  stages.stages.forEach((stage, k) => (stage.season_id = 5 + k));
  const history = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: dates.map(() => 1) },
    { name: 'date', type: 'Date32', values: dates },
    { name: 'value_m3s', type: 'Float64', values: dates.map(() => 100) },
  ]);
  const result = await validateFiles({ ...files, 'stages.json': stages, [HISTORY]: history });
  // 2024 (rows 24-35) is a year between the first and the last: seasons 0-2 are missing there, 5-7 observed twice.
  expectDiagnostic(historyFindings(result), { code: 'REF-129', row: 24, column: 'date', rows: [[24, 35]], message: 'no observation for seasons 0-2 (3 seasons) in year 2024' });
  expectDiagnostic(historyFindings(result), {
    code: 'REF-132',
    row: 24,
    column: 'date',
    rows: [
      [24, 26],
      [29, 31],
    ],
    message: 'for 3 (season, year) pairs, up to 2 (season 5 of 2024)',
  });
  assert.equal(historyFindings(result).length, 2, renderDiagnostics(historyFindings(result)));
});

test('a plant hydros.json does not declare is REF-105 only, not judged season by season', async () => {
  const files = exampleCaseFiles(ruleExamples['REF-127']!.failing);
  const rows = [...Array.from({ length: 24 }, (_, k) => [1, k]), [9, 0]];
  const history = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: rows.map(([plant]) => plant!) },
    { name: 'date', type: 'Date32', values: rows.map(([, k]) => `${2022 + Math.floor(k! / 12)}-${String((k! % 12) + 1).padStart(2, '0')}-01`) },
    { name: 'value_m3s', type: 'Float64', values: rows.map(() => 100) },
  ]);
  const result = await validateFiles({ ...files, [HISTORY]: history });
  expectDiagnostic(result, { code: 'REF-105', row: 24, column: 'hydro_id' });
  const plant9 = historyFindings(result).filter((d) => d.data?.hydroId === 9);
  assert.deepEqual(plant9, [], renderDiagnostics(plant9));
});

// Mutations of the real examples' scenario tables ---------------------------------------------------

type Row = Record<string, number | string | null>;
interface TableMutation {
  example: string;
  file: string;
  what: string;
  /** The table's columns and types as the example writes them. */
  columns: ReadonlyArray<readonly [string, ColumnType]>;
  /** The file to start from (the example's own, or another table of it to derive a new one from). */
  from?: { file: string; columns: readonly string[]; derive: (rows: Row[]) => Row[] };
  change: (rows: Row[]) => Row[] | void;
  /** Columns written with another type. */
  types?: Record<string, ColumnType>;
  expected: Expected;
}

const HISTORY_COLUMNS = [
  ['hydro_id', 'Int32'],
  ['date', 'Date32'],
  ['value_m3s', 'Float64'],
] as const;
const NCS_COLUMNS = [
  ['ncs_id', 'Int32'],
  ['stage_id', 'Int32'],
  ['mean', 'Float64'],
  ['std', 'Float64'],
] as const;
const LOAD_COLUMNS = [
  ['bus_id', 'Int32'],
  ['stage_id', 'Int32'],
  ['mean_mw', 'Float64'],
  ['std_mw', 'Float64'],
] as const;
const ANNUAL_COLUMNS = [
  ['hydro_id', 'Int32'],
  ['stage_id', 'Int32'],
  ['annual_coefficient', 'Float64'],
  ['annual_mean_m3s', 'Float64'],
  ['annual_std_m3s', 'Float64'],
] as const;
const NOISE_COLUMNS = [
  ['stage_id', 'Int32'],
  ['opening_index', 'UInt32'],
  ['entity_index', 'UInt32'],
  ['value', 'Float64'],
] as const;

const D12 = 'deterministic/d12-par-annual';
const D26 = 'deterministic/d26-estimated-par2';
const D15 = 'deterministic/d15-non-controllable-source';
const D19 = 'deterministic/d19-multi-hydro-par';
const D16 = 'deterministic/d16-par1-lag-shift';

const set = (row: number, column: string, value: number | string | null) => (rows: Row[]) => {
  rows[row]![column] = value;
};
const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
/** An annual component for every (hydro, stage) of the example's inflow statistics. */
const annualFromStats = {
  file: INFLOW_STATS,
  columns: ['hydro_id', 'stage_id', 'mean_m3s', 'std_m3s'],
  derive: (rows: Row[]) => rows.map((r) => ({ hydro_id: r.hydro_id!, stage_id: r.stage_id!, annual_coefficient: -0.2, annual_mean_m3s: r.mean_m3s!, annual_std_m3s: 25 })),
};

const TABLE_MUTATIONS: TableMutation[] = [
  {
    example: D12,
    file: HISTORY,
    what: 'an observation NaN',
    columns: HISTORY_COLUMNS,
    change: set(5, 'value_m3s', NaN),
    expected: { code: 'SCN-032', row: 5, column: 'value_m3s' },
  },
  {
    example: D26,
    file: HISTORY,
    what: 'an observation infinite',
    columns: HISTORY_COLUMNS,
    change: set(100, 'value_m3s', Infinity),
    expected: { code: 'SCN-032', row: 100, column: 'value_m3s' },
  },
  { example: D12, file: HISTORY, what: 'a date null', columns: HISTORY_COLUMNS, change: set(3, 'date', null), expected: { code: 'SCN-031', row: 3, column: 'date' } },
  {
    example: D26,
    file: HISTORY,
    what: 'a plant id typed wrong',
    columns: HISTORY_COLUMNS,
    change: set(10, 'hydro_id', 7),
    expected: { code: 'REF-105', row: 10, column: 'hydro_id', message: 'hydro_id 7 names no plant' },
  },
  {
    example: D26,
    file: HISTORY,
    what: 'a month given twice',
    columns: HISTORY_COLUMNS,
    change: (rows) => [...rows, { ...rows[4]! }],
    expected: { code: 'SCN-033', row: 480, column: 'date', message: 'has a second row (first at row 4)' },
  },
  {
    example: D12,
    file: HISTORY,
    what: 'the dates written as text',
    columns: HISTORY_COLUMNS,
    types: { date: 'Utf8' },
    change: (rows) => rows.map((r) => ({ ...r, date: isoDay(r.date as number) })),
    expected: { code: 'SCN-030', row: null, column: 'date', message: 'must be Date32, got Utf8' },
  },
  {
    example: D12,
    file: HISTORY,
    what: 'the values as Float32',
    columns: HISTORY_COLUMNS,
    types: { value_m3s: 'Float32' },
    change: () => {},
    expected: { code: 'SCN-030', row: null, column: 'value_m3s' },
  },
  {
    example: D12,
    file: HISTORY,
    what: "plant 1's history removed while the model is estimated from it",
    columns: HISTORY_COLUMNS,
    change: (rows) => rows.filter((r) => r.hydro_id !== 1),
    expected: { code: 'REF-106', row: null, column: 'hydro_id', message: 'hydro 1 has no observation' },
  },
  {
    example: D12,
    file: HISTORY,
    what: "plant 0's June 1990 removed: a season missing in a year between its first and last",
    columns: HISTORY_COLUMNS,
    change: (rows) => rows.filter((r) => !(r.hydro_id === 0 && isoDay(r.date as number) === '1990-06-01')),
    expected: {
      code: 'REF-129',
      row: 132,
      column: 'date',
      rows: [[132, 142]],
      message: 'hydro 0 has no observation for season 5 in year 1990, between its first and last years (1979 and 2008)',
    },
  },
  {
    example: D12,
    file: HISTORY,
    what: 'plant 1 observed quarterly (January, April, July, October) under the monthly seasons',
    columns: HISTORY_COLUMNS,
    change: (rows) => rows.filter((r) => r.hydro_id !== 1 || [1, 4, 7, 10].includes(Number(isoDay(r.date as number).slice(5, 7)))),
    expected: {
      code: 'REF-129',
      row: 364,
      column: 'date',
      rows: [[364, 475]],
      message: 'hydro 1 has no observation for seasons 1-2, 4-5, 7-8, 10-11 (8 seasons) in years 1980-2007 (28 years)',
    },
  },
  {
    example: D12,
    file: HISTORY,
    what: 'a second observation of plant 0 in January 1990, mid-month (the loader warns and averages)',
    columns: HISTORY_COLUMNS,
    change: (rows) => [...rows, { ...rows[132]!, date: (rows[132]!.date as number) + 14 }],
    expected: {
      code: 'REF-132',
      row: 132,
      column: 'date',
      rows: [
        [132, 132],
        [720, 720],
      ],
      message: 'hydro 0 has 2 observations in season 0 of 1990',
    },
  },
  {
    example: D26,
    file: HISTORY,
    what: 'the history cut to its first 10 years: 10 observations a season, where min_observations_per_season is 20',
    columns: HISTORY_COLUMNS,
    change: (rows) => rows.slice(0, 120),
    expected: {
      code: 'REF-127',
      row: 0,
      column: 'date',
      rows: [[0, 119]],
      message: 'hydro 0 has 10 observations in each of seasons 0-11 (12 seasons), but estimation.min_observations_per_season asks for at least 20',
    },
  },
  { example: D15, file: NCS_STATS, what: 'a mean availability above 1', columns: NCS_COLUMNS, change: set(0, 'mean', 1.5), expected: { code: 'SCN-122', row: 0, column: 'mean' } },
  { example: D15, file: NCS_STATS, what: 'a source id typed wrong', columns: NCS_COLUMNS, change: set(1, 'ncs_id', 9), expected: { code: 'REF-114', row: 1, column: 'ncs_id' } },
  { example: D15, file: NCS_STATS, what: 'a negative deviation', columns: NCS_COLUMNS, change: set(1, 'std', -0.1), expected: { code: 'SCN-123', row: 1, column: 'std' } },
  {
    example: D15,
    file: NCS_STATS,
    what: 'a row repeated',
    columns: NCS_COLUMNS,
    change: (rows) => [...rows, { ...rows[0]! }],
    expected: { code: 'SCN-124', row: 2, column: 'stage_id' },
  },
  {
    example: 'deterministic/d01-thermal-dispatch',
    file: LOAD_STATS,
    what: "the last stage's row removed",
    columns: LOAD_COLUMNS,
    change: (rows) => rows.slice(0, -1),
    expected: { code: 'REF-116', column: 'stage_id', message: /has no load statistics for study stage \d+/ },
  },
  {
    example: 'deterministic/d04-transmission',
    file: LOAD_STATS,
    what: 'a row for an unknown bus',
    columns: LOAD_COLUMNS,
    change: (rows) => [...rows, { ...rows[0]!, bus_id: 99 }],
    expected: { code: 'REF-115', column: 'bus_id', message: 'bus_id 99 names no bus' },
  },
  {
    example: D19,
    file: ANNUAL,
    what: 'an annual component derived from its statistics, one deviation 0',
    columns: ANNUAL_COLUMNS,
    from: annualFromStats,
    change: set(3, 'annual_std_m3s', 0),
    expected: { code: 'SCN-044', row: 3, column: 'annual_std_m3s' },
  },
  {
    example: D16,
    file: ANNUAL,
    what: 'an annual component with a stage the statistics lack',
    columns: ANNUAL_COLUMNS,
    from: annualFromStats,
    change: (rows) => [...rows, { ...rows[0]!, stage_id: 99 }],
    expected: { code: 'REF-108', column: 'stage_id', message: 'for stage 99 but scenarios/inflow_seasonal_stats.parquet has no row' },
  },
  {
    example: D19,
    file: NOISE,
    what: 'an opening tree one stage short',
    columns: NOISE_COLUMNS,
    from: { file: INFLOW_STATS, columns: ['hydro_id', 'stage_id'], derive: () => openingTree([0, 1, 2], 2, 2) },
    change: (rows) => rows.filter((r) => r.stage_id !== 2),
    expected: { code: 'REF-109', row: null, column: 'stage_id', message: 'openings for stages 0-1 (2 stages) but stages.json has study stages 0-2 (3 study stages)' },
  },
  {
    example: D19,
    file: NOISE,
    what: 'an opening tree missing one value',
    columns: NOISE_COLUMNS,
    from: { file: INFLOW_STATS, columns: ['hydro_id', 'stage_id'], derive: () => openingTree([0, 1, 2], 2, 2) },
    change: (rows) => rows.filter((_, k) => k !== 5),
    expected: { code: 'SCN-054', row: 4, column: 'entity_index', message: 'opening 0 of stage 1 has entity 1 missing' },
  },
];

/** `openings` openings of `entities` entities at each stage. */
function openingTree(stages: number[], openings: number, entities: number): Row[] {
  return stages.flatMap((stage_id) =>
    Array.from({ length: openings }, (_, opening) =>
      Array.from({ length: entities }, (_, entity) => ({ stage_id, opening_index: opening, entity_index: entity, value: 0.1 * (entity - 1) })),
    ).flat(),
  );
}

function toColumns(mutation: TableMutation, rows: Row[]): ColumnSpec[] {
  return mutation.columns.map(([name, type]) => ({ name, type: mutation.types?.[name] ?? type, values: rows.map((r) => r[name] ?? null) as Array<number | string | null> }));
}

test(`${TABLE_MUTATIONS.length} mutations of the real examples' scenario tables are each reported at their file, row and column, and nothing else of ours there`, async () => {
  for (const mutation of TABLE_MUTATIONS) {
    const source = mutation.from ?? { file: mutation.file, columns: mutation.columns.map(([name]) => name), derive: (rows: Row[]) => rows };
    const original = source.derive(await exampleTableRows(mutation.example, source.file, source.columns));
    const before = await validateMutatedExample(mutation.example, { [mutation.file]: parquetBytes(toColumns(mutation, structuredClone(original))) });
    if (!mutation.types)
      assert.deepEqual(
        ours(before).filter((d) => d.file === mutation.file),
        [],
        `${mutation.example} ${mutation.file} is clean before: ${renderDiagnostics(ours(before))}`,
      );
    const rows = structuredClone(original);
    const changed = mutation.change(rows) ?? rows;
    const result = await validateMutatedExample(mutation.example, { [mutation.file]: parquetBytes(toColumns(mutation, changed)) });
    const found = ours(result).filter((d) => d.file === mutation.file);
    expectDiagnostic(found, { file: mutation.file, ...mutation.expected });
    assert.equal(found.length, 1, `${mutation.example}, ${mutation.what}:\n${renderDiagnostics(found)}`);
  }
});

test('the real examples d12 and d26 give their inflow history as dates: d26 observes plant 0 monthly', async () => {
  const rows = await exampleTableRows(D26, HISTORY, ['hydro_id', 'date', 'value_m3s']);
  assert.equal(rows.length, 480);
  const days = rows.map((r) => r.date!);
  assert.ok(
    days.every((day, k) => k === 0 || day > days[k - 1]!),
    'dates ascend',
  );
  assert.match(isoDay(days[0]!), /^\d{4}-\d{2}-01$/);
  const result = await validateCase(join(examplesDir, D26));
  assert.deepEqual(ours(result), []);
  assert.deepEqual(
    result.model.inflowHistory?.entities.map((e) => e.id),
    [0],
  );
});

// Mutations of the real examples' past inflows (JSON) ---------------------------------------------

testExampleMutations(INITIAL, [
  {
    example: D16,
    what: 'past_inflows emptied while stage lags are on (AR order 1)',
    edit: (json) => (json.past_inflows = []),
    expected: ['REF-117 past_inflows'],
  },
  {
    example: D19,
    what: "plant 1's past inflows cut to one value (AR order 2)",
    edit: (json) => (json.past_inflows[1].values_m3s = [30.0]),
    expected: ['REF-118 past_inflows[1].values_m3s'],
  },
  {
    example: 'deterministic/d29-weekly-par-noise-sharing',
    what: 'past inflows of a plant the case does not have',
    edit: (json) => json.past_inflows.push({ hydro_id: 5, values_m3s: [10.0] }),
    expected: ['REF-119 past_inflows[1].hydro_id'],
  },
  {
    example: D12,
    what: "plant 0's past inflows removed (AR order estimated: no coefficients table, so no AR order to cover)",
    edit: (json) => json.past_inflows.splice(0, 1),
    expected: [],
  },
]);
