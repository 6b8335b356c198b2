// The table view on the validation thread: keeps a few tables open for paging (reopened when the
// file's size or modification time changes) and joins each page to the problems of the case's
// last validation, which lives on this thread. A table outside any case gets no problems.
import { stat } from 'node:fs/promises';
import type { Diagnostic } from '../../shared/core/diagnostics';
import { TableSource, type PageRequest } from '../../shared/views/tableSource';
import { tableProblems, type TablePage, type TableProblem } from '../../shared/views/tablePages';

/** Tables kept open at once (a few editors side by side); the least recently used is closed. */
const OPEN_TABLES = 4;
/** An unused table is closed after this long: its Parquet handle holds WebAssembly memory. */
const CLOSE_AFTER_IDLE_MS = 60_000;

export interface TablePageJob extends PageRequest {
  path: string;
  /** The case and the case-relative file, when the table belongs to a case. */
  caseRoot?: string;
  file?: string;
}

interface OpenTable {
  source: Promise<TableSource>;
  timer: NodeJS.Timeout | undefined;
  /** Pages being read from it. */
  readers: number;
  /** Invalidated: closed as soon as no page reads it. */
  closing: boolean;
}

function closeSource(entry: OpenTable): void {
  entry.closing = false;
  void entry.source.then((source) => source.close()).catch(() => undefined);
}

export class TableViews {
  private readonly open = new Map<string, OpenTable>();
  /** Problems per (last validation, file): rebuilt only when a new validation arrives. */
  private readonly problemCache = new WeakMap<readonly Diagnostic[], Map<string, TableProblem[]>>();

  async page(job: TablePageJob, lastDiagnostics: readonly Diagnostic[] | undefined): Promise<TablePage> {
    const entry = await this.entryOf(job.path); // counted as a reader from here: closing it waits for this page
    try {
      const source = await entry.source;
      const validated = job.file !== undefined && lastDiagnostics !== undefined;
      const problems = validated ? this.problemsOf(lastDiagnostics!, job.file!) : [];
      return await source.page(job, problems, validated);
    } catch (error) {
      // A read that failed (a decoder trap, the file cut short meanwhile): the next page opens the file afresh.
      if (this.open.get(job.path) === entry) this.invalidate(job.path);
      throw error;
    } finally {
      entry.readers--;
      if (entry.closing && entry.readers === 0) closeSource(entry);
    }
  }

  /**
   * The file changed on disk: the next page reopens it. A page being read from the old handle
   * finishes first (a file event can arrive mid-read), since reading a freed handle fails in the
   * decoder and stops this thread.
   */
  invalidate(path: string): void {
    const entry = this.open.get(path);
    if (!entry) return;
    this.open.delete(path);
    clearTimeout(entry.timer);
    entry.closing = true;
    if (entry.readers === 0) closeSource(entry);
  }

  dispose(): void {
    for (const path of [...this.open.keys()]) this.invalidate(path);
  }

  /** The open table of `path` (opened again when the file changed), with this caller counted as its reader. */
  private async entryOf(path: string): Promise<OpenTable> {
    const info = await stat(path);
    const identity = `${info.size}:${info.mtimeMs}`;
    let entry = this.open.get(path);
    if (entry && (await entry.source.catch(() => undefined))?.identity !== identity) {
      if (this.open.get(path) === entry) this.invalidate(path);
      entry = undefined;
    }
    if (!entry) {
      const source = TableSource.open(path, identity);
      source.catch(() => this.open.get(path)?.source === source && this.open.delete(path));
      entry = { source, timer: undefined, readers: 0, closing: false };
      if (this.open.size >= OPEN_TABLES) this.invalidate(this.open.keys().next().value!);
    } else {
      this.open.delete(path); // re-inserted below as the most recently used
    }
    this.open.set(path, entry);
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => this.invalidate(path), CLOSE_AFTER_IDLE_MS);
    entry.timer.unref();
    entry.readers++;
    return entry;
  }

  private problemsOf(diagnostics: readonly Diagnostic[], file: string): TableProblem[] {
    let byFile = this.problemCache.get(diagnostics);
    if (!byFile) this.problemCache.set(diagnostics, (byFile = new Map()));
    let problems = byFile.get(file);
    if (!problems) byFile.set(file, (problems = tableProblems(diagnostics, file)));
    return problems;
  }
}
