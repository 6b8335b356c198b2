// Protocol tests, the files the Cobre loader defines (decision D31): config.json and
// initial_conditions.json get live problems while typing, hover, the outline and the rename fix of
// an unknown key, like the eight files of the spec, from the real server process.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CodeAction, DocumentSymbol, Hover, MarkupContent } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { uriOf } from '../support/lsp';
import { codes, path, replaced, text, withServer, writeSmallCase } from './fixture';

const TEST_TIMEOUT_MS = 60_000;

test(
  'typing in initial_conditions.json and config.json publishes their problems for each version; hover, outline and the rename fix answer',
  { timeout: TEST_TIMEOUT_MS },
  async () => {
    const caseDir = writeSmallCase();
    const conditions = path(caseDir, 'initialConditions');
    const config = path(caseDir, 'config');
    await withServer([caseDir], { watchFiles: true }, async (client) => {
      client.open(conditions, text('initialConditions'));
      assert.deepEqual(codes(await client.waitForDiagnostics(conditions, () => true, { version: 1 })), [], 'the generated initial conditions are valid');
      const negative = replaced(text('initialConditions'), '"value_hm3": ', '"value_hm3": -');
      const broken = client.change(conditions, negative);
      const problems = await client.waitForDiagnostics(conditions, () => true, { version: broken });
      assert.deepEqual(codes(problems), ['INI-003']);
      assert.equal(
        problems[0]!.range.start.line,
        negative.split('\n').findIndex((line) => line.includes('"value_hm3": -')),
      );
      const fixed = client.change(conditions, text('initialConditions'));
      assert.deepEqual(codes(await client.waitForDiagnostics(conditions, () => true, { version: fixed })), []);

      const mistyped = replaced(text('config'), '"forward_passes": 1', '"forward_passes": -5, "stoping_mode": "all"');
      client.open(config, mistyped);
      const configProblems = await client.waitForDiagnostics(config, () => true, { version: 1 });
      assert.deepEqual(codes(configProblems).sort(), ['CFG-003', 'CFG-090']);

      const doc = TextDocument.create(uriOf(config), 'json', 1, mistyped);
      const hover = await client.request<Hover | null>('textDocument/hover', {
        textDocument: { uri: doc.uri },
        position: doc.positionAt(mistyped.indexOf('"stopping_rules"') + 1),
      });
      assert.match((hover?.contents as MarkupContent).value, /When training stops/);

      const symbols = await client.request<DocumentSymbol[] | null>('textDocument/documentSymbol', { textDocument: { uri: doc.uri } });
      assert.deepEqual(
        symbols?.map((symbol) => symbol.name),
        ['training', 'simulation', 'modeling'],
      );

      const unknown = configProblems.find((d) => d.code === 'CFG-090')!;
      const actions = await client.request<CodeAction[] | null>('textDocument/codeAction', {
        textDocument: { uri: doc.uri },
        range: unknown.range,
        context: { diagnostics: [unknown] },
      });
      assert.ok(
        actions?.some((action) => action.title === 'Rename "stoping_mode" to "stopping_mode"'),
        JSON.stringify(actions?.map((action) => action.title)),
      );
    });
  },
);
