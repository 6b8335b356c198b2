// Property test: random valid cases from the seeded generator produce no errors and no warnings
// over a few hundred seeds, with every rule (single-file and cross-file) running. A failure names
// the seed, so `generateCase(randomSpec(seed), seed)` reproduces it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateCase, randomSpec } from '../../bench/generate';
import { writeCase } from '../support/cases';
import { JsonFileCache, validateCase } from '../../shared/engine/validate';
import { renderDiagnostics } from '../support/assertions';
import { explainStage } from '../../shared/crossFile/explain';

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

test('a warm JSON cache gives the problems of a fresh validation after an edit of stages.json, over 40 seeds', async () => {
  const mismatches: string[] = [];
  for (let seed = 1; seed <= 40 && mismatches.length < 3; seed++) {
    const generated = generateCase(randomSpec(seed), seed);
    const dir = writeCase(generated.files);
    const stages = generated.files['stages.json'];
    const parsed = typeof stages === 'string' ? JSON.parse(stages) : structuredClone(stages);
    // An edit with cross-file consequences: the last study stage is dropped.
    parsed.stages.pop();
    const overlays = new Map([['stages.json', JSON.stringify(parsed, null, 2)]]);
    const jsonCache = new JsonFileCache();
    const before = await validateCase(dir, { jsonCache });
    // What the editor does with a kept validation in between: explain (the hover's facts) for every stage and plant.
    for (const stage of before.resolved.studyStages) for (const hydroId of before.resolved.hydroIds()) explainStage(before.resolved, stage.info.id, hydroId);
    const cached = renderDiagnostics((await validateCase(dir, { jsonCache, overlays })).diagnostics);
    const fresh = renderDiagnostics((await validateCase(dir, { overlays })).diagnostics);
    if (cached !== fresh) mismatches.push(`seed ${seed}:\n--- cached\n${cached}\n--- fresh\n${fresh}`);
  }
  assert.deepEqual(mismatches, []);
});
