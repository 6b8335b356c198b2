import { test } from 'node:test';
import assert from 'node:assert/strict';
import { offsetOf, positionOf, textDelta, toNewer, toOlder } from '../../server/textDelta';

test('text delta: the one changed region between two texts, found in blocks over a large text', () => {
  const older = 'a'.repeat(300_000) + 'XYZ' + 'b'.repeat(300_000);
  const newer = 'a'.repeat(300_000) + 'Q' + 'b'.repeat(300_000);
  assert.deepEqual(textDelta(older, newer), { start: 300_000, olderEnd: 300_003, newerEnd: 300_001 });
  assert.deepEqual(textDelta('abc', 'abc'), { start: 3, olderEnd: 3, newerEnd: 3 }, 'equal texts: an empty region at the end');
  assert.deepEqual(textDelta('aaaa', 'aaaaa'), { start: 4, olderEnd: 4, newerEnd: 5 }, 'prefix and suffix never overlap');
  assert.deepEqual(textDelta('', 'xy'), { start: 0, olderEnd: 0, newerEnd: 2 });
});

test('text delta: offsets before and after the region move; inside it they have no older twin', () => {
  const delta = textDelta('0123456789', '012ab6789'); // "345" became "ab"
  assert.deepEqual(delta, { start: 3, olderEnd: 6, newerEnd: 5 });
  assert.equal(toOlder(delta, 2), 2);
  assert.equal(toOlder(delta, 3), 3, 'the region start is shared');
  assert.equal(toOlder(delta, 4), undefined);
  assert.equal(toOlder(delta, 5), 6);
  assert.equal(toOlder(delta, 8), 9);
  assert.equal(toNewer(delta, 9), 8);
  assert.equal(toNewer(delta, 4), 5, 'an offset inside the replaced region goes to its end');
});

test('text positions: LSP positions and offsets agree, a character past the line end is its end (LF and CRLF)', () => {
  const text = 'ab\ncde\n\nf';
  assert.equal(offsetOf(text, { line: 1, character: 2 }), 5);
  assert.equal(offsetOf(text, { line: 1, character: 99 }), 6, 'clamped to the end of "cde"');
  assert.equal(offsetOf(text, { line: 3, character: 99 }), 9, 'the last line ends the text');
  assert.equal(offsetOf(text, { line: 9, character: 0 }), 9, 'a line past the last one is the end');
  assert.equal(offsetOf('ab\r\ncd', { line: 0, character: 9 }), 2, 'the CR of CRLF is not part of the line');
  assert.deepEqual(positionOf(text, 5), { line: 1, character: 2 });
  assert.deepEqual(positionOf(text, 7), { line: 2, character: 0 });
  assert.deepEqual(positionOf(text, 0), { line: 0, character: 0 });
});
