// `npm run fuzz -- [--seconds N] [--seed S] [--target cli|lsp|all] [--shrink-seconds N] [--storm-length N] [--avoid-known]`
// `npm run fuzz -- --replay .fuzz/failures/<dir>`
// Fuzzes the built CLI and language server (run `npm run build` first; `npm run fuzz` does).
import { join } from 'node:path';
import { DEFAULT_LIMITS, runCampaign, type Target } from './campaign';
import { runCliCase } from './cliTarget';
import { runStorm } from './lsp/session';
import { loadReproducer } from './reproducers';
import { failureKey } from './oracles/failure';
import { repoRoot } from '../test/support/cli';
import { KNOWN_FILES } from '../shared/core/case/layout';

const USAGE = `npm run fuzz -- [options]      fuzz the built CLI and language server
  --seconds N          how long (default 60)
  --seed S             the campaign's seed (default: from the clock; printed first)
  --target cli|lsp|all what to fuzz (default all: 60% of the time CLI cases, then LSP storms)
  --shrink-seconds N   time to shrink each distinct failure before saving it under .fuzz/failures
  --storm-length N     messages per LSP storm (default 60)
  --avoid-known        leave out the inputs of failures already filed (fuzz/knownFailures.ts)
npm run fuzz -- --replay .fuzz/failures/<dir>   replay a saved failure
The summary ends with the runs per case file (CLI cases that mutated it, storm steps that touched it, failures among them).`;

function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
}

async function replay(dir: string): Promise<number> {
  const { reproducer, base } = loadReproducer(dir);
  console.log(`replaying ${reproducer.target} failure ${reproducer.failure.oracle}: ${reproducer.failure.detail}`);
  const failures =
    reproducer.target === 'cli'
      ? (await runCliCase({ seedLabel: reproducer.seedCase, files: base, mutations: reproducer.mutations }, DEFAULT_LIMITS)).failures
      : (await runStorm({ base, watchFiles: reproducer.watchFiles, steps: reproducer.steps }, DEFAULT_LIMITS)).failures;
  for (const f of failures) console.log(`  [${f.oracle}] ${f.detail}`);
  const reproduced = failures.some((f) => failureKey(f) === failureKey(reproducer.failure));
  console.log(reproduced ? 'still fails' : 'no longer fails');
  return reproduced ? 1 : 0;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const replayDir = option(argv, 'replay');
  if (replayDir) return replay(replayDir);
  const target = (option(argv, 'target') ?? 'all') as Target;
  if (!['cli', 'lsp', 'all'].includes(target)) throw new Error(`--target must be cli, lsp or all, got ${target}`);
  const seconds = Number(option(argv, 'seconds') ?? 60);
  const seed = Number(option(argv, 'seed') ?? Date.now() % 1_000_000);
  console.log(`fuzzing ${target} for ${seconds} s with seed ${seed}`);
  const result = await runCampaign({
    seconds,
    seed,
    target,
    outDir: join(repoRoot, '.fuzz', 'failures'),
    shrinkSeconds: Number(option(argv, 'shrink-seconds') ?? 60),
    stormLength: Number(option(argv, 'storm-length') ?? 60),
    avoidKnown: argv.includes('--avoid-known'),
    limits: DEFAULT_LIMITS,
    log: (line) => console.log(line),
  });
  console.log(
    `\n${result.cliCases} CLI cases, ${result.storms} LSP storms (${result.requests} requests, ${result.notifications} notifications), ${result.found.length} distinct failures`,
  );
  for (const f of result.found) console.log(`  ${f.target} ${f.failure.oracle} x${f.count}: ${f.failure.detail.slice(0, 200)}\n      ${f.reproducer.slice(0, 300)}`);
  console.log(`\nper file (CLI cases that mutated it, storm steps that touched it, failures among them):`);
  for (const [file, counts] of Object.entries(result.byFile).sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${file.padEnd(48)} ${String(counts.cliCases).padStart(6)} CLI ${String(counts.stormSteps).padStart(6)} storm steps ${String(counts.failures).padStart(4)} failures`,
    );
  const untouched = KNOWN_FILES.filter((file) => !result.byFile[file]);
  if (untouched.length) console.log(`  never drawn: ${untouched.join(', ')}`);
  return result.found.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(2);
  },
);
