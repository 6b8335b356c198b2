// The client spells the server's custom method names itself (importing them would bundle the
// server into the extension); this keeps both spellings the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as client from '../../client/protocol';
import * as server from '../../server/server';

test('the client and the server name the custom messages alike', () => {
  assert.deepEqual(
    [client.STATUS_NOTIFICATION, client.VALIDATE_REQUEST, client.LIST_CASES_REQUEST, client.FIX_ALL_REQUEST],
    [server.STATUS_NOTIFICATION, server.VALIDATE_REQUEST, server.LIST_CASES_REQUEST, server.FIX_ALL_REQUEST],
  );
});
