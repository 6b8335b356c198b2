// Protocol tests, the workspace: several folders and cases, the settings the client sends, the
// validateCase and listCases requests, and what each diagnostic links to (rule page, related files).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCase } from '../support/cases';
import { uriOf } from '../support/lsp';
import { codes, geometryWithNegativeArea, hasCode, path, replaced, smallCaseFiles, text, withServer, writeSmallCase, CASE_FILES } from './fixture';

const NEGATIVE_RATE = '"annual_discount_rate": -0.12';
const VALID_RATE = '"annual_discount_rate": 0.12';
/** Longer than a warm small-case validation, many times over. */
const QUIET_MS = 600;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A workspace folder holding the small case in `sub` (a case need not sit at the folder's root). */
function folderWithCaseIn(sub: string, overrides: Record<string, string | Uint8Array> = {}): { folder: string; caseDir: string } {
  const files = { ...smallCaseFiles(), ...overrides };
  const folder = writeCase(Object.fromEntries(Object.entries(files).map(([file, content]) => [`${sub}/${file}`, content])));
  return { folder, caseDir: join(folder, sub) };
}

test('multi-root: each workspace folder has its case validated; removing a folder clears its problems, adding one validates it', async () => {
  const a = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(3) });
  const b = folderWithCaseIn('studies/2025', { [CASE_FILES.stages]: replaced(text('stages'), VALID_RATE, NEGATIVE_RATE) });
  const c = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(8) });
  await withServer([a, b.folder], { watchFiles: true }, async (client) => {
    await client.waitForDiagnostics(path(a, 'geometry'), hasCode('GEO-004'));
    await client.waitForDiagnostics(path(b.caseDir, 'stages'), hasCode('STG-012'));
    assert.equal(client.diagnosticsOf(path(a, 'stages')), undefined, "one case's problems do not leak into the other");
    assert.equal(client.diagnosticsOf(path(b.caseDir, 'geometry')), undefined);

    const listed = await client.request<Array<{ caseUri: string }>>('hydrocase/listCases');
    assert.deepEqual(listed.map((l) => l.caseUri).sort(), [uriOf(a), uriOf(b.caseDir)].sort());
    const statuses = await client.request<Array<{ caseUri: string; errors: number }>>('hydrocase/validateCase', {});
    assert.equal(statuses.length, 2);
    assert.ok(statuses.every((s) => s.errors >= 1));

    void client.connection.sendNotification('workspace/didChangeWorkspaceFolders', {
      event: { removed: [{ uri: uriOf(b.folder), name: 'b' }], added: [{ uri: uriOf(c), name: 'c' }] },
    });
    await client.waitForDiagnostics(path(b.caseDir, 'stages'), (d) => d.length === 0, { what: "the removed folder's problems cleared" });
    const added = await client.waitForDiagnostics(path(c, 'geometry'), hasCode('GEO-004'));
    assert.equal(added.find((d) => d.code === 'GEO-004')!.data.row, 8);
    const after = await client.request<Array<{ caseUri: string }>>('hydrocase/listCases');
    assert.deepEqual(after.map((l) => l.caseUri).sort(), [uriOf(a), uriOf(c)].sort());
  });
});

test('settings: hydrocase.enable false clears every problem and stops validating; true brings them back', async () => {
  const caseDir = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(3) });
  const stages = path(caseDir, 'stages');
  const geometry = path(caseDir, 'geometry');
  await withServer([caseDir], { watchFiles: true, settings: { enable: true } }, async (client) => {
    client.open(stages, replaced(text('stages'), VALID_RATE, NEGATIVE_RATE));
    await client.waitForDiagnostics(stages, hasCode('STG-012'), { version: 1 });
    await client.waitForDiagnostics(geometry, hasCode('GEO-004'));

    client.changeSettings({ enable: false });
    await client.waitForDiagnostics(stages, (d) => d.length === 0, { what: 'stages.json cleared' });
    await client.waitForDiagnostics(geometry, (d) => d.length === 0, { what: 'the geometry table cleared' });

    // Typing while disabled publishes nothing.
    const published = client.arrivals.length;
    client.change(stages, text('stages').replace('"stages": [', '"stages": 7, "x": ['));
    await sleep(QUIET_MS);
    assert.deepEqual(client.arrivals.slice(published), [], 'nothing is published while disabled');

    client.changeSettings({ enable: true });
    await client.waitForDiagnostics(geometry, hasCode('GEO-004'));
    await client.waitForDiagnostics(stages, hasCode('STG-003'), { version: 2 });
  });
});

test('settings: validate.onType false updates an open file on save only', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  await withServer([caseDir], { watchFiles: true, settings: { validate: { onType: false } } }, async (client) => {
    client.open(stages, text('stages'));
    await client.waitForDiagnostics(stages, () => true, { version: 1 });

    const typed = client.change(stages, replaced(text('stages'), VALID_RATE, NEGATIVE_RATE));
    await sleep(QUIET_MS);
    assert.notEqual(client.published.get(uriOf(stages))?.version, typed, 'typing alone publishes nothing');

    client.save(stages);
    assert.deepEqual(codes(await client.waitForDiagnostics(stages, () => true, { version: typed })), ['STG-012']);
  });
});

test("settings: maxProblemsPerFile caps one file's list, errors first; validateCase still counts them all", async () => {
  // Every study stage gets num_openings 0 (STG-038, an error each) and the root an unknown key (STG-090, a warning).
  const bad = text('stages').replaceAll('"num_openings": 10', '"num_openings": 0').replace('{', '{\n  "unknown_key": 1,');
  const caseDir = writeSmallCase({ [CASE_FILES.stages]: bad });
  const stages = path(caseDir, 'stages');
  await withServer([caseDir], { watchFiles: true, settings: { maxProblemsPerFile: 3 } }, async (client) => {
    const shown = await client.waitForDiagnostics(stages, (d) => d.length > 0);
    assert.equal(shown.length, 3);
    assert.ok(
      shown.every((d) => d.severity === 1),
      `errors come first: ${codes(shown)}`,
    );
    const [status] = await client.request<Array<{ errors: number; warnings: number }>>('hydrocase/validateCase', { uri: uriOf(stages) });
    assert.ok(status!.errors >= 12, `every STG-038 is counted: ${status!.errors}`);
    assert.ok(status!.warnings >= 1);

    client.changeSettings({ maxProblemsPerFile: 1000 });
    const all = await client.waitForDiagnostics(stages, (d) => d.length > 3);
    assert.equal(all.filter((d) => d.code === 'STG-038').length, status!.errors);
    assert.ok(all.some((d) => d.code === 'STG-090'));
  });
});

test('validateCase returns the counts of what was published; each code links to an existing rule page; related places carry file URIs', async () => {
  const hydros = JSON.parse(text('hydros'));
  hydros.hydros.pop();
  const caseDir = writeSmallCase({
    [CASE_FILES.geometry]: geometryWithNegativeArea(3),
    [CASE_FILES.hydros]: JSON.stringify(hydros, null, 2),
    [CASE_FILES.stages]: replaced(text('stages'), VALID_RATE, NEGATIVE_RATE),
  });
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    const [status] = await client.request<
      Array<{ caseUri: string; state: string; errors: number; warnings: number; hints: number; files: number; ms: number; validatedAt: string }>
    >('hydrocase/validateCase', { uri: uriOf(caseDir) });
    assert.equal(status!.caseUri, uriOf(caseDir));
    assert.equal(status!.state, 'done');
    assert.equal(status!.files, 14, 'every known case file of the small case');
    assert.ok(status!.ms >= 0 && !Number.isNaN(Date.parse(status!.validatedAt)));

    await client.waitForDiagnostics(path(caseDir, 'hyperplanes'), hasCode('XF-002'));
    const all = [...client.published.values()].flatMap((p) => p.diagnostics);
    const count = (severity: number) => all.filter((d) => d.severity === severity).length;
    assert.deepEqual({ errors: status!.errors, warnings: status!.warnings, hints: status!.hints }, { errors: count(1), warnings: count(2), hints: count(4) });
    assert.ok(status!.errors >= 3);

    for (const d of all) {
      assert.ok(d.codeDescription, `${d.code} has a rule page`);
      const page = fileURLToPath(d.codeDescription.href);
      assert.ok(existsSync(page), `${page} exists`);
      assert.match(readFileSync(page, 'utf8'), new RegExp(String(d.code)));
    }
    const related = all.filter((d) => d.relatedInformation?.length).flatMap((d) => d.relatedInformation!);
    assert.ok(related.length >= 1, 'the XF-002 diagnostics point at hydros.json');
    for (const r of related) {
      assert.match(r.location.uri, /^file:\/\//);
      assert.ok(existsSync(fileURLToPath(r.location.uri)), `${r.location.uri} exists`);
    }
  });
});

test('a minimal client (no workspace capabilities, the folder as rootUri only) still gets every problem', async () => {
  const dir = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(3) });
  await withServer([dir], { minimal: true }, async (client) => {
    await client.waitForDiagnostics(path(dir, 'geometry'), hasCode('GEO-004'));
  });
});

test('turning inlay hints off or on asks a client that can refresh them to do so', async () => {
  const dir = writeSmallCase();
  await withServer([dir], { watchFiles: true, inlayHintRefresh: true, settings: { inlayHints: { enable: true } } }, async (client) => {
    await client.waitFor(() => client.statuses.find((s) => s.state === 'done'), 15_000, 'the first validation');
    const before = client.inlayHintRefreshes;
    client.changeSettings({ inlayHints: { enable: false } });
    await client.waitFor(() => client.inlayHintRefreshes > before, 5_000, 'a refresh after turning hints off');
    const afterOff = client.inlayHintRefreshes;
    client.changeSettings({ inlayHints: { enable: true } });
    await client.waitFor(() => client.inlayHintRefreshes > afterOff, 5_000, 'a refresh after turning hints on');
  });
});
