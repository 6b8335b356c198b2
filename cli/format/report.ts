// What every output format needs: the diagnostics to show and their counts.
import type { Diagnostic } from '../../shared/core/diagnostics';
import type { ValidationResult } from '../../shared/engine/validate';

/** What a report reads of a validation (plain data: it may come from a worker thread). */
export type CaseResult = Pick<ValidationResult, 'caseDir' | 'files' | 'diagnostics'>;

export interface ReportInput {
  /** The case folder as the user typed it, or as found (relative to the working folder). */
  caseArg: string;
  result: CaseResult;
  /** Hints are editor help; the CLI shows them only when asked. */
  includeHints: boolean;
  elapsedMs: number;
}

export interface Counts {
  errors: number;
  warnings: number;
  hints: number;
}

export function visibleDiagnostics(input: ReportInput): Diagnostic[] {
  return input.includeHints ? input.result.diagnostics : input.result.diagnostics.filter((d) => d.severity !== 'hint');
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
