// The parse tree of parse.ts against jsonc-parser's own `parseTree`: every node's type, offset,
// length and value must match, although literals derive their length from their value and
// containers keep their type on the prototype (memory, issue 9).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTree, type Node } from 'jsonc-parser';
import { parseJsonTree } from '../../shared/engine/json/parse';

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
