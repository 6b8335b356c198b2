// The case folder argument: resolved to an absolute path, or a usage error (exit 2) when absent.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { usageLines, UsageError, type CommandSpec } from '../args';

/** `spec`'s usage is shown when no folder is given (an empty argument, as from an unset shell variable, is none). */
export async function resolveCaseDir(caseArg: string, spec: CommandSpec): Promise<string> {
  if (caseArg.trim() === '') throw new UsageError(`no case folder given\n${usageLines(spec)}`);
  const caseDir = resolve(caseArg);
  const info = await stat(caseDir).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError(`case folder not found: ${caseArg}`);
  return caseDir;
}
