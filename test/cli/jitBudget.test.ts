// The CLI raises V8's optimization budget (cli/jitBudget.ts): on a small case no JavaScript
// function runs long enough to be worth an optimizing compile, so none is made.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { examplesDir, repoRoot, runCli } from '../support/cli';

test('a small case: no JavaScript function is recompiled by the optimizing compiler', () => {
  // With V8's default budget this case's run optimizes a couple of functions (the line index walk, say).
  const caseDir = join(examplesDir, 'deterministic', 'd06-fpha-variable-head');
  const run = runCli(['validate', caseDir, '--format', 'json'], repoRoot, { nodeArgs: ['--trace-opt'] });
  assert.ok(run.status === 0 || run.status === 1, `the check ran (exit ${run.status}): ${run.stderr}`);
  const optimized = run.stdout.split('\n').filter((line) => line.startsWith('[completed optimizing'));
  assert.deepEqual(optimized, []);
});
