import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MIRRORED_TEXT_CHARS, TextMirror, TextSender } from '../../server/threadProtocol/textMirror';

const large = (tag: string) => `${tag}${'x'.repeat(MIRRORED_TEXT_CHARS)}`;

test('text mirror: a large text goes whole once, then as patches the thread applies; small texts always go whole', () => {
  const sender = new TextSender();
  const mirror = new TextMirror();
  const send = (uri: string, text: string) => {
    const sent = sender.next(uri, text);
    assert.equal(mirror.receive(uri, sent), text);
    return sent;
  };
  assert.equal(typeof send('a', large('1')), 'string', 'the first time: whole');
  const patch = send('a', large('12'));
  assert.deepEqual(patch, { start: 1, end: 1, insert: '2', length: MIRRORED_TEXT_CHARS + 2 }, 'then only what changed');
  assert.equal(typeof send('a', 'small'), 'string');
  assert.equal(typeof send('a', large('3')), 'string', 'after a small text, whole again');
  for (const uri of ['b', 'c', 'd', 'e']) send(uri, large(uri));
  assert.deepEqual(sender.takeEvicted(), ['a'], 'the oldest of five documents is forgotten');
  assert.deepEqual(sender.takeEvicted(), [], 'and said once');
  assert.equal(typeof sender.next('a', large('4')), 'string');
});

test('text mirror: a patch that does not fit what the thread holds is refused, never applied', () => {
  const mirror = new TextMirror();
  assert.equal(mirror.receive('a', { start: 0, end: 0, insert: 'x', length: 1 }), undefined, 'nothing held');
  mirror.receive('a', large('1'));
  assert.equal(mirror.receive('a', { start: 0, end: 1, insert: 'xy', length: 5 }), undefined, 'the length check fails');
  assert.equal(mirror.receive('a', { start: 0, end: 1, insert: 'z', length: MIRRORED_TEXT_CHARS + 1 }), undefined, 'and the held text was dropped');
});
