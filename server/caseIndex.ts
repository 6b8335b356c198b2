// Which case folders the workspace holds (folders with a stages.json), and which case a file
// belongs to. Found by a bounded walk of each workspace folder, kept current by file events.
import { readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { CASE_MARKER, KNOWN_FILES } from '../shared/engine/case/layout';

/** Folders never worth walking into: tool output and dependency trees. */
const SKIPPED = new Set(['node_modules', '.git', '.hg', '.svn', 'dist', 'out', 'output', '.vscode-test', '.bench']);
const MAX_DEPTH = 8;
const MAX_FOLDERS = 20_000;

export class CaseIndex {
  private readonly roots = new Set<string>();

  async scan(folder: string): Promise<string[]> {
    const found: string[] = [];
    let visited = 0;
    const walk = async (dir: string, depth: number): Promise<void> => {
      if (depth > MAX_DEPTH || ++visited > MAX_FOLDERS) return;
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      if (entries.some((e) => e.isFile() && e.name === CASE_MARKER)) found.push(dir);
      for (const entry of entries) {
        if (entry.isDirectory() && !SKIPPED.has(entry.name) && !entry.name.startsWith('.')) await walk(join(dir, entry.name), depth + 1);
      }
    };
    await walk(folder, 0);
    for (const root of found) this.roots.add(root);
    return found;
  }

  /** Forgets the cases inside a removed workspace folder; returns them. */
  removeUnder(folder: string): string[] {
    const removed = [...this.roots].filter((root) => root === folder || root.startsWith(folder + sep));
    for (const root of removed) this.roots.delete(root);
    return removed;
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

  /** The case a file belongs to: the deepest known case for which it is a case file. */
  caseOf(path: string): { root: string; file: string } | undefined {
    let best: { root: string; file: string } | undefined;
    for (const root of this.roots) {
      const file = relative(root, path).split(sep).join('/');
      if (KNOWN_FILES.includes(file) && (!best || root.length > best.root.length)) best = { root, file };
    }
    return best;
  }

  /** The case a stages.json path would make (its folder). */
  static rootOfMarker(path: string): string | undefined {
    return path.endsWith(sep + CASE_MARKER) ? dirname(path) : undefined;
  }
}
