// The table view in code-server (VS Code 1.139 in Chromium): open a broken case, click the
// geometry table's Parquet problem in the Problems panel, and find the offending row and cell on
// screen in the table view, marked, with the message on hover; the file's problem list selects a
// problem's cell. Screenshots in a light and a dark theme: artifacts/table-view-{light,dark}.png. Selectors of the
// workbench are VS Code internals (pinned); those of the webview are ours (client/tableViewHtml.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { CODE_SERVER_TOOLS, artifactsDir, needsEditors } from './tools';
import { STEP_MS, inWorkbench, runCommand } from './workbench';
import { writeBrokenCase } from './fixtures';
import { GEOMETRY_BAD_HEIGHT, GEOMETRY_BAD_ROW, GEOMETRY_FILE, GEOMETRY_RULE } from './fixtureSpec';

test('code-server: a Parquet problem clicked in the Problems panel opens the table view on its row and cell', needsEditors(CODE_SERVER_TOOLS, 180_000), async () => {
  await inWorkbench(
    'table-view',
    () => writeBrokenCase(),
    async (page, _workspace, lap) => {
      await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: STEP_MS });

      await page.keyboard.press('Control+Shift+M');
      const problem = page.locator('.markers-panel .monaco-list-row', { hasText: GEOMETRY_RULE }).first();
      await problem.waitFor({ timeout: STEP_MS });
      lap('Parquet problem in the Problems panel');
      await problem.click();

      // The one click opened the table view (the case table's default editor) at the problem's row.
      const view = tableFrame(page);
      const row = view.locator(`#rows .row[data-row="${GEOMETRY_BAD_ROW}"]`);
      await row.waitFor({ timeout: STEP_MS });
      const cell = row.locator('.value.problem.error');
      assert.equal(await cell.count(), 1, 'one cell of the row is marked');
      assert.equal(await cell.innerText(), String(GEOMETRY_BAD_HEIGHT));
      assert.match((await cell.getAttribute('title')) ?? '', new RegExp(`^${GEOMETRY_RULE} \\(error\\): `));
      assert.ok(await cell.isVisible(), 'the offending cell is on screen');
      assert.match(await view.locator('.head').innerText(), /row \(0-based\)/);
      assert.match(await view.locator('#problem-list').innerText(), new RegExp(`row ${GEOMETRY_BAD_ROW} · height_m\\s+${GEOMETRY_RULE}`));
      // GEO-004, the XF-002 the fixture's unknown hydro_id adds, and the CASE-002 hint on the table.
      assert.match(await view.locator('#summary').innerText(), /^4 rows · 1 row group · ZSTD · 3 problems$/);
      assert.equal(await page.locator('.tab.active', { hasText: GEOMETRY_FILE.split('/').pop()! }).count(), 1);
      lap('row on screen in the table view');
      // The file's problem list beside the table: one click selects the problem's cell and shows its message.
      await view.locator('#problem-list button', { hasText: `row ${GEOMETRY_BAD_ROW} · height_m` }).click();
      await view.locator('#status', { hasText: `row ${GEOMETRY_BAD_ROW}, height_m: ${GEOMETRY_RULE} (error)` }).waitFor({ timeout: STEP_MS });
      assert.equal(await row.locator('.value.selected').innerText(), String(GEOMETRY_BAD_HEIGHT));
      // One screenshot in each of the workbench's two default themes (light and dark).
      const themes: string[] = [];
      for (const toggle of [false, true]) {
        if (toggle) await runCommand(page, 'Preferences: Toggle between Light/Dark Themes');
        await page.waitForTimeout(1000);
        const theme = await themeOf(page);
        themes.push(theme);
        await page.screenshot({ path: join(artifactsDir, `table-view-${theme}.png`) });
      }
      assert.deepEqual(themes.sort(), ['dark', 'light']);
    },
  );
});

/** The table view's document: a webview is an iframe holding the active frame with our page. */
function tableFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
}

/** The workbench's theme kind, from the class VS Code puts on the workbench. */
async function themeOf(page: Page): Promise<string> {
  const classes = String(await page.evaluate("document.querySelector('.monaco-workbench').className"));
  return /\bhc-(black|light)\b/.test(classes) ? 'high-contrast' : /\bvs-dark\b/.test(classes) ? 'dark' : 'light';
}
