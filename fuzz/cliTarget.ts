// The command-line target: one fuzz case is a seed case plus mutations, written to a temporary
// folder and validated by the built CLI; then its failures are shrunk and saved.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Random } from '../bench/generate';
import { applyMutations, writeMutatedCase, type Mutation } from './mutation';
import { drawMutations } from './mutators';
import { checkCliRun } from './oracles/cli';
import { failureKey, type Failure } from './oracles/failure';
import { runValidate, type CliLimits, type CliObservation } from './runners/cliProcess';
import { pickSeedCase, type CaseFiles } from './seedCases';
import { ddmin } from './shrink';

export interface CliCase {
  seedLabel: string;
  files: CaseFiles;
  mutations: Mutation[];
}

export interface CliTrial {
  failures: Failure[];
  run: CliObservation;
}

export function drawCliCase(rng: Random): CliCase {
  const seed = pickSeedCase(rng);
  return { seedLabel: seed.label, files: seed.files, mutations: drawMutations(rng, seed.files) };
}

export async function runCliCase(fuzzCase: CliCase, limits: CliLimits): Promise<CliTrial> {
  const root = mkdtempSync(join(tmpdir(), 'hydrocase-fuzz-'));
  try {
    const caseDir = join(root, 'case');
    const mutated = applyMutations(fuzzCase.files, fuzzCase.mutations);
    writeMutatedCase(caseDir, mutated);
    const run = await runValidate(caseDir, limits);
    return { run, failures: checkCliRun(run, mutated, limits) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * The smallest case found (within `deadline`) that still fails the same way: ddmin over the
 * mutations, then over the files no mutation touches.
 */
export async function shrinkCliCase(fuzzCase: CliCase, failure: Failure, limits: CliLimits, deadline: number): Promise<CliCase> {
  const fails = async (candidate: CliCase) => (await runCliCase(candidate, limits)).failures.some((f) => failureKey(f) === failureKey(failure));
  const mutations = await ddmin(withoutDeadMutations(fuzzCase.mutations), (subset) => fails({ ...fuzzCase, mutations: subset }), deadline);
  const touched = new Set(mutations.map((m) => m.file));
  const spare = Object.keys(fuzzCase.files).filter((f) => !touched.has(f));
  const bare = pickFiles(fuzzCase.files, [...touched]);
  if (!spare.length || (await fails({ ...fuzzCase, mutations, files: bare }))) return { ...fuzzCase, mutations, files: bare };
  const keep = await ddmin(spare, (subset) => fails({ ...fuzzCase, mutations, files: pickFiles(fuzzCase.files, [...touched, ...subset]) }), deadline);
  const files = pickFiles(fuzzCase.files, [...touched, ...keep]);
  return { ...fuzzCase, mutations, files };
}

/** Drops mutations whose file a later mutation replaces whole (free to do: no run needed). */
export function withoutDeadMutations(mutations: Mutation[]): Mutation[] {
  const replaces = (m: Mutation) => m.op === 'replace' || m.op === 'special' || m.op === 'delete';
  return mutations.filter((m, i) => !mutations.slice(i + 1).some((later) => later.file === m.file && replaces(later)));
}

/** What kind of damage a case carries, without offsets: tells apart hangs and blow-ups that print nothing. */
export function mutationKinds(mutations: readonly Mutation[]): string {
  const kinds = mutations.map((m) => `${m.file.endsWith('.parquet') ? 'parquet' : 'json'} ${m.op === 'special' ? m.kind : m.why.replace(/ at .*$/, '').replace(/\d+/g, 'N')}`);
  return [...new Set(kinds)].sort().join(', ');
}

function pickFiles(files: CaseFiles, names: string[]): CaseFiles {
  return Object.fromEntries(names.filter((n) => files[n]).map((n) => [n, files[n]!]));
}
