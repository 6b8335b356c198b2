// Protocol tests, a client that misbehaves: malformed params (the server logs and ignores a
// notification, answers a request with InvalidParams, and keeps working), incremental edits whose
// range does not exist in the document (a desynchronisation: the buffer's problems are hidden until
// the whole text arrives again; a character past a line's end is LSP's defined clamp), and
// hydrocase/validateCase answered in every state (settings changed, folder removed, shutdown).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { cpSync, mkdtempSync, readFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LspClient } from '../support/lsp';
import { uriOf } from '../support/lsp';
import { codes, hasCode, path, replaced, text, withServer, writeSmallCase } from './fixture';

const NEGATIVE_RATE = '"annual_discount_rate": -0.12';
const VALID_RATE = '"annual_discount_rate": 0.12';
const INVALID_PARAMS = -32602;

/** The position of the discount-rate key in the stages text (a hover there always answers). */
function ratePosition(stagesText: string): { line: number; character: number } {
  const lines = stagesText.split('\n');
  const line = lines.findIndex((l) => l.includes('"annual_discount_rate"'));
  return { line, character: lines[line]!.indexOf('"annual_discount_rate"') + 3 };
}

/** The server still works: a hover on the open stages.json and a validation of the case both answer correctly. */
async function assertStillServing(client: LspClient, caseDir: string, stagesText: string): Promise<void> {
  assert.equal(client.exited, false, `the server is alive; stderr: ${client.stderr.slice(-1000)}`);
  const stages = path(caseDir, 'stages');
  const hover = await client.request('textDocument/hover', { textDocument: { uri: uriOf(stages) }, position: ratePosition(stagesText) });
  assert.match(hover?.contents?.value ?? '', /discount/i, 'the hover documents the field');
  const [status] = await client.request('hydrocase/validateCase', { uri: uriOf(caseDir) });
  assert.equal(status.state, 'done');
}

test('malformed notifications are logged once and ignored; the server keeps serving (numeric uri, null folder event, non-string text)', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    const notify = (method: string, params: unknown) => void client.connection.sendNotification(method, params);
    notify('textDocument/didOpen', { textDocument: { uri: 42, languageId: 'json', version: 1, text: '{}' } });
    notify('textDocument/didOpen', { textDocument: { uri: 43, languageId: 'json', version: 1, text: '{}' } });
    notify('workspace/didChangeWorkspaceFolders', { event: null });
    notify('workspace/didChangeWorkspaceFolders', null);
    notify('textDocument/didOpen', { textDocument: { uri: uriOf(stages), languageId: 'json', version: 1, text: 12345 } });
    notify('workspace/didChangeWatchedFiles', { changes: [{ uri: null, type: 'x' }] });
    client.open(stages, text('stages'));
    await client.waitForDiagnostics(stages, () => true, { version: 1 });
    await assertStillServing(client, caseDir, text('stages'));
    const didOpenLogs = client.logs.filter((l) => l.includes('malformed textDocument/didOpen'));
    assert.equal(didOpenLogs.length, 1, `logged once: ${JSON.stringify(didOpenLogs)}`);
    assert.match(didOpenLogs[0]!, /textDocument\.uri: a string expected, got number/);
    assert.ok(
      client.logs.some((l) => l.includes('malformed workspace/didChangeWorkspaceFolders')),
      'the null event is logged',
    );
  });
});

test('malformed requests get InvalidParams (-32602) with what is wrong; well-formed ones still answer', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    client.open(stages, text('stages'));
    await client.waitForDiagnostics(stages, () => true, { version: 1 });
    const malformed: Array<[string, unknown, RegExp]> = [
      ['textDocument/hover', { textDocument: { uri: uriOf(stages) }, position: { line: '3', character: 1 } }, /position\.line: an integer expected/],
      ['textDocument/hover', null, /./],
      ['textDocument/completion', { textDocument: { uri: 7 }, position: { line: 0, character: 0 } }, /textDocument\.uri/],
      ['textDocument/codeAction', { textDocument: { uri: uriOf(stages) }, range: null, context: { diagnostics: [] } }, /range/],
      ['textDocument/definition', { textDocument: {}, position: { line: 0, character: 0 } }, /textDocument\.uri/],
      ['textDocument/references', { textDocument: { uri: uriOf(stages) }, position: { line: 0, character: 0 } }, /context/],
      ['textDocument/documentSymbol', { textDocument: null }, /textDocument/],
      [
        'textDocument/inlayHint',
        { textDocument: { uri: uriOf(stages) }, range: { start: { line: 0, character: 0 }, end: { line: 1.5, character: 0 } } },
        /range\.end\.line: an integer expected, got 1\.5/,
      ],
      ['hydrocase/validateCase', { uri: 5 }, /uri: a string expected/],
    ];
    for (const [method, params, message] of malformed) {
      await assert.rejects(client.request(method, params), (error: { code: number; message: string }) => {
        assert.equal(error.code, INVALID_PARAMS, `${method}: ${error.message}`);
        assert.match(error.message, message);
        return true;
      });
    }
    await assertStillServing(client, caseDir, text('stages'));
  });
});

/** Sends one incremental change with a raw range (the test client only builds valid ones). */
function rawEdit(client: LspClient, file: string, version: number, range: unknown, insert: string): void {
  void client.connection.sendNotification('textDocument/didChange', { textDocument: { uri: uriOf(file), version }, contentChanges: [{ range, text: insert }] });
}

/** Sends the whole text as one change (how a client resynchronises). */
function fullText(client: LspClient, file: string, version: number, text: string): void {
  void client.connection.sendNotification('textDocument/didChange', { textDocument: { uri: uriOf(file), version }, contentChanges: [{ text }] });
}

test("a character past the end of the first or the last line is clamped to that line's end (LSP), as the client applies it", async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  const original = text('stages');
  const lastLine = original.split('\n').length - 1; // the empty line after the final newline
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    client.open(stages, original);
    await client.waitForDiagnostics(stages, () => true, { version: 1 });

    // First line "{": a "]" typed at character 999 lands right after the brace: JSON-001 there.
    rawEdit(client, stages, 2, { start: { line: 0, character: 999 }, end: { line: 0, character: 999 } }, ']');
    const first = await client.waitForDiagnostics(stages, hasCode('JSON-001'), { version: 2 });
    assert.deepEqual(first.find((d) => d.code === 'JSON-001')!.range.start, { line: 0, character: 1 });

    // Back to the original text, then an "x" at character 999 of the (empty) last line: it lands at its start.
    fullText(client, stages, 3, original);
    await client.waitForDiagnostics(stages, (d) => codes(d).length === 0, { version: 3 });
    rawEdit(client, stages, 4, { start: { line: lastLine, character: 999 }, end: { line: lastLine, character: 1000 } }, 'x');
    const last = await client.waitForDiagnostics(stages, hasCode('JSON-001'), { version: 4 });
    assert.deepEqual(last.find((d) => d.code === 'JSON-001')!.range.start, { line: lastLine, character: 0 });
  });
});

const IMPOSSIBLE_RANGES: Array<[string, (lines: number) => unknown]> = [
  ['a line past the last one', (lines) => ({ start: { line: lines, character: 0 }, end: { line: lines, character: 0 } })],
  ['a line far past the last one', (lines) => ({ start: { line: lines + 100, character: 0 }, end: { line: lines + 100, character: 3 } })],
  ['a negative line (before the first)', () => ({ start: { line: -1, character: 0 }, end: { line: 0, character: 0 } })],
  ['a negative character', () => ({ start: { line: 0, character: -2 }, end: { line: 0, character: 0 } })],
  ['an end before the start', () => ({ start: { line: 2, character: 0 }, end: { line: 1, character: 0 } })],
  ['a fractional line', () => ({ start: { line: 0.5, character: 0 }, end: { line: 1, character: 0 } })],
  ['a fractional character', () => ({ start: { line: 1, character: 0 }, end: { line: 1, character: 1.25 } })],
];

test('an incremental edit with an impossible range desynchronises the buffer: its problems are hidden (never the problems of a guessed text) until the whole text arrives again', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  const broken = replaced(text('stages'), VALID_RATE, NEGATIVE_RATE);
  const lineCount = broken.split('\n').length;
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    let version = 1;
    client.open(stages, broken);
    for (const [what, range] of IMPOSSIBLE_RANGES) {
      await client.waitForDiagnostics(stages, hasCode('STG-012'), { version, what: `STG-012 before ${what}` });
      const logsBefore = client.logs.length;
      // The text-document library would clamp this range and append "]" somewhere: JSON-001 on a text the user does not have.
      rawEdit(client, stages, ++version, range(lineCount), ']');
      const hidden = await client.waitForDiagnostics(stages, (d) => d.length === 0, { what: `no problems shown after ${what}` });
      assert.deepEqual(hidden, []);
      assert.ok(
        client.logs.slice(logsBefore).some((l) => /impossible range/.test(l)),
        `${what} is logged`,
      );
      // Later incremental edits cannot be applied to an unknown text; hovers answer nothing.
      rawEdit(client, stages, ++version, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, ' ');
      assert.equal(await client.request('textDocument/hover', { textDocument: { uri: uriOf(stages) }, position: ratePosition(broken) }), null);
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.ok(!codes(client.diagnosticsOf(stages)).includes('JSON-001'), `no JSON-001 of a guessed text after ${what}`);
      // The whole text (as a client resynchronising sends it) brings the buffer and its problems back.
      fullText(client, stages, ++version, broken);
    }
    await client.waitForDiagnostics(stages, hasCode('STG-012'), { version });
  });
});

test('hydrocase/validateCase is answered when the settings turn validation off during the run', async () => {
  const caseDir = writeSmallCase();
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    await client.waitForStatus(caseDir);
    const answer = client.request('hydrocase/validateCase', { uri: uriOf(caseDir) }, 10_000);
    client.changeSettings({ enable: false });
    const [status] = await answer;
    assert.ok(status.state === 'done' || /turned off/.test(status.message), JSON.stringify(status));
    // And one asked while validation is off answers too.
    const [later] = await client.request('hydrocase/validateCase', { uri: uriOf(caseDir) }, 10_000);
    assert.ok(later.state, JSON.stringify(later));
  });
});

test('hydrocase/validateCase is answered when its workspace folder is removed during the run, and after', async () => {
  const caseDir = writeSmallCase();
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    await client.waitForStatus(caseDir);
    const answer = client.request('hydrocase/validateCase', { uri: uriOf(caseDir) }, 10_000);
    const folder = { uri: pathToFileURL(caseDir).toString(), name: caseDir };
    void client.connection.sendNotification('workspace/didChangeWorkspaceFolders', { event: { added: [], removed: [folder] } });
    const [status] = await answer;
    assert.ok(status.state === 'done' || /left the workspace/.test(status.message), JSON.stringify(status));
    assert.deepEqual(await client.request('hydrocase/validateCase', { uri: uriOf(caseDir) }, 10_000), [], 'no case there any more');
  });
});

test('a nested workspace folder added and removed leaves the case the outer folder holds (fuzzer finding)', async () => {
  const outer = mkdtempSync(join(tmpdir(), 'hydrocase-outer-'));
  const caseDir = join(outer, 'case');
  cpSync(writeSmallCase(), caseDir, { recursive: true });
  await withServer([outer], { watchFiles: true }, async (client) => {
    await client.waitForStatus(caseDir);
    const nested = { uri: pathToFileURL(caseDir).toString(), name: 'case' };
    void client.connection.sendNotification('workspace/didChangeWorkspaceFolders', { event: { added: [nested], removed: [] } });
    const [added] = await client.request('hydrocase/validateCase', { uri: uriOf(caseDir) }, 10_000);
    assert.equal(added.state, 'done', JSON.stringify(added));
    void client.connection.sendNotification('workspace/didChangeWorkspaceFolders', { event: { added: [], removed: [nested] } });
    const [kept] = await client.request('hydrocase/validateCase', { uri: uriOf(caseDir) }, 10_000);
    assert.equal(kept?.state, 'done', 'the outer folder still holds the case');
  });
});

test('a case outside every workspace folder, opened in the editor, is followed on disk: moved away, its problems go (fuzzer finding)', async () => {
  const outer = mkdtempSync(join(tmpdir(), 'hydrocase-loose-'));
  const caseDir = join(outer, 'case');
  cpSync(writeSmallCase({ 'penalties.json': replaced(text('penalties'), '"turbined_cost"', '"fpha_turbined_cost"') }), caseDir, { recursive: true });
  await withServer([outer], { watchFiles: false }, async (client) => {
    await client.waitForStatus(caseDir);
    const folder = { uri: pathToFileURL(outer).toString(), name: 'outer' };
    void client.connection.sendNotification('workspace/didChangeWorkspaceFolders', { event: { added: [], removed: [folder] } });
    const stages = path(caseDir, 'stages');
    const penalties = path(caseDir, 'penalties');
    await client.waitForDiagnostics(penalties, (d) => d.length === 0, { what: 'the case cleared with its workspace folder' });
    client.open(stages, readFileSync(stages, 'utf8'));
    await client.waitForDiagnostics(penalties, hasCode('PEN-020'), { what: 'the opened case validated outside the workspace' });
    renameSync(caseDir, join(outer, 'moved-away'));
    await client.waitForDiagnostics(penalties, (d) => d.length === 0, { timeoutMs: 10_000, what: "the moved case's problems cleared" });
  });
});

test('hydrocase/validateCase is answered when the server shuts down during the run', async () => {
  const caseDir = writeSmallCase();
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    await client.waitForStatus(caseDir);
    const answer = client.request('hydrocase/validateCase', { uri: uriOf(caseDir) }, 10_000);
    await client.request('shutdown', undefined, 10_000);
    const [status] = await answer;
    assert.ok(status.state === 'done' || /shutting down/.test(status.message), JSON.stringify(status));
  });
});
