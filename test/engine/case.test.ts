import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { validCase, validateFiles, writeCase } from '../support/cases';
import { expectClean, expectDiagnostic } from '../support/assertions';
import { validateCase } from '../../shared/engine/validate';

test('the baseline case is clean', async () => {
  expectClean(await validateFiles(validCase()));
});

test('CASE-001: a missing penalties.json is reported on the file', async () => {
  const files = validCase();
  delete files['penalties.json'];
  const d = expectDiagnostic(await validateFiles(files), { code: 'CASE-001', file: 'penalties.json' });
  assert.equal(d.message, 'required file penalties.json is missing', "the first of the row's three forms");
});

test('CASE-001: a folder where stages.json should be says so (the second form; the FIFO form is in fileTypes.test.ts)', async () => {
  const dir = writeCase(validCase());
  rmSync(join(dir, 'stages.json'));
  mkdirSync(join(dir, 'stages.json'));
  const d = expectDiagnostic(await validateCase(dir), { code: 'CASE-001', file: 'stages.json' });
  assert.equal(d.message, 'stages.json is a folder, not a file');
});

test('JSON-002: a repeated key names the first position', async () => {
  const text = '{"a": 1, "a": 2}';
  const result = await validateFiles({ ...validCase(), 'post_study_stages.json': text });
  expectDiagnostic(result, { code: 'JSON-002', file: 'post_study_stages.json', path: 'a', message: 'first at line 1, column 2' });
});
