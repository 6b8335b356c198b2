// The wait before a scheduled validation: a timer, or, for a wait of 0, just long enough that every
// message already read from the client is handled first.
//
// vscode-jsonrpc queues the messages of one read and handles them one per setImmediate (its
// processMessageQueue). A keystroke's handler starts this wait; the immediate that handles the
// next queued message was queued either just before this wait's first immediate or just after it,
// so a second immediate chained from the first runs after it either way. An edit the editor sent
// along with this one (a paste and its formatting, say) therefore cancels this wait and starts its
// own, and one check answers both. A timer of a few ms did that only while handling a message took
// less than the timer (a large document's didChange takes 2-4 ms), and fired late besides.
export type CancelWait = () => void;

/** Calls `fire` after `delayMs`, or (0) once the messages already read are handled; returns the cancel. */
export function afterWait(delayMs: number, fire: () => void): CancelWait {
  if (delayMs > 0) {
    const timer = setTimeout(fire, delayMs);
    return () => clearTimeout(timer);
  }
  let immediate = setImmediate(() => (immediate = setImmediate(fire)));
  return () => clearImmediate(immediate);
}
