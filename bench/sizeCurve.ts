// `npm run bench:size`: how the CLI's time and memory grow with the size of one JSON file. It
// generates (seeded, reused while the stamp matches) valid cases whose stages.json is about 1, 5,
// 25 and 50 MB (the small preset's case with more weekly stages: the other files grow only with
// the stage count), plus two hostile files in the small case: stages[] as 500,000 nulls and as
// 7 million numbers. Each runs once through the built CLI (`node dist/cli.js validate <case>`) in
// its own process; the table gives wall time (process start included), MB/s, seconds per MB and
// peak RSS, so a super-linear cost shows as a rising s/MB down the column.
//
// Options: --sizes 1,5,25,50 (MB of stages.json), --seed <n>, --compact (stages.json on one line,
// about 290 bytes a stage instead of 500: more nodes per MB), --timeout <s> per run (default 120),
// --cli <script> (measure another build, e.g. main's dist/cli.js), --json. Not part of `npm test`.
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { readOptions } from './options';
import { ensureCase, PRESETS, type CaseSpec } from './generate';
import { measureOnce, table } from './process';

const ROOT = join(import.meta.dirname, '..');
const WORK = join(ROOT, '.bench', 'size');
const MB = 1 << 20;

interface Options {
  sizesMb: number[];
  seed: number;
  compact: boolean;
  timeoutS: number;
  cli: string;
  json: boolean;
}

interface Row {
  name: string;
  stages: string;
  fileMb: number;
  wallMs: number;
  rssMb: number;
  exit: string;
}

function parseOptions(argv: string[]): Options {
  const options: Options = { sizesMb: [1, 5, 25, 50], seed: 20240101, compact: false, timeoutS: 120, cli: join(ROOT, 'dist', 'cli.js'), json: false };
  readOptions(argv, (flag, value) => {
    if (flag === '--sizes') options.sizesMb = value().split(',').map(positive);
    else if (flag === '--seed') options.seed = positive(value());
    else if (flag === '--timeout') options.timeoutS = positive(value());
    else if (flag === '--compact') options.compact = true;
    else if (flag === '--cli') options.cli = resolve(value());
    else if (flag === '--json') options.json = true;
    else throw new Error(`unknown option ${flag}`);
  });
  return options;
}

function positive(text: string): number {
  const value = Number(text);
  if (!(value > 0)) throw new Error(`expected a positive number, got ${text}`);
  return value;
}

const log = (message: string) => process.stderr.write(`${message}\n`);

/** The small preset with `stages` weekly study stages (weekly keeps 250,000 stages within year 9999). */
function specWith(stages: number): CaseSpec {
  return { ...PRESETS.small, name: `size-${stages}`, resolution: 'weekly', startDate: '2024-01-01', studyStages: stages };
}

/** A valid case whose stages.json is about `mb` MB: the stage count is scaled from a probe case. */
function sizedCase(mb: number, bytesPerStage: number, options: Options): { dir: string; stages: number } {
  const stages = Math.max(1, Math.round((mb * MB) / bytesPerStage));
  const disk = ensureCase(join(WORK, `${options.compact ? 'compact' : 'pretty'}-${stages}`), specWith(stages), options.seed);
  if (options.compact) compactStages(disk.dir);
  return { dir: disk.dir, stages };
}

/** Rewrites stages.json on one line (same content), unless an earlier run did. */
function compactStages(dir: string): void {
  const path = join(dir, 'stages.json');
  const text = readFileSync(path, 'utf8');
  if (!text.includes('\n  ')) return;
  writeFileSync(path, JSON.stringify(JSON.parse(text)));
}

function bytesPerStage(options: Options): number {
  const probeStages = 2000;
  const probe = join(WORK, `${options.compact ? 'compact' : 'pretty'}-${probeStages}`);
  ensureCase(probe, specWith(probeStages), options.seed);
  if (options.compact) compactStages(probe);
  return statSync(join(probe, 'stages.json')).size / probeStages;
}

/** The small case with stages[] replaced by `count` copies of what `element(i)` writes. */
function hostileCase(name: string, count: number, element: (i: number) => string, options: Options): string {
  const small = ensureCase(join(WORK, 'small'), PRESETS.small, options.seed);
  const dir = join(WORK, name);
  const path = join(dir, 'stages.json');
  if (statSync(path, { throwIfNoEntry: false })?.isFile()) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of small.files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), readFileSync(join(small.dir, file)));
  }
  const stages = JSON.parse(readFileSync(join(small.dir, 'stages.json'), 'utf8')) as { policy_graph: unknown };
  // Written in chunks: 7 million numbers as one array of strings would need far more memory.
  const chunks: string[] = [`{"policy_graph":${JSON.stringify(stages.policy_graph)},"stages":[`];
  const chunkSize = 100_000;
  for (let start = 0; start < count; start += chunkSize) {
    const parts: string[] = [];
    for (let i = start; i < Math.min(count, start + chunkSize); i++) parts.push(element(i));
    chunks.push((start > 0 ? ',' : '') + parts.join(','));
  }
  chunks.push(']}');
  // Renamed into place, so an interrupted run never leaves a half-written file to be reused.
  writeFileSync(`${path}.partial`, chunks.join(''));
  renameSync(`${path}.partial`, path);
  return dir;
}

async function measure(name: string, stages: string, dir: string, reportFile: string, options: Options): Promise<Row> {
  const fileMb = statSync(join(dir, 'stages.json')).size / MB;
  log(`${name}: stages.json ${fileMb.toFixed(1)} MB, checking...`);
  const run = await measureOnce(options.cli, ['validate', dir], reportFile, ROOT, options.timeoutS * 1000);
  const exit = run.timedOut ? `killed at ${options.timeoutS} s` : String(run.exitCode);
  if (!run.timedOut && run.exitCode !== 0 && run.exitCode !== 1) log(`  ${name}: exit ${run.exitCode}\n${run.stderr.slice(0, 1000)}`);
  return { name, stages, fileMb, wallMs: run.wallMs, rssMb: run.rssMb, exit };
}

function printTable(rows: Row[], options: Options): void {
  const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '?');
  const out = [
    `hydrocase size curve: stages.json ${options.compact ? 'compact (one line)' : 'pretty-printed (generator output)'}, seed ${options.seed}, node ${process.version}, CLI ${relative(ROOT, options.cli)}`,
    'wall = one run, process start included; RSS = peak of the CLI process (MB = 2^20 bytes)',
    '',
    table(
      ['case', 'stages[]', 'stages.json MB', 'wall s', 'MB/s', 's per MB', 'peak RSS MB', 'exit'],
      rows.map((r) => [
        r.name,
        r.stages,
        fixed(r.fileMb, 1),
        fixed(r.wallMs / 1000, 2),
        fixed(r.fileMb / (r.wallMs / 1000), 2),
        fixed(r.wallMs / 1000 / r.fileMb, 3),
        fixed(r.rssMb),
        r.exit,
      ]),
    ),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!statSync(options.cli, { throwIfNoEntry: false })?.isFile()) throw new Error(`${relative(ROOT, options.cli)} is missing: run node scripts/build.mjs`);
  const scratch = mkdtempSync(join(tmpdir(), 'hydrocase-size-'));
  const reportFile = join(scratch, 'measure.json');
  const rows: Row[] = [];
  try {
    const perStage = bytesPerStage(options);
    for (const mb of options.sizesMb) {
      const { dir, stages } = sizedCase(mb, perStage, options);
      rows.push(await measure(`valid ${mb} MB`, `${stages.toLocaleString('en-US')} stages`, dir, reportFile, options));
    }
    const nulls = hostileCase('nulls-500k', 500_000, () => 'null', options);
    rows.push(await measure('500,000 nulls', '500,000 null', nulls, reportFile, options));
    const numbers = hostileCase('numbers-7m', 7_000_000, (i) => String(i % 100_000), options);
    rows.push(await measure('7 million numbers', '7,000,000 numbers', numbers, reportFile, options));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (options.json) process.stdout.write(`${JSON.stringify({ seed: options.seed, compact: options.compact, rows }, null, 2)}\n`);
  else printTable(rows, options);
}

main().catch((error: unknown) => {
  log(`bench:size failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
});
