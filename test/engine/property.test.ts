// Property test: random valid cases from the seeded generator produce no errors and no warnings
// over a few hundred seeds, with every rule (single-file and cross-file) running. A failure names
// the seed, so `generateCase(randomSpec(seed), seed)` reproduces it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateCase, randomSpec } from '../../bench/generate';
import { writeCase } from '../support/cases';
import { validateCase } from '../../shared/engine/validate';
import { renderDiagnostics } from '../support/assertions';

const SEEDS = Number(process.env.HYDROCASE_PROPERTY_SEEDS ?? 300);

test(`random valid cases over ${SEEDS} seeds yield no error or warning`, async () => {
  const failures: string[] = [];
  for (let seed = 1; seed <= SEEDS && failures.length < 5; seed++) {
    const generated = generateCase(randomSpec(seed), seed);
    const result = await validateCase(writeCase(generated.files));
    const problems = result.diagnostics.filter((d) => d.severity !== 'hint');
    if (problems.length) failures.push(`seed ${seed}:\n${renderDiagnostics(problems.slice(0, 10))}`);
  }
  assert.deepEqual(failures, []);
});
