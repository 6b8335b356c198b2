// The fuzz slice CI runs: a fixed seed and a fixed number of inputs (80 mutated cases through the
// built CLI, 8 message storms against the language server), so a fast machine and a slow one run
// the same inputs; the time bound only guards a very slow machine. A failure names its oracle and
// the saved reproducer (.fuzz/failures/...; replay with `npm run fuzz -- --replay <dir>`).
// HYDROCASE_FUZZ_SECONDS / _SEED / _SHRINK_SECONDS / _CASES / _STORMS change the slice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DEFAULT_LIMITS, runCampaign } from '../../fuzz/campaign';
import { repoRoot } from '../support/cli';

const SECONDS = Number(process.env.HYDROCASE_FUZZ_SECONDS ?? 120);
const CASES = Number(process.env.HYDROCASE_FUZZ_CASES ?? 80);
const STORMS = Number(process.env.HYDROCASE_FUZZ_STORMS ?? 8);
const SEED = Number(process.env.HYDROCASE_FUZZ_SEED ?? 20261123);
const SHRINK_SECONDS = Number(process.env.HYDROCASE_FUZZ_SHRINK_SECONDS ?? 10);
/** A mutated small case is checked in well under a second; 10 s keeps a hang from eating the slice. */
const CLI_TIMEOUT_MS = Number(process.env.HYDROCASE_FUZZ_TIMEOUT_MS ?? 10_000);

test(`fuzz slice (seed ${SEED}, ${CASES} cases, ${STORMS} storms): no crash, hang, stack trace, silent pass, unanswered request or stale diagnostic`, async () => {
  const result = await runCampaign({
    seconds: SECONDS,
    seed: SEED,
    target: 'all',
    outDir: join(repoRoot, '.fuzz', 'failures'),
    shrinkSeconds: SHRINK_SECONDS,
    stormLength: 40,
    limits: { ...DEFAULT_LIMITS, timeoutMs: CLI_TIMEOUT_MS },
    log: () => undefined,
    maxCliCases: CASES,
    maxStorms: STORMS,
  });
  assert.deepEqual(
    result.found.map((f) => `${f.target} ${f.failure.oracle}: ${f.failure.detail} [${f.reproducer}] -> ${f.dir}`),
    [],
  );
  assert.ok(result.cliCases > 0 && result.storms > 0, `ran ${result.cliCases} CLI cases and ${result.storms} storms`);
});
