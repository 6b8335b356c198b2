// config.json (CFG, decision D31): each rule's failing case and passing near miss at its field, the
// mutations of real example cases that the Cobre loader rejects, the d01 experiment of issue 28, and
// the 26 real examples, which are the loader's own valid cases and must stay silent here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import { validCase, validateFiles } from '../support/cases';
import { expectDiagnostic } from '../support/assertions';
import { expectAnnotated } from '../support/annotated';
import { examplesDir } from '../support/cli';
import { problemsIn, testExampleMutations, type ExampleMutation } from '../support/exampleMutations';
import { baselineConfig } from '../../shared/rules/examples/baseline';
import { findFieldDoc } from '../../shared/fieldDocs/fields';

const FILE = 'config.json';

function configOf(result: ValidationResult): string[] {
  return problemsIn(result, FILE);
}

function withConfig(config: object | string): Promise<ValidationResult> {
  return validateFiles({ ...validCase(), [FILE]: config });
}

function bent(edit: (config: any) => void): Promise<ValidationResult> {
  const config = baselineConfig();
  edit(config);
  return withConfig(config);
}

/** Every case folder of the real examples (the loader's own valid cases). */
function exampleCases(): string[] {
  const deterministic = join(examplesDir, 'deterministic');
  return [join(examplesDir, '1dtoy'), ...readdirSync(deterministic).map((name) => join(deterministic, name))];
}

test('the 26 real examples: no problem in config.json or initial_conditions.json', async () => {
  const cases = exampleCases();
  assert.equal(cases.length, 26);
  for (const dir of cases) {
    const result = await validateCase(dir);
    const own = result.diagnostics.filter((d) => d.file === FILE || d.file === 'initial_conditions.json');
    assert.deepEqual(
      own.map((d) => `${d.code} ${d.file}: ${d.message}`),
      [],
      dir,
    );
    assert.ok(result.files.includes(FILE) && result.files.includes('initial_conditions.json'), `${dir} checked both files`);
  }
});

test('the d01 experiment of issue 28: forward_passes -5 and an unknown key, each at its field', async () => {
  const dir = join(examplesDir, 'deterministic', 'd01-thermal-dispatch');
  const config = JSON.parse(readFileSync(join(dir, FILE), 'utf8'));
  config.training.forward_passes = -5;
  config.training.stoping_mode = 'all';
  const result = await validateCase(dir, { overlays: new Map([[FILE, JSON.stringify(config, null, 2)]]) });
  assert.deepEqual(configOf(result), ['CFG-003 training.forward_passes', 'CFG-090 training.stoping_mode']);
  expectDiagnostic(result, { code: 'CFG-003', path: 'training.forward_passes', message: 'got -5' });
  const unknown = expectDiagnostic(result, { code: 'CFG-090', path: 'training.stoping_mode', message: 'did you mean "stopping_mode"?' });
  assert.deepEqual(unknown.data, { unknownKey: 'stoping_mode', rename: 'stopping_mode' });
});

const D01 = 'deterministic/d01-thermal-dispatch';
const D26 = 'deterministic/d26-estimated-par2';
const D29 = 'deterministic/d29-weekly-par-noise-sharing';

const MUTATIONS: ExampleMutation[] = [
  { example: D01, what: 'negative forward_passes', edit: (c) => (c.training.forward_passes = -5), expected: ['CFG-003 training.forward_passes'] },
  { example: D01, what: 'fractional forward_passes', edit: (c) => (c.training.forward_passes = 1.5), expected: ['CFG-003 training.forward_passes'] },
  { example: D01, what: 'forward_passes as a string', edit: (c) => (c.training.forward_passes = '10'), expected: ['CFG-003 training.forward_passes'] },
  { example: D01, what: 'forward_passes past u32', edit: (c) => (c.training.forward_passes = 4_294_967_296), expected: ['CFG-003 training.forward_passes'] },
  { example: D01, what: 'forward_passes removed', edit: (c) => delete c.training.forward_passes, expected: ['CFG-002 training'] },
  { example: D01, what: 'forward_passes null', edit: (c) => (c.training.forward_passes = null), expected: ['CFG-002 training.forward_passes'] },
  { example: D01, what: 'stopping_rules removed', edit: (c) => delete c.training.stopping_rules, expected: ['CFG-002 training'] },
  { example: D01, what: 'training removed', edit: (c) => delete c.training, expected: ['CFG-002 '] },
  { example: D01, what: 'root is a list', edit: (c) => [c], newRoot: true, expected: ['CFG-001 '] },
  { example: D01, what: 'unknown stopping rule type', edit: (c) => (c.training.stopping_rules[0].type = 'max_iterations'), expected: ['CFG-004 training.stopping_rules[0].type'] },
  { example: D01, what: 'iteration_limit without limit', edit: (c) => delete c.training.stopping_rules[0].limit, expected: ['CFG-004 training.stopping_rules[0]'] },
  { example: D01, what: 'negative limit', edit: (c) => (c.training.stopping_rules[0].limit = -1), expected: ['CFG-004 training.stopping_rules[0].limit'] },
  { example: D01, what: 'a stopping rule that is a number', edit: (c) => (c.training.stopping_rules = [10]), expected: ['CFG-004 training.stopping_rules[0]'] },
  { example: D01, what: 'simulation.enabled as a string', edit: (c) => (c.simulation.enabled = 'false'), expected: ['CFG-003 simulation.enabled'] },
  { example: D01, what: 'num_scenarios null', edit: (c) => (c.simulation.num_scenarios = null), expected: ['CFG-003 simulation.num_scenarios'] },
  { example: D01, what: 'modeling null', edit: (c) => (c.modeling = null), expected: ['CFG-003 modeling'] },
  {
    example: D01,
    what: 'inflow_non_negativity.method a number',
    edit: (c) => (c.modeling.inflow_non_negativity.method = 1),
    expected: ['CFG-003 modeling.inflow_non_negativity.method'],
  },
  { example: D01, what: 'policy.mode misspelt', edit: (c) => (c.policy = { mode: 'warmstart' }), expected: ['CFG-005 policy.mode'] },
  { example: D01, what: 'boundary without source_stage', edit: (c) => (c.policy = { boundary: { path: './prev' } }), expected: ['CFG-002 policy.boundary'] },
  { example: D01, what: 'tree_seed fractional', edit: (c) => (c.training.tree_seed = 4.2), expected: ['CFG-003 training.tree_seed'] },
  { example: D01, what: 'cut selection enabled without method', edit: (c) => (c.training.cut_selection = { enabled: true }), expected: ['CFG-011 training.cut_selection'] },
  {
    example: D01,
    what: 'cut selection method unknown',
    edit: (c) => (c.training.cut_selection = { enabled: true, method: 'lru' }),
    expected: ['CFG-011 training.cut_selection.method'],
  },
  {
    example: D01,
    what: 'cut selection check_frequency 0',
    edit: (c) => (c.training.cut_selection = { enabled: true, method: 'level1', check_frequency: 0 }),
    expected: ['CFG-011 training.cut_selection.check_frequency'],
  },
  {
    example: D01,
    what: 'basis_activity_window 0',
    edit: (c) => (c.training.cut_selection = { basis_activity_window: 0 }),
    expected: ['CFG-012 training.cut_selection.basis_activity_window'],
  },
  {
    example: D01,
    what: 'solver retry time as a string',
    edit: (c) => (c.training.solver = { retry_time_budget_seconds: '30s' }),
    expected: ['CFG-003 training.solver.retry_time_budget_seconds'],
  },
  { example: D01, what: 'exports.states null', edit: (c) => (c.exports = { states: null }), expected: ['CFG-003 exports.states'] },
  { example: D26, what: 'order_selection unknown', edit: (c) => (c.estimation.order_selection = 'aic'), expected: ['CFG-005 estimation.order_selection'] },
  { example: D26, what: 'max_order negative', edit: (c) => (c.estimation.max_order = -2), expected: ['CFG-003 estimation.max_order'] },
  { example: D29, what: 'scenario source without seed', edit: (c) => delete c.training.scenario_source.seed, expected: ['CFG-007 training.scenario_source'] },
  { example: D29, what: 'seed as a string', edit: (c) => (c.training.scenario_source.seed = '42'), expected: ['CFG-003 training.scenario_source.seed'] },
  { example: D29, what: 'unknown scheme', edit: (c) => (c.training.scenario_source.inflow.scheme = 'out-of-sample'), expected: ['CFG-006 training.scenario_source.inflow.scheme'] },
  { example: D29, what: 'a key beside scheme', edit: (c) => (c.training.scenario_source.inflow.seed = 3), expected: ['CFG-006 training.scenario_source.inflow.seed'] },
  { example: D29, what: 'historical load', edit: (c) => (c.training.scenario_source.load = { scheme: 'historical' }), expected: ['CFG-008 training.scenario_source.load.scheme'] },
  {
    example: D29,
    what: 'historical_years without a historical class',
    edit: (c) => (c.training.scenario_source.historical_years = [1990, 2000]),
    expected: ['CFG-009 training.scenario_source.historical_years'],
  },
  {
    example: D29,
    what: 'historical_years range backwards',
    edit: (c) => Object.assign(c.training.scenario_source, { inflow: { scheme: 'historical' }, historical_years: { from: 2000, to: 1990 } }),
    expected: ['CFG-010 training.scenario_source.historical_years.from'],
  },
  {
    example: D29,
    what: 'historical_years a string',
    edit: (c) => Object.assign(c.training.scenario_source, { inflow: { scheme: 'historical' }, historical_years: '1990-2000' }),
    expected: ['CFG-010 training.scenario_source.historical_years'],
  },
  {
    example: D29,
    what: 'simulation source drawing without seed',
    edit: (c) => (c.simulation.scenario_source = { load: { scheme: 'out_of_sample' } }),
    expected: ['CFG-007 simulation.scenario_source'],
  },
];

testExampleMutations(FILE, MUTATIONS);

test('config.json as an annotated file: each mistake under its field', async () => {
  await expectAnnotated(
    FILE,
    `
    {
      "training": {
        "forward_passes": -5,
                          ^^ CFG-003 must be in [0, 4294967295]
        "stopping_rules": [{ "type": "time_limit", "secs": 60 }],
                           ^ CFG-004 missing required field "seconds"
                                                   ^^^^^^ CFG-090 did you mean "seconds"?
        "cut_selection": { "enabled": true, "method": "lml1", "threshold": 3, "max_active_per_stage": 2 }
                                                                           ^ CFG-014 deprecated
      },
      "simulation": { "enabled": "yes", "scenario_source": { "inflow": { "scheme": "historical" } } },
                                 ^^^^^ CFG-003 must be true or false
                                        ^^^^^^^^^^^^^^^^^ CFG-007 needs a seed: inflow is historical
      "policy": { "mode": "warm-start" },
                          ^^^^^^^^^^^^ CFG-005 did you mean "warm_start"?
      "estimation": { "order_selection": "fixed" },
                                         ^^^^^^^ CFG-014 read as "pacf"
      "version": "1.0"
      ^^^^^^^^^ CFG-090 unknown key "version"
    }`,
  );
});

test('passing near misses: zero counts, in-range windows, a seeded draw, a historical replay with its years', async () => {
  const result = await bent((c) => {
    c.training.forward_passes = 0;
    c.training.stopping_rules.push({ type: 'bound_stalling', iterations: 10, tolerance: 0.001 });
    c.training.cut_selection = { enabled: true, method: 'domination', domination_epsilon: 1e-6, basis_activity_window: 31, max_active_per_stage: 0 };
    c.training.scenario_source = { seed: 1, inflow: { scheme: 'historical' }, load: { scheme: 'in_sample' }, historical_years: { from: 1990, to: 1990 } };
    c.simulation = { enabled: true, num_scenarios: 0, scenario_source: null, output_path: null };
    c.policy = { mode: 'resume', boundary: null, checkpointing: { enabled: null } };
    c.estimation = { order_selection: 'pacf_annual', max_coefficient_magnitude: null };
    c.$schema = null;
  });
  assert.deepEqual(configOf(result), [], 'a cap equal to forward_passes (0 = 0) is no warning');
});

test('CFG-013 links forward_passes; CFG-012 takes 1 and 31 and refuses 32', async () => {
  const capped = await bent((c) => ((c.training.forward_passes = 8), (c.training.cut_selection = { max_active_per_stage: 4 })));
  const warning = expectDiagnostic(capped, { code: 'CFG-013', path: 'training.cut_selection.max_active_per_stage' });
  assert.equal(warning.related?.[0]?.location.kind === 'json' && warning.related[0].location.path, 'training.forward_passes');
  for (const [window, expected] of [
    [1, []],
    [31, []],
    [32, ['CFG-012 training.cut_selection.basis_activity_window']],
  ] as const) {
    assert.deepEqual(configOf(await bent((c) => (c.training.cut_selection = { basis_activity_window: window }))), expected, `window ${window}`);
  }
});

test("a stopping rule reads only its own type's members: another type's member is an unknown key", async () => {
  const result = await bent((c) => (c.training.stopping_rules = [{ type: 'iteration_limit', limit: 5, seconds: 60 }]));
  assert.deepEqual(configOf(result), ['CFG-090 training.stopping_rules[0].seconds']);
});

test('the scenario classes keep what the cross-file rules read: schemes and the openings source', async () => {
  // (The external scheme would also need scenarios/external_inflow_scenarios.parquet: REF-131.)
  const result = await bent((c) => (c.training.scenario_source = { seed: 3, inflow: { scheme: 'out_of_sample' }, openings: { source: 'file' } }));
  assert.deepEqual(configOf(result), []);
  assert.deepEqual(result.model.config?.training.schemes, { inflow: 'out_of_sample' });
  assert.equal(result.model.config?.training.openingsSource, 'file');
});

test('every setting the check walks is documented for hover and completion, with its type', () => {
  for (const path of [
    'training.forward_passes',
    'training.stopping_rules[].limit',
    'training.cut_selection.basis_activity_window',
    'simulation.scenario_source.historical_years.from',
    'policy.boundary.source_stage',
  ]) {
    const doc = findFieldDoc(FILE, path);
    assert.ok(doc, path);
    assert.ok(doc.meaning.length > 10 && doc.type.length > 0, path);
  }
  assert.equal(findFieldDoc(FILE, 'training.forward_passes')?.required, 'yes');
  assert.deepEqual(findFieldDoc(FILE, 'policy.mode')?.values, ['fresh', 'warm_start', 'resume']);
});

test('hostile stopping-rule types (constructor, __proto__) are unknown types, never a crash', async () => {
  for (const type of ['constructor', '__proto__', 'toString']) {
    assert.deepEqual(configOf(await bent((c) => (c.training.stopping_rules = [{ type }]))), ['CFG-004 training.stopping_rules[0].type'], type);
  }
});
