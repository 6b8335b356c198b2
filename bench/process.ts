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
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node measure.cjs <script> ...args` and times the whole process from spawn to exit. */
export function measureOnce(script: string, args: string[], reportFile: string, cwd = ROOT): Promise<Run> {
  rmSync(reportFile, { force: true });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [MEASURE, script, ...args], {
      cwd,
      env: { ...process.env, HYDROCASE_MEASURE_OUT: reportFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => {
      const wallMs = performance.now() - started;
      let rssMb = Number.NaN;
      try {
        rssMb = (JSON.parse(readFileSync(reportFile, 'utf8')) as { maxRssKb: number }).maxRssKb / 1024;
      } catch {
        // The process died before its exit hook ran (a crash or a kill): no RSS to report.
      }
      resolve({ wallMs, rssMb, exitCode, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') });
    });
  });
}

