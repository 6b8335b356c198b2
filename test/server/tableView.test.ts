// Protocol tests of the table view's request against the real server: a page of a case table
// carries the problems of the case's last validation on their cells; a table outside any case
// is read without validation; the file is read again after it changes; bad params are refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { geometryWith, geometryWithNegativeArea, hasCode, path, withServer, writeSmallCase, writeText, CASE_FILES } from './fixture';
import { uriOf } from '../support/lsp';
import { TABLE_PAGE_REQUEST, type TablePage } from '../../server/protocol/tableViewProtocol';
import * as clientProtocol from '../../client/protocol';

test('the client and the server name the table request alike', () => {
  assert.equal(clientProtocol.TABLE_PAGE_REQUEST, TABLE_PAGE_REQUEST);
});

test("a page of a case table shows its rows, 0-based, with the last validation's problem on its cell", async () => {
  const caseDir = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(3) });
  const geometry = path(caseDir, 'geometry');
  await withServer([caseDir], {}, async (client) => {
    await client.waitForDiagnostics(geometry, hasCode('GEO-004'));
    const page = await client.request<TablePage>(TABLE_PAGE_REQUEST, { uri: uriOf(geometry), start: 0, count: 6, withProblems: true });
    assert.equal(page.meta.validated, true);
    assert.ok(page.meta.numRows > 6);
    assert.deepEqual(
      page.rows.map((r) => r.index),
      [0, 1, 2, 3, 4, 5],
    );
    const area = page.meta.columns.findIndex((c) => c.name === 'area_km2');
    assert.equal(page.rows[3]!.cells[area], '-1');
    const problem = page.problems!.findIndex((p) => p.code === 'GEO-004');
    assert.deepEqual(page.problems![problem]!.rows, [[3, 3]]);
    assert.deepEqual(page.rows[3]!.problems, [{ problem, column: 'area_km2' }]);
    assert.ok(page.rows.filter((r) => r.index !== 3).every((r) => r.problems.length === 0));

    const onlyProblems = await client.request<TablePage>(TABLE_PAGE_REQUEST, { uri: uriOf(geometry), start: 0, count: 10, filter: { problemsOnly: true } });
    assert.deepEqual(
      onlyProblems.rows.map((r) => r.index),
      [3],
    );
    assert.equal(onlyProblems.total, 1);

    // The file changes on disk: the next page reads the new bytes.
    writeText(
      caseDir,
      'geometry',
      geometryWith((columns) => (columns.get('area_km2')![3] = 123.5)),
    );
    const reread = await client.request<TablePage>(TABLE_PAGE_REQUEST, { uri: uriOf(geometry), revealRow: 3, count: 1 });
    assert.equal(reread.rows[0]!.index, 3);
    assert.equal(reread.rows[0]!.cells[area], '123.5');
  });
});

test('a table outside any case is read without validation; bad params are refused', async () => {
  const caseDir = writeSmallCase();
  const outside = mkdtempSync(join(tmpdir(), 'hydrocase-loose-'));
  const loose = join(outside, 'anything.parquet');
  writeFileSync(loose, geometryWithNegativeArea(0));
  await withServer([caseDir], {}, async (client) => {
    const page = await client.request<TablePage>(TABLE_PAGE_REQUEST, { uri: uriOf(loose), start: 0, count: 2, withProblems: true });
    assert.equal(page.meta.validated, false);
    assert.deepEqual(page.problems, []);
    assert.deepEqual(
      page.rows.map((r) => r.problems),
      [[], []],
    );
    await assert.rejects(client.request(TABLE_PAGE_REQUEST, { uri: uriOf(loose), count: -1 }), /count, start and revealRow must not be negative/);
    await assert.rejects(client.request(TABLE_PAGE_REQUEST, { uri: uriOf(loose), count: 'ten' }), /count: an integer expected/);
    await assert.rejects(client.request(TABLE_PAGE_REQUEST, { uri: uriOf(join(caseDir, 'stages.json')), count: 1 }), /uri must be the file URI of a \.parquet file/);
    await assert.rejects(client.request(TABLE_PAGE_REQUEST, { uri: uriOf(join(outside, 'missing.parquet')), count: 1 }), /the table could not be read/);
  });
});
