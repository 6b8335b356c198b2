// Runs the built command line (bin/hydrocase.js → dist/cli.js) as a user would.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..');
export const sharedDir = join(repoRoot, '..', 'shared');
export const examplesDir = join(sharedDir, 'cases', 'cobre-examples');

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

export function runCli(args: readonly string[], cwd: string = repoRoot): CliRun {
  // Bounded: a hang (a FIFO read, say) fails the test instead of blocking the runner, which a
  // synchronous spawn would do past any test timeout.
  const child = spawnSync(process.execPath, [join(repoRoot, 'bin', 'hydrocase.js'), ...args], { cwd, encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
  return { status: child.status ?? -1, stdout: child.stdout, stderr: child.stderr };
}
