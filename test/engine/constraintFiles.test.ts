// The JSON files of constraints/ (decision D31) as annotated files: generic_constraints.json
// (CON-020..029, its expressions parsed as the loader parses them, REF-144/145 on the id inside a
// term) and exchange_factors.json (CON-030..035, REF-146). Then the expression parser alone,
// against the loader's own test cases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAnnotated } from '../support/annotated';
import { validCase, type CaseFiles } from '../support/cases';
import { fullHydro, fullThermal, line } from '../../shared/rules/examples/systemBuilders';
import { parseExpression } from '../../shared/model/genericConstraints/expression';
import { VARIABLE_NAMES } from '../../shared/checks/genericConstraints/fields';

const GENERIC = 'constraints/generic_constraints.json';
const EXCHANGE = 'constraints/exchange_factors.json';

/** The baseline (buses 0 and 1, study stages 0-2 of one block) with thermal 0, plant 0 and line 0. */
function registries(): CaseFiles {
  return {
    ...validCase(),
    'system/thermals.json': { thermals: [fullThermal(0)] },
    'system/hydros.json': { hydros: [fullHydro(0)] },
    'system/lines.json': { lines: [line(0)] },
  };
}

test('generic_constraints.json: ids, names, sense, slack, unknown keys; a clean constraint beside them', async () => {
  await expectAnnotated(
    GENERIC,
    `
    {
      "constraints": [
        { "id": 0, "name": "ok", "description": null, "expression": "2.5 * thermal_generation(0) - hydro_generation(0, 0) + line_exchange(0)", "sense": ">=", "slack": { "enabled": true, "penalty": 5000 } },
        { "id": 0, "name": 7, "expression": "hydro_storage(0)", "sense": "=<", "slack": { "enabled": true } },
                ^ CON-022 duplicate constraint id 0 (first declared at constraints[0])
                           ^ CON-023 constraint name must be a string
                                                                         ^^^^ CON-026 did you mean "<="
                                                                                                     ^^^^ CON-028 slack.penalty is not given
        { "id": 2147483648, "name": "big", "expression": "bus_deficit(1)", "sense": "<=", "slack": { "enabled": false, "penalty": -1, "cost": 1 } },
                ^^^^^^^^^^ CON-021
                                                                                                                                      ^^^^^^ CON-029 unknown key "cost"
        { "id": 3, "name": "no slack", "expression": "bus_excess(0)", "sense": "==", "desc": "x" },
        ^ CON-027 missing required field "slack"
                                                                                     ^^^^^^ CON-029 unknown key "desc"
        { "id": 4, "name": "off", "expression": 12, "sense": "<=", "slack": { "enabled": "no", "penalty": 0 } }
                                                ^^ CON-024 "expression" must be a string
                                                                                         ^^^^ CON-027 "enabled" must be true or false
      ],
      "$schema": 1
                 ^ CON-020 "$schema" must be a string or null
    }`,
    { files: registries() },
  );
});

test('generic_constraints.json: CON-025 sits on the characters at fault inside the expression', async () => {
  await expectAnnotated(
    GENERIC,
    `
    { "constraints": [
      { "id": 0, "name": "a", "expression": "thermal_generation(0) + hydro_storag(0)", "sense": "<=", "slack": { "enabled": false } },
                                                                     ^^^^^^^^^^^^ CON-025 unknown variable "hydro_storag"
      { "id": 1, "name": "b", "expression": "hydro_storage(0, 1)", "sense": "<=", "slack": { "enabled": false } },
                                                            ^^^ CON-025 takes no block argument
      { "id": 2, "name": "c", "expression": "3 thermal_generation(0)", "sense": "<=", "slack": { "enabled": false } },
                                               ^^^^^^^^^^^^^^^^^^ CON-025 expected '*' after the coefficient 3
      { "id": 3, "name": "d", "expression": "thermal_generation(0.5)", "sense": "<=", "slack": { "enabled": false } },
                                                                ^^^ CON-025 must be a non-negative integer, got 0.5
      { "id": 4, "name": "e", "expression": "  ", "sense": "<=", "slack": { "enabled": false } },
                                             ^^ CON-025 the expression is empty
      { "id": 5, "name": "f", "expression": "thermal_generation(0) % 2", "sense": "<=", "slack": { "enabled": false } },
                                                                   ^ CON-025 unexpected character '%'
      { "id": 6, "name": "g", "expression": "thermal_generation(0", "sense": "<=", "slack": { "enabled": false } }
                                                                ^ CON-025 expected ',' or ')'
    ] }`,
    { files: registries() },
  );
});

test('REF-144 and REF-145: a term naming no entity, on its id inside the expression, with the registry as related place', async () => {
  const { diagnostics } = await expectAnnotated(
    GENERIC,
    `
    { "constraints": [
      { "id": 0, "name": "a", "expression": "thermal_generation(9) + 2*hydro_turbined(0, 0) - bus_deficit(5) + line_direct(3) - contract_import(2)", "sense": "<=", "slack": { "enabled": false } }
                                                                ^ REF-144 thermal_generation(9) names no thermal of system/thermals.json
                                                                                                          ^ REF-144 bus_deficit(5) names no bus
                                                                                                                           ^ REF-144 line_direct(3)
                                                                                                                                                ^ REF-145 contract_import(2) names no contract
    ] }`,
    { files: registries() },
  );
  assert.equal(diagnostics[0]!.related?.[0]?.file, 'system/thermals.json');
  assert.match(diagnostics[0]!.related![0]!.message, /no thermal here has id 9/);
  assert.deepEqual(diagnostics[3]!.data, { entityId: 2, entityKind: 'contract' });
});

test("a term inside an expression with an escape is reported on the whole string (its characters are not the file's)", async () => {
  await expectAnnotated(
    GENERIC,
    `
    { "constraints": [{ "id": 0, "name": "a", "expression": "thermal_generation(9) \\u002B bus_excess(0)", "sense": "<=", "slack": { "enabled": false } }] }
                                                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ REF-144 thermal_generation(9)`,
    { files: registries() },
  );
});

test('exchange_factors.json: ids, factors, repeats, unknown keys and the entries the loader skips', async () => {
  await expectAnnotated(
    EXCHANGE,
    `
    {
      "exchange_factors": [
        { "line_id": 0, "stage_id": 1, "block_factors": [{ "block_id": 0, "direct_factor": 0.9, "reverse_factor": 1.1 }] },
        { "line_id": 0, "stage_id": 1, "block_factors": [] },
                                    ^ CON-034 line 0 at stage 1 already has an entry (exchange_factors[0])
        { "line_id": 7, "stage_id": 0, "block_factors": [{ "block_id": 0, "direct_factor": 0, "reverse_factor": -2 }] },
                     ^ REF-146 line_id 7 names no line
                                                                                           ^ CON-033 must be finite and > 0, got 0
                                                                                                                ^^ CON-033
        { "line_id": 0, "stage_id": 9, "block_factors": [{ "block_id": 0, "direct_factor": 1, "reverse_factor": 1 }] },
                                    ^ REF-146 stage_id 9 is not a study stage
        { "line_id": 0, "stage_id": 2, "block_factors": [{ "block_id": 1, "direct_factr": 1, "reverse_factor": 1 }, { "block_id": 1, "direct_factor": 1, "reverse_factor": 1 }] },
                                                                       ^ REF-146 block_id 1 is not a block of stage 2, which has 1 block
                                                                                                                                  ^ REF-146
                                                                                                                                  ^ CON-034 block 1 is listed twice
                                                         ^ CON-033 missing required field "direct_factor"
                                                                          ^^^^^^^^^^^^^^ CON-035 did you mean "direct_factor"
        { "line_id": "0", "block_factors": {} }
                     ^^^ CON-031 "line_id" must be an integer
        ^ CON-031 missing required field "stage_id"
                                           ^^ CON-032 "block_factors" must be an array
      ]
    }`,
    { files: registries() },
  );
});

test('the expression parser mirrors the loader: its valid expressions parse to the same terms, its invalid ones fail', () => {
  // generic.rs test_expr_simple_single_term, test_expr_coefficient_and_subtraction, test_expr_block_specific_variable, test_expr_line_exchange_with_block
  const parsed = parseExpression('2.5 * thermal_generation(5) - hydro_generation(3)');
  assert.ok(parsed.ok);
  assert.deepEqual(
    parsed.terms.map((t) => [t.coefficient, t.variable, t.entityId, t.blockId]),
    [
      [2.5, 'thermal_generation', 5, undefined],
      [-1, 'hydro_generation', 3, undefined],
    ],
  );
  const block = parseExpression('-line_exchange(0, 2) + 1e1*hydro_storage(7)');
  assert.ok(block.ok);
  assert.deepEqual(
    block.terms.map((t) => [t.coefficient, t.variable, t.entityId, t.blockId]),
    [
      [-1, 'line_exchange', 0, 2],
      [10, 'hydro_storage', 7, undefined],
    ],
  );
  assert.deepEqual(block.terms[0]!.entitySpan, { offset: 15, length: 1 });
  // generic.rs test_expr_all_19_variable_types_recognised (20 names)
  assert.equal(VARIABLE_NAMES.length, 20);
  for (const name of VARIABLE_NAMES) assert.ok(parseExpression(`${name}(1)`).ok, name);
  // test_expr_empty_is_error, test_expr_missing_closing_paren, test_expr_unknown_variable_name, test_expr_stage_only_with_block_is_error
  for (const bad of [
    '',
    'hydro_generation(1',
    'unknown_var(1)',
    'hydro_storage(0, 1)',
    '2 * 3',
    'thermal_generation(-1)',
    'thermal_generation(1) thermal_generation(2)',
    '1..2 * thermal_generation(0)',
    'thermal_generation(1,)',
  ]) {
    assert.equal(parseExpression(bad).ok, false, bad);
  }
});

test('the expression parser never throws: random strings of its alphabet (and others) parse or fail with a span inside the string', () => {
  const alphabet = ['thermal_generation', 'hydro_storage', 'x', '(', ')', ',', '+', '-', '*', ' ', '0', '1', '2.5', 'e', '.', '\u00e9', '\ud83d', '%', '\n'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let k = 0; k < 5000; k++) {
    const text = Array.from({ length: Math.floor(next() * 12) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
    const parsed = parseExpression(text);
    if (!parsed.ok) {
      assert.ok(parsed.span.offset >= 0 && parsed.span.offset + parsed.span.length <= text.length, `${JSON.stringify(text)}: ${JSON.stringify(parsed.span)}`);
      assert.ok(parsed.message.length > 0);
    }
  }
});

test('CON-030 and CON-020: a root that is not an object, a list that is not a list, an entry that is not an object', async () => {
  await expectAnnotated(
    EXCHANGE,
    `
    { "exchange_factors": { "line_id": 0 } }
                          ^^^^^^^^^^^^^^^^ CON-030 "exchange_factors" must be an array`,
    { files: registries() },
  );
  await expectAnnotated(
    EXCHANGE,
    `
    [1, 2]
    ^^^^^^ CON-030 the root of exchange_factors.json must be an object`,
    { files: registries() },
  );
  await expectAnnotated(
    GENERIC,
    `
    ^file CASE-002 constraints/generic_constraints.json has constraints[0] that is not an object. Not checked: a constraints table row names no entity of its registry (REF-140)
    { "constraints": [3, { "id": 1, "name": "c", "expression": "bus_excess(0)", "sense": "<=", "slack": { "enabled": false } }] }
                      ^ CON-020 a constraint entry must be an object, got 3`,
    { files: registries() },
  );
});
