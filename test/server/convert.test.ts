// Engine diagnostics as LSP diagnostics: a Parquet rule's many rows travel in `data` (D27).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { toLspDiagnostic } from '../../server/main/convert';
import { DiagnosticSink, ParquetReporter } from '../../shared/core/reporter';
import { ruleSeverity } from '../../shared/rules';

const FILE = 'system/hydro_geometry.parquet';

function geometryDiagnostics(rows: readonly number[]) {
  const sink = new DiagnosticSink(ruleSeverity);
  const report = new ParquetReporter(sink, FILE);
  for (const row of rows) report.row(row, 'area_km2', 'GEO-004', `area_km2 must be finite and >= 0, got -${row}`, { value: -row });
  return sink.finish();
}

test('LSP: many failing rows of one column are one diagnostic whose data lists the ranges and the count', () => {
  const [d] = geometryDiagnostics([3, 4, 5, 9]);
  const lsp = toLspDiagnostic(d!, '/case', undefined);
  assert.equal(lsp.message, 'row 3, column area_km2: area_km2 must be finite and >= 0, got -3 (4 rows: 3–5, 9; values -9 to -3)');
  assert.deepEqual(lsp.data, {
    row: 3,
    column: 'area_km2',
    rows: [
      [3, 5],
      [9, 9],
    ],
    count: 4,
  });
});

test('LSP: one failing row carries its row and column only', () => {
  const [d] = geometryDiagnostics([7]);
  assert.deepEqual(toLspDiagnostic(d!, '/case', undefined).data, { row: 7, column: 'area_km2' });
});
