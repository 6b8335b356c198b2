// Protocol test of the plant curves request against the real server: the view of a plant, built
// on the validation thread from the case's last validation (marks from its problems, planes read
// from the table), for the case named by its folder or any of its files; bad params are refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { withServer } from './fixture';
import { uriOf } from '../support/lsp';
import { writeCase } from '../support/cases';
import { CONSTANT_PLANT, DROPPING_HEIGHT_ROW, FPHA_PLANT, REJECTED_PLANE_ROW, plantCurvesCaseFiles } from '../support/plantCurvesCase';
import { PLANT_CURVES_COMMAND, PLANT_CURVES_REQUEST, type PlantCurvesAnswer } from '../../server/protocol/plantCurvesProtocol';
import * as clientProtocol from '../../client/protocol';

test('the client and the server name the plant curves request and command alike', () => {
  assert.equal(clientProtocol.PLANT_CURVES_REQUEST, PLANT_CURVES_REQUEST);
  assert.equal(clientProtocol.PLANT_CURVES_COMMAND, PLANT_CURVES_COMMAND);
});

test("plant curves: a plant's view from the last validation, by case folder or file; bad params refused", async () => {
  const caseDir = writeCase(plantCurvesCaseFiles());
  await withServer([caseDir], {}, async (client) => {
    await client.waitForDiagnostics(join(caseDir, 'system/hydro_geometry.parquet'), (d) => d.some((x) => x.code === 'GEO-006'));
    const answer = await client.request<PlantCurvesAnswer>(PLANT_CURVES_REQUEST, { caseUri: uriOf(caseDir), hydroId: FPHA_PLANT, stageId: 1 });
    assert.equal(answer.kind, 'view');
    assert.equal(answer.caseUri, uriOf(caseDir));
    if (answer.kind !== 'view') return;
    assert.deepEqual(
      answer.view.geometry!.heightMarks.map((m) => m.row),
      [DROPPING_HEIGHT_ROW],
    );
    assert.equal(answer.view.hyperplanes!.stageId, 1);
    assert.deepEqual(
      answer.view.hyperplanes!.planes.filter((p) => p.problems.length).map((p) => p.row),
      [REJECTED_PLANE_ROW],
    );

    // Any file of the case names it; no plant given: the first.
    const byFile = await client.request<PlantCurvesAnswer>(PLANT_CURVES_REQUEST, { caseUri: uriOf(join(caseDir, 'system/hydros.json')) });
    assert.equal(byFile.kind === 'view' && byFile.view.hydroId, FPHA_PLANT);
    const other = await client.request<PlantCurvesAnswer>(PLANT_CURVES_REQUEST, { caseUri: uriOf(caseDir), hydroId: CONSTANT_PLANT });
    assert.equal(other.kind === 'view' && other.view.productivity[0]!.value, 0.85);

    const outside = await client.request<PlantCurvesAnswer>(PLANT_CURVES_REQUEST, { caseUri: uriOf(mkdtempSync(join(tmpdir(), 'hydrocase-no-case-'))) });
    assert.deepEqual([outside.kind, outside.caseUri], ['empty', undefined]);
    // The code lens over each plant of hydros.json runs the client's command with the document and the plant.
    const hydros = join(caseDir, 'system/hydros.json');
    client.open(hydros, readFileSync(hydros, 'utf8'));
    const lenses = await client.request<Array<{ command: { command: string; arguments: unknown[] } }>>('textDocument/codeLens', { textDocument: { uri: uriOf(hydros) } });
    assert.deepEqual(
      lenses.map((lens) => [lens.command.command, ...lens.command.arguments]),
      [
        [PLANT_CURVES_COMMAND, uriOf(hydros), FPHA_PLANT],
        [PLANT_CURVES_COMMAND, uriOf(hydros), CONSTANT_PLANT],
      ],
    );

    await assert.rejects(client.request(PLANT_CURVES_REQUEST, { caseUri: 'untitled:1' }), /caseUri must be a file URI/);
    await assert.rejects(client.request(PLANT_CURVES_REQUEST, { caseUri: uriOf(caseDir), hydroId: 'one' }), /hydroId: an integer expected/);
  });
});
