// Valid starting points for mutation: small cases from the seeded bench generator and the real
// Cobre example cases. Both are held in memory as case-relative path -> bytes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { generateCase, randomSpec, type Random } from '../bench/generate';
import { examplesDir } from '../test/support/cli';
import { withWholeCase } from './wholeCase';

export type CaseFiles = Record<string, Uint8Array>;

export interface SeedCase {
  /** How to get it back: `generated:<seed>` or `example:<folder>`. */
  label: string;
  files: CaseFiles;
}

export function generatedSeedCase(seed: number): SeedCase {
  const files: CaseFiles = {};
  for (const [path, content] of Object.entries(generateCase(randomSpec(seed), seed).files)) files[path] = typeof content === 'string' ? Buffer.from(content) : content;
  return { label: `generated:${seed}`, files: withWholeCase(files) };
}

let examples: SeedCase[] | undefined;

/** Every folder under cobre-examples that holds stages.json, read once. */
export function exampleSeedCases(): SeedCase[] {
  examples ??= caseFolders(examplesDir).map((dir) => ({ label: `example:${relative(examplesDir, dir)}`, files: readFolder(dir) }));
  return examples;
}

/** Two in three from the generator (every file kind, valid), one in three a real example. */
export function pickSeedCase(rng: Random): SeedCase {
  const real = exampleSeedCases();
  return real.length && rng.chance(1 / 3) ? rng.pick(real) : generatedSeedCase(rng.int(1, 1_000_000));
}

function caseFolders(dir: string): string[] {
  const names = readdirSync(dir).sort();
  if (names.includes('stages.json')) return [dir];
  return names.filter((name) => statSync(join(dir, name)).isDirectory()).flatMap((name) => caseFolders(join(dir, name)));
}

function readFolder(dir: string, root = dir): CaseFiles {
  const files: CaseFiles = {};
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(files, readFolder(path, root));
    else files[relative(root, path)] = readFileSync(path);
  }
  return files;
}
