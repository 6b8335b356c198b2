// A time-bounded, seeded fuzz campaign over the CLI and/or the language server: draws cases,
// runs them, and for each distinct failure shrinks it and saves a reproducer.
import { Random } from '../bench/generate';
import { KNOWN_FILES } from '../shared/core/case/layout';
import { drawCliCase, mutationKinds, runCliCase, shrinkCliCase, type CliCase } from './cliTarget';
import { runStorm, type LspLimits, type LspStorm } from './lsp/session';
import { describeStep } from './lsp/steps';
import { drawStorm } from './lsp/storm';
import { describeMutations } from './mutation';
import { isKnownCli, withoutKnownLsp } from './knownFailures';
import { failureKey, type Failure } from './oracles/failure';
import { saveReproducer } from './reproducers';
import { pickSeedCase } from './seedCases';
import { ddmin, shortestFailingPrefix } from './shrink';

export type Target = 'cli' | 'lsp' | 'all';

/** 20 s for a verdict, 1 GB resident, 10 s per request, 2 s for the shown problems to match the disk. */
export const DEFAULT_LIMITS: LspLimits = { timeoutMs: 20_000, memoryLimitMb: 1024, requestTimeoutMs: 10_000, settleMs: 2_000 };

export interface CampaignOptions {
  seconds: number;
  seed: number;
  target: Target;
  /** Where reproducers go (`.fuzz/failures`). */
  outDir: string;
  /** Time allowed to shrink each distinct failure. */
  shrinkSeconds: number;
  /** Messages per LSP storm. */
  stormLength: number;
  /** Leave out the inputs of failures already filed (knownFailures.ts), to explore past them. */
  avoidKnown?: boolean;
  limits: LspLimits;
  log: (line: string) => void;
  /**
   * Stop after this many CLI cases / storms even with time left: a slice that runs the same inputs
   * on a fast machine and a slow one (CI), not whatever the time allows.
   */
  maxCliCases?: number;
  maxStorms?: number;
}

export interface FoundFailure {
  target: 'cli' | 'lsp';
  failure: Failure;
  /** Times this failure (same oracle, same detail up to numbers) was seen. */
  count: number;
  /** The shrunk input in one line. */
  reproducer: string;
  dir: string;
}

export interface CampaignResult {
  cliCases: number;
  storms: number;
  requests: number;
  notifications: number;
  found: FoundFailure[];
  /** Per case file: CLI cases that mutated it, storm steps that touched it, and failures (every occurrence) of cases or storms that did. */
  byFile: Record<string, FileCounts>;
}

export interface FileCounts {
  cliCases: number;
  stormSteps: number;
  failures: number;
}

/** The share of a mixed campaign's time given to the CLI (cheap cases) before the storms. */
const CLI_SHARE = 0.6;

export async function runCampaign(options: CampaignOptions): Promise<CampaignResult> {
  const result: CampaignResult = { cliCases: 0, storms: 0, requests: 0, notifications: 0, found: [], byFile: {} };
  const counts = (file: string) => (result.byFile[file] ??= { cliCases: 0, stormSteps: 0, failures: 0 });
  const bySignature = new Map<string, FoundFailure>();
  // The CLI cases and the storms draw from streams of their own: a slow machine that runs fewer
  // CLI cases before the CLI's deadline still runs the same storms (CI's slice is the same inputs everywhere).
  const rng = new Random(options.seed);
  const stormSeeds = new Random(options.seed + 1);
  const start = Date.now();
  const end = start + options.seconds * 1000;
  const cliEnd = options.target === 'cli' ? end : options.target === 'lsp' ? start : start + options.seconds * 1000 * CLI_SHARE;
  let n = 0;
  // Shrinking is not fuzzing: time spent on it moves both deadlines back.
  let shrinkMs = 0;
  const now = () => Date.now() - shrinkMs;
  let lastProgress = Date.now();
  const progress = () => {
    if (Date.now() - lastProgress < 30_000) return;
    lastProgress = Date.now();
    options.log(
      `  ... ${Math.round((Date.now() - start) / 1000)} s: ${result.cliCases} CLI cases, ${result.storms} storms (${result.requests} requests, ${result.notifications} notifications), ${result.found.length} distinct failures`,
    );
  };

  /** Counts a failure; the first of its kind is shrunk and saved. */
  const record = async (target: 'cli' | 'lsp', failure: Failure, save: () => Promise<{ reproducer: string; dir: string }>, hint = '') => {
    const signature = `${target} ${failureKey(failure)} ${hint}`;
    const known = bySignature.get(signature);
    if (known) {
      known.count++;
      return;
    }
    options.log(`  FAIL [${target} ${failure.oracle}] ${failure.detail}`);
    const shrinkStart = Date.now();
    const saved = await save();
    shrinkMs += Date.now() - shrinkStart;
    const found: FoundFailure = { target, failure, count: 1, ...saved };
    options.log(`    shrunk to: ${saved.reproducer}\n    saved: ${saved.dir}`);
    bySignature.set(signature, found);
    result.found.push(found);
  };

  // Each target of a mixed campaign gets at least one case.
  const moreCli = () => result.cliCases < (options.maxCliCases ?? Infinity);
  const moreStorms = () => result.storms < (options.maxStorms ?? Infinity);
  while (options.target !== 'lsp' && moreCli() && (result.cliCases === 0 || now() < cliEnd)) {
    n++;
    let fuzzCase = drawCliCase(new Random(rng.int(0, 2 ** 31)));
    while (options.avoidKnown && isKnownCli(fuzzCase.mutations)) fuzzCase = drawCliCase(new Random(rng.int(0, 2 ** 31)));
    const trial = await runCliCase(fuzzCase, options.limits);
    result.cliCases++;
    const mutated = new Set(fuzzCase.mutations.map((mutation) => mutation.file));
    for (const file of mutated) {
      counts(file).cliCases++;
      counts(file).failures += trial.failures.length;
    }
    progress();
    for (const failure of trial.failures) {
      // A hang or a blow-up says nothing on its own: what was done to the case tells them apart.
      const hint = failure.oracle === 'timeout' || failure.oracle === 'memory' ? mutationKinds(fuzzCase.mutations) : '';
      await record('cli', failure, () => saveCli(fuzzCase, failure, options, n), hint);
    }
  }
  while (options.target !== 'cli' && moreStorms() && (result.storms === 0 || now() < end)) {
    n++;
    const stormRng = new Random(stormSeeds.int(0, 2 ** 31));
    const storm: LspStorm = { base: pickSeedCase(stormRng).files, watchFiles: stormRng.chance(0.5), steps: [] };
    storm.steps = drawStorm(stormRng, storm.base, options.stormLength);
    if (options.avoidKnown) storm.steps = withoutKnownLsp(storm.steps);
    const outcome = await runStorm(storm, options.limits);
    result.storms++;
    const touched = new Set<string>();
    for (const step of storm.steps) {
      const file = stepFile(step);
      if (!file) continue;
      counts(file).stormSteps++;
      touched.add(file);
    }
    for (const file of touched) counts(file).failures += outcome.failures.length;
    result.requests += outcome.requests;
    result.notifications += outcome.notifications;
    progress();
    for (const failure of outcome.failures) await record('lsp', failure, () => saveLsp(storm, failure, options, n));
  }
  return result;
}

/** The case file a storm step writes, deletes or edits (by its path or its document URI), if any. */
export function stepFile(step: LspStorm['steps'][number]): string | undefined {
  const path = step.kind === 'fs' && 'file' in step.fs ? step.fs.file : step.kind === 'notify' || step.kind === 'request' ? documentUri(step.params) : undefined;
  return path === undefined ? undefined : KNOWN_FILES.find((file) => path === file || path.endsWith(`/${file}`));
}

function documentUri(params: unknown): string | undefined {
  const uri = (params as { textDocument?: { uri?: unknown } } | null)?.textDocument?.uri;
  return typeof uri === 'string' ? uri : undefined;
}

async function saveCli(fuzzCase: CliCase, failure: Failure, options: CampaignOptions, n: number) {
  const shrunk = await shrinkCliCase(fuzzCase, failure, options.limits, Date.now() + options.shrinkSeconds * 1000);
  const reproducer = `${shrunk.seedLabel}, ${Object.keys(shrunk.files).length} files; ${describeMutations(shrunk.mutations)}`;
  const dir = saveReproducer(
    options.outDir,
    n,
    { reproducer: { target: 'cli', failure, seed: options.seed, seedCase: shrunk.seedLabel, mutations: shrunk.mutations }, base: shrunk.files },
    `Mutations: ${reproducer}`,
  );
  return { reproducer, dir };
}

async function saveLsp(storm: LspStorm, failure: Failure, options: CampaignOptions, n: number) {
  const fails = async (steps: LspStorm['steps']) => (await runStorm({ ...storm, steps }, options.limits)).failures.some((f) => failureKey(f) === failureKey(failure));
  const deadline = Date.now() + options.shrinkSeconds * 1000;
  // The shortest failing prefix first (cheap, by bisection), then ddmin drops the steps it does not need.
  const steps = await ddmin(await shortestFailingPrefix(storm.steps, fails, deadline), fails, deadline);
  const last = steps.at(-1);
  const reproducer = `${steps.length} of ${storm.steps.length} messages (${storm.watchFiles ? 'client' : 'server'} watches files); last: ${last ? describeStep(last) : '(none: fails on a plain session)'}`;
  const log = steps.map((s, i) => `${i + 1}. ${describeStep(s)}`).join('\n');
  const dir = saveReproducer(
    options.outDir,
    n,
    { reproducer: { target: 'lsp', failure, seed: options.seed, watchFiles: storm.watchFiles, steps }, base: storm.base },
    `Message log:\n\n${log}`,
  );
  return { reproducer, dir };
}
