// Protocol test: "Fix All in Case" computes the case's safe fixes on the validation thread and asks
// the editor to apply them as one workspace edit, open files at the version the fixes saw.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { path, withServer, writeSmallCase } from './fixture';
import { uriOf } from '../support/lsp';
import { JsonDocument } from '../../shared/core/json/document';
import { applyTextEdits } from '../../shared/core/json/edits';

test('Fix All in Case renames the older keys of every file of the case in one workspace edit', async () => {
  const caseDir = writeSmallCase();
  const stagesPath = path(caseDir, 'stages');
  const penaltiesPath = path(caseDir, 'penalties');
  const stages = readFileSync(stagesPath, 'utf8').replaceAll('"num_openings"', '"num_scenarios"');
  writeFileSync(stagesPath, stages);
  writeFileSync(penaltiesPath, readFileSync(penaltiesPath, 'utf8').replace('"turbined_cost"', '"fpha_turbined_cost"'));
  await withServer([caseDir], {}, async (client) => {
    await client.waitForStatus(caseDir);
    client.open(stagesPath, stages);
    const result = await client.request('hydrocase/fixAllInCase', { uri: uriOf(stagesPath) });
    assert.equal(result.applied, true);
    assert.equal(result.files, 2);
    assert.ok(
      result.fixed.some((f: { code: string }) => f.code === 'STG-039'),
      JSON.stringify(result.fixed),
    );
    assert.ok(
      result.fixed.some((f: { code: string }) => f.code === 'PEN-020'),
      JSON.stringify(result.fixed),
    );

    assert.equal(client.appliedEdits.length, 1, 'one workspace edit: one undo');
    const changes = client.appliedEdits[0].edit.documentChanges as Array<{ textDocument: { uri: string; version: number | null }; edits: any[] }>;
    const byUri = new Map(changes.map((change) => [change.textDocument.uri, change]));
    assert.equal(byUri.get(uriOf(stagesPath))!.textDocument.version, 1, 'the open file at the version the fixes saw');
    assert.equal(byUri.get(uriOf(penaltiesPath))!.textDocument.version, null, 'a closed file as it is on disk');
    const fixedStages = applyTextEdits(
      new JsonDocument('stages.json', stages),
      byUri.get(uriOf(stagesPath))!.edits.map((e) => ({ ...e, file: 'stages.json' })),
    );
    assert.equal(fixedStages, stages.replaceAll('"num_scenarios"', '"num_openings"'), 'only the keys change');

    const nothing = await client.request('hydrocase/fixAllInCase', { uri: uriOf(caseDir) });
    assert.equal(nothing.files, 2, 'the disk still has the older keys (the test client applied nothing)');
    const outside = await client.request('hydrocase/fixAllInCase', { uri: uriOf('/nowhere/stages.json') });
    assert.equal(outside.applied, false);
    assert.match(outside.message, /not a file or folder of a case/);
  });
});
