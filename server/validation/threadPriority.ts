// The validation thread runs below the main thread's scheduling priority. On two cores, a case's
// opening keeps three threads busy (the LSP thread, this one, its Parquet worker), and the
// kernel shared the cores among them evenly, so the editor's requests waited behind the
// validation's work. A nicer validation thread (and the Parquet worker it starts, which inherits
// its niceness) leaves the cores to the main thread when both want them, and costs nothing when the
// main thread is idle. Measured: the requests during a large case's first validation, p99 33-42 ms
// against 34-58; the very first request after didOpen did not move (nor did it when this thread was
// made nicer from its first instruction and V8's helper threads too, 40 A/B pairs).
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** How much lower than the main thread (Linux nice levels: 0 normal, 19 lowest). */
const NICER_BY = 5;

/**
 * Lowers this thread's priority (Linux: nice is per thread; the thread's id from
 * /proc/thread-self). Elsewhere, or when the system refuses, nothing changes: only an opening's
 * first request is slower. Returns whether it was lowered.
 */
export function lowerThisThreadPriority(): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    // Relative to the main thread (the process's id is its thread's): a server started niced stays below it.
    setPriority(threadId, Math.min(19, getPriority(process.pid) + NICER_BY));
    return true;
  } catch {
    return false;
  }
}
