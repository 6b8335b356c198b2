// Runs the built command line on a case folder as a child process, with a hard time limit and a
// watch on its resident memory (threads included), and reports what it observed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../test/support/cli';

export interface CliObservation {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** Killed because its resident memory passed the limit. */
  overMemory: boolean;
  peakRssMb: number;
  ms: number;
}

export interface CliLimits {
  timeoutMs: number;
  memoryLimitMb: number;
}

export function runValidate(caseDir: string, limits: CliLimits, extraArgs: string[] = []): Promise<CliObservation> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(repoRoot, 'dist', 'cli.js'), 'validate', caseDir, '--format', 'json', ...extraArgs], {
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const observation: CliObservation = { exitCode: null, signal: null, stdout: '', stderr: '', timedOut: false, overMemory: false, peakRssMb: 0, ms: 0 };
  const stdout: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => (observation.stderr += chunk.toString()));
  const timer = setTimeout(() => {
    observation.timedOut = true;
    child.kill('SIGKILL');
  }, limits.timeoutMs);
  const watch = setInterval(() => {
    observation.peakRssMb = Math.max(observation.peakRssMb, peakRssMb(child.pid!));
    if (observation.peakRssMb > limits.memoryLimitMb) {
      observation.overMemory = true;
      child.kill('SIGKILL');
    }
  }, 50);
  return new Promise((resolve) => {
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      clearInterval(watch);
      observation.exitCode = code;
      observation.signal = signal;
      observation.stdout = Buffer.concat(stdout).toString('utf8');
      observation.ms = performance.now() - started;
      resolve(observation);
    });
  });
}

/** The process's resident high-water mark (VmHWM), in MB; 0 once it has gone. */
function peakRssMb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
