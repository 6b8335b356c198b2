// Where a newer text differs from an older one, as the single region between their common prefix
// and common suffix. Typing changes one spot at a time, so most of a large text's earlier work
// (its parse, its check) still holds outside that region.

/** [start, olderEnd) of the older text became [start, newerEnd) of the newer one; the rest is equal. */
export interface TextDelta {
  start: number;
  olderEnd: number;
  newerEnd: number;
}

/** Compares in blocks (substring equality is a native comparison), then character by character. */
export function textDelta(older: string, newer: string): TextDelta {
  const shorter = Math.min(older.length, newer.length);
  const start = commonRun(shorter, (from, to) => older.slice(from, to) === newer.slice(from, to));
  const tail = commonRun(shorter - start, (from, to) => older.slice(older.length - to, older.length - from) === newer.slice(newer.length - to, newer.length - from));
  return { start, olderEnd: older.length - tail, newerEnd: newer.length - tail };
}

/** The longest n <= max such that equal(0, n) holds, found by shrinking block sizes. */
function commonRun(max: number, equal: (from: number, to: number) => boolean): number {
  let length = 0;
  for (let block = 1 << 16; block >= 1; block >>= 2) {
    while (length + block <= max && equal(length, length + block)) length += block;
  }
  return length;
}
