// What every output format needs: the diagnostics to show and their counts.
import type { Diagnostic } from '../../shared/core/diagnostics';
import type { ValidationResult } from '../../shared/engine/validate';
import { plural } from '../../shared/core/text';

/** What a report reads of a validation (plain data: it may come from a worker thread). */
export type CaseResult = Pick<ValidationResult, 'caseDir' | 'files' | 'diagnostics'>;

export interface ReportInput {
  /** The case folder as the user typed it, or as found (relative to the working folder). */
  caseArg: string;
  result: CaseResult;
  /** Hints are editor help; the CLI shows them only when asked. */
  includeHints: boolean;
  elapsedMs: number;
  /** Indexes of the result's diagnostics that `hydrocase fix` fixes safely (absent: not counted). */
  fixable?: readonly number[];
}

export interface Counts {
  errors: number;
  warnings: number;
  hints: number;
}

export function visibleDiagnostics(input: ReportInput): Diagnostic[] {
  return input.includeHints ? input.result.diagnostics : input.result.diagnostics.filter((d) => d.severity !== 'hint');
}

/** How many of the shown problems `hydrocase fix` fixes safely. */
export function fixableCount(input: ReportInput): number {
  return (input.fixable ?? []).filter((index) => input.includeHints || input.result.diagnostics[index]?.severity !== 'hint').length;
}

/** The line that says so, or none when nothing is fixable. */
export function fixableLine(count: number): string[] {
  return count > 0 ? [`${count === 1 ? '1 problem' : `${count} problems`} fixable with \`hydrocase fix\``] : [];
}

/** Written before each case-relative file path so that it is relative to the working folder (the case's folder as shown). */
export function casePathPrefix(input: ReportInput): string {
  return input.caseArg === '.' ? '' : `${input.caseArg}/`;
}

export interface Totals extends Counts {
  /** Case files read, over every case. */
  files: number;
  /** Cases with errors. */
  rejected: number;
}

/** The shown problems of several cases added up. */
export function totalsOf(inputs: readonly ReportInput[]): Totals {
  const totals: Totals = { errors: 0, warnings: 0, hints: 0, files: 0, rejected: 0 };
  for (const input of inputs) {
    const counts = countBySeverity(visibleDiagnostics(input));
    totals.errors += counts.errors;
    totals.warnings += counts.warnings;
    totals.hints += counts.hints;
    totals.files += input.result.files.length;
    if (counts.errors > 0) totals.rejected++;
  }
  return totals;
}

/** `2 errors, 1 warning` (and the hints when they are shown). */
export function countsText(counts: Counts, withHints: boolean): string {
  return [plural(counts.errors, 'error'), plural(counts.warnings, 'warning'), ...(withHints ? [plural(counts.hints, 'hint')] : [])].join(', ');
}

export function countBySeverity(diagnostics: readonly Diagnostic[]): Counts {
  const counts: Counts = { errors: 0, warnings: 0, hints: 0 };
  for (const d of diagnostics) {
    if (d.severity === 'error') counts.errors++;
    else if (d.severity === 'warning') counts.warnings++;
    else counts.hints++;
  }
  return counts;
}
