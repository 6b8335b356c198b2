// The row groups' route out of the decoder (the Arrow C data interface, cData.ts) gives exactly
// what the reference route (an IPC stream parsed by apache-arrow) gives: values, nulls, row offsets,
// over several row groups, with nulls at bit offsets that do not start a byte, NaN and extremes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ParquetTable, useReferenceDecode } from '../../shared/core/parquet/reader';
import { parquetBytes, type ColumnSpec } from '../support/parquet';
import { writeCase } from '../support/cases';

interface Decoded {
  rowOffset: number;
  numRows: number;
  columns: Record<string, { values: number[]; nulls: number[]; nullCount: number }>;
}

async function decodeAll(path: string, names: string[], reference: boolean): Promise<Decoded[]> {
  useReferenceDecode(reference);
  const table = await ParquetTable.open(path);
  try {
    const out: Decoded[] = [];
    for await (const batch of table.batches(names)) {
      const columns: Decoded['columns'] = {};
      for (const name of names) {
        const column = batch.column(name);
        if (!column) continue;
        const nulls: number[] = [];
        for (let i = 0; i < batch.numRows; i++) if (column.isNull(i)) nulls.push(i);
        columns[name] = { values: Array.from(column.values), nulls, nullCount: column.nullCount };
      }
      out.push({ rowOffset: batch.rowOffset, numRows: batch.numRows, columns });
    }
    return out;
  } finally {
    table.close();
    useReferenceDecode(false);
  }
}

function writeTable(columns: ColumnSpec[], rowGroupSize: number): string {
  return join(writeCase({ 'table.parquet': parquetBytes(columns, { rowGroupSize }) }), 'table.parquet');
}

const ROWS = 1_000;
const ints = Array.from({ length: ROWS }, (_, i) => (i % 7 === 3 ? null : i * 31 - 5000));
const floats = Array.from({ length: ROWS }, (_, i) => (i % 11 === 5 ? null : i === 17 ? Number.NaN : i === 18 ? -Number.MAX_VALUE : i / 3 - 100));
const dense = Float64Array.from({ length: ROWS }, (_, i) => Math.sin(i));
const COLUMNS: ColumnSpec[] = [
  { name: 'a', type: 'Int32', values: ints },
  { name: 'b', type: 'Float64', values: floats },
  { name: 'c', type: 'Float64', values: dense },
  { name: 'skipped', type: 'Float64', values: dense.slice() },
];

for (const rowGroupSize of [ROWS, 333, 64]) {
  test(`C data and IPC routes agree on every value and null (row groups of ${rowGroupSize})`, async () => {
    const path = writeTable(COLUMNS, rowGroupSize);
    const wanted = ['c', 'a', 'b'];
    const fast = await decodeAll(path, wanted, false);
    const reference = await decodeAll(path, wanted, true);
    assert.equal(fast.length, Math.ceil(ROWS / rowGroupSize));
    assert.deepEqual(fast, reference);
    // And both give the values written (a NaN is a NaN, a null is a null).
    const rows = fast.flatMap((batch) => batch.columns.b!.values.map((value, i) => (batch.columns.b!.nulls.includes(i) ? null : value)));
    assert.deepEqual(rows, floats);
    assert.ok(!fast.some((batch) => 'skipped' in batch.columns), 'only the named columns are copied out');
  });
}

test('a column the C data route cannot read fails the row group, not silently', async () => {
  const path = writeTable([{ name: 'big', type: 'Int64', values: [1n, 2n] } as unknown as ColumnSpec], 10);
  await assert.rejects(decodeAll(path, ['big'], false), /row group 0 could not be decoded: C data: column big has format "l"/);
});

test('Date32 and UInt32 columns leave the decoder as days since 1970-01-01 and as unsigned integers, with their nulls, on both routes', async () => {
  const dates = Array.from({ length: ROWS }, (_, i) => (i % 13 === 4 ? null : i * 30 - 20_000));
  const unsigned = Array.from({ length: ROWS }, (_, i) => (i % 17 === 2 ? null : i === 9 ? 4_294_967_295 : i));
  const path = writeTable(
    [
      { name: 'date', type: 'Date32', values: dates },
      { name: 'index', type: 'UInt32', values: unsigned },
    ],
    333,
  );
  const fast = await decodeAll(path, ['date', 'index'], false);
  assert.deepEqual(fast, await decodeAll(path, ['date', 'index'], true));
  const cells = (name: string) => fast.flatMap((batch) => batch.columns[name]!.values.map((value, i) => (batch.columns[name]!.nulls.includes(i) ? null : value)));
  assert.deepEqual(cells('date'), dates);
  assert.deepEqual(cells('index'), unsigned);
  // An ISO date written as text lands on its day count.
  const iso = writeTable([{ name: 'date', type: 'Date32', values: ['1970-01-02', '2000-01-01', '1969-12-31'] }], 10);
  assert.deepEqual((await decodeAll(iso, ['date'], false))[0]!.columns.date!.values, [1, 10_957, -1]);
});
