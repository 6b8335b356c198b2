// The promises of `hydrocase validate` on any input: a verdict (exit 0 or 1) in time and memory,
// no stack trace, a well-formed JSON report of catalogue codes and real messages, and an error on
// every file the loader would reject (no silent pass).
import type { MutatedCase } from '../mutation';
import type { CliObservation, CliLimits } from '../runners/cliProcess';
import { checkDiagnostic } from './diagnostics';
import type { Failure } from './failure';
import { strictJsonProblem } from './strictJson';
import { CASE_FILES } from '../../shared/core/case/layout';

const STACK_LINE = /^\s+at .+(\(.*:\d+:\d+\)|:\d+:\d+)\s*$/m;
const CHECKED_JSON = Object.values(CASE_FILES).filter((f) => f.endsWith('.json'));
const CHECKED_FILES: readonly string[] = Object.values(CASE_FILES);

interface ReportDiagnostic {
  file?: string;
  code?: unknown;
  severity?: string;
  message?: unknown;
}

/** config.json (of any kind) and a system/ folder: a case without stages.json (D25). */
function holdsConfigAndSystem(mutated: MutatedCase): boolean {
  const paths = [...Object.keys(mutated.files), ...Object.keys(mutated.special)];
  return paths.includes('config.json') && paths.some((path) => path.startsWith('system/'));
}

export function checkCliRun(run: CliObservation, mutated: MutatedCase, limits: CliLimits): Failure[] {
  if (run.timedOut) return [{ oracle: 'timeout', detail: `no verdict within ${limits.timeoutMs} ms` }];
  if (run.overMemory) return [{ oracle: 'memory', detail: `resident memory passed ${limits.memoryLimitMb} MB` }];
  // Exit 2 is documented for a folder that is no case: right when stages.json is gone (or not a
  // file), unless config.json and a system/ folder still make the folder a case (D25).
  const noCase = (!mutated.files['stages.json'] || Boolean(mutated.special['stages.json'])) && !holdsConfigAndSystem(mutated);
  if (run.exitCode === 2 && noCase && !STACK_LINE.test(run.stderr)) return [];
  const failures: Failure[] = [];
  if (run.signal) failures.push({ oracle: 'crash', detail: `killed by ${run.signal}; stderr: ${errorLine(run.stderr)}` });
  else if (run.exitCode !== 0 && run.exitCode !== 1) failures.push({ oracle: 'crash', detail: `exit ${run.exitCode}; stderr: ${errorLine(run.stderr)}` });
  if (STACK_LINE.test(run.stderr)) failures.push({ oracle: 'stack-trace', detail: `exit ${run.exitCode}: ${errorLine(run.stderr)}` });
  if (failures.some((f) => f.oracle === 'crash')) return failures;

  let diagnostics: ReportDiagnostic[];
  try {
    const report = JSON.parse(run.stdout) as { diagnostics?: ReportDiagnostic[] };
    if (!Array.isArray(report.diagnostics)) throw new Error('no diagnostics array');
    diagnostics = report.diagnostics;
  } catch (error) {
    return [
      ...failures,
      { oracle: 'bad-report', detail: `exit ${run.exitCode} and stdout is not the JSON report (${(error as Error).message}): ${JSON.stringify(run.stdout.slice(0, 120))}` },
    ];
  }
  for (const d of diagnostics) failures.push(...checkDiagnostic(d.file ?? '(case)', d.code, d.message));
  if (run.exitCode !== (diagnostics.some((d) => d.severity === 'error') ? 1 : 0))
    failures.push({ oracle: 'exit-code', detail: `exit ${run.exitCode} disagrees with the report's errors` });
  failures.push(...silentPasses(diagnostics, mutated));
  return failures;
}

/** A file the loader rejects (not strict JSON, or not a regular file) must carry an error. */
function silentPasses(diagnostics: ReportDiagnostic[], mutated: MutatedCase): Failure[] {
  const hasError = (file: string) => diagnostics.some((d) => d.file === file && d.severity === 'error');
  const failures: Failure[] = [];
  for (const file of CHECKED_JSON) {
    const bytes = mutated.files[file];
    const problem = bytes && !mutated.special[file] ? strictJsonProblem(bytes) : undefined;
    if (problem && !hasError(file))
      failures.push({ oracle: 'silent-pass', detail: `${file}: ${problem}, and no error`, key: `${file} ${problem.replace(/ \(.*\)$/, '').replace(/\d+/g, 'N')}` });
  }
  for (const [file, kind] of Object.entries(mutated.special)) {
    if (CHECKED_FILES.includes(file) && !hasError(file)) failures.push({ oracle: 'silent-pass', detail: `${file} is a ${kind}, and no error`, key: `${file} ${kind}` });
  }
  return failures;
}

/** The line of stderr that names the error (a stack trace's first line is often just where it was thrown). */
function errorLine(text: string): string {
  const lines = text.trim().split('\n');
  return (lines.find((l) => /Error|panic|unreachable|internal error/i.test(l)) ?? lines[0] ?? '').trim().slice(0, 300);
}
