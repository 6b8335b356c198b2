// Protocol test: the REF-102 coverage fix. In system/hydros.json, a plant without inflow statistics
// gets a quick fix that carries a command (Parquet is not text, so no edit); the editor confirms,
// then hydrocase/addCoverageRows rewrites scenarios/inflow_seasonal_stats.parquet and the problem
// leaves the table as the case is validated again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import * as parquetWasm from 'parquet-wasm/node';
import type { CodeAction } from 'vscode-languageserver';
import { CASE_FILES, geometryWith, hasCode, lacksCode, path, smallCaseFiles, withServer, writeSmallCase } from './fixture';
import { uriOf } from '../support/lsp';
import { parquetBytes } from '../support/parquet';
import { JsonDocument } from '../../shared/core/json/document';

const STATS = 'scenarios/inflow_seasonal_stats.parquet';

/** The small case with statistics for plant 0 only, at every study stage: plant 1 has none (REF-102). */
function caseWithoutPlantOneStats(): string {
  const stages = (JSON.parse(smallCaseFiles()['stages.json'] as string) as { stages: Array<{ id: number }> }).stages.map((stage) => stage.id);
  const table = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: stages.map(() => 0) },
    { name: 'stage_id', type: 'Int32', values: stages },
    { name: 'mean_m3s', type: 'Float64', values: stages.map((id) => 100 + id) },
    { name: 'std_m3s', type: 'Float64', values: stages.map(() => 10) },
  ]);
  return writeSmallCase({ [STATS]: table });
}

test('REF-102: the plant in hydros.json offers "add the missing rows" as a command; the request rewrites the table and the problem goes', async () => {
  const caseDir = caseWithoutPlantOneStats();
  const statsPath = join(caseDir, STATS);
  const hydrosPath = path(caseDir, 'hydros');
  const hydros = readFileSync(hydrosPath, 'utf8');
  await withServer([caseDir], {}, async (client) => {
    const published = await client.waitForDiagnostics(statsPath, hasCode('REF-102'));
    const gap = published.find((d) => d.code === 'REF-102')!;
    assert.match(gap.message, /hydro 1 has no inflow statistics for study stages 0-11/);
    client.open(hydrosPath, hydros);
    const doc = new JsonDocument('system/hydros.json', hydros);
    const second = hydros.indexOf('"id"', hydros.indexOf('"id"') + 1);
    const at = { start: doc.positionAt(second), end: doc.positionAt(second) };
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { textDocument: { uri: uriOf(hydrosPath) }, range: at, context: { diagnostics: [] } });
    const add = actions.find((a) => a.title.startsWith('Add the missing inflow statistics rows for hydro 1'));
    assert.ok(add, `offered: ${JSON.stringify(actions.map((a) => a.title))}`);
    assert.equal(add.kind, 'quickfix');
    assert.equal(add.edit, undefined, 'no text edit: the table is rewritten only through the command');
    assert.equal(add.command?.command, 'hydrocase.addCoverageRows');
    const [uri, fix] = add.command!.arguments!;
    assert.equal(uri, uriOf(hydrosPath));
    assert.deepEqual({ ...fix, stageIds: undefined }, { hydroId: 1, copyFromHydroId: 0, stageIds: undefined });

    // The first plant has its rows: no such action there.
    const first = hydros.indexOf('"id"');
    const none = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uriOf(hydrosPath) },
      range: { start: doc.positionAt(first), end: doc.positionAt(first) },
      context: { diagnostics: [] },
    });
    assert.ok(!none.some((a) => a.command), JSON.stringify(none.map((a) => a.title)));

    const before = readFileSync(statsPath);
    const outcome = await client.request('hydrocase/addCoverageRows', { uri, fix });
    assert.deepEqual(outcome.added, fix.stageIds);
    const rows = tableFromIPC(parquetWasm.readParquet(readFileSync(statsPath)).intoIPCStream()).toArray();
    const beforeRows = tableFromIPC(parquetWasm.readParquet(before).intoIPCStream()).numRows;
    assert.equal(rows.length, beforeRows * 2, 'plant 0 rows kept, plant 1 has a copy of each');
    await client.waitForDiagnostics(statsPath, lacksCode('REF-102'), { what: 'the table without REF-102' });

    // A malformed fix is refused by the parameter guard, and nothing is written.
    const written = readFileSync(statsPath);
    await assert.rejects(client.request('hydrocase/addCoverageRows', { uri, fix: { hydroId: 'one' } }));
    assert.deepEqual(readFileSync(statsPath), written);
  });
});

test('XF-002 on a table: the table view carries the fix; hydrocase/replaceTableId rewrites the column, the problem goes, a file outside the case tables is refused', async () => {
  const geometry = geometryWith((columns) => {
    const ids = columns.get('hydro_id')!;
    for (let i = 0; i < ids.length; i++) if (Number(ids[i]) === 1) ids[i] = 7;
  });
  const caseDir = writeSmallCase({ [CASE_FILES.geometry]: geometry });
  const geometryPath = path(caseDir, 'geometry');
  await withServer([caseDir], {}, async (client) => {
    const published = await client.waitForDiagnostics(geometryPath, hasCode('XF-002'));
    assert.match(published.find((d) => d.code === 'XF-002')!.message, /hydro_id 7 names no plant/);
    const page = await client.request('hydrocase/tablePage', { uri: uriOf(geometryPath), start: 0, count: 5, withProblems: true });
    const problem = page.problems.find((p: { code: string }) => p.code === 'XF-002');
    assert.deepEqual(
      problem.idFixes.map((fix: { from: number; to: number }) => [fix.from, fix.to]),
      [[7, 1]],
    );
    const { title: _title, ...fix } = problem.idFixes[0];
    await assert.rejects(client.request('hydrocase/replaceTableId', { uri: uriOf(geometryPath), fix: { ...fix, from: 'seven' } }));
    await assert.rejects(client.request('hydrocase/replaceTableId', { uri: uriOf(geometryPath), fix: { ...fix, file: 'stages.json' } }), /not a case table/);
    const outcome = await client.request('hydrocase/replaceTableId', { uri: uriOf(geometryPath), fix });
    const sevens = [...tableFromIPC(parquetWasm.readParquet(geometry).intoIPCStream()).getChild('hydro_id')!].filter((id) => Number(id) === 7).length;
    assert.deepEqual(outcome, { file: CASE_FILES.geometry, changed: sevens });
    const ids = [...tableFromIPC(parquetWasm.readParquet(readFileSync(geometryPath)).intoIPCStream()).getChild('hydro_id')!].map(Number);
    assert.ok(!ids.includes(7) && ids.includes(1));
    await client.waitForDiagnostics(geometryPath, lacksCode('XF-002'), { what: 'the geometry table without XF-002' });
  });
});
