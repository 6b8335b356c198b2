import { test } from 'node:test';
import assert from 'node:assert/strict';
import { perObject } from '../../shared/core/perObject';

test('perObject: derives once per object, an undefined result included, and apart for each object', () => {
  let calls = 0;
  const derive = perObject((key: { n: number }) => {
    calls++;
    return key.n > 0 ? key.n * 2 : undefined;
  });
  const positive = { n: 2 };
  const zero = { n: 0 };
  assert.equal(derive(positive), 4);
  assert.equal(derive(positive), 4);
  assert.equal(derive(zero), undefined);
  assert.equal(derive(zero), undefined);
  assert.equal(calls, 2);
  assert.equal(derive({ n: 2 }), 4);
  assert.equal(calls, 3);
});
