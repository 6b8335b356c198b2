// A rule's quick fix: what it receives, what it returns, and `defineFixes`, with which a check
// folder registers its fixes by rule id, as its catalogue registers its rules (the services gather
// the registries: shared/services/codeActions/registered.ts). A fix registered for an id the
// catalogue lacks does not compile, and a fix never compares rule ids: it runs only for the rule it
// is registered under and names that rule as `input.diagnostic.code`.
//
// A fix reads one diagnostic (its rule id, the machine-readable `data` the rule attached, plus the
// JSON path), finds the node in the file as it is NOW (the validation may lag the text by a
// keystroke, so every fix re-checks the node before proposing an edit) and proposes zero or more
// fixes.
import type { Diagnostic, DiagnosticData, Range, Severity } from '../../core/diagnostics';
import type { JsonDocument, JsonNode } from '../../core/json/document';
import { propertyNode } from '../../core/json/nodes';
import { nodeAtPath, parseJsonPath, type PathSegment, type TextEdit } from '../../core/json/edits';
import type { RuleId } from '../../rules';
import type { CaseModel } from '../caseModel';

/**
 * A diagnostic as a quick fix needs it: what an LSP client sends back (code, range, severity, data)
 * and what an engine diagnostic of a JSON file gives (`fixableDiagnostic`). `data` holds the rule's
 * data plus `path`, the JSON path of the node the diagnostic is about (server/convert.ts adds it).
 * A code sent back by a client is parsed into a `RuleId` once, where it arrives (`isRuleId`).
 */
export interface FixableDiagnostic {
  code: RuleId;
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
  fixes: RuleId[];
  edits: TextEdit[];
  isPreferred?: boolean;
  /** Set when the fix is deterministic and safe to apply file-wide. */
  fixAll?: FixAllKind;
}

/** What a fix may read of the case's last validation (a cross-file fix may ask for more: ../../crossFile/context.ts). */
export interface FixValidation {
  model: CaseModel;
  diagnostics: readonly Diagnostic[];
}

export interface FixInput<V extends FixValidation = FixValidation> {
  /** Case-relative path of the file the fix edits. */
  file: string;
  /** The file as it is now in the editor. */
  doc: JsonDocument;
  diagnostic: FixableDiagnostic;
  /** The diagnostic's data (empty when it has none). */
  data: Record<string, unknown>;
  /** The parsed `data.path`; undefined when absent or unreadable. */
  path: PathSegment[] | undefined;
  /** The last finished validation of the case, if any (it may lag the text). */
  validation?: V;
  /** A new entry of the array at `arrayPath` of this file as its field table's snippet writes it, every placeholder at its default. */
  entryTemplate(arrayPath: string): Record<string, unknown> | undefined;
  /** The ids the field at `path` may name, as completion offers them (the services fill it in: completion sits above the checks). */
  idCandidates(path: readonly PathSegment[]): readonly IdCandidate[];
}

/** An id a field may name, as completion lists it. */
export interface IdCandidate {
  value: number;
  name?: string;
  /** Listed after the others by completion (already used, or not reachable): never offered as a fix. */
  secondary?: boolean;
  /** Completion's first choice. */
  preselect?: boolean;
}

export type FixFunction<V extends FixValidation = FixValidation> = (input: FixInput<V>) => FixProposal[];

/** A fix whose every proposal is deterministic and safe to apply file-wide, grouped under `fileWide`. */
export interface SafeFix<V extends FixValidation = FixValidation> {
  propose: FixFunction<V>;
  fileWide: FixAllKind;
}

/** Declares a fix safe to apply file-wide (Fix All, `hydrocase fix`): each of its proposals gets the kind. */
export function safeFix<V extends FixValidation>(fileWide: FixAllKind, propose: FixFunction<V>): SafeFix<V> {
  return { propose, fileWide };
}

/** A folder's fixes by rule id. The keys are the catalogue's ids: any other key does not compile. */
export type FixRegistry<V extends FixValidation = FixValidation> = { readonly [Id in RuleId]?: FixFunction<V> | SafeFix<V> };

/** Returns `fixes` unchanged; typed so that an id the catalogue lacks is an error. */
export function defineFixes<V extends FixValidation = FixValidation>(fixes: FixRegistry<V>): FixRegistry<V> {
  return fixes;
}

/** The data and the parsed path of a diagnostic, as a fix reads them. */
export function diagnosticFacts(diagnostic: FixableDiagnostic): { data: Record<string, unknown>; path: PathSegment[] | undefined } {
  const data = diagnostic.data ?? {};
  return { data, path: typeof data.path === 'string' ? parseJsonPath(data.path) : undefined };
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
