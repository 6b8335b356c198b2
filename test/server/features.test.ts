// Protocol tests, editor features: hover, completion, definition, references, document symbols,
// code actions and inlay hints over LSP against the real server, on the small generated case bent
// in one place. Positions are found by searching the text, so the tests follow the generator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CodeAction, CompletionItem, CompletionList, DocumentSymbol, Hover, InlayHint, Location, MarkupContent, Position, Range, TextEdit } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { uriOf, type LspClient, type LspClientOptions, type LspDiagnostic } from '../support/lsp';
import { codes, path, replaced, text, withServer, writeSmallCase, CASE_FILES } from './fixture';

const TEST_TIMEOUT_MS = 60_000;
const LSP_PROPERTY = 10;
const LSP_ENUM_MEMBER = 20;
const LSP_EVENT = 24;
/** The generated case writes each stage's season_id explicitly: without it, stage 0's season is derived (January). */
const EXPLICIT_SEASON_OF_STAGE_0 = '"season_id": 0,\n';
const STAGE_0_END = '"end_date": "2025-02-01"';
const OLDER_OPENINGS = '"num_scenarios": 10';
const CURRENT_OPENINGS = '"num_openings": 10';

/** A case file as the editor holds it: its text, and positions in it by search. */
class OpenFile {
  readonly doc: TextDocument;
  constructor(
    readonly path: string,
    readonly text: string,
  ) {
    this.doc = TextDocument.create(uriOf(path), 'json', 1, text);
  }

  get uri(): string {
    return this.doc.uri;
  }

  /** The offset `at` characters into the `nth` occurrence of `needle` (throws when it is absent, so a test cannot silently test nothing). */
  offsetOf(needle: string, at = 1, nth = 0): number {
    let offset = -1;
    for (let k = 0; k <= nth; k++) {
      offset = this.text.indexOf(needle, offset + 1);
      if (offset < 0) throw new Error(`"${needle}" (occurrence ${k}) is not in ${this.path}`);
    }
    return offset + at;
  }

  positionOf(needle: string, at = 1, nth = 0): Position {
    return this.doc.positionAt(this.offsetOf(needle, at, nth));
  }

  /** The range of `needle` itself (its `nth` occurrence). */
  rangeOf(needle: string, nth = 0): Range {
    const start = this.offsetOf(needle, 0, nth);
    return { start: this.doc.positionAt(start), end: this.doc.positionAt(start + needle.length) };
  }

  textAt(range: Range): string {
    return this.doc.getText(range);
  }

  lineAt(position: Position): string {
    return this.doc.getText({ start: { line: position.line, character: 0 }, end: { line: position.line + 1, character: 0 } }).trim();
  }
}

/** The case file `file` of `caseDir` with `content` (the generated text by default). */
function caseFile(caseDir: string, file: keyof typeof CASE_FILES, content = text(file)): OpenFile {
  return new OpenFile(path(caseDir, file), content);
}

/** A server on the case, the files opened, and the case's first validation finished (the services read it). */
async function withOpenCase<T>(caseDir: string, files: OpenFile[], options: LspClientOptions, body: (client: LspClient) => Promise<T>): Promise<T> {
  return withServer([caseDir], { watchFiles: true, ...options }, async (client) => {
    for (const file of files) client.open(file.path, file.text);
    const status = await client.waitForStatus(caseDir);
    assert.equal(status.state, 'done', JSON.stringify(status));
    return body(client);
  });
}

const textDocument = (file: OpenFile) => ({ textDocument: { uri: file.uri } });
const WHOLE_FILE: Range = { start: { line: 0, character: 0 }, end: { line: 100_000, character: 0 } };

function hints(client: LspClient, file: OpenFile, range: Range = WHOLE_FILE): Promise<InlayHint[]> {
  return client.request<InlayHint[]>('textDocument/inlayHint', { ...textDocument(file), range });
}

/** The text each hint follows on its line, with the hint's label. */
function placed(file: OpenFile, found: readonly InlayHint[]): Array<[string, InlayHint['label']]> {
  return found.map((hint) => [file.textAt({ start: { line: hint.position.line, character: 0 }, end: hint.position }).trim(), hint.label]);
}

function tooltipOf(hint: InlayHint | undefined): string {
  return typeof hint?.tooltip === 'string' ? hint.tooltip : (hint?.tooltip?.value ?? '');
}

/** The plain text edit of a completion item (ours never use insert/replace edits). */
function textEditOf(item: CompletionItem): TextEdit | undefined {
  return item.textEdit && 'range' in item.textEdit ? item.textEdit : undefined;
}

/** What VS Code sends with a code action request: the file's published diagnostics that touch the range. */
function diagnosticsTouching(diagnostics: readonly LspDiagnostic[], range: Range): LspDiagnostic[] {
  const before = (a: Position, b: Position) => a.line < b.line || (a.line === b.line && a.character <= b.character);
  return diagnostics.filter((d) => before(d.range.start, range.end) && before(range.start, d.range.end));
}

/** Applies a code action's edits to the open file (as the editor would) and returns the new version. */
function applyAction(client: LspClient, file: OpenFile, action: CodeAction): number {
  const edits = action.edit?.changes?.[file.uri];
  assert.ok(edits?.length, `${action.title} has no edit for ${file.uri}: ${JSON.stringify(action.edit)}`);
  return client.change(file.path, TextDocument.applyEdits(file.doc, edits));
}

test("hover on a stages.json key: the field's meaning, unit and rule linked to its page, then the stage's resolved facts, over the key", { timeout: TEST_TIMEOUT_MS }, async () => {
  const caseDir = writeSmallCase();
  const stages = caseFile(caseDir, 'stages');
  await withOpenCase(caseDir, [stages], {}, async (client) => {
    const hover = await client.request<Hover | null>('textDocument/hover', { ...textDocument(stages), position: stages.positionOf('"hours"') });
    assert.ok(hover, 'a hover on "hours"');
    const contents = hover.contents as MarkupContent;
    assert.equal(contents.kind, 'markdown');
    const md = contents.value;
    assert.match(md, /\*\*`hours`\*\* · `stages\[0\]\.blocks\[0\]\.hours` · stages\.json/);
    assert.match(md, /How many hours of the stage the block represents\./);
    assert.match(md, /unit h/);
    assert.match(md, /\[STG-037\]\(file:\/\/[^)]*\/rules\/STG-037\.md /, 'the rule id links to its generated page');
    assert.match(md, /\*\*Stage 0\*\*/);
    assert.match(md, /season: 0 \(January\), explicit season_id/);
    assert.deepEqual(hover.range, stages.rangeOf('"hours"'));

    // Between two members there is nothing to explain.
    const gap = await client.request('textDocument/hover', { ...textDocument(stages), position: { line: 0, character: 0 } });
    assert.equal(gap, null);
  });
});

test("completion in a stage object offers the keys it lacks (prefilled snippets), not those it has; in a value, the enum's values", { timeout: TEST_TIMEOUT_MS }, async () => {
  const caseDir = writeSmallCase();
  // Stage 0 loses its season_id line; the cursor sits on the blank line left behind.
  const stages = caseFile(caseDir, 'stages', replaced(text('stages'), EXPLICIT_SEASON_OF_STAGE_0, '\n'));
  await withOpenCase(caseDir, [stages], {}, async (client) => {
    const blankLine = stages.offsetOf(`${STAGE_0_END},\n`, `${STAGE_0_END},\n`.length) + '      '.length;
    const keys = await client.request<CompletionList | null>('textDocument/completion', { ...textDocument(stages), position: stages.doc.positionAt(blankLine) });
    assert.ok(keys, 'completions inside a stage object');
    const labels = keys.items.map((item) => item.label);
    const season = keys.items.find((item) => item.label === 'season_id');
    assert.ok(season, `season_id offered: ${labels}`);
    assert.equal(season.kind, LSP_PROPERTY);
    assert.equal(season.insertTextFormat, 2, 'a snippet');
    assert.match(textEditOf(season)?.newText ?? season.insertText ?? '', /^"season_id": \$\{1:[^}]*\},?$/);
    for (const present of ['start_date', 'end_date', 'blocks', 'num_openings']) assert.ok(!labels.includes(present), `${present} is already there: ${labels}`);

    const values = await client.request<CompletionList | null>('textDocument/completion', {
      ...textDocument(stages),
      position: stages.positionOf('"sampling_method": "qmc_halton"', '"sampling_method": "q'.length),
    });
    assert.ok(values, 'completions in the sampling_method value');
    assert.deepEqual(new Set(values.items.map((item) => item.kind)), new Set([LSP_ENUM_MEMBER]));
    const valueLabels = values.items.map((item) => item.label);
    for (const method of ['saa', 'lhs', 'qmc_sobol', 'qmc_halton']) assert.ok(valueLabels.includes(method), `${method} offered: ${valueLabels}`);
    const halton = values.items.find((item) => item.label === 'qmc_halton')!;
    assert.deepEqual(textEditOf(halton)?.range, stages.rangeOf('"qmc_halton"'), 'the item replaces the whole string value');
  });
});

test(
  'definition and references: a hydro_id of a production model leads to the plant in system/hydros.json and to every JSON place naming it',
  { timeout: TEST_TIMEOUT_MS },
  async () => {
    const caseDir = writeSmallCase();
    const models = caseFile(caseDir, 'productionModels');
    const hydros = caseFile(caseDir, 'hydros');
    await withOpenCase(caseDir, [models], {}, async (client) => {
      const onId = { ...textDocument(models), position: models.positionOf('"hydro_id": 1', '"hydro_id": 1'.length - 1) };
      const definition = await client.request<Location[] | null>('textDocument/definition', onId);
      // The plant with id 1 is the one named H001: its `"id": 1`, at the digit.
      const idOfH001 = hydros.offsetOf('"id": 1,', '"id": '.length);
      const declaration: Location = { uri: hydros.uri, range: { start: hydros.doc.positionAt(idOfH001), end: hydros.doc.positionAt(idOfH001 + 1) } };
      assert.ok(hydros.text.indexOf('"name": "H001"') > idOfH001, "the fixture's plant 1 is H001");
      assert.deepEqual(definition, [declaration]);

      const describe = (locations: Location[] | null) =>
        (locations ?? [])
          .map(({ uri, range }) => `${uri === hydros.uri ? 'hydros' : uri === models.uri ? 'models' : uri}: ${(uri === hydros.uri ? hydros : models).lineAt(range.start)}`)
          .sort();
      const withDeclaration = await client.request<Location[] | null>('textDocument/references', { ...onId, context: { includeDeclaration: true } });
      assert.deepEqual(describe(withDeclaration), ['hydros: "downstream_id": 1,', 'hydros: "id": 1,', 'models: "hydro_id": 1,']);
      assert.deepEqual(withDeclaration![0], declaration, 'the declaration comes first');
      const usagesOnly = await client.request<Location[] | null>('textDocument/references', { ...onId, context: { includeDeclaration: false } });
      assert.deepEqual(describe(usagesOnly), ['hydros: "downstream_id": 1,', 'models: "hydro_id": 1,']);
    });
  },
);

test('document symbols: the outline of stages.json, each stage with its dates and season', { timeout: TEST_TIMEOUT_MS }, async () => {
  const caseDir = writeSmallCase();
  const stages = caseFile(caseDir, 'stages');
  await withOpenCase(caseDir, [stages], {}, async (client) => {
    const symbols = await client.request<DocumentSymbol[] | null>('textDocument/documentSymbol', textDocument(stages));
    assert.ok(symbols);
    assert.deepEqual(
      symbols.map((s) => s.name),
      ['policy_graph', 'season_definitions', 'pre_study_stages', 'stages'],
    );
    const study = symbols.find((s) => s.name === 'stages')!;
    assert.equal(study.detail, '12 study stages');
    assert.deepEqual(
      study.children!.map((s) => s.name),
      Array.from({ length: 12 }, (_, i) => `stage ${i}`),
    );
    const first = study.children![0]!;
    assert.equal(first.kind, LSP_EVENT);
    assert.equal(first.detail, '2025-01-01 → 2025-02-01 · season 0 January');
    assert.match(stages.textAt(first.range), /^\{\s+"id": 0,[\s\S]*"sampling_method": "saa"\s+\}$/, 'the range is the stage object');
    assert.deepEqual(
      first.children!.map((s) => `${s.name}: ${s.detail}`),
      ['block 0 (SINGLE): 744 h'],
    );
  });
});

test('document symbols: the outline of one text follows a validation that lands, and then an edit', { timeout: TEST_TIMEOUT_MS }, async () => {
  const derived = replaced(text('stages'), EXPLICIT_SEASON_OF_STAGE_0, '');
  const caseDir = writeSmallCase({ [CASE_FILES.stages]: derived });
  const stages = caseFile(caseDir, 'stages', derived);
  const stage0 = async (client: LspClient) => {
    const symbols = await client.request<DocumentSymbol[] | null>('textDocument/documentSymbol', textDocument(stages));
    return symbols?.find((s) => s.name === 'stages')?.children?.[0]?.detail;
  };
  // Validation off: nothing has derived stage 0's season yet.
  await withServer([caseDir], { watchFiles: true, settings: { enable: false } }, async (client) => {
    client.open(stages.path, stages.text);
    assert.equal(await stage0(client), '2025-01-01 → 2025-02-01');
    assert.equal(await stage0(client), '2025-01-01 → 2025-02-01', 'asked again: the same outline');
    client.changeSettings({ enable: true });
    await client.waitFor(() => client.statuses.find((s) => s.caseRoot === caseDir && s.state === 'done'), undefined, 'the first validation');
    assert.equal(await stage0(client), '2025-01-01 → 2025-02-01 · season 0 January, from start_date', 'the same text, a validation since');
    client.edit(stages.path, stages.offsetOf(STAGE_0_END, STAGE_0_END.length), 0, ', "season_id": 1');
    assert.match((await stage0(client)) ?? '', /· season 1 February$/, 'the edited text');
  });
});

test('code actions: an older key is one problem (STG-039 on the key, D1) whose quick fix renames it; applied, nothing is left', { timeout: TEST_TIMEOUT_MS }, async () => {
  const older = replaced(text('stages'), CURRENT_OPENINGS, OLDER_OPENINGS);
  const caseDir = writeSmallCase({ [CASE_FILES.stages]: older });
  const stages = caseFile(caseDir, 'stages', older);
  await withOpenCase(caseDir, [stages], {}, async (client) => {
    const published = await client.waitForDiagnostics(stages.path, (d) => d.some((x) => x.code === 'STG-039'), { version: 1 });
    assert.deepEqual(codes(published), ['STG-039']);
    const unknownKey = published.find((d) => d.code === 'STG-039')!;
    assert.deepEqual(unknownKey.range, stages.rangeOf('"num_scenarios"'), 'the problem sits on the older key');
    const sent = diagnosticsTouching(published, unknownKey.range);
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', { ...textDocument(stages), range: unknownKey.range, context: { diagnostics: sent } });
    const rename = actions.find((a) => a.title === 'Rename "num_scenarios" to "num_openings" (its current name)');
    assert.ok(rename, `offered: ${JSON.stringify(actions.map((a) => a.title))}`);
    assert.equal(rename.kind, 'quickfix');
    assert.equal(rename.isPreferred, true);
    assert.ok(
      rename.diagnostics?.some((d) => d.code === 'STG-039'),
      'the fix names the diagnostic it fixes',
    );
    assert.ok(!actions.some((a) => a.title.startsWith('Remove')), 'no removal beside the rename');
    assert.deepEqual(rename.edit?.changes, { [stages.uri]: [{ range: stages.rangeOf('"num_scenarios"'), newText: '"num_openings"' }] });

    // Kinds follow `only`: nothing for a refactoring request.
    assert.deepEqual(await client.request('textDocument/codeAction', { ...textDocument(stages), range: unknownKey.range, context: { diagnostics: sent, only: ['refactor'] } }), []);

    const version = applyAction(client, stages, rename);
    assert.equal(client.textOf(stages.path), text('stages'), 'the fix restores the current key');
    const after = await client.waitForDiagnostics(stages.path, () => true, { version });
    assert.deepEqual(codes(after), [], 'no problem left, none added');
  });
});

test('code actions: an older key on two stages is one problem (D1 amended), whose fix and source.fixAll.hydrocase rename both', { timeout: TEST_TIMEOUT_MS }, async () => {
  // Two stages with the older key: one problem, listing both places.
  const older = replaced(replaced(text('stages'), CURRENT_OPENINGS, OLDER_OPENINGS), CURRENT_OPENINGS, OLDER_OPENINGS);
  const caseDir = writeSmallCase({ [CASE_FILES.stages]: older });
  const stages = caseFile(caseDir, 'stages', older);
  await withOpenCase(caseDir, [stages], {}, async (client) => {
    const published = await client.waitForDiagnostics(stages.path, (d) => d.some((x) => x.code === 'STG-039'), { version: 1 });
    const problem = published.find((x) => x.code === 'STG-039')!;
    assert.match(problem.message, /"num_scenarios" is the older name of "num_openings", on 2 stages: rename them/);
    assert.equal(problem.relatedInformation?.length, 1, 'the other place is a related location');
    assert.equal((problem.data as { paths?: string[] }).paths?.length, 2);
    const quick = await client.request<CodeAction[]>('textDocument/codeAction', { ...textDocument(stages), range: problem.range, context: { diagnostics: [problem] } });
    const renameBoth = quick.find((a) => a.title === 'Rename "num_scenarios" to "num_openings" on 2 stages (its current name)');
    assert.equal(renameBoth?.edit?.changes?.[stages.uri]?.length, 2, `offered: ${JSON.stringify(quick.map((a) => a.title))}`);
    const nowhere: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      ...textDocument(stages),
      range: nowhere,
      context: { diagnostics: [], only: ['source.fixAll'] },
    });
    assert.deepEqual(
      actions.map((a) => a.kind),
      ['source.fixAll.hydrocase'],
    );
    const [fixAll] = actions;
    assert.match(fixAll!.title, /^Fix all safe problems in this file: rename older keys to their current names \(1\)$/);
    assert.equal(fixAll!.edit?.changes?.[stages.uri]?.length, 2);
    assert.deepEqual(codes(published), ['STG-039'], 'one problem per older key and file (D1)');

    const version = applyAction(client, stages, fixAll!);
    assert.equal(client.textOf(stages.path), text('stages'));
    assert.deepEqual(codes(await client.waitForDiagnostics(stages.path, () => true, { version })), []);
  });
});

test("inlay hints: each stage's derived season and duration after its dates, and where an open-ended production-model range ends", { timeout: TEST_TIMEOUT_MS }, async () => {
  const withoutSeason = replaced(text('stages'), EXPLICIT_SEASON_OF_STAGE_0, '');
  const caseDir = writeSmallCase({ [CASE_FILES.stages]: withoutSeason });
  const stages = caseFile(caseDir, 'stages', withoutSeason);
  const models = caseFile(caseDir, 'productionModels');
  await withOpenCase(caseDir, [stages, models], {}, async (client) => {
    const all = await hints(client, stages);
    assert.equal(all.length, 12, 'one hint per study stage (none for the pre-study stages)');
    assert.deepEqual(placed(stages, all.slice(0, 2)), [
      [STAGE_0_END, 'January · 31 d'],
      ['"end_date": "2025-03-01"', '28 d'],
    ]);
    assert.match(tooltipOf(all[0]), /season 0, derived from start_date/);
    assert.deepEqual(all[0]!.position, stages.positionOf(STAGE_0_END, STAGE_0_END.length), 'right after the end date');

    // Only the hints of the lines asked for.
    const stage0Line = stages.positionOf(STAGE_0_END).line;
    const visible = await hints(client, stages, { start: { line: stage0Line, character: 0 }, end: { line: stage0Line + 1, character: 0 } });
    assert.deepEqual(
      visible.map((h) => h.label),
      ['January · 31 d'],
    );

    const open = await hints(client, models);
    assert.deepEqual(placed(models, open), [['"end_stage_id": null', '→ stage 11']]);
    assert.match(tooltipOf(open[0]), /runs from stage 10 to the last study stage id, 11/);
  });
});

test('inlay hints: none while hydrocase.inlayHints.enable is false; they come back when it is turned on', { timeout: TEST_TIMEOUT_MS }, async () => {
  const caseDir = writeSmallCase();
  const stages = caseFile(caseDir, 'stages');
  await withOpenCase(caseDir, [stages], { settings: { inlayHints: { enable: false } } }, async (client) => {
    assert.deepEqual(await hints(client, stages), []);
    client.changeSettings({ inlayHints: { enable: true } });
    // The server pulls the new settings after the notification: ask until they have landed.
    const deadline = Date.now() + 10_000;
    let found: InlayHint[] = [];
    while (found.length === 0 && Date.now() < deadline) {
      found = await hints(client, stages);
      if (found.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(found.length, 12, 'the hints return with the setting');
  });
});

test('a JSON file that is not a case file gets no hover, completion, navigation, symbols, code actions or hints', { timeout: TEST_TIMEOUT_MS }, async () => {
  const caseDir = writeSmallCase();
  const elsewhere = mkdtempSync(join(tmpdir(), 'hydrocase-not-a-case-'));
  try {
    // The text of a stages.json, so only the file's place can be why nothing is offered.
    const outside = new OpenFile(join(elsewhere, 'other.json'), text('stages'));
    const besideCase = new OpenFile(join(caseDir, 'notes.json'), text('stages'));
    const stages = caseFile(caseDir, 'stages');
    for (const file of [outside, besideCase]) writeFileSync(file.path, file.text);
    await withServer([caseDir, elsewhere], { watchFiles: true }, async (client) => {
      for (const file of [stages, outside, besideCase]) client.open(file.path, file.text);
      await client.waitForStatus(caseDir);
      const at = (file: OpenFile) => ({ ...textDocument(file), position: file.positionOf('"hours"') });
      const answers = async (file: OpenFile) => ({
        hover: await client.request('textDocument/hover', at(file)),
        completion: await client.request('textDocument/completion', {
          ...textDocument(file),
          position: file.positionOf('"sampling_method": "qmc_halton"', '"sampling_method": "q'.length),
        }),
        definition: await client.request('textDocument/definition', { ...textDocument(file), position: file.positionOf('"source_id": 0', '"source_id": '.length) }),
        references: await client.request('textDocument/references', { ...at(file), context: { includeDeclaration: true } }),
        symbols: await client.request('textDocument/documentSymbol', textDocument(file)),
        codeActions: await client.request('textDocument/codeAction', {
          ...textDocument(file),
          range: WHOLE_FILE,
          context: { diagnostics: [], only: ['quickfix', 'source.fixAll'] },
        }),
        inlayHints: await hints(client, file),
      });
      const nothing = { hover: null, completion: null, definition: null, references: null, symbols: null, codeActions: [], inlayHints: [] };
      assert.deepEqual(await answers(outside), nothing, 'a JSON file outside any case');
      assert.deepEqual(await answers(besideCase), nothing, 'a JSON file in a case folder that the case does not read');
      // The same requests on the case's own stages.json do answer.
      const inCase = await answers(stages);
      assert.ok(inCase.hover && inCase.completion && inCase.definition && inCase.symbols, JSON.stringify(inCase).slice(0, 500));
      assert.equal((inCase.inlayHints as InlayHint[]).length, 12);
      assert.equal(client.diagnosticsOf(outside.path), undefined, 'no problems published for a file outside any case');
    });
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
});

test('code actions with a malformed diagnostics list answer an empty list, and the server keeps answering', { timeout: TEST_TIMEOUT_MS }, async () => {
  const caseDir = writeSmallCase();
  const stages = caseFile(caseDir, 'stages');
  await withOpenCase(caseDir, [stages], {}, async (client) => {
    for (const diagnostics of [[null], 'x', [{ source: 'hydrocase' }], [{ source: 'hydrocase', code: 'STG-090', range: null, data: 'garbage' }]]) {
      const actions = await client.request<CodeAction[]>('textDocument/codeAction', { ...textDocument(stages), range: WHOLE_FILE, context: { diagnostics } });
      assert.deepEqual(actions, [], JSON.stringify(diagnostics));
    }
    const hover = await client.request<Hover | null>('textDocument/hover', { ...textDocument(stages), position: stages.positionOf('"hours"', 2) });
    assert.ok(hover, 'the server still answers');
  });
});
