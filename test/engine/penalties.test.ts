import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validCase, validPenalties, validateFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { expectAnnotated } from '../support/annotated';
import { penaltiesRules } from '../../shared/checks/penalties/catalog';
import { penaltiesFieldDocs } from '../../shared/checks/penalties/fields';
import { documentedKeys } from '../../shared/core/fieldDocs';
import { examplesDir } from '../support/cli';
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

/**
 * The baseline hydro section as annotated files write it, for files about another section; its
 * lines carry the indentation of the templates below.
 */
const BASELINE_HYDRO = `"hydro": {
        "spillage_cost": 0.01, "turbined_cost": 0.05, "diversion_cost": 0.1, "storage_violation_below_cost": 10000,
        "filling_target_violation_cost": 50000, "turbined_violation_below_cost": 500, "outflow_violation_below_cost": 500,
        "outflow_violation_above_cost": 500, "generation_violation_below_cost": 1000, "evaporation_violation_cost": 5000,
        "water_withdrawal_violation_cost": 1000
      }`;

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

test('the hydro costs the check reads are the keys the field docs list (its known keys), no more and no fewer', async () => {
  const costs = (await withPenalties(validPenalties())).model.penalties!.hydro!.costs;
  assert.deepEqual(Object.keys(costs).sort(), documentedKeys(penaltiesFieldDocs, 'hydro').sort());
});

test('catalogue: every PEN rule is about penalties.json', () => {
  for (const rule of penaltiesRules) assert.equal(rule.file, FILE);
});

// ---- PEN-001 unknown keys -------------------------------------------------------------------

test('PEN-001: an unknown key is an error on the key, at every object level (the older root key "version" too)', async () => {
  await expectAnnotated(
    FILE,
    `
    {
      "version": "1.0",
      ^^^^^^^^^ PEN-001 unknown key "version"
      "bus": {
        "deficit_segments": [{ "depth_mw": 500, "cost": 1000 }, { "depth_mw": null, "cost": 5000, "extra_segment": 1 }],
                                                                                                  ^^^^^^^^^^^^^^^ PEN-001 unknown key "extra_segment"
        "excess_cost": 100,
        "extra_bus": 1
        ^^^^^^^^^^^ PEN-001 unknown key "extra_bus"
      },
      "line": { "exchange_cost": 2, "extra_line": 1 },
                                    ^^^^^^^^^^^^ PEN-001 unknown key "extra_line"
      "non_controllable_source": { "curtailment_cost": 0.005, "extra_ncs": 1 },
                                                              ^^^^^^^^^^^ PEN-001 unknown key "extra_ncs"
      "hydro": {
        "spillage_cost": 0.01, "turbined_cost": 0.05, "diversion_cost": 0.1, "storage_violation_below_cost": 10000,
        "filling_target_violation_cost": 50000, "turbined_violation_below_cost": 500, "outflow_violation_below_cost": 500,
        "outflow_violation_above_cost": 500, "generation_violation_below_cost": 1000, "evaporation_violation_cost": 5000,
        "water_withdrawal_violation_cost": 1000, "extra_hydro": 1
                                                 ^^^^^^^^^^^^^ PEN-001 unknown key "extra_hydro"
      }
    }`,
  );
});

test('PEN-001: a typo suggests the missing key', async () => {
  const { diagnostics } = await expectAnnotated(
    FILE,
    `
    {
      "bus": { "deficit_segments": [], "excess_cost": 100 },
      "line": { "exchange_cots": 2 },
      ^^^^^^ PEN-014 missing required field "exchange_cost"
                ^^^^^^^^^^^^^^^ PEN-001 unknown key "exchange_cots" (did you mean "exchange_cost"?)
      "non_controllable_source": { "curtailment_cost": 0.005 },
      ${BASELINE_HYDRO}
    }`,
  );
  assert.deepEqual(diagnostics[1]!.data, { unknownKey: 'exchange_cots', rename: 'exchange_cost' });
});

test('PEN-001 / PEN-003 near miss: $schema is a known key, never validated (string, null or anything)', async () => {
  for (const schema of ['https://example.org/penalties.schema.json', null, 42]) {
    const result = await bent((p) => (p.$schema = schema));
    expectClean(penaltiesDiagnostics(result));
  }
});

test('decision D2: fpha_turbined_cost alone is one problem, PEN-020 on the key with the rename', async () => {
  const { diagnostics } = await expectAnnotated(
    FILE,
    `
    {
      "bus": { "deficit_segments": [], "excess_cost": 100 },
      "line": { "exchange_cost": 2 },
      "non_controllable_source": { "curtailment_cost": 0.005 },
      "hydro": {
        "spillage_cost": 0.01, "fpha_turbined_cost": 0.05, "diversion_cost": 0.1, "storage_violation_below_cost": 10000,
                               ^^^^^^^^^^^^^^^^^^^^ PEN-020 "fpha_turbined_cost" is the older name of the required field "turbined_cost"
        "filling_target_violation_cost": 50000, "turbined_violation_below_cost": 500, "outflow_violation_below_cost": 500,
        "outflow_violation_above_cost": 500, "generation_violation_below_cost": 1000, "evaporation_violation_cost": 5000,
        "water_withdrawal_violation_cost": 1000
      }
    }`,
  );
  assert.deepEqual(diagnostics[0]!.data, { unknownKey: 'fpha_turbined_cost', rename: 'turbined_cost' });
});

test('decision D2 near miss: with turbined_cost present the old key is only unknown, without a rename', async () => {
  const { diagnostics } = await expectAnnotated(
    FILE,
    `
    {
      "bus": { "deficit_segments": [], "excess_cost": 100 },
      "line": { "exchange_cost": 2 },
      "non_controllable_source": { "curtailment_cost": 0.005 },
      "hydro": {
        "spillage_cost": 0.01, "turbined_cost": 0.05, "diversion_cost": 0.1, "storage_violation_below_cost": 10000,
        "filling_target_violation_cost": 50000, "turbined_violation_below_cost": 500, "outflow_violation_below_cost": 500,
        "outflow_violation_above_cost": 500, "generation_violation_below_cost": 1000, "evaporation_violation_cost": 5000,
        "water_withdrawal_violation_cost": 1000, "fpha_turbined_cost": 0.05
                                                 ^^^^^^^^^^^^^^^^^^^^ PEN-001 unknown key "fpha_turbined_cost"
      }
    }`,
  );
  assert.deepEqual(diagnostics[0]!.data, { unknownKey: 'fpha_turbined_cost' });
});

test('real example 1dtoy: exactly one diagnostic, the older key fpha_turbined_cost (D2)', async () => {
  const text = readFileSync(join(examplesDir, '1dtoy', 'penalties.json'), 'utf8');
  const diagnostics = penaltiesDiagnostics(await withPenalties(text));
  assert.deepEqual(
    diagnostics.map((d) => `${d.code} ${d.location.kind === 'json' ? d.location.path : ''}`),
    ['PEN-020 hydro.fpha_turbined_cost'],
  );
});

test('real example d23: directional withdrawal costs are read', async () => {
  const text = readFileSync(join(examplesDir, 'deterministic', 'd23-bidirectional-withdrawal', 'penalties.json'), 'utf8');
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

test('PEN-011 / PEN-012: a deficit segment cost missing or not a number, a depth neither a number nor null', async () => {
  await expectAnnotated(
    FILE,
    `
    {
      "bus": {
        "deficit_segments": [{ "depth_mw": "500" }, { "depth_mw": 800, "cost": "5000" }, { "cost": null }],
                             ^ PEN-011 missing required field "cost"
                                           ^^^^^ PEN-012 "depth_mw" must be a number or null, got "500"
                                                                               ^^^^^^ PEN-011 "cost" must be a number, got "5000"
                                                                                                   ^^^^ PEN-011 "cost" must be a number, got null
        "excess_cost": 100
      },
      "line": { "exchange_cost": 2 },
      "non_controllable_source": { "curtailment_cost": 0.005 },
      ${BASELINE_HYDRO}
    }`,
  );
});

test('PEN-011 near miss: a zero or negative cost is a number', async () => {
  await expectAnnotated(
    FILE,
    `
    {
      "bus": { "deficit_segments": [{ "depth_mw": 500, "cost": -1 }, { "cost": 0 }], "excess_cost": 100 },
      "line": { "exchange_cost": 2 },
      "non_controllable_source": { "curtailment_cost": 0.005 },
      ${BASELINE_HYDRO}
    }`,
  );
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
  await expectAnnotated(
    FILE,
    `
    {
      "bus": { "deficit_segments": [] },
      ^^^^^ PEN-013 missing required field "excess_cost"
      "line": {},
      ^^^^^^ PEN-014 missing required field "exchange_cost"
      "non_controllable_source": {},
      ^^^^^^^^^^^^^^^^^^^^^^^^^ PEN-015 missing required field "curtailment_cost"
      ${BASELINE_HYDRO}
    }`,
  );
  await expectAnnotated(
    FILE,
    `
    {
      "bus": { "deficit_segments": [], "excess_cost": true },
                                                      ^^^^ PEN-013 got true
      "line": { "exchange_cost": [] },
                                 ^^ PEN-014 got an array
      "non_controllable_source": { "curtailment_cost": {} },
                                                       ^^ PEN-015 got an object
      ${BASELINE_HYDRO}
    }`,
  );
});

test('PEN-013 / PEN-014 / PEN-015 near miss: zero costs are numbers', async () => {
  await expectAnnotated(
    FILE,
    `
    {
      "bus": { "deficit_segments": [], "excess_cost": 0 },
      "line": { "exchange_cost": 0 },
      "non_controllable_source": { "curtailment_cost": 0 },
      ${BASELINE_HYDRO}
    }`,
  );
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

test('PEN-020 to PEN-023: required hydro costs not numbers, optional ones neither number nor null', async () => {
  const { result } = await expectAnnotated(
    FILE,
    `
    {
      "bus": { "deficit_segments": [], "excess_cost": 100 },
      "line": { "exchange_cost": 2 },
      "non_controllable_source": { "curtailment_cost": 0.005 },
      "hydro": {
        "spillage_cost": "0.01", "turbined_cost": 0.05, "diversion_cost": 0.1, "storage_violation_below_cost": 10000,
                         ^^^^^^ PEN-020 "spillage_cost" must be a number, got "0.01"
        "filling_target_violation_cost": 50000, "turbined_violation_below_cost": 500, "outflow_violation_below_cost": 500,
        "outflow_violation_above_cost": 500, "generation_violation_below_cost": 1000, "evaporation_violation_cost": null,
                                                                                                                    ^^^^ PEN-020 got null
        "water_withdrawal_violation_cost": 1000,
        "evaporation_violation_neg_cost": "1", "water_withdrawal_violation_pos_cost": false, "inflow_nonnegativity_cost": [1000]
                                          ^^^ PEN-021 must be a number or null, got "1"
                                                                                      ^^^^^ PEN-022 got false
                                                                                                                          ^^^^^^ PEN-023 got an array
      }
    }`,
  );
  // A rejected value has no effective cost (the default does not apply to a mistyped value).
  assert.equal(result.model.penalties?.hydro?.costs.evaporation_violation_neg_cost.value, undefined);
});

test('PEN-020 near miss: every required hydro cost present', async () => {
  expectNoDiagnostic(await withPenalties(validPenalties()), 'PEN-020');
});

test('PEN-021 / PEN-022 / PEN-023 near miss: numbers and nulls are accepted, and defaults apply', async () => {
  const result = await bent((p) => {
    p.hydro.evaporation_violation_pos_cost = 7;
    p.hydro.evaporation_violation_neg_cost = null;
    p.hydro.water_withdrawal_violation_neg_cost = 3;
    p.hydro.inflow_nonnegativity_cost = null;
  });
  for (const code of ['PEN-021', 'PEN-022', 'PEN-023'] as const) expectNoDiagnostic(result, code);
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

test('PEN-024: a cost that overflows to infinity is a hint, at every level (and the type rules stay silent)', async () => {
  await expectAnnotated(
    FILE,
    `
    {
      "bus": { "deficit_segments": [{ "depth_mw": 500, "cost": -1e400 }], "excess_cost": 100 },
                                                               ^^^^^^ PEN-024 "cost" should be a finite number, got -1e400
      "line": { "exchange_cost": 2e308 },
                                 ^^^^^ PEN-024
      "non_controllable_source": { "curtailment_cost": 0.005 },
      "hydro": {
        "spillage_cost": 1e400, "turbined_cost": 0.05, "diversion_cost": 0.1, "storage_violation_below_cost": 10000,
                         ^^^^^ PEN-024 "spillage_cost" should be a finite number, got 1e400
        "filling_target_violation_cost": 50000, "turbined_violation_below_cost": 500, "outflow_violation_below_cost": 500,
        "outflow_violation_above_cost": 500, "generation_violation_below_cost": 1000, "evaporation_violation_cost": 5000,
        "water_withdrawal_violation_cost": 1000, "inflow_nonnegativity_cost": 1E999
                                                                              ^^^^^ PEN-024
      }
    }`,
  );
});

test('PEN-024 near miss: a large finite cost is fine', async () => {
  await expectAnnotated(
    FILE,
    `
    {
      "bus": { "deficit_segments": [], "excess_cost": 100 },
      "line": { "exchange_cost": 2 },
      "non_controllable_source": { "curtailment_cost": 0.005 },
      "hydro": {
        "spillage_cost": 1.7e308, "turbined_cost": 0.05, "diversion_cost": 0.1, "storage_violation_below_cost": 10000,
        "filling_target_violation_cost": 50000, "turbined_violation_below_cost": 500, "outflow_violation_below_cost": 500,
        "outflow_violation_above_cost": 500, "generation_violation_below_cost": 1000, "evaporation_violation_cost": 5000,
        "water_withdrawal_violation_cost": 1000
      }
    }`,
  );
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
