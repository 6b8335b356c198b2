// The wait before a scheduled validation: a timer, or, for a wait of 0, just until the messages
// already read from the client are handled.
//
// vscode-jsonrpc queues the messages of one read and handles them one per setImmediate (its
// processMessageQueue): while the queue holds messages, one is handled between any two of this
// wait's immediates. So the wait re-arms while messages were handled since its last turn, and the
// check fires on the first turn after one without: an edit the editor sent in the same read (a
// paste and its formatting, or keystrokes queued behind a completion request that a typed space
// or quote triggers) cancels the wait and starts its own, and one check answers them all. A timer
// of a few ms merged them only while handling each took less than the timer (a large document's
// didChange takes 2-4 ms), and fired late besides. The count comes from the connection's message
// strategy (server/main.ts); without it (tests) the wait is two turns.
import type { MessageStrategy } from 'vscode-languageserver';
import { mainThreadWorked } from './idleHeap';

let handledMessages = 0;

/** The connection's message strategy: counts the client's messages as they are handled (and each defers the main thread's idle collection). */
export const countHandledMessages: MessageStrategy = {
  handleMessage(message, next) {
    handledMessages++;
    mainThreadWorked();
    // The connection handles a message's promise itself (errors become replies); nothing to wait for here.
    void next(message);
  },
};

/** A flood of messages delays the check by at most this many of them. */
const MAX_TURNS = 10;

export type CancelWait = () => void;

/** Calls `fire` after `delayMs`, or (0) once the messages already read are handled; returns the cancel. */
export function afterWait(delayMs: number, fire: () => void): CancelWait {
  if (delayMs > 0) {
    const timer = setTimeout(fire, delayMs);
    return () => clearTimeout(timer);
  }
  let turns = 0;
  let seen: number | undefined; // the count at the last turn; none before the first
  const turn = () => {
    if (seen === handledMessages || ++turns > MAX_TURNS) return fire();
    seen = handledMessages;
    immediate = setImmediate(turn);
  };
  let immediate = setImmediate(turn);
  return () => clearImmediate(immediate);
}
