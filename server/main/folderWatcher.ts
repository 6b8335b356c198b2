// The server's own watching of a workspace folder, for clients that cannot watch files for us.
// Every path event (files and folders; fs.watch tells neither a create from a delete nor a folder
// from a file) goes to `onPath`; DiskFollower asks the disk what it means.
//
// macOS and Windows watch a tree natively. On Linux node (20) emulates `recursive` with one inotify
// watch per file and folder, finds a deleted folder only through the watches of the paths in it, and
// forgets the watches of every path that merely starts with a deleted one's name (`b` takes
// `b-renamed` along), so a folder renamed and then moved away was never reported. Here Linux gets
// one watch per folder instead: a folder's watch reports its entries being created, changed,
// deleted or moved; a folder appearing is watched (its watch set before its entries are listed, so
// nothing created meanwhile is missed), a folder disappearing has its watches closed, and one made
// again at once under the same name is watched afresh.
import { existsSync, readdirSync, watch, type FSWatcher } from 'node:fs';
import { kindOf } from '../../shared/core/case/regularFile';
import { basename, join } from 'node:path';
import { isAtOrUnder } from './caseIndex';
import { isWalkedFolder } from '../../shared/core/case/discovery';

/** Beyond this many folders a workspace is not watched further (each folder is one inotify watch). */
const MAX_WATCHED_FOLDERS = 20_000;

export interface Disposable {
  close(): void;
}

export function watchFolder(folder: string, onPath: (path: string) => void, log: (message: string) => void): Disposable {
  if (process.platform === 'darwin' || process.platform === 'win32') {
    try {
      const watcher = watch(folder, { recursive: true }, (_event, name) => name && onPath(join(folder, String(name))));
      watcher.on('error', (error) => log(`file watching stopped for ${folder}: ${error.message}`));
      return watcher;
    } catch (error) {
      log(`cannot watch ${folder}: ${error instanceof Error ? error.message : String(error)}`);
      return { close() {} };
    }
  }
  return new FolderTreeWatcher(folder, onPath, log);
}

class FolderTreeWatcher implements Disposable {
  private readonly watchers = new Map<string, FSWatcher>();
  private closed = false;
  private warned = false;

  constructor(
    root: string,
    private readonly onPath: (path: string) => void,
    private readonly log: (message: string) => void,
  ) {
    this.watchTree(root);
  }

  close(): void {
    this.closed = true;
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
  }

  private watchTree(dir: string): void {
    if (this.closed || this.watchers.has(dir)) return;
    if (this.watchers.size >= MAX_WATCHED_FOLDERS) {
      if (!this.warned) this.log(`watching the first ${MAX_WATCHED_FOLDERS} folders only`);
      this.warned = true;
      return;
    }
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, { persistent: false }, (_event, name) => this.onEvent(dir, name ? String(name) : undefined));
    } catch {
      return; // gone already, or not a folder
    }
    watcher.on('error', () => this.unwatch(dir));
    this.watchers.set(dir, watcher);
    let entries: Array<{ name: string; isDirectory(): boolean }> = [];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      // deleted meanwhile: the parent's watch says so
    }
    for (const entry of entries) if (entry.isDirectory() && isWalkedFolder(entry.name)) this.watchTree(join(dir, entry.name));
  }

  private onEvent(dir: string, name: string | undefined): void {
    if (this.closed) return;
    // A watched folder deleted or moved away reports itself by its own name (inotify's IN_DELETE_SELF,
    // IN_MOVE_SELF) and its watch ends. A folder made again at once under that name (rm -rf, then
    // cp -r) may already be the one its parent reports: its watches start over.
    if (name === undefined || (name === basename(dir) && !existsSync(join(dir, name)))) {
      this.unwatch(dir);
      if (kindOf(dir) === 'folder') this.watchTree(dir);
      return void this.onPath(dir);
    }
    const path = join(dir, name);
    const isFolder = kindOf(path) === 'folder';
    if (isFolder && isWalkedFolder(name)) this.watchTree(path);
    else if (!isFolder && this.watchers.has(path)) this.unwatch(path);
    this.onPath(path);
  }

  /** Closes the watches of `path` and of every folder under it. */
  private unwatch(path: string): void {
    for (const [dir, watcher] of this.watchers) {
      if (!isAtOrUnder(dir, path)) continue;
      watcher.close();
      this.watchers.delete(dir);
    }
  }
}
