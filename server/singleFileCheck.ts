// The quick answer while typing: one JSON case file checked on its own, without reading any other
// file, so typing in a large case's stages.json gets its own problems in milliseconds while the
// whole case (cross-file rules, tables) is checked right after.
import { validateCase, type JsonFileCache } from '../shared/engine/validate';
import type { Diagnostic } from '../shared/engine/diagnostics';
import type { CaseSource } from '../shared/engine/case/source';
import type { ParquetChecker } from '../shared/engine/parquetTables';
import { findRule } from '../shared/rules';

/** Never called: the lone-file source has no tables. */
const noTables: ParquetChecker = {
  check: () => Promise.reject(new Error('a single-file check reads no Parquet table')),
};

/** Rules whose findings depend on other files: only a whole-case run can report them. */
export function needsOtherFiles(code: string): boolean {
  return code.startsWith('XF-') || code.startsWith('CASE-') || Boolean(findRule(code)?.needs?.length);
}

export async function checkFileAlone(caseRoot: string, file: string, text: string, signal?: AbortSignal, jsonCache?: JsonFileCache): Promise<Diagnostic[]> {
  const source: CaseSource = {
    root: caseRoot,
    readText: async (wanted) => (wanted === file ? { kind: 'text', text } : { kind: 'missing' }),
    locate: async () => ({ kind: 'missing' }),
  };
  const result = await validateCase(caseRoot, { source, signal, parquetChecker: noTables, ...(jsonCache ? { jsonCache } : {}) });
  return result.diagnostics.filter((d) => d.file === file && !needsOtherFiles(d.code));
}
