// Protocol tests, files on disk: a change in one file updates another file's problems, a deleted
// file's problems are cleared, replaced Parquet bytes are read again (never a stale cached result).
// Each runs in both watching modes: the client's watchers (VS Code) and the server's own fs.watch.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, statSync, utimesSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { announce, geometryWithNegativeArea, hasCode, lacksCode, path, readText, WATCH_MODES, withServer, writeSmallCase, writeText, CASE_FILES } from './fixture';
import { uriOf } from '../support/lsp';

const CHANGED = 2;
const DELETED = 3;

for (const mode of WATCH_MODES) {
  describe(`files on disk (${mode.name})`, () => {
    test('removing a hydro from hydros.json gives XF-002 on the hyperplane table, pointing back at hydros.json; restoring it clears it', async () => {
      const caseDir = writeSmallCase();
      const hydrosPath = path(caseDir, 'hydros');
      const planes = path(caseDir, 'hyperplanes');
      const original = readText(caseDir, 'hydros');
      await withServer([caseDir], { watchFiles: mode.watchFiles }, async (client) => {
        await client.waitForStatus(caseDir);
        assert.equal(client.diagnosticsOf(planes), undefined, 'the generated case is valid');

        const hydros = JSON.parse(original);
        const removed = hydros.hydros.pop();
        writeText(caseDir, 'hydros', JSON.stringify(hydros, null, 2));
        announce(client, mode.watchFiles, hydrosPath, CHANGED);
        const problems = await client.waitForDiagnostics(planes, hasCode('XF-002'), { what: 'XF-002 on the hyperplane table' });
        const xf = problems.find((d) => d.code === 'XF-002')!;
        assert.match(xf.message, new RegExp(`hydro_id ${removed.id} names no plant`));
        assert.equal(typeof xf.data.row, 'number');
        const related = xf.relatedInformation?.[0];
        assert.ok(related, 'XF-002 points at the registry');
        assert.equal(related.location.uri, uriOf(hydrosPath));
        assert.equal(fileURLToPath(related.location.uri), hydrosPath);

        writeText(caseDir, 'hydros', original);
        announce(client, mode.watchFiles, hydrosPath, CHANGED);
        await client.waitForDiagnostics(planes, (d) => d.length === 0, { what: 'the hyperplane table cleared' });
      });
    });

    test("a deleted file's problems are cleared, and deleting penalties.json gives CASE-001", async () => {
      const caseDir = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(3) });
      const geometry = path(caseDir, 'geometry');
      const penalties = path(caseDir, 'penalties');
      await withServer([caseDir], { watchFiles: mode.watchFiles }, async (client) => {
        await client.waitForDiagnostics(geometry, hasCode('GEO-004'));

        rmSync(geometry);
        announce(client, mode.watchFiles, geometry, DELETED);
        await client.waitForDiagnostics(geometry, (d) => d.length === 0, { what: 'the deleted table cleared' });

        rmSync(penalties);
        announce(client, mode.watchFiles, penalties, DELETED);
        const missing = await client.waitForDiagnostics(penalties, hasCode('CASE-001'));
        assert.match(missing.find((d) => d.code === 'CASE-001')!.message, /penalties\.json is missing/);
      });
    });

    test('a Parquet table replaced on disk is read again, even with the same size and modification time', async () => {
      const caseDir = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(3) });
      const geometry = path(caseDir, 'geometry');
      // A whole second a minute ago: a time the file can be given back exactly (sub-millisecond parts cannot).
      const stamp = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
      utimesSync(geometry, stamp, stamp);
      await withServer([caseDir], { watchFiles: mode.watchFiles }, async (client) => {
        const before = await client.waitForDiagnostics(geometry, hasCode('GEO-004'));
        assert.deepEqual(
          before.filter((d) => d.code === 'GEO-004').map((d) => d.data.row),
          [3],
        );

        const replacement = geometryWithNegativeArea(7);
        const old = statSync(geometry);
        assert.equal(replacement.length, old.size, 'precondition: the new bytes have the old size');
        writeText(caseDir, 'geometry', replacement);
        utimesSync(geometry, stamp, stamp); // the identity of the cached result: only the file event can tell
        assert.equal(statSync(geometry).mtimeMs, old.mtimeMs, 'precondition: the same modification time');
        announce(client, mode.watchFiles, geometry, CHANGED);
        const after = await client.waitForDiagnostics(geometry, (d) => d.some((x) => x.code === 'GEO-004' && x.data.row === 7), { what: 'GEO-004 on row 7' });
        assert.deepEqual(
          after.filter((d) => d.code === 'GEO-004').map((d) => d.data.row),
          [7],
        );
      });
    });

    test('deleting stages.json shows CASE-001 (config.json and system/ keep the folder a case, D25); deleting config.json too makes it no case; writing stages.json back checks it again', async () => {
      const workspace = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(3) });
      const stages = path(workspace, 'stages');
      const config = path(workspace, 'config');
      const geometry = path(workspace, 'geometry');
      await withServer([workspace], { watchFiles: mode.watchFiles }, async (client) => {
        await client.waitForDiagnostics(geometry, hasCode('GEO-004'));
        rmSync(stages);
        announce(client, mode.watchFiles, stages, DELETED);
        await client.waitForDiagnostics(stages, hasCode('CASE-001'), { what: 'CASE-001 for the deleted stages.json' });
        assert.ok(hasCode('GEO-004')(client.diagnosticsOf(geometry) ?? []), 'the rest of the case is still checked');
        const configText = readText(workspace, 'config');
        rmSync(config);
        announce(client, mode.watchFiles, config, DELETED);
        await client.waitForDiagnostics(geometry, (d) => d.length === 0, { what: "the former case's problems cleared" });
        await client.waitForDiagnostics(stages, (d) => d.length === 0, { what: 'no "stages.json is missing" for a folder that is no case' });
        writeText(workspace, 'config', configText);
        writeText(workspace, 'stages', JSON.stringify({ stages: 'not a list' }));
        announce(client, mode.watchFiles, stages, 1);
        await client.waitForDiagnostics(stages, (d) => lacksCode('CASE-001')(d) && hasCode('STG-003')(d), { what: 'stages.json checked again' });
      });
    });
  });
}
