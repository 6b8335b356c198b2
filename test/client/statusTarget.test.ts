// Which case the status item speaks for, on a case file, the table view and HydroCase's panels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { isCaseWebviewType, statusCaseRoot } from '../../client/statusTarget';

const base = join('/', 'work', 'cases', 'base');
const nested = join(base, 'variants', 'wet');
const known = [base, nested];

test('on a case file, its case; on the table view, the deepest case holding the table (system/ and scenarios/ alike)', () => {
  assert.equal(statusCaseRoot({ kind: 'caseFile', path: join(base, 'system', 'hydros.json') }, known, undefined), base);
  assert.equal(statusCaseRoot({ kind: 'table', path: join(base, 'system', 'hydro_geometry.parquet') }, known, undefined), base);
  assert.equal(statusCaseRoot({ kind: 'table', path: join(nested, 'scenarios', 'inflow_history.parquet') }, known, undefined), nested);
  assert.equal(statusCaseRoot({ kind: 'table', path: join('/', 'elsewhere', 'x.parquet') }, known, undefined), undefined, 'a Parquet file in no case: no item');
});

test('on the overview or the plant curves, the case last looked at; elsewhere, nothing', () => {
  assert.equal(statusCaseRoot({ kind: 'caseWebview' }, known, nested), nested);
  assert.equal(statusCaseRoot({ kind: 'caseWebview' }, known, undefined), undefined);
  assert.equal(statusCaseRoot({ kind: 'other' }, known, base), undefined);
  assert.equal(isCaseWebviewType('mainThreadWebview-hydrocase.caseOverview', ['hydrocase.caseOverview', 'hydrocase.plantCurves']), true);
  assert.equal(isCaseWebviewType('hydrocase.plantCurves', ['hydrocase.caseOverview', 'hydrocase.plantCurves']), true);
  assert.equal(isCaseWebviewType('mainThreadWebview-markdown.preview', ['hydrocase.caseOverview', 'hydrocase.plantCurves']), false);
});
