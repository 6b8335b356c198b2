// Gives a thread's memory back once a burst of work is over (the validation thread's, and the
// language server's main thread's: server/main/idleHeap.ts). V8 keeps a grown heap, garbage
// included, until it needs the room again, which for a language server idling after checking a
// large case can be never: a full collection once the thread has been idle for a moment returns
// tens of MB. V8 offers the collector to scripts only behind --expose-gc; the flag takes effect for
// contexts created after it is set, so a fresh context hands the function over without exposing it
// to the rest of the code (jest's leak detector gets it the same way).
// Measured on the large bench case (Node 20): after checking it the validation thread holds 61 MB of
// heap of which 28 MB is live. One plain full collection frees the garbage but leaves the old
// generation's pages sparse (39 MB); a second one compacts them (25 MB) so they go back to the OS.
// The options form `gc({ type: 'major', execution: 'sync' })` freed nothing there: plain calls it is.
// In the validation thread, a young-generation collection (a scavenge, ~1 ms) also runs between jobs:
// it empties the nursery the job filled, so the next keystroke's check does not pay for the last
// whole-case check's garbage (on the main thread it showed no such gain).
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's collector: a full collection, or with `{ type: 'minor' }` a scavenge of the young generation. */
export type Collect = (options?: { type: 'minor' }) => void;

function exposedCollector(): Collect | undefined {
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    return typeof gc === 'function' ? (gc as Collect) : undefined;
  } catch {
    return undefined;
  }
}

/** A thread's memory after an idle collection: what it keeps between bursts of work. */
export function heapSummary(): string {
  const heap = getHeapStatistics();
  const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
  return `heap ${mb(heap.used_heap_size)} MB live of ${mb(heap.total_heap_size)} MB, ${mb(heap.external_memory)} MB outside it`;
}

export interface IdleCollectorOptions {
  /** Told once each idle collection is done (the thread reports its heap then). */
  collected?: () => void;
  /** A scavenge after each job that leaves the thread idle (the validation thread's jobs are its keystrokes' checks). */
  scavengeBetweenJobs?: boolean;
  /** V8's collector; by default the one --expose-gc gives. */
  collect?: Collect;
}

export class IdleCollector {
  private busy = 0;
  private timer: NodeJS.Timeout | undefined;
  private scavenge: NodeJS.Immediate | undefined;

  private readonly collect: Collect | undefined;

  constructor(
    private readonly idleMs: number,
    private readonly options: IdleCollectorOptions = {},
  ) {
    this.collect = 'collect' in options ? options.collect : exposedCollector();
  }

  /** A job started: no collection until every job has ended. */
  started(): void {
    this.busy++;
    clearTimeout(this.timer);
    clearImmediate(this.scavenge);
  }

  /** A job ended: collect once the thread has stayed idle for `idleMs`. */
  ended(): void {
    this.busy = Math.max(0, this.busy - 1);
    if (this.busy > 0 || !this.collect) return;
    clearTimeout(this.timer);
    clearImmediate(this.scavenge);
    // After the replies already queued are sent: a job waiting in the queue starts first and cancels it.
    if (this.options.scavengeBetweenJobs) this.scavenge = setImmediate(() => this.collect?.({ type: 'minor' }));
    this.timer = setTimeout(() => {
      this.collect?.();
      this.collect?.();
      this.options.collected?.();
    }, this.idleMs);
    this.timer.unref();
  }
}
