import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { validCase, validateFiles, writeCase, type CaseFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { validateCase } from '../../shared/engine/validate';
import { REQUIRED_FILES } from '../../shared/core/case/layout';

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

test("CASE-001: each of the loader's eight required files, missing, is one CASE-001 on the file; the rest of the case is checked", async () => {
  assert.deepEqual([...REQUIRED_FILES].sort(), [
    'config.json',
    'initial_conditions.json',
    'penalties.json',
    'stages.json',
    'system/buses.json',
    'system/hydros.json',
    'system/lines.json',
    'system/thermals.json',
  ]);
  for (const file of REQUIRED_FILES) {
    const files = validCase();
    assert.ok(file in files, `the baseline case holds ${file}`);
    delete files[file];
    const result = await validateFiles(files);
    const d = expectDiagnostic(result, { code: 'CASE-001', file, message: `required file ${file} is missing` });
    assert.deepEqual(d.location, { kind: 'file' });
    assert.equal(result.diagnostics.filter((x) => x.code === 'CASE-001').length, 1, file);
    // Only the missing file is an error: at most a CASE-002 hint for the checks it stopped.
    assert.deepEqual(
      result.diagnostics.filter((x) => x.code !== 'CASE-001').map((x) => x.code),
      result.diagnostics.filter((x) => x.code === 'CASE-002').map((x) => x.code),
      file,
    );
  }
});

test('CASE-001: a required file that is a folder says so; the baseline case, holding all eight, has none', async () => {
  for (const file of ['initial_conditions.json', 'system/lines.json', 'system/hydros.json']) {
    const files: CaseFiles = validCase();
    delete files[file];
    files[`${file}/inside.txt`] = 'a folder stands where the file should be';
    expectDiagnostic(await validateFiles(files), { code: 'CASE-001', file, message: `${file} is a folder, not a file` });
  }
  expectNoDiagnostic(await validateFiles(validCase()), 'CASE-001');
});

test('JSON-002: a repeated key names the first position', async () => {
  const text = '{"a": 1, "a": 2}';
  const result = await validateFiles({ ...validCase(), 'post_study_stages.json': text });
  expectDiagnostic(result, { code: 'JSON-002', file: 'post_study_stages.json', path: 'a', message: 'first at line 1, column 2' });
});
