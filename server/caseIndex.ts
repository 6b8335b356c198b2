// Which case folders the workspace holds (folders with a stages.json), and which case a file
// belongs to. Found by a bounded walk of each workspace folder, kept current by reconciling the
// subtrees file events touch (DiskFollower).
import { readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { CASE_MARKER, KNOWN_FILES } from '../shared/engine/case/layout';

/** Folders never worth walking into: tool output and dependency trees. */
const SKIPPED = new Set(['node_modules', '.git', '.hg', '.svn', 'dist', 'out', 'output', '.vscode-test', '.bench']);
const MAX_DEPTH = 8;
const MAX_FOLDERS = 20_000;
/** How many folders deep a case file sits in its case (`system/hydros.json`: 2). */
const MAX_FILE_DEPTH = Math.max(...KNOWN_FILES.map((file) => file.split('/').length));

export class CaseIndex {
  private readonly roots = new Set<string>();

  async scan(folder: string): Promise<string[]> {
    const found = await findCases(folder, 0);
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
    const found = new Set(await findCases(path, depth));
    const before = this.under(path);
    const removed = before.filter((root) => !found.has(root));
    const added = [...found].filter((root) => !this.roots.has(root));
    for (const root of removed) this.roots.delete(root);
    for (const root of added) this.roots.add(root);
    return { added, removed, kept: before.filter((root) => found.has(root)) };
  }

  /** Forgets the cases inside a removed workspace folder; returns them. */
  removeUnder(folder: string): string[] {
    const removed = this.under(folder);
    for (const root of removed) this.roots.delete(root);
    return removed;
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
   * True when the scan of `workspaceFolder` never walks to `path` (tool output, dependencies, hidden
   * folders): no case file is named like those either, so events there cannot matter.
   */
  static isSkipped(path: string, workspaceFolder: string): boolean {
    return relative(workspaceFolder, path).split(sep).some((name) => !isWalked(name));
  }
}

export function isWalked(folderName: string): boolean {
  return !SKIPPED.has(folderName) && !folderName.startsWith('.');
}

export function isAtOrUnder(path: string, folder: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

/** The case folders at or under `folder` (none when it is not a folder), `depth` levels below a workspace folder. */
async function findCases(folder: string, depth: number): Promise<string[]> {
  const found: string[] = [];
  let visited = 0;
  const walk = async (dir: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH || ++visited > MAX_FOLDERS) return;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    if (entries.some((e) => e.isFile() && e.name === CASE_MARKER)) found.push(dir);
    for (const entry of entries) {
      if (entry.isDirectory() && isWalked(entry.name)) await walk(join(dir, entry.name), depth + 1);
    }
  };
  await walk(folder, depth);
  return found;
}
