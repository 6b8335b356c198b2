import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateCase, PRESETS } from '../../bench/generate';
import { JsonDocument } from '../../shared/core/json/document';
import { packServiceResult, unpackServiceResult } from '../../server/threadProtocol/serviceReplies';
import { runService } from '../../server/services/services';

test('service replies: an outline crosses threads as JSON text and comes back equal; other results and no result pass as they are', () => {
  const text = generateCase({ ...PRESETS.small, studyStages: 60 }, 7).files['stages.json'] as string;
  const symbols = runService({ name: 'symbols', args: [] }, { file: 'stages.json', doc: new JsonDocument('stages.json', text) }, {});
  assert.ok(symbols.length > 0);
  const posted = packServiceResult('symbols', symbols);
  assert.ok('json' in posted && typeof posted.json === 'string');
  assert.deepEqual(unpackServiceResult(structuredClone(posted)), JSON.parse(JSON.stringify(symbols)));

  const hover = { contents: 'x', range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } } };
  assert.deepEqual(packServiceResult('hover', hover), { value: hover });
  assert.equal(unpackServiceResult(packServiceResult('hover', hover)), hover);
  assert.equal(unpackServiceResult(structuredClone(packServiceResult('hover', undefined))), undefined);
});
