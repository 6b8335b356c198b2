// Which editor files are case files, and which folder would be their case. Derived from the
// engine's case layout, so the client and the engine agree on the file list. Pure (no `vscode`
// runtime import), so it is unit-tested directly.
import { join, sep } from 'node:path';
import { CASE_MARKER, KNOWN_FILES } from '../shared/engine/case/layout';

export { CASE_MARKER };

/** The JSON files a case holds, case-relative (the Parquet tables are never opened as text). */
const CASE_JSON_FILES = KNOWN_FILES.filter((file) => file.endsWith('.json'));

/** Glob patterns of the case JSON files anywhere in the workspace. */
export const CASE_FILE_PATTERNS = CASE_JSON_FILES.map((file) => `**/${file}`);

/** A selector for local case files, in the shape `vscode.DocumentSelector` takes. */
export const CASE_DOCUMENT_SELECTOR = CASE_FILE_PATTERNS.map((pattern) => ({ scheme: 'file', pattern }));

/** Folders not worth searching for cases (the ones server/caseIndex.ts does not walk either). */
export const SEARCH_EXCLUDE = '**/{node_modules,.git,dist,out,output,.vscode-test,.bench}/**';

/**
 * The folders that would be the case of the file at `path`, nearest first. `system/hydros.json`
 * belongs to the folder above `system/`; a file can fit two ways (`a/system/config.json` could be
 * the config of a case `a/system`), so the caller checks which one really is a case.
 */
export function candidateCaseRoots(path: string): string[] {
  const roots: string[] = [];
  for (const file of CASE_JSON_FILES) {
    const suffix = sep + join(...file.split('/'));
    if (path.endsWith(suffix)) roots.push(path.slice(0, -suffix.length));
  }
  return roots.sort((a, b) => b.length - a.length);
}
