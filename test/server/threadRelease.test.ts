// The validation thread, idle for a while, is ended to give its memory back (RELEASE_AFTER_IDLE_MS
// in server/main/validationThread.ts); the next keystroke or request starts a new one. Against the
// real server process with a short wait (--release-after-idle-ms), nothing the planner sees may
// differ: the typed file's problems, a table's problems (its decode is gone with the thread), the
// case overview (the case's last validation is gone too), and no crash is reported.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CASE_OVERVIEW_REQUEST, type CaseOverviewAnswer } from '../../server/protocol/caseOverviewProtocol';
import { uriOf } from '../support/lsp';
import { lspSpec } from '../../cli/commands/specs';
import { RELEASE_AFTER_IDLE_MS } from '../../server/main/validationThread';
import { codes, geometryWithNegativeArea, hasCode, path, replaced, text, withServer, writeSmallCase, CASE_FILES } from './fixture';

const RELEASE_MS = 300;
const releasedLogs = (logs: readonly string[]) => logs.filter((line) => /validation thread had no job/.test(line));

test('an idle validation thread is ended, and the next keystroke and requests get the same answers from a new one', async () => {
  const caseDir = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(3) });
  const stages = path(caseDir, 'stages');
  const geometry = path(caseDir, 'geometry');
  await withServer([caseDir], { watchFiles: true, extraArgs: [`--release-after-idle-ms=${RELEASE_MS}`] }, async (client) => {
    client.open(stages, text('stages'));
    await client.waitForDiagnostics(geometry, hasCode('GEO-004'));
    await client.waitFor(() => releasedLogs(client.logs).length > 0, 10_000, 'the idle thread ended');

    // A keystroke wakes a new thread: the typed file's problem, then the whole case again (the table decoded anew).
    const fromArrival = client.arrivals.length;
    const broken = client.change(stages, replaced(text('stages'), '"annual_discount_rate": 0.12', '"annual_discount_rate": -0.12'));
    assert.deepEqual(codes(await client.waitForDiagnostics(stages, () => true, { version: broken })), ['STG-012']);
    await client.waitFor(
      () => client.arrivals.slice(fromArrival).some((a) => a.uri === uriOf(geometry) && a.diagnostics.some((d) => d.code === 'GEO-004')),
      20_000,
      "the table's problem published again by the new thread",
    );

    // Released again, then a request that needs the case's last validation: the new thread validates first.
    const released = releasedLogs(client.logs).length;
    await client.waitFor(() => releasedLogs(client.logs).length > released, 10_000, 'the idle thread ended again');
    const answer = await client.request<CaseOverviewAnswer>(CASE_OVERVIEW_REQUEST, { uri: uriOf(caseDir) });
    assert.deepEqual(
      answer.overview!.plants.map((plant) => plant.hydroId),
      [0, 1],
    );

    assert.deepEqual(client.messages, [], 'no crash was reported to the user');
    assert.equal(client.exited, false);
  });
});

test('without the short wait, a thread that has just answered is not ended', async () => {
  const caseDir = writeSmallCase();
  await withServer([caseDir], {}, async (client) => {
    await client.waitForStatus(caseDir, 0, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 3 * RELEASE_MS));
    assert.deepEqual(releasedLogs(client.logs), []);
  });
});

// The idle collection comes 1 s after a job; the cache is written then, so the wait must be longer.
const CACHE_RELEASE_MS = 2500;
const codeCacheLogs = (logs: readonly string[]) => logs.flatMap((line) => /validation thread idle: .*code cache: (.*)$/.exec(line)?.[1] ?? []);

test("the validation thread writes V8's code cache of the server's bundle once idle, and a thread started after a release reads it", async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  const temporary = mkdtempSync(join(tmpdir(), 'hydrocase-server-tmp-'));
  await withServer([caseDir], { env: { TMPDIR: temporary }, extraArgs: [`--release-after-idle-ms=${CACHE_RELEASE_MS}`] }, async (client) => {
    client.open(stages, text('stages'));
    await client.waitFor(() => codeCacheLogs(client.logs).length > 0, 20_000, "the first thread's idle collection");
    assert.deepEqual(codeCacheLogs(client.logs), ['none yet']);
    const cacheDir = readdirSync(temporary).find((name) => name.startsWith('hydrocase-code-cache-'));
    assert.ok(cacheDir, "a cache folder under the server's temporary folder");
    assert.ok(
      readdirSync(join(temporary, cacheDir)).some((name) => name.startsWith('server.js-') && name.endsWith('.bin')),
      "the server bundle's cache is written",
    );

    await client.waitFor(() => releasedLogs(client.logs).length > 0, 20_000, 'the idle thread ended');
    const broken = client.change(stages, replaced(text('stages'), '"annual_discount_rate": 0.12', '"annual_discount_rate": -0.12'));
    assert.deepEqual(codes(await client.waitForDiagnostics(stages, () => true, { version: broken })), ['STG-012']);
    await client.waitFor(() => codeCacheLogs(client.logs).length > 1, 20_000, "the new thread's idle collection");
    assert.equal(codeCacheLogs(client.logs)[1], 'read');
    assert.deepEqual(client.messages, [], 'no crash was reported to the user');
  });
});

test("after a release, a request that reads another file's facts waits for the case's new validation instead of answering without them", async () => {
  const caseDir = writeSmallCase();
  const models = path(caseDir, 'productionModels');
  const hydros = path(caseDir, 'hydros');
  const modelsText = text('productionModels');
  await withServer([caseDir], { extraArgs: [`--release-after-idle-ms=${RELEASE_MS}`] }, async (client) => {
    client.open(models, modelsText);
    await client.waitForStatus(caseDir, 0, 60_000);
    await client.waitFor(() => releasedLogs(client.logs).length > 0, 10_000, 'the idle thread ended');

    // The hydro_id of a production model leads to its plant in system/hydros.json: only the case's validation knows that file.
    const at = modelsText.indexOf('"hydro_id": 1') + '"hydro_id": 1'.length - 1;
    const line = modelsText.slice(0, at).split('\n').length - 1;
    const character = at - (modelsText.lastIndexOf('\n', at - 1) + 1);
    const definition = await client.request<Array<{ uri: string }> | null>(
      'textDocument/definition',
      { textDocument: { uri: uriOf(models) }, position: { line, character } },
      30_000,
    );
    assert.deepEqual(
      (definition ?? []).map((location) => location.uri),
      [uriOf(hydros)],
    );
    assert.deepEqual(client.messages, [], 'no crash was reported to the user');
  });
});

test('hydrocase.memory.releaseAfterIdleSeconds sets the wait, and 0 keeps the thread', async () => {
  const caseDir = writeSmallCase();
  await withServer([caseDir], { settings: { memory: { releaseAfterIdleSeconds: 0.4 } } }, async (client) => {
    await client.waitForStatus(caseDir, 0, 60_000);
    await client.waitFor(() => releasedLogs(client.logs).length > 0, 10_000, "the idle thread ended after the setting's wait");
    assert.match(releasedLogs(client.logs)[0]!, /no job for 0\.4 s/);

    client.changeSettings({ memory: { releaseAfterIdleSeconds: 0 } });
    const fromStatus = client.statuses.length;
    await client.waitForStatus(caseDir, fromStatus, 60_000); // a settings change validates the case: a new thread
    const released = releasedLogs(client.logs).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(releasedLogs(client.logs).length, released, 'with 0, the thread is kept');
  });
});

test("the command line's help states the server's own default wait", () => {
  const option = lspSpec.options.find((each) => each.name === 'release-after-idle-ms');
  assert.match(option?.describe ?? '', new RegExp(`else ${RELEASE_AFTER_IDLE_MS};`));
});
