// The CLI keeps parquet-wasm on V8's baseline compiler (Liftoff): no function of the decoder is
// recompiled by the optimizing compiler (TurboFan), whose background compiles cost a CLI run more
// CPU than they save (shared/core/parquet/decoderTier.ts). Small tables are decoded in the main
// thread, large ones in worker threads, several cases in case worker threads: each route is checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examplesDir, repoRoot, runCli } from '../support/cli';
import { writeLargeHyperplaneTable } from '../support/largeHyperplanes';

/** A small case with an FPHA hyperplane table: decoded long enough that V8's default tiering recompiles a few decoder functions. */
const FPHA_CASE = join(examplesDir, 'deterministic', 'd06-fpha-variable-head');

const skip = process.arch !== 'x64' && process.arch !== 'arm64' && 'the CLI keeps Liftoff to x64 and arm64';

/** The CLI's run with V8 printing each WebAssembly function it compiles, and with which compiler. */
function compiledWith(caseDir: string): { liftoff: number; turbofan: number } {
  const run = runCli(['validate', caseDir, '--format', 'json'], repoRoot, { nodeArgs: ['--trace-wasm-compilation-times'] });
  assert.ok(run.status === 0 || run.status === 1, `the check ran (exit ${run.status}): ${run.stderr}`);
  const count = (compiler: string) => run.stdout.split('\n').filter((line) => line.startsWith('Compiled function') && line.includes(`using ${compiler}`)).length;
  return { liftoff: count('Liftoff'), turbofan: count('TurboFan') };
}

function copyOfCase(...names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-tier-'));
  for (const name of names) cpSync(FPHA_CASE, join(dir, name), { recursive: true });
  return dir;
}

test('small tables, decoded in the main thread: the baseline compiler only', { skip }, () => {
  const run = compiledWith(FPHA_CASE);
  assert.ok(run.liftoff > 0, 'the table was decoded');
  assert.equal(run.turbofan, 0);
});

test('a megabyte of hyperplanes, decoded in a worker thread: the baseline compiler only', { skip }, () => {
  const dir = copyOfCase('case');
  writeLargeHyperplaneTable(join(dir, 'case', 'system', 'fpha_hyperplanes.parquet'));
  const run = compiledWith(join(dir, 'case'));
  assert.ok(run.liftoff > 0, 'the table was decoded');
  assert.equal(run.turbofan, 0);
});

test('several small cases, in case worker threads: the baseline compiler only', { skip }, () => {
  const run = compiledWith(copyOfCase('a', 'b'));
  assert.ok(run.liftoff > 0, 'the tables were decoded');
  assert.equal(run.turbofan, 0);
});
