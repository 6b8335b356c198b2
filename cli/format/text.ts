// The human report: one line per problem, grouped by file, related places indented beneath,
// then a one-line summary.
import { describeLocation } from './locations';
import { countBySeverity, visibleDiagnostics, type ReportInput } from './report';
import { plural } from '../../shared/core/text';
import type { Severity } from '../../shared/core/diagnostics';

export interface TextStyle {
  color: boolean;
  /** Written before each case-relative file path (the case's folder, when several are reported). */
  pathPrefix?: string;
}

const colors: Record<Severity, string> = { error: '\x1b[31m', warning: '\x1b[33m', hint: '\x1b[36m' };

export function formatText(input: ReportInput, style: TextStyle = { color: false }): string {
  const diagnostics = visibleDiagnostics(input);
  const paint = (severity: Severity, text: string) => (style.color ? `${colors[severity]}${text}\x1b[0m` : text);
  const prefix = style.pathPrefix ?? '';
  const lines: string[] = [];
  let currentFile: string | undefined;
  for (const d of diagnostics) {
    if (currentFile !== undefined && d.file !== currentFile) lines.push('');
    currentFile = d.file;
    lines.push(`${describeLocation(prefix + d.file, d.location)}  ${paint(d.severity, d.severity)}  ${d.message}  ${d.code}`);
    for (const related of d.related ?? []) {
      lines.push(`    see ${describeLocation(prefix + related.file, related.location)}: ${related.message}`);
    }
  }
  if (lines.length) lines.push('');
  const counts = countBySeverity(diagnostics);
  const parts = [plural(counts.errors, 'error'), plural(counts.warnings, 'warning')];
  if (input.includeHints) parts.push(plural(counts.hints, 'hint'));
  const verdict = counts.errors > 0 ? 'the case would be rejected' : 'the case would load';
  lines.push(`${parts.join(', ')} in ${plural(input.result.files.length, 'file')} checked (${input.caseArg}, ${Math.round(input.elapsedMs)} ms): ${verdict}`);
  return `${lines.join('\n')}\n`;
}

/** Several cases: each case's report with its folder before every path, then one summary line. */
export function formatTextCases(inputs: readonly ReportInput[], style: TextStyle = { color: false }): string {
  const parts = inputs.map((input) => formatText(input, { ...style, pathPrefix: input.caseArg === '.' ? '' : `${input.caseArg}/` }));
  const totals = { errors: 0, warnings: 0, hints: 0, files: 0, rejected: 0 };
  for (const input of inputs) {
    const counts = countBySeverity(visibleDiagnostics(input));
    totals.errors += counts.errors;
    totals.warnings += counts.warnings;
    totals.hints += counts.hints;
    totals.files += input.result.files.length;
    if (counts.errors > 0) totals.rejected++;
  }
  const counted = [plural(totals.errors, 'error'), plural(totals.warnings, 'warning'), ...(inputs.some((i) => i.includeHints) ? [plural(totals.hints, 'hint')] : [])];
  const verdict = totals.rejected === 0 ? 'every case would load' : `${plural(totals.rejected, 'case')} would be rejected`;
  return `${parts.join('\n')}\n${counted.join(', ')} in ${plural(inputs.length, 'case')} (${plural(totals.files, 'file')} checked): ${verdict}\n`;
}
