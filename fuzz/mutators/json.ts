// JSON mutations: the byte-level damage a file can take (flips, truncation, spans deleted or
// doubled, BOM, invalid UTF-8) and the structural surprises a parser and the rules must survive
// (deep nesting, huge arrays, prototype keys, values of the wrong type, extreme numbers).
import { parseTree, type Node } from 'jsonc-parser';
import type { Random } from '../../bench/generate';
import type { Insert, Mutation } from '../mutation';

type JsonMutator = (rng: Random, file: string, bytes: Buffer) => Mutation;

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
const EXTREME_NUMBERS = [
  '1e400',
  '-1e400',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
  '9007199254740993',
  '-9223372036854775809',
  '0.1e-999999',
  '1E+308',
  '4294967296',
  '2147483648',
  '-2147483649',
  '1.5',
  '0.000',
];
const INVALID_UTF8 = [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xe2, 0x82], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x80]];
const SWAP_VALUES = ['null', 'true', 'false', '0', '-1', '""', '"x"', '[]', '{}', '[null]', '{"id":null}', '"2024-13-45"', '"1e400"'];

const byteFlip: JsonMutator = (rng, file, bytes) => {
  const offset = rng.int(0, Math.max(0, bytes.length - 1));
  const mask = 1 << rng.int(0, 7);
  return { file, op: 'xor', offset, mask, why: `bit flip 0x${mask.toString(16)} at byte ${offset}` };
};

const truncate: JsonMutator = (rng, file, bytes) => {
  const length = rng.int(0, Math.max(0, bytes.length - 1));
  return { file, op: 'truncate', length, why: `truncated to ${length} of ${bytes.length} bytes` };
};

const deleteSpan: JsonMutator = (rng, file, bytes) => {
  const offset = rng.int(0, Math.max(0, bytes.length - 1));
  const remove = rng.int(1, Math.min(200, Math.max(1, bytes.length - offset)));
  return { file, op: 'splice', offset, remove, insert: { text: '' }, why: `deleted ${remove} bytes at ${offset}` };
};

const duplicateSpan: JsonMutator = (rng, file, bytes) => {
  const node = pickNode(rng, bytes);
  const span = node ? spanOf(bytes, node) : { start: 0, end: Math.min(bytes.length, 64) };
  const copy = bytes.subarray(span.start, span.end);
  return {
    file,
    op: 'splice',
    offset: span.end,
    remove: 0,
    insert: { base64: Buffer.concat([Buffer.from(','), copy]).toString('base64') },
    why: `duplicated ${copy.length} bytes (${node?.type ?? 'head'}) at ${span.end}`,
  };
};

const byteOrderMark: JsonMutator = (_rng, file) => ({
  file,
  op: 'splice',
  offset: 0,
  remove: 0,
  insert: { base64: Buffer.from([0xef, 0xbb, 0xbf]).toString('base64') },
  why: 'UTF-8 byte order mark',
});

const invalidUtf8: JsonMutator = (rng, file, bytes) => {
  const strings = nodes(bytes).filter((n) => n.type === 'string');
  const target = strings.length ? spanOf(bytes, rng.pick(strings)).start + 1 : rng.int(0, bytes.length);
  const sequence = rng.pick(INVALID_UTF8);
  return {
    file,
    op: 'splice',
    offset: target,
    remove: 0,
    insert: { base64: Buffer.from(sequence).toString('base64') },
    why: `invalid UTF-8 ${sequence.map((b) => b.toString(16)).join(' ')} at ${target}`,
  };
};

const deepNesting: JsonMutator = (rng, file, bytes) => {
  const depth = rng.pick([129, 200, 1000, 5000, 20000, 100000]);
  const open = rng.chance(0.5) ? '[' : '{"a":';
  const close = open === '[' ? ']' : '}';
  return replaceValue(rng, file, bytes, { repeat: open, times: depth, suffix: `1${close.repeat(depth)}` }, `nesting ${depth} levels deep`);
};

const hugeArray: JsonMutator = (rng, file, bytes) => {
  const times = rng.pick([1_000, 10_000, 100_000, 500_000, 2_000_000]);
  const item = rng.pick(['null,', '0,', '1.5,', '"s",', '{},', '[],']);
  return replaceValue(rng, file, bytes, { prefix: '[', repeat: item, times, suffix: 'null]' }, `array of ${times} × ${item.slice(0, -1)}`);
};

const hugeString: JsonMutator = (rng, file, bytes) => {
  const times = rng.pick([10_000, 1_000_000]);
  return replaceValue(rng, file, bytes, { prefix: '"', repeat: 'x', times, suffix: '"' }, `string of ${times} characters`);
};

const protoKey: JsonMutator = (rng, file, bytes) => {
  const key = rng.pick(PROTO_KEYS);
  const value = rng.pick(['{}', '1', 'null', '{"id":1}', '[]', '"x"']);
  const properties = nodes(bytes).filter((n) => n.type === 'property');
  if (properties.length && rng.chance(0.5)) {
    const property = rng.pick(properties);
    const span = spanOf(bytes, property.children![0]!);
    return { file, op: 'splice', offset: span.start, remove: span.end - span.start, insert: { text: JSON.stringify(key) }, why: `key renamed to ${key}` };
  }
  const objects = nodes(bytes).filter((n) => n.type === 'object');
  const at = objects.length ? spanOf(bytes, rng.pick(objects)).start + 1 : 1;
  return { file, op: 'splice', offset: at, remove: 0, insert: { text: `${JSON.stringify(key)}:${value},` }, why: `key ${key}: ${value} added` };
};

const typeSwap: JsonMutator = (rng, file, bytes) => {
  const value = rng.pick(SWAP_VALUES);
  return replaceValue(rng, file, bytes, { text: value }, `value replaced with ${value}`);
};

const extremeNumber: JsonMutator = (rng, file, bytes) => {
  const numbers = nodes(bytes).filter((n) => n.type === 'number');
  const value = rng.pick(EXTREME_NUMBERS);
  if (!numbers.length) return replaceValue(rng, file, bytes, { text: value }, `value replaced with ${value}`);
  const span = spanOf(bytes, rng.pick(numbers));
  return { file, op: 'splice', offset: span.start, remove: span.end - span.start, insert: { text: value }, why: `number replaced with ${value}` };
};

const duplicateKey: JsonMutator = (rng, file, bytes) => {
  const properties = nodes(bytes).filter((n) => n.type === 'property');
  if (!properties.length) return byteFlip(rng, file, bytes);
  const span = spanOf(bytes, rng.pick(properties));
  const copy = bytes.subarray(span.start, span.end).toString('base64');
  return {
    file,
    op: 'splice',
    offset: span.start,
    remove: 0,
    insert: { base64: Buffer.concat([Buffer.from(copy, 'base64'), Buffer.from(',')]).toString('base64') },
    why: `property duplicated at ${span.start}`,
  };
};

/** Weighted: the structural mutators get more turns than raw byte damage, which mostly gives JSON-001. */
const MUTATORS: Array<[JsonMutator, number]> = [
  [byteFlip, 2],
  [truncate, 1],
  [deleteSpan, 2],
  [duplicateSpan, 2],
  [byteOrderMark, 1],
  [invalidUtf8, 1],
  [deepNesting, 1],
  [hugeArray, 1],
  [hugeString, 1],
  [protoKey, 3],
  [typeSwap, 4],
  [extremeNumber, 3],
  [duplicateKey, 1],
];

export function mutateJson(rng: Random, file: string, bytes: Buffer): Mutation {
  const total = MUTATORS.reduce((sum, [, weight]) => sum + weight, 0);
  let ticket = rng.int(0, total - 1);
  for (const [mutator, weight] of MUTATORS) {
    if (ticket < weight) return mutator(rng, file, bytes);
    ticket -= weight;
  }
  return byteFlip(rng, file, bytes);
}

function replaceValue(rng: Random, file: string, bytes: Buffer, insert: Insert, what: string): Mutation {
  const values = nodes(bytes).filter((n) => n.type !== 'property');
  if (!values.length) return { file, op: 'replace', content: insert, why: `whole file: ${what}` };
  const node = rng.pick(values);
  const span = spanOf(bytes, node);
  return { file, op: 'splice', offset: span.start, remove: span.end - span.start, insert, why: `${what} at ${pathOf(node)}` };
}

function pickNode(rng: Random, bytes: Buffer): Node | undefined {
  const all = nodes(bytes);
  return all.length ? rng.pick(all) : undefined;
}

/**
 * Every node of the (tolerantly parsed) tree, in document order; none when the text is nested too
 * deep for jsonc-parser's recursive parser (an earlier mutation can nest it 100,000 levels deep).
 */
function nodes(bytes: Buffer): Node[] {
  let root: Node | undefined;
  try {
    root = parseTree(bytes.toString('utf8'));
  } catch (error) {
    if (error instanceof RangeError) return [];
    throw error;
  }
  const out: Node[] = [];
  const pending: Node[] = root ? [root] : [];
  while (pending.length) {
    const node = pending.pop()!;
    out.push(node);
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return out;
}

/** jsonc-parser offsets count UTF-16 code units; mutations count bytes. */
function spanOf(bytes: Buffer, node: Node): { start: number; end: number } {
  const text = bytes.toString('utf8');
  const start = Buffer.byteLength(text.slice(0, node.offset));
  return { start, end: start + Buffer.byteLength(text.slice(node.offset, node.offset + node.length)) };
}

function pathOf(node: Node): string {
  const parts: string[] = [];
  for (let n: Node | undefined = node; n?.parent; n = n.parent) {
    const parent = n.parent;
    if (parent.type === 'property') continue;
    if (parent.type === 'array') parts.unshift(`[${parent.children!.indexOf(n)}]`);
    else if (n.type === 'property') parts.unshift(`.${String(n.children![0]!.value)}`);
  }
  return parts.join('') || '(root)';
}
