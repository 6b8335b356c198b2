// Which editor files are case files, and which folder would be their case. Derived from the
// engine's case layout, so the client and the engine agree on the file list. Pure (no `vscode`
// runtime import), so it is unit-tested directly.
import { join, sep } from 'node:path';
import { CASE_CONFIG, CASE_MARKER, CASE_SYSTEM_FOLDER, KNOWN_FILES } from '../shared/core/case/layout';

export { CASE_CONFIG, CASE_MARKER, CASE_SYSTEM_FOLDER };

/**
 * The JSON files the Cobre loader reads from a case (cobre-io `validation/structural.rs`, the
 * file manifest). HydroCase owns every one of them in the editor, checked or not yet: their
 * `$schema` URLs point at the loader's published schemas, which VS Code would fetch and flag as
 * untrusted ("Unable to load schema"), a second voice on a case file.
 */
const LOADER_JSON_FILES = [
  'config.json',
  'penalties.json',
  'stages.json',
  'initial_conditions.json',
  'system/buses.json',
  'system/lines.json',
  'system/hydros.json',
  'system/thermals.json',
  'system/non_controllable_sources.json',
  'system/pumping_stations.json',
  'system/energy_contracts.json',
  'system/hydro_production_models.json',
  'scenarios/load_factors.json',
  'scenarios/correlation.json',
  'scenarios/non_controllable_factors.json',
  'constraints/exchange_factors.json',
  'constraints/generic_constraints.json',
];

/** The JSON files a case holds, case-relative: the engine's and the loader's (the Parquet tables are never opened as text). */
const CASE_JSON_FILES = [...new Set([...KNOWN_FILES.filter((file) => file.endsWith('.json')), ...LOADER_JSON_FILES])];

/** Glob patterns of the case JSON files anywhere in the workspace. */
export const CASE_FILE_PATTERNS = CASE_JSON_FILES.map((file) => `**/${file}`);

/** A selector for local case files by name, in the shape `vscode.DocumentSelector` takes. */
export const CASE_DOCUMENT_SELECTOR = CASE_FILE_PATTERNS.map((pattern) => ({ scheme: 'file', pattern }));

/**
 * The language of case files once the client knows they are case files (their case folder holds
 * stages.json): package.json contributes it with JSON's grammar, so VS Code's JSON extension
 * (schemas from `$schema`, its own syntax errors, outline and formatter) leaves them to HydroCase.
 */
export const CASE_LANGUAGE_ID = 'cobre-json';

/** The case files HydroCase serves in the editor: local documents in the case language. */
export const CASE_LANGUAGE_SELECTOR = [{ scheme: 'file', language: CASE_LANGUAGE_ID }];

/** The languages a case file may open in (`.json`, or `jsonc` through a files.associations setting) that HydroCase takes over. */
const JSON_LANGUAGES: ReadonlySet<string> = new Set(['json', 'jsonc']);

/** A language a case file may carry: JSON before HydroCase takes it, cobre-json after. */
export function isCaseFileLanguage(languageId: string): boolean {
  return JSON_LANGUAGES.has(languageId) || languageId === CASE_LANGUAGE_ID;
}

/**
 * The language a document should carry, or undefined to leave it: a JSON case file becomes
 * cobre-json while HydroCase is enabled, and goes back to JSON when it is turned off (or the file
 * is no longer a case file).
 */
export function caseLanguageChange(languageId: string, isCaseFile: boolean, enabled: boolean): string | undefined {
  if (JSON_LANGUAGES.has(languageId)) return isCaseFile && enabled ? CASE_LANGUAGE_ID : undefined;
  if (languageId === CASE_LANGUAGE_ID) return isCaseFile && enabled ? undefined : 'json';
  return undefined;
}

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
