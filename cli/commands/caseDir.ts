// The case folder argument: resolved to an absolute path, or a usage error (exit 2) when absent.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { UsageError } from '../args';

export async function resolveCaseDir(caseArg: string): Promise<string> {
  const caseDir = resolve(caseArg);
  const info = await stat(caseDir).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError(`case folder not found: ${caseArg}`);
  return caseDir;
}
