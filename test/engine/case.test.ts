import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles, writeCase } from '../support/cases';
import { expectClean, expectDiagnostic } from '../support/assertions';
import { parquetBytes } from '../support/parquet';
import { validateCase } from '../../shared/engine/validate';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

test('the baseline case is clean', async () => {
  expectClean(await validateFiles(validCase()));
});

test('CASE-001: a missing penalties.json is reported on the file', async () => {
  const files = validCase();
  delete files['penalties.json'];
  expectDiagnostic(await validateFiles(files), { code: 'CASE-001', file: 'penalties.json', severity: 'error', message: 'missing' });
});

test('CASE-001: a folder named stages.json', async () => {
  const dir = writeCase({ 'penalties.json': validCase()['penalties.json']! });
  mkdirSync(join(dir, 'stages.json'));
  expectDiagnostic(await validateCase(dir), { code: 'CASE-001', file: 'stages.json', message: 'is a folder' });
});

test('JSON-001: truncated JSON points at the end and still checks what parsed', async () => {
  const text = JSON.stringify(validCase()['penalties.json'], null, 2);
  const result = await validateFiles({ ...validCase(), 'penalties.json': text.slice(0, text.length / 2) });
  expectDiagnostic(result, { code: 'JSON-001', file: 'penalties.json', message: 'ends too early' });
});

test('JSON-002: a repeated key names the first position', async () => {
  const text = '{"a": 1, "a": 2}';
  const result = await validateFiles({ ...validCase(), 'post_study_stages.json': text });
  expectDiagnostic(result, { code: 'JSON-002', file: 'post_study_stages.json', path: 'a', message: 'first at line 1, column 2' });
});

test('PQ-001: a truncated Parquet table', async () => {
  const bytes = parquetBytes([{ name: 'hydro_id', type: 'Int32', values: [1, 2, 3] }]);
  const result = await validateFiles({ ...validCase(), 'system/hydro_geometry.parquet': bytes.subarray(0, bytes.length - 10) });
  const d = expectDiagnostic(result, { code: 'PQ-001', file: 'system/hydro_geometry.parquet', row: null, message: 'truncated' });
  assert.equal(d.severity, 'error');
});
