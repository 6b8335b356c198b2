// Driving code-server in Chromium for the UI tests: a fresh editor with the packaged extension on a
// workspace, a page, and the palette. Selectors are VS Code internals (pinned with code-server).
import { mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { escapeRegExp } from '../support/assertions';
import type { BrowserContext, Page } from 'playwright-core';
import { CODE_SERVER_TOOLS, artifactsDir, editorTools, requireVsix } from './tools';
import { extensionLogs, forwardConsole, installExtension, makeRunDir, openBrowser, profileDirs, startCodeServer, tail, workbenchUrl, type CodeServer } from './codeServer';

/** The longest one UI step may take on a loaded machine. */
export const STEP_MS = 60_000;

/**
 * A fresh code-server with the packaged extension on the workspace `makeWorkspace` writes, and
 * Chromium on it; `body` drives the page. Leaves artifacts/<shot>.png (or <shot>-failure.png with
 * the logs in the error), and always stops the editor.
 */
export async function inWorkbench(
  shot: string,
  makeWorkspace: (runDir: string) => string,
  body: (page: Page, workspace: string, lap: (what: string) => void) => Promise<void>,
): Promise<void> {
  const tools = editorTools(CODE_SERVER_TOOLS);
  const vsix = requireVsix();
  const run = makeRunDir();
  const pageLog: string[] = [];
  let server: CodeServer | undefined;
  let browser: BrowserContext | undefined;
  let page: Page | undefined;
  mkdirSync(artifactsDir, { recursive: true });
  const failureShot = join(artifactsDir, `${shot}-failure.png`);
  rmSync(failureShot, { force: true }); // from an earlier failed run
  try {
    await installExtension(tools, run.dir, vsix);
    server = await startCodeServer(tools, run.dir);
    const workspace = makeWorkspace(run.dir);
    browser = await openBrowser(tools, run.dir);
    page = browser.pages()[0] ?? (await browser.newPage());
    forwardConsole(page, (line) => pageLog.push(line));
    const started = Date.now();
    const lap = (what: string) => console.log(`${what}: ${Date.now() - started} ms`);
    await page.goto(workbenchUrl(server, workspace), { timeout: STEP_MS });
    await body(page, workspace, lap);
    // A palette closed by the last command fades out: the screenshot shows the workbench after it.
    await page
      .locator('.quick-input-widget')
      .waitFor({ state: 'hidden', timeout: 2000 })
      .catch(() => undefined);
    await page.screenshot({ path: join(artifactsDir, `${shot}.png`) });
  } catch (error) {
    await page?.screenshot({ path: failureShot }).catch(() => undefined);
    const logs = `${extensionLogs(profileDirs(run.dir))}\n--- page console ---\n${pageLog.slice(-40).join('\n')}\n--- code-server log ---\n${server ? tail(server.logFile) : '(not started)'}`;
    throw new Error(`${(error as Error).message}\n(screenshot: artifacts/${shot}-failure.png)\n${logs}`, { cause: error });
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    run.remove();
  }
}

/** Runs a command from the palette (F1) by clicking its entry. */
export async function runCommand(page: Page, title: string): Promise<void> {
  await page.keyboard.press('F1');
  await fillQuickInput(page, `>${title}`);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().click({ timeout: STEP_MS });
}

/**
 * Puts `text` in the open palette or quick pick. Filled, not typed: keys typed while the focus is
 * still on its way from a webview to the palette were lost (a CI run saw the palette open on ">"
 * alone after "View: Close Editor" had returned the focus to the case overview).
 */
export async function fillQuickInput(page: Page, text: string): Promise<void> {
  await page.locator('.quick-input-widget .quick-input-box input').fill(text, { timeout: STEP_MS });
}

/**
 * Opens a file of the workspace by name (Quick Open). The row clicked is the one named exactly like
 * the file: right after typing, the list may still show the recently opened files, and clicking its
 * first row reopened the file already open (a CI failure: the table view never came).
 */
export async function quickOpen(page: Page, file: string): Promise<void> {
  await page.keyboard.press('Control+P');
  await fillQuickInput(page, file);
  await page
    .locator('.quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: new RegExp(`^${escapeRegExp(basename(file))}$`) }) })
    .first()
    .click({ timeout: STEP_MS });
}

/** Puts the cursor on a 1-based line and column (Go to Line) and opens the quick-fix menu there. */
export async function quickFixMenuAt(page: Page, line: number, column = 12): Promise<void> {
  await page.keyboard.press('Control+G');
  await fillQuickInput(page, `:${line}:${column}`);
  await page
    .locator('.quick-input-list .monaco-list-row', { hasText: `line ${line}` })
    .first()
    .waitFor({ timeout: STEP_MS });
  await page.keyboard.press('Enter');
  await page
    .locator('.statusbar-item', { hasText: `Ln ${line}, Col ${column}` })
    .first()
    .waitFor({ timeout: STEP_MS });
  // The light bulb shows once the server answered; Ctrl+. while the focus is still on its way back
  // from Go to Line was lost under load, so retry it until the menu is open.
  const menu = page.locator('.action-widget').first();
  const deadline = Date.now() + STEP_MS;
  while (!(await menu.isVisible())) {
    if (Date.now() > deadline) throw new Error('the quick-fix menu did not open');
    await page.keyboard.press('Control+.');
    await menu.waitFor({ timeout: 3000 }).catch(() => undefined);
  }
}

/** Runs "HydroCase: Show Case Overview"; with one case in the workspace it may not ask which. */
export async function showCaseOverview(page: Page): Promise<void> {
  const title = 'HydroCase: Show Case Overview';
  const deadline = Date.now() + STEP_MS;
  for (;;) {
    await page.keyboard.press('F1');
    await fillQuickInput(page, `>${title}`);
    try {
      await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().click({ timeout: 5000 });
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await page.keyboard.press('Escape');
    }
  }
  const tab = page.locator('.tab', { hasText: 'Overview:' });
  const pick = page.locator('.quick-input-list .monaco-list-row', { hasText: 'hydrocase-test-' }).first();
  await tab.or(pick).first().waitFor({ timeout: STEP_MS });
  if ((await tab.count()) === 0) await pick.click();
}
