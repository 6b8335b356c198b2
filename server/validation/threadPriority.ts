// The validation thread runs below the main thread's scheduling priority. On two cores, a case's
// opening keeps three threads busy (the LSP thread, this one, its Parquet worker), and the
// kernel shared the cores among them evenly: the editor's first request after didOpen, answered on
// the main thread, waited behind the validation's work. A nicer validation thread (and the Parquet
// worker it starts, which inherits its niceness) leaves the cores to the main thread when both
// want them, and costs nothing when the main thread is idle.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

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
    setPriority(threadId, NICER_BY);
    return true;
  } catch {
    return false;
  }
}
