// Drives code-server (VS Code in a browser, with the real Node extension host) for the editor
// tests: one server per test on its own loopback port, with every config and data folder in a
// temporary run folder, Chromium through Playwright, and process groups killed on the way out.
// Recipe and pitfalls: the spec folder's guides/real-editor-tests.md (../shared beside the checkout) §2.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, promisify } from 'node:util';
import { chromium, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import type { EditorTools } from './tools';
import { killGroup, settlesWithin, trackGroup } from './processGroups';

const EXTENSION_ID = 'hydrocase.hydrocase';
const HEALTHY_WITHIN_MS = 30_000;

/** A temporary folder with the subfolders a run needs; `remove()` deletes it. */
export function makeRunDir(prefix = 'hydrocase-e2e-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const sub of ['config', 'data', 'cache', 'user', 'extensions', 'browser']) mkdirSync(join(dir, sub));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** code-server needs Node 24 first on PATH; XDG_* keep it (and Chromium) out of ~/.config. */
function editorEnv(tools: EditorTools, runDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${tools.node24BinDir}:${process.env.PATH ?? ''}`,
    XDG_CONFIG_HOME: join(runDir, 'config'),
    XDG_DATA_HOME: join(runDir, 'data'),
    XDG_CACHE_HOME: join(runDir, 'cache'),
  };
}

export interface ProfileDirs {
  userDataDir: string;
  extensionsDir: string;
}

export function profileDirs(runDir: string): ProfileDirs {
  return { userDataDir: join(runDir, 'user'), extensionsDir: join(runDir, 'extensions') };
}

/** Installs the .vsix the way a user would; returns the installed extension's folder. */
export async function installExtension(tools: EditorTools, runDir: string, vsix: string, dirs = profileDirs(runDir)): Promise<string> {
  const args = ['--user-data-dir', dirs.userDataDir, '--extensions-dir', dirs.extensionsDir, '--install-extension', vsix];
  const { stdout } = await promisify(execFile)(tools.codeServerBin, args, { env: editorEnv(tools, runDir), timeout: 60_000, killSignal: 'SIGKILL' });
  const installed = readdirSync(dirs.extensionsDir).find((name) => name.startsWith(`${EXTENSION_ID}-`));
  if (!installed) throw new Error(`code-server did not install ${vsix}: ${stdout}`);
  return join(dirs.extensionsDir, installed);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface CodeServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  logFile: string;
  /** Kills the server's whole process group (file watcher, extension host, language server). */
  stop(): Promise<void>;
}

/** A quiet workbench: no AI side bar or welcome page taking the screen, no telemetry prompt. */
const USER_SETTINGS = {
  'chat.disableAIFeatures': true,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'workbench.startupEditor': 'none',
  'telemetry.telemetryLevel': 'off',
};

export async function startCodeServer(tools: EditorTools, runDir: string, dirs = profileDirs(runDir)): Promise<CodeServer> {
  mkdirSync(join(dirs.userDataDir, 'User'), { recursive: true });
  writeFileSync(join(dirs.userDataDir, 'User', 'settings.json'), JSON.stringify(USER_SETTINGS, null, 2));
  const port = await freePort();
  const logFile = join(runDir, 'code-server.log');
  const log = openSync(logFile, 'w');
  const child = spawn(
    tools.codeServerBin,
    [
      '--bind-addr',
      `127.0.0.1:${port}`,
      '--auth',
      'none',
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      '--disable-getting-started-override',
      // Makes the built workbench honour the URL's extension-test payload (§2.5).
      '--vscode-option',
      'enable-smoke-test-driver',
      '--user-data-dir',
      dirs.userDataDir,
      '--extensions-dir',
      dirs.extensionsDir,
    ],
    { env: editorEnv(tools, runDir), detached: true, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  const pid = child.pid!;
  const group = trackGroup(pid);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: CodeServer = {
    url: `http://127.0.0.1:${port}`,
    logFile,
    stop: async () => {
      if (!group.release()) return;
      killGroup(pid, 'SIGTERM');
      if (!(await settlesWithin(exited, 5000))) killGroup(pid, 'SIGKILL');
      // The group's other members may outlive the leader by a moment; take them down too.
      killGroup(pid, 'SIGKILL');
    },
  };
  try {
    await waitHealthy(server.url, child);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n--- code-server log ---\n${tail(logFile)}`, { cause: error });
  }
  return server;
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`code-server exited with ${child.exitCode} before answering`);
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`code-server did not answer ${url}/healthz within ${HEALTHY_WITHIN_MS} ms`);
}

export function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * The tails of the extension host's log and of HydroCase's output channel (written under the
 * user-data-dir): outside extension-test runs the host's console never reaches the page.
 */
export function extensionLogs(dirs: ProfileDirs): string {
  const wanted = new Set(['remoteexthost.log', 'HydroCase.log']);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (wanted.has(entry.name)) found.push(`--- ${path} ---\n${tail(path)}`);
    }
  };
  try {
    walk(join(dirs.userDataDir, 'logs'));
  } catch {
    // no logs yet
  }
  return found.join('\n') || '(no extension host logs)';
}

/** Debian's Chromium, headless, with its own profile and config folder (§2.4). */
export async function openBrowser(tools: EditorTools, runDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(join(runDir, 'browser'), {
    executablePath: tools.chromium,
    headless: true,
    viewport: { width: 1400, height: 900 },
    env: editorEnv(tools, runDir) as Record<string, string>,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    timeout: 60_000,
  });
}

export function workbenchUrl(server: CodeServer, folder: string, payload?: Array<[string, string]>): string {
  const query = `folder=${encodeURIComponent(folder)}${payload ? `&payload=${encodeURIComponent(JSON.stringify(payload))}` : ''}`;
  return `${server.url}/?${query}`;
}

/** A path on the code-server host, as the web workbench names it (a vscode-remote URI). */
export function remoteUri(server: CodeServer, path: string): string {
  return `vscode-remote://${new URL(server.url).host}${path}`;
}

/**
 * Copies the page's console to `write`, in order and formatted as written (the workbench logs as
 * `('%c INFO', 'color: …', fmt, ...args)`; the styling is dropped). In extension-test runs this
 * carries the extension host's console (mocha's report), mixed with the workbench's own lines:
 * nothing tells them apart.
 */
export function forwardConsole(page: Page, write: (line: string) => void): void {
  let written = Promise.resolve();
  page.on('console', (message: ConsoleMessage) => {
    const line = consoleLine(message).catch(() => undefined);
    written = written.then(async () => {
      const text = await line;
      if (text !== undefined) write(text);
    });
  });
}

async function consoleLine(message: ConsoleMessage): Promise<string | undefined> {
  const args = await Promise.all(message.args().map((arg) => arg.jsonValue().catch(() => String(arg))));
  const [first, second, ...rest] = args;
  if (typeof first !== 'string' || first === '') return undefined;
  // Plain messages (the workbench logs each notification so) stay whole.
  return first.startsWith('%c') && typeof second === 'string' ? format(...rest) : format(...args);
}

export interface ExtensionTestRun {
  workspace: string;
  extensionDevelopmentPath: string;
  /** The compiled test runner module (exports `run()`). */
  extensionTestsPath: string;
  deadlineMs: number;
  write: (line: string) => void;
}

/**
 * Runs an extension test module inside code-server's extension host (§2.5): the workbench takes
 * the development extension and the tests from the URL payload, and reports the host's exit
 * code through `window.codeAutomationExit`. Resolves with that code ('timeout' past the deadline).
 */
export async function runExtensionTests(tools: EditorTools, runDir: string, run: ExtensionTestRun, dirs = profileDirs(runDir)): Promise<number | 'timeout'> {
  const server = await startCodeServer(tools, runDir, dirs);
  let browser: BrowserContext | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    browser = await openBrowser(tools, runDir);
    const page = browser.pages()[0] ?? (await browser.newPage());
    let exit!: (code: number) => void;
    const exited = new Promise<number>((resolve) => (exit = resolve));
    await page.exposeFunction('codeAutomationExit', (code: number) => exit(code));
    forwardConsole(page, run.write);
    const payload: Array<[string, string]> = [
      ['extensionDevelopmentPath', remoteUri(server, run.extensionDevelopmentPath)],
      ['extensionTestsPath', remoteUri(server, run.extensionTestsPath)],
    ];
    await page.goto(workbenchUrl(server, run.workspace, payload), { timeout: 60_000 });
    const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), run.deadlineMs)));
    return await Promise.race([exited, timedOut]);
  } finally {
    clearTimeout(timer);
    await browser?.close().catch(() => undefined);
    await server.stop();
  }
}
