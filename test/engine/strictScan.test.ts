// The fast route of the JSON tree (strictScan.ts driving the builder) against the reference route
// (jsonc-parser's `visit` driving it): for every text, both must give the same tree (type, offset,
// length, value, with -0 told from 0), the same errors and the same nesting stop. The fast route
// must take only strict JSON (what JSON.parse takes, within the nesting limit) and hand everything
// else to the reference route, which is what keeps every diagnostic as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Node } from 'jsonc-parser';
import { MAX_NESTING, parseJsonTree, parseJsonTreeWithJsonc, type ParsedTree } from '../../shared/core/json/parse';
import { scanStrictJson, type TreeSink } from '../../shared/core/json/strictScan';
import { JsonDocument } from '../../shared/core/json/document';
import { reportDuplicateKeys } from '../../shared/core/json/duplicates';
import { DiagnosticSink, JsonReporter } from '../../shared/core/reporter';
import { ruleSeverity } from '../../shared/rules';
import { Random } from '../../bench/generate';

/** Every node as [path, type, offset, length, value], values compared with Object.is (so -0 is not 0). */
function flatten(node: Node | undefined, path = '$', out: unknown[][] = []): unknown[][] {
  if (!node) return out;
  const value = node.type === 'object' || node.type === 'array' || node.type === 'property' ? '' : Object.is(node.value, -0) ? '-0' : node.value;
  out.push([path, node.type, node.offset, node.length, value]);
  (node.children ?? []).forEach((child, i) => {
    assert.equal(child.parent, node, `${path}[${i}]: parent`);
    flatten(child, `${path}[${i}]`, out);
  });
  return out;
}

function assertSameParse(text: string): ParsedTree {
  const fast = parseJsonTree(text);
  const reference = parseJsonTreeWithJsonc(text);
  const label = JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
  assert.deepEqual(fast.errors, reference.errors, `${label}: errors`);
  assert.equal(fast.tooDeepAt, reference.tooDeepAt, `${label}: nesting stop`);
  assert.deepEqual(flatten(fast.root), flatten(reference.root), `${label}: tree`);
  return fast;
}

/** Whether the fast scanner takes the text (a sink that builds nothing). */
function fastTakes(text: string): boolean {
  const none: TreeSink = { open() {}, property() {}, literal() {}, close() {} };
  return scanStrictJson(text, none, MAX_NESTING);
}

function strictJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const nested = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

const VALID = [
  '{"a": 1, "a": 2}', // duplicate keys: both kept, JSON-002 reports the second
  '{"one": 1.0, "int": 1, "negzero": -0, "negzerofloat": -0.0, "huge": 1e400, "tiny": -1e400, "under": 1e-400}',
  '[0, -0, 168, 0.12, 1.50, 1e2, 1E+2, -3.5E-2, 0e0, 12345678901234567890, 9007199254740993, 1.7976931348623157e308]',
  '{"s": "abc", "esc": "a\\"b\\u00e9\\n\\/\\\\\\b\\f\\r\\t", "k\\u0065y": "v", "surrogates": "\\ud83d\\ude00\\ud800", "empty": ""}',
  '{"astral": "\u{1F600}", "sep": "\u2028\u2029", "del": "\u007f", "nbsp inside": "\u00a0"}',
  '{}',
  '[]',
  '[{}, [], {"a": {}}, [[]]]',
  '"top"',
  '  -12.5e-3 \r\n',
  'true',
  'null',
  '{\r\n\t"a" :\t[ 1 ,2 ] ,"b":false}\n',
  nested(MAX_NESTING),
  `{"a": ${nested(MAX_NESTING - 1)}}`,
];

const NOT_STRICT = [
  '',
  '   ',
  '\ufeff{"a": 1}', // a byte order mark left in the text
  '{"a":\u00a01}', // whitespace to jsonc-parser, not to JSON
  '{"a":\u000b1}',
  '{"a":\u000c1}',
  '\u2028[1]',
  '[1,]',
  '{"a": 1,}',
  '[1 2]',
  '{"a" 1}',
  '{"a": 1 "b": 2}',
  '{a: 1}',
  "{'a': 1}",
  '// c\n{}',
  '{} /* c */',
  '[01]',
  '[-]',
  '[1.]',
  '[.5]',
  '[+1]',
  '[1e]',
  '[1e+]',
  '[-01]',
  '[NaN]',
  '[Infinity]',
  '[-Infinity]',
  '[truex]',
  '[nul]',
  '[True]',
  '["unterminated',
  '["tab\there"]',
  '["line\nbreak"]',
  '["bad \\x escape"]',
  '["short \\u12 escape"]',
  '["ends with \\',
  '{"a": 1} {"b": 2}',
  '{"a": 1}]',
  '[1]]',
  '{"a": [1}',
  '{"a": 1]',
  '[',
  '{',
  '{"a"',
  '{"a":',
  nested(MAX_NESTING + 1),
  nested(5000), // jsonc-parser alone would overflow the stack (D25)
  `{"a": ${nested(MAX_NESTING)}}`,
];

test('valid JSON takes the fast route and builds the reference tree, literal by literal', () => {
  for (const text of VALID) {
    assert.ok(fastTakes(text), JSON.stringify(text.slice(0, 60)));
    assert.deepEqual(assertSameParse(text).errors, []);
  }
});

test('-0, 1.0 and 1e400 keep their values and source lengths on the fast route', () => {
  const root = parseJsonTree('[-0, 1.0, 1e400, -1e400]').root!;
  const values = root.children!.map((child) => [child.value, child.length]);
  assert.ok(Object.is(values[0]![0], -0));
  assert.deepEqual(values.slice(1), [
    [1, 3],
    [Infinity, 5],
    [-Infinity, 6],
  ]);
});

test('text that is not strict JSON falls back to jsonc-parser: same errors, same partial tree, same nesting stop', () => {
  for (const text of NOT_STRICT) {
    assert.ok(!fastTakes(text), JSON.stringify(text.slice(0, 60)));
    assertSameParse(text);
  }
  assert.equal(parseJsonTree(nested(MAX_NESTING + 1)).tooDeepAt, MAX_NESTING);
});

test('duplicate keys still reach JSON-002 with both positions on the fast route', () => {
  const text = '{\n  "a": 1,\n  "a": 2\n}';
  assert.ok(fastTakes(text));
  const doc = new JsonDocument('x.json', text);
  const sink = new DiagnosticSink(ruleSeverity, 100);
  reportDuplicateKeys(doc, new JsonReporter(sink, doc));
  const [diagnostic, more] = sink.finish();
  assert.equal(more, undefined);
  assert.equal(diagnostic?.code, 'JSON-002');
  assert.ok(diagnostic?.location.kind === 'json');
  assert.equal(text.slice(diagnostic.location.offset, diagnostic.location.offset + diagnostic.location.length), '"a"');
  assert.equal(diagnostic.location.offset, text.lastIndexOf('"a"'));
  assert.match(diagnostic.message, /first at line 2, column 3/);
});

// Random edits of valid JSON: each text is strict JSON or not, and the fast route must take
// exactly the strict ones and agree with the reference route on all of them.
test('random edits of JSON: the fast route takes exactly what JSON.parse takes, and both routes agree', () => {
  const alphabet = [
    '{',
    '}',
    '[',
    ']',
    ',',
    ':',
    '"',
    '\\',
    '-',
    '+',
    '.',
    'e',
    'E',
    '0',
    '1',
    '9',
    ' ',
    '\n',
    '\r',
    '\t',
    'u',
    'a',
    't',
    'n',
    '\u00a0',
    '\u0001',
    '\ufeff',
    '/',
    '*',
  ];
  const seeds = [VALID[1]!, VALID[2]!, VALID[3]!, VALID[12]!, '{"stages": [{"id": 0, "blocks": [{"hours": 168.0}]}, {"id": 1, "x": null}]}'];
  const rng = new Random(13);
  let strict = 0;
  for (let i = 0; i < 4000; i++) {
    let text = seeds[rng.int(0, seeds.length - 1)]!;
    const edits = rng.int(1, 3);
    for (let k = 0; k < edits; k++) {
      const at = rng.int(0, text.length);
      const kind = rng.int(0, 2);
      const insert = alphabet[rng.int(0, alphabet.length - 1)]!;
      if (kind === 0) text = text.slice(0, at) + insert + text.slice(at);
      else if (kind === 1) text = text.slice(0, at) + text.slice(at + 1);
      else text = text.slice(0, at) + insert + text.slice(at + 1);
    }
    const takes = fastTakes(text);
    assert.equal(takes, strictJson(text), `fast route takes ${JSON.stringify(text)}: ${takes}`);
    if (takes) strict++;
    assertSameParse(text);
  }
  assert.ok(strict > 200, `enough edits stay strict JSON to exercise the fast route (${strict})`);
});
