// Parquet mutations: damage at the byte level, aimed where a reader trusts the file most (data
// pages, the footer length, the footer's Thrift metadata), truncation and trailing garbage; and
// well-formed tables with odd schemas, written through the test Parquet writer.
import { tableFromIPC, type Table } from 'apache-arrow';
import * as parquetWasm from 'parquet-wasm/node';
import type { Random } from '../../bench/generate';
import { parquetBytes, type ColumnSpec, type ColumnType } from '../../test/support/parquet';
import type { Mutation } from '../mutation';

type ParquetMutator = (rng: Random, file: string, bytes: Buffer) => Mutation;

/** Byte ranges of a well-formed file: [4, footerStart) holds the column chunks, then the footer. */
function layout(bytes: Buffer): { footerStart: number; footerLength: number } | undefined {
  if (bytes.length < 12 || bytes.subarray(-4).toString('latin1') !== 'PAR1') return undefined;
  const footerLength = bytes.readUInt32LE(bytes.length - 8);
  const footerStart = bytes.length - 8 - footerLength;
  return footerStart >= 4 ? { footerStart, footerLength } : undefined;
}

const dataPageFlip: ParquetMutator = (rng, file, bytes) => {
  const end = layout(bytes)?.footerStart ?? bytes.length;
  const offset = rng.int(4, Math.max(4, end - 1));
  const mask = 1 << rng.int(0, 7);
  return { file, op: 'xor', offset, mask, why: `bit flip 0x${mask.toString(16)} in a data page at byte ${offset}` };
};

const footerFlip: ParquetMutator = (rng, file, bytes) => {
  const parts = layout(bytes);
  const offset = parts ? rng.int(parts.footerStart, bytes.length - 9) : rng.int(0, bytes.length - 1);
  const mask = 1 << rng.int(0, 7);
  return { file, op: 'xor', offset, mask, why: `bit flip 0x${mask.toString(16)} in the footer metadata at byte ${offset}` };
};

const footerLength: ParquetMutator = (rng, file, bytes) => {
  const actual = layout(bytes)?.footerLength ?? 0;
  const value = rng.pick([0, 1, actual - 1, actual + 1, actual * 2, bytes.length, bytes.length - 8, 0x7fffffff, 0xffffffff]) >>> 0;
  const field = Buffer.alloc(4);
  field.writeUInt32LE(value);
  return { file, op: 'splice', offset: Math.max(0, bytes.length - 8), remove: 4, insert: { base64: field.toString('base64') }, why: `footer length ${actual} -> ${value}` };
};

const truncate: ParquetMutator = (rng, file, bytes) => {
  const footerStart = layout(bytes)?.footerStart ?? bytes.length;
  const length = rng.pick([0, 3, 4, 8, footerStart, bytes.length - 1, bytes.length - 4, rng.int(0, bytes.length - 1)]);
  return { file, op: 'truncate', length, why: `truncated to ${length} of ${bytes.length} bytes` };
};

const appendGarbage: ParquetMutator = (rng, file, bytes) => {
  const garbage = Buffer.from(Array.from({ length: rng.int(1, 64) }, () => rng.int(0, 255)));
  const tail = rng.chance(0.5) ? Buffer.concat([garbage, Buffer.from('PAR1')]) : garbage;
  return {
    file,
    op: 'splice',
    offset: bytes.length,
    remove: 0,
    insert: { base64: tail.toString('base64') },
    why: `${tail.length} bytes appended${tail.length > garbage.length ? ' (ending in PAR1)' : ''}`,
  };
};

const oddSchema: ParquetMutator = (rng, file, bytes) => {
  const columns = readColumns(bytes);
  if (!columns) return dataPageFlip(rng, file, bytes);
  const { columns: odd, what } = bendSchema(rng, columns);
  try {
    const rowGroupSize = rng.chance(0.3) ? 1 : undefined;
    const written = parquetBytes(odd, rowGroupSize ? { rowGroupSize } : {});
    return { file, op: 'replace', content: { base64: Buffer.from(written).toString('base64') }, why: `rewritten with ${what}${rowGroupSize ? ', one row per row group' : ''}` };
  } catch {
    return dataPageFlip(rng, file, bytes);
  }
};

const MUTATORS: ParquetMutator[] = [dataPageFlip, dataPageFlip, footerFlip, footerLength, truncate, appendGarbage, oddSchema, oddSchema, oddSchema];

export function mutateParquet(rng: Random, file: string, bytes: Buffer): Mutation {
  return rng.pick(MUTATORS)(rng, file, bytes);
}

// Odd schemas ----------------------------------------------------------------------------------

const ODD_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' hydro_id', 'HYDRO_ID', 'hydro_id\u0000'];

function bendSchema(rng: Random, columns: ColumnSpec[]): { columns: ColumnSpec[]; what: string } {
  const rows = columns[0]?.values.length ?? 0;
  const i = rng.int(0, Math.max(0, columns.length - 1));
  const target = columns[i];
  const copy = columns.map((c) => ({ ...c }));
  switch (rng.int(0, 6)) {
    case 0: {
      const name = rng.pick(ODD_NAMES);
      const type = rng.pick(['Int32', 'Float64', 'Utf8'] as const);
      copy.push({ name, type, values: Array.from({ length: rows }, (_, r) => (type === 'Utf8' ? `v${r}` : r)) });
      return { columns: copy, what: `an extra column named ${JSON.stringify(name)}` };
    }
    case 1:
      if (!target) break;
      copy[i] = { ...target, name: rng.pick(ODD_NAMES) };
      return { columns: copy, what: `column ${target.name} renamed to ${JSON.stringify(copy[i]!.name)}` };
    case 2:
      if (!target) break;
      copy.splice(i, 1);
      return { columns: copy, what: `column ${target.name} dropped` };
    case 3: {
      if (!target) break;
      const type = rng.pick(['Int32', 'Int64', 'Float32', 'Float64', 'Utf8'] as const);
      copy[i] = { name: target.name, type, values: convert(Array.from(target.values), type) };
      return { columns: copy, what: `column ${target.name} as ${type}` };
    }
    case 4:
      if (!target) break;
      copy[i] = { ...target, nullable: true, values: Array.from(target.values, (v, r) => (r % 2 === 0 ? null : v)) };
      return { columns: copy, what: `column ${target.name} half null` };
    case 5:
      return { columns: copy.map((c) => ({ ...c, values: [] })), what: 'zero rows' };
    case 6:
      if (!target || (target.type !== 'Float64' && target.type !== 'Float32')) break;
      copy[i] = { ...target, values: Array.from(target.values, (_, r) => rng.pick([NaN, Infinity, -Infinity, -0, 1e308, -1e308, r])) };
      return { columns: copy, what: `column ${target.name} with NaN / ±Infinity / -0` };
  }
  return { columns: copy.map((c) => ({ ...c, values: Array.from(c.values).concat(Array.from(c.values)) })), what: 'every row twice' };
}

function convert(values: Array<number | bigint | string | null>, type: ColumnType): Array<number | bigint | string | null> {
  return values.map((v) => {
    if (v === null) return null;
    if (type === 'Utf8') return String(v);
    const n = Number(v);
    if (type === 'Int64') return BigInt(Number.isFinite(n) ? Math.trunc(n) : 0);
    return type === 'Int32' ? Math.trunc(n) | 0 : n;
  });
}

/** The columns of a readable table, as the test writer's specs; undefined when it does not decode. */
function readColumns(bytes: Buffer): ColumnSpec[] | undefined {
  let table: Table;
  try {
    table = tableFromIPC(parquetWasm.readParquet(bytes).intoIPCStream());
  } catch {
    return undefined;
  }
  return table.schema.fields.map((field, index) => {
    const vector = table.getChildAt(index)!;
    const type = columnType(String(field.type));
    const values = Array.from({ length: vector.length }, (_, r) => {
      const v = vector.get(r) as unknown;
      return v === null || v === undefined ? null : type === 'Utf8' ? String(v) : type === 'Int64' ? BigInt(v as bigint) : Number(v);
    });
    return { name: field.name, type, nullable: field.nullable, values };
  });
}

function columnType(arrowType: string): ColumnType {
  if (/^Int64|^Uint64/i.test(arrowType)) return 'Int64';
  if (/^U?Int/i.test(arrowType)) return 'Int32';
  if (/Float32/i.test(arrowType)) return 'Float32';
  if (/Float|Double/i.test(arrowType)) return 'Float64';
  return 'Utf8';
}
