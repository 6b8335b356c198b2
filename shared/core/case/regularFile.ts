// Opening a case file defensively (rules.md D25): only a regular file is ever opened, its size is
// checked against a limit for its kind before reading, and the read itself stops at that limit.
// A FIFO would block the open (and the checker) forever; a link to /dev/zero or /dev/urandom would
// read until memory runs out; a folder or a socket cannot be read at all. Each gets a reason the
// diagnostic can state instead.
import { constants, statSync, type Stats } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';

/**
 * Size limits per case file kind, checked before reading.
 * - JSON 128 MiB: 2.5 times a 50 MB stages.json (about 250,000 stages, beyond any real study) and
 *   well below V8's longest string (about 512 MiB of UTF-16), so the limit is the only reason a
 *   large text is refused. The whole text is held in memory, parsed, and checked.
 * - Parquet 2 GiB: a table is read as a lazily read Blob (the footer, then one row group's
 *   requested column chunks), so memory follows the row group, not the file; but WebAssembly has a
 *   32-bit address space (4 GiB) that one row group's chunks must fit in, and Cobre's largest table
 *   (hyperplanes) is tens of MB for a large case.
 */
export const JSON_FILE_LIMIT: SizeLimit = { bytes: 128 * 1024 * 1024, files: 'JSON case files' };
export const PARQUET_FILE_LIMIT: SizeLimit = { bytes: 2 * 1024 * 1024 * 1024, files: 'Parquet tables' };

export interface SizeLimit {
  bytes: number;
  /** What the limit applies to, for the message. */
  files: string;
}

export type OpenOutcome = { kind: 'file'; handle: FileHandle; size: number } | { kind: 'missing' } | { kind: 'folder' } | { kind: 'unreadable'; reason: string };

/**
 * Checks that `path` (links followed) is a regular file no larger than `limit` bytes and opens it.
 * Never opens anything else: the type is checked with stat() first, and the open is non-blocking and
 * checked again, in case the path was replaced in between.
 */
export async function openRegularFile(path: string, limit: SizeLimit): Promise<OpenOutcome> {
  let handle: FileHandle | undefined;
  try {
    const before = checked(await stat(path), limit);
    if (before) return before;
    handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    const info = await handle.stat();
    const after = checked(info, limit);
    if (after) {
      await handle.close();
      return after;
    }
    return { kind: 'file', handle, size: info.size };
  } catch (error) {
    await handle?.close().catch(() => undefined);
    return openFailure(error);
  }
}

/** Whether `path` is a regular file (links followed), or why not; opens nothing. */
export async function regularFileStatus(path: string, limit: SizeLimit = { bytes: Infinity, files: 'files' }): Promise<{ kind: 'file' } | Exclude<OpenOutcome, { kind: 'file' }>> {
  try {
    return checked(await stat(path), limit) ?? { kind: 'file' };
  } catch (error) {
    return openFailure(error);
  }
}

/**
 * Reads the whole file, at most `limit` bytes: a file that grows past the limit while it is read
 * is refused rather than followed.
 */
export async function readBounded(handle: FileHandle, expectedSize: number, limit: SizeLimit): Promise<Buffer | { kind: 'unreadable'; reason: string }> {
  const max = limit.bytes;
  // One byte more than expected, to notice growth without a second pass.
  let buffer = Buffer.allocUnsafe(Math.min(max, expectedSize) + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length > max) return tooLarge(length, limit, true);
      const grown = Buffer.allocUnsafe(Math.min(max + 1, buffer.length * 2));
      buffer.copy(grown, 0, 0, length);
      buffer = grown;
    }
    const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
    if (bytesRead === 0) break;
    length += bytesRead;
  }
  if (length > max) return tooLarge(length, limit, true);
  return buffer.subarray(0, length);
}

function checked(info: Stats, limit: SizeLimit): Exclude<OpenOutcome, { kind: 'file' }> | undefined {
  if (info.isDirectory()) return { kind: 'folder' };
  if (!info.isFile()) return { kind: 'unreadable', reason: `it is ${specialKind(info)}, not a regular file` };
  if (info.size > limit.bytes) return tooLarge(info.size, limit, false);
  return undefined;
}

function specialKind(info: Stats): string {
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return 'not a file';
}

function tooLarge(size: number, limit: SizeLimit, grew: boolean): { kind: 'unreadable'; reason: string } {
  const what = grew ? 'it grew past' : `it is ${sizeText(size)} (${size} bytes), above`;
  return { kind: 'unreadable', reason: `${what} the ${sizeText(limit.bytes)} limit for ${limit.files}` };
}

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${bytes} bytes`;
  const mib = bytes / (1024 * 1024);
  return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB`;
}

export function openFailure(error: unknown): Exclude<OpenOutcome, { kind: 'file' }> {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return { kind: 'missing' };
  if (code === 'EISDIR') return { kind: 'folder' };
  if (code === 'ELOOP') return { kind: 'unreadable', reason: 'it is a symbolic link loop' };
  if (code === 'ENXIO') return { kind: 'unreadable', reason: 'it is a socket or a device with nothing behind it, not a regular file' };
  return { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) };
}

/**
 * What `path` is right now, or undefined when it cannot be told (missing, a symbolic link loop,
 * no permission): a sync stat for watchers and editors that must never throw on what they find.
 */
export function kindOf(path: string): 'file' | 'folder' | 'other' | undefined {
  try {
    const info = statSync(path, { throwIfNoEntry: false });
    return info === undefined ? undefined : info.isFile() ? 'file' : info.isDirectory() ? 'folder' : 'other';
  } catch {
    return undefined;
  }
}
