// Quick fixes for the diagnostics of one case file, and "fix all" actions for the fixes that are
// safe to apply without asking. Two kinds of fix read one diagnostic and propose edits against the
// file as it is now: the families driven by the data any rule may attach (a rename, a replacement
// value, a key to remove or to add: ./codeActions/*), and the fix a rule's folder registers for its
// rule id (./codeActions/registered.ts). This module runs them, merges duplicates and assembles the
// file-wide actions.
import type { Diagnostic } from '../core/diagnostics';
import { nodeAtPath, rangesOverlap, type PathSegment } from '../core/json/edits';
import type { ServiceContext } from './context';
import type { CodeActionResult, Range, TextEdit } from './types';
import {
  diagnosticFacts,
  FIX_ALL_KINDS,
  type FixableDiagnostic,
  type FixAllKind,
  type FixFunction,
  type FixInput,
  type FixProposal,
  type IdCandidate,
} from '../checks/fixes/model';
import type { ValidationResult } from '../engine/validate';
import type { RuleId } from '../rules';
import { keyRenameFixes, valueReplacementFixes } from './codeActions/renames';
import { rejectedKeyRemovalFixes } from './codeActions/removals';
import { missingFieldFixes, snippetEntry } from './codeActions/missingFields';
import { registeredFix } from './codeActions/registered';
import { coverageRowActions } from './codeActions/coverageRows';
import { completionReferencesAt } from './completion/references';

export type { FixableDiagnostic } from '../checks/fixes/model';

/** The families driven by a diagnostic's data, whatever its rule, in the order their actions are listed. */
const DATA_FAMILIES: readonly FixFunction[] = [keyRenameFixes, valueReplacementFixes, rejectedKeyRemovalFixes, missingFieldFixes];

/** The data families that can propose file-wide fixes (the others never set `fixAll`). */
const FIX_ALL_DATA_FAMILIES: readonly FixFunction[] = [keyRenameFixes];

export type CodeActionKind = CodeActionResult['kind'];

export interface CodeActionRequest {
  /** The selection or cursor the request is for (diagnostics already selected by it). */
  range: Range;
  /** The diagnostics at the range, as the client sent them back. */
  diagnostics: readonly FixableDiagnostic[];
  /** Kinds wanted; quick fixes only when absent. `source.fixAll` scans the whole file's last validation. */
  only?: readonly CodeActionKind[];
}

export function codeActions(context: ServiceContext, request: CodeActionRequest): CodeActionResult[] {
  const out: CodeActionResult[] = [];
  if (!request.only || request.only.includes('quickfix')) out.push(...quickFixes(context, request.diagnostics));
  if (!request.only || request.only.includes('quickfix')) out.push(...coverageRowActions(context, request.range));
  if (request.only?.includes('source.fixAll')) {
    const all = fixAllAction(context);
    if (all) out.push(all);
  }
  return out;
}

/** An engine diagnostic of a JSON file as the client would send it back (range, data plus path). */
export function fixableDiagnostic(diagnostic: Diagnostic): FixableDiagnostic | undefined {
  const location = diagnostic.location;
  if (location.kind !== 'json') return undefined;
  const data = { ...diagnostic.data, path: location.path, ...(location.paths ? { paths: location.paths } : {}) };
  return { code: diagnostic.code, range: location.range, severity: diagnostic.severity, data };
}

/** Whether `diagnostic` (of the context's file) has a safe fix: one Fix All and `hydrocase fix` apply. */
export function hasSafeFix(context: ServiceContext, diagnostic: Diagnostic): boolean {
  const fixable = fixableDiagnostic(diagnostic);
  return fixable !== undefined && propose(context, fixable, 'safe').some((proposal) => proposal.fixAll);
}

/** One action per distinct fix of the diagnostics, then one "in this file" action per safe kind met. */
function quickFixes(context: ServiceContext, diagnostics: readonly FixableDiagnostic[]): CodeActionResult[] {
  const proposals = mergeDuplicates(diagnostics.flatMap((diagnostic) => propose(context, diagnostic, 'all')));
  const out: CodeActionResult[] = proposals.map((proposal) => toResult(proposal, 'quickfix'));
  const kinds = new Set(proposals.flatMap((proposal) => (proposal.fixAll ? [proposal.fixAll] : [])));
  const safe = kinds.size > 0 ? fileProposals(context) : [];
  for (const kind of kinds) {
    const fileWide = combine(safe.filter((proposal) => proposal.fixAll === kind));
    if (fileWide.count < 2) continue;
    out.push({ title: `${FIX_ALL_KINDS[kind]} in this file (${fileWide.count})`, kind: 'quickfix', fixes: fileWide.fixes, edits: fileWide.edits });
  }
  return out;
}

/** source.fixAll: every safe fix of the file's last validation, of every kind, as one action. */
function fixAllAction(context: ServiceContext): CodeActionResult | undefined {
  const all = combine(fileProposals(context));
  if (all.count === 0) return undefined;
  const kinds = [...new Set(all.kinds)].map((kind) => FIX_ALL_KINDS[kind].toLowerCase());
  return { title: `Fix all safe problems in this file: ${kinds.join('; ')} (${all.count})`, kind: 'source.fixAll', fixes: all.fixes, edits: all.edits };
}

/** The safe proposals for every diagnostic of this file in the last validation. */
function fileProposals(context: ServiceContext): FixProposal[] {
  const out: FixProposal[] = [];
  for (const diagnostic of context.validation?.diagnostics ?? []) {
    if (diagnostic.file !== context.file) continue;
    const fixable = fixableDiagnostic(diagnostic);
    if (fixable) out.push(...propose(context, fixable, 'safe').filter((proposal) => proposal.fixAll));
  }
  return mergeDuplicates(out);
}

/** The data families' proposals, then the rule's own fix's; `safe`: only the fixes that can apply file-wide. */
function propose(context: ServiceContext, diagnostic: FixableDiagnostic, which: 'all' | 'safe'): FixProposal[] {
  const input = fixInput(context, diagnostic);
  const own = registeredFix(diagnostic.code);
  const families = which === 'all' ? DATA_FAMILIES : FIX_ALL_DATA_FAMILIES;
  const ownProposals = own && (which === 'all' || own.fileWide) ? own.propose(input) : [];
  return [...families.flatMap((family) => family(input)), ...ownProposals];
}

function fixInput(context: ServiceContext, diagnostic: FixableDiagnostic): FixInput<ValidationResult> {
  return {
    file: context.file,
    doc: context.doc,
    diagnostic,
    ...diagnosticFacts(diagnostic),
    ...(context.validation ? { validation: context.validation } : {}),
    entryTemplate: (arrayPath) => snippetEntry(context.file, arrayPath),
    idCandidates: (path) => idCandidates(context, path),
  };
}

/** The ids completion offers for the field at `path` of the context's file (what a dangling id's fix chooses from). */
function idCandidates(context: ServiceContext, path: readonly PathSegment[]): IdCandidate[] {
  const key = path.at(-1);
  const object = nodeAtPath(context.doc, path.slice(0, -1));
  if (typeof key !== 'string' || !object) return [];
  const pattern = path.reduce<string>((field, segment) => (typeof segment === 'number' ? `${field}[]` : field ? `${field}.${segment}` : segment), '');
  return completionReferencesAt(pattern, { context, object, key }) ?? [];
}

/**
 * One proposal per distinct edit set: two diagnostics with one cure (two STG-035 on one stage's
 * blocks) give one action that fixes both.
 */
function mergeDuplicates(proposals: readonly FixProposal[]): FixProposal[] {
  const byEdits = new Map<string, FixProposal>();
  for (const proposal of proposals) {
    const key = `${proposal.title}\u0000${JSON.stringify(proposal.edits)}`;
    const seen = byEdits.get(key);
    if (seen) seen.fixes = [...new Set([...seen.fixes, ...proposal.fixes])];
    else byEdits.set(key, { ...proposal, fixes: [...proposal.fixes] });
  }
  return [...byEdits.values()];
}

/** Proposals joined into one edit list; a proposal any of whose edits overlaps an earlier one's is left out whole. */
function combine(proposals: readonly FixProposal[]): { count: number; edits: TextEdit[]; fixes: RuleId[]; kinds: FixAllKind[] } {
  const edits: TextEdit[] = [];
  const fixes = new Set<RuleId>();
  const kinds: FixAllKind[] = [];
  let count = 0;
  for (const proposal of proposals) {
    const clashes = proposal.edits.some((edit) => edits.some((taken) => taken.file === edit.file && rangesOverlap(taken.range, edit.range)));
    if (clashes) continue;
    edits.push(...proposal.edits);
    for (const code of proposal.fixes) fixes.add(code);
    if (proposal.fixAll) kinds.push(proposal.fixAll);
    count++;
  }
  return { count, edits, fixes: [...fixes], kinds };
}

function toResult(proposal: FixProposal, kind: CodeActionKind): CodeActionResult {
  return { title: proposal.title, kind, fixes: proposal.fixes, edits: proposal.edits, ...(proposal.isPreferred ? { isPreferred: true } : {}) };
}
