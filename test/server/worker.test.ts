// Protocol tests, the Parquet worker: killed before or during a Parquet validation, the next
// validation still reports the tables' problems, and the user is told once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { geometryWithNegativeArea, hasCode, path, withServer, writeSmallCase, writeText, CASE_FILES } from './fixture';
import { geometryTable } from '../support/cases';
import { uriOf } from '../support/lsp';

const TEST_HOOKS = { watchFiles: true, extraArgs: ['--test-hooks'] };
const KILL = 'hydrocase/test/killParquetWorker';
const workerMessages = (messages: string[]) => messages.filter((m) => /Parquet worker stopped/.test(m));

test('a killed Parquet worker is restarted: the next validation still reports the table, and the user is told once', async () => {
  const caseDir = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(3) });
  const geometry = path(caseDir, 'geometry');
  await withServer([caseDir], TEST_HOOKS, async (client) => {
    await client.waitForDiagnostics(geometry, hasCode('GEO-004'));

    // Killed between validations (the hook says whether a worker was running: an idle one is released after a while).
    let killed = await client.request<boolean>(KILL);
    for (const row of [7, 11]) {
      // New bytes on disk, so the table must be decoded again by a new worker (no cached result).
      writeText(caseDir, 'geometry', geometryWithNegativeArea(row));
      client.fileEvent(geometry, 2);
      const problems = await client.waitForDiagnostics(geometry, (d) => d.some((x) => x.code === 'GEO-004' && x.data.row === row), { what: `GEO-004 on row ${row}` });
      assert.ok(!problems.some((d) => d.code === 'PQ-001'), 'the table was read, not reported unreadable');
      killed = (await client.request<boolean>(KILL)) || killed;
    }
    assert.ok(killed, 'a worker was killed right after decoding a table');
    await client.waitFor(() => workerMessages(client.messages).length > 0, 5000, 'the crash message');
    const status = await client.request<Array<{ errors: number }>>('hydrocase/validateCase', { uri: uriOf(caseDir) });
    assert.ok(status[0]!.errors >= 1);
    assert.equal(workerMessages(client.messages).length, 1, `told once: ${JSON.stringify(client.messages)}`);
    assert.equal(client.exited, false);
  });
});

test('a worker killed during a Parquet validation: the running validation still ends with the Parquet problems', async () => {
  const caseDir = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(3) });
  const geometry = path(caseDir, 'geometry');
  await withServer([caseDir], TEST_HOOKS, async (client) => {
    await client.waitForStatus(caseDir);
    // A kill lands mid-read when the job is already with the worker; a new worker takes long enough
    // to start that this happens within a few tries (the server logs each table it reads again).
    const readAgain = () => client.logs.filter((l) => /reading system\/hydro_geometry\.parquet again/.test(l)).length;
    for (let row = 4; row < 16 && readAgain() === 0; row++) {
      writeText(caseDir, 'geometry', geometryWithNegativeArea(row));
      const from = client.statuses.length;
      client.fileEvent(geometry, 2);
      // Kill as soon as the validation starts: the table is being (or about to be) decoded.
      const started = await client.waitFor(() => client.statuses.findIndex((s, i) => i >= from && s.state === 'validating') + 1, 5000, 'the validation to start');
      await client.request(KILL);
      const done = await client.waitForStatus(caseDir, started);
      assert.equal(done.state, 'done');
      const problems = client.diagnosticsOf(geometry) ?? [];
      assert.deepEqual(
        problems.filter((d) => d.code === 'GEO-004').map((d) => d.data.row),
        [row],
        `problems after the kill: ${JSON.stringify(problems.map((d) => [d.code, d.message]))}`,
      );
    }
    assert.ok(readAgain() > 0, `no kill landed during a read: ${JSON.stringify(client.logs)}`);
    assert.equal(workerMessages(client.messages).length, 1, `told once: ${JSON.stringify(client.messages)}`);
  });
});

test('a corrupt table that panics the decoder: one clear PQ-001, the Parquet worker is replaced, the server lives on', { timeout: 90_000 }, async () => {
  // A bit flipped in the first data page of a valid table: parquet-wasm panics (a WebAssembly trap).
  const points: Array<[number, number, number, number]> = Array.from({ length: 20 }, (_, i) => [1, i * 10, 100 + i, 5 + i]);
  const corrupt = Uint8Array.from(geometryTable(points));
  corrupt[4]! ^= 0x10;
  const caseDir = writeSmallCase({ [CASE_FILES.geometry]: corrupt });
  const geometry = path(caseDir, 'geometry');
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    const problems = await client.waitForDiagnostics(geometry, hasCode('PQ-001'), { timeoutMs: 30_000 });
    const errors = problems.filter((d) => d.severity === 1);
    assert.equal(errors.length, 1, JSON.stringify(problems));
    assert.match(errors[0]!.message, /^the table is corrupt: row group 0 \(columns .*\) could not be decoded; export the table again from its source$/);
    const status = await client.request<Array<{ errors: number }>>('hydrocase/validateCase', { uri: uriOf(caseDir) });
    assert.ok(status[0]!.errors >= 1);
    // The next table is decoded by a new worker.
    writeText(caseDir, 'geometry', geometryWithNegativeArea(3));
    client.fileEvent(geometry, 2);
    const fixed = await client.waitForDiagnostics(geometry, (d) => d.some((x) => x.code === 'GEO-004' && x.data.row === 3), { what: 'GEO-004 on row 3', timeoutMs: 30_000 });
    assert.ok(!fixed.some((d) => d.code === 'PQ-001'), JSON.stringify(fixed));
    assert.ok(
      client.logs.some((l) => /replacing the Parquet worker: a corrupt table stopped its decoder/.test(l)),
      JSON.stringify(client.logs),
    );
    assert.deepEqual(workerMessages(client.messages), [], 'a corrupt table is no crash to tell the user about');
    assert.equal(client.exited, false);
  });
});
