// The REF-102 fix: a plant without inflow statistics gets another plant's rows, copied with its
// hydro_id, for the study stages it lacks. Parquet is not text, so this is no text edit: the editor
// offers it as a command that, once the planner confirms it, rewrites the table on disk (every other
// row and the schema kept) and the problems follow the file.
// The pure half (what the fix is, its title) lives here; addCoverageRows.ts writes the table.
import type { RuleId } from '../../../rules';
import { INFLOW_STATS } from '../../../core/case/layout';

/** What the fix copies: `copyFromHydroId`'s rows at `stageIds`, as rows of `hydroId`. */
export interface CoverageRowsFix {
  hydroId: number;
  copyFromHydroId: number;
  stageIds: number[];
}

/** The fix a REF-102 diagnostic's data describes (the rule names a plant to copy only when the plant has no row at all). */
/** The rule whose gap the fix fills (REF-102). */
export const COVERAGE_RULE = 'REF-102' satisfies RuleId;

export function coverageRowsFix(code: RuleId, data: unknown): CoverageRowsFix | undefined {
  if (code !== COVERAGE_RULE || typeof data !== 'object' || data === null) return undefined;
  const { hydroId, copyFromHydroId, stageIds } = data as Record<string, unknown>;
  if (!Number.isInteger(hydroId) || !Number.isInteger(copyFromHydroId) || !Array.isArray(stageIds) || !stageIds.every((id) => Number.isInteger(id))) return undefined;
  return { hydroId: hydroId as number, copyFromHydroId: copyFromHydroId as number, stageIds: stageIds as number[] };
}

export function coverageRowsTitle(fix: CoverageRowsFix): string {
  return `Add the missing inflow statistics rows for hydro ${fix.hydroId}, copying hydro ${fix.copyFromHydroId}'s (rewrites ${INFLOW_STATS})`;
}
