// Reducing a failing input to a small one that still fails the same oracle, within a time budget:
// delta debugging (ddmin) over a list, and the shortest failing prefix of a log.

export type StillFails<T> = (candidate: T[]) => Promise<boolean>;

/**
 * Zeller's ddmin: tries removing ever smaller chunks of `items` and keeps any removal after which
 * the input still fails. Stops at one-item granularity or at `deadline` (Date.now() ms).
 */
export async function ddmin<T>(items: T[], stillFails: StillFails<T>, deadline: number): Promise<T[]> {
  let current = items;
  let chunks = 2;
  while (current.length >= 2 && Date.now() < deadline) {
    const size = Math.ceil(current.length / chunks);
    let reduced = false;
    for (let start = 0; start < current.length && Date.now() < deadline; start += size) {
      const complement = [...current.slice(0, start), ...current.slice(start + size)];
      if (complement.length && (await stillFails(complement))) {
        current = complement;
        chunks = Math.max(chunks - 1, 2);
        reduced = true;
        break;
      }
    }
    if (!reduced) {
      if (chunks >= current.length) break;
      chunks = Math.min(chunks * 2, current.length);
    }
  }
  return current;
}

/** The shortest prefix of `log` that still fails, by bisection (failing is assumed monotone in the prefix). */
export async function shortestFailingPrefix<T>(log: T[], stillFails: StillFails<T>, deadline: number): Promise<T[]> {
  let low = 0; // longest prefix known to pass (the empty log is assumed to)
  let high = log.length; // shortest prefix known to fail
  while (high - low > 1 && Date.now() < deadline) {
    const middle = Math.floor((low + high) / 2);
    if (await stillFails(log.slice(0, middle))) high = middle;
    else low = middle;
  }
  return log.slice(0, high);
}
