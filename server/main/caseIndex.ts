// Which case folders the workspace holds (folders with a stages.json, or config.json and system/: D25), and which case a file
// belongs to. Found by a bounded walk of each workspace folder, kept current by reconciling the
// subtrees file events touch (DiskFollower).
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { CASE_CONFIG, CASE_MARKER, CASE_SYSTEM_FOLDER, KNOWN_FILES } from '../../shared/core/case/layout';
import { findCases, isWalkedFolder } from '../../shared/core/case/discovery';
/** Besides stages.json, the entries whose presence decides whether their folder is a case (D25). */
const CASE_DECIDING_NAMES: ReadonlySet<string> = new Set([CASE_CONFIG, CASE_SYSTEM_FOLDER]);
/** How many folders deep a case file sits in its case (`system/hydros.json`: 2). */
const MAX_FILE_DEPTH = Math.max(...KNOWN_FILES.map((file) => file.split('/').length));

export class CaseIndex {
  private readonly roots = new Set<string>();

  async scan(folder: string): Promise<string[]> {
    const found = await findCases(folder);
    for (const root of found) this.roots.add(root);
    return found;
  }

  /**
   * Brings the cases at or under `path` (a folder or not, existing or not) in line with the disk,
   * walking it as the scan of `workspaceFolder` would have. `kept` are the cases known before and
   * still there: their files may have changed too.
   */
  async reconcile(path: string, workspaceFolder: string): Promise<{ added: string[]; removed: string[]; kept: string[] }> {
    const depth = path === workspaceFolder ? 0 : relative(workspaceFolder, path).split(sep).length;
    const found = new Set(await findCases(path, { startDepth: depth }));
    const before = this.under(path);
    const removed = before.filter((root) => !found.has(root));
    const added = [...found].filter((root) => !this.roots.has(root));
    for (const root of removed) this.roots.delete(root);
    for (const root of added) this.roots.add(root);
    return { added, removed, kept: before.filter((root) => found.has(root)) };
  }

  /** The known cases at or under `path`. */
  under(path: string): string[] {
    return [...this.roots].filter((root) => isAtOrUnder(root, path));
  }

  add(root: string): void {
    this.roots.add(root);
  }

  delete(root: string): void {
    this.roots.delete(root);
  }

  has(root: string): boolean {
    return this.roots.has(root);
  }

  all(): string[] {
    return [...this.roots].sort();
  }

  /**
   * The case a file belongs to: the deepest known case for which it is a case file. Only the few
   * folders above the file can be that case, so this costs the same with one case or hundreds
   * (a checkout sends thousands of paths).
   */
  caseOf(path: string): { root: string; file: string } | undefined {
    let root = path;
    for (let level = 0; level < MAX_FILE_DEPTH; level++) {
      if (dirname(root) === root) break;
      root = dirname(root);
      if (!this.roots.has(root)) continue;
      const file = relative(root, path).split(sep).join('/');
      if (KNOWN_FILES.includes(file)) return { root, file };
    }
    return undefined;
  }

  /** The case a stages.json path would make (its folder). */
  static rootOfMarker(path: string): string | undefined {
    return path.endsWith(sep + CASE_MARKER) ? dirname(path) : undefined;
  }

  /**
   * The folder whose being a case (D25) a change at `path` may decide: the folder of a stages.json,
   * or of a config.json or system/ folder when it holds no stages.json (with one, they decide nothing).
   */
  static folderDecidedBy(path: string): string | undefined {
    const name = basename(path);
    const folder = dirname(path);
    if (name === CASE_MARKER) return folder;
    return CASE_DECIDING_NAMES.has(name) && !existsSync(join(folder, CASE_MARKER)) ? folder : undefined;
  }

  /**
   * True when the scan of `workspaceFolder` never walks to `path` (tool output, dependencies, hidden
   * folders): no case file is named like those either, so events there cannot matter.
   */
  static isSkipped(path: string, workspaceFolder: string): boolean {
    return relative(workspaceFolder, path)
      .split(sep)
      .some((name) => !isWalkedFolder(name));
  }
}

export function isAtOrUnder(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}
