// Where case files come from: the disk, with optional in-memory overlays (the editor's unsaved text).
// Every outcome is a value, never an exception: a missing file, a folder where a file should be,
// a file deleted between listing and reading are all answers the rules can report on.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeJsonBytes } from '../json/decode';
import type { SyntaxProblem } from '../json/document';

export type FileRead =
  | { kind: 'text'; text: string; encodingProblem?: SyntaxProblem }
  | { kind: 'missing' }
  | { kind: 'folder' }
  | { kind: 'unreadable'; reason: string };

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
    try {
      // A byte order mark or bytes that are not UTF-8 come back as an encoding problem (D25).
      return { kind: 'text', ...decodeJsonBytes(await readFile(join(this.root, relativePath))) };
    } catch (error) {
      return failure(error);
    }
  }

  async locate(relativePath: string): Promise<{ kind: 'file'; path: string } | Exclude<FileRead, { kind: 'text' }>> {
    const path = join(this.root, relativePath);
    try {
      const info = await stat(path);
      return info.isDirectory() ? { kind: 'folder' } : { kind: 'file', path };
    } catch (error) {
      return failure(error);
    }
  }
}

function failure(error: unknown): Exclude<FileRead, { kind: 'text' }> {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
  if (code === 'EISDIR') return { kind: 'folder' };
  return { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) };
}
