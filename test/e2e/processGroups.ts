// Editors spawn helpers of their own (extension host, file watcher, language server), so each one
// runs as the leader of its own process group and is stopped by killing the whole group.
import { spawn, type SpawnOptions } from 'node:child_process';

/** Groups still alive: killed when this process exits, whatever the path out. */
const liveGroups = new Set<number>();
process.on('exit', () => {
  for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
});

export function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/** Tracks a detached child's group until `release` (the exit handler kills what is left). */
export function trackGroup(pid: number): { release(): boolean } {
  liveGroups.add(pid);
  return { release: () => liveGroups.delete(pid) };
}

/** Resolves true when `promise` settles within `ms`, false otherwise; leaves no timer behind. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface GroupRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

/** Runs a command in its own process group; past `timeoutMs` the group is killed. Never rejects on exit status. */
export async function runGrouped(command: string, args: readonly string[], options: SpawnOptions & { timeoutMs: number }): Promise<GroupRun> {
  const started = Date.now();
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const group = trackGroup(child.pid!);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const finished = await settlesWithin(exited, options.timeoutMs);
  // Also takes down anything the command left behind in its group (a language server, say).
  killGroup(child.pid!, 'SIGKILL');
  group.release();
  if (!finished) await settlesWithin(exited, 2000);
  return { code: child.exitCode, signal: child.signalCode, stdout, stderr, timedOut: !finished, ms: Date.now() - started };
}
