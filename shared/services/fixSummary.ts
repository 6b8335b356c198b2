// How a set of fixes reads, for `hydrocase fix` and the editor's "Fix All in Case" alike. No engine
// import: the VS Code client bundles this.
import { plural } from '../core/text';

/** `10 problems in 2 files (STG-039 ×4, PEN-020 ×1)`: what a set of fixes clears, by rule. */
export function describeFixed(fixed: ReadonlyArray<{ code: string; count: number }>, files: number): string {
  const byRule = new Map<string, number>();
  for (const f of fixed) byRule.set(f.code, (byRule.get(f.code) ?? 0) + f.count);
  const total = [...byRule.values()].reduce((sum, count) => sum + count, 0);
  return `${plural(total, 'problem')} in ${plural(files, 'file')} (${[...byRule].map(([code, count]) => `${code} ×${count}`).join(', ')})`;
}
