// The user's view in code-server (VS Code 1.139 in Chromium): open a broken case, open
// stages.json from the explorer, see the squiggle and the Problems panel entries (the unopened
// Parquet table's too), run "HydroCase: Validate Case" from the palette and read its notification.
// Leaves a screenshot in artifacts/code-server-ui.png. Selectors are VS Code internals (pinned).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { CODE_SERVER_TOOLS, artifactsDir, editorTools, needsEditors, requireVsix } from './tools';
import { forwardExtensionHostConsole, installExtension, makeRunDir, openBrowser, startCodeServer, tail, workbenchUrl, type CodeServer } from './codeServer';
import { writeBrokenCase } from './fixtures';
import { GEOMETRY_FILE, GEOMETRY_MESSAGE_PREFIX, GEOMETRY_RULE, STAGES_MESSAGE, STAGES_RULE } from './fixtureSpec';

const STEP_MS = 60_000;

test('code-server UI: squiggle, Problems panel entries and the Validate Case notification', needsEditors(CODE_SERVER_TOOLS, 180_000), async () => {
  const tools = editorTools(CODE_SERVER_TOOLS);
  const vsix = requireVsix();
  const run = makeRunDir();
  const hostLog: string[] = [];
  let server: CodeServer | undefined;
  let browser: BrowserContext | undefined;
  let page: Page | undefined;
  mkdirSync(artifactsDir, { recursive: true });
  try {
    await installExtension(tools, run.dir, vsix);
    server = await startCodeServer(tools, run.dir);
    const workspace = writeBrokenCase();
    browser = await openBrowser(tools, run.dir);
    page = browser.pages()[0] ?? (await browser.newPage());
    forwardExtensionHostConsole(page, (line) => hostLog.push(line));
    const started = Date.now();
    const lap = (what: string) => console.log(`${what}: ${Date.now() - started} ms`);
    await page.goto(workbenchUrl(server, workspace), { timeout: STEP_MS });

    await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'stages.json' }).first().click({ timeout: STEP_MS });
    await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: STEP_MS });
    lap('squiggle in stages.json');

    await page.keyboard.press('Control+Shift+M');
    const problems = page.locator('.markers-panel .monaco-list-row');
    const stagesRow = problems.filter({ hasText: STAGES_RULE }).first();
    await stagesRow.waitFor({ timeout: STEP_MS });
    assert.match(await stagesRow.innerText(), new RegExp(escape(STAGES_MESSAGE)));
    // The geometry table's problems are listed under its file, collapsed or not: find the file row.
    await problems.filter({ hasText: GEOMETRY_FILE.split('/').pop()! }).first().waitFor({ timeout: STEP_MS });
    const geometryRow = problems.filter({ hasText: GEOMETRY_RULE }).first();
    await geometryRow.waitFor({ timeout: STEP_MS });
    assert.match(await geometryRow.innerText(), new RegExp(escape(GEOMETRY_MESSAGE_PREFIX)));
    lap('Problems panel');

    await page.keyboard.press('F1');
    await page.keyboard.type('HydroCase: Validate Case');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'HydroCase: Validate Case' }).first().waitFor({ timeout: STEP_MS });
    await page.keyboard.press('Enter');
    const toast = page.locator('.notifications-toasts .notification-toast', { hasText: 'HydroCase:' }).first();
    await toast.waitFor({ timeout: STEP_MS });
    assert.match(await toast.innerText(), /HydroCase: .*\d+ errors? .*\(\d+ files?, \d+ ms\)/s);
    lap('Validate Case notification');

    await page.screenshot({ path: join(artifactsDir, 'code-server-ui.png') });
  } catch (error) {
    await page?.screenshot({ path: join(artifactsDir, 'code-server-ui-failure.png') }).catch(() => undefined);
    const logs = `--- extension host console ---\n${hostLog.join('\n')}\n--- code-server log ---\n${server ? tail(server.logFile) : '(not started)'}`;
    throw new Error(`${(error as Error).message}\n(screenshot: artifacts/code-server-ui-failure.png)\n${logs}`, { cause: error });
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    run.remove();
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
