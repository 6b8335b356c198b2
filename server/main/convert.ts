// Engine diagnostics → LSP diagnostics. Parquet rows have no text range, so they sit at the top
// of the file with the row and column in the message; JSON diagnostics keep their exact range.
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic, type DiagnosticRelatedInformation, type Range } from 'vscode-languageserver';
import type { Diagnostic, Location, Severity } from '../../shared/core/diagnostics';

const severities: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  hint: DiagnosticSeverity.Hint,
};

const TOP: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

export function fileUri(caseRoot: string, file: string): string {
  return pathToFileURL(join(caseRoot, file)).toString();
}

export function rangeOf(location: Location): Range {
  return location.kind === 'json' ? location.range : TOP;
}

/** `row 12, column gamma_v: ` for Parquet rows, nothing for JSON. */
function prefixOf(location: Location): string {
  if (location.kind !== 'parquet') return '';
  const parts = [location.row !== undefined ? `row ${location.row}` : '', location.column ? `column ${location.column}` : ''].filter(Boolean);
  return parts.length ? `${parts.join(', ')}: ` : '';
}

export function toLspDiagnostic(diagnostic: Diagnostic, caseRoot: string, rulePagesDir: string | undefined): LspDiagnostic {
  const related: DiagnosticRelatedInformation[] | undefined = diagnostic.related?.map((r) => ({
    location: { uri: fileUri(caseRoot, r.file), range: rangeOf(r.location) },
    message: `${prefixOf(r.location)}${r.message}`,
  }));
  const location = diagnostic.location;
  return {
    range: rangeOf(location),
    severity: severities[diagnostic.severity],
    code: diagnostic.code,
    ...(rulePagesDir ? { codeDescription: { href: pathToFileURL(join(rulePagesDir, `${diagnostic.code}.md`)).toString() } } : {}),
    source: 'hydrocase',
    message: `${prefixOf(location)}${diagnostic.message}`,
    ...(related?.length ? { relatedInformation: related } : {}),
    data: {
      ...(diagnostic.data ?? {}),
      ...(location.kind === 'json' ? { path: location.path } : {}),
      // Every place of one cause found several times in the file (an older key, D1), for its fix.
      ...(location.kind === 'json' && location.paths ? { paths: location.paths } : {}),
      ...(location.kind === 'parquet' ? { row: location.row, column: location.column } : {}),
      // Every failing row of the column (D27), for an editor to list.
      ...(location.kind === 'parquet' && location.rows ? { rows: location.rows, count: location.count } : {}),
    },
  };
}
