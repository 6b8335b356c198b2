// The editors the real-editor tests drive, as installed by scripts/setup-editors.sh (which writes
// their paths to an env file). Locally a missing tool skips the test with the reason; in CI
// (CI=true) it fails instead, so a broken set-up can never pass as "skipped".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/cli';

export interface EditorTools {
  codeServerBin: string;
  node24BinDir: string;
  chromium: string;
  nvim: string;
}

export const toolsDir = process.env.HYDROCASE_TOOLS || '/var/tmp/hydrocase-tools';
export const envFile = join(toolsDir, 'editors.env');
/** `npm run package` writes it here; HYDROCASE_VSIX points the tests at another build. */
export const vsixPath = process.env.HYDROCASE_VSIX ?? join(repoRoot, 'hydrocase.vsix');
export const artifactsDir = join(repoRoot, 'artifacts');
const inCi = process.env.CI === 'true';

/** KEY=value lines of the env file. */
function readEnvFile(): Record<string, string> {
  const values: Record<string, string> = {};
  if (existsSync(envFile)) {
    for (const line of readFileSync(envFile, 'utf8').split('\n')) {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
      if (match) values[match[1]!] = match[2]!;
    }
  }
  return values;
}

type ToolName = keyof EditorTools;
const envKeys: Record<ToolName, string> = { codeServerBin: 'CODE_SERVER_BIN', node24BinDir: 'NODE24_BIN_DIR', chromium: 'CHROMIUM', nvim: 'NVIM' };
/** What the code-server tests need (Node 24 runs code-server; Chromium shows it). */
export const CODE_SERVER_TOOLS: ToolName[] = ['codeServerBin', 'node24BinDir', 'chromium'];

// The env file wins; the environment only fills gaps (Neovim's own terminal sets $NVIM to a socket).
const fromFile = readEnvFile();
const paths = Object.fromEntries(Object.entries(envKeys).map(([name, key]) => [name, fromFile[key] ?? process.env[key]])) as Partial<EditorTools>;

/** Why the named tools cannot be used, or undefined when they all exist. */
function missingReason(names: readonly ToolName[]): string | undefined {
  const missing = names
    .filter((name) => !paths[name] || !existsSync(paths[name]!))
    .map((name) => (paths[name] ? `${envKeys[name]} (${paths[name]} does not exist)` : envKeys[name]));
  return missing.length ? `editor tools missing: ${missing.join(', ')}; run \`bash scripts/setup-editors.sh\` (it writes ${envFile})` : undefined;
}

/**
 * node:test options for a test that needs `names`: skipped with the reason when one is missing,
 * except in CI, where the test runs and `editorTools()` fails it.
 */
export function needsEditors(names: readonly ToolName[], timeoutMs: number): { timeout: number; skip: string | false } {
  const reason = missingReason(names);
  return { timeout: timeoutMs, skip: reason && !inCi ? reason : false };
}

/** The tools' paths; throws (failing the test) when one of `names` is missing. */
export function editorTools(names: readonly ToolName[]): EditorTools {
  const reason = missingReason(names);
  if (reason) throw new Error(reason);
  return paths as EditorTools;
}

/** The packaged extension; its absence is a failure, not a skip: the tests exist to check it. */
export function requireVsix(): string {
  if (!existsSync(vsixPath)) throw new Error(`${vsixPath} is missing: build it with \`npm run package\` before the editor tests`);
  return vsixPath;
}
