// How the CLI starts a Parquet worker thread, and starting the first one as the process starts.
//
// A worker's own start (a Node thread, the worker bundle, then the WebAssembly compile) takes
// 100-200 ms, and on a case with large tables the worker is the longer lane: the main thread ends
// up waiting for its tables. Started when the engine first asks for a table, the worker began only
// after the main thread had compiled and loaded the engine's bundle (~80 ms). The command's entry
// (cli/launch.ts) therefore starts it first, when the arguments name one case with a megabyte of
// Parquet, and hands it to the engine, which adopts it for its first table. This module is part of
// that entry, so it imports nothing heavy.
import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { CASE_FILES, CASE_MARKER, PARQUET_TABLE_KINDS } from '../shared/core/case/layout';
import { parseCommandArgs } from './args';
import { validateSpec } from './commands/specs';
import { codeCacheDir, startWorkerWithCodeCache } from '../shared/runtime/codeCache';

/** A case with this much Parquet (on disk) is worth a worker; so is one table this large when the others are busy. */
export const WORKER_BYTES = 1024 * 1024;

/**
 * The workers' young generation. Their JavaScript objects are few and short-lived (the column
 * values are typed arrays, outside the heap), so V8's default (up to 16 MB per semi-space) is mostly
 * unused room held in RSS, once per worker.
 */
const WORKER_YOUNG_GENERATION_MB = 4;

/** Whether the case's Parquet tables add up to a megabyte or more on disk (missing or unreadable ones count 0: the engine reports them). */
export function caseHasLargeTables(caseDir: string): boolean {
  // The folder is normalized once, then each table's case-relative path appended: 25 path.join calls
  // (twice per run) made Node's path normalizer hot enough for an optimizing compile on a small case.
  const folder = join(caseDir, sep);
  return PARQUET_TABLE_KINDS.reduce((sum, kind) => sum + sizeOnDisk(folder + CASE_FILES[kind]), 0) >= WORKER_BYTES;
}

function sizeOnDisk(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0; // missing, a loop of links, no permission...
  }
}

/**
 * `script`: the bundled worker beside the CLI's bundles (dist/parquetWorker.js). A bundle is loaded
 * with V8's code cache (cli/codeCache.ts): the worker runs the loader, sent as source.
 */
export function startParquetWorker(script = join(__dirname, 'parquetWorker.js')): Worker {
  return startWorkerWithCodeCache(script, codeCacheDir(), 'load', { resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
}

/**
 * A worker started now when `argv` (the command's arguments) validates a single case folder whose
 * tables will go to a worker; else undefined. Unreferenced until adopted, so a worker nobody takes
 * (the case excluded, a usage error) never holds the process open.
 */
export function prestartParquetWorker(argv: readonly string[], script?: string): Worker | undefined {
  try {
    if (argv[0] !== 'validate') return undefined;
    const args = parseCommandArgs(argv.slice(1), validateSpec);
    if (args === 'help') return undefined;
    const paths = args.positionals;
    if (paths.length > 1) return undefined; // several paths: the cases run on case worker threads, each with its own
    const caseDir = resolve(paths[0] ?? '.');
    if (!existsSync(join(caseDir, CASE_MARKER)) || !caseHasLargeTables(caseDir)) return undefined;
    const worker = startParquetWorker(script);
    worker.unref();
    return worker;
  } catch {
    // A usage error, an unreadable folder, a thread Node cannot start: the engine meets the same
    // problem in its own time and reports it; only the head start is lost.
    return undefined;
  }
}
