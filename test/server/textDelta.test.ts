import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JsonDocument } from '../../shared/core/json/document';
import { textDelta } from '../../shared/core/textDelta';
import { PositionMap } from '../../server/services/textDelta';

test('text delta: the one changed region between two texts, found in blocks over a large text', () => {
  const older = `${'a'.repeat(300_000)}XYZ${'b'.repeat(300_000)}`;
  const newer = `${'a'.repeat(300_000)}Q${'b'.repeat(300_000)}`;
  assert.deepEqual(textDelta(older, newer), { start: 300_000, olderEnd: 300_003, newerEnd: 300_001 });
  assert.deepEqual(textDelta('abc', 'abc'), { start: 3, olderEnd: 3, newerEnd: 3 }, 'equal texts: an empty region at the end');
  assert.deepEqual(textDelta('aaaa', 'aaaaa'), { start: 4, olderEnd: 4, newerEnd: 5 }, 'prefix and suffix never overlap');
  assert.deepEqual(textDelta('', 'xy'), { start: 0, olderEnd: 0, newerEnd: 2 });
});

test('position map: positions before and after the typed region move with it; inside it they have no older twin', () => {
  const older = '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}';
  const newer = older.replace('"b": 2', '"b": [\n    20\n  ]'); // two lines more, from line 2 on
  const map = new PositionMap(new JsonDocument('x.json', older), newer, textDelta(older, newer));
  assert.deepEqual(map.toOlder({ line: 1, character: 3 }), { line: 1, character: 3 }, 'before the change: unchanged');
  assert.deepEqual(map.toOlder({ line: 2, character: 3 }), { line: 2, character: 3 }, 'the same line, before the change');
  assert.equal(map.toOlder({ line: 2, character: 7 }), undefined, 'the first character typed');
  assert.equal(map.toOlder({ line: 3, character: 4 }), undefined, 'inside what was typed');
  assert.deepEqual(map.toOlder({ line: 5, character: 4 }), { line: 3, character: 4 }, '"c" moved two lines down');
  assert.deepEqual(map.toOlder({ line: 4, character: 4 }), { line: 2, character: 9 }, 'the rest of the changed line follows the end of the change');
  assert.deepEqual(map.toNewer({ line: 3, character: 2 }), { line: 5, character: 2 });
  assert.deepEqual(map.toNewer({ line: 2, character: 7 }), { line: 4, character: 3 }, 'on the replaced "2": the end of what replaced it');
  assert.deepEqual(map.toNewer({ line: 2, character: 8 }), { line: 4, character: 3 }, 'the comma after it follows the end of the change');
  assert.deepEqual(map.toNewer({ line: 0, character: 1 }), { line: 0, character: 1 });

  // Typing on one line keeps lines and moves only what follows on that line.
  const typed = older.replace('"a": 1', '"a": 123');
  const sameLine = new PositionMap(new JsonDocument('x.json', older), typed, textDelta(older, typed));
  assert.deepEqual(sameLine.toOlder({ line: 1, character: 10 }), { line: 1, character: 8 });
  assert.deepEqual(sameLine.toOlder({ line: 3, character: 3 }), { line: 3, character: 3 });
});

test('position map: the hover offsets agree with a fresh parse of the newer text', () => {
  const older = JSON.stringify({ a: [1, 2, 3], b: { c: 'x' }, d: 4 }, null, 2);
  const newer = older.replace('2,', '2,\n    2.5,');
  const map = new PositionMap(new JsonDocument('x.json', older), newer, textDelta(older, newer));
  const fresh = new JsonDocument('x.json', newer);
  const stale = new JsonDocument('x.json', older);
  for (const key of ['"b"', '"c"', '"d"', '3']) {
    const newerOffset = newer.indexOf(key);
    const olderPosition = map.toOlder(fresh.positionAt(newerOffset))!;
    assert.equal(stale.offsetAt(olderPosition), older.indexOf(key), key);
    assert.deepEqual(map.toNewer(olderPosition), fresh.positionAt(newerOffset), key);
  }
});
