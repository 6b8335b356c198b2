// Protocol tests, constraints/ (decision D31) from the real server process: a constraints table
// opens in the table view with its problem on its cell; generic_constraints.json gets its problems
// while typing, and go to definition from a term's id lands on the thermal it names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Location } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { uriOf } from '../support/lsp';
import { parquetBytes } from '../support/parquet';
import { codes, hasCode, withServer, writeSmallCase } from './fixture';
import { TABLE_PAGE_REQUEST, type TablePage } from '../../server/protocol/tableViewProtocol';
import { join } from 'node:path';

const TEST_TIMEOUT_MS = 60_000;
const BOUNDS = 'constraints/thermal_bounds.parquet';
const GENERIC = 'constraints/generic_constraints.json';

test(
  'a constraints table in the table view carries its problem on its cell; a generic constraint gets live problems and go to definition',
  { timeout: TEST_TIMEOUT_MS },
  async () => {
    const caseDir = writeSmallCase({
      [BOUNDS]: parquetBytes([
        { name: 'thermal_id', type: 'Int32', values: [0, 0, 0] },
        { name: 'stage_id', type: 'Int32', values: [0, 1, 2] },
        { name: 'cost_per_mwh', type: 'Float64', values: [10, -4, 12] },
      ]),
    });
    const thermalsText = readFileSync(join(caseDir, 'system/thermals.json'), 'utf8');
    const bounds = join(caseDir, BOUNDS);
    const generic = join(caseDir, GENERIC);
    await withServer([caseDir], { watchFiles: true }, async (client) => {
      await client.waitForDiagnostics(bounds, hasCode('CON-004'));
      const page = await client.request<TablePage>(TABLE_PAGE_REQUEST, { uri: uriOf(bounds), start: 0, count: 3, withProblems: true });
      const problem = page.problems!.findIndex((p) => p.code === 'CON-004');
      assert.ok(problem >= 0);
      assert.deepEqual(page.rows[1]!.problems, [{ problem, column: 'cost_per_mwh' }]);
      assert.ok([0, 2].every((row) => page.rows[row]!.problems.length === 0));

      const text = '{ "constraints": [{ "id": 0, "name": "cap", "expression": "thermal_generation(0) + thermal_generation(99)", "sense": "<=", "slack": { "enabled": false } }] }';
      client.open(generic, text);
      const problems = await client.waitForDiagnostics(generic, hasCode('REF-144'));
      assert.deepEqual(codes(problems), ['REF-144']);
      const doc = TextDocument.create(uriOf(generic), 'json', 1, text);
      assert.equal(doc.getText(problems[0]!.range), '99');
      const onId = doc.positionAt(text.indexOf('thermal_generation(0)') + 'thermal_generation('.length);
      const definition = await client.request<Location[] | null>('textDocument/definition', { textDocument: { uri: doc.uri }, position: onId });
      assert.equal(definition?.[0]?.uri, uriOf(join(caseDir, 'system/thermals.json')));
      const thermals = TextDocument.create(definition![0]!.uri, 'json', 1, thermalsText);
      assert.equal(thermals.getText(definition![0]!.range), '0');
    });
  },
);
