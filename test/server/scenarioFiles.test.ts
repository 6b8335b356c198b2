// Protocol test, the scenarios/ JSON files (decision D31): a problem typed into correlation.json is
// published at its line for each version, a reference to a missing plant too; go to definition from
// a correlation entity lands on its plant in system/hydros.json; hover and the outline answer. From
// the real server process over the small generated case.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { DocumentSymbol, Hover, Location, MarkupContent } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { uriOf } from '../support/lsp';
import { codes, hasCode, text, withServer, writeSmallCase } from './fixture';

const TEST_TIMEOUT_MS = 60_000;
const CORRELATION = 'scenarios/correlation.json';

test('typing in correlation.json publishes its problems for each version; definition, hover and outline answer', { timeout: TEST_TIMEOUT_MS }, async () => {
  const plants: number[] = JSON.parse(text('hydros')).hydros.map((plant: { id: number }) => plant.id);
  assert.ok(plants.length >= 2, 'the small case has two plants to correlate');
  const [a, b] = plants as [number, number];
  const correlation = (upper: number, lower: number, second = b) =>
    JSON.stringify(
      {
        method: 'spectral',
        profiles: {
          default: {
            correlation_groups: [
              {
                name: 'pair',
                entities: [
                  { type: 'inflow', id: a },
                  { type: 'inflow', id: second },
                ],
                matrix: [
                  [1.0, upper],
                  [lower, 1.0],
                ],
              },
            ],
          },
        },
      },
      null,
      2,
    );
  const caseDir = writeSmallCase();
  const file = join(caseDir, CORRELATION);
  await withServer([caseDir], { watchFiles: true }, async (client) => {
    const valid = correlation(0.5, 0.5);
    client.open(file, valid);
    assert.deepEqual(codes(await client.waitForDiagnostics(file, () => true, { version: 1 })), [], 'a symmetric matrix over two plants is valid');

    const asymmetric = correlation(0.5, 0.4);
    const version = client.change(file, asymmetric);
    const problems = await client.waitForDiagnostics(file, () => true, { version });
    assert.deepEqual(codes(problems), ['SCN-070']);
    const doc = TextDocument.create(uriOf(file), 'json', version, asymmetric);
    assert.equal(doc.getText(problems[0]!.range), '0.5');

    const missing = correlation(0.5, 0.5, 9999);
    const next = client.change(file, missing);
    // The file's own rules answer first; the cross-file rules join the next publication of the version.
    const references = await client.waitForDiagnostics(file, hasCode('REF-120'), { version: next });
    assert.deepEqual(codes(references), ['REF-120']);
    assert.match(references[0]!.message, /names no plant of system\/hydros\.json/);

    const fixed = client.change(file, valid);
    assert.deepEqual(codes(await client.waitForDiagnostics(file, () => true, { version: fixed })), []);
    const current = TextDocument.create(uriOf(file), 'json', fixed, valid);
    const definition = await client.request<Location[] | null>('textDocument/definition', {
      textDocument: { uri: current.uri },
      position: current.positionAt(valid.indexOf(`"id": ${b}`) + 6),
    });
    assert.equal(definition?.[0]?.uri, uriOf(join(caseDir, 'system/hydros.json')));

    const hover = await client.request<Hover | null>('textDocument/hover', {
      textDocument: { uri: current.uri },
      position: current.positionAt(valid.indexOf('"matrix"') + 2),
    });
    assert.match((hover?.contents as MarkupContent).value, /symmetric, 1\.0 on the diagonal/);

    const symbols = await client.request<DocumentSymbol[] | null>('textDocument/documentSymbol', { textDocument: { uri: current.uri } });
    assert.deepEqual(
      symbols?.map((symbol) => symbol.name),
      ['method', 'profiles'],
    );
  });
});
