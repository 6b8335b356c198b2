// Formatting, folding and smart selection of a case JSON file: the editor features VS Code's JSON
// extension gave case files before they got the cobre-json language (shared/services/formatting,
// folding, selectionRanges). Pure functions of the text.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { formatJson, type FormattingEdit } from '../../shared/services/formatting';
import { foldingRanges } from '../../shared/services/folding';
import { selectionRanges, type SelectionRangeResult } from '../../shared/services/selectionRanges';
import { createScanner, type SyntaxKind } from 'jsonc-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { examplesDir } from '../support/cli';

function applied(text: string, edits: FormattingEdit[]): string {
  const document = TextDocument.create('file:///x.json', 'json', 1, text);
  return TextDocument.applyEdits(
    document,
    edits.map((e) => ({ range: { start: document.positionAt(e.offset), end: document.positionAt(e.offset + e.length) }, newText: e.newText })),
  );
}

describe('formatJson', () => {
  const messy = '{"stages":[{"id":0,\n"blocks":[{"id":0,"hours":744}]}],"x":true}';

  test('formats the whole file with the editor tab size, spaces or tabs', () => {
    assert.equal(
      applied(messy, formatJson(messy, { tabSize: 2, insertSpaces: true })),
      '{\n  "stages": [\n    {\n      "id": 0,\n      "blocks": [\n        {\n          "id": 0,\n          "hours": 744\n        }\n      ]\n    }\n  ],\n  "x": true\n}',
    );
    assert.equal(applied('{"a":[1]}', formatJson('{"a":[1]}', { tabSize: 4, insertSpaces: false })), '{\n\t"a": [\n\t\t1\n\t]\n}');
  });

  test('an already formatted file needs no edit; Windows line breaks are kept', () => {
    const formatted = '{\n  "a": 1\n}';
    assert.deepEqual(formatJson(formatted, { tabSize: 2, insertSpaces: true }), []);
    assert.equal(applied('{"a":1}\r\n', formatJson('{"a":1}\r\n', { tabSize: 2, insertSpaces: true })), '{\r\n  "a": 1\r\n}');
  });

  test('keepLines keeps the line breaks of the text; insertFinalNewline ends the file with one', () => {
    const text = '{"a": 1, "b": 2,\n"c": 3}';
    assert.equal(applied(text, formatJson(text, { tabSize: 2, insertSpaces: true, keepLines: true })), '{ "a": 1, "b": 2,\n  "c": 3 }');
    assert.equal(applied(text, formatJson(text, { tabSize: 2, insertSpaces: true, insertFinalNewline: true })), '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}\n');
  });

  test('a range formats only inside itself', () => {
    const text = '{\n"a":   1,\n"b":   2\n}';
    const line2 = text.indexOf('"b"');
    assert.equal(applied(text, formatJson(text, { tabSize: 2, insertSpaces: true }, { offset: line2, length: '"b":   2'.length })), '{\n"a":   1,\n"b": 2\n}');
  });
});

describe('foldingRanges', () => {
  test('objects and arrays two or more lines apart fold to the line before their closing bracket', () => {
    const text = ['{', '  "stages": [', '    {"id": 0, "blocks": [1, 2]},', '    {', '      "id": 1', '    }', '  ],', '  "short": {', '  }', '}'].join('\n');
    assert.deepEqual(foldingRanges(text), [
      { startLine: 0, endLine: 8 },
      { startLine: 1, endLine: 5 },
      { startLine: 3, endLine: 4 },
    ]);
  });

  test('of two brackets opened on one line, only the inner range is kept; a broken file still folds what is complete', () => {
    assert.deepEqual(foldingRanges('[{\n  "a": 1,\n  "b": 2\n}]'), [{ startLine: 0, endLine: 2 }]);
    assert.deepEqual(foldingRanges('{\n  "a": [\n    1,\n    2\n  ],\n  "b": {\n    "c": \n'), [{ startLine: 1, endLine: 3 }]);
    assert.deepEqual(foldingRanges(''), []);
  });

  test('comments, strings holding brackets, CR LF and lone CR line breaks', () => {
    const text = ['{ // {', '  "a": "[{",\r', '  /* [', '  { */', '  "b": [', '    "\\"]"', '  ]', '}'].join('\r\n');
    assert.deepEqual(foldingRanges(text), [
      { startLine: 0, endLine: 7 },
      { startLine: 5, endLine: 6 },
    ]);
  });

  test("the same ranges as jsonc-parser's scanner finds, on the Cobre examples and on thousands of damaged copies of them", () => {
    const texts = jsonFilesUnder(examplesDir).map((file) => readFileSync(file, 'utf8'));
    assert.ok(texts.length > 20, 'the examples were found');
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pieces = ['{', '}', '[', ']', '"', '\\', '\n', '\r\n', '\r', '/', '*', '//', '/*', '*/', ' ', 'x', '1'];
    let compared = 0;
    for (let round = 0; round < 3000; round++) {
      let text = texts[round % texts.length]!.slice(0, 4000);
      for (let edits = Math.floor(random() * 6); edits > 0; edits--) {
        const at = Math.floor(random() * (text.length + 1));
        text = text.slice(0, at) + pieces[Math.floor(random() * pieces.length)] + text.slice(at + Math.floor(random() * 3));
      }
      if (/\\[\r\n]/.test(text)) continue; // a backslash before a line break: the one difference, on purpose (see folding.ts)
      assert.deepEqual(foldingRanges(text), scannerFoldingRanges(text), JSON.stringify(text));
      compared++;
    }
    assert.ok(compared > 2000, `${compared} texts compared`);
  });
});

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsonFilesUnder(path) : name.endsWith('.json') ? [path] : [];
  });
}

/** The reference: the ranges from jsonc-parser's scanner, as folding.ts computed them before its own pass. */
function scannerFoldingRanges(text: string): Array<{ startLine: number; endLine: number }> {
  const [openBrace, closeBrace, openBracket, closeBracket, eof] = [1, 2, 3, 4, 17] as SyntaxKind[];
  const ranges: Array<{ startLine: number; endLine: number }> = [];
  const open: Array<{ kind: SyntaxKind; line: number }> = [];
  const scanner = createScanner(text, false);
  let lastStart = -1;
  for (let token = scanner.scan(); token !== eof; token = scanner.scan()) {
    if (token === openBrace || token === openBracket) open.push({ kind: token, line: scanner.getTokenStartLine() });
    else if (token === closeBrace || token === closeBracket) {
      if (open.at(-1)?.kind !== (token === closeBrace ? openBrace : openBracket)) continue;
      const { line: startLine } = open.pop()!;
      const closeLine = scanner.getTokenStartLine();
      if (closeLine > startLine + 1 && startLine !== lastStart) {
        ranges.push({ startLine, endLine: closeLine - 1 });
        lastStart = startLine;
      }
    }
  }
  return ranges.sort((a, b) => a.startLine - b.startLine);
}

describe('selectionRanges', () => {
  const text = '{\n  "stages": [\n    {"id": 0, "name": "PEAK"}\n  ]\n}';
  const chain = (result: SelectionRangeResult) => {
    const out: string[] = [];
    const doc = TextDocument.create('file:///x.json', 'json', 1, text);
    for (let r: SelectionRangeResult | undefined = result; r; r = r.parent) out.push(doc.getText(r.range));
    return out;
  };

  test('from the value at the cursor out to the whole file, each range inside the next', () => {
    const [result] = selectionRanges(text, [{ line: 2, character: 24 }]); // inside "PEAK"
    assert.deepEqual(chain(result!), [
      'PEAK',
      '"PEAK"',
      '"name": "PEAK"',
      '"id": 0, "name": "PEAK"',
      '{"id": 0, "name": "PEAK"}',
      '\n    {"id": 0, "name": "PEAK"}\n  ',
      '[\n    {"id": 0, "name": "PEAK"}\n  ]',
      '"stages": [\n    {"id": 0, "name": "PEAK"}\n  ]',
      text.slice(1, -1),
      text,
    ]);
  });

  test('a number; an empty file gets its empty range', () => {
    const [result] = selectionRanges(text, [{ line: 2, character: 12 }]); // on 0
    assert.deepEqual(chain(result!).slice(0, 2), ['0', '"id": 0']);
    assert.deepEqual(selectionRanges('', [{ line: 0, character: 0 }]), [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } }]);
  });
});
