// Saved reproducers: `.fuzz/failures/<oracle>-<seed>-<n>/` holds the shrunk input (base files
// plus the mutation list or the LSP message log) and a README saying how to replay it.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Mutation } from './mutation';
import type { Step } from './lsp/steps';
import type { Failure } from './oracles/failure';
import type { CaseFiles } from './seedCases';

export type Reproducer =
  | { target: 'cli'; failure: Failure; seed: number; seedCase: string; mutations: Mutation[] }
  | { target: 'lsp'; failure: Failure; seed: number; watchFiles: boolean; steps: Step[] };

export interface SavedReproducer {
  reproducer: Reproducer;
  base: CaseFiles;
}

export function saveReproducer(outDir: string, n: number, saved: SavedReproducer, description: string): string {
  const { reproducer } = saved;
  let dir = join(outDir, `${reproducer.failure.oracle}-${reproducer.seed}-${n}`);
  // One case can break several promises of one oracle: each gets its own folder.
  for (let again = 2; existsSync(dir); again++) dir = join(outDir, `${reproducer.failure.oracle}-${reproducer.seed}-${n}-${again}`);
  mkdirSync(dir, { recursive: true });
  for (const [file, bytes] of Object.entries(saved.base)) {
    mkdirSync(dirname(join(dir, 'base', file)), { recursive: true });
    writeFileSync(join(dir, 'base', file), bytes);
  }
  writeFileSync(join(dir, 'reproducer.json'), `${JSON.stringify(reproducer, null, 2)}\n`);
  writeFileSync(
    join(dir, 'README.md'),
    [
      `# ${reproducer.target} fuzz failure: ${reproducer.failure.oracle}`,
      '',
      reproducer.failure.detail,
      '',
      description,
      '',
      `Replay: npm run fuzz -- --replay ${relative(process.cwd(), dir) || dir}`,
      '',
      '`base/` is the case before mutation (files the failure does not need are left out);',
      '`reproducer.json` holds the mutations (CLI) or the message log (LSP) that make it fail.',
      '',
    ].join('\n'),
  );
  return dir;
}

export function loadReproducer(dir: string): SavedReproducer {
  return { reproducer: JSON.parse(readFileSync(join(dir, 'reproducer.json'), 'utf8')) as Reproducer, base: readTree(join(dir, 'base')) };
}

function readTree(dir: string, root = dir): CaseFiles {
  const files: CaseFiles = {};
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return files;
  }
  for (const name of names) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) Object.assign(files, readTree(path, root));
    else files[relative(root, path)] = readFileSync(path);
  }
  return files;
}
