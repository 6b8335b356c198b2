import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticSink, ParquetReporter } from '../../shared/core/reporter';
import { ruleSeverity } from '../../shared/rules';
import { RowRanges } from '../../shared/core/rowGroups';
import type { Diagnostic } from '../../shared/core/diagnostics';

const FILE = 'system/fpha_hyperplanes.parquet';

test('reporter (D27): 1,000 bad rows of one column are one diagnostic at the first row, building one message', () => {
  const sink = new DiagnosticSink(ruleSeverity, 10);
  const report = new ParquetReporter(sink, FILE);
  let built = 0;
  for (let row = 0; row < 1000; row++) {
    if (row >= 400 && row < 410) continue;
    report.row(
      row,
      'gamma_v',
      'FPH-005',
      () => {
        built++;
        return `gamma_v must be >= 0, got -${row + 1}`;
      },
      { value: -(row + 1) },
    );
  }
  assert.deepEqual(sink.finish(), [
    {
      code: 'FPH-005',
      severity: 'error',
      file: FILE,
      location: {
        kind: 'parquet',
        row: 0,
        column: 'gamma_v',
        rows: [
          [0, 399],
          [410, 999],
        ],
        count: 990,
      },
      message: 'gamma_v must be >= 0, got -1 (990 rows: 0–399, 410–999; values -1000 to -1)',
    },
  ]);
  assert.equal(built, 1);
});

test('reporter (D27): one failing row keeps its plain diagnostic, without rows or count', () => {
  const sink = new DiagnosticSink(ruleSeverity);
  new ParquetReporter(sink, FILE).row(7, 'kappa', 'FPH-008', 'kappa must be in (0, 1], got 2', { value: 2, severity: 'warning' });
  assert.deepEqual(sink.finish(), [
    { code: 'FPH-008', severity: 'warning', file: FILE, location: { kind: 'parquet', row: 7, column: 'kappa' }, message: 'kappa must be in (0, 1], got 2' },
  ]);
});

test('reporter (D27): rows out of order and repeated; the lowest row gives the message; more than three ranges are counted', () => {
  const sink = new DiagnosticSink(ruleSeverity);
  const report = new ParquetReporter(sink, FILE);
  for (const row of [50, 52, 10, 51, 12, 11, 30, 50, 70]) report.row(row, 'hydro_id', 'XF-002', `hydro_id names no plant (row ${row})`);
  const [d] = sink.finish() as [Diagnostic];
  assert.deepEqual(d.location, {
    kind: 'parquet',
    row: 10,
    column: 'hydro_id',
    rows: [
      [10, 12],
      [30, 30],
      [50, 52],
      [70, 70],
    ],
    count: 8,
  });
  assert.equal(d.message, 'hydro_id names no plant (row 10) (8 rows: 10–12, 30, 50–52 and 1 more range)');
});

test('reporter (D27): an id column lists its distinct ids, the lowest three, then a count of the rest', () => {
  const sink = new DiagnosticSink(ruleSeverity);
  const report = new ParquetReporter(sink, FILE);
  const ids = [12, 7, 9, 7, 40, 31, 12, 55];
  ids.forEach((id, row) => report.row(row, 'hydro_id', 'XF-002', `hydro_id ${id} names no plant`, { value: id, key: { id, message: 'hydro_id names no plant' } }));
  const [d] = sink.finish() as [Diagnostic];
  assert.equal(d.message, 'hydro_id names no plant: 7, 9, 12 and 3 more ids, on 8 rows: 0–7');
  assert.equal(d.location.kind === 'parquet' && d.location.row, 0);
});

test('reporter (D27): rows of one id keep the row message and their value', () => {
  const sink = new DiagnosticSink(ruleSeverity);
  const report = new ParquetReporter(sink, FILE);
  for (const row of [3, 4]) report.row(row, 'hydro_id', 'XF-002', 'hydro_id 7 names no plant', { value: 7, key: { id: 7, message: 'hydro_id names no plant' } });
  const [d] = sink.finish() as [Diagnostic];
  assert.equal(d.message, 'hydro_id 7 names no plant (2 rows: 3–4; value 7)');
});

test('reporter (D27): different rules, columns or files are never merged', () => {
  const sink = new DiagnosticSink(ruleSeverity);
  const a = new ParquetReporter(sink, 'a.parquet');
  const b = new ParquetReporter(sink, 'b.parquet');
  for (const row of [0, 1]) {
    a.row(row, 'x', 'STG-001', 'a x STG-001');
    a.row(row, 'y', 'STG-001', 'a y STG-001');
    a.row(row, 'x', 'STG-002', 'a x STG-002');
    b.row(row, 'x', 'STG-001', 'b x STG-001');
  }
  const out = sink.finish().map((d) => `${d.file} ${d.location.kind === 'parquet' ? d.location.column : ''} ${d.code} ${d.location.kind === 'parquet' ? d.location.count : ''}`);
  assert.deepEqual(out.sort(), ['a.parquet x STG-001 2', 'a.parquet x STG-002 2', 'a.parquet y STG-001 2', 'b.parquet x STG-001 2']);
});

test('reporter: the per-(file, rule) cap still holds for diagnostics that are not Parquet rows, with one "N more" summary', () => {
  const sink = new DiagnosticSink(ruleSeverity, 2);
  const report = new ParquetReporter(sink, FILE);
  for (const column of ['a', 'b', 'c', 'd']) report.table(column, 'FPH-002', `column "${column}" must be Float64, got Int32`);
  report.table(undefined, 'FPH-003', 'other rule');
  assert.deepEqual(
    sink.finish().map((d) => d.message),
    ['column "a" must be Float64, got Int32', 'column "b" must be Float64, got Int32', 'other rule', '2 more FPH-002 problems in this file not shown (limit 2 per rule)'],
  );
});

test('row ranges: adjacent rows join, gaps split, inserts between ranges merge both sides', () => {
  const ranges = new RowRanges();
  for (const row of [5, 6, 7, 9, 3, 1, 2, 8, 7, 0]) ranges.add(row);
  assert.deepEqual(ranges.toArray(), [
    [0, 3],
    [5, 9],
  ]);
  assert.equal(ranges.count, 9);
  assert.equal(ranges.first, 0);
  assert.equal(ranges.add(4), true);
  assert.deepEqual(ranges.toArray(), [[0, 9]]);
  assert.equal(ranges.add(4), false);
});
