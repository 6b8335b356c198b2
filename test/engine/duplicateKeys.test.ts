// JSON-002 in objects of few keys and of many: every repeat is reported at its key, in source
// order, against the first occurrence; and the walk leaves held literals unmade.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JsonDocument } from '../../shared/core/json/document';
import { reportDuplicateKeys } from '../../shared/core/json/duplicates';
import { nestedValueOf, valueOf } from '../../shared/core/json/nodes';
import { DiagnosticSink, JsonReporter } from '../../shared/core/reporter';
import { ruleSeverity } from '../../shared/rules';

function duplicates(text: string): Array<[string, number, string]> {
  const doc = new JsonDocument('x.json', text);
  const sink = new DiagnosticSink(ruleSeverity, 100);
  reportDuplicateKeys(doc, new JsonReporter(sink, doc));
  return sink.finish().map((d) => {
    assert.equal(d.code, 'JSON-002');
    assert.ok(d.location.kind === 'json');
    const related = d.related?.[0];
    assert.ok(related?.location.kind === 'json');
    return [text.slice(d.location.offset, d.location.offset + d.location.length), d.location.offset, `${related.location.offset}: ${d.message}`];
  });
}

/** The expected reports, found by brute force: each key seen before, against its first offset. */
function expected(text: string, keys: string[]): Array<[string, number, string]> {
  const out: Array<[string, number, string]> = [];
  const firstAt = new Map<string, number>();
  let from = 0;
  for (const key of keys) {
    const offset = text.indexOf(`"${key}":`, from);
    from = offset + 1;
    const first = firstAt.get(key);
    if (first === undefined) firstAt.set(key, offset);
    else {
      const line = text.slice(0, first).split('\n').length;
      const column = first - text.lastIndexOf('\n', first - 1);
      out.push([`"${key}"`, offset, `${first}: duplicate key "${key}" (first at line ${line}, column ${column})`]);
    }
  }
  return out;
}

for (const [name, keys] of [
  ['few keys', ['a', 'b', 'a', 'c', 'b', 'a']],
  ['many keys', ['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10', 'k11', 'k12', 'k3', 'k13', 'k0', 'k3']],
  ['no repeat', ['a', 'b', 'c']],
] as const) {
  test(`JSON-002 reports every repeated key against the first (${name})`, () => {
    const text = `{\n${keys.map((key, i) => `  "${key}": ${i}`).join(',\n')}\n}`;
    assert.deepEqual(duplicates(text), expected(text, [...keys]));
  });
}

test('JSON-002 in a nested object is found too', () => {
  const text = '{"outer": {"x": 1, "x": 2}, "list": [{"y": 1, "y": 2}]}';
  assert.deepEqual(
    duplicates(text).map(([key, offset]) => [key, offset]),
    [
      ['"x"', text.indexOf('"x"', text.indexOf('"x"') + 1)],
      ['"y"', text.indexOf('"y"', text.indexOf('"y"') + 1)],
    ],
  );
});

test('the duplicate-key walk passes held literals over without making them nodes (nestedValueOf)', () => {
  const doc = new JsonDocument('x.json', '{"n": 1, "s": "x", "o": {"k": 2}, "a": [3]}');
  const [n, s, o, a] = doc.root!.children!;
  assert.equal(nestedValueOf(n!), undefined);
  assert.equal(nestedValueOf(s!), undefined);
  assert.equal(nestedValueOf(o!)?.type, 'object');
  assert.equal(nestedValueOf(a!)?.type, 'array');
  // Once a literal is made a node (valueOf), the walk gets that very node.
  assert.equal(nestedValueOf(n!), undefined);
  const made = valueOf(n!);
  assert.equal(nestedValueOf(n!), made);
});
