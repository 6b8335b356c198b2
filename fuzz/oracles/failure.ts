// A broken promise found by an oracle: which oracle, and what it saw.
export interface Failure {
  /** A short stable name (crash, timeout, stack-trace, silent-pass, ...): reproducers are grouped by it. */
  oracle: string;
  detail: string;
  /** What makes two failures of one oracle the same bug (the method of an unanswered request, say); the detail without numbers by default. */
  key?: string;
}

/** Two failures are the same bug when their oracle and key (or their details but for numbers) agree. */
export function failureKey(failure: Failure): string {
  return `${failure.oracle} ${failure.key ?? failure.detail.replace(/\d+(\.\d+)?/g, 'N').slice(0, 160)}`;
}
