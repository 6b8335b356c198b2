import { test } from 'node:test';
import { validCase, validateFiles } from '../support/cases';
import { expectClean, expectDiagnostic } from '../support/assertions';

test('the baseline case is clean', async () => {
  expectClean(await validateFiles(validCase()));
});

test('CASE-001: a missing penalties.json is reported on the file', async () => {
  const files = validCase();
  delete files['penalties.json'];
  expectDiagnostic(await validateFiles(files), { code: 'CASE-001', file: 'penalties.json', message: 'missing' });
});

test('JSON-002: a repeated key names the first position', async () => {
  const text = '{"a": 1, "a": 2}';
  const result = await validateFiles({ ...validCase(), 'post_study_stages.json': text });
  expectDiagnostic(result, { code: 'JSON-002', file: 'post_study_stages.json', path: 'a', message: 'first at line 1, column 2' });
});
