// Finding the cases under a folder (folders holding stages.json, or config.json and system/: D25):
// a bounded walk that skips tool output, dependency trees, hidden folders and whatever the caller
// excludes. The language server and `hydrocase validate <folder>` walk the same way, so they find
// the same cases.
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CASE_CONFIG, CASE_MARKER, CASE_SYSTEM_FOLDER } from './layout';

/** Folders never worth walking into: tool output and dependency trees. */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['node_modules', '.git', '.hg', '.svn', 'dist', 'out', 'output', '.vscode-test', '.bench']);
export const MAX_CASE_DEPTH = 8;
const MAX_FOLDERS = 20_000;

export interface DiscoveryOptions {
  /** True for an absolute folder path that must not be walked (a user's exclude glob). */
  excluded?: (folder: string) => boolean;
  /** How deep `folder` already is below the walk's top (re-walking a subtree of a workspace folder). */
  startDepth?: number;
}

/** Whether a folder of this name is walked at all (never tool output, dependencies or hidden folders). */
export function isWalkedFolder(name: string): boolean {
  return !SKIPPED_FOLDERS.has(name) && !name.startsWith('.');
}

/** The case folders at or below `folder` (none when it is not a folder), in walk order (a case may hold other cases). */
export async function findCases(folder: string, options: DiscoveryOptions = {}): Promise<string[]> {
  const found: string[] = [];
  let visited = 0;
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (depth > MAX_CASE_DEPTH || ++visited > MAX_FOLDERS || options.excluded?.(dir)) return;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    if (await entriesMakeCase(dir, entries)) found.push(dir);
    for (const entry of entries) {
      if (entry.isDirectory() && isWalkedFolder(entry.name)) await walk(join(dir, entry.name), depth + 1);
    }
  };
  await walk(folder, options.startDepth ?? 0);
  return found;
}

/** Whether `folder` is a case (D25); false when it is not a readable folder. */
export async function isCaseFolder(folder: string): Promise<boolean> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => undefined);
  return entries !== undefined && (await entriesMakeCase(folder, entries));
}

/**
 * Whether a folder's entries make it a case (D25). A stages.json of any kind marks a case: a link
 * is followed, and one that is not a regular file (a folder, a FIFO, a device, a link loop) still
 * makes a case whose CASE-001 says why (only regular files are read) rather than a folder silently
 * left out. Without it, config.json (of any kind, likewise) and a system/ folder make one, so a
 * deleted or renamed stages.json is CASE-001 instead of a case that vanishes.
 */
async function entriesMakeCase(folder: string, entries: readonly Dirent[]): Promise<boolean> {
  if (entries.some((e) => e.name === CASE_MARKER)) return true;
  const system = entries.find((e) => e.name === CASE_SYSTEM_FOLDER);
  if (!system || !entries.some((e) => e.name === CASE_CONFIG)) return false;
  if (system.isDirectory()) return true;
  // A link to a folder counts as the folder.
  return (
    system.isSymbolicLink() &&
    (await stat(join(folder, CASE_SYSTEM_FOLDER)).then(
      (info) => info.isDirectory(),
      () => false,
    ))
  );
}
