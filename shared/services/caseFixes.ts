// The safe fixes of a whole case (the editor's fix-all set: older-key renames, block renumbering,
// min/max swaps), applied to every JSON file of the case as text: `hydrocase fix` writes them, and
// the editor's "Fix All in Case" offers them as one workspace edit. Nothing is written here.
import { diffLines } from 'diff';
import { validateCase, type ValidateOptions, type ValidationResult } from '../engine/validate';
import type { Range } from '../core/diagnostics';
import type { Diagnostic } from '../core/diagnostics';
import { codeActions, hasSafeFix } from './codeActions';
import { applyTextEdits } from '../core/json/edits';
import { serviceContext, type ServiceContext } from './context';
import type { RuleId } from '../rules';

/** A fix can uncover another (a renamed key then read for the first time): a few passes settle it. */
const MAX_PASSES = 3;

export interface FileFix {
  file: string;
  /** The text the fixes were computed against (the disk, or the editor's unsaved text). */
  before: string;
  after: string;
}

export interface CaseFixes {
  /** Files whose text the fixes change, in case order. */
  files: FileFix[];
  /** How many problems of each (file, rule) the fixes cleared. */
  fixed: Array<{ file: string; code: RuleId; count: number }>;
  /** The case validated with the fixes applied: what remains. */
  after: ValidationResult;
}

export async function safeCaseFixes(caseDir: string, options: ValidateOptions = {}): Promise<CaseFixes> {
  const texts = new Map(options.overlays ?? []);
  const before = new Map<string, string>();
  const first = await validateCase(caseDir, { ...options, overlays: texts });
  let validation = first;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let changed = false;
    for (const [file, document] of validation.model.documents) {
      const context = serviceContext(file, document.text, validation);
      const all = codeActions(context, { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, diagnostics: [], only: ['source.fixAll'] })[0];
      const edits = all?.edits.filter((edit) => edit.file === file) ?? [];
      if (edits.length === 0) continue;
      if (!before.has(file)) before.set(file, document.text);
      texts.set(file, applyTextEdits(context.doc, edits));
      changed = true;
    }
    if (!changed) break;
    validation = await validateCase(caseDir, { ...options, overlays: texts });
  }
  const files = [...before].map(([file, text]) => ({ file, before: text, after: texts.get(file)! })).filter((fix) => fix.before !== fix.after);
  return { files, fixed: clearedProblems(first, validation), after: validation };
}

/**
 * The indexes of `diagnostics` (the validation's, after rule levels) that a safe fix clears: what
 * `hydrocase fix` would fix on its first pass. Reads the documents the validation parsed.
 */
export function safelyFixable(validation: ValidationResult, diagnostics: readonly Diagnostic[]): number[] {
  const contexts = new Map<string, ServiceContext | undefined>();
  const contextOf = (file: string) => {
    if (!contexts.has(file)) {
      const doc = validation.model.documents.get(file);
      contexts.set(file, doc ? { file, doc, validation } : undefined);
    }
    return contexts.get(file);
  };
  const fixable: number[] = [];
  diagnostics.forEach((diagnostic, index) => {
    const context = contextOf(diagnostic.file);
    if (context && hasSafeFix(context, diagnostic)) fixable.push(index);
  });
  return fixable;
}

/** Problems per (file, rule) that were there before and are not after (edits move positions, so counts). */
function clearedProblems(before: ValidationResult, after: ValidationResult): CaseFixes['fixed'] {
  const count = (result: ValidationResult) => {
    const counts = new Map<string, { file: string; code: RuleId; count: number }>();
    for (const { file, code } of result.diagnostics) {
      const key = `${file}\u0000${code}`;
      const seen = counts.get(key);
      if (seen) seen.count++;
      else counts.set(key, { file, code, count: 1 });
    }
    return counts;
  };
  const remaining = count(after);
  return [...count(before)].flatMap(([key, { file, code, count: total }]) => {
    const cleared = total - (remaining.get(key)?.count ?? 0);
    return cleared > 0 ? [{ file, code, count: cleared }] : [];
  });
}

/**
 * The fixed text as line edits of the text before (each changed run of lines replaced), so an
 * editor applies only what changed: markers, folds and the cursor elsewhere stay put.
 */
export function lineEdits(before: string, after: string): Array<{ range: Range; newText: string }> {
  const edits: Array<{ range: Range; newText: string }> = [];
  let line = 0;
  let pending: { start: number; removed: number; added: string } | undefined;
  const flush = () => {
    if (pending) edits.push({ range: { start: { line: pending.start, character: 0 }, end: { line: pending.start + pending.removed, character: 0 } }, newText: pending.added });
    pending = undefined;
  };
  for (const part of diffLines(before, after)) {
    const lines = part.count ?? 0;
    if (!part.added && !part.removed) {
      flush();
      line += lines;
      continue;
    }
    pending ??= { start: line, removed: 0, added: '' };
    if (part.removed) {
      pending.removed += lines;
      line += lines;
    } else pending.added += part.value;
  }
  flush();
  return edits;
}
