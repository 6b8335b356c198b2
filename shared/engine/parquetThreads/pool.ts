// A ParquetChecker for the language server: one worker thread, results cached by the file's
// identity (size + mtime), the worker recycled after large decodes and released when idle
// (WebAssembly memory only grows, so ending the worker is how it is given back; results stay
// cached, so a new worker is needed only when a table changes), restarted if it crashes, and
// replaced after a corrupt table trapped its WebAssembly instance (the worker says so with its result).
import { Worker } from 'node:worker_threads';
import { stat } from 'node:fs/promises';
import { PARQUET_TABLES, type ParquetChecker, type ParquetTableKind, type ParquetTableResult } from '../parquetTables';
import type { ParquetJob, ParquetJobReply } from './worker';

/** After this many bytes of Parquet decoded, the worker is replaced once it is idle. */
const RECYCLE_AFTER_BYTES = 64 * 1024 * 1024;

interface Pending {
  job: ParquetJob;
  resolve: (result: ParquetTableResult) => void;
  reject: (error: Error) => void;
  /** The worker the job was sent to: only its death fails the job. */
  worker: Worker;
}

export interface ParquetPoolEvents {
  log(message: string): void;
  /** The worker died unexpectedly (reported to the user once per server). */
  crashed(reason: string): void;
}

export interface ParquetPoolOptions {
  /** End the worker after this long without a job (undefined: keep it). */
  idleReleaseMs?: number;
}

export class ParquetPool implements ParquetChecker {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly cache = new Map<string, { identity: string; result: ParquetTableResult }>();
  /** Bumped by invalidate(): a read that began before an invalidation is not cached. */
  private readonly epochs = new Map<string, number>();
  private bytesSinceStart = 0;
  private idleTimer: NodeJS.Timeout | undefined;
  private disposed = false;

  constructor(
    /** The worker script, or how to start a worker (the CLI's sets its limits and may hand over one started early). */
    private readonly workerSource: string | (() => Worker),
    private readonly events: ParquetPoolEvents,
    private readonly options: ParquetPoolOptions = {},
  ) {}

  async check<K extends ParquetTableKind>(kind: K, absolutePath: string, maxPerRule: number): Promise<ParquetTableResult<K>> {
    const info = await stat(absolutePath).catch(() => undefined);
    const identity = info ? `${info.size}:${info.mtimeMs}:${maxPerRule}` : 'missing';
    const cached = this.cache.get(absolutePath);
    if (cached && cached.identity === identity) return cached.result as ParquetTableResult<K>;
    const epoch = this.epochs.get(absolutePath) ?? 0;
    const result = (await this.runWithRetry({ kind, path: absolutePath, maxPerRule, bytes: info?.size ?? 0 })) as ParquetTableResult<K>;
    // Cache only what matches the file as it was before the read began; a file changed mid-read is read again next time.
    const after = await stat(absolutePath).catch(() => undefined);
    const unchanged = after && `${after.size}:${after.mtimeMs}:${maxPerRule}` === identity && (this.epochs.get(absolutePath) ?? 0) === epoch;
    if (unchanged) this.cache.set(absolutePath, { identity, result });
    return result;
  }

  /** Forget a file (changed or deleted on disk). */
  invalidate(absolutePath: string): void {
    this.cache.delete(absolutePath);
    this.epochs.set(absolutePath, (this.epochs.get(absolutePath) ?? 0) + 1);
  }

  /** Ends the worker now (tests use this to simulate a crash; the next job starts a new one). Resolves whether one was running. */
  async terminateWorker(): Promise<boolean> {
    const worker = this.worker;
    if (!worker) return false;
    await worker.terminate();
    return true;
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.idleTimer);
    void this.worker?.terminate();
    this.worker = undefined;
  }

  /**
   * A worker that dies mid-table is replaced and the table tried once more; if the table kills that
   * one too (a hostile file exhausting WebAssembly memory, say), the table is reported unreadable.
   */
  private async runWithRetry(job: Omit<ParquetJob, 'id'>): Promise<ParquetTableResult> {
    try {
      return await this.run(job);
    } catch (first) {
      this.events.log(`reading ${PARQUET_TABLES[job.kind].file} again: ${first instanceof Error ? first.message : String(first)}`);
      try {
        return await this.run(job);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const file = PARQUET_TABLES[job.kind].file;
        return {
          kind: job.kind,
          diagnostics: [{ code: 'PQ-001', severity: 'error', file, location: { kind: 'parquet' }, message: `not a readable parquet file: ${reason}` }],
          decodeMs: 0,
          rulesMs: 0,
        };
      }
    }
  }

  private run(job: Omit<ParquetJob, 'id'>): Promise<ParquetTableResult> {
    if (this.disposed) return Promise.reject(new Error('the server is shutting down'));
    clearTimeout(this.idleTimer);
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const pending: Pending = { job: { id, ...job }, resolve, reject, worker };
      this.pending.set(id, pending);
      worker.postMessage(pending.job);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = typeof this.workerSource === 'string' ? new Worker(this.workerSource) : this.workerSource();
    this.bytesSinceStart = 0;
    worker.on('message', (message: ParquetJobReply) => {
      const pending = this.pending.get(message.id);
      // A retired worker's other jobs were moved to a new one: its late answers are not theirs.
      if (pending?.worker === worker) {
        this.pending.delete(message.id);
        this.bytesSinceStart += pending.job.bytes;
        if (message.result) pending.resolve(message.result);
        else pending.reject(new Error(message.error ?? 'the Parquet worker failed'));
      }
      if (message.retire) return this.retire(worker);
      if (!pending) return;
      this.recycleIfLarge(worker);
      this.releaseWhenIdle(worker);
    });
    worker.on('error', (error) => this.onExit(worker, `it threw: ${error.message}`));
    worker.on('exit', (code) => this.onExit(worker, `it exited with code ${code}`));
    this.worker = worker;
    return worker;
  }

  /**
   * A table trapped the worker's WebAssembly instance (the table itself is reported PQ-001): the
   * worker is ended and the tables it still held go to a new one, which is no crash and no retry.
   */
  private retire(worker: Worker): void {
    if (this.worker !== worker) return;
    this.events.log('replacing the Parquet worker: a corrupt table stopped its decoder');
    this.worker = undefined;
    void worker.terminate();
    const moved = [...this.pending.values()].filter((pending) => pending.worker === worker);
    if (moved.length === 0 || this.disposed) return;
    const next = this.ensureWorker();
    for (const pending of moved) {
      pending.worker = next;
      next.postMessage(pending.job);
    }
  }

  private recycleIfLarge(worker: Worker): void {
    if (this.pending.size > 0 || this.bytesSinceStart < RECYCLE_AFTER_BYTES || this.worker !== worker) return;
    this.events.log(`recycling the Parquet worker after ${Math.round(this.bytesSinceStart / 1e6)} MB decoded, to return its memory`);
    this.worker = undefined;
    void worker.terminate();
  }

  private releaseWhenIdle(worker: Worker): void {
    if (this.options.idleReleaseMs === undefined || this.pending.size > 0 || this.worker !== worker) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.pending.size > 0 || this.worker !== worker) return;
      this.worker = undefined;
      void worker.terminate();
    }, this.options.idleReleaseMs);
    this.idleTimer.unref();
  }

  private onExit(worker: Worker, reason: string): void {
    const failed = [...this.pending].filter(([, job]) => job.worker === worker);
    if (this.worker === worker) this.worker = undefined;
    else if (failed.length === 0) return; // a recycled or released worker ending normally
    for (const [id] of failed) this.pending.delete(id);
    if (this.disposed) return;
    this.events.crashed(`the Parquet worker stopped (${reason}); it is restarted for the next validation`);
    for (const [, job] of failed) job.reject(new Error('the Parquet worker stopped while reading this table'));
  }
}
