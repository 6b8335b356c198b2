// Keeps the known cases, and so the problems shown, in step with the disk whatever the file events
// look like: one event for a whole folder copied in, moved or deleted (VS Code folds a folder
// operation into one event on the folder), an event per file, thousands at once (a branch
// checkout), or the server's own fs.watch events. A path event is cheap to take: a known case's
// file marks that case for validation; anything else (a folder, a stages.json, a path that no
// longer exists) marks its subtree for reconciling. After a short quiet time each subtree is
// compared with the disk: cases found there are added, known cases no longer there are dropped (and
// their problems cleared), and every case whose files the subtree holds is validated again.
import { dirname, join, relative, sep } from 'node:path';
import { KNOWN_FILES } from '../../shared/core/case/layout';
import { CaseIndex, isAtOrUnder } from './caseIndex';

export interface DiskFollowerHost {
  readonly cases: CaseIndex;
  workspaceFolders(): readonly string[];
  /** Settles once the initial scan is over: reconciling before it would race with it. */
  readonly ready: Promise<void>;
  /** The case is gone from the disk: clear everything published for it. */
  caseRemoved(root: string): void;
  /** Some of the case's files may have changed: validate it again. */
  caseChanged(root: string): void;
  /** A case file changed on disk: drop anything cached for it. */
  fileChanged(path: string): void;
  log(message: string): void;
}

/** Quiet time after the last event before reconciling: tools write many files in a burst. */
export const QUIET_MS = 100;
/** Longest wait while events keep coming, so a long copy still shows progress. */
const MAX_WAIT_MS = 1000;
/** Past this many distinct subtrees in one batch, reconciling their parent folders is cheaper. */
const MAX_SUBTREES = 500;

const TABLES = KNOWN_FILES.filter((file) => file.endsWith('.parquet'));

export class DiskFollower {
  private subtrees = new Set<string>();
  private changedCases = new Set<string>();
  private changedFiles = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private firstPendingAt: number | undefined;
  private flushing: Promise<void> | undefined;
  private disposed = false;
  /** Callers of whenIdle() waiting for the events taken so far to be reconciled. */
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly host: DiskFollowerHost) {}

  /** Something happened at `path` (created, changed or deleted: the disk says which). */
  pathChanged(path: string): void {
    if (this.disposed) return;
    const folder = this.folderOf(path);
    if (!folder || CaseIndex.isSkipped(path, folder)) return;
    const owner = this.host.cases.caseOf(path);
    const marker = CaseIndex.folderDecidedBy(path);
    if (owner && !marker) {
      this.changedCases.add(owner.root);
      this.changedFiles.add(path);
    } else {
      // A stages.json, config.json or system/ makes or unmakes its folder a case; anything else may be a folder.
      this.subtrees.add(marker ?? path);
    }
    this.schedule();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.settleIdleWaiters();
  }

  /**
   * Settles once every event taken so far has been reconciled and its cases reported (no quiet
   * time running, no batch in progress): how long that takes depends on the disk and the machine's
   * load, so whoever must see the outcome waits for this rather than for a fixed time.
   */
  whenIdle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private isIdle(): boolean {
    return this.disposed || (this.timer === undefined && this.flushing === undefined && !this.pending());
  }

  private settleIdleWaiters(): void {
    if (this.isIdle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private schedule(): void {
    const now = Date.now();
    this.firstPendingAt ??= now;
    clearTimeout(this.timer);
    const delay = Math.max(0, Math.min(QUIET_MS, this.firstPendingAt + MAX_WAIT_MS - now));
    this.timer = setTimeout(() => void this.flush(), delay);
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    // One batch at a time: a batch's reconciling reads the index the previous one wrote.
    if (this.flushing) return void this.flushing.then(() => !this.disposed && this.pending() && this.schedule());
    this.flushing = this.reconcileBatch().catch((error: Error) => this.host.log(`following the disk failed: ${error.message}`));
    await this.flushing;
    this.flushing = undefined;
    this.settleIdleWaiters();
  }

  private pending(): boolean {
    return this.subtrees.size + this.changedCases.size > 0;
  }

  private async reconcileBatch(): Promise<void> {
    await this.host.ready;
    const subtrees = this.fewSubtrees([...this.subtrees]);
    const changed = this.changedCases;
    const files = this.changedFiles;
    this.subtrees = new Set();
    this.changedCases = new Set();
    this.changedFiles = new Set();
    this.firstPendingAt = undefined;

    for (const file of files) this.host.fileChanged(file);
    for (const subtree of subtrees) {
      const folder = this.folderOf(subtree);
      if (!folder) continue;
      const { added, removed, kept } = await this.host.cases.reconcile(subtree, folder);
      for (const root of removed) {
        this.forgetTables(root);
        changed.delete(root);
        this.host.caseRemoved(root);
      }
      if (added.length + removed.length > 0) this.host.log(`${subtree}: ${added.length} case(s) found, ${removed.length} gone`);
      for (const root of [...added, ...kept]) {
        this.forgetTables(root);
        changed.add(root);
      }
      // A folder inside a case (system/, scenarios/) copied in or deleted changes that case's files.
      for (const root of this.host.cases.all()) {
        if (subtree === root || !isAtOrUnder(subtree, root)) continue;
        const inside = relative(root, subtree).split(sep).join('/');
        if (!KNOWN_FILES.some((file) => file === inside || file.startsWith(`${inside}/`))) continue;
        this.forgetTables(root);
        changed.add(root);
      }
    }
    for (const root of changed) if (this.host.cases.has(root)) this.host.caseChanged(root);
  }

  /**
   * The outermost of `paths`; past MAX_SUBTREES, their parent folders instead, level by level (never
   * above a workspace folder): thousands of files written into a few folders are a few walks.
   */
  private fewSubtrees(paths: string[]): string[] {
    let subtrees = outermost(paths);
    while (subtrees.length > MAX_SUBTREES) subtrees = outermost(subtrees.map((path) => (this.folderOf(path) === path ? path : dirname(path))));
    return subtrees;
  }

  /** The Parquet results cached for a case were read from files that may have been replaced wholesale. */
  private forgetTables(root: string): void {
    for (const table of TABLES) this.host.fileChanged(join(root, table));
  }

  /** The deepest workspace folder holding `path`. */
  private folderOf(path: string): string | undefined {
    let best: string | undefined;
    for (const folder of this.host.workspaceFolders()) if (isAtOrUnder(path, folder) && (!best || folder.length > best.length)) best = folder;
    return best;
  }
}

/** The paths of `paths` not inside another of them. */
function outermost(paths: string[]): string[] {
  const kept = new Set<string>();
  for (const path of [...new Set(paths)].sort((a, b) => a.length - b.length)) {
    let inside = false;
    for (let at = path.lastIndexOf(sep); at > 0 && !inside; at = path.lastIndexOf(sep, at - 1)) inside = kept.has(path.slice(0, at));
    if (!inside) kept.add(path);
  }
  return [...kept];
}
