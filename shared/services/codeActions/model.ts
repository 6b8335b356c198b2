// What a quick-fix family receives and returns. A family reads one diagnostic (its rule ID and the
// machine-readable `data` the rule attached, plus the JSON path), finds the node in the file as it
// is NOW (the validation may lag the text by a keystroke, so every family re-checks the node before
// proposing an edit) and proposes zero or more fixes.
import type { DiagnosticData, Severity } from '../../core/diagnostics';
import type { JsonDocument, JsonNode } from '../../core/json/document';
import { propertyNode } from '../../core/json/nodes';
import type { ServiceContext } from '../context';
import type { Range, TextEdit } from '../types';
import { nodeAtPath, parseJsonPath, type PathSegment } from './edits';

/**
 * A diagnostic as a quick fix needs it: what an LSP client sends back (code, range, severity, data)
 * and what an engine diagnostic of a JSON file gives (`fixableDiagnostic`). `data` holds the rule's
 * data plus `path`, the JSON path of the node the diagnostic is about (server/convert.ts adds it).
 */
export interface FixableDiagnostic {
  code: string;
  range: Range;
  severity?: Severity;
  data?: Record<string, unknown>;
}

/** Fixes that are safe to apply across a file without a choice (source.fixAll), by kind. */
export const FIX_ALL_KINDS = {
  olderKeys: 'Rename older keys to their current names',
  blockIds: 'Renumber block ids to 0..n-1',
  boundSwaps: 'Swap min_mw and max_mw where they are reversed',
} as const;

export type FixAllKind = keyof typeof FIX_ALL_KINDS;

export interface FixProposal {
  title: string;
  /** Rule IDs the fix clears (the diagnostic's own first). */
  fixes: string[];
  edits: TextEdit[];
  isPreferred?: boolean;
  /** Set when the fix is deterministic and safe to apply file-wide. */
  fixAll?: FixAllKind;
}

export interface FixInput {
  context: ServiceContext;
  doc: JsonDocument;
  diagnostic: FixableDiagnostic;
  /** The diagnostic's data (empty when it has none). */
  data: Record<string, unknown>;
  /** The parsed `data.path`; undefined when absent or unreadable. */
  path: PathSegment[] | undefined;
}

export type FixFamily = (input: FixInput) => FixProposal[];

export function fixInput(context: ServiceContext, diagnostic: FixableDiagnostic): FixInput {
  const data = diagnostic.data ?? {};
  const path = typeof data.path === 'string' ? parseJsonPath(data.path) : undefined;
  return { context, doc: context.doc, diagnostic, data, path };
}

/** The node the diagnostic's path names in the current text. */
export function targetNode(input: FixInput): JsonNode | undefined {
  return input.path ? nodeAtPath(input.doc, input.path) : undefined;
}

/**
 * A key a fix reads back: one the rules attach (`DiagnosticData`), or the node's `path` the server
 * adds and, for one cause found at several places (D1), every place's path (`paths`).
 */
type FixDataKey = keyof DiagnosticData | 'path' | 'paths';

export function stringData(input: FixInput, key: FixDataKey): string | undefined {
  const value = input.data[key];
  return typeof value === 'string' ? value : undefined;
}

/** A list of strings the diagnostic carries (`paths`); undefined unless every element is a string. */
export function stringListData(input: FixInput, key: FixDataKey): string[] | undefined {
  const value = input.data[key];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;
}

export function numberData(input: FixInput, key: FixDataKey): number | undefined {
  const value = input.data[key];
  return typeof value === 'number' ? value : undefined;
}

/** The property (key and value) the diagnostic's path ends at, when its key is `key`. */
export function targetProperty(input: FixInput, key: string): { object: JsonNode; property: JsonNode } | undefined {
  const path = input.path;
  if (!path || path[path.length - 1] !== key) return undefined;
  const object = nodeAtPath(input.doc, path.slice(0, -1));
  const property = propertyNode(object, key);
  return object && property ? { object, property } : undefined;
}

/** The path up to and including the entry `name[i]` (`['stages', 3]` of `stages[3].blocks[0].id`). */
export function entryPath(path: readonly PathSegment[] | undefined, name: string): PathSegment[] | undefined {
  if (!path) return undefined;
  for (let i = path.length - 2; i >= 0; i--) {
    if (path[i] === name && typeof path[i + 1] === 'number') return path.slice(0, i + 2);
  }
  return undefined;
}
