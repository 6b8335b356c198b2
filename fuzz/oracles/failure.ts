// A broken promise found by an oracle: which oracle, and what it saw.
export interface Failure {
  /** A short stable name (crash, timeout, stack-trace, silent-pass, ...): reproducers are grouped by it. */
  oracle: string;
  detail: string;
  /** What makes two failures of one oracle the same bug (the method of an unanswered request, say); the detail without numbers by default. */
  key?: string;
}
