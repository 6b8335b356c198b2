// The quick answer while typing: one JSON case file checked on its own, without reading any other
// file, so typing in a large case's stages.json gets its own problems in milliseconds while the
// whole case (cross-file rules, tables) is checked right after. Editors call it (the language
// server on its validation thread); it returns plain diagnostics like the whole-case run. Which
// rules it leaves to the whole case: needsOtherFiles.ts.
import { validateCase, type JsonFileCache } from './validate';
import type { Diagnostic } from '../core/diagnostics';
import type { CaseSource } from '../core/case/source';
import type { ParquetChecker } from './parquetTables';
import { needsOtherFiles } from './needsOtherFiles';

/** Never called: the lone-file source has no tables. */
const noTables: ParquetChecker = {
  check: () => Promise.reject(new Error('a single-file check reads no Parquet table')),
};

/** `file`'s own problems in `text`, every other case file taken as missing (no cross-file rule runs: each finding of one needs other files). */
export async function checkFileAlone(caseRoot: string, file: string, text: string, signal?: AbortSignal, jsonCache?: JsonFileCache): Promise<Diagnostic[]> {
  const source: CaseSource = {
    root: caseRoot,
    readText: async (wanted) => (wanted === file ? { kind: 'text', text } : { kind: 'missing' }),
    locate: async () => ({ kind: 'missing' }),
  };
  const result = await validateCase(caseRoot, { source, signal, parquetChecker: noTables, fileRulesOnly: true, ...(jsonCache ? { jsonCache } : {}) });
  return result.diagnostics.filter((d) => d.file === file && !needsOtherFiles(d.code));
}
