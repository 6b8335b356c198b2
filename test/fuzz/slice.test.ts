// The fuzz slice CI runs: a fixed seed, ~25 s over the built CLI and the language server. A failure
// names its oracle and the saved reproducer (.fuzz/failures/...; replay with
// `npm run fuzz -- --replay <dir>`). HYDROCASE_FUZZ_SECONDS / _SEED / _SHRINK_SECONDS change the slice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { DEFAULT_LIMITS, runCampaign } from '../../fuzz/campaign';
import { repoRoot } from '../support/cli';

const SECONDS = Number(process.env.HYDROCASE_FUZZ_SECONDS ?? 25);
const SEED = Number(process.env.HYDROCASE_FUZZ_SEED ?? 20261123);
const SHRINK_SECONDS = Number(process.env.HYDROCASE_FUZZ_SHRINK_SECONDS ?? 10);
/** A mutated small case is checked in well under a second; 10 s keeps a hang from eating the slice. */
const CLI_TIMEOUT_MS = Number(process.env.HYDROCASE_FUZZ_TIMEOUT_MS ?? 10_000);

test(`fuzz slice (seed ${SEED}, ${SECONDS} s): no crash, hang, stack trace, silent pass, unanswered request or stale diagnostic`, async () => {
  const result = await runCampaign({
    seconds: SECONDS,
    seed: SEED,
    target: 'all',
    outDir: join(repoRoot, '.fuzz', 'failures'),
    shrinkSeconds: SHRINK_SECONDS,
    stormLength: 40,
    limits: { ...DEFAULT_LIMITS, timeoutMs: CLI_TIMEOUT_MS },
    log: () => undefined,
  });
  assert.deepEqual(
    result.found.map((f) => `${f.target} ${f.failure.oracle}: ${f.failure.detail} [${f.reproducer}] -> ${f.dir}`),
    [],
  );
  assert.ok(result.cliCases > 0 && result.storms > 0, `ran ${result.cliCases} CLI cases and ${result.storms} storms`);
});
