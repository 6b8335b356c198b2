// Cross-file rules of the calendar group: post-study coverage of anticipated thermals (XF-016..019),
// sampling methods and seasons against config.json and scenarios/ (XF-020..024), policy-graph nodes
// against the scenario-source classes (XF-025, XF-026), and the registry rules XF-030 and XF-031
// (XF-032 and XF-033: registryIds.test.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validStages, validateFiles, type CaseFiles } from '../support/cases';
import { expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import type { Diagnostic } from '../../shared/core/diagnostics';
import type { ValidationResult } from '../../shared/engine/validate';
import { xfCalendarRules } from '../../shared/crossFile/checks/calendar/catalog';
import { describeIds } from '../../shared/core/text';

const STAGES = 'stages.json';
const POST = 'post_study_stages.json';
const THERMALS = 'system/thermals.json';
const CONFIG = 'config.json';
const NOISE = 'scenarios/noise_openings.parquet';
const HISTORY = 'scenarios/inflow_history.parquet';
const STATS = 'scenarios/inflow_seasonal_stats.parquet';
const AR = 'scenarios/inflow_ar_coefficients.parquet';

// Rule modules only ask whether a scenarios/ file exists, so any bytes will do.
const PRESENT = 'present';

/** Asserts the diagnostic links `file` (at `path` for JSON; at the file as a whole when path is undefined). */
function expectRelated(diagnostic: Diagnostic, file: string, path?: string): void {
  const found = (diagnostic.related ?? []).find(
    (r) => r.file === file && (path === undefined ? r.location.kind === 'file' : r.location.kind === 'json' && r.location.path === path),
  );
  assert.ok(found, `expected related ${file} ${path ?? '(file)'} in ${JSON.stringify(diagnostic.related ?? [], (k, v) => (k === 'range' ? undefined : v))}`);
}

function count(result: ValidationResult, code: string): number {
  return result.diagnostics.filter((d) => d.code === code).length;
}

// Post-study stages (XF-016..XF-019) ---------------------------------------------------------

/** Thermal 3 is anticipated with the given lead; thermal 4 is not anticipated. */
function thermals(lead: unknown = 2): object {
  return {
    thermals: [
      { id: 3, name: 'GT-A', anticipated_config: { lead_stages: lead } },
      { id: 4, name: 'GT-B' },
    ],
  };
}

/** Two post-study stages from the baseline horizon end (2024-04-01) and rows for thermal 3 at `indices`. */
function postStudy(indices: number[] = [0, 1], firstStart = '2024-04-01'): any {
  return {
    stages: [
      { start_date: firstStart, duration_hours: 720 },
      { start_date: firstStart === '2024-04-01' ? '2024-05-01' : '2030-01-31', duration_hours: 744 },
    ],
    thermal_bounds: indices.map((index) => ({ thermal_id: 3, post_study_stage_index: index, cost_per_mwh: 50, min_mw: 0, max_mw: 100 })),
  };
}

function withCalendar(files: CaseFiles): Promise<ValidationResult> {
  return validateFiles({ ...validCase(), ...files });
}

test('XF-016: a lead past the horizon without post_study_stages.json is an error on the missing file, linking the lead', async () => {
  const result = await withCalendar({ [THERMALS]: thermals(2) });
  const d = expectDiagnostic(result, { code: 'XF-016', file: POST, message: 'thermal 3 (GT-A) has lead_stages 2' });
  assert.equal(d.location.kind, 'file');
  assert.match(d.message, /post-study stages 0-1/);
  expectRelated(d, THERMALS, 'thermals[0].anticipated_config.lead_stages');
  assert.equal(count(result, 'XF-016'), 1, 'one diagnostic per thermal, none for the thermal without anticipated_config');
});

test('XF-016 near misses: lead 0 reaches nothing; a present post-study file; a broken post-study file is not absent', async () => {
  expectNoDiagnostic(await withCalendar({ [THERMALS]: thermals(0) }), 'XF-016');
  expectNoDiagnostic(await withCalendar({ [THERMALS]: thermals(2), [POST]: postStudy() }), 'XF-016');
  const broken = await withCalendar({ [THERMALS]: thermals(2), [POST]: '{ "stages": [' });
  expectNoDiagnostic(broken, 'XF-016');
  expectDiagnostic(broken, {
    code: 'CASE-002',
    message: /^3 cross-file checks did not run: post_study_stages\.json has a syntax error\. Not checked: .*\(XF-017\); .*\(XF-018\); .*\(XF-019\)$/,
  });
});

test('XF-016 (decision D7): a lead longer than the study reaches only the indices a decision can land on', async () => {
  // Three study stages and lead 5: decisions at positions 0..2 deliver at 5..7, post-study 2..4.
  const result = await withCalendar({ [THERMALS]: thermals(5) });
  const d = expectDiagnostic(result, { code: 'XF-016', message: 'post-study stages 2-4 (3 post-study stages)' });
  assert.deepEqual(d.data?.reachedIndices, [2, 3, 4]);
});

test('XF-030: anticipated_config without an integer lead_stages >= 0, and coverage then skips the thermal', async () => {
  for (const [lead, path] of [
    [1.0, 'thermals[0].anticipated_config.lead_stages'],
    ['2', 'thermals[0].anticipated_config.lead_stages'],
    [-1, 'thermals[0].anticipated_config.lead_stages'],
  ] as const) {
    const text = JSON.stringify(thermals(lead)).replace('"lead_stages":1', '"lead_stages":1.0');
    const result = await withCalendar({ [THERMALS]: text });
    expectDiagnostic(result, { code: 'XF-030', file: THERMALS, path });
    expectNoDiagnostic(result, 'XF-016');
  }
  const missing = await withCalendar({ [THERMALS]: { thermals: [{ id: 3, anticipated_config: {} }] } });
  expectDiagnostic(missing, { code: 'XF-030', file: THERMALS, path: 'thermals[0].anticipated_config', message: 'lead_stages' });
  const notObject = await withCalendar({ [THERMALS]: { thermals: [{ id: 3, anticipated_config: 5 }] } });
  expectDiagnostic(notObject, { code: 'XF-030', file: THERMALS, path: 'thermals[0].anticipated_config' });
});

test('XF-030 near miss: an integer lead, or anticipated_config null', async () => {
  expectNoDiagnostic(await withCalendar({ [THERMALS]: thermals(1), [POST]: postStudy([0]) }), 'XF-030');
  expectNoDiagnostic(await withCalendar({ [THERMALS]: { thermals: [{ id: 3, anticipated_config: null }] } }), 'XF-030');
});

test('XF-017: the first post-study start_date is not the study horizon end; links the last study end_date', async () => {
  const result = await withCalendar({ [THERMALS]: thermals(2), [POST]: postStudy([0, 1], '2030-01-01') });
  const d = expectDiagnostic(result, { code: 'XF-017', file: POST, path: 'stages[0].start_date', message: 'study horizon end 2024-04-01' });
  assert.match(d.message, /got 2030-01-01/);
  expectRelated(d, STAGES, 'stages[2].end_date');
  assert.equal(d.data?.fileRule, 'PST-014');
});

test('XF-017 uses the latest end_date (decision D14), whatever the array order', async () => {
  const stages = validStages();
  stages.stages.reverse();
  const result = await withCalendar({ [STAGES]: stages, [THERMALS]: thermals(2), [POST]: postStudy([0, 1], '2024-03-01') });
  const d = expectDiagnostic(result, { code: 'XF-017', path: 'stages[0].start_date' });
  expectRelated(d, STAGES, 'stages[0].end_date');
});

test('XF-017 near misses: the right date; an unknown horizon end (a stage without end_date) is not guessed', async () => {
  expectNoDiagnostic(await withCalendar({ [THERMALS]: thermals(2), [POST]: postStudy() }), 'XF-017');
  const stages = validStages();
  delete stages.stages[2].end_date;
  const result = await withCalendar({ [STAGES]: stages, [POST]: postStudy([], '2024-03-01') });
  expectDiagnostic(result, { code: 'STG-033' });
  expectNoDiagnostic(result, 'XF-017');
});

test('XF-018: a row for an unknown thermal sits on its first thermal_id, counts the rows and links the thermals array', async () => {
  const post = postStudy([0, 1]);
  post.thermal_bounds.push({ thermal_id: 9, post_study_stage_index: 0, cost_per_mwh: 1, min_mw: 0, max_mw: 1 });
  post.thermal_bounds.push({ thermal_id: 9, post_study_stage_index: 1, cost_per_mwh: 1, min_mw: 0, max_mw: 1 });
  const result = await withCalendar({ [THERMALS]: thermals(2), [POST]: post });
  const d = expectDiagnostic(result, { code: 'XF-018', file: POST, path: 'thermal_bounds[2].thermal_id', message: 'thermal_id 9 names no thermal' });
  assert.match(d.message, /\(2 rows\)/);
  expectRelated(d, THERMALS, 'thermals');
  assert.equal(count(result, 'XF-018'), 1);
  assert.equal(d.data?.fileRule, 'PST-020');
});

test('XF-018: a row for a thermal without anticipated_config links that thermal', async () => {
  const post = postStudy([0, 1]);
  post.thermal_bounds.push({ thermal_id: 4, post_study_stage_index: 1, cost_per_mwh: 1, min_mw: 0, max_mw: 1 });
  const result = await withCalendar({ [THERMALS]: thermals(2), [POST]: post });
  const d = expectDiagnostic(result, { code: 'XF-018', path: 'thermal_bounds[2].thermal_id', message: 'thermal 4 (GT-B), which declares no anticipated_config' });
  expectRelated(d, THERMALS, 'thermals[1]');
});

test('XF-018 near misses: rows of an anticipated thermal (even with an invalid lead: XF-030 says so); an unreadable thermal_id', async () => {
  expectNoDiagnostic(await withCalendar({ [THERMALS]: thermals(2), [POST]: postStudy() }), 'XF-018');
  expectNoDiagnostic(await withCalendar({ [THERMALS]: thermals('x'), [POST]: postStudy() }), 'XF-018');
  const post = postStudy([0, 1]);
  post.thermal_bounds[0].thermal_id = 'three';
  const result = await withCalendar({ [THERMALS]: thermals(2), [POST]: post });
  expectDiagnostic(result, { code: 'PST-020' });
  expectNoDiagnostic(result, 'XF-018');
});

test('XF-019: a reached post-study index without a row names the plant and the index, on thermal_bounds, linking the lead', async () => {
  const result = await withCalendar({ [THERMALS]: thermals(2), [POST]: postStudy([0]) });
  const d = expectDiagnostic(result, { code: 'XF-019', file: POST, path: 'thermal_bounds', message: 'no row for thermal 3 (GT-A) at post-study stage 1' });
  expectRelated(d, THERMALS, 'thermals[0].anticipated_config.lead_stages');
  assert.deepEqual(d.data?.missingIndices, [1]);
  assert.equal(d.data?.fileRule, 'PST-026');
});

test('XF-019: a reached index past the post-study calendar says the file is too short; a missing thermal_bounds sits on the root', async () => {
  const short = await withCalendar({ [THERMALS]: thermals(3), [POST]: postStudy([0, 1]) });
  expectDiagnostic(short, { code: 'XF-019', message: /post-study stage 2: .*declares only 2 post-study stages/ });
  const post = postStudy();
  delete post.thermal_bounds;
  const noBounds = await withCalendar({ [THERMALS]: thermals(1), [POST]: post });
  expectDiagnostic(noBounds, { code: 'XF-019', path: '', message: 'post-study stage 0' });
});

test('XF-019 near misses: every reached index has a row; extra rows are fine; an invalid lead is skipped', async () => {
  expectNoDiagnostic(await withCalendar({ [THERMALS]: thermals(2), [POST]: postStudy([0, 1]) }), 'XF-019');
  expectNoDiagnostic(await withCalendar({ [THERMALS]: thermals(1), [POST]: postStudy([0, 1]) }), 'XF-019');
  expectNoDiagnostic(await withCalendar({ [THERMALS]: thermals(null), [POST]: postStudy([]) }), 'XF-019');
});

test('missing thermals.json: the post-study checks are skipped with one CASE-002 hint, no crash', async () => {
  const files = validCase();
  delete files[THERMALS];
  const result = await validateFiles({ ...files, [POST]: postStudy([0], '2030-01-01') });
  const hint = expectDiagnostic(result, { code: 'CASE-002', message: /did not run: system\/thermals\.json is missing\. Not checked: .*\(XF-016\); .*\(XF-018\); .*\(XF-019\)$/ });
  // The runner puts a missing input's hint on the first present file the skipped checks read.
  assert.equal(hint.file, STAGES);
  for (const code of ['XF-016', 'XF-018', 'XF-019'] as const) expectNoDiagnostic(result, code);
  // XF-017 does not read thermals.json and still runs.
  expectDiagnostic(result, { code: 'XF-017' });
});

// Sampling methods and seasons (XF-020..XF-024) ------------------------------------------------

/** Baseline stages with `method` on the given stage positions. */
function stagesWith(method: string, positions: number[], edit: (stages: any) => void = () => {}): any {
  const stages = validStages();
  for (const position of positions) stages.stages[position].sampling_method = method;
  edit(stages);
  return stages;
}

function monthlyMap(): object {
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  return { cycle_type: 'monthly', seasons: months.map((label, id) => ({ id, label, month_start: id + 1 })) };
}

const SUPPLIED_TREE = { training: { scenario_source: { openings: { source: 'file' } } } };

function scheme(source: 'training' | 'simulation', classes: Record<string, string>, extra: object = {}): object {
  const scenarioSource = { ...Object.fromEntries(Object.entries(classes).map(([name, value]) => [name, { scheme: value }])), ...extra };
  return { [source]: { scenario_source: scenarioSource } };
}

test('XF-020: selective without any openings source sits on the first selective stage and links config.json', async () => {
  const result = await withCalendar({ [STAGES]: stagesWith('selective', [1, 2]) });
  const d = expectDiagnostic(result, { code: 'XF-020', file: STAGES, path: 'stages[1].sampling_method', message: 'needs a supplied opening tree' });
  assert.match(d.message, /stages 1-2 \(2 stages\)/);
  expectRelated(d, CONFIG);
  assert.equal(count(result, 'XF-020'), 1);
  assert.equal(d.data?.fileRule, 'STG-051');
});

test('XF-020: openings from a file that is missing, or a generated source, link the openings source', async () => {
  const missingFile = await withCalendar({ [STAGES]: stagesWith('selective', [0]), [CONFIG]: SUPPLIED_TREE });
  const d = expectDiagnostic(missingFile, { code: 'XF-020', path: 'stages[0].sampling_method', message: `${NOISE} is missing` });
  expectRelated(d, CONFIG, 'training.scenario_source.openings.source');
  const generated = await withCalendar({
    [STAGES]: stagesWith('selective', [0]),
    [CONFIG]: { training: { scenario_source: { openings: { source: 'generated' } } } },
    [NOISE]: PRESENT,
  });
  expectRelated(expectDiagnostic(generated, { code: 'XF-020', message: 'is "generated", not "file"' }), CONFIG, 'training.scenario_source.openings.source');
  const noOpenings = await withCalendar({ [STAGES]: stagesWith('selective', [0]), [CONFIG]: scheme('training', { inflow: 'in_sample' }) });
  expectRelated(expectDiagnostic(noOpenings, { code: 'XF-020' }), CONFIG, 'training.scenario_source');
});

test('XF-020 near misses: a supplied tree; no selective stage; selective on a negative-id (pre-study) entry', async () => {
  expectNoDiagnostic(await withCalendar({ [STAGES]: stagesWith('selective', [0, 1, 2]), [CONFIG]: SUPPLIED_TREE, [NOISE]: PRESENT }), 'XF-020');
  expectNoDiagnostic(await withCalendar({ [STAGES]: stagesWith('lhs', [0, 1, 2]) }), 'XF-020');
  const negative = stagesWith('saa', [], (s) =>
    s.stages.push({ id: -1, start_date: '2023-12-01', end_date: '2024-01-01', blocks: [{ id: 0, name: 'S', hours: 744 }], sampling_method: 'selective' }),
  );
  expectNoDiagnostic(await withCalendar({ [STAGES]: negative }), 'XF-020');
});

test('XF-021: historical_residuals without scenarios/inflow_history.parquet', async () => {
  const result = await withCalendar({ [STAGES]: stagesWith('historical_residuals', [2], (s) => (s.season_definitions = monthlyMap())) });
  const d = expectDiagnostic(result, { code: 'XF-021', file: STAGES, path: 'stages[2].sampling_method', message: `needs ${HISTORY}, which is missing` });
  expectRelated(d, HISTORY);
  assert.equal(d.data?.fileRule, 'STG-052');
  assert.equal(count(result, 'XF-021'), 1, 'every stage has a derived season: the second condition is silent');
});

test('XF-021: a generated tree for a historical_residuals stage needs a season on every study stage', async () => {
  const stages = stagesWith('historical_residuals', [1], (s) => (s.stages[0].season_id = 0));
  // Without a map season_id cannot resolve (STG-042 warns) but it is declared: only stages 1 and 2 lack one.
  const result = await withCalendar({ [STAGES]: stages, [HISTORY]: PRESENT, [STATS]: PRESENT, [AR]: PRESENT });
  const d = expectDiagnostic(result, { code: 'XF-021', file: STAGES, path: 'stages[1]', message: 'stages 1-2 (2 stages) have none: there is no season map' });
  expectRelated(d, STAGES, 'stages[1].sampling_method');
  expectRelated(d, CONFIG);
  assert.equal(d.data?.fileRule, 'STG-053');
  expectNoDiagnostic(result, 'XF-024');
});

test('XF-021 near misses: history present and seasons derived from a monthly map; or a supplied opening tree', async () => {
  const mapped = stagesWith('historical_residuals', [0, 1, 2], (s) => (s.season_definitions = monthlyMap()));
  expectNoDiagnostic(await withCalendar({ [STAGES]: mapped, [HISTORY]: PRESENT }), 'XF-021');
  const unmapped = stagesWith('historical_residuals', [0]);
  const supplied = await withCalendar({ [STAGES]: unmapped, [HISTORY]: PRESENT, [STATS]: PRESENT, [AR]: PRESENT, [CONFIG]: SUPPLIED_TREE, [NOISE]: PRESENT });
  expectNoDiagnostic(supplied, 'XF-021');
});

test('XF-022: selective under an out_of_sample training class is a warning linking the scheme', async () => {
  const result = await withCalendar({
    [STAGES]: stagesWith('selective', [0]),
    [CONFIG]: scheme('training', { inflow: 'out_of_sample', load: 'in_sample' }, { openings: { source: 'file' } }),
    [NOISE]: PRESENT,
  });
  const d = expectDiagnostic(result, { code: 'XF-022', file: STAGES, path: 'stages[0].sampling_method', message: 'out_of_sample inflow class' });
  expectRelated(d, CONFIG, 'training.scenario_source.inflow.scheme');
  assert.equal(d.data?.fileRule, 'STG-054');
  expectNoDiagnostic(result, 'XF-020');
});

test('XF-022: historical_residuals under an out_of_sample simulation class', async () => {
  const stages = stagesWith('historical_residuals', [1, 2], (s) => (s.season_definitions = monthlyMap()));
  const result = await withCalendar({ [STAGES]: stages, [HISTORY]: PRESENT, [CONFIG]: scheme('simulation', { load: 'out_of_sample' }) });
  const d = expectDiagnostic(result, { code: 'XF-022', path: 'stages[1].sampling_method', message: 'load (simulation) class' });
  expectRelated(d, CONFIG, 'simulation.scenario_source.load.scheme');
});

test('XF-022 near misses: in_sample classes; out_of_sample without selective or historical_residuals stages', async () => {
  expectNoDiagnostic(
    await withCalendar({ [STAGES]: stagesWith('selective', [0]), [CONFIG]: scheme('training', { inflow: 'in_sample' }, { openings: { source: 'file' } }), [NOISE]: PRESENT }),
    'XF-022',
  );
  expectNoDiagnostic(await withCalendar({ [STAGES]: stagesWith('lhs', [0]), [CONFIG]: scheme('training', { inflow: 'out_of_sample' }) }), 'XF-022');
});

test('XF-023: estimation from the inflow history without season_definitions', async () => {
  const result = await withCalendar({ [HISTORY]: PRESENT, [STATS]: PRESENT });
  const d = expectDiagnostic(result, { code: 'XF-023', file: STAGES, path: '', message: `${AR} is missing` });
  expectRelated(d, HISTORY);
  assert.equal(d.data?.fileRule, 'STG-085');
  const nullMap = stagesWith('saa', [], (s) => (s.season_definitions = null));
  expectDiagnostic(await withCalendar({ [STAGES]: nullMap, [HISTORY]: PRESENT }), { code: 'XF-023', path: 'season_definitions', message: `${STATS} and ${AR} are missing` });
});

test('XF-023 near misses: a season map; fitted statistics and AR coefficients both given; no history', async () => {
  const mapped = stagesWith('saa', [], (s) => (s.season_definitions = monthlyMap()));
  expectNoDiagnostic(await withCalendar({ [STAGES]: mapped, [HISTORY]: PRESENT }), 'XF-023');
  expectNoDiagnostic(await withCalendar({ [HISTORY]: PRESENT, [STATS]: PRESENT, [AR]: PRESENT }), 'XF-023');
  expectNoDiagnostic(await withCalendar({ [STATS]: PRESENT }), 'XF-023');
  // A malformed map is STG-004's finding.
  const malformed = stagesWith('saa', [], (s) => (s.season_definitions = 'monthly'));
  const result = await withCalendar({ [STAGES]: malformed, [HISTORY]: PRESENT });
  expectDiagnostic(result, { code: 'STG-004' });
  expectNoDiagnostic(result, 'XF-023');
});

test('XF-024: an inflow class on the historical scheme while study stages have no season', async () => {
  const result = await withCalendar({ [CONFIG]: scheme('training', { inflow: 'historical' }) });
  const d = expectDiagnostic(result, { code: 'XF-024', file: STAGES, path: 'stages[0]', message: 'stages 0-2 (3 stages) have none' });
  expectRelated(d, CONFIG, 'training.scenario_source.inflow.scheme');
  assert.equal(d.data?.fileRule, 'STG-086');
  const simulation = await withCalendar({ [CONFIG]: scheme('simulation', { inflow: 'historical' }) });
  expectRelated(expectDiagnostic(simulation, { code: 'XF-024' }), CONFIG, 'simulation.scenario_source.inflow.scheme');
});

test('XF-021 and XF-024 when both halves of season rule 6 hold: one report each, on the first stage without a season, each naming its own setting', async () => {
  // Stage 0 declares a season; stages 1-2 have none. Stage 1 is historical_residuals with a generated
  // opening tree (no openings source), and the training inflow class replays history.
  const stages = stagesWith('historical_residuals', [1], (s) => (s.stages[0].season_id = 0));
  const result = await withCalendar({ [STAGES]: stages, [HISTORY]: PRESENT, [STATS]: PRESENT, [AR]: PRESENT, [CONFIG]: scheme('training', { inflow: 'historical' }) });
  assert.equal(count(result, 'XF-021'), 1, 'XF-021 once, for its second condition (the history is present)');
  assert.equal(count(result, 'XF-024'), 1, 'XF-024 once, for the historical scheme only');
  const residuals = expectDiagnostic(result, {
    code: 'XF-021',
    file: STAGES,
    path: 'stages[1]',
    message: /^every study stage needs a season when the opening tree is generated for a "historical_residuals" stage, but stages 1-2 \(2 stages\) have none/,
  });
  assert.equal(residuals.data?.fileRule, 'STG-053');
  expectRelated(residuals, STAGES, 'stages[1].sampling_method');
  const historical = expectDiagnostic(result, {
    code: 'XF-024',
    file: STAGES,
    path: 'stages[1]',
    message: /^every study stage needs a season when the inflow class uses the historical scheme, but stages 1-2 \(2 stages\) have none/,
  });
  assert.equal(historical.data?.fileRule, 'STG-086');
  expectRelated(historical, CONFIG, 'training.scenario_source.inflow.scheme');
});

test('XF-024 near misses: seasons derived from a map, or explicit; a historical load class', async () => {
  const mapped = stagesWith('saa', [], (s) => (s.season_definitions = monthlyMap()));
  expectNoDiagnostic(await withCalendar({ [STAGES]: mapped, [CONFIG]: scheme('training', { inflow: 'historical' }) }), 'XF-024');
  expectNoDiagnostic(await withCalendar({ [CONFIG]: scheme('training', { load: 'historical' }) }), 'XF-024');
});

test('missing config.json: the config-dependent checks are skipped with a CASE-002 hint, XF-021 (history) and XF-023 still run', async () => {
  const files = validCase();
  delete files[CONFIG];
  const result = await validateFiles({ ...files, [STAGES]: stagesWith('historical_residuals', [0]) });
  const hint = expectDiagnostic(result, { code: 'CASE-002', message: 'config.json is missing' });
  for (const id of ['XF-020', 'XF-021', 'XF-022', 'XF-024', 'XF-025', 'XF-026']) assert.ok(((hint.data?.skippedRules ?? []) as string[]).includes(id), id);
  expectDiagnostic(result, { code: 'XF-021', message: `needs ${HISTORY}` });
});

// Policy-graph nodes (XF-025, XF-026) ---------------------------------------------------------

/** Baseline stages under policy_graph.nodes (one node per stage, node id = 10 + stage id). */
function nodeStages(edit: (stages: any) => void = () => {}): any {
  const stages = validStages();
  stages.policy_graph.nodes = stages.stages.map((s: any) => ({ id: 10 + s.id, stage_id: s.id }));
  stages.policy_graph.transitions = [
    { source_id: 10, target_id: 11, probability: 1.0 },
    { source_id: 11, target_id: 12, probability: 1.0 },
  ];
  edit(stages);
  return stages;
}

function withoutOpenings(stages: any): void {
  for (const stage of stages.stages) delete stage.num_openings;
}

function withScenarioIds(stages: any): void {
  stages.policy_graph.nodes.forEach((node: any, k: number) => (node.scenario_id = k));
}

test('XF-025: an external class needs scenario_id on every node; the first lacking node carries the finding', async () => {
  const stages = nodeStages((s) => {
    withoutOpenings(s);
    s.policy_graph.nodes[0].scenario_id = 0;
  });
  const result = await withCalendar({ [STAGES]: stages, [CONFIG]: scheme('training', { inflow: 'external' }) });
  const d = expectDiagnostic(result, { code: 'XF-025', file: STAGES, path: 'policy_graph.nodes[1]', message: 'missing scenario_id' });
  assert.match(d.message, /nodes 11-12 \(2 nodes\) lack it/);
  expectRelated(d, CONFIG, 'training.scenario_source.inflow.scheme');
  assert.equal(d.data?.fileRule, 'STG-016');
  assert.equal(count(result, 'XF-025'), 1);
});

test('XF-025: scenario_id where no class is external', async () => {
  const stages = nodeStages((s) => (s.policy_graph.nodes[2].scenario_id = 4));
  const result = await withCalendar({ [STAGES]: stages, [CONFIG]: scheme('training', { inflow: 'in_sample' }) });
  const d = expectDiagnostic(result, { code: 'XF-025', path: 'policy_graph.nodes[2].scenario_id', message: 'scenario_id must be omitted' });
  expectRelated(d, CONFIG, 'training.scenario_source');
});

test('XF-025 near misses: scenario_id everywhere with an external class; null or absent without one; the chain form', async () => {
  const all = nodeStages((s) => {
    withoutOpenings(s);
    withScenarioIds(s);
  });
  expectNoDiagnostic(await withCalendar({ [STAGES]: all, [CONFIG]: scheme('training', { inflow: 'external' }) }), 'XF-025');
  const nulls = nodeStages((s) => (s.policy_graph.nodes[0].scenario_id = null));
  expectNoDiagnostic(await withCalendar({ [STAGES]: nulls }), 'XF-025');
  // Decision D16: `nodes: []` is the chain form, where scenario_id does not apply.
  const chain = validStages();
  chain.policy_graph.nodes = [];
  expectNoDiagnostic(await withCalendar({ [STAGES]: chain, [CONFIG]: scheme('training', { inflow: 'external' }) }), 'XF-025');
});

test('XF-026: num_openings at a stage carrying only external openings (STG-041)', async () => {
  const stages = nodeStages((s) => {
    withScenarioIds(s);
    delete s.stages[0].num_openings;
  });
  const result = await withCalendar({ [STAGES]: stages, [CONFIG]: scheme('training', { inflow: 'external', load: 'external' }) });
  const d = expectDiagnostic(result, { code: 'XF-026', file: STAGES, path: 'stages[1].num_openings', message: 'must be omitted' });
  assert.match(d.message, /stages 1-2 \(2 stages\) set it/);
  expectRelated(d, CONFIG, 'training.scenario_source.inflow.scheme');
  expectRelated(d, CONFIG, 'training.scenario_source.load.scheme');
  assert.equal(d.data?.fileRule, 'STG-041');
});

test('XF-026: num_openings missing at a generated-openings stage under nodes (STG-040)', async () => {
  const stages = nodeStages((s) => delete s.stages[1].num_openings);
  const result = await withCalendar({ [STAGES]: stages });
  const d = expectDiagnostic(result, { code: 'XF-026', path: 'stages[1]', message: 'missing num_openings' });
  assert.match(d.message, /every class is in_sample/);
  expectRelated(d, CONFIG);
  assert.equal(d.data?.fileRule, 'STG-040');
  // A class still generating openings (load in_sample) makes the stage a generated-openings stage.
  const mixed = nodeStages((s) => {
    withScenarioIds(s);
    s.stages[2].num_openings = null;
  });
  const mixedResult = await withCalendar({ [STAGES]: mixed, [CONFIG]: scheme('training', { inflow: 'external', load: 'in_sample' }) });
  const m = expectDiagnostic(mixedResult, { code: 'XF-026', path: 'stages[2].num_openings', message: 'load uses scheme "in_sample"' });
  expectRelated(m, CONFIG, 'training.scenario_source.load.scheme');
  expectNoDiagnostic(mixedResult, 'XF-025');
});

test('XF-026 near misses: every stage has num_openings with generated openings; none with external-only; the chain form', async () => {
  expectNoDiagnostic(await withCalendar({ [STAGES]: nodeStages() }), 'XF-026');
  const external = nodeStages((s) => {
    withoutOpenings(s);
    withScenarioIds(s);
  });
  const result = await withCalendar({ [STAGES]: external, [CONFIG]: scheme('training', { inflow: 'external' }) });
  expectNoDiagnostic(result, 'XF-026');
  expectNoDiagnostic(result, 'XF-025');
  expectNoDiagnostic(result, 'STG-039');
  const chain = validStages();
  delete chain.stages[0].num_openings;
  const chainResult = await withCalendar({ [STAGES]: chain });
  expectDiagnostic(chainResult, { code: 'STG-039' });
  expectNoDiagnostic(chainResult, 'XF-026');
});

test('XF-025/XF-026 do not run when config.json has a syntax error: a CASE-002 hint on config.json says so', async () => {
  const result = await withCalendar({ [STAGES]: nodeStages((s) => withoutOpenings(s)), [CONFIG]: '{ "training": ' });
  expectDiagnostic(result, { code: 'CASE-002', file: CONFIG, message: /did not run: config\.json has a syntax error\. Not checked: .*\(XF-025\); .*\(XF-026\)$/ });
  expectNoDiagnostic(result, 'XF-025');
  expectNoDiagnostic(result, 'XF-026');
});

// XF-031 ------------------------------------------------------------------------------------

test('XF-031: specific productivity on the hydro and in generation with different values', async () => {
  const hydro = (inGeneration: number) => ({
    hydros: [
      {
        id: 1,
        name: 'H',
        bus_id: 0,
        specific_productivity_mw_per_m3s_per_m: 0.0085,
        generation: { model: 'constant_productivity', specific_productivity_mw_per_m3s_per_m: inGeneration },
      },
    ],
  });
  const result = await withCalendar({ 'system/hydros.json': hydro(0.009) });
  expectDiagnostic(result, {
    code: 'XF-031',
    file: 'system/hydros.json',
    path: 'hydros[0].generation.specific_productivity_mw_per_m3s_per_m',
    message: '0.0085 on the hydro, 0.009 in generation',
  });
  expectNoDiagnostic(await withCalendar({ 'system/hydros.json': hydro(0.0085) }), 'XF-031');
});

// Hostile shapes, performance, catalogue ------------------------------------------------------

test('hostile shapes in thermals, config, post-study and stages never throw', async () => {
  const shapes: CaseFiles[] = [
    { [THERMALS]: { thermals: {} }, [CONFIG]: [], [POST]: { stages: 5, thermal_bounds: 'x' } },
    { [THERMALS]: { thermals: [null, 5, { id: 'a' }, { id: 3, anticipated_config: [] }] }, [CONFIG]: 'null', [POST]: [] },
    { [THERMALS]: [], [CONFIG]: { training: 5, simulation: { scenario_source: [] } }, [POST]: { stages: [null, {}], thermal_bounds: [null, { thermal_id: null }] } },
    { [CONFIG]: { training: { scenario_source: { inflow: 'external', load: { scheme: 7 }, openings: 7 } } }, [STAGES]: nodeStages((s) => (s.policy_graph.nodes = 'x')) },
    { [CONFIG]: { training: { scenario_source: { inflow: { scheme: 'external' } } } }, [STAGES]: nodeStages((s) => (s.policy_graph.nodes = [null, 4, { scenario_id: 'x' }])) },
    { [STAGES]: { policy_graph: { nodes: [{}] }, stages: [{ sampling_method: 'selective' }, 7, { id: 1, sampling_method: 'historical_residuals' }] }, [HISTORY]: PRESENT },
    { [STAGES]: '[]', [THERMALS]: thermals(4), [POST]: postStudy() },
  ];
  for (const files of shapes) {
    const result = await withCalendar(files);
    assert.ok(Array.isArray(result.diagnostics));
  }
  // Weird config shapes read as "nothing declared": selective still lacks its supplied tree.
  const weird = await withCalendar({ [STAGES]: stagesWith('selective', [0]), [CONFIG]: { training: { scenario_source: { openings: 7 } } } });
  expectDiagnostic(weird, { code: 'XF-020' });
  // A thermal_bounds row and a node that are not objects yield file diagnostics, and XF-025 still names the node.
  const nodes = await withCalendar({ [CONFIG]: scheme('training', { inflow: 'external' }), [STAGES]: nodeStages((s) => s.policy_graph.nodes.push(5)) });
  expectDiagnostic(nodes, { code: 'STG-013' });
  expectDiagnostic(nodes, { code: 'XF-025', path: 'policy_graph.nodes[0]' });
});

test('a large calendar yields one diagnostic per finding, naming the stages compactly', async () => {
  const stages = validStages();
  const template = stages.stages[0];
  stages.stages = Array.from({ length: 520 }, (_, id) => {
    const start = new Date(Date.UTC(2024, 0, 1 + 7 * id));
    const end = new Date(Date.UTC(2024, 0, 8 + 7 * id));
    return {
      ...template,
      id,
      start_date: start.toISOString().slice(0, 10),
      end_date: end.toISOString().slice(0, 10),
      blocks: [{ id: 0, name: 'S', hours: 168 }],
      sampling_method: 'selective',
    };
  });
  stages.policy_graph.transitions = stages.stages.slice(1).map((s: any) => ({ source_id: s.id - 1, target_id: s.id, probability: 1 }));
  const result = await withCalendar({ [STAGES]: stages, [CONFIG]: scheme('training', { inflow: 'historical' }) });
  assert.equal(count(result, 'XF-020'), 1);
  assert.equal(count(result, 'XF-024'), 1);
  expectDiagnostic(result, { code: 'XF-020', message: 'stages 0-519 (520 stages)' });
});

test('describeIds collapses runs and keeps the count', () => {
  assert.equal(describeIds([4], 'stage'), 'stage 4');
  assert.equal(describeIds([12, 3, 4, 5, 6, 7], 'stage'), 'stages 3-7, 12 (6 stages)');
  assert.equal(describeIds([1, 3, 5, 7, 9, 11, 13, 15], 'stage'), 'stages 1, 3, 5, 7, 9, 11, … (8 stages)');
});

test('catalogue: the calendar group covers XF-016..026, XF-028, XF-030..033', () => {
  assert.deepEqual(
    xfCalendarRules.map((rule) => rule.id),
    ['XF-016', 'XF-017', 'XF-018', 'XF-019', 'XF-020', 'XF-021', 'XF-022', 'XF-023', 'XF-024', 'XF-025', 'XF-026', 'XF-028', 'XF-030', 'XF-031', 'XF-032', 'XF-033'],
  );
});
