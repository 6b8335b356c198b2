// The parse tree of parse.ts against jsonc-parser's own `parseTree`: every node's type, offset,
// length and value must match, although literals derive their length from their value and
// containers keep their type on the prototype (memory, issue 9).
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import assert from 'node:assert/strict';
import { parseTree, type Node } from 'jsonc-parser';
import { parseJsonTree } from '../../shared/core/json/parse';
import { getProperty, keyOf, pathOf, peekValueOf, valueOf } from '../../shared/core/json/nodes';
import { JsonDocument } from '../../shared/core/json/document';
import { FieldReader } from '../../shared/core/json/fields';
import { reportDuplicateKeys } from '../../shared/core/json/duplicates';
import { examplesDir } from '../support/cli';
import { Random } from '../../bench/generate';
import { DiagnosticSink, JsonReporter } from '../../shared/core/reporter';
import { ruleSeverity } from '../../shared/rules';

function assertSameTree(actual: Node | undefined, expected: Node | undefined, path = '$'): void {
  assert.ok(actual && expected, `${path}: both trees have a node`);
  assert.equal(actual.type, expected.type, `${path}: type`);
  assert.equal(actual.offset, expected.offset, `${path}: offset`);
  assert.equal(actual.length, expected.length, `${path}: length`);
  if (expected.type !== 'object' && expected.type !== 'array' && expected.type !== 'property') {
    assert.ok(Object.is(actual.value, expected.value), `${path}: value ${String(actual.value)} vs ${String(expected.value)}`);
  }
  const expectedChildren = expected.children ?? [];
  assert.equal((actual.children ?? []).length, expectedChildren.length, `${path}: children`);
  expectedChildren.forEach((child, i) => {
    assert.equal(actual.children![i]!.parent, actual, `${path}[${i}]: parent`);
    assertSameTree(actual.children![i], child, `${path}[${i}]`);
  });
}

test('literal lengths: plain values derive it, escapes and longer number forms keep their own', () => {
  const text = [
    '{"plain": "abc", "empty": "", "escaped": "a\\"b\\u00e9\\n", "astral": "\u{1F600}x", "k\\u0065y": 1,',
    ' "numbers": [0, -0, 168, 0.12, 1.0, 1e2, -3.5E-2, 12345678901234567890, 1.50],',
    ' "others": [true, false, null, {}, [], {"a": [{"b": null}]}]}',
  ].join('\n');
  const parsed = parseJsonTree(text);
  assert.deepEqual(parsed.errors, []);
  assertSameTree(parsed.root, parseTree(text, [], { disallowComments: true }));
});

test('lengths still match jsonc-parser after syntax errors (a missing value, an unterminated string)', () => {
  for (const text of ['{"a": , "b": 1.0}', '{"a": [1, 2', '{"a": "unterminated']) {
    const parsed = parseJsonTree(text);
    assert.ok(parsed.errors.length > 0, text);
    const root = parsed.root!;
    // Only the literals are compared here: jsonc-parser's recovery of a broken container differs.
    const literals = (node: Node): Node[] => (node.children ?? []).flatMap((child) => (child.children ? literals(child) : [child]));
    const expected = literals(parseTree(text, [], { disallowComments: true })!);
    const actual = literals(root);
    assert.deepEqual(
      actual.map((n) => [n.type, n.offset, n.length, n.value]),
      expected.map((n) => [n.type, n.offset, n.length, n.value]),
      text,
    );
  }
});

// A property holds a literal value itself (memory, issue 9): its node is made when first asked
// for, then kept, so every reader gets the same node; peeking makes a throwaway node instead.

/** Every property of the tree, depth first, without asking any property for its children. */
function propertiesOf(node: Node | undefined, out: Node[] = []): Node[] {
  if (!node) return out;
  if (node.type === 'property') {
    out.push(node);
    const value = peekValueOf(node);
    if (value?.type === 'object' || value?.type === 'array') propertiesOf(value, out);
  } else for (const child of node.children ?? []) propertiesOf(child, out);
  return out;
}

const heldLiterals = [
  '{"s": "abc", "esc": "a\\"b\\u00e9\\n\\/", "empty": "", "k\\u0065y": -0, "n": 168, "f": 0.12, "one": 1.0, "exp": 1e2,',
  '  "neg" :   -3.5E-2, "big": 12345678901234567890, "t": true, "no": false, "nil": null, "astral": "\u{1F600}",',
  '  "nested": [[1, [2.50, "x\\ty"]], {"deep": {"v": "\\u0041"}}], "after": {"last": 7},',
  '  "wide"      :\n\n      "spaced", "k\\"q"\t:\t0.5, "e\\u0073c"       :        "\\u00e9" }',
].join('\n');

test('a held literal reads as jsonc-parser reads it: type, offset, length and value, peeked or made', () => {
  const expected = propertiesOf(parseTree(heldLiterals, [], { disallowComments: true }));
  const actual = propertiesOf(parseJsonTree(heldLiterals).root);
  assert.equal(actual.length, expected.length);
  assert.ok(actual.length >= 18);
  actual.forEach((property, i) => {
    const want = expected[i]!.children![1]!;
    const at = `${keyOf(property) as string} at ${property.offset}`;
    assert.equal(property.length, expected[i]!.length, `${at}: property length`);
    for (const got of [peekValueOf(property)!, valueOf(property)!]) {
      assert.equal(got.type, want.type, `${at}: type`);
      assert.equal(got.offset, want.offset, `${at}: offset`);
      assert.equal(got.length, want.length, `${at}: length`);
      assert.equal(got.parent, property, `${at}: parent`);
      if (want.type !== 'object' && want.type !== 'array') assert.ok(Object.is(got.value, want.value), `${at}: value ${String(got.value)}`);
    }
  });
  // The raw text of each literal is what the rules read to tell 1 from 1.0 (D20).
  const one = propertiesOf(parseJsonTree(heldLiterals).root).find((p) => keyOf(p) === 'one')!;
  const node = peekValueOf(one)!;
  assert.equal(heldLiterals.slice(node.offset, node.offset + node.length), '1.0');
  // And the whole tree, keys included, once every literal has been made a node.
  assertSameTree(parseJsonTree(heldLiterals).root, parseTree(heldLiterals, [], { disallowComments: true }));
});

test('a held literal gets one node, kept once made: getProperty, valueOf and children agree', () => {
  const root = parseJsonTree('{"id": 3, "name": "a\\nb", "gap": null}').root!;
  const property = root.children![0]!;
  // Before anything asks for it, the value is not a node: each peek is a new throwaway.
  assert.notEqual(peekValueOf(property), peekValueOf(property));
  const made = getProperty(root, 'id')!;
  assert.equal(made.type, 'number');
  assert.equal(made.value, 3);
  assert.equal(getProperty(root, 'id'), made);
  assert.equal(valueOf(property), made);
  assert.equal(property.children![1], made);
  assert.equal(peekValueOf(property), made, 'once made, a peek returns the kept node');
  assert.equal(pathOf(made), 'id');
  // Reading children first makes it just the same.
  const name = root.children![1]!;
  assert.equal(name.children![1], getProperty(root, 'name'));
  assert.equal(getProperty(root, 'name')!.length, '"a\\nb"'.length);
  assert.equal(getProperty(root, 'gap')!.type, 'null');
});

test('the field readers and the duplicate-key walk read literals without making their nodes', () => {
  const text = '{"id": 4, "start": "2024-01-01", "ok": true, "rate": 0.5, "kind": "lhs", "id2": 1.0}';
  const doc = new JsonDocument('stages.json', text);
  const sink = new DiagnosticSink(ruleSeverity, 100);
  const report = new JsonReporter(sink, doc);
  const fields = new FieldReader(report);
  const root = doc.root!;
  assert.equal(fields.integer(root, 'id', 'STG-001'), 4);
  assert.equal(fields.date(root, 'start', 'STG-001')?.text, '2024-01-01');
  assert.equal(fields.boolean(root, 'ok', 'STG-001'), true);
  assert.equal(fields.number(root, 'rate', 'STG-001', { max: 0.25 }), undefined);
  assert.equal(fields.string(root, 'kind', 'STG-001', { oneOf: ['lhs'] }), 'lhs');
  assert.equal(fields.integer(root, 'id2', 'STG-001'), undefined);
  reportDuplicateKeys(doc, report);
  for (const property of root.children!) assert.notEqual(peekValueOf(property), peekValueOf(property), `${keyOf(property) as string} stays a held value`);
  // The problems found on peeked nodes point at the exact text.
  const found = sink
    .finish()
    .map((d) => [d.location.kind === 'json' ? d.location.path : '', d.location.kind === 'json' ? text.slice(d.location.offset, d.location.offset + d.location.length) : '']);
  assert.deepEqual(found, [
    ['rate', '0.5'],
    ['id2', '1.0'],
  ]);
});

test('a property whose value did not parse, or that repeats a key, still reads as before', () => {
  for (const text of ['{"a": , "b": 1.0}', '{"a": "x" "b": 2}', '{"a": 1, "a": "two"}', '{"a": [1, {"b": 2']) {
    const expected = parseTree(text, [], { disallowComments: true })!;
    const actual = parseJsonTree(text).root!;
    const first = actual.children![0]!;
    const want = expected.children![0]!;
    assert.equal(first.length, want.length, `${text}: length`);
    const value = valueOf(first);
    const wantValue = want.children![1];
    assert.equal(value?.type, wantValue?.type, `${text}: value type`);
    assert.equal(value?.offset, wantValue?.offset, `${text}: value offset`);
  }
});

test('patchLiteral: random edits inside the literals of a real case file either patch to exactly the tree and lines of a fresh parse, or change nothing', () => {
  const base = readFileSync(join(examplesDir, '1dtoy', 'stages.json'), 'utf8');
  // mulberry32: the low bits of the linear congruential generator used before cycled so that no
  // digit was ever typed before a number (the edit that moved the patched number, found later).
  const rng = new Random(20261123);
  const random = (below: number) => rng.int(0, below - 1);
  const literals = [...base.matchAll(/"(?:[^"\\]|\\.)*"(?!\s*:)|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g)].map((match) => [match.index!, match[0].length] as const);
  const alphabet = ['0', '7', '-', '.', 'e', 'a', ' ', '"', '\\', 'u', ',', '\n'];
  let patched = 0;
  for (let trial = 0; trial < 400; trial++) {
    const doc = new JsonDocument('stages.json', base);
    let text = base;
    for (let step = 0; step < 6; step++) {
      const [offset, length] = literals[random(literals.length)]!;
      const at = offset + random(length + 1);
      const removed = random(3) === 0 ? Math.min(random(3), text.length - at) : 0;
      const inserted = random(4) === 0 ? '' : alphabet[random(alphabet.length)]!;
      const next = text.slice(0, at) + inserted + text.slice(at + removed);
      const before = doc.text;
      if (!doc.patchLiteral(next)) {
        assert.equal(doc.text, before, 'a refused patch changes nothing');
        continue;
      }
      patched++;
      text = next;
      const fresh = new JsonDocument('stages.json', text);
      assert.equal(fresh.syntaxError, undefined, `a patched text parses cleanly: ${JSON.stringify(inserted)} at ${at}`);
      assertSameTree(doc.root, fresh.root);
      for (const probe of [0, at, text.length - 1]) assert.deepEqual(doc.positionAt(probe), fresh.positionAt(probe));
    }
  }
  assert.ok(patched > 120, `${patched} edits were patched`);
});

test("patchLiteral: a digit typed before a number (its text then differs by an insertion at the number's start) patches the number where it stands", () => {
  const base = readFileSync(join(examplesDir, '1dtoy', 'stages.json'), 'utf8');
  for (const [field, typed] of [
    ['"num_scenarios": ', '7'], // 10 -> 710: a held literal of a property
    ['"hours": ', '5'],
    ['"id": ', '7'], // 0 -> 70
    ['"annual_discount_rate": ', '1'],
  ] as const) {
    const at = base.indexOf(field) + field.length;
    const text = base.slice(0, at) + typed + base.slice(at);
    const doc = new JsonDocument('stages.json', base);
    assert.deepEqual(doc.patchLiteral(text)?.start, at, `${typed} before ${field}: patched, the edit starting at the number`);
    assertSameTree(doc.root, new JsonDocument('stages.json', text).root);
  }
});
