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
  return best ?? oneWordApart(folded, candidates);
}

/** Words that name the same thing in these files, so `..._penalty` can mean `..._cost`. */
const SYNONYMS: ReadonlyArray<readonly [string, string]> = [['penalty', 'cost']];

/**
 * The one candidate whose snake_case words differ from `word`'s in exactly one place, when that is
 * one word of three or more (`inflow_nonnegativity_penalty` → `inflow_nonnegativity_cost`) or a
 * synonym; edit distance misses these because the differing word is long.
 */
function oneWordApart(word: string, candidates: readonly string[]): string | undefined {
  const parts = word.split('_');
  const matches = candidates.filter((candidate) => {
    const other = candidate.toLowerCase().split('_');
    if (other.length !== parts.length || parts.length < 2) return false;
    const differing = parts.flatMap((part, i) => (part === other[i] ? [] : [[part, other[i]!] as const]));
    if (differing.length !== 1) return false;
    const [mine, theirs] = differing[0]!;
    return parts.length >= 3 || SYNONYMS.some(([a, b]) => (mine === a && theirs === b) || (mine === b && theirs === a));
  });
  return matches.length === 1 ? matches[0] : undefined;
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

/** Runs shown before a long list is cut short; describeIds adds the count, so nothing is lost. */
const SHOWN_RUNS = 6;

/** `3-7, 12`: ids sorted and collapsed into runs of consecutive values; a long list ends in `…`. */
export function idRuns(ids: Iterable<number>): string {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    if (runs.length === SHOWN_RUNS) return `${runs.join(', ')}, …`;
    const start = sorted[i]!;
    while (i + 1 < sorted.length && sorted[i + 1] === sorted[i]! + 1) i++;
    runs.push(start === sorted[i] ? `${start}` : `${start}-${sorted[i]}`);
  }
  return runs.join(', ');
}

/** `stage 4`, `stages 0-2 (3 stages)`, `stages 3-7, 12 (6 stages)`: one id by itself, more as runs with their count. */
export function describeIds(ids: Iterable<number>, noun: string, nouns = `${noun}s`): string {
  const unique = new Set(ids);
  if (unique.size === 1) return `${noun} ${[...unique][0]}`;
  return `${nouns} ${idRuns(unique)} (${unique.size} ${nouns})`;
}
