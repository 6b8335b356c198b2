// Protocol tests, the JSON editing features case files get from HydroCase once they carry the
// cobre-json language (VS Code's JSON extension no longer serves them): Format Document, Format
// Selection (with the user's json.format settings), folding ranges and selection ranges, on the
// small generated case; a JSON file outside any case gets none of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FoldingRange, SelectionRange, TextEdit } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { uriOf, type LspClient, type LspClientOptions } from '../support/lsp';
import { path, text, withServer, writeSmallCase } from './fixture';

const TEST_TIMEOUT_MS = 60_000;
const SPACES_2 = { tabSize: 2, insertSpaces: true };

/** A server on the small case with stages.json open as `content`. */
async function withOpenStages<T>(content: string, options: LspClientOptions, body: (client: LspClient, uri: string) => Promise<T>): Promise<T> {
  const caseDir = writeSmallCase();
  try {
    return await withServer([caseDir], options, async (client) => {
      const file = path(caseDir, 'stages');
      client.open(file, content);
      return body(client, uriOf(file));
    });
  } finally {
    rmSync(caseDir, { recursive: true, force: true });
  }
}

const applied = (content: string, edits: TextEdit[] | null) => TextDocument.applyEdits(TextDocument.create('file:///x.json', 'json', 1, content), edits ?? []);

test('Format Document: a minified stages.json comes back indented as the editor asks; json.format.enable off leaves it', { timeout: TEST_TIMEOUT_MS }, async () => {
  const parsed = JSON.parse(text('stages'));
  const minified = JSON.stringify(parsed);
  await withOpenStages(minified, {}, async (client, uri) => {
    const edits = await client.request<TextEdit[] | null>('textDocument/formatting', { textDocument: { uri }, options: SPACES_2 });
    assert.equal(applied(minified, edits), JSON.stringify(parsed, null, 2));
    const tabs = await client.request<TextEdit[] | null>('textDocument/formatting', {
      textDocument: { uri },
      options: { tabSize: 4, insertSpaces: false, insertFinalNewline: true },
    });
    assert.equal(applied(minified, tabs), `${JSON.stringify(parsed, null, '\t')}\n`);
  });
  await withOpenStages(minified, { otherSections: { json: { format: { enable: false } } } }, async (client, uri) => {
    assert.equal(await client.request('textDocument/formatting', { textDocument: { uri }, options: SPACES_2 }), null);
  });
});

test('Format Selection formats only the range; json.format.keepLines keeps the line breaks', { timeout: TEST_TIMEOUT_MS }, async () => {
  const content = '{"policy_graph":   {"type": "finite_horizon"},\n"stages":   []}';
  const secondLine = { start: { line: 1, character: 0 }, end: { line: 1, character: 14 } };
  await withOpenStages(content, {}, async (client, uri) => {
    const edits = await client.request<TextEdit[] | null>('textDocument/rangeFormatting', { textDocument: { uri }, options: SPACES_2, range: secondLine });
    assert.equal(applied(content, edits), '{"policy_graph":   {"type": "finite_horizon"},\n"stages": []}');
  });
  await withOpenStages(content, { otherSections: { json: { format: { keepLines: true } } } }, async (client, uri) => {
    const edits = await client.request<TextEdit[] | null>('textDocument/formatting', { textDocument: { uri }, options: SPACES_2 });
    assert.equal(applied(content, edits), '{ "policy_graph": { "type": "finite_horizon" },\n  "stages": [ ] }');
  });
});

test('folding ranges and selection ranges of stages.json', { timeout: TEST_TIMEOUT_MS }, async () => {
  const content = text('stages');
  const lines = content.split('\n');
  await withOpenStages(content, {}, async (client, uri) => {
    const folds = await client.request<FoldingRange[] | null>('textDocument/foldingRange', { textDocument: { uri } });
    assert.ok(folds && folds.length > 12, JSON.stringify(folds));
    // The whole file folds to the line before its closing brace; "stages": [ folds to before its ].
    const closing = lines.findLastIndex((line) => line.trim() === '}');
    assert.deepEqual(folds[0], { startLine: 0, endLine: closing - 1 });
    const stagesLine = lines.findIndex((line) => line.startsWith('  "stages": ['));
    assert.ok(
      folds.some((f) => f.startLine === stagesLine && lines[f.endLine + 1]!.trim().startsWith(']')),
      `a fold at line ${stagesLine}`,
    );

    const idLine = lines.findIndex((line) => line.includes('"id": 0'));
    const [selection] = (await client.request<SelectionRange[] | null>('textDocument/selectionRange', {
      textDocument: { uri },
      positions: [{ line: idLine, character: lines[idLine]!.indexOf('0') }],
    }))!;
    const doc = TextDocument.create(uri, 'json', 1, content);
    assert.equal(doc.getText(selection!.range), '0');
    assert.equal(doc.getText(selection!.parent!.range), '"id": 0');
  });
});

test('a JSON file outside any case gets no formatting, folding or selection from HydroCase', { timeout: TEST_TIMEOUT_MS }, async () => {
  const folder = mkdtempSync(join(tmpdir(), 'hydrocase-not-a-case-'));
  try {
    mkdirSync(join(folder, 'app'));
    const file = join(folder, 'app', 'config.json');
    writeFileSync(file, '{"a":1}');
    await withServer([folder], {}, async (client) => {
      client.open(file, '{"a":1}');
      const textDocument = { uri: uriOf(file) };
      assert.equal(await client.request('textDocument/formatting', { textDocument, options: SPACES_2 }), null);
      assert.equal(await client.request('textDocument/foldingRange', { textDocument }), null);
      assert.equal(await client.request('textDocument/selectionRange', { textDocument, positions: [{ line: 0, character: 1 }] }), null);
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
