// `hydrocase validate <case-dir> [--format text|json|sarif] [--hints] [--max-per-rule N]`
import { parseArgs, rejectUnknownOptions, UsageError } from '../args';
import { validateCase } from '../../shared/engine/validate';
import { formatText } from '../format/text';
import { formatJson } from '../format/json';
import { formatSarif } from '../format/sarif';
import type { ReportInput } from '../format/report';
import { DEFAULT_MAX_PER_RULE } from '../../shared/engine/reporter';
import { resolveCaseDir } from './caseDir';
import { cliParquetChecker } from '../parquetChecker';

export const validateUsage = 'hydrocase validate <case-dir> [--format text|json|sarif] [--hints] [--max-per-rule N]';

const formats = { text: formatText, json: formatJson, sarif: formatSarif } as const;

export interface CommandOutput {
  stdout: string;
  exitCode: number;
}

export async function validateCommand(argv: readonly string[], color: boolean): Promise<CommandOutput> {
  const args = parseArgs(argv, ['format', 'max-per-rule']);
  rejectUnknownOptions(args, ['format', 'hints', 'max-per-rule']);
  if (args.positionals.length !== 1) throw new UsageError(`expected one case folder\nusage: ${validateUsage}`);
  const format = (args.options.get('format') ?? 'text') as string;
  if (!(format in formats)) throw new UsageError(`unknown format "${format}" (expected text, json or sarif)`);
  const maxPerRule = parseMaxPerRule(args.options.get('max-per-rule'));

  const caseArg = args.positionals[0]!;
  const caseDir = await resolveCaseDir(caseArg, validateUsage);

  const started = performance.now();
  const parquetChecker = cliParquetChecker();
  const result = await validateCase(caseDir, { maxPerRule, parquetChecker }).finally(() => parquetChecker.dispose());
  const input: ReportInput = { caseArg, result, includeHints: args.options.has('hints'), elapsedMs: performance.now() - started };
  const stdout = format === 'text' ? formatText(input, { color }) : formats[format as 'json' | 'sarif'](input);
  return { stdout, exitCode: result.diagnostics.some((d) => d.severity === 'error') ? 1 : 0 };
}

function parseMaxPerRule(value: string | true | undefined): number {
  if (value === undefined) return DEFAULT_MAX_PER_RULE;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new UsageError(`--max-per-rule must be a whole number >= 1, got ${String(value)}`);
  return parsed;
}
