// A hydrocase.json with mistakes, shown where the planner looks: its problems are published on the
// file itself, at the key (source hydrocase, no rule id: the tool's own settings are not case input
// and have no catalogue code), and the status item of every case it governs says its levels are not
// applied, until it is fixed. The command line refuses the same file (exit 2).
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import type { ConfigProblem } from '../../shared/engine/config/caseConfig';
import { uriOf } from './uris';

/** What a validation found of the hydrocase.json that governs a case (none: no file). */
export interface CaseConfigState {
  path: string | undefined;
  problems: readonly ConfigProblem[];
}

const FILE_START = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

/** One problem of hydrocase.json as an LSP diagnostic: an error, as the command line refuses the file. */
export function configDiagnostic(problem: ConfigProblem): LspDiagnostic {
  return {
    range: problem.range ?? FILE_START,
    severity: DiagnosticSeverity.Error,
    source: 'hydrocase',
    // The cause first: the Problems panel cuts a long line off (the status item says the levels are not applied).
    message: `${problem.key}: ${problem.message}`,
  };
}

/** The status item's note for a case whose hydrocase.json has mistakes. */
export function settingsNote(problems: readonly ConfigProblem[]): string {
  const first = problems[0]!;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  return `hydrocase.json not applied: ${first.key}: ${first.message}${more}`;
}

export class ConfigProblems {
  /** By hydrocase.json path: the problems last published there (a key, to publish on change only). */
  private readonly published = new Map<string, string>();
  /** By case folder: the hydrocase.json that governs it and its problems, as last read. */
  private readonly byCase = new Map<string, CaseConfigState>();

  constructor(private readonly publish: (uri: string, diagnostics: LspDiagnostic[]) => void) {}

  /** A validation of `caseRoot` read its hydrocase.json (or found none): publish what changed. */
  seen(caseRoot: string, state: CaseConfigState): void {
    const before = this.byCase.get(caseRoot);
    this.byCase.set(caseRoot, state);
    if (state.path) this.show(state.path, state.problems);
    // The case moved to another file (or none): the old file's problems stay only while another case still reads them.
    if (before?.path && before.path !== state.path && ![...this.byCase.values()].some((other) => other.path === before.path)) this.show(before.path, []);
  }

  /** The status item's note for the case, undefined when its settings apply. */
  noteFor(caseRoot: string): string | undefined {
    const state = this.byCase.get(caseRoot);
    return state?.problems.length ? settingsNote(state.problems) : undefined;
  }

  /** The case left: forget it (its hydrocase.json problems go when no other case reads that file). */
  forget(caseRoot: string): void {
    this.seen(caseRoot, { path: undefined, problems: [] });
    this.byCase.delete(caseRoot);
  }

  private show(path: string, problems: readonly ConfigProblem[]): void {
    const key = JSON.stringify(problems);
    if ((this.published.get(path) ?? '[]') === key) return;
    this.published.set(path, key);
    this.publish(uriOf(path), problems.map(configDiagnostic));
  }
}
