// Runs a script in its own Node process through bench/measure.cjs: the wall time from spawn to
// exit (process start included) and the peak RSS the process reports on exit.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const MEASURE = join(ROOT, 'bench', 'measure.cjs');

export interface Run {
  wallMs: number;
  rssMb: number;
  /** User + system CPU time of the whole process, every thread (NaN when it died before reporting). */
  cpuMs: number;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** The run was killed at `timeoutMs`. */
  timedOut?: boolean;
}

/**
 * Runs `node measure.cjs <script> ...args` and times the whole process from spawn to exit; with
 * `timeoutMs`, a run still going then is killed (and has no RSS).
 */
export function measureOnce(script: string, args: string[], reportFile: string, cwd = ROOT, timeoutMs?: number): Promise<Run> {
  rmSync(reportFile, { force: true });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [MEASURE, script, ...args], {
      cwd,
      env: { ...process.env, HYDROCASE_MEASURE_OUT: reportFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
          }, timeoutMs);
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      const wallMs = performance.now() - started;
      clearTimeout(timer);
      let rssMb = Number.NaN;
      let cpuMs = Number.NaN;
      try {
        const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { maxRssKb: number; cpuMs: number };
        rssMb = report.maxRssKb / 1024;
        cpuMs = report.cpuMs;
      } catch {
        // The process died before its exit hook ran (a crash or a kill): no RSS to report.
      }
      resolve({
        wallMs,
        rssMb,
        cpuMs,
        exitCode,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr).toString('utf8'),
        ...(timedOut ? { timedOut } : {}),
      });
    });
  });
}

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
