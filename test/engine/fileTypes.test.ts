// rules.md D25: a case path that is not a regular file is never opened for reading: a FIFO would
// block forever, a link to /dev/zero would read until memory runs out. Each is reported as what it
// is (CASE-001 for a required file, JSON-001 or PQ-001 otherwise), and a file above its kind's size
// limit is refused before reading. Every test has a timeout, so a regression fails instead of hanging.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { validCase, writeCase } from '../support/cases';
import { expectDiagnostic } from '../support/assertions';
import { validateCase } from '../../shared/engine/validate';
import { CASE_FILES } from '../../shared/core/case/layout';
import { JSON_FILE_LIMIT, PARQUET_FILE_LIMIT, readBounded } from '../../shared/core/case/regularFile';

const TIMEOUT = { timeout: 20_000 };
const posixOnly = process.platform === 'win32' ? { ...TIMEOUT, skip: 'FIFOs, devices and sockets are POSIX' } : TIMEOUT;

/** A valid case with `file` replaced by whatever `make(path)` puts there. */
function caseWith(file: string, make: (path: string) => void): string {
  const dir = writeCase(validCase());
  const path = join(dir, file);
  rmSync(path, { force: true });
  mkdirSync(join(path, '..'), { recursive: true });
  make(path);
  return dir;
}

const fifo = (path: string) => execFileSync('mkfifo', [path]);

/** The rest of the case is still checked: stages.json parsed and its model extracted. */
function assertRestChecked(result: Awaited<ReturnType<typeof validateCase>>, except: string): void {
  if (except !== 'stages.json') assert.ok(result.model.stages, 'stages.json was checked');
  assert.equal(result.model.fileStates.get(except), 'unreadable');
}

test('a FIFO in place of penalties.json (required): CASE-001 saying it is a FIFO; the rest is checked', posixOnly, async () => {
  const result = await validateCase(caseWith('penalties.json', fifo));
  expectDiagnostic(result, {
    code: 'CASE-001',
    file: 'penalties.json',
    message: 'penalties.json cannot be read: it is a FIFO (named pipe), not a regular file',
  });
  assertRestChecked(result, 'penalties.json');
});

test('a FIFO in place of system/thermals.json or system/buses.json (required): CASE-001', posixOnly, async () => {
  for (const file of [CASE_FILES.thermals, 'system/buses.json']) {
    const result = await validateCase(caseWith(file, fifo));
    expectDiagnostic(result, { code: 'CASE-001', file, message: `${file} cannot be read: it is a FIFO (named pipe), not a regular file` });
    assertRestChecked(result, file);
  }
});

test('a FIFO in place of an optional JSON file: JSON-001', posixOnly, async () => {
  const result = await validateCase(caseWith(CASE_FILES.productionModels, fifo));
  expectDiagnostic(result, { code: 'JSON-001', file: CASE_FILES.productionModels, message: 'it is a FIFO (named pipe), not a regular file' });
  assertRestChecked(result, CASE_FILES.productionModels);
});

test('a FIFO in place of a Parquet table: PQ-001', posixOnly, async () => {
  const result = await validateCase(caseWith(CASE_FILES.hyperplanes, fifo));
  expectDiagnostic(result, { code: 'PQ-001', file: CASE_FILES.hyperplanes, message: 'it is a FIFO (named pipe), not a regular file' });
  assertRestChecked(result, CASE_FILES.hyperplanes);
});

test('a symbolic link loop as stages.json: CASE-001 naming the loop', posixOnly, async () => {
  const dir = caseWith('stages.json', (path) => {
    symlinkSync(join(path, '..', 'b.json'), path);
    symlinkSync(path, join(path, '..', 'b.json'));
  });
  const result = await validateCase(dir);
  expectDiagnostic(result, { code: 'CASE-001', file: 'stages.json', message: 'stages.json cannot be read: it is a symbolic link loop' });
  assert.equal(result.model.fileStates.get('stages.json'), 'unreadable');
  assert.ok(result.model.penalties, 'penalties.json was checked');
});

test('a symbolic link loop as a Parquet table: PQ-001', posixOnly, async () => {
  const dir = caseWith(CASE_FILES.geometry, (path) => {
    symlinkSync(`${path}.b`, path);
    symlinkSync(path, `${path}.b`);
  });
  expectDiagnostic(await validateCase(dir), { code: 'PQ-001', file: CASE_FILES.geometry, message: 'symbolic link loop' });
});

test('links to endless devices (/dev/zero, /dev/urandom) are never read: CASE-001 and PQ-001 saying what they are', posixOnly, async () => {
  const dir = caseWith(CASE_FILES.hydros, (path) => symlinkSync('/dev/zero', path));
  symlinkSync('/dev/urandom', join(dir, CASE_FILES.tailrace));
  const result = await validateCase(dir);
  expectDiagnostic(result, { code: 'CASE-001', file: CASE_FILES.hydros, message: 'it is a character device, not a regular file' });
  expectDiagnostic(result, { code: 'PQ-001', file: CASE_FILES.tailrace, message: 'it is a character device, not a regular file' });
  assertRestChecked(result, CASE_FILES.hydros);
});

test('a link to a folder in place of config.json (required): CASE-001 saying it is a folder; in place of an optional file: JSON-001', posixOnly, async () => {
  const dir = caseWith('config.json', (path) => symlinkSync(join(path, '..', 'system'), path));
  symlinkSync(join(dir, 'system'), join(dir, CASE_FILES.postStudy));
  const result = await validateCase(dir);
  expectDiagnostic(result, { code: 'CASE-001', file: 'config.json', message: 'config.json is a folder, not a file' });
  expectDiagnostic(result, { code: 'JSON-001', file: CASE_FILES.postStudy, message: `${CASE_FILES.postStudy} is a folder, not a file` });
});

test('a socket in place of penalties.json: CASE-001 saying it is a socket', posixOnly, async () => {
  let server: Server | undefined;
  try {
    const dir = writeCase(validCase());
    const path = join(dir, 'penalties.json');
    rmSync(path);
    server = createServer();
    await new Promise<void>((resolve) => server!.listen(path, resolve));
    const result = await validateCase(dir);
    expectDiagnostic(result, { code: 'CASE-001', file: 'penalties.json', message: 'it is a socket, not a regular file' });
  } finally {
    server?.close();
  }
});

test(`a JSON file above the ${JSON_FILE_LIMIT.bytes / 2 ** 20} MiB limit is refused before reading: CASE-001 for stages.json, JSON-001 otherwise`, TIMEOUT, async () => {
  // Sparse files: their size is real, their blocks are not written.
  const dir = caseWith('stages.json', (path) => {
    writeFileSync(path, '{');
    truncateSync(path, JSON_FILE_LIMIT.bytes + 2 ** 20);
  });
  writeFileSync(join(dir, 'post_study_stages.json'), '[');
  truncateSync(join(dir, 'post_study_stages.json'), 200 * 2 ** 20);
  const started = performance.now();
  const result = await validateCase(dir);
  assert.ok(performance.now() - started < 5000, 'nothing was read');
  expectDiagnostic(result, {
    code: 'CASE-001',
    file: 'stages.json',
    message: 'stages.json cannot be read: it is 129 MiB (135266304 bytes), above the 128 MiB limit for JSON case files',
  });
  expectDiagnostic(result, { code: 'JSON-001', file: 'post_study_stages.json', message: 'it is 200 MiB (209715200 bytes), above the 128 MiB limit for JSON case files' });
  assert.ok(result.model.penalties, 'penalties.json was checked');
});

test('a JSON file at the limit is read', TIMEOUT, async () => {
  const dir = writeCase(validCase());
  const path = join(dir, 'config.json');
  writeFileSync(path, `{}${' '.repeat(1000)}`);
  const handle = await open(path, 'r');
  try {
    const bytes = await readBounded(handle, 1002, { bytes: 1002, files: 'test files' });
    assert.ok(bytes instanceof Uint8Array && bytes.length === 1002);
  } finally {
    await handle.close();
  }
});

test('a file that grows past the limit while it is read is refused, not followed', TIMEOUT, async () => {
  const dir = writeCase({ 'grown.json': 'x'.repeat(5000) });
  const handle = await open(join(dir, 'grown.json'), 'r');
  try {
    // It was 10 bytes when it was checked; it is 5000 now, and the limit is 4096.
    const outcome = await readBounded(handle, 10, { bytes: 4096, files: 'JSON case files' });
    assert.deepEqual(outcome, { kind: 'unreadable', reason: 'it grew past the 4096 bytes limit for JSON case files' });
  } finally {
    await handle.close();
  }
});

test(`a Parquet table above the ${PARQUET_FILE_LIMIT.bytes / 2 ** 30} GiB limit is refused before decoding: PQ-001`, TIMEOUT, async () => {
  const dir = caseWith(CASE_FILES.hyperplanes, (path) => {
    writeFileSync(path, 'PAR1');
    truncateSync(path, PARQUET_FILE_LIMIT.bytes + 1);
  });
  expectDiagnostic(await validateCase(dir), {
    code: 'PQ-001',
    file: CASE_FILES.hyperplanes,
    message: 'it is 2048.0 MiB (2147483649 bytes), above the 2048 MiB limit for Parquet tables',
  });
});
