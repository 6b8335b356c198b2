// Rewrites test/fixtures/cobre-examples.expected.json from what the engine reports today on Cobre's
// example cases. Run it only after a deliberate change to a rule, then read the diff: every line
// that moves must be explained by the change.
//   node --import tsx scripts/regenerateExampleExpectations.ts
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { validateCase } from '../shared/engine/validate';
import { examplesDir, findCases } from '../test/support/cli';
import { describeForFixture, expectationsPath } from '../test/support/exampleExpectations';

async function main(): Promise<void> {
  const expectations: Record<string, string[]> = {};
  for (const dir of findCases(examplesDir).sort()) {
    const result = await validateCase(dir);
    expectations[relative(examplesDir, dir)] = result.diagnostics.map(describeForFixture).sort();
  }
  writeFileSync(expectationsPath, `${JSON.stringify(expectations, null, 2)}\n`);
}

void main();
