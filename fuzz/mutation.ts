// A mutation is plain data, resolved to concrete offsets and bytes when it is drawn, so applying it
// needs no randomness: a saved list replays exactly, and the shrinker can drop any subset of it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { CaseFiles } from './seedCases';

/** Bytes to insert: text, base64, or a repeated pattern (huge arrays stay small in a saved reproducer). */
export type Insert = { text: string } | { base64: string } | { repeat: string; times: number; prefix?: string; suffix?: string };

/** What a case path can be replaced with that is not a regular file (rules.md D25). */
export type SpecialKind = 'folder' | 'fifo' | 'symlink-loop' | 'dev-zero';

export type Mutation = { file: string; why: string } & (
  | { op: 'splice'; offset: number; remove: number; insert: Insert }
  | { op: 'xor'; offset: number; mask: number }
  | { op: 'truncate'; length: number }
  | { op: 'replace'; content: Insert }
  | { op: 'delete' }
  | { op: 'special'; kind: SpecialKind }
);

/** A mutated case: regular files plus the paths that are something else. */
export interface MutatedCase {
  files: CaseFiles;
  special: Record<string, SpecialKind>;
}

export function insertBytes(insert: Insert): Buffer {
  if ('text' in insert) return Buffer.from(insert.text);
  if ('base64' in insert) return Buffer.from(insert.base64, 'base64');
  return Buffer.from(`${insert.prefix ?? ''}${insert.repeat.repeat(insert.times)}${insert.suffix ?? ''}`);
}

/** Applies the mutations in order; offsets past the end of a (since shortened) file are clamped. */
export function applyMutations(files: CaseFiles, mutations: readonly Mutation[]): MutatedCase {
  const out: MutatedCase = { files: { ...files }, special: {} };
  for (const m of mutations) {
    const current = Buffer.from(out.files[m.file] ?? new Uint8Array());
    switch (m.op) {
      case 'splice': {
        const at = Math.min(m.offset, current.length);
        out.files[m.file] = Buffer.concat([current.subarray(0, at), insertBytes(m.insert), current.subarray(Math.min(at + m.remove, current.length))]);
        break;
      }
      case 'xor':
        if (m.offset < current.length) {
          const copy = Buffer.from(current);
          copy[m.offset] = copy[m.offset]! ^ m.mask;
          out.files[m.file] = copy;
        }
        break;
      case 'truncate':
        out.files[m.file] = current.subarray(0, Math.min(m.length, current.length));
        break;
      case 'replace':
        out.files[m.file] = insertBytes(m.content);
        break;
      case 'delete':
        delete out.files[m.file];
        delete out.special[m.file];
        break;
      case 'special':
        delete out.files[m.file];
        out.special[m.file] = m.kind;
        break;
    }
  }
  return out;
}

/** Writes a mutated case into `dir` (which must be empty or absent). */
export function writeMutatedCase(dir: string, mutated: MutatedCase): void {
  mkdirSync(dir, { recursive: true });
  for (const [file, bytes] of Object.entries(mutated.files)) {
    if (mutated.special[file]) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), bytes);
  }
  for (const [file, kind] of Object.entries(mutated.special)) writeSpecial(join(dir, file), kind);
}

export function writeSpecial(path: string, kind: SpecialKind): void {
  rmSync(path, { recursive: true, force: true });
  mkdirSync(dirname(path), { recursive: true });
  switch (kind) {
    case 'folder':
      mkdirSync(path);
      writeFileSync(join(path, 'inside.json'), '{}');
      break;
    case 'fifo':
      execFileSync('mkfifo', [path]);
      break;
    case 'symlink-loop':
      symlinkSync(basename(path), path);
      break;
    case 'dev-zero':
      symlinkSync('/dev/zero', path);
      break;
  }
}

/** One line per mutation, for logs and reproducer READMEs. */
export function describeMutations(mutations: readonly Mutation[]): string {
  return mutations.map((m) => `${m.file}: ${m.why}`).join('; ');
}
