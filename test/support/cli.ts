// Runs the built command line (bin/hydrocase.js → dist/cli.js) as a user would.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');
/** The spec folder (rules.md, the spec, the Cobre examples): beside the checkout, or where HYDROCASE_SPEC_DIR says. */
export const sharedDir = process.env.HYDROCASE_SPEC_DIR || join(repoRoot, '..', 'shared');
export const examplesDir = join(sharedDir, 'cases', 'cobre-examples');

/** Every case folder (one holding stages.json) under `dir`: the example cases' walk, synchronous so a test file can declare a test per case. */
export function findCases(dir: string): string[] {
  if (existsSync(join(dir, 'stages.json'))) return [dir];
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory())
    .flatMap(findCases);
}

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** How to start the CLI: another Node binary (a newer one, say) and flags for V8 (tracing, say). */
export interface CliRuntime {
  node?: string;
  nodeArgs?: readonly string[];
}

export function runCli(args: readonly string[], cwd: string = repoRoot, runtime: CliRuntime = {}): CliRun {
  // Bounded: a hang (a FIFO read, say) fails the test instead of blocking the runner, which a
  // synchronous spawn would do past any test timeout.
  const child = spawnSync(runtime.node ?? process.execPath, [...(runtime.nodeArgs ?? []), join(repoRoot, 'bin', 'hydrocase.js'), ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: child.status ?? -1, stdout: child.stdout, stderr: child.stderr };
}
