// The plant curves view in code-server (VS Code 1.139 in Chromium): on a case with a geometry
// problem, rejected planes and two tailrace families, "HydroCase: Show Plant Curves" picks the
// plant from a quick pick and opens the view with every chart drawn from the server's answer;
// choosing another stage asks the server again (the rejected plane appears); a marked point opens
// the geometry table at its row. Screenshots in a light and a dark theme, of the top (geometry,
// hyperplanes) and of the bottom (tailrace, productivity): artifacts/plant-curves-{light,dark}-{top,bottom}.png.
// Selectors of the workbench are VS Code internals (pinned); those of the webview are ours (client/plantCurvesHtml.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { CODE_SERVER_TOOLS, artifactsDir, needsEditors } from './tools';
import { STEP_MS, inWorkbench, runCommand } from './workbench';
import { writeCase } from '../support/cases';
import { DROPPING_HEIGHT_ROW, REJECTED_PLANE_ROW, plantCurvesCaseFiles } from '../support/plantCurvesCase';

test('code-server: Show Plant Curves picks a plant and draws its curves; a stage choice and a marked point round-trip', needsEditors(CODE_SERVER_TOOLS, 240_000), async () => {
  await inWorkbench(
    'plant-curves',
    () => writeCase(plantCurvesCaseFiles()),
    async (page, _workspace, lap) => {
      await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: STEP_MS });
      // The case is validated once its problems are published: the plant list is then known.
      await page.keyboard.press('Control+Shift+M');
      await page.locator('.markers-panel .monaco-list-row', { hasText: 'GEO-006' }).first().waitFor({ timeout: STEP_MS });
      await runCommand(page, 'View: Hide Panel');
      lap('case validated');

      await runCommand(page, 'HydroCase: Show Plant Curves');
      await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Furnas' }).first().click({ timeout: STEP_MS });
      const view = webviewFrame(page);
      await view.locator('#chart-height canvas').first().waitFor({ timeout: STEP_MS });
      lap('plant curves drawn');
      assert.equal((await view.locator('#sections canvas').count()) >= 6, true, 'geometry (2), hyperplanes (3) and tailrace charts');
      assert.match(await view.locator('#geometry-note').innerText(), /storage range 200–900 hm³ shaded; 1 point breaks a rule/);
      assert.match(await view.locator('#geometry-marks').innerText(), new RegExp(`row ${DROPPING_HEIGHT_ROW}: .*GEO-006`));
      assert.equal(await view.locator('#plant').inputValue(), '1');

      // Another stage: the server reads that stage's planes (the null-stage rows, one rejected).
      await view.locator('#stage').selectOption('2');
      await view.locator('#planes-marks', { hasText: `row ${REJECTED_PLANE_ROW}` }).waitFor({ timeout: STEP_MS });
      assert.match(await view.locator('#planes-marks').innerText(), /FPH-005/);
      lap('stage 2 drawn');

      const themes: string[] = [];
      for (const toggle of [false, true]) {
        if (toggle) {
          await runCommand(page, 'Preferences: Toggle between Light/Dark Themes');
          await page.waitForTimeout(1500);
        }
        const theme = await themeOf(page);
        themes.push(theme);
        await view.locator('#title').scrollIntoViewIfNeeded();
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(artifactsDir, `plant-curves-${theme}-top.png`) });
        await view.locator('#tailrace-title').evaluate((heading) => heading.scrollIntoView());
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(artifactsDir, `plant-curves-${theme}-bottom.png`) });
      }
      assert.deepEqual(themes.sort(), ['dark', 'light']);
      console.log(`screenshots: ${artifactsDir}/plant-curves-{light,dark}-{top,bottom}.png`);

      // A marked point opens the geometry table at its row.
      await view.locator('#geometry-marks button', { hasText: `row ${DROPPING_HEIGHT_ROW}` }).click();
      await page.locator('.tab.active', { hasText: 'hydro_geometry.parquet' }).waitFor({ timeout: STEP_MS });
      lap('marked point shown in the table view');
    },
  );
});

/** The active webview's document: a webview is an iframe holding the active frame with our page. */
function webviewFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready').first().frameLocator('#active-frame');
}

/** The workbench's theme kind, from the class VS Code puts on the workbench. */
async function themeOf(page: Page): Promise<string> {
  const classes = String(await page.evaluate("document.querySelector('.monaco-workbench').className"));
  return /\bhc-(black|light)\b/.test(classes) ? 'high-contrast' : /\bvs-dark\b/.test(classes) ? 'dark' : 'light';
}
