// The user's view in code-server (VS Code 1.139 in Chromium): open a broken case, open
// stages.json from the explorer, see the squiggle and the Problems panel entries (the unopened
// Parquet table's too), run "HydroCase: Validate Case" from the palette and read its notification.
// Leaves a screenshot in artifacts/code-server-ui.png. Selectors are VS Code internals (pinned).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { CODE_SERVER_TOOLS, artifactsDir, editorTools, needsEditors, requireVsix } from './tools';
import { extensionLogs, forwardConsole, installExtension, makeRunDir, openBrowser, profileDirs, startCodeServer, tail, workbenchUrl, type CodeServer } from './codeServer';
import { writeBrokenCase } from './fixtures';
import { GEOMETRY_FILE, GEOMETRY_MESSAGE_PREFIX, GEOMETRY_RULE, STAGES_FILE, STAGES_MESSAGE, STAGES_RULE, badHoursRange } from './fixtureSpec';

const STEP_MS = 60_000;

test('code-server UI: squiggle, Problems panel entries and the Validate Case notification', needsEditors(CODE_SERVER_TOOLS, 180_000), async () => {
  const tools = editorTools(CODE_SERVER_TOOLS);
  const vsix = requireVsix();
  const run = makeRunDir();
  const pageLog: string[] = [];
  let server: CodeServer | undefined;
  let browser: BrowserContext | undefined;
  let page: Page | undefined;
  mkdirSync(artifactsDir, { recursive: true });
  const failureShot = join(artifactsDir, 'code-server-ui-failure.png');
  rmSync(failureShot, { force: true }); // from an earlier failed run
  try {
    await installExtension(tools, run.dir, vsix);
    server = await startCodeServer(tools, run.dir);
    const workspace = writeBrokenCase();
    browser = await openBrowser(tools, run.dir);
    page = browser.pages()[0] ?? (await browser.newPage());
    forwardConsole(page, (line) => pageLog.push(line));
    const started = Date.now();
    const lap = (what: string) => console.log(`${what}: ${Date.now() - started} ms`);
    await page.goto(workbenchUrl(server, workspace), { timeout: STEP_MS });

    await page.locator('.explorer-folders-view .monaco-list-row', { hasText: STAGES_FILE }).first().click({ timeout: STEP_MS });
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: STEP_MS });
    lap('squiggle in stages.json');

    await page.keyboard.press('Control+Shift+M');
    const problems = page.locator('.markers-panel .monaco-list-row');
    const stagesRow = problems.filter({ hasText: STAGES_RULE }).first();
    await stagesRow.waitFor({ timeout: STEP_MS });
    assert.match(await stagesRow.innerText(), new RegExp(escape(STAGES_MESSAGE)));
    // Go to the problem: the cursor lands on the bad value's line (and the screenshot shows it).
    await stagesRow.click();
    const line = badHoursRange(readFileSync(join(workspace, STAGES_FILE), 'utf8')).start.line + 1;
    await page.locator('.statusbar-item', { hasText: `Ln ${line}, Col` }).first().waitFor({ timeout: STEP_MS });
    // The geometry table's problems are listed under its file, collapsed or not: find the file row.
    await problems.filter({ hasText: GEOMETRY_FILE.split('/').pop()! }).first().waitFor({ timeout: STEP_MS });
    const geometryRow = problems.filter({ hasText: GEOMETRY_RULE }).first();
    await geometryRow.waitFor({ timeout: STEP_MS });
    assert.match(await geometryRow.innerText(), new RegExp(escape(GEOMETRY_MESSAGE_PREFIX)));
    lap('Problems panel');

    await runCommand(page, 'HydroCase: Validate Case');
    // A page without focus (headless) keeps toasts back until it gets focus: read the
    // notification where it also lands, the notification centre.
    await runCommand(page, 'Notifications: Show Notifications');
    const notification = page.locator('.notifications-center .notification-list-item', { hasText: 'HydroCase:' }).first();
    await notification.waitFor({ timeout: STEP_MS });
    assert.match(await notification.innerText(), /HydroCase: .*: \d+ errors? \(\d+ files?, \d+ ms\)/);
    lap('Validate Case notification');

    await page.screenshot({ path: join(artifactsDir, 'code-server-ui.png') });
  } catch (error) {
    await page?.screenshot({ path: failureShot }).catch(() => undefined);
    const logs = `${extensionLogs(profileDirs(run.dir))}\n--- page console ---\n${pageLog.slice(-40).join('\n')}\n--- code-server log ---\n${server ? tail(server.logFile) : '(not started)'}`;
    throw new Error(`${(error as Error).message}\n(screenshot: artifacts/code-server-ui-failure.png)\n${logs}`, { cause: error });
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    run.remove();
  }
});

/** Runs a command from the palette (F1) by clicking its entry. */
async function runCommand(page: Page, title: string): Promise<void> {
  await page.keyboard.press('F1');
  await page.keyboard.type(title);
  await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().click({ timeout: STEP_MS });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
