// Bad input never crashes, hangs or passes silently: each shape yields a diagnostic.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { validCase, validateFiles, writeCase } from '../support/cases';
import { expectDiagnostic } from '../support/assertions';
import { parquetBytes } from '../support/parquet';
import { validateCase } from '../../shared/engine/validate';
import { FileSystemCaseSource, type CaseSource } from '../../shared/core/case/source';

const geometry = 'system/hydro_geometry.parquet';

function geometryBytes(rows: number): Uint8Array {
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: Array.from({ length: rows }, () => 1) },
    { name: 'volume_hm3', type: 'Float64', values: Array.from({ length: rows }, (_, i) => i) },
    { name: 'height_m', type: 'Float64', values: Array.from({ length: rows }, (_, i) => i) },
    { name: 'area_km2', type: 'Float64', values: Array.from({ length: rows }, (_, i) => i) },
  ]);
}

test('truncated JSON: JSON-001 at the end of the text', async () => {
  const text = JSON.stringify(validCase()['stages.json'], null, 2);
  const cut = text.slice(0, 200);
  const result = await validateFiles({ ...validCase(), 'stages.json': cut });
  const d = expectDiagnostic(result, { code: 'JSON-001', file: 'stages.json', message: 'ends too early' });
  assert.equal(d.location.kind, 'json');
});

test('binary bytes in a .json file: JSON-001 names binary data', async () => {
  const bytes = new Uint8Array([0x7b, 0x00, 0x01, 0xff, 0xfe, 0x89, 0x50, 0x4e, 0x47]);
  const result = await validateFiles({ ...validCase(), 'penalties.json': bytes });
  expectDiagnostic(result, { code: 'JSON-001', file: 'penalties.json', message: 'binary data' });
});

test('an empty file: JSON-001 says it is empty', async () => {
  const result = await validateFiles({ ...validCase(), 'stages.json': '' });
  expectDiagnostic(result, { code: 'JSON-001', file: 'stages.json', message: 'empty' });
});

test('comments and trailing commas are syntax errors (the loader reads strict JSON)', async () => {
  const result = await validateFiles({ ...validCase(), 'post_study_stages.json': '{ // note\n "stages": [], "thermal_bounds": [], }' });
  expectDiagnostic(result, { code: 'JSON-001', file: 'post_study_stages.json', message: 'comments are not allowed' });
});

test('a truncated Parquet table: PQ-001 with the reason, at table level', async () => {
  const bytes = geometryBytes(10);
  const result = await validateFiles({ ...validCase(), [geometry]: bytes.subarray(0, bytes.length - 7) });
  expectDiagnostic(result, { code: 'PQ-001', file: geometry, row: null, message: 'truncated' });
});

test('a Parquet file cut in the middle of its data: PQ-001', async () => {
  const bytes = geometryBytes(5000);
  const half = new Uint8Array(bytes.length);
  half.set(bytes);
  half.fill(0x55, 200, bytes.length - 400); // data pages overwritten, footer intact
  const result = await validateFiles({ ...validCase(), [geometry]: half });
  expectDiagnostic(result, { code: 'PQ-001', file: geometry });
});

test('wrong magic bytes: PQ-001', async () => {
  const bytes = geometryBytes(3);
  const wrong = new Uint8Array(bytes);
  wrong.set([0x50, 0x4b, 0x03, 0x04], 0); // a zip header
  const result = await validateFiles({ ...validCase(), [geometry]: wrong });
  expectDiagnostic(result, { code: 'PQ-001', file: geometry, message: 'magic' });
});

test('a tiny or empty Parquet file: PQ-001', async () => {
  expectDiagnostic(await validateFiles({ ...validCase(), [geometry]: new Uint8Array(0) }), { code: 'PQ-001', message: 'too short' });
});

test('a 0-row table is readable: no PQ-001', async () => {
  const result = await validateFiles({ ...validCase(), [geometry]: geometryBytes(0) });
  assert.ok(!result.diagnostics.some((d) => d.code === 'PQ-001'), JSON.stringify(result.diagnostics));
  assert.ok(result.files.includes(geometry));
});

test('a folder named stages.json: CASE-001', async () => {
  const dir = writeCase({ 'penalties.json': validCase()['penalties.json']! });
  mkdirSync(join(dir, 'stages.json'));
  expectDiagnostic(await validateCase(dir), { code: 'CASE-001', file: 'stages.json', message: 'folder' });
});

test('a folder where an optional Parquet file should be: PQ-001', async () => {
  const dir = writeCase(validCase());
  mkdirSync(join(dir, geometry), { recursive: true });
  expectDiagnostic(await validateCase(dir), { code: 'PQ-001', file: geometry, message: 'folder' });
});

/** A source that deletes each file right after it has been located, as a user might mid-read. */
class DeletingSource implements CaseSource {
  private readonly inner: FileSystemCaseSource;
  constructor(readonly root: string) {
    this.inner = new FileSystemCaseSource(root);
  }
  readText(path: string) {
    return this.inner.readText(path);
  }
  async locate(path: string) {
    const located = await this.inner.locate(path);
    if (located.kind === 'file') unlinkSync(located.path);
    return located;
  }
}

test('a Parquet file deleted while the case is read: PQ-001, not an exception', async () => {
  const dir = writeCase({ ...validCase(), [geometry]: geometryBytes(10) });
  const result = await validateCase(dir, { source: new DeletingSource(dir) });
  expectDiagnostic(result, { code: 'PQ-001', file: geometry });
});

test('stages.json deleted before it is read: CASE-001', async () => {
  const dir = writeCase(validCase());
  unlinkSync(join(dir, 'stages.json'));
  expectDiagnostic(await validateCase(dir), { code: 'CASE-001', file: 'stages.json' });
});

test('a huge JSON file is parsed without trouble', async () => {
  const stages = validCase()['stages.json'] as any;
  stages.stages = Array.from({ length: 20000 }, (_, i) => ({ ...stages.stages[0], id: i }));
  const started = performance.now();
  const result = await validateFiles({ ...validCase(), 'stages.json': stages });
  assert.ok(performance.now() - started < 20000);
  assert.ok(result.files.includes('stages.json'));
});

test('a cancelled validation rejects with an AbortError', async () => {
  const controller = new AbortController();
  controller.abort();
  await assert.rejects(validateCase(writeCase(validCase()), { signal: controller.signal }), { name: 'AbortError' });
});
