// Where case files come from: the disk, with optional in-memory overlays (the editor's unsaved text).
// Every outcome is a value, never an exception: a missing file, a folder where a file should be,
// a file deleted between listing and reading are all answers the rules can report on.
import { join } from 'node:path';
import { decodeJsonBytes } from '../json/decode';
import type { SyntaxProblem } from '../json/document';
import { JSON_FILE_LIMIT, openFailure, openRegularFile, readBounded, regularFileStatus } from './regularFile';

export type FileRead = { kind: 'text'; text: string; encodingProblem?: SyntaxProblem } | { kind: 'missing' } | { kind: 'folder' } | { kind: 'unreadable'; reason: string };

export interface CaseSource {
  /** Absolute path of the case folder. */
  readonly root: string;
  readText(relativePath: string): Promise<FileRead>;
  /** Absolute path of a file for readers that stream (Parquet), or a reason it cannot be read. */
  locate(relativePath: string): Promise<{ kind: 'file'; path: string } | Exclude<FileRead, { kind: 'text' }>>;
}

export class FileSystemCaseSource implements CaseSource {
  constructor(
    readonly root: string,
    private readonly overlays: ReadonlyMap<string, string> = new Map(),
  ) {}

  async readText(relativePath: string): Promise<FileRead> {
    const overlay = this.overlays.get(relativePath);
    if (overlay !== undefined) return { kind: 'text', text: overlay };
    // Only a regular file within the size limit is opened (a FIFO would block, a device never end).
    const opened = await openRegularFile(join(this.root, relativePath), JSON_FILE_LIMIT);
    if (opened.kind !== 'file') return opened;
    let bytes: Awaited<ReturnType<typeof readBounded>>;
    try {
      bytes = await readBounded(opened.handle, opened.size, JSON_FILE_LIMIT);
    } catch (error) {
      return openFailure(error);
    } finally {
      await opened.handle.close().catch(() => undefined);
    }
    if (!(bytes instanceof Uint8Array)) return bytes;
    // A byte order mark or bytes that are not UTF-8 come back as an encoding problem (D25).
    return { kind: 'text', ...decodeJsonBytes(bytes) };
  }

  async locate(relativePath: string): Promise<{ kind: 'file'; path: string } | Exclude<FileRead, { kind: 'text' }>> {
    // The Parquet reader checks the size (and the type again) when it opens the file.
    const path = join(this.root, relativePath);
    const status = await regularFileStatus(path);
    return status.kind === 'file' ? { kind: 'file', path } : status;
  }
}
