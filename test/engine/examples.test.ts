// Every real case published by the Cobre project runs here with its expected diagnostics written
// down (test/fixtures/cobre-examples.expected.json). The cases predate the spec revision we check,
// so the expected problems are exactly the spec violations SOURCE.md describes and the decisions
// name: the older keys `num_scenarios` (D1: one STG-039 per file, on the first stage's key) and
// `fpha_turbined_cost` (D2: one PEN-020 on the key), a `season_id` with no season map (D4: STG-042 /
// STG-065 warnings), and, once cross-file rules read hydros.json, productivity only in the older
// place (D3: XF-029). Most examples give every whole month 730 block hours (8760 / 12), the
// average-month convention D26 accepts: no STG-089 hint.
// Anything else would be a false positive.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { validateCase } from '../../shared/engine/validate';
import { examplesDir, findCases } from '../support/cli';
import { describeForFixture, expectationsPath } from '../support/exampleExpectations';

const expected: Record<string, string[]> = JSON.parse(readFileSync(expectationsPath, 'utf8'));

const cases = findCases(examplesDir)
  .map((dir) => relative(examplesDir, dir))
  .sort();

test('every example case has written-down expectations', () => {
  assert.ok(cases.length >= 20, `found only ${cases.length} example cases in ${examplesDir}`);
  assert.deepEqual(cases, Object.keys(expected).sort());
});

for (const name of cases) {
  test(`example ${name}: only the known spec violations`, async () => {
    const result = await validateCase(join(examplesDir, name));
    const actual = result.diagnostics.map(describeForFixture).sort();
    assert.deepEqual(actual, [...(expected[name] ?? [])].sort());
  });
}
