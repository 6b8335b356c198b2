// The table view's model: pages across row groups, problems on their cells (a single row and D27
// ranges alike), filters on hydro_id / stage_id / rows with problems, display of every Arrow type.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Diagnostic } from '../../shared/core/diagnostics';
import type { RuleId } from '../../shared/rules';
import { chunkOf, positionOfRow, ProblemLocator, rowsAt, selectRows, tableProblems, type TableProblem } from '../../shared/views/tablePages';
import { CHUNK_ROWS, TableSource } from '../../shared/views/tableSource';
import { parquetBytes } from '../support/parquet';

const FILE = 'system/fpha_hyperplanes.parquet';

function parquetDiagnostic(code: RuleId, location: Record<string, unknown>, file = FILE): Diagnostic {
  return { code, severity: 'error', message: `${code} message`, file, location: { kind: 'parquet', ...location } as Diagnostic['location'] };
}

test("tableProblems keeps the parquet problems of one file, with a single row or row ranges (a rule's rows of one column as one problem, D27)", () => {
  const problems = tableProblems(
    [
      parquetDiagnostic('FPH-004', { row: 7, column: 'gamma_v' }),
      parquetDiagnostic('FPH-005', {
        row: 3,
        column: 'gamma_q',
        rows: [
          [3, 5],
          [900, 999],
        ],
        count: 103,
      }),
      parquetDiagnostic('GEO-004', { row: 1, column: 'area_km2' }, 'system/hydro_geometry.parquet'),
      { code: 'PQ-001', severity: 'error', message: 'unreadable', file: FILE, location: { kind: 'file' } },
    ],
    FILE,
  );
  assert.deepEqual(
    problems.map((p) => [p.code, p.row, p.column, p.rows, p.count]),
    [
      ['FPH-004', 7, 'gamma_v', [[7, 7]], 1],
      [
        'FPH-005',
        3,
        'gamma_q',
        [
          [3, 5],
          [900, 999],
        ],
        103,
      ],
      ['PQ-001', undefined, undefined, [], 0],
    ],
  );
});

test('ProblemLocator finds the problems of a row inside a range, not past its end, and merges rows with problems', () => {
  const problems: TableProblem[] = [
    { code: 'STG-001', severity: 'error', message: '', column: 'x', row: 0, rows: [[0, 100]], count: 101 },
    {
      code: 'STG-002',
      severity: 'warning',
      message: '',
      column: 'y',
      row: 50,
      rows: [
        [50, 50],
        [200, 201],
      ],
      count: 3,
    },
    { code: 'STG-003', severity: 'error', message: '', rows: [], count: 0 },
  ];
  const locator = new ProblemLocator(problems);
  assert.deepEqual(locator.at(0), [{ problem: 0, column: 'x' }]);
  assert.deepEqual(locator.at(50), [
    { problem: 0, column: 'x' },
    { problem: 1, column: 'y' },
  ]);
  assert.deepEqual(locator.at(101), []);
  assert.deepEqual(locator.at(201), [{ problem: 1, column: 'y' }]);
  assert.deepEqual(locator.at(202), []);
  assert.deepEqual(locator.rowRanges(), [
    [0, 100],
    [200, 201],
  ]);
});

test('filters keep the rows of one plant and stage, or with problems, in file order', () => {
  const hydro = { values: Int32Array.from([1, 1, 2, 2, 1, 2]), isNull: () => false };
  const stage = { values: Int32Array.from([0, 1, 0, 1, 1, 0]), isNull: (row: number) => row === 5 };
  assert.equal(selectRows(6, {}, { hydro, stage }, []), undefined, 'no filter: no row list is built');
  assert.deepEqual([...selectRows(6, { hydroId: 1 }, { hydro, stage }, [])!], [0, 1, 4]);
  assert.deepEqual([...selectRows(6, { hydroId: 2, stageId: 0 }, { hydro, stage }, [])!], [2], 'a null stage_id matches no stage');
  assert.deepEqual(
    [
      ...selectRows(6, { problemsOnly: true, hydroId: 1 }, { hydro, stage }, [
        [1, 2],
        [4, 9],
      ])!,
    ],
    [1, 4],
    'ranges are clipped to the table',
  );
  assert.deepEqual([...selectRows(6, { stageId: 0 }, { hydro }, [])!], [], 'a filter on a missing column keeps nothing');
  const kept = Uint32Array.from([2, 5, 9]);
  assert.deepEqual(rowsAt(kept, 10, 1, 5), [5, 9]);
  assert.deepEqual(rowsAt(undefined, 10, 8, 5), [8, 9]);
  assert.equal(positionOfRow(kept, 10, 5), 1);
  assert.equal(positionOfRow(kept, 10, 6), 2, 'a filtered-out row goes to the next kept one');
  assert.equal(positionOfRow(undefined, 10, 50), 9);
});

test('chunkOf cuts row groups into aligned blocks that never straddle two groups', () => {
  const groups = [300, 300, 40];
  assert.deepEqual(chunkOf(0, groups, 256), { key: '0:0', group: 0, firstRow: 0, offset: 0, limit: 256 });
  assert.deepEqual(chunkOf(299, groups, 256), { key: '0:256', group: 0, firstRow: 256, offset: 256, limit: 44 });
  assert.deepEqual(chunkOf(300, groups, 256), { key: '1:0', group: 1, firstRow: 300, offset: 0, limit: 256 });
  assert.deepEqual(chunkOf(639, groups, 256), { key: '2:0', group: 2, firstRow: 600, offset: 0, limit: 40 });
  assert.throws(() => chunkOf(640, groups, 256), RangeError);
});

function writeTable(rows: number, rowGroupSize: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-table-'));
  const path = join(dir, 'fpha_hyperplanes.parquet');
  const index = Array.from({ length: rows }, (_, i) => i);
  writeFileSync(
    path,
    parquetBytes(
      [
        { name: 'hydro_id', type: 'Int32', values: index.map((i) => i % 3) },
        { name: 'stage_id', type: 'Int32', values: index.map((i) => (i % 7 === 0 ? null : i % 5)) },
        { name: 'big', type: 'Int64', values: index.map((i) => BigInt(i) * 10_000_000_000n) },
        { name: 'gamma_v', type: 'Float64', values: index.map((i) => i / 4) },
        { name: 'label', type: 'Utf8', values: index.map((i) => `plant ${i}`) },
      ],
      { rowGroupSize },
    ),
  );
  return path;
}

test('TableSource pages across row groups, with display text for every type and problems on their cells', async () => {
  const rowGroupSize = CHUNK_ROWS + 44;
  const path = writeTable(3 * rowGroupSize + 10, rowGroupSize);
  const source = await TableSource.open(path, 'test');
  try {
    const meta = source.meta(true);
    assert.deepEqual(meta.rowGroups, [rowGroupSize, rowGroupSize, rowGroupSize, 10]);
    assert.deepEqual(meta.compression, ['ZSTD']);
    assert.deepEqual(
      meta.columns.map((c) => `${c.name}:${c.type}:${c.nullable}`),
      ['hydro_id:Int32:false', 'stage_id:Int32:true', 'big:Int64:false', 'gamma_v:Float64:false', 'label:Utf8:false'],
    );
    const problems = tableProblems([parquetDiagnostic('FPH-004', { row: rowGroupSize - 1, column: 'gamma_v', rows: [[rowGroupSize - 1, rowGroupSize]], count: 2 })], FILE);
    // A page straddling the end of row group 0 and the start of row group 1.
    const page = await source.page({ start: rowGroupSize - 2, count: 4, withProblems: true }, problems, true);
    assert.equal(page.total, meta.numRows);
    assert.deepEqual(
      page.rows.map((r) => r.index),
      [rowGroupSize - 2, rowGroupSize - 1, rowGroupSize, rowGroupSize + 1],
    );
    const row = page.rows[2]!;
    assert.deepEqual(row.cells, [
      String(rowGroupSize % 3),
      rowGroupSize % 7 === 0 ? null : String(rowGroupSize % 5),
      `${BigInt(rowGroupSize) * 10_000_000_000n}`,
      String(rowGroupSize / 4),
      `plant ${rowGroupSize}`,
    ]);
    assert.deepEqual(
      page.rows.map((r) => r.problems),
      [[], [{ problem: 0, column: 'gamma_v' }], [{ problem: 0, column: 'gamma_v' }], []],
    );
    assert.equal(page.problems?.length, 1);
    assert.equal((await source.page({ start: 0, count: 1 }, [], false)).rows[0]!.cells[1], null, 'row 0 has a null stage_id');

    const last = await source.page({ revealRow: meta.numRows - 1, count: 5 }, [], false);
    assert.equal(last.start, meta.numRows - 5, 'a page near the end stays full');
    assert.equal(last.revealPosition, meta.numRows - 1);
    assert.equal(last.rows.at(-1)!.cells[4], `plant ${meta.numRows - 1}`);

    const filtered = await source.page({ start: 0, count: 3, filter: { hydroId: 2, stageId: 4 } }, [], false);
    assert.ok(filtered.rows.every((r) => r.cells[0] === '2' && r.cells[1] === '4'));
    assert.equal(filtered.total, Array.from({ length: meta.numRows }, (_, i) => i).filter((i) => i % 3 === 2 && i % 7 !== 0 && i % 5 === 4).length);
    const onlyProblems = await source.page({ start: 0, count: 10, filter: { problemsOnly: true } }, problems, true);
    assert.deepEqual(
      onlyProblems.rows.map((r) => r.index),
      [rowGroupSize - 1, rowGroupSize],
    );
  } finally {
    source.close();
  }
});

test('TableSource shows a Date32 column (the inflow history) as YYYY-MM-DD, with its nulls', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-table-'));
  const path = join(dir, 'inflow_history.parquet');
  writeFileSync(
    path,
    parquetBytes([
      { name: 'hydro_id', type: 'Int32', values: [1, 1, 1] },
      { name: 'date', type: 'Date32', values: ['1931-01-01', null, '2024-02-29'] },
      { name: 'value_m3s', type: 'Float64', values: [812.5, 790, 1020.25] },
    ]),
  );
  const source = await TableSource.open(path, 'test');
  try {
    assert.deepEqual(
      source.meta(false).columns.map((c) => c.type),
      ['Int32', 'Date32<DAY>', 'Float64'],
    );
    const page = await source.page({ start: 0, count: 3 }, [], false);
    assert.deepEqual(
      page.rows.map((r) => r.cells),
      [
        ['1', '1931-01-01', '812.5'],
        ['1', null, '790'],
        ['1', '2024-02-29', '1020.25'],
      ],
    );
  } finally {
    source.close();
  }
});
