import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles } from '../support/cases';
import { ServiceRunner } from '../../server/serviceRunner';
import type { ValidationRequest } from '../../server/validationMessages';

test('service runner: a hover reads the kept validation, and nothing once the case is forgotten', async () => {
  const result = await validateFiles(validCase());
  const text = result.model.documents.get('stages.json')!.text;
  const offset = text.indexOf('"start_date"') + 2;
  const before = text.slice(0, offset);
  const position = { line: before.split('\n').length - 1, character: offset - before.lastIndexOf('\n') - 1 };
  const request: Extract<ValidationRequest, { type: 'service' }> = { type: 'service', id: 1, caseRoot: result.caseDir, file: 'stages.json', uri: 'file:///stages.json', version: 1, text, name: 'hover', args: [position] };
  const hoverText = () => (runner.run(request) as { contents: string } | undefined)?.contents ?? '';
  const runner = new ServiceRunner({});
  runner.remember(result.caseDir, result);
  assert.match(hoverText(), /position: 1 of 3 study stages in date order/, 'the resolved facts of the kept validation');
  runner.forget(result.caseDir);
  assert.match(hoverText(), /The first day of the stage/, 'the field documentation still');
  assert.doesNotMatch(hoverText(), /study stages in date order/, 'no kept validation any more');
});
