// `--format github`: GitHub Actions workflow commands, one annotation per problem, so a CI job shows
// each problem on the file (and line) it is about. Paths are relative to the working folder, which
// in a workflow is the repository root. Hints are notices.
import { join, relative, sep } from 'node:path';
import { countsText, totalsOf, visibleDiagnostics, type ReportInput } from './report';
import { plural } from '../../shared/core/text';
import { describeLocation } from './locations';
import type { Diagnostic, Severity } from '../../shared/core/diagnostics';

const commands: Record<Severity, string> = { error: 'error', warning: 'warning', hint: 'notice' };

export function formatGithub(inputs: readonly ReportInput[], workingDir: string = process.cwd()): string {
  const lines = inputs.flatMap((input) => visibleDiagnostics(input).map((d) => annotation(d, relative(workingDir, join(input.result.caseDir, d.file)).split(sep).join('/'))));
  // The total as a plain line of the job's log (not an annotation): what the annotations add up to.
  return `${[...lines, totalLine(inputs)].join('\n')}\n`;
}

function totalLine(inputs: readonly ReportInput[]): string {
  return `HydroCase: ${countsText(
    totalsOf(inputs),
    inputs.some((i) => i.includeHints),
  )} in ${plural(inputs.length, 'case')}`;
}

function annotation(d: Diagnostic, file: string): string {
  const properties = [`file=${escapeProperty(file)}`];
  if (d.location.kind === 'json') {
    const { start, end } = d.location.range;
    properties.push(`line=${start.line + 1}`, `col=${start.character + 1}`, `endLine=${end.line + 1}`, `endColumn=${end.character + 1}`);
  }
  properties.push(`title=${escapeProperty(`HydroCase ${d.code}`)}`);
  // A Parquet row has no line: the message says where, as the text report does.
  const where = d.location.kind === 'parquet' ? `${describeLocation('', d.location).trim()}: ` : '';
  return `::${commands[d.severity]} ${properties.join(',')}::${escapeData(where + d.message)}`;
}

/** Workflow command escaping (data: %, CR, LF; properties also : and ,). */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
