// The fuzzer's own parts: the strict-JSON oracle, deterministic mutations, the shrinkers, and the
// CLI and LSP oracles on observations made up to break exactly one promise each.
import { test } from 'node:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { loadReproducer, saveReproducer } from '../../fuzz/reproducers';
import assert from 'node:assert/strict';
import { Random } from '../../bench/generate';
import { strictJsonProblem } from '../../fuzz/oracles/strictJson';
import { applyMutations, writeSpecial, type Mutation } from '../../fuzz/mutation';
import { drawMutations } from '../../fuzz/mutators';
import { mutateJson } from '../../fuzz/mutators/json';
import { generatedSeedCase, pickSeedCase } from '../../fuzz/seedCases';
import { CASE_FILES, REQUIRED_FILES } from '../../shared/core/case/layout';
import { ddmin, shortestFailingPrefix } from '../../fuzz/shrink';
import { checkCliRun } from '../../fuzz/oracles/cli';
import { staleDiagnostics, type DiskTruth } from '../../fuzz/oracles/lsp';
import type { CliObservation } from '../../fuzz/runners/cliProcess';
import { DEFAULT_LIMITS, stepFile } from '../../fuzz/campaign';
import { withoutDeadMutations } from '../../fuzz/cliTarget';
import { drawStorm } from '../../fuzz/lsp/storm';
import { runStorm } from '../../fuzz/lsp/session';
import { readWorkspaceText } from '../../fuzz/lsp/workspace';
import { withoutKnownLsp } from '../../fuzz/knownFailures';
import type { PublishedDiagnostics } from '../support/lsp';

test('strict JSON: BOM, invalid UTF-8, syntax errors and nesting past 128 are rejected; plain JSON passes', () => {
  assert.equal(strictJsonProblem(Buffer.from('{"a": [1, 2]}')), undefined);
  assert.match(strictJsonProblem(Buffer.from('\uFEFF{}'))!, /byte order mark/);
  assert.match(strictJsonProblem(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))!, /UTF-8/);
  assert.match(strictJsonProblem(Buffer.from('{"a": 1,}'))!, /not strict JSON/);
  assert.equal(strictJsonProblem(Buffer.from(`${'['.repeat(128)}${']'.repeat(128)}`)), undefined);
  assert.match(strictJsonProblem(Buffer.from(`${'['.repeat(129)}${']'.repeat(129)}`))!, /nests 129 levels/);
  assert.equal(strictJsonProblem(Buffer.from(`{"s": "${'['.repeat(200)}"}`)), undefined, 'brackets inside strings do not nest');
});

test('the same seed draws the same mutations, and applying them is deterministic', () => {
  const files = generatedSeedCase(11).files;
  const first = drawMutations(new Random(42), files);
  assert.deepEqual(drawMutations(new Random(42), files), first);
  const a = applyMutations(files, first);
  const b = applyMutations(files, JSON.parse(JSON.stringify(first)) as Mutation[]);
  assert.deepEqual(a, b);
});

test('mutations apply in order and clamp offsets past the end of the file', () => {
  const files = { 'stages.json': Buffer.from('{"a":1}') };
  const mutated = applyMutations(files, [
    { file: 'stages.json', op: 'truncate', length: 3, why: '' },
    { file: 'stages.json', op: 'splice', offset: 100, remove: 5, insert: { repeat: 'x', times: 3, prefix: '<', suffix: '>' }, why: '' },
    { file: 'penalties.json', op: 'special', kind: 'fifo', why: '' },
  ]);
  assert.equal(Buffer.from(mutated.files['stages.json']!).toString(), '{"a<xxx>');
  assert.deepEqual(mutated.special, { 'penalties.json': 'fifo' });
});

test('a mutation whose file a later one replaces whole is dropped before shrinking', () => {
  const flip: Mutation = { file: 'a.json', op: 'xor', offset: 1, mask: 1, why: 'flip' };
  const fifo: Mutation = { file: 'a.json', op: 'special', kind: 'fifo', why: 'fifo' };
  const other: Mutation = { file: 'b.json', op: 'xor', offset: 1, mask: 1, why: 'flip' };
  assert.deepEqual(withoutDeadMutations([flip, other, fifo]), [other, fifo]);
  assert.deepEqual(withoutDeadMutations([fifo, flip]), [fifo, flip]);
});

test('ddmin keeps only the items the failure needs; the prefix search finds the shortest failing prefix', async () => {
  const needs = (items: number[]) => Promise.resolve(items.includes(3) && items.includes(11));
  assert.deepEqual(await ddmin([...Array(16).keys()], needs, Date.now() + 5000), [3, 11]);
  const failsFrom7 = (items: number[]) => Promise.resolve(items.includes(7));
  assert.deepEqual(await shortestFailingPrefix([...Array(20).keys()], failsFrom7, Date.now() + 5000), [0, 1, 2, 3, 4, 5, 6, 7]);
});

const cleanRun = (diagnostics: unknown[], exitCode = 0): CliObservation => ({
  exitCode,
  signal: null,
  stdout: JSON.stringify({ version: 1, diagnostics }),
  stderr: '',
  timedOut: false,
  overMemory: false,
  peakRssMb: 100,
  ms: 300,
});
const oracles = (run: CliObservation, files: Record<string, string> = {}, special = {}) =>
  checkCliRun(run, { files: Object.fromEntries(Object.entries(files).map(([k, v]) => [k, Buffer.from(v)])), special }, DEFAULT_LIMITS).map((f) => f.oracle);

test('CLI oracles: a clean verdict passes; each broken promise is named', () => {
  const error = { file: 'stages.json', code: 'JSON-001', severity: 'error', message: 'invalid JSON' };
  assert.deepEqual(oracles(cleanRun([error], 1), { 'stages.json': '{' }), []);
  assert.deepEqual(oracles(cleanRun([])), []);
  assert.deepEqual(oracles({ ...cleanRun([]), exitCode: 3, stderr: 'hydrocase: internal error: RangeError: x\n    at parse (/x/cli.js:1:2)\n' }), ['crash', 'stack-trace']);
  assert.deepEqual(oracles({ ...cleanRun([]), exitCode: 1, stdout: '', stderr: 'RuntimeError: unreachable\n    at wasm://wasm/0123:1:2\n' }), ['stack-trace', 'bad-report']);
  assert.deepEqual(oracles({ ...cleanRun([]), exitCode: null, signal: 'SIGKILL', timedOut: true }), ['timeout']);
  assert.deepEqual(oracles({ ...cleanRun([]), stdout: 'oops' }), ['bad-report']);
  assert.deepEqual(oracles(cleanRun([{ ...error, code: undefined }], 1), { 'stages.json': '{' }), ['unknown-code']);
  assert.deepEqual(oracles(cleanRun([{ ...error, message: 'did you mean [object Object]' }], 1), { 'stages.json': '{' }), ['bad-message']);
  assert.deepEqual(oracles(cleanRun([]), { 'penalties.json': '\uFEFF{}' }), ['silent-pass']);
  assert.deepEqual(oracles(cleanRun([]), {}, { 'system/thermals.json': 'fifo' }), ['silent-pass']);
  assert.deepEqual(oracles(cleanRun([error], 0), { 'stages.json': '{' }), ['exit-code']);
  assert.deepEqual(oracles({ ...cleanRun([]), exitCode: 2, stdout: '' }, { 'penalties.json': '{}' }), [], 'no stages.json: exit 2, no case folder');
  assert.deepEqual(oracles({ ...cleanRun([]), exitCode: 2, stdout: '' }, { 'stages.json': '{}' }), ['crash']);
});

test('stale-diagnostic oracle: shown problems must equal the disk, and none may remain elsewhere', () => {
  const ws = 'file:///ws';
  const truth: DiskTruth = { expected: new Map([[`${ws}/case/stages.json`, ['error STG-001 3:5']]]), unknownRoots: [], errors: new Map() };
  const shown = (uri: string, line: number): [string, PublishedDiagnostics] => [
    uri,
    { uri, diagnostics: [{ code: 'STG-001', message: 'm', severity: 1, range: { start: { line, character: 4 }, end: { line, character: 5 } } }] },
  ];
  assert.deepEqual(staleDiagnostics(new Map([shown(`${ws}/case/stages.json`, 2)]), truth, ws), []);
  assert.match(staleDiagnostics(new Map([shown(`${ws}/case/stages.json`, 7)]), truth, ws).join(), /missing \[error STG-001 3:5\].*shown but not on disk \[error STG-001 8:5\]/);
  assert.match(
    staleDiagnostics(new Map([shown(`${ws}/case/stages.json`, 2), shown(`${ws}/gone/stages.json`, 2)]), truth, ws).join(),
    /^gone\/stages.json: .*shown but not on disk/,
  );
});

test('a saved reproducer loads back as it was, and a second failure of the same case gets its own folder', () => {
  const out = mkdtempSync(join(tmpdir(), 'hydrocase-fuzz-test-'));
  try {
    const saved = {
      reproducer: {
        target: 'cli' as const,
        failure: { oracle: 'silent-pass', detail: 'd' },
        seed: 5,
        seedCase: 'generated:1',
        mutations: [{ file: 'stages.json', op: 'truncate' as const, length: 1, why: 'cut' }],
      },
      base: { 'stages.json': Buffer.from('{}'), 'system/hydros.json': Buffer.from('{"hydros":[]}') },
    };
    const first = saveReproducer(out, 3, saved, 'x');
    const second = saveReproducer(out, 3, saved, 'x');
    assert.equal(basename(first), 'silent-pass-5-3');
    assert.equal(basename(second), 'silent-pass-5-3-2');
    const loaded = loadReproducer(first);
    assert.deepEqual(loaded.reproducer, saved.reproducer);
    assert.deepEqual(Object.keys(loaded.base).sort(), ['stages.json', 'system/hydros.json']);
    assert.match(readFileSync(join(first, 'README.md'), 'utf8'), /npm run fuzz -- --replay /);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('storms are deterministic in their seed, and --avoid-known drops exactly the filed crashers', () => {
  const base = generatedSeedCase(3).files;
  const storm = drawStorm(new Random(9), base, 200);
  assert.deepEqual(drawStorm(new Random(9), base, 200), storm);
  const kept = withoutKnownLsp(storm);
  assert.ok(kept.length < storm.length && kept.length > storm.length / 2);
  assert.ok(!kept.some((s) => s.kind === 'notify' && s.method === 'textDocument/didOpen' && typeof (s.params as any)?.textDocument?.uri !== 'string'));
});

test('a JSON mutation on a file an earlier mutation nested 100,000 levels deep does not overflow the fuzzer', () => {
  const deep = Buffer.from(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
  for (let seed = 1; seed <= 20; seed++) {
    const mutation = mutateJson(new Random(seed), 'stages.json', deep);
    assert.equal(mutation.file, 'stages.json');
  }
});

test('the fuzzer reads a workspace file only when it is a regular file: a FIFO, a link to /dev/zero, a folder or a loop give nothing, at once', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-fuzzread-'));
  try {
    writeFileSync(join(dir, 'stages.json'), '{"stages": []}');
    assert.equal(await readWorkspaceText(join(dir, 'stages.json')), '{"stages": []}');
    const started = performance.now();
    for (const kind of ['fifo', 'dev-zero', 'folder', 'symlink-loop'] as const) {
      writeSpecial(join(dir, `${kind}.json`), kind);
      assert.equal(await readWorkspaceText(join(dir, `${kind}.json`)), undefined, kind);
    }
    assert.equal(await readWorkspaceText(join(dir, 'missing.json')), undefined);
    // A plain readFileSync blocks forever on the FIFO and, on the link to /dev/zero, grows until the
    // process aborts with std::bad_alloc (what ended the fourth 10-minute campaign).
    assert.ok(performance.now() - started < 5_000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a storm that leaves stages.json a FIFO or a folder ends with a verdict: the fuzzer is not stuck reading it, and the server shows the CLI's CASE-001", async () => {
  const outcome = await runStorm(
    {
      base: generatedSeedCase(3).files,
      watchFiles: true,
      steps: [
        { kind: 'fs', fs: { op: 'copy-case', folder: 'copy1' } },
        { kind: 'fs', fs: { op: 'special', file: 'case/stages.json', special: 'fifo' } },
        { kind: 'fs', fs: { op: 'special', file: 'copy1/stages.json', special: 'folder' } },
      ],
    },
    DEFAULT_LIMITS,
  );
  assert.deepEqual(outcome.failures, []);
});

test('the fuzzer draws from every file of the whole case: CLI mutations and storm steps reach config, initial conditions, every system/ registry and the scenarios tables', () => {
  const mutated = new Set<string>();
  const stormed = new Set<string>();
  const rng = new Random(20261128);
  for (let i = 0; i < 400; i++) {
    const seed = pickSeedCase(rng);
    // Content damage only: a deleted file or one replaced with a folder says nothing about its rules.
    for (const mutation of drawMutations(rng, seed.files)) if (mutation.op !== 'delete' && mutation.op !== 'special') mutated.add(mutation.file);
    if (i % 10 === 0) for (const step of drawStorm(rng, seed.files, 60)) stormed.add(stepFile(step) ?? '');
  }
  const wholeCase = [...REQUIRED_FILES, ...Object.values(CASE_FILES)];
  assert.deepEqual(
    wholeCase.filter((file) => !mutated.has(file)),
    [],
    'every case file has its content mutated',
  );
  for (const file of [CASE_FILES.config, CASE_FILES.initialConditions, CASE_FILES.buses, CASE_FILES.pumping, CASE_FILES.contracts, CASE_FILES.inflowStats, CASE_FILES.loadStats])
    assert.ok(stormed.has(file), `no storm step touches ${file}`);
  // A generated seed holds the files the generator does not write, valid: nothing is found on it.
  const files = generatedSeedCase(11).files;
  for (const file of [CASE_FILES.nonControllable, CASE_FILES.pumping, CASE_FILES.contracts, CASE_FILES.inflowStats, CASE_FILES.loadStats])
    assert.ok(files[file], `${file} in the generated seed`);
});
