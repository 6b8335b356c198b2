// Case folders and servers for the protocol tests: a small generated case (valid, every file and
// all four Parquet tables present) that each test bends in one place, and a server that is always
// stopped, whatever the test does.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import * as parquetWasm from 'parquet-wasm/node';
import { generateCase, PRESETS } from '../../bench/generate';
import { CASE_FILES } from '../../shared/core/case/layout';
import { writeCase, type CaseFiles } from '../support/cases';
import { LspClient, type LspClientOptions, type LspDiagnostic } from '../support/lsp';
import { parquetBytes, type ColumnSpec, type ColumnType } from '../support/parquet';

export { CASE_FILES };

const SEED = 20240101;
let generated: Readonly<Record<string, string | Uint8Array>> | undefined;

/** The files of the small generated case (a valid case); generated once per test file. */
export function smallCaseFiles(): CaseFiles {
  generated ??= generateCase(PRESETS.small, SEED).files;
  return { ...generated };
}

/** Writes the small case, with `overrides` replacing (or adding) files, to a new temporary folder. */
export function writeSmallCase(overrides: CaseFiles = {}): string {
  return writeCase({ ...smallCaseFiles(), ...overrides });
}

export function text(file: keyof typeof CASE_FILES): string {
  const content = smallCaseFiles()[CASE_FILES[file]];
  if (typeof content !== 'string') throw new Error(`${file} is not a text file`);
  return content;
}

/** `text` with one exact occurrence of `find` replaced (throws if it is not there, so a test cannot silently test nothing). */
export function replaced(source: string, find: string, replacement: string): string {
  const at = source.indexOf(find);
  if (at === -1) throw new Error(`"${find}" does not occur in the text`);
  return source.slice(0, at) + replacement + source.slice(at + find.length);
}

/** The generated geometry table with `edit` applied to its columns (decoded, edited, re-encoded). */
export function geometryWith(edit: (columns: Map<string, Array<number | bigint | string | null>>) => void): Uint8Array {
  const bytes = smallCaseFiles()[CASE_FILES.geometry] as Uint8Array;
  const table = tableFromIPC(parquetWasm.readParquet(bytes).intoIPCStream());
  const columns = new Map(table.schema.fields.map((field) => [field.name, Array.from(table.getChild(field.name)!.toArray() as ArrayLike<number>)]));
  edit(columns as Map<string, Array<number | bigint | string | null>>);
  const specs: ColumnSpec[] = table.schema.fields.map((field) => ({
    name: field.name,
    type: String(field.type) as ColumnType,
    nullable: field.nullable,
    values: columns.get(field.name)!,
  }));
  return parquetBytes(specs);
}

/** A geometry table whose `row`-th area is negative (GEO-004 on that row). */
export function geometryWithNegativeArea(row: number): Uint8Array {
  return geometryWith((columns) => {
    columns.get('area_km2')![row] = -1;
  });
}

export function path(caseDir: string, file: keyof typeof CASE_FILES): string {
  return join(caseDir, CASE_FILES[file]);
}

export function readText(caseDir: string, file: keyof typeof CASE_FILES): string {
  return readFileSync(path(caseDir, file), 'utf8');
}

export function writeText(caseDir: string, file: keyof typeof CASE_FILES, content: string | Uint8Array): void {
  writeFileSync(path(caseDir, file), content);
}

export function codes(diagnostics: readonly LspDiagnostic[] | undefined): string[] {
  return (diagnostics ?? []).map((d) => String(d.code));
}

export function hasCode(code: string): (diagnostics: readonly LspDiagnostic[]) => boolean {
  return (diagnostics) => diagnostics.some((d) => d.code === code);
}

export function lacksCode(code: string): (diagnostics: readonly LspDiagnostic[]) => boolean {
  return (diagnostics) => !diagnostics.some((d) => d.code === code);
}

/** Starts a server on `folders`, runs `body`, and always stops the server (even when `body` throws). */
export async function withServer<T>(folders: string[], options: LspClientOptions, body: (client: LspClient) => Promise<T>): Promise<T> {
  const client = await LspClient.start(folders, options);
  try {
    return await body(client);
  } finally {
    await client.stop();
  }
}

/** The two ways a server learns about file changes: the client's watchers (VS Code) or its own fs.watch. */
export const WATCH_MODES = [
  { name: 'client watchers', watchFiles: true },
  { name: 'server fs.watch', watchFiles: false },
] as const;

/** Tells the server about a changed file in client-watcher mode (in fs.watch mode the server sees it itself). */
export function announce(client: LspClient, watchFiles: boolean, filePath: string, type: 1 | 2 | 3): void {
  if (watchFiles) client.fileEvent(filePath, type);
}
