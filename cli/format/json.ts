// The machine report (`--format json`), version 1. Keys are stable: CI scripts read them.
import { lineColumnFields } from './locations';
import { countBySeverity, visibleDiagnostics, type ReportInput } from './report';
import type { Diagnostic } from '../../shared/core/diagnostics';

export function formatJson(input: ReportInput): string {
  return `${JSON.stringify(caseReport(input), null, 2)}\n`;
}

/** Several cases: one case document each (as `formatJson` writes it), and one summary. */
export function formatJsonCases(inputs: readonly ReportInput[]): string {
  const cases = inputs.map(caseReport);
  const includeHints = inputs.some((input) => input.includeHints);
  const total = (key: 'errors' | 'warnings' | 'hints' | 'files' | 'ms') => cases.reduce((sum, c) => sum + ((c.summary as Record<string, number>)[key] ?? 0), 0);
  const summary = {
    cases: cases.length,
    errors: total('errors'),
    warnings: total('warnings'),
    ...(includeHints ? { hints: total('hints') } : {}),
    files: total('files'),
    ms: total('ms'),
  };
  return `${JSON.stringify({ version: 1, cases, summary }, null, 2)}\n`;
}

function caseReport(input: ReportInput) {
  const diagnostics = visibleDiagnostics(input);
  const counts = countBySeverity(diagnostics);
  return {
    version: 1,
    case: input.caseArg,
    summary: {
      errors: counts.errors,
      warnings: counts.warnings,
      ...(input.includeHints ? { hints: counts.hints } : {}),
      files: input.result.files.length,
      ms: Math.round(input.elapsedMs),
    },
    diagnostics: diagnostics.map(toJson),
  };
}

function toJson(d: Diagnostic): Record<string, unknown> {
  return {
    file: d.file,
    code: d.code,
    severity: d.severity,
    message: d.message,
    ...lineColumnFields(d.location),
    ...(d.related?.length
      ? { related: d.related.map((r) => ({ file: r.file, ...pick(lineColumnFields(r.location), ['line', 'column', 'row', 'field']), message: r.message })) }
      : {}),
  };
}

function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]));
}
