// The human report: one line per problem, grouped by file, related places indented beneath,
// then a one-line summary.
import { describeLocation } from './locations';
import { countBySeverity, visibleDiagnostics, type ReportInput } from './report';
import { plural } from '../../shared/engine/text';
import type { Severity } from '../../shared/engine/diagnostics';

export interface TextStyle {
  color: boolean;
}

const colors: Record<Severity, string> = { error: '\x1b[31m', warning: '\x1b[33m', hint: '\x1b[36m' };

export function formatText(input: ReportInput, style: TextStyle = { color: false }): string {
  const diagnostics = visibleDiagnostics(input);
  const paint = (severity: Severity, text: string) => (style.color ? `${colors[severity]}${text}\x1b[0m` : text);
  const lines: string[] = [];
  let currentFile: string | undefined;
  for (const d of diagnostics) {
    if (currentFile !== undefined && d.file !== currentFile) lines.push('');
    currentFile = d.file;
    lines.push(`${describeLocation(d.file, d.location)}  ${paint(d.severity, d.severity)}  ${d.message}  ${d.code}`);
    for (const related of d.related ?? []) {
      lines.push(`    see ${describeLocation(related.file, related.location)}: ${related.message}`);
    }
  }
  if (lines.length) lines.push('');
  const counts = countBySeverity(diagnostics);
  const parts = [plural(counts.errors, 'error'), plural(counts.warnings, 'warning')];
  if (input.includeHints) parts.push(plural(counts.hints, 'hint'));
  const verdict = counts.errors > 0 ? 'the case would be rejected' : 'the case would load';
  lines.push(`${parts.join(', ')} in ${plural(input.result.files.length, 'file')} checked (${input.caseArg}, ${Math.round(input.elapsedMs)} ms): ${verdict}`);
  return lines.join('\n') + '\n';
}
