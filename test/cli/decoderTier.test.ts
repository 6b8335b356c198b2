// A run whose tables are all small keeps parquet-wasm on V8's baseline compiler (Liftoff): no
// function of the decoder is recompiled by the optimizing compiler (TurboFan), whose background
// compiles cost a small case more CPU than its whole decode (cli/parquetChecker.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { examplesDir, repoRoot } from '../support/cli';

/** A small case with an FPHA hyperplane table: decoded long enough that V8's default tiering recompiles a few decoder functions. */
const FPHA_CASE = join(examplesDir, 'deterministic', 'd06-fpha-variable-head');

/** The CLI's run with V8 printing each WebAssembly function it compiles, and with which compiler. */
function compiledWith(args: readonly string[]): { liftoff: number; turbofan: number; status: number | null } {
  const run = spawnSync(process.execPath, ['--trace-wasm-compilation-times', join(repoRoot, 'bin', 'hydrocase.js'), 'validate', ...args, '--format', 'json'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  const count = (compiler: string) => run.stdout.split('\n').filter((line) => line.startsWith('Compiled function') && line.includes(`using ${compiler}`)).length;
  return { liftoff: count('Liftoff'), turbofan: count('TurboFan'), status: run.status };
}

const baselineOnly = process.arch === 'x64' || process.arch === 'arm64';

test('one small case: the decoder runs, on the baseline compiler only', { skip: !baselineOnly && 'Liftoff is kept to x64 and arm64' }, () => {
  const run = compiledWith([FPHA_CASE]);
  assert.ok(run.status === 0 || run.status === 1, `the check ran (exit ${run.status})`);
  assert.ok(run.liftoff > 0, 'the tables were decoded');
  assert.equal(run.turbofan, 0);
});

test('several small cases (case worker threads): the baseline compiler only', { skip: !baselineOnly && 'Liftoff is kept to x64 and arm64' }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-tier-'));
  cpSync(FPHA_CASE, join(dir, 'a'), { recursive: true });
  cpSync(FPHA_CASE, join(dir, 'b'), { recursive: true });
  const run = compiledWith([dir]);
  assert.ok(run.status === 0 || run.status === 1, `the check ran (exit ${run.status})`);
  assert.ok(run.liftoff > 0, 'the tables were decoded');
  assert.equal(run.turbofan, 0);
});
