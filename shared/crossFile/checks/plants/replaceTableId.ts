// Writes the XF-002 table fix (tableIdFix.ts) into the case's table on disk, for the editor, once
// the planner has confirmed it.
import { join } from 'node:path';
import { KNOWN_FILES } from '../../../core/case/layout';
import { replaceValues, rewriteTableFile } from '../../../core/parquet/rewrite';
import type { TableIdFix } from './tableIdFix';

export interface TableIdOutcome {
  file: string;
  /** Rows whose hydro_id changed (0: the id is no longer in the table). */
  changed: number;
}

/** Changes the id in every row of the table; refuses a file that is not a case table. */
export async function replaceTableId(caseDir: string, fix: TableIdFix): Promise<TableIdOutcome> {
  if (!KNOWN_FILES.includes(fix.file) || !fix.file.endsWith('.parquet')) throw new Error(`${fix.file} is not a case table`);
  let changed = 0;
  await rewriteTableFile(join(caseDir, fix.file), async (bytes) => {
    const result = await replaceValues(bytes, fix.column, fix.from, fix.to);
    changed = result.changed;
    return result.changed > 0 ? result.bytes : undefined;
  });
  return { file: fix.file, changed };
}
