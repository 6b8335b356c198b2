// The command's entry starts the Parquet worker before the engine loads, when the arguments name one
// case with a megabyte of Parquet (cli/parquetWorkerStart.ts), and the engine's first Parquet
// checker adopts that worker instead of starting another (cli/parquetChecker.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { examplesDir, repoRoot } from '../support/cli';
import { caseHasLargeTables, prestartParquetWorker, startParquetWorker } from '../../cli/parquetWorkerStart';
import { cliParquetChecker, offerParquetWorker } from '../../cli/parquetChecker';

const WORKER_SCRIPT = join(repoRoot, 'dist', 'parquetWorker.js');
const SMALL_CASE = join(examplesDir, 'deterministic', 'd06-fpha-variable-head');

/** A copy of the small case whose hyperplane file is a megabyte on disk (only its size is read here). */
function caseWithLargeTables(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'hydrocase-prestart-')), 'case');
  cpSync(SMALL_CASE, dir, { recursive: true });
  writeFileSync(join(dir, 'system', 'fpha_hyperplanes.parquet'), Buffer.alloc(1024 * 1024));
  return dir;
}

async function stop(worker: Worker | undefined): Promise<void> {
  if (worker) await worker.terminate();
}

test('the size rule: a case with a megabyte of Parquet is large, the small example is not', () => {
  assert.equal(caseHasLargeTables(SMALL_CASE), false);
  assert.equal(caseHasLargeTables(caseWithLargeTables()), true);
});

test('a worker is started early only for `validate` of one case folder with large tables', async () => {
  const large = caseWithLargeTables();
  const notStarted: string[][] = [
    ['rules'],
    ['fix', large],
    ['validate', SMALL_CASE],
    ['validate', large, SMALL_CASE], // several paths: case worker threads
    ['validate', join(large, 'system')], // no stages.json: a folder to search
    ['validate', join(large, 'no-such-folder')],
    ['validate', large, '--max-per-rule'], // a usage error, reported by the engine
  ];
  for (const argv of notStarted) assert.equal(prestartParquetWorker(argv, WORKER_SCRIPT), undefined, argv.join(' '));
  for (const argv of [
    ['validate', large],
    ['validate', '--format', 'json', large, '--hints'],
  ]) {
    const worker = prestartParquetWorker(argv, WORKER_SCRIPT);
    assert.ok(worker, argv.join(' '));
    await stop(worker);
  }
});

test('the engine adopts the offered worker for its first table', async () => {
  const worker = startParquetWorker(WORKER_SCRIPT);
  let replies = 0;
  worker.on('message', () => replies++);
  offerParquetWorker(worker);
  const checker = cliParquetChecker({ workerScript: WORKER_SCRIPT });
  try {
    const result = await checker.check('hyperplanes', join(SMALL_CASE, 'system', 'fpha_hyperplanes.parquet'), 100);
    assert.ok(result.summary, 'the table was read');
    assert.equal(replies, 1, 'the offered worker answered');
  } finally {
    checker.dispose();
    await worker.terminate(); // (the checker's dispose ended it already when it adopted it)
  }
});

test('a worker that stopped before it was adopted is not used: the checker starts its own', async () => {
  const worker = startParquetWorker(WORKER_SCRIPT);
  offerParquetWorker(worker);
  await worker.terminate();
  const checker = cliParquetChecker({ workerScript: WORKER_SCRIPT });
  try {
    const result = await checker.check('hyperplanes', join(SMALL_CASE, 'system', 'fpha_hyperplanes.parquet'), 100);
    assert.ok(result.summary, 'the table was read on a new worker');
  } finally {
    checker.dispose();
  }
});

test('an offered worker that fails to start does not fail the command', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-prestart-'));
  const broken = startParquetWorker(join(dir, 'missing-worker.js'));
  offerParquetWorker(broken);
  await new Promise((resolve) => broken.once('exit', resolve)); // (events.once would reject on the 'error' before it)
  const checker = cliParquetChecker({ workerScript: WORKER_SCRIPT });
  try {
    assert.ok((await checker.check('hyperplanes', join(SMALL_CASE, 'system', 'fpha_hyperplanes.parquet'), 100)).summary);
  } finally {
    checker.dispose();
  }
});
