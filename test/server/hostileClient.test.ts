// Protocol tests, a client that misbehaves: malformed params (the server logs and ignores a
// notification, answers a request with InvalidParams, and keeps working), incremental edits whose
// range lies outside the document (applied clamped, as vscode-languageserver-textdocument applies
// them: the problems shown are those of the text that library computes) or is no range at all (the
// buffer shows one problem saying its text was lost, until it is saved or sent whole again), and
// hydrocase/validateCase answered in every state (settings changed, folder removed, shutdown).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pathToFileURL } from 'node:url';
import { cpSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { LspClient, LspDiagnostic } from '../support/lsp';
import { runCli } from '../support/cli';
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

/** What the command line reports (hints included) on stages.json of `caseDir` with `stagesText`: code and start position, in order. */
function cliProblemsOf(caseDir: string, stagesText: string): string[] {
  const copy = mkdtempSync(join(tmpdir(), 'hydrocase-reference-'));
  cpSync(caseDir, copy, { recursive: true });
  writeFileSync(join(copy, 'stages.json'), stagesText);
  const run = runCli(['validate', copy, '--hints', '--format', 'json']);
  const report = JSON.parse(run.stdout) as { diagnostics: Array<{ file: string; code: string; line?: number; column?: number }> };
  // A problem about the whole file has no position on the command line; the editor shows it at the top.
  return report.diagnostics.filter((d) => d.file === 'stages.json').map((d) => `${d.code} ${d.line ?? 1}:${d.column ?? 1}`);
}

/** The server's published problems in the same shape (1-based, as the command line prints them). */
function shownProblems(diagnostics: readonly LspDiagnostic[]): string[] {
  return diagnostics.map((d) => `${String(d.code)} ${d.range.start.line + 1}:${d.range.start.character + 1}`);
}

/** The text vscode-languageserver-textdocument (the reference) makes of `text` after one incremental change. */
function referenceText(text: string, range: { start: { line: number; character: number }; end: { line: number; character: number } }, insert: string): string {
  return TextDocument.update(TextDocument.create('file:///reference.json', 'json', 1, text), [{ range, text: insert }], 2).getText();
}

test('fuzzer finding: an edit at line 1,000,000 then a syntax-breaking edit: the problems shown are what the command line reports for the text the reference library computes', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  const broken = replaced(text('stages'), VALID_RATE, NEGATIVE_RATE);
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    client.open(stages, broken);
    await client.waitForDiagnostics(stages, hasCode('STG-012'), { version: 1 });
    const far = { start: { line: 1_000_000, character: 0 }, end: { line: 1_000_000, character: 5 } };
    rawEdit(client, stages, 2, far, '\n  ');
    let expected = referenceText(broken, far, '\n  ');
    // A "}" typed in the middle of the rate breaks the syntax.
    const at = expected.indexOf(NEGATIVE_RATE) + '"annual_discount_rate": '.length;
    const position = { line: expected.slice(0, at).split('\n').length - 1, character: at - expected.lastIndexOf('\n', at - 1) - 1 };
    rawEdit(client, stages, 3, { start: position, end: position }, '}');
    expected = referenceText(expected, { start: position, end: position }, '}');
    const reference = cliProblemsOf(caseDir, expected);
    assert.ok(
      reference.some((p) => p.startsWith('JSON-001')),
      'the reference text has the syntax error',
    );
    // The typed file's own problems come first, then the whole case's: wait for the whole case.
    const same = (d: LspDiagnostic[]) => JSON.stringify(shownProblems(d)) === JSON.stringify(reference);
    const shown = await client.waitForDiagnostics(stages, same, {
      version: 3,
      what: `the command line's problems ${JSON.stringify(reference)}, shown: ${JSON.stringify(shownProblems(client.diagnosticsOf(stages) ?? []))}`,
    });
    assert.ok(shown.length > 0, 'never silent');
    const logged = client.logs.filter((l) => l.includes("an edit's range lies outside the text"));
    assert.equal(logged.length, 1, `the bad range is logged once: ${JSON.stringify(logged)}`);
    assert.match(logged[0]!, /range\.start\.line 1000000 is past the last line/);
    assert.equal(client.exited, false);
  });
});

/** Integer ranges outside the text: each is applied as the reference library applies it. */
const OUT_OF_RANGE: Array<[string, (lines: number) => { start: { line: number; character: number }; end: { line: number; character: number } }]> = [
  ['a line past the last one', (lines) => ({ start: { line: lines, character: 0 }, end: { line: lines, character: 0 } })],
  ['a line far past the last one', (lines) => ({ start: { line: lines + 100, character: 0 }, end: { line: lines + 100, character: 3 } })],
  ['a negative line (before the first)', () => ({ start: { line: -1, character: 0 }, end: { line: 0, character: 0 } })],
  ['a negative character', () => ({ start: { line: 0, character: -2 }, end: { line: 0, character: 0 } })],
  ['an end before the start', () => ({ start: { line: 2, character: 0 }, end: { line: 1, character: 0 } })],
];

test('an incremental edit whose range lies outside the text is applied clamped, as the reference library applies it, and its problems are shown', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  const broken = replaced(text('stages'), VALID_RATE, NEGATIVE_RATE);
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    let version = 1;
    client.open(stages, broken);
    for (const [what, makeRange] of OUT_OF_RANGE) {
      await client.waitForDiagnostics(stages, hasCode('STG-012'), { version, what: `STG-012 before ${what}` });
      const range = makeRange(broken.split('\n').length);
      rawEdit(client, stages, ++version, range, ']');
      const expected = cliProblemsOf(caseDir, referenceText(broken, range, ']'));
      assert.ok(
        expected.some((p) => p.startsWith('JSON-001')),
        `${what}: the reference text has the stray "]"`,
      );
      const same = (d: LspDiagnostic[]) => JSON.stringify(shownProblems(d)) === JSON.stringify(expected);
      await client.waitForDiagnostics(stages, same, { version, what: `${what}: the problems of the reference text ${JSON.stringify(expected)}` });
      fullText(client, stages, ++version, broken);
    }
    await client.waitForDiagnostics(stages, hasCode('STG-012'), { version });
  });
});

const MALFORMED_RANGES: Array<[string, unknown]> = [
  ['a fractional line', { start: { line: 0.5, character: 0 }, end: { line: 1, character: 0 } }],
  ['a fractional character', { start: { line: 1, character: 0 }, end: { line: 1, character: 1.25 } }],
  ['a range without an end', { start: { line: 1, character: 0 } }],
];

test('an incremental edit whose range is no range loses the buffer: it shows one problem saying so (never silent, never the problems of a guessed text) until the whole text arrives again or it is saved', async () => {
  const caseDir = writeSmallCase();
  const stages = path(caseDir, 'stages');
  const broken = replaced(text('stages'), VALID_RATE, NEGATIVE_RATE);
  const isLostProblem = (d: LspDiagnostic[]) =>
    d.length === 1 && /lost track of this file's unsaved text/.test(d[0]!.message) && /Save the file, or close and reopen it/.test(d[0]!.message);
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    let version = 1;
    client.open(stages, broken);
    for (const [what, range] of MALFORMED_RANGES) {
      await client.waitForDiagnostics(stages, hasCode('STG-012'), { version, what: `STG-012 before ${what}` });
      const logsBefore = client.logs.length;
      rawEdit(client, stages, ++version, range, ']');
      const shown = await client.waitForDiagnostics(stages, isLostProblem, { what: `the lost-text problem after ${what}` });
      assert.equal(shown[0]!.code, undefined, 'no rule id: it is about the editor, not the case');
      assert.ok(
        client.logs.slice(logsBefore).some((l) => /whose range is no range/.test(l)),
        `${what} is logged`,
      );
      // Later incremental edits cannot be applied to an unknown text; hovers answer nothing; the problem stays.
      rawEdit(client, stages, ++version, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, ' ');
      assert.equal(await client.request('textDocument/hover', { textDocument: { uri: uriOf(stages) }, position: ratePosition(broken) }), null);
      const [status] = await client.request('hydrocase/validateCase', { uri: uriOf(caseDir) });
      assert.equal(status.state, 'done');
      assert.ok(isLostProblem(client.diagnosticsOf(stages) ?? []), `still the one lost-text problem after a validation (${what})`);
      // The whole text (as a client resynchronising sends it) brings the buffer and its problems back.
      fullText(client, stages, ++version, broken);
    }
    await client.waitForDiagnostics(stages, hasCode('STG-012'), { version });

    // Saving recovers too: the disk then holds exactly the buffer.
    rawEdit(client, stages, ++version, MALFORMED_RANGES[0]![1], ']');
    await client.waitForDiagnostics(stages, isLostProblem, { what: 'lost before the save' });
    writeFileSync(stages, broken);
    client.save(stages);
    await client.waitForDiagnostics(stages, hasCode('STG-012'), { version, what: 'the saved text checked' });
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
