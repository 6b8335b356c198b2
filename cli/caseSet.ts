// Which cases a command checks: each path is a case folder (it holds stages.json) or a folder to
// search for cases, walked as the language server walks a workspace, less what `--exclude` globs
// (relative to the working folder) and the applying hydrocase.json's `exclude` globs (relative to
// that file) leave out. Each case comes with the configuration that applies to it.
import { stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { CASE_CONFIG, CASE_MARKER, CASE_SYSTEM_FOLDER } from '../shared/core/case/layout';
import { findCases, isCaseFolder } from '../shared/core/case/discovery';
import { findConfigFile, loadConfigFile, type CaseConfig, type ConfigProblem, type LoadedConfig } from '../shared/engine/config/caseConfig';
import { usageLines, UsageError, type CommandSpec } from './args';

export interface CaseJob {
  /** Absolute case folder. */
  caseDir: string;
  /** How the case is named in reports: relative to the working folder when inside it. */
  label: string;
  config?: CaseConfig;
}

/** A hydrocase.json with mistakes: the command stops (exit 2) naming the file and the keys. */
export class ConfigError extends UsageError {
  override name = 'ConfigError';
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(problems.map((p) => `${p.path}${p.range ? `:${p.range.start.line + 1}:${p.range.start.character + 1}` : ''}: ${p.key}: ${p.message}`).join('\n'));
  }
}

export class ConfigCache {
  private readonly byFile = new Map<string, LoadedConfig>();
  private readonly nearest = new Map<string, string | undefined>();

  /** The configuration that applies to a folder (the nearest hydrocase.json at or above it). */
  forFolder(folder: string): LoadedConfig | undefined {
    if (!this.nearest.has(folder)) this.nearest.set(folder, findConfigFile(folder));
    const path = this.nearest.get(folder);
    if (!path) return undefined;
    if (!this.byFile.has(path)) this.byFile.set(path, loadConfigFile(path));
    return this.byFile.get(path);
  }

  /** The folder's configuration, or a ConfigError when that file has mistakes. */
  checkedFor(folder: string): CaseConfig | undefined {
    const loaded = this.forFolder(folder);
    if (loaded?.problems.length) throw new ConfigError(loaded.problems);
    return loaded?.config;
  }
}

/** Relative to the working folder when inside it, else absolute. */
export function displayPath(path: string, workingDir = process.cwd()): string {
  const inside = relative(workingDir, path);
  return inside === '' ? '.' : inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside) ? path : inside;
}

export async function resolveCases(paths: readonly string[], excludes: readonly string[], configs: ConfigCache, spec: CommandSpec): Promise<CaseJob[]> {
  const cliExcluded = excludes.length ? picomatch(excludes.map(trimSlash), { dot: true }) : undefined;
  const excluded = (folder: string): boolean => {
    if (cliExcluded?.(relative(process.cwd(), folder).split(sep).join('/'))) return true;
    const config = configs.forFolder(folder)?.config;
    if (!config?.exclude.length) return false;
    const fromConfig = relative(dirname(config.path), folder).split(sep).join('/');
    return fromConfig !== '' && !fromConfig.startsWith('..') && picomatch.isMatch(fromConfig, config.exclude.map(trimSlash), { dot: true });
  };

  const found = new Map<string, CaseJob>();
  for (const path of paths) {
    if (path.trim() === '') throw new UsageError(`an empty path was given\n${usageLines(spec)}`);
    const absolute = resolve(path);
    const info = await stat(absolute).catch(() => undefined);
    if (!info?.isDirectory()) throw new UsageError(`case folder not found: ${path}`);
    // A case named outright is checked even where an exclude would skip it while searching.
    const cases = (await isCaseFolder(absolute)) ? [absolute] : await findCases(absolute, { excluded });
    if (cases.length === 0)
      throw new UsageError(`no case folder (a folder holding ${CASE_MARKER}, or ${CASE_CONFIG} and a ${CASE_SYSTEM_FOLDER}/ folder) found under ${path}\n${usageLines(spec)}`);
    for (const caseDir of cases) {
      if (found.has(caseDir)) continue;
      const config = configs.checkedFor(caseDir);
      found.set(caseDir, { caseDir, label: displayPath(caseDir), ...(config ? { config } : {}) });
    }
  }
  return [...found.values()];
}

/** `archive/` and `archive` both name the folder. */
function trimSlash(glob: string): string {
  return glob.endsWith('/') ? glob.slice(0, -1) : glob;
}
