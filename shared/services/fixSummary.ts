// How a set of fixes reads, for `hydrocase fix` and the editor's "Fix All in Case" alike. No engine
// import: the VS Code client bundles this.
import { plural } from '../core/text';
import type { RuleId } from '../core/rules/define';

/** `10 problems in 2 files (STG-039 ×4, PEN-020 ×1)`: what a set of fixes clears, by rule. */
export function describeFixed(fixed: ReadonlyArray<{ code: RuleId; count: number }>, files: number): string {
  const byRule = new Map<RuleId, number>();
  for (const f of fixed) byRule.set(f.code, (byRule.get(f.code) ?? 0) + f.count);
  const total = [...byRule.values()].reduce((sum, count) => sum + count, 0);
  return `${plural(total, 'problem')} in ${plural(files, 'file')} (${[...byRule].map(([code, count]) => `${code} ×${count}`).join(', ')})`;
}
