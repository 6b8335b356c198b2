// Hostile case JSON (decision D25 and the robustness issues): a byte order mark, bytes that are not
// UTF-8, nesting past the parser's 128 levels, keys named like Object.prototype members, and arrays
// large enough to expose any per-element cost that is not constant.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validStages, validateFiles, writeCase } from '../support/cases';
import { expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { parquetBytes } from '../support/parquet';
import { JsonFileCache, validateCase } from '../../shared/engine/validate';
import { JsonDocument } from '../../shared/core/json/document';
import { MAX_NESTING } from '../../shared/core/json/parse';
import { decodeJsonBytes, firstIllFormedByte } from '../../shared/core/json/decode';
import { getProperty, pathOf } from '../../shared/core/json/nodes';
import { serviceContext } from '../../shared/services/context';
import { documentSymbols } from '../../shared/services/symbols';
import { hoverAt } from '../../shared/services/hover';
import type { Diagnostic } from '../../shared/core/diagnostics';
import type { RuleId } from '../../shared/rules';

const utf8 = new TextEncoder();

function bytesOf(...parts: Array<string | number[]>): Uint8Array {
  const chunks = parts.map((part) => (typeof part === 'string' ? utf8.encode(part) : Uint8Array.from(part)));
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** stages.json with an extra root key holding `value` (its text as written). */
function stagesWithExtra(value: string): string {
  return `${JSON.stringify(validStages()).slice(0, -1)},"extra":${value}}`;
}

function jsonRange(d: Diagnostic): { line: number; character: number; endCharacter: number } {
  assert.equal(d.location.kind, 'json');
  if (d.location.kind !== 'json') throw new Error('unreachable');
  return { line: d.location.range.start.line, character: d.location.range.start.character, endCharacter: d.location.range.end.character };
}

// ---------------------------------------------------------------------------------------------
// Encoding (D25)

test('a byte order mark is JSON-001 at line 1, column 1, and the rest of the file is still checked', async () => {
  const stages = validStages();
  stages.stages[0].colour = 'blue'; // STG-090: proves the rules ran on the text after the mark
  const result = await validateFiles({ ...validCase(), 'stages.json': bytesOf([0xef, 0xbb, 0xbf], JSON.stringify(stages, null, 2)) });
  const d = expectDiagnostic(result, { code: 'JSON-001', file: 'stages.json', message: 'byte order mark' });
  assert.deepEqual(jsonRange(d), { line: 0, character: 0, endCharacter: 0 });
  expectDiagnostic(result, { code: 'STG-090', file: 'stages.json', message: 'unknown key "colour"' });
  assert.equal(result.model.fileStates.get('stages.json'), 'syntax-error');
});

test('bytes that are not UTF-8: JSON-001 names the byte offset and points at the replaced character', async () => {
  // Line 2 holds two 2-byte characters before the bad byte, so byte and character offsets differ.
  const head = '{\n  "bus": {"deficit_segments": [], "excess_cost": 1, "note": "ñé';
  const bad = 0xff;
  const penalties = bytesOf(head, [bad], '"},\n  "line": {"exchange_cost": 1}, "colour": 1\n}');
  const result = await validateFiles({ ...validCase(), 'penalties.json': penalties });
  const byteOffset = utf8.encode(head).length;
  const d = expectDiagnostic(result, { code: 'JSON-001', file: 'penalties.json', message: `not valid UTF-8 at byte ${byteOffset} (ff ` });
  const column = head.length - head.lastIndexOf('\n') - 1; // characters before the bad byte on its line
  assert.deepEqual(jsonRange(d), { line: 1, character: column, endCharacter: column + 1 });
  // Checked on with U+FFFD in place of the byte: the rules still run.
  expectDiagnostic(result, { code: 'PEN-001', file: 'penalties.json', message: 'unknown key "colour"' });
});

test('ill-formed UTF-8 forms are found at their first byte; well-formed text is not', () => {
  const cases: Array<[number[], number]> = [
    [[0x41, 0xc0, 0x80], 1], // overlong
    [[0x41, 0xe0, 0x80, 0x80], 1], // overlong 3-byte
    [[0xed, 0xa0, 0x80], 0], // surrogate
    [[0xf4, 0x90, 0x80, 0x80], 0], // past U+10FFFF
    [[0x41, 0x42, 0xe2, 0x82], 2], // truncated at the end
    [[0x80], 0], // lone continuation byte
  ];
  for (const [bytes, at] of cases) assert.equal(firstIllFormedByte(Uint8Array.from(bytes)), at, `bytes ${bytes.map((b) => b.toString(16))}`);
  assert.equal(firstIllFormedByte(utf8.encode('aé€😀')), -1);
  assert.deepEqual(decodeJsonBytes(utf8.encode('{"a": "é"}')), { text: '{"a": "é"}' });
});

test('the JSON cache tells an invalid byte from a real U+FFFD with the same text', async () => {
  const cache = new JsonFileCache();
  const dir = writeCase({ ...validCase(), 'penalties.json': bytesOf('{"note": "', [0xff], '"}') });
  const first = await validateCase(dir, { jsonCache: cache });
  expectDiagnostic(first, { code: 'JSON-001', file: 'penalties.json', message: 'not valid UTF-8' });
  const fine = writeCase({ ...validCase(), 'penalties.json': '{"note": "\ufffd"}' });
  const second = await validateCase(fine, { jsonCache: cache });
  expectNoDiagnostic(second, 'JSON-001', 'penalties.json');
});

// ---------------------------------------------------------------------------------------------
// Nesting (D25)

test(`nesting: ${MAX_NESTING} levels load, ${MAX_NESTING + 1} are JSON-001 at the bracket that goes too deep`, async () => {
  assert.equal(MAX_NESTING, 127, 'serde_json loads 127 levels and stops at the 128th opening bracket (D25)');
  // The root object is level 1, so k brackets under it reach level k + 1.
  const deepest = MAX_NESTING - 1;
  const ok = await validateFiles({ ...validCase(), 'stages.json': stagesWithExtra(`${'['.repeat(deepest)}${']'.repeat(deepest)}`) });
  expectNoDiagnostic(ok, 'JSON-001');
  expectDiagnostic(ok, { code: 'STG-090', file: 'stages.json', message: 'unknown key "extra"' });

  const text = stagesWithExtra(`${'['.repeat(deepest + 1)}${']'.repeat(deepest + 1)}`);
  const tooDeep = await validateFiles({ ...validCase(), 'stages.json': text });
  const d = expectDiagnostic(tooDeep, { code: 'JSON-001', file: 'stages.json', message: `nesting reaches ${MAX_NESTING + 1} levels here` });
  const offending = text.indexOf('[[') + deepest; // the 128th `[` of the extra value
  assert.deepEqual(jsonRange(d), { line: 0, character: offending, endCharacter: offending + 1 });
  // What parsed before it is still checked.
  expectDiagnostic(tooDeep, { code: 'STG-090', file: 'stages.json', message: 'unknown key "extra"' });
});

test('a too-deep value is skipped to its closing bracket: the fields after it are read and checked, none reported missing', async () => {
  // The too-deep value sits first in stages.json: every required field comes after it.
  const deep = `${'['.repeat(200)}"]]]"${']'.repeat(200)}`;
  const stages = JSON.stringify(validStages());
  const text = `{"extra": ${deep}, ${stages.slice(1, -1)}, "later": 1}`;
  const result = await validateFiles({ ...validCase(), 'stages.json': text });
  expectDiagnostic(result, { code: 'JSON-001', file: 'stages.json', message: 'nesting reaches 128 levels' });
  // Only the two unknown keys besides the syntax error (and the hint that the file's syntax error
  // stops the cross-file checks): policy_graph, stages and the rest were read, none is missing.
  const own = result.diagnostics.filter((x) => x.file === 'stages.json' && x.code !== 'CASE-002');
  assert.deepEqual(own.map((x) => `${x.code} ${x.message}`).sort(), [
    'JSON-001 nesting reaches 128 levels here; the loader reads at most 127',
    'STG-090 unknown key "extra"',
    'STG-090 unknown key "later"',
  ]);
  // An error after the skipped value is still found (it is not the first, so JSON-001 stays at the bracket).
  const doc = new JsonDocument('stages.json', `{"a": ${deep}, "b": [1 2]}`);
  assert.match(doc.syntaxError!.message, /nesting reaches 128/);
  assert.equal(getProperty(doc.root, 'b')?.type, 'array');
  assert.equal(getProperty(doc.root, 'a')?.length, deep.length);
});

test('100,000 levels deep: JSON-001, no stack overflow, in the engine and in the editor services', async () => {
  const depth = 100_000;
  for (const [open, close] of [
    ['[', ']'],
    ['{"a":', '}'],
  ] as const) {
    const text = stagesWithExtra(`${open.repeat(depth)}1${close.repeat(depth)}`);
    const result = await validateFiles({ ...validCase(), 'stages.json': text, 'penalties.json': `${open.repeat(depth)}` });
    expectDiagnostic(result, { code: 'JSON-001', file: 'stages.json', message: 'nesting reaches' });
    expectDiagnostic(result, { code: 'JSON-001', file: 'penalties.json', message: 'nesting reaches' });
    const context = serviceContext('stages.json', text, result);
    assert.ok(Array.isArray(documentSymbols(context)));
    const inside = new JsonDocument('stages.json', text).positionAt(text.indexOf(open.repeat(50)) + 50 * open.length);
    hoverAt(context, inside); // answers (or not) without throwing
  }
});

test('an unterminated too-deep value is skipped to the end of the file; the nodes before it are closed there', () => {
  const text = `{"a": [1, {"b": ${'['.repeat(200)}`;
  const doc = new JsonDocument('x.json', text);
  assert.match(doc.syntaxError!.message, /nesting reaches 128 levels/);
  const a = getProperty(doc.root, 'a')!;
  assert.equal(a.type, 'array');
  assert.equal(a.children!.length, 2);
  const b = getProperty(a.children![1], 'b')!;
  assert.equal(pathOf(b), 'a[1].b');
  assert.equal(doc.syntaxError!.offset, text.indexOf('[[') + MAX_NESTING - 3); // root, a's array, the object: 3 levels above
});

// ---------------------------------------------------------------------------------------------
// Keys named like Object.prototype members

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

function withPrototypeKeys(object: Record<string, unknown>): string {
  const members = PROTOTYPE_KEYS.map((key, i) => `"${key}": ${i}`).join(', ');
  return `{${members}, ${JSON.stringify(object).slice(1)}`;
}

function expectPlainUnknownKeys(diagnostics: readonly Diagnostic[], file: string, code: RuleId): void {
  for (const key of PROTOTYPE_KEYS) expectDiagnostic(diagnostics, { code, file, message: `unknown key "${key}"` });
  for (const d of diagnostics) {
    assert.ok(d.code && d.message, `a diagnostic without code or message: ${JSON.stringify(d)}`);
    assert.doesNotMatch(d.message, /\[object Object\]|native code/, d.message);
  }
}

test('__proto__, constructor and friends as keys: plain unknown-key diagnostics in stages.json (a stage offers renames)', async () => {
  const stages = validStages();
  const text = JSON.stringify(stages).replace('{"id":0,', `${withPrototypeKeys({}).slice(0, -1)}, "id":0,`);
  const result = await validateFiles({ ...validCase(), 'stages.json': text });
  expectPlainUnknownKeys(result.diagnostics, 'stages.json', 'STG-090');
  assert.ok(result.model.stages!.stages.length > 0);
});

test('__proto__, constructor and friends as keys: penalties.json (hydro section offers a rename) and a system JSON file', async () => {
  const files = validCase();
  const penalties = files['penalties.json'] as Record<string, Record<string, unknown>>;
  const hydro = { ...penalties.hydro! };
  delete hydro.turbined_cost;
  hydro.fpha_turbined_cost = 1; // the older name: this object is read with a renames table
  const penaltiesText = JSON.stringify({ ...penalties, hydro: 'HYDRO' }).replace('"HYDRO"', withPrototypeKeys(hydro));
  const models = {
    production_models: [{ __placeholder: 1 }],
  };
  const modelsText = JSON.stringify(models).replace(
    '{"__placeholder":1}',
    withPrototypeKeys({
      hydro_id: 0,
      selection_mode: 'stage_ranges',
      stage_ranges: [{ start_stage_id: 0, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 }],
    }),
  );
  const result = await validateFiles({ ...files, 'penalties.json': penaltiesText, 'system/hydro_production_models.json': modelsText });
  expectPlainUnknownKeys(result.diagnostics, 'penalties.json', 'PEN-001');
  expectPlainUnknownKeys(result.diagnostics, 'system/hydro_production_models.json', 'HPM-090');
});

test('a Parquet column named __proto__ or constructor is a plain extra column (PRD-002) with a message', async () => {
  const rows = 2;
  const extra = (name: string) => ({ name, type: 'Float64' as const, nullable: true, values: Array.from({ length: rows }, () => 1) });
  const table = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: [0, 0] },
    { name: 'stage_id', type: 'Int32', nullable: true, values: [null, 1] },
    { name: 'equivalent_productivity_mw_per_m3s', type: 'Float64', nullable: true, values: [0.9, 0.8] },
    { name: 'reference_outflow_m3s', type: 'Float64', nullable: true, values: [null, null] },
    { name: 'specific_productivity_mw_per_m3s_per_m', type: 'Float64', nullable: true, values: [null, null] },
    extra('__proto__'),
    extra('constructor'),
    extra('toString'),
  ]);
  const file = 'system/hydro_energy_productivity.parquet';
  const result = await validateFiles({ ...validCase(), [file]: table });
  for (const name of ['__proto__', 'constructor', 'toString']) {
    // An unknown column is a hint under the missing-column rule: a per-finding severity.
    expectDiagnostic(result, { code: 'PRD-002', severity: 'hint', file, column: name, message: `unexpected column "${name}" is ignored` });
  }
  for (const d of result.diagnostics) assert.ok(d.code && d.message, `a diagnostic without code or message: ${JSON.stringify(d)}`);
});

// ---------------------------------------------------------------------------------------------
// Size: no per-element cost that grows with the array

test('500,000 nulls as stages[] and as an unknown key of penalties.json: capped diagnostics, checked in seconds', async () => {
  const nulls = `[${new Array(500_000).fill('null').join(',')}]`;
  const stages = `{"policy_graph": {"type": "finite_horizon", "annual_discount_rate": 0, "transitions": []}, "stages": ${nulls}}`;
  const penalties = `${JSON.stringify(validCase()['penalties.json']).slice(0, -1)}, "junk": ${nulls}}`;
  const started = performance.now();
  const result = await validateFiles({ ...validCase(), 'stages.json': stages, 'penalties.json': penalties }, { maxPerRule: 50 });
  const seconds = (performance.now() - started) / 1000;
  // Each null stage is STG-003: 50 shown, one summary for the rest (the cap counts, it does not build).
  const shown = result.diagnostics.filter((d) => d.file === 'stages.json' && d.code === 'STG-003');
  assert.equal(shown.length, 51);
  expectDiagnostic(result, { code: 'STG-003', file: 'stages.json', message: '499950 more STG-003 problems' });
  const last = shown.find((d) => d.location.kind === 'json' && d.location.path === 'stages[49]');
  assert.ok(last, 'the 50th null is reported at its own index');
  expectDiagnostic(result, { code: 'PEN-001', file: 'penalties.json', message: 'unknown key "junk"' });
  // Quadratic costs took 37 s for this file; linear ones take well under a second. The bound only
  // guards against a return of the quadratic path, with room for a loaded machine.
  assert.ok(seconds < 15, `took ${seconds.toFixed(1)} s`);
});

test('an unknown key written many times in one object is one unknown-key problem, at its first place; each repeat is JSON-002', async () => {
  const stages = validStages();
  const text = JSON.stringify({ ...stages, stages: [] }).replace('"stages":[]', `"stages":${JSON.stringify(stages.stages)}${',"colour":"blue"'.repeat(5000)}`);
  const result = await validateFiles({ ...validCase(), 'stages.json': text });
  const unknown = result.diagnostics.filter((d) => d.code === 'STG-090');
  assert.equal(unknown.length, 1, 'one problem for the key, not one per repeat');
  assert.equal(unknown[0]!.location.kind === 'json' && unknown[0]!.location.offset, text.indexOf('"colour"'));
  assert.ok(result.diagnostics.filter((d) => d.code === 'JSON-002').length >= 200, 'the repeats are duplicate keys');
});
