// The workspace as the server sees it: its folders, the cases found in them (and the cases opened
// from outside them), and the file events that keep those cases in step with the disk, from the
// client's watcher or, for clients that do not watch files for us, the server's own.
import { basename, dirname } from 'node:path';
import {
  DidChangeWatchedFilesNotification,
  DidChangeWorkspaceFoldersNotification,
  WatchKind,
  type Connection,
  type DidChangeWorkspaceFoldersParams,
  type InitializeParams,
} from 'vscode-languageserver';
import { CaseIndex, isAtOrUnder } from './caseIndex';
import { DiskFollower } from './diskFollower';
import { watchFolder, type Disposable } from './folderWatcher';
import { arrayOf, integer, object, string, WORKSPACE_FOLDER, type ParamGuard } from './paramGuard';
import { HYDROCASE_CONFIG_FILE } from '../../shared/engine/config/caseConfig';
import { isFile, pathOf } from './uris';

export interface WorkspaceHost {
  connection: Connection;
  guard: ParamGuard;
  log(message: string): void;
  /** A case's files changed (or the hydrocase.json above it): validate it again. */
  caseChanged(root: string): void;
  /** A case left the workspace: drop its validation and every problem it published. */
  caseForgotten(root: string): void;
  /** A file changed on disk (Parquet results cached by file identity are stale). */
  fileChanged(path: string): void;
}

export class Workspace {
  readonly cases = new CaseIndex();
  /** Settles once the workspace folders have been scanned: requests that name cases wait for it. */
  readonly ready: Promise<void>;
  private scanned: () => void = () => {};
  private folders: string[] = [];
  /**
   * Cases outside every workspace folder (their stages.json was opened in the editor): no client
   * watcher covers them, so the server watches each itself, as a folder of its own.
   */
  private readonly looseCases = new Set<string>();
  /** The server's own watchers, by workspace folder (clients that do not watch files for us). */
  private readonly fsWatchers = new Map<string, Disposable>();
  private canWatchFiles = false;
  private hasWorkspaceFolders = false;
  private readonly follower: DiskFollower;

  constructor(private readonly host: WorkspaceHost) {
    this.ready = new Promise<void>((resolve) => (this.scanned = resolve));
    this.follower = new DiskFollower({
      cases: this.cases,
      workspaceFolders: () => [...this.folders, ...this.looseCases],
      ready: this.ready,
      caseRemoved: (root) => this.forget(root),
      caseChanged: (root) => host.caseChanged(root),
      fileChanged: (path) => host.fileChanged(path),
      log: host.log,
    });
    host.connection.onDidChangeWatchedFiles(
      host.guard.notification('workspace/didChangeWatchedFiles', WATCHED_FILES_CHANGE, ({ changes }) => {
        for (const change of changes) this.pathChanged(pathOf(change.uri));
      }),
    );
  }

  get folderCount(): number {
    return this.folders.length;
  }

  initialize(params: InitializeParams): void {
    this.canWatchFiles = Boolean(params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration);
    this.hasWorkspaceFolders = Boolean(params.capabilities.workspace?.workspaceFolders);
    this.folders = (params.workspaceFolders?.map((f) => pathOf(f.uri)) ?? (params.rootUri ? [pathOf(params.rootUri)] : params.rootPath ? [params.rootPath] : [])).filter(Boolean);
  }

  /** Starts watching (the client's watcher, else our own) and following workspace folder changes. */
  watch(): void {
    const { connection, guard } = this.host;
    if (this.canWatchFiles) {
      // Every path's creation and deletion, folders included: a folder copied in, moved or deleted
      // comes as one event on the folder, none for the files in it. Changes only for case files.
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: [{ globPattern: '**/*.{json,parquet}' }, { globPattern: '**/*', kind: WatchKind.Create | WatchKind.Delete }],
      });
    } else {
      for (const folder of this.folders) this.watchOnOurOwn(folder);
    }
    // Only clients that announce workspace folders send their changes (the capability is declared
    // statically at initialize). Our handler replaces the library's, which reads `params.event` unchecked.
    if (this.hasWorkspaceFolders)
      connection.onNotification(
        DidChangeWorkspaceFoldersNotification.type,
        guard.notification('workspace/didChangeWorkspaceFolders', FOLDERS_CHANGE_PARAMS, ({ event }: DidChangeWorkspaceFoldersParams) => void this.foldersChanged(event)),
      );
  }

  /** Finds the cases of every workspace folder; requests waiting for `ready` go on. */
  async scan(): Promise<void> {
    for (const folder of this.folders) await this.cases.scan(folder);
    this.scanned();
  }

  /** The case of a file URI, or the case whose folder the URI names. */
  caseRootFor(uri: string): string | undefined {
    const path = pathOf(uri);
    return this.cases.caseOf(path)?.root ?? (this.cases.has(path) ? path : undefined);
  }

  /**
   * An editor buffer was opened, changed, saved or closed: opening a stages.json outside any known
   * case makes its folder a case (one outside the workspace folders, say), if the file is on disk:
   * an editor closes the buffers of a deleted folder, and that must not bring the case back.
   */
  documentTouched(path: string): void {
    const markerRoot = CaseIndex.rootOfMarker(path);
    if (markerRoot && !this.cases.has(markerRoot) && isFile(path)) {
      this.cases.add(markerRoot);
      if (!this.folders.some((folder) => isAtOrUnder(markerRoot, folder))) {
        this.looseCases.add(markerRoot);
        this.watchOnOurOwn(markerRoot);
      }
    }
  }

  dispose(): void {
    this.scanned(); // requests still waiting for the first scan are answered (from what is known)
    this.follower.dispose();
    for (const folder of this.fsWatchers.keys()) this.stopWatching(folder);
  }

  private async foldersChanged(event: DidChangeWorkspaceFoldersParams['event']): Promise<void> {
    // A case another workspace folder still holds (a removed one was nested) stays.
    const stillHeld = (root: string) => this.folders.some((other) => isAtOrUnder(root, other));
    const forgetUnheld = (roots: readonly string[]) => {
      for (const root of roots.filter((root) => !stillHeld(root))) this.forget(root);
    };
    for (const removed of event.removed) {
      const folder = pathOf(removed.uri);
      this.folders = this.folders.filter((f) => f !== folder);
      this.stopWatching(folder);
      forgetUnheld(this.cases.under(folder));
    }
    for (const added of event.added) {
      const folder = pathOf(added.uri);
      this.folders.push(folder);
      if (!this.canWatchFiles) this.watchOnOurOwn(folder);
      const found = await this.cases.scan(folder);
      // Removed again while it was walked (a later event): what the walk found is not the workspace's.
      if (!this.folders.includes(folder)) forgetUnheld(found);
      else for (const root of found) this.host.caseChanged(root);
    }
  }

  /** A file event: the disk follower reconciles cases; a hydrocase.json changes the levels of the cases below it. */
  private pathChanged(path: string): void {
    this.follower.pathChanged(path);
    if (basename(path) === HYDROCASE_CONFIG_FILE) for (const root of this.cases.under(dirname(path))) this.host.caseChanged(root);
  }

  private forget(root: string): void {
    this.host.caseForgotten(root);
    this.cases.delete(root);
    if (this.looseCases.delete(root)) this.stopWatching(root);
  }

  private watchOnOurOwn(folder: string): void {
    if (!this.fsWatchers.has(folder))
      this.fsWatchers.set(
        folder,
        watchFolder(folder, (path) => this.pathChanged(path), this.host.log),
      );
  }

  private stopWatching(folder: string): void {
    this.fsWatchers.get(folder)?.close();
    this.fsWatchers.delete(folder);
  }
}

const FOLDERS_CHANGE_PARAMS = object({ event: object({ added: arrayOf(WORKSPACE_FOLDER), removed: arrayOf(WORKSPACE_FOLDER) }) });
const WATCHED_FILES_CHANGE = object({ changes: arrayOf(object({ uri: string, type: integer })) });
