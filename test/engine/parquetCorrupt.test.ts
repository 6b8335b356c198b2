// A corrupt Parquet table cannot take the process down: a bit flipped in a data page or in the
// footer makes parquet-wasm panic (a WebAssembly trap, `RuntimeError: unreachable`, thrown from a
// microtask where no caller can catch it). The table becomes PQ-001 ("the table is corrupt: ..."),
// the decoder is replaced, and every other file of the case is still checked: in process, through
// the Parquet worker pool, and from the built command line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { geometryTable, hyperplaneTable, validCase, writeCase } from '../support/cases';
import { repoRoot, runCli } from '../support/cli';
import { validateCase } from '../../shared/engine/validate';
import { ParquetPool } from '../../shared/engine/parquetThreads/pool';
import { checkParquetTable } from '../../shared/engine/parquetTables';
import { CASE_FILES } from '../../shared/core/case/layout';
import type { Diagnostic } from '../../shared/core/diagnostics';

// Every table is written before the first trap: the test's writer shares the module of the decoder
// that a trap retires (the engine loads a fresh one; this file's import keeps the old one).
const points: Array<[number, number, number, number]> = Array.from({ length: 20 }, (_, i) => [1, i * 10, 100 + i, 5 + i]);
const valid = geometryTable(points);
const footerLength = Buffer.from(valid).readUInt32LE(valid.length - 8);
const footerStart = valid.length - 8 - footerLength;
/** A hyperplane table naming an unregistered plant: XF-002 on it shows it was read after the trap. */
const hyperplanes = hyperplaneTable([7]);

function flipped(offset: number, bit: number): Uint8Array {
  const bytes = Uint8Array.from(valid);
  bytes[offset]! ^= bit;
  return bytes;
}

// Offsets found by flipping every bit of this table (parquet-wasm 0.8.0): each of these panics the decoder.
const TRAPS = {
  'a data page': {
    bytes: flipped(4, 0x10),
    where: /^the table is corrupt: row group 0 \(columns hydro_id, volume_hm3, height_m, area_km2\) could not be decoded; export the table again from its source$/,
  },
  'the footer metadata': {
    bytes: flipped(footerStart + 930, 0x01),
    where: /^the table is corrupt: its footer could not be decoded; export the table again from its source$/,
  },
  'a column chunk offset in the footer': { bytes: flipped(616, 0x01), where: /^the table is corrupt: row group 0 .* could not be decoded/ },
};

// Errors only: the cross-file rules that need the table say once (a CASE-002 hint) that they were skipped.
const geometryProblems = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((d) => d.file === CASE_FILES.geometry && d.severity === 'error');

function corruptCase(geometry: Uint8Array): string {
  const files = validCase();
  files['penalties.json'] = { ...(files['penalties.json'] as object), not_a_penalty: 1 }; // a JSON problem, to see JSON still checked
  return writeCase({ ...files, [CASE_FILES.geometry]: geometry, [CASE_FILES.hyperplanes]: hyperplanes });
}

function assertOnlyCorrupt(diagnostics: readonly Diagnostic[], where: RegExp): void {
  const geometry = geometryProblems(diagnostics);
  assert.equal(geometry.length, 1, JSON.stringify(geometry));
  assert.equal(geometry[0]!.code, 'PQ-001');
  assert.equal(geometry[0]!.location.kind, 'parquet');
  assert.match(geometry[0]!.message, where);
}

test('the flipped bits really panic the decoder (the footer start is where the test expects)', () => {
  assert.equal(footerStart, 656, 'the writer changed: find new offsets with a flip scan');
});

for (const [place, { bytes, where }] of Object.entries(TRAPS)) {
  test(`in process: a bit flipped in ${place} is PQ-001 "the table is corrupt", and the other files are still checked`, { timeout: 60_000 }, async () => {
    const result = await validateCase(corruptCase(bytes));
    assertOnlyCorrupt(result.diagnostics, where);
    assert.ok(
      result.diagnostics.some((d) => d.code === 'XF-002' && d.file === CASE_FILES.hyperplanes),
      'the table after the corrupt one was decoded',
    );
    assert.ok(
      result.diagnostics.some((d) => d.file === 'penalties.json' && d.code === 'PEN-001'),
      'the JSON files were checked',
    );
    assert.equal(result.model.fileStates.get(CASE_FILES.geometry), 'unreadable');
    assert.equal(result.model.fileStates.get(CASE_FILES.hyperplanes), 'ok');
  });
}

test('in process: a bit flipped in the footer length is PQ-001, never a crash', { timeout: 60_000 }, async () => {
  for (const bit of [0x01, 0x10, 0x80]) {
    const bytes = flipped(valid.length - 6, bit);
    const result = await validateCase(corruptCase(bytes));
    const geometry = geometryProblems(result.diagnostics);
    assert.deepEqual(
      geometry.map((d) => d.code),
      ['PQ-001'],
      JSON.stringify(geometry),
    );
    assert.ok(result.diagnostics.some((d) => d.code === 'XF-002'));
  }
});

test('in process: after a trap the decoder is new, and a valid table reads cleanly', { timeout: 60_000 }, async () => {
  const dir = writeCase({ [CASE_FILES.geometry]: TRAPS['a data page'].bytes, 'valid.parquet': valid });
  const corrupt = await checkParquetTable('geometry', join(dir, CASE_FILES.geometry), 200);
  assert.match(corrupt.diagnostics[0]!.message, /the table is corrupt/);
  const after = await checkParquetTable('geometry', join(dir, 'valid.parquet'), 200);
  assert.deepEqual(after.diagnostics, []);
  assert.ok(after.summary, 'the valid table was summarised');
});

test('through the worker pool: the corrupt table is PQ-001, the worker is replaced (no crash reported), the other tables are read', { timeout: 60_000 }, async () => {
  const logs: string[] = [];
  const crashes: string[] = [];
  const pool = new ParquetPool(join(repoRoot, 'dist', 'parquetWorker.js'), { log: (m) => logs.push(m), crashed: (m) => crashes.push(m) });
  try {
    const dir = corruptCase(TRAPS['a data page'].bytes);
    // Sent together: the healthy table queued behind the corrupt one in the same worker moves to its replacement.
    const [geometry, hyperplanesResult, footer] = await Promise.all([
      pool.check('geometry', join(dir, CASE_FILES.geometry), 200),
      pool.check('hyperplanes', join(dir, CASE_FILES.hyperplanes), 200),
      pool.check('geometry', join(corruptCase(TRAPS['the footer metadata'].bytes), CASE_FILES.geometry), 200),
    ]);
    assertOnlyCorrupt(geometry.diagnostics, TRAPS['a data page'].where);
    assertOnlyCorrupt(footer.diagnostics, TRAPS['the footer metadata'].where);
    assert.deepEqual(hyperplanesResult.diagnostics, []);
    assert.ok(hyperplanesResult.summary, 'the healthy table was decoded');
    assert.ok(
      logs.some((m) => /replacing the Parquet worker/.test(m)),
      JSON.stringify(logs),
    );
    assert.deepEqual(crashes, []);
    // And the pool keeps working.
    const later = await pool.check('geometry', join(writeCase({ [CASE_FILES.geometry]: valid }), CASE_FILES.geometry), 200);
    assert.deepEqual(later.diagnostics, []);
  } finally {
    pool.dispose();
  }
});

test('the command line prints the diagnostic, not a stack trace, and checks the rest', { timeout: 60_000 }, () => {
  for (const { bytes, where } of [TRAPS['a data page'], TRAPS['the footer metadata']]) {
    const run = runCli(['validate', corruptCase(bytes), '--format', 'json']);
    assert.equal(run.status, 1, run.stderr);
    assert.equal(run.stderr, '');
    const report = JSON.parse(run.stdout);
    const geometry = geometryProblems(report.diagnostics);
    assert.equal(geometry.length, 1);
    assert.match(geometry[0]!.message, where);
    assert.ok(
      report.diagnostics.some((d: Diagnostic) => d.code === 'XF-002'),
      'the table after the corrupt one (moved to the worker) was read',
    );
    assert.ok(report.diagnostics.some((d: Diagnostic) => d.code === 'PEN-001'));
  }
});

test("the decoder's internal error (a JavaScript RuntimeError) is never in the message, and is added with HYDROCASE_DEBUG=1", { timeout: 60_000 }, () => {
  const geometryMessage = (env: string | undefined) => {
    const before = process.env.HYDROCASE_DEBUG;
    if (env === undefined) delete process.env.HYDROCASE_DEBUG;
    else process.env.HYDROCASE_DEBUG = env;
    try {
      const run = runCli(['validate', corruptCase(TRAPS['a data page'].bytes), '--format', 'json']);
      return geometryProblems(JSON.parse(run.stdout).diagnostics)[0]!.message as string;
    } finally {
      if (before === undefined) delete process.env.HYDROCASE_DEBUG;
      else process.env.HYDROCASE_DEBUG = before;
    }
  };
  const plain = geometryMessage(undefined);
  assert.doesNotMatch(plain, /RuntimeError|unreachable|decoder error/);
  assert.match(plain, /row group 0 \(columns hydro_id, volume_hm3, height_m, area_km2\).*export the table again/);
  assert.match(geometryMessage('1'), /export the table again from its source \(decoder error: RuntimeError: unreachable\)$/);
});
