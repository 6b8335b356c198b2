// The problems of a case table as the plots mark them: per file, the problems that sit on rows, a
// way to find those on one row (optionally only on some columns), and the file's problems that sit
// on no row (a missing column, a coverage gap), which a plot lists above its chart.
import type { Diagnostic, Severity } from '../core/diagnostics';
import { ProblemLocator, tableProblems, type TableProblem } from './tablePages';
import type { RuleId } from '../rules';

/** A problem as a marked point, plane or cell shows it. */
export interface MarkProblem {
  code: RuleId;
  severity: Severity;
  message: string;
}

/** The problems of one file, and a way to find those on a row. */
export interface FileProblems {
  problems: TableProblem[];
  locator: ProblemLocator;
  /** The file's problems on no row (a schema or coverage problem): no point can show them. */
  fileLevel: MarkProblem[];
}

export function problemsOn(diagnostics: readonly Diagnostic[], file: string): FileProblems {
  const all = tableProblems(diagnostics, file);
  const problems = all.filter((p) => p.rows.length > 0);
  const fileLevel = all.filter((p) => p.rows.length === 0).map(({ code, severity, message }) => ({ code, severity, message }));
  return { problems, locator: new ProblemLocator(problems), fileLevel };
}

/** The problems on `row`; with `columns`, only those on one of them or on the whole row. */
export function marksAt(file: FileProblems, row: number, columns?: readonly string[]): MarkProblem[] {
  return file.locator
    .at(row)
    .filter((cell) => !columns || !cell.column || columns.includes(cell.column))
    .map(({ problem }) => {
      const { code, severity, message } = file.problems[problem]!;
      return { code, severity, message };
    });
}

/** The column of the first problem on a row, if it is on one. */
export function columnOf(file: FileProblems, row: number): { column?: string } {
  const column = file.locator.at(row).find((cell) => cell.column)?.column;
  return column ? { column } : {};
}
