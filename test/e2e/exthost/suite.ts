// Runs inside the editor's extension host, against the installed HydroCase extension and the
// broken fixture case opened as the workspace folder; asserts through the public `vscode` API.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import { GEOMETRY_FILE, GEOMETRY_MESSAGE_PREFIX, GEOMETRY_RULE, STAGES_FILE, STAGES_MESSAGE, STAGES_RULE, badHoursRange, type TextRange } from '../fixtureSpec';

const EXTENSION_ID = 'hydrocase.hydrocase';
const WAIT_MS = 30_000;

interface CaseStatusMessage {
  caseUri: string;
  state: string;
  errors: number;
  warnings: number;
}

function codeOf(diagnostic: vscode.Diagnostic): string | undefined {
  const code = diagnostic.code;
  return typeof code === 'object' ? String(code.value) : code === undefined ? undefined : String(code);
}

function plain(range: vscode.Range): TextRange {
  return { start: { line: range.start.line, character: range.start.character }, end: { line: range.end.line, character: range.end.character } };
}

function describeAll(uri: vscode.Uri): string {
  return JSON.stringify(vscode.languages.getDiagnostics(uri).map((d) => `${codeOf(d)} ${d.message}`));
}

/** The first diagnostic of `uri` with `code` that `accept`s, as soon as the extension publishes it. */
async function diagnosticOf(uri: vscode.Uri, code: string, accept: (d: vscode.Diagnostic) => boolean = () => true): Promise<vscode.Diagnostic> {
  const find = () => vscode.languages.getDiagnostics(uri).find((d) => codeOf(d) === code && accept(d));
  let listener: vscode.Disposable | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<vscode.Diagnostic>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found) resolve(found);
      };
      listener = vscode.languages.onDidChangeDiagnostics((event) => event.uris.some((u) => u.toString() === uri.toString()) && check());
      timer = setTimeout(() => reject(new Error(`no ${code} on ${uri.fsPath} within ${WAIT_MS} ms; it has ${describeAll(uri)}`)), WAIT_MS);
      check();
    });
  } finally {
    listener?.dispose();
    clearTimeout(timer);
  }
}

async function withinMs<T>(promise: Thenable<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} did not resolve within ${ms} ms`)), ms)));
  try {
    return await Promise.race([Promise.resolve(promise), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

describe('HydroCase in the extension host', () => {
  let caseRoot: vscode.Uri;

  before(async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not installed`);
    await extension.activate();
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the fixture case must be open as the workspace folder');
    caseRoot = folder.uri;
  });

  it(`reports ${STAGES_RULE} at the bad hours of an open stages.json, linked to its rule page`, async () => {
    const uri = vscode.Uri.joinPath(caseRoot, STAGES_FILE);
    const document = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(document);
    const diagnostic = await diagnosticOf(uri, STAGES_RULE);
    assert.deepEqual(
      { message: diagnostic.message, severity: diagnostic.severity, source: diagnostic.source, range: plain(diagnostic.range) },
      { message: STAGES_MESSAGE, severity: vscode.DiagnosticSeverity.Error, source: 'hydrocase', range: badHoursRange(document.getText()) },
    );
    const target = typeof diagnostic.code === 'object' ? diagnostic.code.target : undefined;
    assert.ok(target, `the code of ${STAGES_RULE} links nowhere`);
    assert.ok(target.path.endsWith(`/dist/rules/${STAGES_RULE}.md`), `code link: ${target}`);
    assert.ok(existsSync(target.fsPath), `the rule page ${target.fsPath} is not shipped`);
  });

  it(`reports ${GEOMETRY_RULE} at its row in a Parquet table nobody opened`, async () => {
    const uri = vscode.Uri.joinPath(caseRoot, GEOMETRY_FILE);
    assert.ok(!vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString()), 'the table must stay unopened');
    const diagnostic = await diagnosticOf(uri, GEOMETRY_RULE, (d) => d.message.startsWith(GEOMETRY_MESSAGE_PREFIX));
    assert.equal(diagnostic.severity, vscode.DiagnosticSeverity.Error);
    assert.deepEqual(plain(diagnostic.range), { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
  });

  it('"HydroCase: Validate Case" re-validates the active case and resolves with counts that match the problems', async () => {
    await vscode.window.showTextDocument(vscode.Uri.joinPath(caseRoot, STAGES_FILE));
    const results = await withinMs(vscode.commands.executeCommand<CaseStatusMessage[]>('hydrocase.validateCase'), WAIT_MS, 'hydrocase.validateCase');
    assert.equal(results?.length, 1, JSON.stringify(results));
    const [status] = results;
    assert.equal(vscode.Uri.parse(status!.caseUri).fsPath, caseRoot.fsPath);
    assert.equal(status!.state, 'done');
    const problems = vscode.languages
      .getDiagnostics()
      .filter(([uri]) => uri.fsPath.startsWith(caseRoot.fsPath))
      .flatMap(([, diagnostics]) => diagnostics.filter((d) => d.source === 'hydrocase'));
    const count = (severity: vscode.DiagnosticSeverity) => problems.filter((d) => d.severity === severity).length;
    assert.ok(status!.errors >= 2, `the fixture has at least ${STAGES_RULE} and ${GEOMETRY_RULE}: ${JSON.stringify(status)}`);
    assert.deepEqual({ errors: status!.errors, warnings: status!.warnings }, { errors: count(vscode.DiagnosticSeverity.Error), warnings: count(vscode.DiagnosticSeverity.Warning) });
  });
});
