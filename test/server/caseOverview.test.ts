// Protocol tests of the case overview's requests against the real server: the overview of a case
// (asked for by a case file's URI or the case folder's), validating it first when it never was;
// explain's facts for a cell; a URI outside every case and bad params.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withServer, writeSmallCase } from './fixture';
import { uriOf } from '../support/lsp';
import { CASE_OVERVIEW_FACTS_REQUEST, CASE_OVERVIEW_REQUEST, type CaseOverviewAnswer, type CaseOverviewFacts } from '../../server/protocol/caseOverviewProtocol';
import * as clientProtocol from '../../client/protocol';
import { overviewCell } from '../../shared/views/caseOverview';
import { MODEL } from '../../shared/views/overviewLegend';

test('the client and the server name the overview requests alike', () => {
  assert.equal(clientProtocol.CASE_OVERVIEW_REQUEST, CASE_OVERVIEW_REQUEST);
  assert.equal(clientProtocol.CASE_OVERVIEW_FACTS_REQUEST, CASE_OVERVIEW_FACTS_REQUEST);
});

test('the overview of a case, by a case file or the folder, and the facts of one cell as explain gives them', async () => {
  const caseDir = writeSmallCase();
  await withServer([caseDir], {}, async (client) => {
    // Asked for at once: the server validates the case first.
    const answer = await client.request<CaseOverviewAnswer>(CASE_OVERVIEW_REQUEST, { uri: uriOf(join(caseDir, 'system', 'hydros.json')) });
    assert.equal(answer.caseUri, uriOf(caseDir));
    const overview = answer.overview!;
    assert.deepEqual(
      overview.plants.map((p) => p.hydroId),
      [0, 1],
    );
    assert.equal(overview.studyColumns.length, 12);
    assert.equal(overviewCell(overview, 0, 0).model, MODEL.fpha);
    const byFolder = await client.request<CaseOverviewAnswer>(CASE_OVERVIEW_REQUEST, { uri: uriOf(caseDir) });
    assert.deepEqual(byFolder.overview!.cells, overview.cells);

    const facts = await client.request<CaseOverviewFacts>(CASE_OVERVIEW_FACTS_REQUEST, { uri: uriOf(caseDir), stageId: 4, hydroId: 0 });
    assert.ok('facts' in facts);
    assert.match(
      facts.hydro!.facts.find((f) => f.label === 'production model')!.value,
      /^constant_productivity, from the first stage range covering the stage \(production_models\[0\]\.stage_ranges\[1\]\)$/,
    );
    const missing = await client.request<CaseOverviewFacts>(CASE_OVERVIEW_FACTS_REQUEST, { uri: uriOf(caseDir), stageId: 99 });
    assert.match((missing as { error: string }).error, /^stage 99 is not a study stage of this case/);
  });
});

test('a URI outside every case gets a message; bad params are refused', async () => {
  const caseDir = writeSmallCase();
  const outside = mkdtempSync(join(tmpdir(), 'hydrocase-loose-'));
  await withServer([caseDir], {}, async (client) => {
    const answer = await client.request<CaseOverviewAnswer>(CASE_OVERVIEW_REQUEST, { uri: uriOf(join(outside, 'stages.json')) });
    assert.deepEqual(answer, { message: 'not a file or folder of a case (a case is a folder holding stages.json)' });
    await assert.rejects(client.request(CASE_OVERVIEW_REQUEST, { uri: 3 }), /uri: a string expected/);
    await assert.rejects(client.request(CASE_OVERVIEW_FACTS_REQUEST, { uri: uriOf(caseDir), stageId: 'one' }), /stageId: an integer expected/);
  });
});
