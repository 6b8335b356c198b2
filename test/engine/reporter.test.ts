import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticSink, ParquetReporter } from '../../shared/engine/reporter';

const FILE = 'system/fpha_hyperplanes.parquet';

test('reporter: 1,000 bad rows with a cap of 10 give 10 row diagnostics and one "990 more" summary', () => {
  const sink = new DiagnosticSink(10);
  const report = new ParquetReporter(sink, FILE);
  let built = 0;
  for (let row = 0; row < 1000; row++) {
    report.row(row, 'gamma_v', 'FPH-005', () => {
      built++;
      return `gamma_v must be >= 0, got -${row}`;
    });
  }
  const diagnostics = sink.finish();
  assert.equal(diagnostics.length, 11);
  const rows = diagnostics.filter((d) => d.location.kind === 'parquet' && d.location.row !== undefined);
  assert.deepEqual(
    rows.map((d) => d.location),
    Array.from({ length: 10 }, (_, row) => ({ kind: 'parquet', row, column: 'gamma_v' })),
  );
  assert.equal(rows[3]!.message, 'gamma_v must be >= 0, got -3');
  const summary = diagnostics[10]!;
  assert.deepEqual(summary, {
    code: 'FPH-005',
    severity: 'error',
    file: FILE,
    location: { kind: 'parquet' },
    message: '990 more FPH-005 problems in this file not shown (limit 10 per rule)',
  });
  // The kept messages, plus the one the summary is modelled on; the other 989 are only counted.
  assert.equal(built, 11);
});

test('reporter: a message given as text and as a function end the same, summary included', () => {
  const finish = (lazy: boolean) => {
    const sink = new DiagnosticSink(2);
    const report = new ParquetReporter(sink, FILE);
    for (let row = 0; row < 5; row++) {
      const message = `kappa must be in (0, 1], got ${row + 2}`;
      report.row(row, 'kappa', 'FPH-008', lazy ? () => message : message, { severity: 'warning' });
    }
    report.table('kappa', 'FPH-002', 'column "kappa" must be Float64, got Int32');
    return sink.finish();
  };
  const eager = finish(false);
  assert.deepEqual(finish(true), eager);
  assert.equal(eager.length, 4);
  assert.equal(eager.at(-1)!.message, '3 more FPH-008 problems in this file not shown (limit 2 per rule)');
  assert.equal(eager.at(-1)!.severity, 'warning');
});

test('reporter: the cap counts per file and rule, and one over the cap says "1 more ... problem"', () => {
  const sink = new DiagnosticSink(1);
  const a = new ParquetReporter(sink, 'a.parquet');
  const b = new ParquetReporter(sink, 'b.parquet');
  a.row(0, undefined, 'FPH-005', () => 'first');
  a.row(1, undefined, 'FPH-005', () => 'second');
  a.row(0, undefined, 'FPH-006', 'other rule');
  b.row(0, undefined, 'FPH-005', 'other file');
  assert.deepEqual(
    sink.finish().map((d) => `${d.file} ${d.code} ${d.message}`),
    [
      'a.parquet FPH-005 first',
      'a.parquet FPH-006 other rule',
      'b.parquet FPH-005 other file',
      'a.parquet FPH-005 1 more FPH-005 problem in this file not shown (limit 1 per rule)',
    ],
  );
});
