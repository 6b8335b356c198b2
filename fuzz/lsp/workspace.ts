// The LSP fuzzer's workspace on disk: a folder holding the case (and the copies the storm makes),
// the file operations of a storm, and the watcher events a client like VS Code would send for them.
import { cpSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { FileSystemCaseSource } from '../../shared/core/case/source';
import { applyMutations, writeMutatedCase, writeSpecial } from '../mutation';
import type { CaseFiles } from '../seedCases';
import type { FsStep } from './steps';

/** didChangeWatchedFiles types. */
export const CREATED = 1;
export const CHANGED = 2;
export const DELETED = 3;

export interface WatchEvent {
  path: string;
  type: typeof CREATED | typeof CHANGED | typeof DELETED;
}

/** Writes the base case as `<ws>/case`. */
export function writeWorkspace(ws: string, base: CaseFiles): void {
  writeMutatedCase(join(ws, 'case'), { files: base, special: {} });
}

/**
 * Performs one file operation and returns the events VS Code reports for it: one per file for a
 * file, one on the folder for a folder deleted, copied in or moved.
 */
export function performFsStep(ws: string, base: CaseFiles, step: FsStep): WatchEvent[] {
  switch (step.op) {
    case 'write':
    case 'restore': {
      const path = join(ws, step.file);
      const existed = exists(path);
      const content = step.op === 'write' ? applyMutations({ [step.from]: base[step.from]! }, step.mutations).files[step.from] : base[step.from];
      if (content === undefined) return [];
      rmSync(path, { recursive: true, force: true });
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
      return [{ path, type: existed ? CHANGED : CREATED }];
    }
    case 'delete': {
      const path = join(ws, step.file);
      if (!exists(path)) return [];
      rmSync(path, { recursive: true, force: true });
      return [{ path, type: DELETED }];
    }
    case 'special': {
      const path = join(ws, step.file);
      const existed = exists(path);
      writeSpecial(path, step.special);
      return [...(existed ? [{ path, type: DELETED } as const] : []), { path, type: CREATED }];
    }
    case 'remove-folder': {
      const path = join(ws, step.folder);
      if (!exists(path)) return [];
      rmSync(path, { recursive: true, force: true });
      return [{ path, type: DELETED }];
    }
    case 'copy-case': {
      const path = join(ws, step.folder);
      rmSync(path, { recursive: true, force: true });
      const staging = join(ws, '..', `staging-${step.folder}`);
      writeWorkspace(staging, base);
      // Copied in as `cp -r` does, from outside the workspace.
      cpSync(join(staging, 'case'), path, { recursive: true });
      rmSync(staging, { recursive: true, force: true });
      return [{ path, type: CREATED }];
    }
    case 'move-folder': {
      const from = join(ws, step.folder);
      const to = join(ws, step.to);
      if (!exists(from) || exists(to)) return [];
      renameSync(from, to);
      return [
        { path: from, type: DELETED },
        { path: to, type: CREATED },
      ];
    }
  }
}

/**
 * Folders under the workspace with an entry named stages.json (of any kind), or config.json and a
 * system/ folder (D25): what a fresh validation covers.
 */
export function caseRoots(dir: string): string[] {
  const roots: string[] = [];
  const entries = readdirSync(dir, { withFileTypes: true });
  const holds = (name: string) => entries.some((e) => e.name === name);
  if (holds('stages.json') || (holds('config.json') && entries.some((e) => e.name === 'system' && e.isDirectory()))) roots.push(dir);
  for (const entry of entries) if (entry.isDirectory()) roots.push(...caseRoots(join(dir, entry.name)));
  return roots;
}

/**
 * The text of a workspace file, or undefined unless it is a regular file within the engine's JSON
 * size limit. A storm can leave any case path a FIFO (a plain read blocks the fuzzer forever) or a
 * link to /dev/zero (a plain read fills the fuzzer's memory until it aborts with std::bad_alloc),
 * so the fuzzer reads as the engine does (rules.md D25).
 */
export async function readWorkspaceText(path: string): Promise<string | undefined> {
  const read = await new FileSystemCaseSource(dirname(path)).readText(basename(path));
  return read.kind === 'text' ? read.text : undefined;
}

function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
