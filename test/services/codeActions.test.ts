// Quick fixes and fix-all (shared/services/codeActions): every fix is applied to the file's text,
// the case is validated again, and the diagnostic must be gone without any new error appearing.
import { test } from 'node:test';
import { correlationFile } from '../../shared/rules/examples/scenarioBuilders';
import { fullHydro, fullThermal } from '../../shared/rules/examples/systemBuilders';
import assert from 'node:assert/strict';
import { hyperplaneTable, validCase, validStages, validPlant, withPlants, writeCase, type CaseFiles } from '../support/cases';
import { expectDiagnostic, renderDiagnostics, type Expected } from '../support/assertions';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import type { Diagnostic } from '../../shared/core/diagnostics';
import { JsonDocument } from '../../shared/core/json/document';
import { serviceContext, type ServiceContext } from '../../shared/services/context';
import { codeActions, fixableDiagnostic, type FixableDiagnostic } from '../../shared/services/codeActions';
import { applyTextEdits, appendElement, appendProperty, parseJsonPath, removeMember, nodeAtPath, toTextEdit } from '../../shared/core/json/edits';
import type { CodeActionResult } from '../../shared/services/types';
import { lspCodeActions } from '../../server/features/codeActions';
import { runService, type ServiceName } from '../../server/services/services';
import type { FeatureHost } from '../../server/features/host';
import { FIX_REGISTRIES } from '../../shared/services/codeActions/registered';

const STAGES = 'stages.json';
const PENALTIES = 'penalties.json';
const POST = 'post_study_stages.json';
const MODELS = 'system/hydro_production_models.json';
const THERMALS = 'system/thermals.json';

interface Fixture {
  dir: string;
  validation: ValidationResult;
  context(file: string): ServiceContext;
}

async function fixture(files: CaseFiles): Promise<Fixture> {
  const dir = writeCase(files);
  const validation = await validateCase(dir);
  return { dir, validation, context: (file) => serviceContext(file, validation.model.documents.get(file)!.text, validation) };
}

/** The quick fixes offered at one diagnostic of the fixture. */
function fixesFor(f: Fixture, expected: Expected & { file: string }): { diagnostic: Diagnostic; actions: CodeActionResult[] } {
  const diagnostic = expectDiagnostic(f.validation, expected);
  const fixable = fixableDiagnostic(diagnostic)!;
  return { diagnostic, actions: codeActions(f.context(expected.file), { range: fixable.range, diagnostics: [fixable] }) };
}

function pick(actions: readonly CodeActionResult[], title: string | RegExp): CodeActionResult {
  const found = actions.find((a) => (typeof title === 'string' ? a.title === title : title.test(a.title)));
  assert.ok(found, `no action ${title}; offered: ${JSON.stringify(actions.map((a) => a.title))}`);
  return found;
}

/** Applies the action's edits (file by file) and validates the case with the edited texts. */
async function applyAndValidate(f: Fixture, action: CodeActionResult): Promise<{ after: ValidationResult; texts: Map<string, string> }> {
  const texts = new Map<string, string>();
  for (const file of new Set(action.edits.map((edit) => edit.file))) {
    const doc = new JsonDocument(file, f.validation.model.documents.get(file)!.text);
    texts.set(
      file,
      applyTextEdits(
        doc,
        action.edits.filter((edit) => edit.file === file),
      ),
    );
  }
  return { after: await validateCase(f.dir, { overlays: texts }), texts };
}

function key(d: Diagnostic): string {
  return `${d.code} ${d.file} ${d.location.kind === 'json' ? d.location.path : ''} ${d.message}`;
}

/** No error after that was not there before; the edited files still parse. */
function expectNoNewError(before: ValidationResult, after: ValidationResult): void {
  const known = new Set(before.diagnostics.filter((d) => d.severity === 'error').map(key));
  const added = after.diagnostics.filter((d) => d.severity === 'error' && !known.has(key(d)));
  assert.equal(added.length, 0, `new errors:\n${renderDiagnostics(added)}`);
}

function expectGone(after: ValidationResult, d: Diagnostic): void {
  const path = d.location.kind === 'json' ? d.location.path : undefined;
  const left = after.diagnostics.filter((x) => x.code === d.code && x.file === d.file && (x.location.kind !== 'json' || x.location.path === path));
  assert.equal(left.length, 0, `still there:\n${renderDiagnostics(left)}`);
}

/** The whole check every fix gets: offered, applied, diagnostic gone, nothing new broken. */
async function expectFix(
  files: CaseFiles,
  expected: Expected & { file: string },
  title: string | RegExp,
): Promise<{ action: CodeActionResult; after: ValidationResult; texts: Map<string, string> }> {
  const f = await fixture(files);
  const { diagnostic, actions } = fixesFor(f, expected);
  const action = pick(actions, title);
  const { after, texts } = await applyAndValidate(f, action);
  expectGone(after, diagnostic);
  expectNoNewError(f.validation, after);
  return { action, after, texts };
}

function withStages(bend: (stages: any) => void): CaseFiles {
  const stages = validStages();
  bend(stages);
  return { ...validCase(), [STAGES]: stages };
}

function withPenalties(bend: (penalties: any) => void): CaseFiles {
  const files = validCase();
  bend(files[PENALTIES]);
  return files;
}

// Renames ------------------------------------------------------------------------------------

function olderOpenings(): CaseFiles {
  return withStages((s) => {
    for (const stage of s.stages) {
      stage.num_scenarios = stage.num_openings;
      delete stage.num_openings;
    }
  });
}

test('rename num_scenarios to num_openings: the one STG-039 of the file, on the first key, renames every stage (D1 amended)', async () => {
  const { action, after, texts } = await expectFix(
    olderOpenings(),
    { file: STAGES, code: 'STG-039', path: 'stages[0].num_scenarios' },
    'Rename "num_scenarios" to "num_openings" on 3 stages (its current name)',
  );
  assert.equal(action.isPreferred, true);
  assert.deepEqual(action.fixes, ['STG-039']);
  assert.equal(action.edits.length, 3);
  assert.doesNotMatch(texts.get(STAGES)!, /num_scenarios/);
  assert.equal(after.diagnostics.filter((d) => d.file === STAGES).length, 0);
  // A stage that already has num_openings keeps its plain unknown key (STG-090): the fix leaves it.
  const mixed = olderOpenings();
  (mixed[STAGES] as any).stages[2].num_openings = 10;
  const f = await fixture(mixed);
  const { actions } = fixesFor(f, { file: STAGES, code: 'STG-039', path: 'stages[0].num_scenarios' });
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Rename "num_scenarios" to "num_openings" on 2 stages (its current name)'],
  );
});

test('one num_scenarios is renamed alone, with the plain title', async () => {
  const files = withStages((s) => {
    s.stages[1].num_scenarios = s.stages[1].num_openings;
    delete s.stages[1].num_openings;
  });
  const { action } = await expectFix(files, { file: STAGES, code: 'STG-039', path: 'stages[1].num_scenarios' }, 'Rename "num_scenarios" to "num_openings" (its current name)');
  assert.equal(action.edits.length, 1);
});

test('rename fpha_turbined_cost to turbined_cost clears the one PEN-020, and removal is not offered beside it (D2)', async () => {
  const files = withPenalties((p) => {
    p.hydro.fpha_turbined_cost = p.hydro.turbined_cost;
    delete p.hydro.turbined_cost;
  });
  const { action, after } = await expectFix(
    files,
    { file: PENALTIES, code: 'PEN-020', path: 'hydro.fpha_turbined_cost' },
    'Rename "fpha_turbined_cost" to "turbined_cost" (its current name)',
  );
  assert.deepEqual(action.fixes, ['PEN-020']);
  assert.equal(after.diagnostics.filter((d) => d.file === PENALTIES).length, 0, renderDiagnostics(after.diagnostics));
  const { actions } = fixesFor(await fixture(files), { file: PENALTIES, code: 'PEN-020', path: 'hydro.fpha_turbined_cost' });
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Rename "fpha_turbined_cost" to "turbined_cost" (its current name)'],
  );
});

test('fpha_turbined_cost beside turbined_cost is a plain PEN-001: removed, not renamed onto a duplicate', async () => {
  const f = await fixture(withPenalties((p) => (p.hydro.fpha_turbined_cost = 0.05)));
  const { actions } = fixesFor(f, { file: PENALTIES, code: 'PEN-001', path: 'hydro.fpha_turbined_cost' });
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Remove "fpha_turbined_cost"'],
  );
});

function productionModels(range: Record<string, unknown>): CaseFiles {
  const files = { ...validCase(), 'system/hydros.json': { hydros: [validPlant(1)] } };
  return { ...files, [MODELS]: { production_models: [{ hydro_id: 1, selection_mode: 'stage_ranges', stage_ranges: [range] }] } };
}

test('rename productivity_override to productivity_mw_per_m3s (HPM-090)', async () => {
  const files = productionModels({ start_stage_id: 0, end_stage_id: null, model: 'constant_productivity', productivity_override: 0.9 });
  const { after } = await expectFix(
    files,
    { file: MODELS, code: 'HPM-090', path: 'production_models[0].stage_ranges[0].productivity_override' },
    'Rename "productivity_override" to "productivity_mw_per_m3s" (its current name)',
  );
  assert.equal(after.diagnostics.filter((d) => d.severity !== 'hint').length, 0, renderDiagnostics(after.diagnostics));
});

test('a "did you mean" key is renamed; no rename when the suggested key is already there', async () => {
  await expectFix(
    withPenalties((p) => (p.line = { exchange_cots: 2.0 })),
    { file: PENALTIES, code: 'PEN-001', path: 'line.exchange_cots' },
    'Rename "exchange_cots" to "exchange_cost"',
  );
  // The text changed since the validation: the suggested key now exists, so renaming would duplicate it.
  const f = await fixture(withPenalties((p) => (p.line = { exchange_cots: 2.0 })));
  const d = fixableDiagnostic(expectDiagnostic(f.validation, { file: PENALTIES, code: 'PEN-001', path: 'line.exchange_cots' }))!;
  const text = f.validation.model.documents.get(PENALTIES)!.text.replace('"exchange_cots": 2', '"exchange_cots": 2, "exchange_cost": 1');
  const actions = codeActions(serviceContext(PENALTIES, text, f.validation), { range: d.range, diagnostics: [d] });
  assert.equal(actions.filter((a) => a.title.startsWith('Rename')).length, 0);
});

test('PEN-001 suggests the cost a penalty key means and renames it, keeping the value; no removal beside the rename', async () => {
  const files = withPenalties((p) => {
    p.hydro.inflow_nonnegativity_penalty = p.hydro.inflow_nonnegativity_cost ?? 1000;
    delete p.hydro.inflow_nonnegativity_cost;
  });
  const expected = { file: PENALTIES, code: 'PEN-001', path: 'hydro.inflow_nonnegativity_penalty', message: 'did you mean "inflow_nonnegativity_cost"' } as const;
  const { texts } = await expectFix(files, expected, 'Rename "inflow_nonnegativity_penalty" to "inflow_nonnegativity_cost"');
  assert.match(texts.get(PENALTIES)!, /"inflow_nonnegativity_cost": \d/);
  const f = await fixture(files);
  assert.deepEqual(
    fixesFor(f, expected).actions.filter((a) => a.title.startsWith('Remove')),
    [],
  );
});

test('a mistyped enumerated value is replaced with the suggested one', async () => {
  await expectFix(
    withStages((s) => (s.stages[0].block_mode = 'paralel')),
    { file: STAGES, code: 'STG-043', path: 'stages[0].block_mode' },
    'Replace "paralel" with "parallel"',
  );
});

// Removals -----------------------------------------------------------------------------------

test('an unknown key where unknown keys are rejected is removed (PEN-001)', async () => {
  const { texts } = await expectFix(
    withPenalties((p) => (p.version = '1.0')),
    { file: PENALTIES, code: 'PEN-001', path: 'version' },
    'Remove "version"',
  );
  assert.doesNotMatch(texts.get(PENALTIES)!, /"version"/);
});

test('an ignored unknown key (a warning) is not offered for removal', async () => {
  const f = await fixture(withStages((s) => (s.stages[0].comment = 'x')));
  const { actions } = fixesFor(f, { file: STAGES, code: 'STG-090', path: 'stages[0].comment' });
  assert.equal(actions.filter((a) => a.title.startsWith('Remove')).length, 0);
});

test('the tolerance of the other reduction method is removed (HPM-012)', async () => {
  const files = { ...validCase(), [MODELS]: { production_models: [], fpha_plane_reduction: { method: 'distance', tolerance_pct: 1.0, n_samples: 10, tolerance_deg: 5.0 } } };
  const { texts } = await expectFix(files, { file: MODELS, code: 'HPM-012', path: 'fpha_plane_reduction.tolerance_deg' }, 'Remove "tolerance_deg"');
  assert.deepEqual(JSON.parse(texts.get(MODELS)!).fpha_plane_reduction, { method: 'distance', tolerance_pct: 1.0, n_samples: 10 });
});

// Missing required fields --------------------------------------------------------------------

test('a missing required field is inserted with the placeholder of the table snippet, formatted like its siblings', async () => {
  const { texts } = await expectFix(
    withStages((s) => delete s.stages[1].blocks[0].name),
    { file: STAGES, code: 'STG-036', path: 'stages[1].blocks[0]' },
    'Add the required field "name"',
  );
  assert.match(texts.get(STAGES)!, /\n {10}"hours": 696,\n {10}"name": "SINGLE"\n {8}\}/);
});

test('several missing fields of one object: one action adds them all', async () => {
  const files = withPenalties((p) => {
    delete p.hydro.spillage_cost;
    delete p.hydro.diversion_cost;
  });
  const { action, after } = await expectFix(
    files,
    { file: PENALTIES, code: 'PEN-020', path: 'hydro', message: 'spillage_cost' },
    'Add the 2 missing required fields ("spillage_cost", "diversion_cost")',
  );
  assert.equal(action.edits.length, 1);
  assert.equal(after.diagnostics.filter((d) => d.code === 'PEN-020').length, 0);
  // Asked at both diagnostics at once: one "add all" action, not one per diagnostic.
  const f = await fixture(files);
  const both = f.validation.diagnostics.filter((d) => d.code === 'PEN-020').map((d) => fixableDiagnostic(d)!);
  const actions = codeActions(f.context(PENALTIES), { range: both[0]!.range, diagnostics: both });
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Add the required field "spillage_cost"', 'Add the 2 missing required fields ("spillage_cost", "diversion_cost")', 'Add the required field "diversion_cost"'],
  );
});

test('a missing object is inserted with its own required fields (and a list with one snippet entry)', async () => {
  const { texts } = await expectFix(
    withPenalties((p) => delete p.bus),
    { file: PENALTIES, code: 'PEN-002', path: '' },
    'Add the required field "bus"',
  );
  assert.deepEqual(JSON.parse(texts.get(PENALTIES)!).bus, { deficit_segments: [{ cost: 1000, depth_mw: null }], excess_cost: 0 });
});

test('missing num_openings in the chain form is inserted (STG-039)', async () => {
  await expectFix(
    withStages((s) => delete s.stages[2].num_openings),
    { file: STAGES, code: 'STG-039', path: 'stages[2]' },
    'Add the required field "num_openings"',
  );
});

// Block ids ----------------------------------------------------------------------------------

function twoBlocks(ids: unknown[]): (stage: any) => void {
  return (stage) => (stage.blocks = ids.map((id, k) => ({ ...(id === undefined ? {} : { id }), name: `B${k}`, hours: 372 })));
}

test('block ids are renumbered 0..n-1 in array order (a gap, a duplicate, a missing id)', async () => {
  for (const ids of [
    [0, 2],
    [1, 1],
    [undefined, 0],
  ]) {
    const files = withStages((s) => twoBlocks(ids)(s.stages[0]));
    await expectFix(files, { file: STAGES, code: 'STG-035' }, 'Renumber the blocks of stages[0] as 0..1');
  }
});

test('fix-all: renumbering every stage in the file, as one quick fix and in source.fixAll', async () => {
  const files = withStages((s) => {
    twoBlocks([1, 2])(s.stages[0]);
    twoBlocks([5, 5])(s.stages[2]);
  });
  const f = await fixture(files);
  const { actions } = fixesFor(f, { file: STAGES, code: 'STG-035', path: 'stages[0].blocks[1].id' });
  const fileWide = pick(actions, 'Renumber block ids to 0..n-1 in this file (2)');
  const { after } = await applyAndValidate(f, fileWide);
  assert.equal(after.diagnostics.filter((d) => d.code === 'STG-035').length, 0);
  expectNoNewError(f.validation, after);
});

// Probabilities ------------------------------------------------------------------------------

test('outgoing probabilities are rescaled to sum to 1 (STG-021)', async () => {
  const files = withStages((s) => {
    s.policy_graph.transitions = [
      { source_id: 0, target_id: 1, probability: 0.5 },
      { source_id: 0, target_id: 2, probability: 0.7 },
      { source_id: 1, target_id: 2, probability: 1.0 },
    ];
  });
  const { texts } = await expectFix(files, { file: STAGES, code: 'STG-021' }, 'Rescale the probabilities out of source 0 to sum to 1 (they sum to 1.2)');
  const transitions = JSON.parse(texts.get(STAGES)!).policy_graph.transitions;
  assert.deepEqual(
    transitions.map((t: any) => t.probability),
    [0.416666666667, 0.583333333333, 1.0],
  );
});

// Season ids ---------------------------------------------------------------------------------

/** Twelve months (ids 0-11) and four quarters (ids 12-15): a multi-resolution custom map (d30). */
function multiResolutionMap(): object {
  const months = Array.from({ length: 12 }, (_, m) => ({ id: m, label: `M${m + 1}`, month_start: m + 1 }));
  const quarters = Array.from({ length: 4 }, (_, q) => ({ id: 12 + q, label: `Q${q + 1}`, month_start: 3 * q + 1, month_end: 3 * q + 3 }));
  return { cycle_type: 'custom', seasons: [...months, ...quarters] };
}

test('a missing season_id under a multi-resolution map: one action per fitting season, the finest first', async () => {
  const files = withStages((s) => (s.season_definitions = multiResolutionMap()));
  const f = await fixture(files);
  const { diagnostic, actions } = fixesFor(f, { file: STAGES, code: 'STG-082', path: 'stages[1]' });
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Set season_id to 1 ("M2", 02-01..02-31)', 'Set season_id to 12 ("Q1", 01-01..03-31)'],
  );
  for (const action of actions) {
    const { after } = await applyAndValidate(f, action);
    expectGone(after, diagnostic);
    expectNoNewError(f.validation, after);
  }
});

test('a null season_id under a multi-resolution map is replaced', async () => {
  const files = withStages((s) => {
    s.season_definitions = multiResolutionMap();
    s.stages[0].season_id = null;
  });
  const { texts } = await expectFix(files, { file: STAGES, code: 'STG-082', path: 'stages[0].season_id' }, /^Set season_id to 0 /);
  assert.equal(JSON.parse(texts.get(STAGES)!).stages[0].season_id, 0);
});

// Post-study calendar and bounds --------------------------------------------------------------

function calendar(post: object, lead = 2): CaseFiles {
  return { ...validCase(), [THERMALS]: { thermals: [{ id: 3, name: 'GT-A', anticipated_config: { lead_stages: lead } }] }, [POST]: post };
}

function postStages(first = '2024-04-01', second = '2024-05-01'): object[] {
  return [
    { start_date: first, duration_hours: 720 },
    { start_date: second, duration_hours: 744 },
  ];
}

function row(index: number, min = 0, max = 100): object {
  return { thermal_id: 3, post_study_stage_index: index, cost_per_mwh: 50, min_mw: min, max_mw: max };
}

test('the first post-study start_date is set to the horizon end (XF-017 / PST-014)', async () => {
  const files = calendar({ stages: postStages('2024-04-02', '2024-05-02'), thermal_bounds: [row(0), row(1)] });
  // Contiguity is kept (the second stage starts 720 h after the first): only the horizon is off.
  const f = await fixture(files);
  const { actions } = fixesFor(f, { file: POST, code: 'XF-017', path: 'stages[0].start_date' });
  const action = pick(actions, 'Set start_date to 2024-04-01 (the study horizon end)');
  const { after } = await applyAndValidate(f, action);
  expectGone(after, expectDiagnostic(f.validation, { file: POST, code: 'XF-017' }));
  // Moving the first stage opens a gap to the second (PST-013), whose own fix closes it.
  const gap = expectDiagnostic(after, { file: POST, code: 'PST-013', path: 'stages[1].start_date' });
  assert.deepEqual(gap.data, { expectedStartDate: '2024-05-01' });
});

test('a post-study start_date is set to where the previous stage ends (PST-013)', async () => {
  await expectFix(
    calendar({ stages: postStages('2024-04-01', '2024-05-03'), thermal_bounds: [row(0), row(1)] }),
    { file: POST, code: 'PST-013' },
    'Set start_date to 2024-05-01 (where the previous post-study stage ends)',
  );
});

test('the thermal_bounds rows a lead reaches are added (XF-019 / PST-026)', async () => {
  const { texts } = await expectFix(
    calendar({ stages: postStages(), thermal_bounds: [] }),
    { file: POST, code: 'XF-019' },
    'Add thermal_bounds rows for thermal 3 at post-study stages 0, 1 (cost and bounds 0, to fill in)',
  );
  assert.deepEqual(JSON.parse(texts.get(POST)!).thermal_bounds, [
    { thermal_id: 3, post_study_stage_index: 0, cost_per_mwh: 0, min_mw: 0, max_mw: 0 },
    { thermal_id: 3, post_study_stage_index: 1, cost_per_mwh: 0, min_mw: 0, max_mw: 0 },
  ]);
});

test('thermal_bounds rows: only the missing ones, only within the declared post-study stages', async () => {
  const f = await fixture(calendar({ stages: postStages(), thermal_bounds: [row(0)] }, 3));
  const { actions } = fixesFor(f, { file: POST, code: 'XF-019' });
  const action = pick(actions, 'Add thermal_bounds rows for thermal 3 at post-study stage 1 (cost and bounds 0, to fill in)');
  const { after } = await applyAndValidate(f, action);
  // Index 2 is past the two declared stages: the diagnostic stays, now about that index only.
  expectDiagnostic(after, { file: POST, code: 'XF-019', message: /at post-study stage 2:/ });
  expectNoNewError(f.validation, { ...after, diagnostics: after.diagnostics.filter((d) => d.code !== 'XF-019') });
});

test('min_mw and max_mw are swapped when reversed (PST-024), as written, and file-wide', async () => {
  const post = calendar({ stages: postStages(), thermal_bounds: [row(0, 80, 20), row(1, 90.5, 10)] });
  // The values are swapped as written (`1e1` stays `1e1`).
  const files = { ...post, [POST]: JSON.stringify(post[POST], null, 2).replace('"max_mw": 10', '"max_mw": 1e1') };
  const { texts } = await expectFix(files, { file: POST, code: 'PST-024', path: 'thermal_bounds[1].max_mw' }, 'Swap min_mw (90.5) and max_mw (1e1)');
  assert.match(texts.get(POST)!, /"min_mw": 1e1,\s+"max_mw": 90.5/);
  const f = await fixture(files);
  const { actions } = fixesFor(f, { file: POST, code: 'PST-024', path: 'thermal_bounds[0].max_mw' });
  const { after } = await applyAndValidate(f, pick(actions, 'Swap min_mw and max_mw where they are reversed in this file (2)'));
  assert.equal(after.diagnostics.filter((d) => d.code === 'PST-024').length, 0);
  expectNoNewError(f.validation, after);
});

test('the system/ registries: reversed bounds are swapped, a misspelt key renamed, a missing field added (decision D31)', async () => {
  const HYDROS = 'system/hydros.json';
  const THERMALS = 'system/thermals.json';
  const storage = { ...validCase(), [HYDROS]: { hydros: [fullHydro(0, { reservoir: { min_storage_hm3: 300, max_storage_hm3: 200 } })] } };
  const { texts } = await expectFix(
    storage,
    { file: HYDROS, code: 'HYD-022', path: 'hydros[0].reservoir.max_storage_hm3' },
    'Swap min_storage_hm3 (300) and max_storage_hm3 (200)',
  );
  assert.match(texts.get(HYDROS)!, /"min_storage_hm3": 200,\s+"max_storage_hm3": 300/);
  const reversed = { ...validCase(), [THERMALS]: { thermals: [fullThermal(0, { generation: { min_mw: 30, max_mw: 20 } })] } };
  await expectFix(reversed, { file: THERMALS, code: 'THM-023', path: 'thermals[0].generation.max_mw' }, 'Swap min_mw (30) and max_mw (20)');
  const misspelt = { ...validCase(), [THERMALS]: { thermals: [{ ...fullThermal(0), cost_per_mw: 5, cost_per_mwh: undefined }] } };
  await expectFix(misspelt, { file: THERMALS, code: 'THM-090', path: 'thermals[0].cost_per_mw' }, 'Rename "cost_per_mw" to "cost_per_mwh"');
});

// Fix-all ------------------------------------------------------------------------------------

test('source.fixAll applies every safe fix of the file at once and nothing needing a choice', async () => {
  const files = olderOpenings();
  const stages = files[STAGES] as any;
  twoBlocks([3, 3])(stages.stages[1]);
  stages.stages[2].block_mode = 'paralel'; // a guess: not applied file-wide
  const f = await fixture(files);
  const actions = codeActions(f.context(STAGES), { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, diagnostics: [], only: ['source.fixAll'] });
  assert.equal(actions.length, 1);
  const all = actions[0]!;
  assert.equal(all.kind, 'source.fixAll');
  assert.match(all.title, /rename older keys.*renumber block ids.*\(2\)$/);
  const { after } = await applyAndValidate(f, all);
  for (const code of ['STG-090', 'STG-039', 'STG-035']) assert.equal(after.diagnostics.filter((d) => d.code === code).length, 0, code);
  expectDiagnostic(after, { file: STAGES, code: 'STG-043' });
  expectNoNewError(f.validation, after);
});

test('no source.fixAll action when nothing is safe to fix; quick fixes only when not asked for fix-all', async () => {
  const f = await fixture(validCase());
  const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  assert.deepEqual(codeActions(f.context(STAGES), { range, diagnostics: [], only: ['source.fixAll'] }), []);
  const g = await fixture(olderOpenings());
  assert.equal(codeActions(g.context(STAGES), { range, diagnostics: [] }).length, 0);
});

// The text moved on since the validation -------------------------------------------------------

test('a fix is not offered when the current text no longer has what the diagnostic is about', async () => {
  const f = await fixture(withPenalties((p) => (p.version = '1.0')));
  const d = fixableDiagnostic(expectDiagnostic(f.validation, { file: PENALTIES, code: 'PEN-001', path: 'version' }))!;
  const text = f.validation.model.documents.get(PENALTIES)!.text.replace('"version"', '"versions"');
  assert.deepEqual(codeActions(serviceContext(PENALTIES, text, f.validation), { range: d.range, diagnostics: [d] }), []);
});

// Edit helpers --------------------------------------------------------------------------------

test('edit helpers: paths with quoted keys, inline and tab-indented containers, removal of first, middle, last and only members', () => {
  assert.deepEqual(parseJsonPath('stages[3].blocks[0].hours'), ['stages', 3, 'blocks', 0, 'hours']);
  assert.deepEqual(parseJsonPath('hydro["odd key"].x'), ['hydro', 'odd key', 'x']);
  assert.deepEqual(parseJsonPath(''), []);
  assert.equal(parseJsonPath('a..b'), undefined);

  const apply = (text: string, edit: (doc: JsonDocument) => Parameters<typeof toTextEdit>[1]) => {
    const doc = new JsonDocument('x.json', text);
    return applyTextEdits(doc, [toTextEdit(doc, edit(doc))]);
  };
  const inline = '{ "blocks": [{ "id": 0, "hours": 1 }] }';
  assert.equal(
    apply(inline, (doc) => appendProperty(doc, nodeAtPath(doc, ['blocks', 0])!, 'name', 'B')),
    '{ "blocks": [{ "id": 0, "hours": 1, "name": "B" }] }',
  );
  const tabs = '{\n\t"rows": [\n\t\t{ "a": 1 }\n\t],\n\t"x": {}\n}';
  assert.equal(
    apply(tabs, (doc) => appendElement(doc, nodeAtPath(doc, ['rows'])!, { a: 2, b: [1] })),
    '{\n\t"rows": [\n\t\t{ "a": 1 },\n\t\t{ "a": 2, "b": [1] }\n\t],\n\t"x": {}\n}',
  );
  assert.equal(
    apply(tabs, (doc) => appendProperty(doc, nodeAtPath(doc, ['x'])!, 'k', { v: 1 })),
    '{\n\t"rows": [\n\t\t{ "a": 1 }\n\t],\n\t"x": {\n\t\t"k": {\n\t\t\t"v": 1\n\t\t}\n\t}\n}',
  );
  const crlf = '{\r\n  "a": 1\r\n}';
  assert.equal(
    apply(crlf, (doc) => appendProperty(doc, doc.root!, 'b', [1, 2])),
    '{\r\n  "a": 1,\r\n  "b": [\r\n    1,\r\n    2\r\n  ]\r\n}',
  );

  const three = '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}';
  const remove = (text: string, key: string) =>
    apply(text, (doc) =>
      removeMember(
        doc.root!,
        doc.root!.children!.find((p) => p.children![0]!.value === key)!,
      ),
    );
  assert.equal(remove(three, 'a'), '{\n  "b": 2,\n  "c": 3\n}');
  assert.equal(remove(three, 'b'), '{\n  "a": 1,\n  "c": 3\n}');
  assert.equal(remove(three, 'c'), '{\n  "a": 1,\n  "b": 2\n}');
  assert.equal(remove('{ "a": 1 }', 'a'), '{}');
});

// The LSP handler -----------------------------------------------------------------------------

test('LSP: kinds follow `only`, edits go to the case URIs, quick fixes carry their diagnostics', async () => {
  const f = await fixture(olderOpenings());
  const uri = 'file:///case/stages.json';
  const host = {
    connection: undefined as never,
    // The server runs services on its validation thread; here they run in place, by the same registry.
    service: async (u: string, _token: unknown, name: ServiceName, ...args: unknown[]) => (u === uri ? runService({ name, args } as never, f.context(STAGES), {}) : undefined),
    uriInCase: (_u: string, file: string) => `file:///case/${file}`,
    settings: () => ({ inlayHints: true }),
  } as unknown as FeatureHost;
  const engine = expectDiagnostic(f.validation, { file: STAGES, code: 'STG-039', path: 'stages[0].num_scenarios' });
  const fixable = fixableDiagnostic(engine)! as FixableDiagnostic;
  const lspDiagnostic = { range: fixable.range, code: 'STG-039', source: 'hydrocase', severity: 1 as const, message: engine.message, data: fixable.data };
  const request = (only?: string[]) => lspCodeActions(host, { textDocument: { uri }, range: fixable.range, context: { diagnostics: [lspDiagnostic], ...(only ? { only } : {}) } });

  const quick = await request();
  const rename = quick.find((a) => a.title.startsWith('Rename'))!;
  assert.equal(rename.kind, 'quickfix');
  assert.equal(rename.isPreferred, true);
  assert.deepEqual(rename.diagnostics, [lspDiagnostic]);
  assert.deepEqual(Object.keys(rename.edit!.changes!), [uri]);
  // One problem for the file's three num_scenarios (D1): its one fix renames them all, so no "in this file" action beside it.
  assert.equal(rename.edit!.changes![uri]!.length, 3);
  assert.ok(!quick.some((a) => a.title.includes('in this file')));

  const fixAll = await request(['source.fixAll']);
  assert.deepEqual(
    fixAll.map((a) => a.kind),
    ['source.fixAll.hydrocase'],
  );
  assert.deepEqual(
    (await request(['source'])).map((a) => a.kind),
    ['source.fixAll.hydrocase'],
  );
  assert.deepEqual(await request(['refactor']), []);
  assert.deepEqual(await lspCodeActions(host, { textDocument: { uri: 'file:///elsewhere.json' }, range: fixable.range, context: { diagnostics: [] } }), []);
});

// Study calendar ---------------------------------------------------------------------------------

test('an end_date not after its start_date is set to where the next stage starts (STG-033)', async () => {
  const files = withStages((s) => (s.stages[1].end_date = '2024-01-15'));
  const { texts } = await expectFix(files, { file: STAGES, code: 'STG-033', path: 'stages[1].end_date' }, 'Set end_date to 2024-03-01 (where the next stage starts)');
  assert.match(texts.get(STAGES)!, /"start_date": "2024-02-01",\s+"end_date": "2024-03-01"/);
});

test('on the last stage, an end_date before its start takes the cadence of the stage before it (STG-033)', async () => {
  const files = withStages((s) => (s.stages[2].end_date = '2024-02-01'));
  await expectFix(files, { file: STAGES, code: 'STG-033', path: 'stages[2].end_date' }, 'Set end_date to 2024-04-01 (one month after start_date)');
});

test('a block whose hours are not > 0 takes the calendar hours no other block takes (STG-037)', async () => {
  const single = withStages((s) => (s.stages[1].blocks[0].hours = -696));
  await expectFix(single, { file: STAGES, code: 'STG-037', path: 'stages[1].blocks[0].hours' }, "Set hours to 696 (the stage's 696 calendar hours)");
  const pair = withStages(
    (s) =>
      (s.stages[0].blocks = [
        { id: 0, name: 'PEAK', hours: 200 },
        { id: 1, name: 'OFF', hours: 0 },
      ]),
  );
  await expectFix(pair, { file: STAGES, code: 'STG-037', path: 'stages[0].blocks[1].hours' }, "Set hours to 544 (the 544 of the stage's 744 calendar hours no other block takes)");
});

test('no block-hours fix when two blocks are bad or the dates do not read', async () => {
  const f = await fixture(
    withStages(
      (s) =>
        (s.stages[0].blocks = [
          { id: 0, name: 'A', hours: -1 },
          { id: 1, name: 'B', hours: 0 },
        ]),
    ),
  );
  assert.deepEqual(fixesFor(f, { file: STAGES, code: 'STG-037', path: 'stages[0].blocks[0].hours' }).actions, []);
});

test('an overlapping or late start_date is moved to where the stage before it ends (STG-087, STG-088)', async () => {
  const overlap = withStages((s) => (s.stages[1].start_date = '2024-01-20'));
  await expectFix(overlap, { file: STAGES, code: 'STG-087', path: 'stages[1].start_date' }, 'Set start_date to 2024-02-01 (where the stage before it ends)');
  const gap = withStages((s) => (s.stages[2].start_date = '2024-03-05'));
  await expectFix(gap, { file: STAGES, code: 'STG-088', path: 'stages[2].start_date' }, 'Set start_date to 2024-03-01 (where the stage before it ends)');
});

test('blocks that do not fill the calendar are set or scaled to its hours (STG-089)', async () => {
  const single = withStages((s) => (s.stages[1].blocks[0].hours = 720));
  const { texts } = await expectFix(single, { file: STAGES, code: 'STG-089', path: 'stages[1].blocks' }, "Set the block's hours to the stage's 696 calendar hours");
  assert.match(texts.get(STAGES)!, /"hours": 696/);
  const pair = withStages(
    (s) =>
      (s.stages[0].blocks = [
        { id: 0, name: 'PEAK', hours: 360 },
        { id: 1, name: 'OFF', hours: 360 },
      ]),
  );
  const scaled = await expectFix(
    pair,
    { file: STAGES, code: 'STG-089', path: 'stages[0].blocks' },
    "Scale the 2 blocks to the stage's 744 calendar hours, keeping their proportions",
  );
  assert.match(scaled.texts.get(STAGES)!, /"PEAK",\s+"hours": 372[\s\S]*"OFF",\s+"hours": 372/);
});

test('the loader’s files (D31): an unknown key close to a setting is renamed (CFG-090, INI-090); a missing seed is added (CFG-007)', async () => {
  const config = { training: { forward_passes: 1, stopping_rules: [{ type: 'iteration_limit', limit: 5 }], stoping_mode: 'all' } };
  await expectFix({ ...validCase(), 'config.json': config }, { file: 'config.json', code: 'CFG-090', path: 'training.stoping_mode' }, 'Rename "stoping_mode" to "stopping_mode"');
  const conditions = { storage: [], filling_storage: [], past_inflow: [] };
  await expectFix(
    { ...validCase(), 'initial_conditions.json': conditions },
    { file: 'initial_conditions.json', code: 'INI-090', path: 'past_inflow' },
    'Rename "past_inflow" to "past_inflows"',
  );
  const drawing = { training: { forward_passes: 1, stopping_rules: [{ type: 'iteration_limit', limit: 5 }], scenario_source: { inflow: { scheme: 'out_of_sample' } } } };
  await expectFix({ ...validCase(), 'config.json': drawing }, { file: 'config.json', code: 'CFG-007', path: 'training.scenario_source' }, 'Add the required field "seed"');
});

test('the scenarios/ JSON files (D31): a misspelt key is renamed (SCN-079, SCN-089), a misspelt method, entity type or profile name replaced', async () => {
  const CORRELATION = 'scenarios/correlation.json';
  const plants = { ...validCase(), 'system/hydros.json': { hydros: [fullHydro(0), fullHydro(1)] } };
  const { schedule, ...rest } = correlationFile();
  await expectFix({ ...plants, [CORRELATION]: { ...rest, shedule: schedule } }, { file: CORRELATION, code: 'SCN-079', path: 'shedule' }, 'Rename "shedule" to "schedule"');
  await expectFix(
    { ...plants, [CORRELATION]: { ...correlationFile(), method: 'spectal' } },
    { file: CORRELATION, code: 'SCN-062', path: 'method' },
    'Replace "spectal" with "spectral"',
  );
  const misnamed = correlationFile();
  misnamed.schedule[0].profile_name = 'dfault';
  await expectFix({ ...plants, [CORRELATION]: misnamed }, { file: CORRELATION, code: 'SCN-077', path: 'schedule[0].profile_name' }, 'Replace "dfault" with "default"');
  const loads = { load_factors: [{ bus_id: 0, stage_id: 0, block_factors: [{ block_id: 0, factr: 0.9 }] }] };
  await expectFix(
    { ...validCase(), 'scenarios/load_factors.json': loads },
    { file: 'scenarios/load_factors.json', code: 'SCN-089', path: 'load_factors[0].block_factors[0].factr' },
    'Rename "factr" to "factor"',
  );
});

// Plant ids -----------------------------------------------------------------------------------

test('XF-002 on a production-model entry: the fix sets the hydro_id to the plant that has no entry yet, and every problem that followed goes with it', async () => {
  const files = withPlants(validCase(), [validPlant(3, { generation: { model: 'constant_productivity' } })]);
  files[MODELS] = {
    production_models: [
      { hydro_id: 7, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 1 }] },
    ],
  };
  const { action, texts } = await expectFix(files, { file: MODELS, code: 'XF-002', path: 'production_models[0].hydro_id' }, /^Change hydro_id to 3 /);
  assert.equal(action.isPreferred, true, 'the one plant without an entry');
  assert.equal(JSON.parse(texts.get(MODELS)!).production_models[0].hydro_id, 3);
});

test('XF-002 near miss: a hydro_id edited since the validation gets no fix', async () => {
  const files = withPlants(validCase(), [validPlant(3)]);
  files[MODELS] = {
    production_models: [
      { hydro_id: 7, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 1 }] },
    ],
  };
  const f = await fixture(files);
  const { actions } = fixesFor(f, { file: MODELS, code: 'XF-002', path: 'production_models[0].hydro_id' });
  assert.ok(actions.some((a) => a.title.startsWith('Change hydro_id to 3')));
  const fixable = fixableDiagnostic(f.validation.diagnostics.find((d) => d.code === 'XF-002')!)!;
  const text = f.validation.model.documents.get(MODELS)!.text;
  assert.ok(/"hydro_id": 7/.test(text));
  const edited = serviceContext(MODELS, text.replace('"hydro_id": 7', '"hydro_id": 8'), f.validation);
  assert.deepEqual(
    codeActions(edited, { range: fixable.range, diagnostics: [fixable] }).filter((a) => a.title.startsWith('Change hydro_id')),
    [],
  );
});

test('a season map written with exclusive ends (STG-083, D34): one fix moves every end back one day', async () => {
  const files = withStages((s) => {
    s.season_definitions = {
      cycle_type: 'custom',
      seasons: [
        { id: 0, label: 'JFMA', month_start: 1, day_start: 1, month_end: 5, day_end: 1 },
        { id: 1, label: 'MJJA', month_start: 5, day_start: 1, month_end: 9, day_end: 1 },
        { id: 2, label: 'SOND', month_start: 9, day_start: 1, month_end: 1, day_end: 1 },
      ],
    };
    for (const stage of s.stages) stage.season_id = 0;
  });
  const { action, texts } = await expectFix(
    files,
    { file: STAGES, code: 'STG-083', path: 'season_definitions.seasons' },
    'Move the end of every season back one day (day_end is inclusive): 3 seasons',
  );
  assert.deepEqual(action.fixes, ['STG-083']);
  const seasons = JSON.parse(texts.get(STAGES)!).season_definitions.seasons;
  assert.deepEqual(
    seasons.map((season: any) => [season.month_end, season.day_end]),
    [
      [4, 30],
      [8, 31],
      [12, 31],
    ],
  );
});

test('no rule has its fix registered by two folders (the later would silently replace the earlier)', () => {
  const ids = FIX_REGISTRIES.flatMap((registry) => Object.keys(registry));
  assert.ok(ids.length >= 20, `${ids.length} rules have a registered fix`);
  assert.deepEqual(
    ids.filter((id, index) => ids.indexOf(id) !== index),
    [],
  );
});

// Cross-file ids: what completion knows, offered as the fix ------------------------------------

test('XF-001: an fpha plant without a production-model entry gets one added to the production-model file', async () => {
  const files = withPlants(validCase(), [validPlant(0), validPlant(3, { generation: { model: 'fpha' } })]);
  files[MODELS] = {
    production_models: [
      { hydro_id: 0, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 1 }] },
    ],
  };
  files['system/fpha_hyperplanes.parquet'] = hyperplaneTable([3]);
  const { action, texts } = await expectFix(
    files,
    { file: 'system/hydros.json', code: 'XF-001' },
    /^Add a production_models entry for hydro 3 to system\/hydro_production_models\.json/,
  );
  assert.deepEqual(
    action.edits.map((edit) => edit.file),
    [MODELS],
  );
  const added = JSON.parse(texts.get(MODELS)!).production_models[1];
  assert.deepEqual(added, { hydro_id: 3, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, end_stage_id: null, model: 'fpha' }] });
});

test('XF-001 near miss: no production-model file (creating one is not a text edit), or an entry added since the validation, gives no fix', async () => {
  const files = withPlants(validCase(), [validPlant(3, { generation: { model: 'fpha' } })]);
  delete files[MODELS];
  let f = await fixture(files);
  assert.deepEqual(fixesFor(f, { file: 'system/hydros.json', code: 'XF-001' }).actions, []);
  files[MODELS] = { production_models: [] };
  f = await fixture(files);
  assert.equal(fixesFor(f, { file: 'system/hydros.json', code: 'XF-001' }).actions.length, 1);
  // The production-model file as it reads once the planner has written the entry by hand.
  const stale = { ...f.validation, model: { ...f.validation.model, documents: new Map(f.validation.model.documents) } } as ValidationResult;
  stale.model.documents.set(MODELS, new JsonDocument(MODELS, JSON.stringify({ production_models: [{ hydro_id: 3 }] })));
  const diagnostic = fixableDiagnostic(f.validation.diagnostics.find((d) => d.code === 'XF-001')!)!;
  assert.deepEqual(
    codeActions(serviceContext('system/hydros.json', f.validation.model.documents.get('system/hydros.json')!.text, stale), { range: diagnostic.range, diagnostics: [diagnostic] }),
    [],
  );
});

test("REF-001: a bus_id that names no bus gets one fix per bus, the closest id first (completion's list)", async () => {
  const files = { ...validCase(), [THERMALS]: { thermals: [fullThermal(0, { bus_id: 7 })] } };
  const f = await fixture(files);
  const { actions } = fixesFor(f, { file: THERMALS, code: 'REF-001', path: 'thermals[0].bus_id' });
  assert.deepEqual(
    actions.map((a) => a.title),
    ['Change bus_id to 1 (B1)', 'Change bus_id to 0 (B0)'],
  );
  const { texts } = await expectFix(files, { file: THERMALS, code: 'REF-001', path: 'thermals[0].bus_id' }, 'Change bus_id to 1 (B1)');
  assert.equal(JSON.parse(texts.get(THERMALS)!).thermals[0].bus_id, 1);
});

test("REF-003 and REF-004: a pumping station's plant and a filling's start stage get completion's candidates as fixes", async () => {
  const pumping = {
    ...withPlants(validCase(), [validPlant(0), validPlant(1)]),
    'system/pumping_stations.json': {
      pumping_stations: [{ id: 0, name: 'P0', bus_id: 0, source_hydro_id: 0, destination_hydro_id: 9, consumption_mw_per_m3s: 0.5, flow: { min_m3s: 0, max_m3s: 10 } }],
    },
  };
  const { texts } = await expectFix(pumping, { file: 'system/pumping_stations.json', code: 'REF-003' }, /^Change destination_hydro_id to 1 /);
  assert.equal(JSON.parse(texts.get('system/pumping_stations.json')!).pumping_stations[0].destination_hydro_id, 1);

  const filling = withPlants(validCase(), [validPlant(0, { filling: { start_stage_id: 40, filling_inflow_m3s: 10 } })]);
  const { action } = await expectFix(filling, { file: 'system/hydros.json', code: 'REF-004' }, /^Change start_stage_id to \d+/);
  assert.match(action.title, /^Change start_stage_id to \d+ \(\d{4}-\d\d-\d\d\.\.\d{4}-\d\d-\d\d\)$/);
});

test('near miss: a bus_id edited since the validation to a bus that exists gets no fix', async () => {
  const f = await fixture({ ...validCase(), [THERMALS]: { thermals: [fullThermal(0, { bus_id: 7 })] } });
  const fixable = fixableDiagnostic(f.validation.diagnostics.find((d) => d.code === 'REF-001')!)!;
  const text = f.validation.model.documents.get(THERMALS)!.text;
  const edited = serviceContext(THERMALS, text.replace('"bus_id": 7', '"bus_id": 1'), f.validation);
  assert.deepEqual(
    codeActions(edited, { range: fixable.range, diagnostics: [fixable] }).map((a) => a.title),
    [],
  );
});
