// The human report: one line per problem, grouped by file, related places indented beneath,
// then a one-line summary.
import { describeLocation } from './locations';
import { casePathPrefix, countBySeverity, countsText, fixableCount, fixableLine, totalsOf, visibleDiagnostics, type ReportInput } from './report';
import { plural } from '../../shared/core/text';
import type { Severity } from '../../shared/core/diagnostics';

export interface TextStyle {
  color: boolean;
  /** Written before each case-relative file path (the case's folder, so paths are relative to the working folder). */
  pathPrefix?: string;
  /** One of several cases: the fixable line comes once, after the summary of them all. */
  inSet?: boolean;
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
  const verdict = counts.errors > 0 ? 'the case would be rejected' : 'the case would load';
  lines.push(`${countsText(counts, input.includeHints)} in ${plural(input.result.files.length, 'file')} checked (${input.caseArg}, ${Math.round(input.elapsedMs)} ms): ${verdict}`);
  if (!style.inSet) lines.push(...fixableLine(fixableCount(input)));
  return `${lines.join('\n')}\n`;
}

/** Several cases: each case's report with its folder before every path, then one summary line. */
export function formatTextCases(inputs: readonly ReportInput[], style: TextStyle = { color: false }): string {
  const parts = inputs.map((input) => formatText(input, { ...style, pathPrefix: casePathPrefix(input), inSet: true }));
  const totals = totalsOf(inputs);
  const counted = countsText(
    totals,
    inputs.some((i) => i.includeHints),
  );
  const verdict = totals.rejected === 0 ? 'every case would load' : `${plural(totals.rejected, 'case')} would be rejected`;
  const fixable = fixableLine(inputs.reduce((total, input) => total + fixableCount(input), 0));
  return `${parts.join('\n')}\n${[`${counted} in ${plural(inputs.length, 'case')} (${plural(totals.files, 'file')} checked): ${verdict}`, ...fixable].join('\n')}\n`;
}
