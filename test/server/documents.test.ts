// Protocol tests, editor buffers: opening a case file, typing into it (versioned problems, errors
// fixed by typing go away) and malformed text while typing, against the real server process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { uriOf } from '../support/lsp';
import { codes, geometryWithNegativeArea, hasCode, lacksCode, path, replaced, text, withServer, writeSmallCase, CASE_FILES } from './fixture';

const NEGATIVE_RATE = '"annual_discount_rate": -0.12';
const VALID_RATE = '"annual_discount_rate": 0.12';

test('opening a case file publishes its problems with the document version, and the problems of unopened files too', async () => {
  const caseDir = writeSmallCase({ [CASE_FILES.geometry]: geometryWithNegativeArea(3) });
  const stages = path(caseDir, 'stages');
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    const openText = replaced(text('stages'), VALID_RATE, NEGATIVE_RATE);
    client.open(stages, openText);
    const stageProblems = await client.waitForDiagnostics(stages, hasCode('STG-012'), { version: 1 });
    const rate = stageProblems.find((d) => d.code === 'STG-012')!;
    const rateLine = openText.split('\n').findIndex((line) => line.includes(NEGATIVE_RATE));
    assert.equal(rate.range.start.line, rateLine, 'the problem sits on the line of the bad value');
    assert.equal(rate.severity, 1);
    assert.equal(rate.source, 'hydrocase');

    // The geometry table is not open: its row problems arrive all the same, without a version.
    const geometryPath = path(caseDir, 'geometry');
    const geometry = await client.waitForDiagnostics(geometryPath, hasCode('GEO-004'));
    const negative = geometry.find((d) => d.code === 'GEO-004')!;
    assert.equal(negative.data.row, 3);
    assert.equal(negative.data.column, 'area_km2');
    assert.match(negative.message, /^row 3, column area_km2: /);
    assert.equal(client.published.get(uriOf(geometryPath))!.version, undefined);
  });
});

test('typing publishes new problems for each version, and an error fixed by typing disappears', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    client.open(stages, text('stages'));
    assert.deepEqual(codes(await client.waitForDiagnostics(stages, () => true, { version: 1 })), [], 'the generated case is valid');

    const broken = client.change(stages, replaced(text('stages'), VALID_RATE, NEGATIVE_RATE));
    assert.deepEqual(codes(await client.waitForDiagnostics(stages, () => true, { version: broken })), ['STG-012']);

    const fixed = client.change(stages, text('stages'));
    assert.deepEqual(codes(await client.waitForDiagnostics(stages, () => true, { version: fixed })), [], 'the fixed error is gone');
    // Every publish for the open document carries a version the client sent.
    const versions = client.arrivals.filter((a) => a.uri === client.arrivals.at(-1)!.uri).map((a) => a.version);
    assert.ok(
      versions.every((v) => v === 1 || v === broken || v === fixed),
      `versions: ${versions}`,
    );
  });
});

test("typing gets a quick answer from the typed file alone, then the whole-case answer; they agree on the file's own problems", async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    client.open(stages, text('stages'));
    await client.waitForDiagnostics(stages, () => true, { version: 1 });
    await client.waitForStatus(caseDir, client.statuses.length - 1);
    const from = client.statuses.length;
    const version = client.change(stages, replaced(text('stages'), VALID_RATE, NEGATIVE_RATE));
    await client.waitForStatus(caseDir, from);
    const answers = client.arrivals.filter((a) => a.uri === uriOf(stages) && a.version === version);
    assert.deepEqual(
      answers.map((a) => codes(a.diagnostics)),
      [['STG-012'], ['STG-012']],
      'the quick answer, then the whole case',
    );
  });
});

test('a file holding cross-file problems gets only the whole-case answer while typing (a quick answer could not restate them)', async () => {
  const selective = text('stages').replace(/"sampling_method": "[a-z_]+"/, '"sampling_method": "selective"');
  assert.notEqual(selective, text('stages'));
  const caseDir = writeSmallCase({ [CASE_FILES.stages]: selective });
  const stages = path(caseDir, 'stages');
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    client.open(stages, selective);
    await client.waitForDiagnostics(stages, hasCode('XF-020'), { version: 1 });
    await client.waitForStatus(caseDir, client.statuses.length - 1);
    const from = client.statuses.length;
    const version = client.change(stages, replaced(selective, VALID_RATE, NEGATIVE_RATE));
    await client.waitForStatus(caseDir, from);
    const answers = client.arrivals.filter((a) => a.uri === uriOf(stages) && a.version === version);
    assert.deepEqual(
      answers.map((a) => codes(a.diagnostics).sort()),
      [['STG-012', 'XF-020']],
    );
  });
});

test('a burst of keystrokes ends with the problems of the last version', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    client.open(stages, text('stages'));
    await client.waitForDiagnostics(stages, () => true, { version: 1 });
    const typed = '-0.12';
    const at = text('stages').indexOf(VALID_RATE) + '"annual_discount_rate": '.length;
    // Retype the value character by character: "-", "-0", "-0.", ... each a new version.
    let last = client.edit(stages, at, '0.12'.length, '');
    for (let i = 0; i < typed.length; i++) last = client.edit(stages, at + i, 0, typed[i]!);
    assert.equal(client.textOf(stages), replaced(text('stages'), VALID_RATE, NEGATIVE_RATE));
    assert.deepEqual(codes(await client.waitForDiagnostics(stages, () => true, { version: last })), ['STG-012']);
  });
});

test('malformed text while typing (truncated JSON, binary bytes) gives diagnostics and the server keeps answering', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  const hydros = path(caseDir, 'hydros');
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    client.open(stages, text('stages'));
    client.open(hydros, text('hydros'));
    await client.waitForDiagnostics(stages, () => true, { version: 1 });

    const truncated = client.change(stages, text('stages').slice(0, Math.floor(text('stages').length / 2)));
    assert.ok((await client.waitForDiagnostics(stages, () => true, { version: truncated })).some((d) => d.code === 'JSON-001'));

    const binary = client.change(hydros, '\u0000\u0001PK\u0003\u0004\ufffd\ufffd\u001b[0m{"hydros": [\u0000');
    const hydroProblems = await client.waitForDiagnostics(hydros, () => true, { version: binary });
    assert.ok(
      hydroProblems.some((d) => d.code === 'JSON-001'),
      `hydros.json: ${codes(hydroProblems)}`,
    );

    const empty = client.change(stages, '');
    assert.ok((await client.waitForDiagnostics(stages, () => true, { version: empty })).length > 0, 'an empty stages.json is reported');

    const cases = await client.request<Array<{ caseUri: string }>>('hydrocase/listCases');
    assert.equal(cases.length, 1, 'the server still answers requests');
    const restoredStages = client.change(stages, text('stages'));
    const restoredHydros = client.change(hydros, text('hydros'));
    await client.waitForDiagnostics(hydros, (d) => d.length === 0, { version: restoredHydros });
    await client.waitForDiagnostics(stages, (d) => d.length === 0, { version: restoredStages });
    assert.equal(client.exited, false);
  });
});

test('a 0-byte Parquet table is reported as unreadable, and the other tables are still checked', async () => {
  const caseDir = writeSmallCase({ [CASE_FILES.productivity]: new Uint8Array(0), [CASE_FILES.geometry]: geometryWithNegativeArea(5) });
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    const productivity = await client.waitForDiagnostics(path(caseDir, 'productivity'), hasCode('PQ-001'));
    assert.match(productivity.find((d) => d.code === 'PQ-001')!.message, /0 bytes/);
    await client.waitForDiagnostics(path(caseDir, 'geometry'), hasCode('GEO-004'));
    const status = await client.request<Array<{ errors: number }>>('hydrocase/validateCase', { uri: uriOf(path(caseDir, 'stages')) });
    assert.ok(status[0]!.errors >= 2);
    assert.equal(client.exited, false);
  });
});

test('closing a buffer makes the disk the truth again', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    client.open(stages, replaced(text('stages'), VALID_RATE, NEGATIVE_RATE));
    await client.waitForDiagnostics(stages, hasCode('STG-012'), { version: 1 });
    client.close(stages);
    // The file on disk is valid: the unsaved error goes with the buffer.
    await client.waitForDiagnostics(stages, lacksCode('STG-012'));
  });
});

test('the system/ registries (decision D31): typing in buses.json reports its own problems live, and a REF problem in thermals.json points at the bus list', async () => {
  const caseDir = writeSmallCase();
  const buses = path(caseDir, 'buses');
  const thermals = path(caseDir, 'thermals');
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    client.open(buses, text('buses'));
    assert.deepEqual(codes(await client.waitForDiagnostics(buses, () => true, { version: 1 })), [], 'the generated buses are valid');
    const zero = client.change(buses, replaced(text('buses'), '"id": 0', '"id": "zero"'));
    const problems = await client.waitForDiagnostics(buses, hasCode('BUS-010'), { version: zero });
    assert.match(problems.find((d) => d.code === 'BUS-010')!.message, /got "zero"/);

    client.change(buses, text('buses'));
    client.open(thermals, replaced(text('thermals'), '"bus_id": 0', '"bus_id": 9'));
    const ref = (await client.waitForDiagnostics(thermals, hasCode('REF-001'))).find((d) => d.code === 'REF-001')!;
    assert.equal(ref.relatedInformation?.[0]?.location.uri, uriOf(buses));
  });
});
