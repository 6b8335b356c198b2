import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { validCase, validPenalties, validateFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { penaltiesRules } from '../../shared/checks/penalties/catalog';
import type { ValidationResult } from '../../shared/engine/validate';

const FILE = 'penalties.json';

/** Validates the baseline case with penalties.json replaced (an object, or raw text). */
function withPenalties(penalties: object | string): Promise<ValidationResult> {
  return validateFiles({ ...validCase(), [FILE]: penalties });
}

/** Baseline penalties bent by `edit`. */
function bent(edit: (p: any) => void): Promise<ValidationResult> {
  const penalties = validPenalties();
  edit(penalties);
  return withPenalties(penalties);
}

/** JSON text of `value` with each `"@name"` string replaced by raw text (e.g. `1e400`, which JSON.stringify cannot write). */
function rawJson(value: object, raw: Record<string, string>): string {
  let text = JSON.stringify(value, null, 2);
  for (const [name, replacement] of Object.entries(raw)) text = text.replace(`"@${name}"`, replacement);
  return text;
}

function penaltiesDiagnostics(result: ValidationResult) {
  return result.diagnostics.filter((d) => d.file === FILE);
}

test('the baseline penalties.json is clean and yields every cost', async () => {
  const result = await withPenalties(validPenalties());
  expectClean(penaltiesDiagnostics(result));
  const model = result.model.penalties!;
  assert.equal(model.bus?.deficitSegments.length, 2);
  assert.equal(model.bus?.deficitSegments[0]?.depthMw, 500);
  assert.equal(model.bus?.deficitSegments[1]?.depthMw, null);
  assert.equal(model.bus?.excessCost.value, 100);
  assert.equal(model.line?.exchangeCost.value, 2);
  assert.equal(model.nonControllableSource?.curtailmentCost.value, 0.005);
  assert.equal(model.hydro?.costs.spillage_cost.value, 0.01);
  assert.equal(model.hydro?.costs.turbined_cost.value, 0.05);
});

test('catalogue: every PEN rule is about penalties.json', () => {
  for (const rule of penaltiesRules) assert.equal(rule.file, FILE);
});

// ---- PEN-001 unknown keys -------------------------------------------------------------------

test('PEN-001: the older root key "version" is an error on the key', async () => {
  const result = await bent((p) => (p.version = '1.0'));
  expectDiagnostic(result, { code: 'PEN-001', file: FILE, path: 'version', message: 'unknown key "version"' });
});

test('PEN-001: an unknown key is reported at every object level', async () => {
  const result = await bent((p) => {
    p.bus.extra_bus = 1;
    p.bus.deficit_segments[1].extra_segment = 1;
    p.line.extra_line = 1;
    p.hydro.extra_hydro = 1;
    p.non_controllable_source.extra_ncs = 1;
  });
  for (const path of ['bus.extra_bus', 'bus.deficit_segments[1].extra_segment', 'line.extra_line', 'hydro.extra_hydro', 'non_controllable_source.extra_ncs']) {
    expectDiagnostic(result, { code: 'PEN-001', file: FILE, path });
  }
  assert.equal(penaltiesDiagnostics(result).filter((d) => d.code === 'PEN-001').length, 5);
});

test('PEN-001: a typo suggests the missing key', async () => {
  const result = await bent((p) => {
    p.line = { exchange_cots: 2 };
  });
  const d = expectDiagnostic(result, { code: 'PEN-001', path: 'line.exchange_cots', message: 'did you mean "exchange_cost"' });
  assert.deepEqual(d.data, { unknownKey: 'exchange_cots', rename: 'exchange_cost' });
  expectDiagnostic(result, { code: 'PEN-014', path: 'line', message: 'missing required field "exchange_cost"' });
});

test('PEN-001 / PEN-003 near miss: $schema is a known key, never validated (string, null or anything)', async () => {
  for (const schema of ['https://example.org/penalties.schema.json', null, 42]) {
    const result = await bent((p) => (p.$schema = schema));
    expectClean(penaltiesDiagnostics(result));
  }
});

test('decision D2: fpha_turbined_cost alone is one problem, PEN-020 on the key with the rename', async () => {
  const result = await bent((p) => {
    p.hydro.fpha_turbined_cost = p.hydro.turbined_cost;
    delete p.hydro.turbined_cost;
  });
  const d = expectDiagnostic(result, {
    code: 'PEN-020',
    path: 'hydro.fpha_turbined_cost',
    message: '"fpha_turbined_cost" is the older name of the required field "turbined_cost"',
  });
  assert.deepEqual(d.data, { unknownKey: 'fpha_turbined_cost', rename: 'turbined_cost' });
  expectNoDiagnostic(result, 'PEN-001');
  assert.equal(penaltiesDiagnostics(result).length, 1);
});

test('decision D2 near miss: with turbined_cost present the old key is only unknown, without a rename', async () => {
  const result = await bent((p) => (p.hydro.fpha_turbined_cost = 0.05));
  const d = expectDiagnostic(result, { code: 'PEN-001', path: 'hydro.fpha_turbined_cost' });
  assert.deepEqual(d.data, { unknownKey: 'fpha_turbined_cost' });
  expectNoDiagnostic(result, 'PEN-020');
});

test('real example 1dtoy: exactly one diagnostic, the older key fpha_turbined_cost (D2)', async () => {
  const text = readFileSync('/work/shared/cases/cobre-examples/1dtoy/penalties.json', 'utf8');
  const diagnostics = penaltiesDiagnostics(await withPenalties(text));
  assert.deepEqual(
    diagnostics.map((d) => `${d.code} ${d.location.kind === 'json' ? d.location.path : ''}`),
    ['PEN-020 hydro.fpha_turbined_cost'],
  );
});

test('real example d23: directional withdrawal costs are read', async () => {
  const text = readFileSync('/work/shared/cases/cobre-examples/deterministic/d23-bidirectional-withdrawal/penalties.json', 'utf8');
  const result = await withPenalties(text);
  const costs = result.model.penalties!.hydro!.costs;
  assert.equal(costs.water_withdrawal_violation_pos_cost.value, 1);
  assert.equal(costs.water_withdrawal_violation_neg_cost.value, 10000);
  assert.equal(costs.evaporation_violation_pos_cost.value, 10000);
});

// ---- PEN-002 root shape ---------------------------------------------------------------------

test('PEN-002: a root that is not an object', async () => {
  for (const text of ['[]', 'null', '5', '"penalties"']) {
    const result = await withPenalties(text);
    expectDiagnostic(result, { code: 'PEN-002', file: FILE, path: '', message: 'must be an object' });
  }
});

test('PEN-002: each missing section is reported on the root', async () => {
  for (const section of ['bus', 'line', 'hydro', 'non_controllable_source']) {
    const result = await bent((p) => delete p[section]);
    expectDiagnostic(result, { code: 'PEN-002', path: '', message: `missing required field "${section}"` });
  }
});

test('PEN-002: a section that is not an object is reported on it', async () => {
  const result = await bent((p) => {
    p.line = null;
    p.hydro = [];
  });
  expectDiagnostic(result, { code: 'PEN-002', path: 'line', message: '"line" must be an object, got null' });
  expectDiagnostic(result, { code: 'PEN-002', path: 'hydro', message: 'got an array' });
});

// ---- bus ------------------------------------------------------------------------------------

test('PEN-010: deficit_segments missing, not an array, or holding a non-object', async () => {
  expectDiagnostic(await bent((p) => delete p.bus.deficit_segments), { code: 'PEN-010', path: 'bus', message: 'missing required field "deficit_segments"' });
  expectDiagnostic(await bent((p) => (p.bus.deficit_segments = {})), { code: 'PEN-010', path: 'bus.deficit_segments', message: 'must be an array' });
  expectDiagnostic(await bent((p) => (p.bus.deficit_segments[1] = 5000)), { code: 'PEN-010', path: 'bus.deficit_segments[1]', message: 'must be an object, got 5000' });
});

test('PEN-010 near miss: an empty deficit_segments array is accepted', async () => {
  expectNoDiagnostic(await bent((p) => (p.bus.deficit_segments = [])), 'PEN-010');
});

test('PEN-011: deficit segment cost missing or not a number', async () => {
  expectDiagnostic(await bent((p) => delete p.bus.deficit_segments[0].cost), {
    code: 'PEN-011',
    path: 'bus.deficit_segments[0]',
    message: 'missing required field "cost"',
  });
  expectDiagnostic(await bent((p) => (p.bus.deficit_segments[1].cost = '5000')), {
    code: 'PEN-011',
    path: 'bus.deficit_segments[1].cost',
    message: 'must be a number, got "5000"',
  });
  expectDiagnostic(await bent((p) => (p.bus.deficit_segments[1].cost = null)), { code: 'PEN-011', path: 'bus.deficit_segments[1].cost' });
});

test('PEN-011 near miss: a zero or negative cost is a number', async () => {
  expectNoDiagnostic(await bent((p) => (p.bus.deficit_segments[0].cost = -1)), 'PEN-011');
});

test('PEN-012: depth_mw neither a number nor null', async () => {
  const result = await bent((p) => (p.bus.deficit_segments[0].depth_mw = '500'));
  expectDiagnostic(result, { code: 'PEN-012', path: 'bus.deficit_segments[0].depth_mw', message: 'must be a number or null, got "500"' });
});

test('PEN-012 near miss: depth_mw null or absent is unbounded', async () => {
  const result = await bent((p) => {
    delete p.bus.deficit_segments[1].depth_mw;
  });
  expectNoDiagnostic(result, 'PEN-012');
  assert.equal(result.model.penalties?.bus?.deficitSegments[1]?.depthMw, undefined);
  expectNoDiagnostic(await withPenalties(validPenalties()), 'PEN-012');
});

test('PEN-013 / PEN-014 / PEN-015: the single section costs missing or mistyped', async () => {
  const missing = await bent((p) => {
    delete p.bus.excess_cost;
    delete p.line.exchange_cost;
    delete p.non_controllable_source.curtailment_cost;
  });
  expectDiagnostic(missing, { code: 'PEN-013', path: 'bus', message: 'missing required field "excess_cost"' });
  expectDiagnostic(missing, { code: 'PEN-014', path: 'line', message: 'missing required field "exchange_cost"' });
  expectDiagnostic(missing, { code: 'PEN-015', path: 'non_controllable_source', message: 'missing required field "curtailment_cost"' });

  const mistyped = await bent((p) => {
    p.bus.excess_cost = true;
    p.line.exchange_cost = [];
    p.non_controllable_source.curtailment_cost = {};
  });
  expectDiagnostic(mistyped, { code: 'PEN-013', path: 'bus.excess_cost', message: 'got true' });
  expectDiagnostic(mistyped, { code: 'PEN-014', path: 'line.exchange_cost', message: 'got an array' });
  expectDiagnostic(mistyped, { code: 'PEN-015', path: 'non_controllable_source.curtailment_cost', message: 'got an object' });
});

test('PEN-013 / PEN-014 / PEN-015 near miss: zero costs are numbers', async () => {
  const result = await bent((p) => {
    p.bus.excess_cost = 0;
    p.line.exchange_cost = 0;
    p.non_controllable_source.curtailment_cost = 0;
  });
  expectClean(penaltiesDiagnostics(result));
});

// ---- hydro ----------------------------------------------------------------------------------

const requiredHydro = Object.keys(validPenalties().hydro);

test('PEN-020: each of the 11 required hydro costs missing is reported on hydro', async () => {
  assert.equal(requiredHydro.length, 11);
  for (const key of requiredHydro) {
    const result = await bent((p) => delete p.hydro[key]);
    expectDiagnostic(result, { code: 'PEN-020', path: 'hydro', message: `missing required field "${key}"` });
  }
});

test('PEN-020: a required hydro cost that is not a number', async () => {
  const result = await bent((p) => {
    p.hydro.spillage_cost = '0.01';
    p.hydro.evaporation_violation_cost = null;
  });
  expectDiagnostic(result, { code: 'PEN-020', path: 'hydro.spillage_cost', message: '"spillage_cost" must be a number, got "0.01"' });
  expectDiagnostic(result, { code: 'PEN-020', path: 'hydro.evaporation_violation_cost', message: 'got null' });
});

test('PEN-020 near miss: every required hydro cost present', async () => {
  expectNoDiagnostic(await withPenalties(validPenalties()), 'PEN-020');
});

test('PEN-021 / PEN-022 / PEN-023: optional hydro costs neither number nor null', async () => {
  const result = await bent((p) => {
    p.hydro.evaporation_violation_neg_cost = '1';
    p.hydro.water_withdrawal_violation_pos_cost = false;
    p.hydro.inflow_nonnegativity_cost = [1000];
  });
  expectDiagnostic(result, { code: 'PEN-021', path: 'hydro.evaporation_violation_neg_cost', message: 'must be a number or null, got "1"' });
  expectDiagnostic(result, { code: 'PEN-022', path: 'hydro.water_withdrawal_violation_pos_cost', message: 'got false' });
  expectDiagnostic(result, { code: 'PEN-023', path: 'hydro.inflow_nonnegativity_cost', message: 'got an array' });
  // A rejected value has no effective cost (the default does not apply to a mistyped value).
  assert.equal(result.model.penalties?.hydro?.costs.evaporation_violation_neg_cost.value, undefined);
});

test('PEN-021 / PEN-022 / PEN-023 near miss: numbers and nulls are accepted, and defaults apply', async () => {
  const result = await bent((p) => {
    p.hydro.evaporation_violation_pos_cost = 7;
    p.hydro.evaporation_violation_neg_cost = null;
    p.hydro.water_withdrawal_violation_neg_cost = 3;
    p.hydro.inflow_nonnegativity_cost = null;
  });
  for (const code of ['PEN-021', 'PEN-022', 'PEN-023']) expectNoDiagnostic(result, code);
  const costs = result.model.penalties!.hydro!.costs;
  assert.deepEqual([costs.evaporation_violation_pos_cost.value, costs.evaporation_violation_pos_cost.defaultedFrom], [7, undefined]);
  assert.deepEqual([costs.evaporation_violation_neg_cost.value, costs.evaporation_violation_neg_cost.defaultedFrom], [5000, 'evaporation_violation_cost']);
  assert.deepEqual([costs.water_withdrawal_violation_pos_cost.value, costs.water_withdrawal_violation_pos_cost.defaultedFrom], [1000, 'water_withdrawal_violation_cost']);
  assert.equal(costs.water_withdrawal_violation_neg_cost.value, 3);
  assert.deepEqual([costs.inflow_nonnegativity_cost.value, costs.inflow_nonnegativity_cost.defaultedFrom], [1000, 'constant']);
});

test('model: an absent inflow_nonnegativity_cost defaults to 1000.0, a declared one wins', async () => {
  const absent = (await withPenalties(validPenalties())).model.penalties!.hydro!.costs.inflow_nonnegativity_cost;
  assert.equal(absent.value, 1000);
  assert.equal(absent.node, undefined);
  const declared = (await bent((p) => (p.hydro.inflow_nonnegativity_cost = 250))).model.penalties!.hydro!.costs.inflow_nonnegativity_cost;
  assert.equal(declared.value, 250);
  assert.equal(declared.defaultedFrom, undefined);
});

// ---- PEN-024 non-finite ---------------------------------------------------------------------

test('PEN-024: a cost that overflows to infinity is a hint, at every level', async () => {
  const penalties = validPenalties();
  penalties.hydro.spillage_cost = '@a';
  penalties.bus.deficit_segments[0].cost = '@b';
  penalties.hydro.inflow_nonnegativity_cost = '@c';
  penalties.line.exchange_cost = '@d';
  const result = await withPenalties(rawJson(penalties, { a: '1e400', b: '-1e400', c: '1E999', d: '2e308' }));
  expectDiagnostic(result, { code: 'PEN-024', path: 'hydro.spillage_cost', message: '"spillage_cost" should be a finite number, got 1e400' });
  expectDiagnostic(result, { code: 'PEN-024', path: 'bus.deficit_segments[0].cost', message: 'got -1e400' });
  expectDiagnostic(result, { code: 'PEN-024', path: 'hydro.inflow_nonnegativity_cost' });
  expectDiagnostic(result, { code: 'PEN-024', path: 'line.exchange_cost' });
  // It is only a hint: the type rules stay silent.
  for (const code of ['PEN-011', 'PEN-014', 'PEN-020', 'PEN-023']) expectNoDiagnostic(result, code);
});

test('PEN-024 near miss: a large finite cost is fine', async () => {
  const penalties = validPenalties();
  penalties.hydro.spillage_cost = '@a';
  expectNoDiagnostic(await withPenalties(rawJson(penalties, { a: '1.7e308' })), 'PEN-024');
});

// ---- hostile shapes -------------------------------------------------------------------------

test('hostile shapes: never throw, always report something on penalties.json', async () => {
  const huge = { ...validPenalties(), bus: { deficit_segments: Array.from({ length: 20_000 }, () => ['x']), excess_cost: 1 } };
  const inputs: Array<object | string> = [
    '{}',
    '{"bus": [], "line": "x", "hydro": 5, "non_controllable_source": true}',
    '{"bus": {"deficit_segments": [null, [], 1, {"cost": null, "depth_mw": {}}], "excess_cost": []}, "line": {}, "hydro": {}, "non_controllable_source": {}}',
    '{"bus": {"deficit_segments": [{"cost": }], "hydro": {"spillage_cost": ',
    '{"hydro": {"evaporation_violation_pos_cost": {"a": [1, {"b": null}]}}}',
    '{"bus": null, "line": null, "hydro": null, "non_controllable_source": null, "version": null}',
    '{"": 1, "\\u0000": 2}',
    huge,
  ];
  for (const input of inputs) {
    const result = await withPenalties(input);
    assert.ok(penaltiesDiagnostics(result).length > 0, `no diagnostic for ${typeof input === 'string' ? input : 'huge input'}`);
    assert.ok(result.model.penalties === undefined || result.model.penalties.node !== undefined);
  }
});

test('hostile shapes: a huge deficit array is capped per rule, not reported 20,000 times', async () => {
  const huge = { ...validPenalties(), bus: { deficit_segments: Array.from({ length: 20_000 }, () => 1), excess_cost: 1 } };
  const result = await withPenalties(huge);
  const pen010 = penaltiesDiagnostics(result).filter((d) => d.code === 'PEN-010');
  assert.ok(pen010.length <= 201, `got ${pen010.length}`);
  assert.ok(pen010.some((d) => d.message.includes('more PEN-010 problems')));
});
