// String helpers for messages: edit distance for "did you mean" suggestions, short id lists, counts.

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidate closest to `word` within `maxDistance` edits (ties: the first candidate). Case is
 * ignored when comparing (`FPHA` finds `fpha`); the candidate is returned as it is spelled.
 */
export function closestKey(word: string, candidates: readonly string[], maxDistance = 3): string | undefined {
  const folded = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const distance = editDistance(folded, candidate.toLowerCase(), maxDistance);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** `0, 1, 2` or `0, 1, 2, … (40 ids)`, or `none`: enough to see the mistake, never a wall of numbers. */
export function listIds(ids: ReadonlySet<number>, shown = 8): string {
  if (ids.size === 0) return 'none';
  const sorted = [...ids].sort((a, b) => a - b);
  return sorted.length <= shown ? sorted.join(', ') : `${sorted.slice(0, shown).join(', ')}, … (${sorted.length} ids)`;
}

/** A count with its noun: `1 row`, `3 rows`. */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : nouns}`;
}

/** The form that agrees with a count: `agree(1, 'lacks', 'lack')`. */
export function agree(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}
