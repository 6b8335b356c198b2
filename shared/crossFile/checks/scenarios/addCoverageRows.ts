// Writes the REF-102 fix (coverageFix.ts) into the case's inflow statistics table on disk, for the
// editor, once the planner has confirmed it.
import { join } from 'node:path';
import { appendRows, rewriteTableFile, type TableRow } from '../../../core/parquet/rewrite';
import type { CoverageRowsFix } from './coverageFix';
import { INFLOW_STATS } from '../../../core/case/layout';

export interface CoverageRowsOutcome {
  file: string;
  /** The study stages that got a row. */
  added: number[];
  /** Stages not added: the plant has a row there already, or the copied plant has none to copy. */
  notCopied: number[];
}

/**
 * Adds the rows to the case's table on disk: for each stage of the fix the plant still lacks, the
 * copied plant's rows at that stage with hydro_id changed (rewriteTableFile: never half a file).
 * Throws when the table cannot be read or written.
 */
export async function addCoverageRows(caseDir: string, fix: CoverageRowsFix): Promise<CoverageRowsOutcome> {
  const path = join(caseDir, INFLOW_STATS);
  const wanted = new Set(fix.stageIds);
  const added = new Set<number>();
  await rewriteTableFile(path, async (bytes) => {
    const result = await appendRows(bytes, (rows) => {
      const has = new Set(rows.filter((row) => Number(row.hydro_id) === fix.hydroId).map((row) => Number(row.stage_id)));
      const copies: TableRow[] = [];
      for (const row of rows) {
        const stage = Number(row.stage_id);
        if (Number(row.hydro_id) !== fix.copyFromHydroId || !wanted.has(stage) || has.has(stage)) continue;
        copies.push({ ...row, hydro_id: typeof row.hydro_id === 'bigint' ? BigInt(fix.hydroId) : fix.hydroId });
        added.add(stage);
      }
      return copies;
    });
    return result.added > 0 ? result.bytes : undefined;
  });
  return { file: INFLOW_STATS, added: [...added].sort((a, b) => a - b), notCopied: fix.stageIds.filter((id) => !added.has(id)) };
}
