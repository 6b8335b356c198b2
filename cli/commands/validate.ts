// `hydrocase validate [paths...]`: every case under the given folders (default: the working folder),
// checked in parallel and reported case by case, with one summary and one exit code.
import { commandHelp, parseCommandArgs, UsageError } from '../args';
import { validateSpec } from './specs';
import { formatText, formatTextCases } from '../format/text';
import { formatJson, formatJsonCases } from '../format/json';
import { formatSarif } from '../format/sarif';
import { formatGithub } from '../format/github';
import { casePathPrefix, type ReportInput } from '../format/report';
import { describeConfig } from '../../shared/engine/config/caseConfig';
import { ConfigCache, resolveCases } from '../caseSet';
import { checkCases, type CaseOutcome } from '../caseRunner';

const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
type Format = (typeof FORMATS)[number];

export interface CommandOutput {
  stdout: string;
  exitCode: number;
}

export async function validateCommand(argv: readonly string[], color: boolean): Promise<CommandOutput> {
  const args = parseCommandArgs(argv, validateSpec);
  if (args === 'help') return { stdout: commandHelp(validateSpec), exitCode: 0 };
  const format = (args.options.get('format') ?? 'text') as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`unknown format "${format}" (expected ${FORMATS.join(', ')})`);
  const maxPerRule = wholeNumber(args.options.get('max-per-rule'), '--max-per-rule');
  const workers = wholeNumber(args.options.get('jobs'), '--jobs');

  const configs = new ConfigCache();
  const jobs = await resolveCases(args.positionals.length ? args.positionals : ['.'], args.lists.get('exclude') ?? [], configs, validateSpec);
  if (args.options.has('print-config')) {
    return { stdout: jobs.map((job) => describeConfig(job.label, configs.forFolder(job.caseDir))).join(''), exitCode: 0 };
  }

  const outcomes = await checkCases(jobs, { ...(maxPerRule ? { maxPerRule } : {}), ...(workers ? { workers } : {}) });
  const inputs = outcomes.map((outcome) => reportInput(outcome, args.options.has('hints')));
  return { stdout: render(format, inputs, color), exitCode: outcomes.some((o) => o.diagnostics.some((d) => d.severity === 'error')) ? 1 : 0 };
}

function reportInput(outcome: CaseOutcome, includeHints: boolean): ReportInput {
  return { caseArg: outcome.job.label, result: outcome, includeHints, elapsedMs: outcome.elapsedMs, fixable: outcome.fixable };
}

/** One case keeps the single-case documents; several get their multi-case forms. */
function render(format: Format, inputs: readonly ReportInput[], color: boolean): string {
  const single = inputs.length === 1 ? inputs[0]! : undefined;
  switch (format) {
    case 'text':
      // Paths relative to the working folder, one case or several: clickable and greppable from where the command ran.
      return single ? formatText(single, { color, pathPrefix: casePathPrefix(single) }) : formatTextCases(inputs, { color });
    case 'json':
      return single ? formatJson(single) : formatJsonCases(inputs);
    case 'sarif':
      return formatSarif(inputs);
    case 'github':
      return formatGithub(inputs);
  }
}

function wholeNumber(value: string | true | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new UsageError(`${flag} must be a whole number >= 1, got ${String(value)}`);
  return parsed;
}
