// Runs inside the editor's extension host, against the installed HydroCase extension and the
// broken fixture case opened as the workspace folder; asserts through the public `vscode` API:
// problems, the Validate Case command, the editor features (hover, completion, a quick fix), and
// that a Cobre example's case files are HydroCase's alone (VS Code's JSON extension keeps the rest).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { before, describe, it } from 'mocha';
import * as vscode from 'vscode';
import {
  CURRENT_KEY,
  EXAMPLE_DIR,
  GEOMETRY_FILE,
  GEOMETRY_MESSAGE_PREFIX,
  GEOMETRY_RULE,
  OLDER_KEY,
  OLDER_KEY_RULES,
  PLAIN_JSON_FILE,
  STAGES_FILE,
  STAGES_MESSAGE,
  STAGES_RULE,
  badHoursRange,
  type TextRange,
} from '../fixtureSpec';
import { SERVER_ENVIRONMENT } from '../../../server/protocol/launchEnvironment';

const EXTENSION_ID = 'hydrocase.hydrocase';
const WAIT_MS = 30_000;
const POLL_MS = 250;

interface CaseStatusMessage {
  caseUri: string;
  state: string;
  errors: number;
  warnings: number;
}

/** A /proc file of a process, or undefined when it ended meanwhile or is not ours to read. */
function readProc(pid: string, name: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return undefined;
  }
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

/** Resolves with `found(diagnostics of uri)` once it is defined, checked on every change of them. */
async function whenDiagnostics<T>(uri: vscode.Uri, found: (diagnostics: vscode.Diagnostic[]) => T | undefined, what: string): Promise<T> {
  let listener: vscode.Disposable | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = found(vscode.languages.getDiagnostics(uri));
        if (value !== undefined) resolve(value);
      };
      listener = vscode.languages.onDidChangeDiagnostics((event) => event.uris.some((u) => u.toString() === uri.toString()) && check());
      timer = setTimeout(() => reject(new Error(`${what} on ${uri.fsPath} within ${WAIT_MS} ms; it has ${describeAll(uri)}`)), WAIT_MS);
      check();
    });
  } finally {
    listener?.dispose();
    clearTimeout(timer);
  }
}

/** The first diagnostic of `uri` with `code` that `accept`s, as soon as the extension publishes it. */
function diagnosticOf(uri: vscode.Uri, code: string, accept: (d: vscode.Diagnostic) => boolean = () => true): Promise<vscode.Diagnostic> {
  return whenDiagnostics(uri, (all) => all.find((d) => codeOf(d) === code && accept(d)), `no ${code}`);
}

/**
 * Asks until the answer is accepted: a provider answers nothing until the language client has
 * started and the server has the document, so the first asks may come back empty.
 */
async function pollUntil<T>(ask: () => Thenable<T>, accept: (answer: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let answer = await withinMs(ask(), WAIT_MS, what);
  while (!accept(answer)) {
    if (Date.now() > deadline) throw new Error(`${what}: no accepted answer within ${WAIT_MS} ms; the last was ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    answer = await withinMs(ask(), WAIT_MS, what);
  }
  return answer;
}

/** The position `at` characters into the first `needle` of the document (throws when it is absent). */
function positionOf(document: vscode.TextDocument, needle: string, at = 0): vscode.Position {
  const offset = document.getText().indexOf(needle);
  assert.ok(offset >= 0, `${needle} is not in ${document.uri.fsPath}`);
  return document.positionAt(offset + at);
}

function markdownOf(hovers: readonly vscode.Hover[]): string {
  return hovers.flatMap((hover) => hover.contents.map((content) => (typeof content === 'string' ? content : content.value))).join('\n');
}

/** The number of problems per source (`hydrocase`, `json`, ...) a file has now. */
function problemsPerSource(uri: vscode.Uri): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const d of vscode.languages.getDiagnostics(uri)) counts[d.source ?? '(none)'] = (counts[d.source ?? '(none)'] ?? 0) + 1;
  return counts;
}

/** The open document of `uri` once its language is `languageId` (it changes as the client decides). */
function documentInLanguage(uri: vscode.Uri, languageId: string): Promise<vscode.TextDocument> {
  const find = () => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString() && !d.isClosed);
  return pollUntil(
    () => Promise.resolve(find()?.languageId),
    (language) => language === languageId,
    `${uri.fsPath} in ${languageId}`,
  ).then(() => find()!);
}

function labelOf(item: vscode.CompletionItem): string {
  return typeof item.label === 'string' ? item.label : item.label.label;
}

/** Errors as comparable text: rule, place and message. */
function errorsOf(uri: vscode.Uri): Set<string> {
  const errors = vscode.languages.getDiagnostics(uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error);
  return new Set(errors.map((d) => `${codeOf(d)} ${JSON.stringify(plain(d.range))} ${d.message}`));
}

/** Opens the fixture's stages.json in an editor and waits until the server has validated it. */
async function openValidatedStages(caseRoot: vscode.Uri): Promise<vscode.TextDocument> {
  const uri = vscode.Uri.joinPath(caseRoot, STAGES_FILE);
  const document = await vscode.workspace.openTextDocument(uri);
  await vscode.window.showTextDocument(document);
  await diagnosticOf(uri, STAGES_RULE);
  return document;
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

/** HydroCase's problems under `folder`, as case-relative file -> sorted distinct codes. */
function problemsUnder(folder: string, exclude?: string): Map<string, string> {
  const shown = new Map<string, string>();
  for (const [uri, diagnostics] of vscode.languages.getDiagnostics()) {
    const ours = diagnostics.filter((d) => d.source === 'hydrocase');
    const inside = uri.fsPath.startsWith(folder + sep) && !(exclude && uri.fsPath.startsWith(exclude + sep));
    if (inside && ours.length > 0) shown.set(relative(folder, uri.fsPath), [...new Set(ours.map(codeOf))].sort().join(' '));
  }
  return new Map([...shown].sort(([a], [b]) => a.localeCompare(b)));
}

/** Polls `condition` until it holds; returns the time it took, or throws with `describe()` after `ms`. */
async function timeUntil(condition: () => boolean, ms: number, describe: () => string): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

/** How long the disk-following test allows the editor (its watcher, the client and the server) after a terminal command. */
const DISK_FOLLOW_MS = 5_000;

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
    // A readable address (the Problems panel shows it as the link's tooltip), not the install path.
    assert.equal(target.toString(), `hydrocase-rule:/${STAGES_RULE}.md`, `code link: ${target}`);
    const page = await vscode.workspace.openTextDocument(target);
    assert.match(page.getText(), new RegExp(`^# ${STAGES_RULE}: [^]*## Example\\n[^]*Fails: [^]*Passes: `), 'the shipped page, with its example');
  });

  it('a rule page opens rendered and read-only (the Markdown preview), not as an editable file', async () => {
    const uri = vscode.Uri.joinPath(caseRoot, STAGES_FILE);
    const diagnostic = await diagnosticOf(uri, STAGES_RULE);
    const target = (diagnostic.code as { target: vscode.Uri }).target;
    await vscode.commands.executeCommand('vscode.open', target);
    const activeInput = async () => vscode.window.tabGroups.activeTabGroup.activeTab?.input;
    const input = await pollUntil(activeInput, (tab) => tab instanceof vscode.TabInputCustom && tab.uri.toString() === target.toString(), 'the rule page in a custom editor');
    assert.equal((input as vscode.TabInputCustom).viewType, 'vscode.markdown.preview.editor');
    assert.equal(vscode.window.tabGroups.activeTabGroup.activeTab?.label, `${STAGES_RULE}.md`);
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });

  it("a hover's rule link opens the same page (a command link: a hover cannot link a scheme of ours)", async () => {
    const document = await openValidatedStages(caseRoot);
    const hovers = await pollUntil(
      () => vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, positionOf(document, '"hours"', 1)),
      (answer) => markdownOf(answer ?? []).includes(STAGES_RULE),
      'a hover on "hours"',
    );
    const link = new RegExp(`\\[${STAGES_RULE}\\]\\(command:hydrocase\\.openRulePage\\?([^)\\s]+)`).exec(markdownOf(hovers));
    assert.ok(link, `the hover links ${STAGES_RULE} through the command:\n${markdownOf(hovers)}`);
    await vscode.commands.executeCommand('hydrocase.openRulePage', ...JSON.parse(decodeURIComponent(link[1]!)));
    const activeInput = async () => vscode.window.tabGroups.activeTabGroup.activeTab?.input;
    const input = await pollUntil(
      activeInput,
      (tab) => tab instanceof vscode.TabInputCustom && tab.uri.toString() === `hydrocase-rule:/${STAGES_RULE}.md`,
      'the rule page from the hover',
    );
    assert.equal((input as vscode.TabInputCustom).viewType, 'vscode.markdown.preview.editor');
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });

  it(`reports ${GEOMETRY_RULE} at its row in a Parquet table nobody opened`, async () => {
    const uri = vscode.Uri.joinPath(caseRoot, GEOMETRY_FILE);
    assert.ok(!vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString()), 'the table must stay unopened');
    const diagnostic = await diagnosticOf(uri, GEOMETRY_RULE, (d) => d.message.startsWith(GEOMETRY_MESSAGE_PREFIX));
    assert.equal(diagnostic.severity, vscode.DiagnosticSeverity.Error);
    assert.deepEqual(plain(diagnostic.range), { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } });
  });

  it('starts the language server with its launch environment (the pinned glibc mmap threshold)', () => {
    const serverScript = join(vscode.extensions.getExtension(EXTENSION_ID)!.extensionPath, 'dist', 'server.js');
    const servers = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((pid) => ({ cmdline: readProc(pid, 'cmdline'), environ: readProc(pid, 'environ') }))
      .filter(({ cmdline }) => cmdline?.split('\0').includes(serverScript));
    assert.equal(servers.length, 1, `one server process runs ${serverScript}`);
    const environment = servers[0]!.environ?.split('\0') ?? [];
    for (const [name, value] of Object.entries(SERVER_ENVIRONMENT)) assert.ok(environment.includes(`${name}=${value}`), `${name}=${value} in the server's environment`);
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
      .filter(([uri]) => uri.fsPath.startsWith(caseRoot.fsPath) && !uri.fsPath.startsWith(join(caseRoot.fsPath, EXAMPLE_DIR)))
      .flatMap(([, diagnostics]) => diagnostics.filter((d) => d.source === 'hydrocase'));
    const count = (severity: vscode.DiagnosticSeverity) => problems.filter((d) => d.severity === severity).length;
    assert.ok(status!.errors >= 2, `the fixture has at least ${STAGES_RULE} and ${GEOMETRY_RULE}: ${JSON.stringify(status)}`);
    assert.deepEqual(
      { errors: status!.errors, warnings: status!.warnings },
      { errors: count(vscode.DiagnosticSeverity.Error), warnings: count(vscode.DiagnosticSeverity.Warning) },
    );
  });

  it('hover on a stages.json key explains the field: its meaning, unit and rule id', async () => {
    const document = await openValidatedStages(caseRoot);
    const position = positionOf(document, '"hours"', 1);
    const hovers = await pollUntil(
      () => vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, position),
      (answer) => markdownOf(answer ?? []).includes(STAGES_RULE),
      'a hover on "hours"',
    );
    const markdown = markdownOf(hovers);
    assert.match(markdown, /How many hours of the stage the block represents/);
    assert.match(markdown, /unit h\b/);
    assert.match(markdown, new RegExp(`\\[${STAGES_RULE}\\]\\(`), 'the rule id, linked to its page');
    assert.match(markdown, /\*\*Stage 0\*\*/, "the stage's resolved facts from the last validation");
  });

  it('completion inside a stage object offers the keys the stage lacks, as prefilled snippets', async () => {
    const document = await openValidatedStages(caseRoot);
    // The start of the first study stage's start_date line: a new key goes there.
    const position = new vscode.Position(positionOf(document, '"start_date"').line, 0);
    const list = await pollUntil(
      () => vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', document.uri, position),
      (answer) => Boolean(answer?.items.some((item) => labelOf(item) === 'season_id')),
      'completions in a stage object',
    );
    const labels = list.items.map(labelOf);
    const season = list.items.find((item) => labelOf(item) === 'season_id')!;
    assert.equal(season.kind, vscode.CompletionItemKind.Property);
    assert.ok(season.insertText instanceof vscode.SnippetString, `a snippet: ${JSON.stringify(season.insertText)}`);
    assert.match(season.insertText.value, /^"season_id": /);
    for (const present of ['id', 'start_date', 'end_date', 'blocks']) assert.ok(!labels.includes(present), `${present} is already in the stage: ${labels}`);
  });

  it(`the quick fix for an older key renames it, and ${OLDER_KEY_RULES.join(' and ')} go away with no new error`, async () => {
    const document = await openValidatedStages(caseRoot);
    const uri = document.uri;
    const unknownKey = await diagnosticOf(uri, 'STG-039', (d) => document.getText(d.range) === `"${OLDER_KEY}"` && d.message.includes(`"${CURRENT_KEY}"`));
    const stageLine = unknownKey.range.start.line;
    assert.ok(!vscode.languages.getDiagnostics(uri).some((d) => codeOf(d) === 'STG-090' && d.range.isEqual(unknownKey.range)), 'one problem for the older key (D1)');
    const errorsBefore = errorsOf(uri);

    const actions = await withinMs(
      vscode.commands.executeCommand<Array<vscode.CodeAction | vscode.Command>>('vscode.executeCodeActionProvider', uri, unknownKey.range, vscode.CodeActionKind.QuickFix.value),
      WAIT_MS,
      'vscode.executeCodeActionProvider',
    );
    const titles = (actions ?? []).map((a) => a.title);
    const rename = (actions ?? []).find((a): a is vscode.CodeAction => a.title.startsWith(`Rename "${OLDER_KEY}" to "${CURRENT_KEY}"`) && 'edit' in a);
    assert.ok(rename?.edit, `a rename with an edit among ${JSON.stringify(titles)}`);
    assert.ok(rename.kind && vscode.CodeActionKind.QuickFix.contains(rename.kind), `kind ${rename.kind?.value}`);
    assert.equal(rename.isPreferred, true);

    assert.equal(await vscode.workspace.applyEdit(rename.edit), true, 'the edit applies');
    assert.equal(document.getText(unknownKey.range.with({ end: unknownKey.range.start.translate(0, CURRENT_KEY.length + 2) })), `"${CURRENT_KEY}"`);
    const stageProblems = (all: vscode.Diagnostic[]) =>
      all.filter((d) => OLDER_KEY_RULES.includes(codeOf(d) ?? '') && d.range.start.line >= stageLine && d.range.start.line <= unknownKey.range.start.line);
    // Gone, and the file's other problems republished (the STG-037 the fixture keeps).
    await whenDiagnostics(
      uri,
      (all) => (stageProblems(all).length === 0 && all.some((d) => codeOf(d) === STAGES_RULE) ? true : undefined),
      `${OLDER_KEY_RULES.join('/')} still there`,
    );
    const added = [...errorsOf(uri)].filter((error) => !errorsBefore.has(error));
    assert.deepEqual(added, [], 'no new error');
    await document.save();
  });

  it("a JSON file named like a case file outside any case stays JSON, and VS Code's JSON extension still acts on its $schema", async () => {
    const uri = vscode.Uri.joinPath(caseRoot, PLAIN_JSON_FILE);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    // The control for the next test: this is what the JSON extension says about a Cobre $schema line.
    const schemaWarning = await whenDiagnostics(uri, (all) => all.find((d) => d.source === 'json' && /schema/i.test(d.message)), 'no $schema problem from the JSON extension');
    console.log(`    (the JSON extension on ${PLAIN_JSON_FILE}: "${schemaWarning.message}")`);
    assert.equal((await documentInLanguage(uri, 'json')).languageId, 'json');
  });

  it("a Cobre example's case file with a $schema line is HydroCase's alone: cobre-json, problems from HydroCase only, one outline, formatting and folding", async () => {
    const uri = vscode.Uri.joinPath(caseRoot, EXAMPLE_DIR, STAGES_FILE);
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    const document = await documentInLanguage(uri, 'cobre-json');
    assert.match(document.lineAt(1).text, /"\$schema": "https:/, 'the example names its schema');
    // The example predates the current spec: its older key gives STG-039 (see cobre-examples.expected.json).
    await diagnosticOf(uri, 'STG-039');
    // Give the JSON extension the time it took on the plain file to speak up, were it still listening.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const perSource = problemsPerSource(uri);
    console.log(`    (problems per source on ${EXAMPLE_DIR}/${STAGES_FILE}: ${JSON.stringify(perSource)})`);
    assert.deepEqual(Object.keys(perSource), ['hydrocase'], describeAll(uri));
    assert.ok(!vscode.languages.getDiagnostics(uri).some((d) => /schema/i.test(d.message)), describeAll(uri));

    const symbols = await pollUntil(
      () => vscode.commands.executeCommand<vscode.DocumentSymbol[]>('vscode.executeDocumentSymbolProvider', uri),
      (answer) => (answer ?? []).length > 0,
      'the outline of the example stages.json',
    );
    const roots = symbols.map((s) => s.name);
    console.log(`    (outline roots: ${JSON.stringify(roots)})`);
    assert.equal(new Set(roots).size, roots.length, `one tree, no root twice: ${roots}`);
    assert.ok(!roots.includes('$schema'), `the JSON extension's tree lists $schema: ${roots}`);
    assert.ok(roots.includes('stages') && roots.includes('policy_graph'), `HydroCase's outline: ${roots}`);

    const folds = await pollUntil(
      () => vscode.commands.executeCommand<vscode.FoldingRange[]>('vscode.executeFoldingRangeProvider', uri),
      (answer) => (answer ?? []).length > 0,
      'folding ranges of the example stages.json',
    );
    assert.equal(folds[0]!.start, 0, 'the whole file folds from its first line');
    const edits = await withinMs(
      vscode.commands.executeCommand<vscode.TextEdit[]>('vscode.executeFormatDocumentProvider', uri, { tabSize: 4, insertSpaces: true }),
      WAIT_MS,
      'Format Document',
    );
    assert.ok((edits ?? []).length > 0, 'formatting with 4 spaces re-indents the 2-space example');

    // A syntax error is one problem, HydroCase's JSON-001 (the JSON extension would add "Value expected").
    const broken = new vscode.WorkspaceEdit();
    broken.insert(uri, new vscode.Position(0, 1), '"x": ,');
    assert.equal(await vscode.workspace.applyEdit(broken), true);
    const syntax = await diagnosticOf(uri, 'JSON-001');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Where the value is missing: CASE-002 (cross-file rules skipped) and STG-090 (the key "x") sit elsewhere.
    const atError = vscode.languages.getDiagnostics(uri).filter((d) => d.range.contains(syntax.range.start));
    assert.deepEqual(
      atError.map((d) => `${d.source} ${codeOf(d)}`),
      ['hydrocase JSON-001'],
      describeAll(uri),
    );
    assert.deepEqual(Object.keys(problemsPerSource(uri)), ['hydrocase'], describeAll(uri));
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('"Validate Case" on a case folder (as the Explorer\'s context menu passes it) validates that case', async () => {
    const folder = vscode.Uri.joinPath(caseRoot, EXAMPLE_DIR);
    const results = await withinMs(vscode.commands.executeCommand<CaseStatusMessage[]>('hydrocase.validateCase', folder), WAIT_MS, 'hydrocase.validateCase on a folder');
    assert.deepEqual(
      results?.map((r) => [vscode.Uri.parse(r.caseUri).fsPath, r.state]),
      [[folder.fsPath, 'done']],
    );
    assert.ok(results![0]!.errors > 0, 'the example predates the current spec');
  });

  it('a case copied in from a terminal (cp -r) is validated, and deleted (rm -rf) leaves no problem behind', async () => {
    const root = caseRoot.fsPath;
    // The terminal's commands, run as a terminal would: the editor only sees their effect on the disk.
    const outside = mkdtempSync(join(tmpdir(), 'hydrocase-e2e-source-'));
    const source = join(outside, 'case');
    execFileSync('cp', ['-r', `${root}/.`, source]);
    const copy = join(root, 'copied-case');
    // Settled first: the problems of the case as it is now (the quick fix above saved stages.json).
    await withinMs(vscode.commands.executeCommand('hydrocase.validateCase'), WAIT_MS, 'hydrocase.validateCase');
    const original = problemsUnder(root, copy);
    assert.ok(original.size > 0, 'the fixture case has problems');
    try {
      execFileSync('cp', ['-r', source, copy]);
      const validated = await timeUntil(
        () => JSON.stringify([...problemsUnder(copy)]) === JSON.stringify([...original]),
        DISK_FOLLOW_MS,
        () => `the copy shows ${JSON.stringify([...problemsUnder(copy)])}, the original ${JSON.stringify([...original])}`,
      );
      execFileSync('rm', ['-rf', copy]);
      const cleared = await timeUntil(
        () => problemsUnder(copy).size === 0,
        DISK_FOLLOW_MS,
        () => `the deleted copy still shows ${JSON.stringify([...problemsUnder(copy)])}`,
      );
      assert.deepEqual(problemsUnder(root), original, "the original case's problems are untouched");
      console.log(`disk following in the editor: copy validated after ${validated} ms, deleted copy cleared after ${cleared} ms`);
    } finally {
      rmSync(copy, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
