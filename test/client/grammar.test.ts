// The grammars of syntaxes/, loaded the way VS Code loads them (from package.json's
// contributes.grammars: the injections into source.json and source.cobre-json, and the cobre-json
// grammar that includes source.json) over a small JSON base grammar, with the real TextMate engine
// and Oniguruma.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as oniguruma from 'vscode-oniguruma';
import * as textmate from 'vscode-textmate';

const root = join(__dirname, '..', '..');
const DATE = 'constant.numeric.date.iso.hydrocase';
const ENUM = 'constant.language.enum.hydrocase';
const DEPRECATED = 'invalid.deprecated.key.hydrocase';
const ENUM_VALUES = [
  'finite_horizon',
  'cyclic',
  'parallel',
  'chronological',
  'expectation',
  'saa',
  'lhs',
  'qmc_sobol',
  'qmc_halton',
  'selective',
  'historical_residuals',
  'monthly',
  'weekly',
  'custom',
  'stage_ranges',
  'seasonal',
  'constant_productivity',
  'linearized_head',
  'fpha',
  'precomputed',
  'computed',
  'angle',
  'distance',
];

interface GrammarContribution {
  scopeName: string;
  path: string;
  injectTo?: string[];
}

const contributions: GrammarContribution[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).contributes.grammars;
let withInjections: textmate.IGrammar;
let plainJson: textmate.IGrammar;
let caseJson: textmate.IGrammar;

async function loadJsonGrammar(inject: boolean, rootScope = 'source.json'): Promise<textmate.IGrammar> {
  const files = new Map<string, string>([
    ['source.json', join(__dirname, 'fixtures', 'json.tmLanguage.json')],
    ...contributions.map((c): [string, string] => [c.scopeName, join(root, c.path)]),
  ]);
  const registry = new textmate.Registry({
    onigLib: Promise.resolve({ createOnigScanner: (sources) => new oniguruma.OnigScanner(sources), createOnigString: (text) => new oniguruma.OnigString(text) }),
    loadGrammar: async (scopeName) => {
      const file = files.get(scopeName);
      return file ? textmate.parseRawGrammar(readFileSync(file, 'utf8'), file) : null;
    },
    getInjections: (scopeName) => (inject ? contributions.filter((c) => c.injectTo?.includes(scopeName)).map((c) => c.scopeName) : undefined),
  });
  const grammar = await registry.loadGrammar(rootScope);
  assert.ok(grammar, `the grammar ${rootScope} loads`);
  return grammar;
}

before(async () => {
  const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  withInjections = await loadJsonGrammar(true);
  plainJson = await loadJsonGrammar(false);
  caseJson = await loadJsonGrammar(true, 'source.cobre-json');
});

/** Every token's text and scopes, line after line (the rule stack carries over, as in an editor). */
function tokenize(text: string, grammar = withInjections): Array<{ text: string; scopes: string[] }> {
  const out: Array<{ text: string; scopes: string[] }> = [];
  let stack = textmate.INITIAL;
  for (const line of text.split('\n')) {
    const result = grammar.tokenizeLine(line, stack);
    for (const token of result.tokens) out.push({ text: line.slice(token.startIndex, token.endIndex), scopes: token.scopes });
    stack = result.ruleStack;
  }
  return out;
}

/** The scopes of the token whose text is exactly `text` (the first one). */
function scopesOf(text: string, source: string, grammar = withInjections): string[] {
  const token = tokenize(source, grammar).find((t) => t.text === text);
  assert.ok(token, `a token "${text}" in ${source}`);
  return token.scopes;
}

function hydrocaseScopes(source: string): string[] {
  return hydrocaseScopesOf(source, withInjections);
}

function hydrocaseScopesOf(source: string, grammar: textmate.IGrammar): string[] {
  return tokenize(source, grammar).flatMap((t) => t.scopes.filter((s) => s.endsWith('.hydrocase')).map((s) => `${t.text} ${s}`));
}

test('package.json contributes the cobre-json grammar and both injections, into source.json and source.cobre-json', () => {
  assert.deepEqual(
    contributions.map((c) => [c.scopeName, c.injectTo]),
    [
      ['source.cobre-json', undefined],
      ['hydrocase.case-json.injection', ['source.json', 'source.cobre-json']],
      ['hydrocase.case-json-keys.injection', ['source.json', 'source.cobre-json']],
    ],
  );
  for (const c of contributions) assert.equal(JSON.parse(readFileSync(join(root, c.path), 'utf8')).scopeName, c.scopeName);
});

test('an ISO date and an enum value in string values get their scopes, inside the string scope', () => {
  const line = '{"policy_graph": {"type": "cyclic", "start_date": "2024-01-31"}}';
  assert.deepEqual(scopesOf('cyclic', line).slice(-2), ['string.quoted.double.json', ENUM]);
  assert.deepEqual(scopesOf('2024-01-31', line).slice(-2), ['string.quoted.double.json', DATE]);
});

test('every enum value of the case files is marked, in objects and arrays, over several lines', () => {
  for (const value of ENUM_VALUES) assert.ok(scopesOf(value, `{"k": "${value}"}`).includes(ENUM), value);
  const source = '{\n  "methods": [\n    "saa",\n    "qmc_sobol"\n  ],\n  "blocks": [{"mode": "chronological"}]\n}';
  assert.deepEqual(hydrocaseScopes(source), [`saa ${ENUM}`, `qmc_sobol ${ENUM}`, `chronological ${ENUM}`]);
});

test('strings that only look like dates or enum values are not marked', () => {
  const samples = ['cyclical', 'my cyclic', 'cyclic ', 'Cyclic', 'fpha2', '2024-13-01', '2024-02-32', '2024-1-01', '2024-01-01T00:00:00Z', ' 2024-01-01', 'x\\"cyclic'];
  for (const sample of samples) assert.deepEqual(hydrocaseScopes(`{"k": "${sample}"}`), [], sample);
});

test('keys are never dates or enum values; the older key names are marked deprecated, only as keys', () => {
  assert.deepEqual(hydrocaseScopes('{"cyclic": 1, "2024-01-01": 2}'), []);
  assert.deepEqual(hydrocaseScopes('{"stages": [{"num_scenarios": 50}], "fpha_turbined_cost": 0.01}'), [`num_scenarios ${DEPRECATED}`, `fpha_turbined_cost ${DEPRECATED}`]);
  assert.deepEqual(hydrocaseScopes('{"k": "num_scenarios", "num_openings": 5}'), []);
});

test('control: without the injections the same JSON carries no HydroCase scope', () => {
  const line = '{"type": "cyclic", "start_date": "2024-01-31", "num_scenarios": 3}';
  const scopes = tokenize(line, plainJson).flatMap((t) => t.scopes);
  assert.ok(scopes.includes('string.quoted.double.json'));
  assert.ok(!scopes.some((s) => s.endsWith('.hydrocase')));
});

test('a case file (cobre-json) is tokenized as JSON is, with the same HydroCase scopes', () => {
  const source =
    '{\n  "$schema": "https://example.org/s.json",\n  "policy_graph": {"type": "cyclic", "start_date": "2024-01-31"},\n  "stages": [{"num_scenarios": 5, "x": [1, 2.5e3, true, null]}]\n}';
  // Only the root scope differs: everything under it is JSON's, injections included.
  const asJson = tokenize(source).map((t) => `${t.text} ${t.scopes.slice(1).join(' ')}`);
  const asCase = tokenize(source, caseJson).map((t) => `${t.text} ${t.scopes.slice(1).join(' ')}`);
  assert.deepEqual(asCase, asJson);
  assert.deepEqual(tokenize(source, caseJson)[0]!.scopes[0], 'source.cobre-json');
  assert.deepEqual(hydrocaseScopesOf(source, caseJson), [`cyclic ${ENUM}`, `2024-01-31 ${DATE}`, `num_scenarios ${DEPRECATED}`]);
});
