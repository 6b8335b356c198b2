// `hydrocase fix [paths...] [--dry-run]` (every case under the paths, found as `validate` finds them): applies the safe fixes (the editor's fix-all set) to the
// case JSON files with minimal text edits, so formatting and comments around them stay. Parquet is
// never touched. --dry-run prints a unified diff and writes nothing. A file that changed on disk
// since it was read is refused, never overwritten.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigCache, resolveCases } from '../caseSet';
import { createTwoFilesPatch } from 'diff';
import { commandHelp, parseCommandArgs } from '../args';
import { fixSpec } from './specs';
import { safeCaseFixes, type CaseFixes } from '../../shared/services/caseFixes';
import { describeFixed } from '../../shared/services/fixSummary';
import { plural } from '../../shared/core/text';
import { countBySeverity } from '../format/report';
import { cliParquetChecker } from '../parquetChecker';
import type { CommandOutput } from './validate';

export async function fixCommand(argv: readonly string[]): Promise<CommandOutput> {
  const args = parseCommandArgs(argv, fixSpec);
  if (args === 'help') return { stdout: commandHelp(fixSpec), exitCode: 0 };
  const dryRun = args.options.has('dry-run');
  const jobs = await resolveCases(args.positionals.length ? args.positionals : ['.'], args.lists.get('exclude') ?? [], new ConfigCache(), fixSpec);

  const out: string[] = [];
  let failed = false;
  const total = { problems: 0, files: 0, errors: 0, warnings: 0 };
  for (const { caseDir, label } of jobs) {
    const parquetChecker = cliParquetChecker();
    const fixes = await safeCaseFixes(caseDir, { parquetChecker }).finally(() => parquetChecker.dispose());
    if (dryRun) {
      for (const file of fixes.files) out.push(createTwoFilesPatch(`a/${join(label, file.file)}`, `b/${join(label, file.file)}`, file.before, file.after, '', '', { context: 3 }));
    } else {
      const refused = writeFixes(caseDir, fixes);
      for (const file of refused) out.push(`${join(label, file)}: changed on disk since it was read; not written (run hydrocase fix again)`);
      failed ||= refused.length > 0;
    }
    out.push(summary(label, fixes, dryRun));
    const left = countBySeverity(fixes.after.diagnostics);
    total.problems += fixes.fixed.reduce((sum, f) => sum + f.count, 0);
    total.files += fixes.files.length;
    total.errors += left.errors;
    total.warnings += left.warnings;
  }
  out.push(totalLine(total, jobs.length, dryRun));
  return { stdout: `${out.join('\n')}\n`, exitCode: failed || total.errors > 0 ? 1 : 0 };
}

/** The last line: what the run fixed (or would fix) over every case, and what remains. */
function totalLine(total: { problems: number; files: number; errors: number; warnings: number }, cases: number, dryRun: boolean): string {
  const fixed = `${dryRun ? 'would fix' : 'fixed'} ${plural(total.problems, 'problem')} in ${plural(total.files, 'file')} of ${plural(cases, 'case')}`;
  return `total: ${fixed}; ${plural(total.errors, 'error')}, ${plural(total.warnings, 'warning')} ${dryRun ? 'would remain' : 'remain'}`;
}

/** Writes each fixed file unless its disk text is no longer what the fixes were computed on. */
export function writeFixes(caseDir: string, fixes: CaseFixes): string[] {
  const refused: string[] = [];
  for (const file of fixes.files) {
    const path = join(caseDir, file.file);
    if (readFileSync(path, 'utf8') !== file.before) {
      refused.push(file.file);
      continue;
    }
    writeFileSync(path, file.after);
  }
  return refused;
}

function summary(label: string, fixes: CaseFixes, dryRun: boolean): string {
  const counts = countBySeverity(fixes.after.diagnostics);
  const head = fixes.files.length === 0 ? `${label}: nothing to fix safely` : `${label}: ${dryRun ? 'would fix' : 'fixed'} ${describeFixed(fixes.fixed, fixes.files.length)}`;
  return `${head}; ${plural(counts.errors, 'error')}, ${plural(counts.warnings, 'warning')} ${dryRun ? 'would remain' : 'remain'}`;
}
