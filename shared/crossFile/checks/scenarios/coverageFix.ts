// The REF-102 fix: a plant without inflow statistics gets another plant's rows, copied with its
// hydro_id, for the study stages it lacks. Parquet is not text, so this is no text edit: the editor
// offers it as a command that, once the planner confirms it, rewrites the table on disk (every other
// row and the schema kept) and the problems follow the file.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appendRows, type TableRow } from '../../../core/parquet/rewrite';
import { INFLOW_STATS } from '../common';

/** What the fix copies: `copyFromHydroId`'s rows at `stageIds`, as rows of `hydroId`. */
export interface CoverageRowsFix {
  hydroId: number;
  copyFromHydroId: number;
  stageIds: number[];
}

export interface CoverageRowsOutcome {
  file: string;
  /** The study stages that got a row. */
  added: number[];
  /** Stages not added: the plant has a row there already, or the copied plant has none to copy. */
  notCopied: number[];
}

/** The fix a REF-102 diagnostic's data describes (the rule names a plant to copy only when the plant has no row at all). */
export function coverageRowsFix(code: string, data: unknown): CoverageRowsFix | undefined {
  if (code !== 'REF-102' || typeof data !== 'object' || data === null) return undefined;
  const { hydroId, copyFromHydroId, stageIds } = data as Record<string, unknown>;
  if (!Number.isInteger(hydroId) || !Number.isInteger(copyFromHydroId) || !Array.isArray(stageIds) || !stageIds.every((id) => Number.isInteger(id))) return undefined;
  return { hydroId: hydroId as number, copyFromHydroId: copyFromHydroId as number, stageIds: stageIds as number[] };
}

export function coverageRowsTitle(fix: CoverageRowsFix): string {
  return `Add the missing inflow statistics rows for hydro ${fix.hydroId}, copying hydro ${fix.copyFromHydroId}'s (rewrites ${INFLOW_STATS})`;
}

/**
 * Adds the rows to the case's table on disk: for each stage of the fix the plant still lacks, the
 * copied plant's rows at that stage with hydro_id changed. Writes a sibling file and renames it over
 * the table, so a reader never sees half a file. Throws when the table cannot be read or written.
 */
export async function addCoverageRows(caseDir: string, fix: CoverageRowsFix): Promise<CoverageRowsOutcome> {
  const path = join(caseDir, INFLOW_STATS);
  const wanted = new Set(fix.stageIds);
  const added = new Set<number>();
  const result = await appendRows(await readFile(path), (rows) => {
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
  if (result.added > 0) {
    const temporary = `${path}.hydrocase-${process.pid}.tmp`;
    await writeFile(temporary, result.bytes);
    await rename(temporary, path);
  }
  return { file: INFLOW_STATS, added: [...added].sort((a, b) => a - b), notCopied: fix.stageIds.filter((id) => !added.has(id)) };
}
