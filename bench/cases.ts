// `npm run bench:cases`: the command line over many cases. (1) The real Cobre examples in one call
// against one call per case; (2) N copies of the generated medium case in one call with 1 and with
// 2 worker threads: cases per second and peak RSS (the whole process, workers included).
// Options: --copies <n> (default 200), --seed <n>, --json.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readOptions } from './options';
import { findCases } from '../test/support/cli';
import { measureOnce, type Run } from './process';
import { ensureCase, PRESETS } from './generate';

const ROOT = join(import.meta.dirname, '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const EXAMPLES = join(process.env.HYDROCASE_SPEC_DIR || join(ROOT, '..', 'shared'), 'cases', 'cobre-examples');
const WORK = join(ROOT, '.bench');

interface Options {
  copies: number;
  seed: number;
  json: boolean;
}

function options(): Options {
  const parsed: Options = { copies: 200, seed: 20240101, json: false };
  readOptions(process.argv.slice(2), (flag, value) => {
    if (flag === '--copies') parsed.copies = Number(value());
    else if (flag === '--seed') parsed.seed = Number(value());
    else if (flag === '--json') parsed.json = true;
    else throw new Error(`unknown option ${flag}`);
  });
  return parsed;
}

async function run(args: string[], report: string): Promise<Run> {
  const result = await measureOnce(CLI, args, report);
  if (result.exitCode !== 0 && result.exitCode !== 1) throw new Error(`hydrocase ${args.join(' ')} exited ${result.exitCode}: ${result.stderr.slice(0, 500)}`);
  return result;
}

async function main(): Promise<void> {
  const opts = options();
  const scratch = mkdtempSync(join(tmpdir(), 'hydrocase-bench-cases-'));
  const report = join(scratch, 'measure.json');
  try {
    const examples = findCases(EXAMPLES);
    const together = await run(['validate', EXAMPLES, '--format', 'json'], report);
    let separateMs = 0;
    let separateRss = 0;
    for (const dir of examples) {
      const one = await run(['validate', dir, '--format', 'json'], report);
      separateMs += one.wallMs;
      separateRss = Math.max(separateRss, one.rssMb);
    }

    const medium = ensureCase(join(WORK, 'cases', 'medium'), PRESETS.medium, opts.seed);
    const many = join(WORK, 'many', `medium-x${opts.copies}`);
    if (!existsSync(join(many, `case-${opts.copies - 1}`, 'stages.json'))) {
      rmSync(many, { recursive: true, force: true });
      mkdirSync(many, { recursive: true });
      for (let i = 0; i < opts.copies; i++) cpSync(medium.dir, join(many, `case-${i}`), { recursive: true });
    }
    const byWorkers: Array<{ workers: number; wallMs: number; casesPerSecond: number; rssMb: number }> = [];
    for (const workers of [1, 2]) {
      const measured = await run(['validate', many, '--format', 'json', '--jobs', String(workers)], report);
      byWorkers.push({
        workers,
        wallMs: Math.round(measured.wallMs),
        casesPerSecond: Math.round((opts.copies / measured.wallMs) * 1000 * 10) / 10,
        rssMb: Math.round(measured.rssMb),
      });
    }

    const results = {
      examples: {
        cases: examples.length,
        oneCallMs: Math.round(together.wallMs),
        oneCallRssMb: Math.round(together.rssMb),
        separateCallsMs: Math.round(separateMs),
        separateMaxRssMb: Math.round(separateRss),
      },
      generated: { copies: opts.copies, case: 'medium', byWorkers },
    };
    if (opts.json) {
      process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
      return;
    }
    const e = results.examples;
    console.log(
      `Cobre examples (${e.cases} cases): one call ${e.oneCallMs} ms, peak ${e.oneCallRssMb} MB; ${e.cases} separate calls ${e.separateCallsMs} ms in all (peak ${e.separateMaxRssMb} MB each)`,
    );
    for (const w of byWorkers) console.log(`${opts.copies} medium cases, ${w.workers} worker(s): ${w.wallMs} ms, ${w.casesPerSecond} cases/s, peak ${w.rssMb} MB`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

void main();
