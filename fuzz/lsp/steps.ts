// The LSP fuzzer's log: plain-data steps (messages to the server, settings the client answers
// with, file operations on the workspace), so a failing storm replays exactly from its saved log.
// Strings may name the workspace through placeholders, resolved when the log runs.
import type { Mutation, SpecialKind } from '../mutation';

/** Replaced in every string of a step: the workspace folder's file URI, and its path. */
export const WS_URI = '@WS_URI@';
export const WS_PATH = '@WS_PATH@';

export type FsStep =
  /** Paths are relative to the workspace folder ('case/stages.json'). */
  | { op: 'write'; file: string; from: string; mutations: Mutation[] }
  | { op: 'restore'; file: string; from: string }
  | { op: 'delete'; file: string }
  | { op: 'special'; file: string; special: SpecialKind }
  | { op: 'remove-folder'; folder: string }
  | { op: 'copy-case'; folder: string }
  | { op: 'move-folder'; folder: string; to: string };

export type Step =
  | { kind: 'notify'; method: string; params: unknown }
  | { kind: 'request'; method: string; params: unknown }
  | { kind: 'settings'; settings: unknown }
  | { kind: 'fs'; fs: FsStep }
  | { kind: 'wait'; ms: number };

/** Resolves the placeholders of a step's strings for a workspace. */
export function resolvePlaceholders<T>(value: T, wsUri: string, wsPath: string): T {
  if (typeof value === 'string') return value.split(WS_URI).join(wsUri).split(WS_PATH).join(wsPath) as T;
  if (Array.isArray(value)) return value.map((v) => resolvePlaceholders(v, wsUri, wsPath)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolvePlaceholders(v, wsUri, wsPath)])) as T;
  return value;
}

export function describeStep(step: Step): string {
  switch (step.kind) {
    case 'notify':
    case 'request':
      return `${step.kind} ${step.method} ${abbreviate(JSON.stringify(step.params) ?? 'undefined')}`;
    case 'settings':
      return `settings ${abbreviate(JSON.stringify(step.settings))}`;
    case 'fs':
      return `fs ${step.fs.op} ${'file' in step.fs ? step.fs.file : step.fs.folder}${step.fs.op === 'write' ? ` (${step.fs.mutations.map((m) => m.why).join('; ')})` : ''}`;
    case 'wait':
      return `wait ${step.ms} ms`;
  }
}

function abbreviate(text: string): string {
  return text.length > 160 ? `${text.slice(0, 150)}... (${text.length} chars)` : text;
}
