// The scenario plots in code-server (VS Code 1.139 in Chromium), on a copy of the Cobre example
// d12-par-annual given inflow and load statistics (one negative standard deviation in each: SCN-004,
// SCN-023), AR coefficients and a correlation profile: "HydroCase: Show Scenario Plots" opens the
// inflow statistics with the flagged point marked and listed; each tab draws its plot (the history
// of 30 years, the load band, the correlation heat map); the profile chooser asks the server again;
// a marked point opens the table at its row; the table view's "Plot load statistics" and the case
// overview's plant buttons open the view on their plot. Screenshots of each plot in a light and a
// dark theme: artifacts/scenario-plots-{inflow-stats,inflow-history,load-stats,correlation}-{light,dark}.png.
// Selectors of the workbench are VS Code internals (pinned); those of the webview are ours (client/scenarioPlotsHtml.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { CODE_SERVER_TOOLS, artifactsDir, needsEditors } from './tools';
import { STEP_MS, inWorkbench, runCommand, showCaseOverview } from './workbench';
import { NEGATIVE_INFLOW_STD_ROW, NEGATIVE_LOAD_STD_ROW, writeScenarioPlotsCase } from '../support/scenarioPlotsCase';
import type { ScenarioPlotKind } from '../../shared/views/scenarioPlots';

const SHOT_NAMES: Record<ScenarioPlotKind, string> = {
  inflowStats: 'inflow-stats',
  inflowHistory: 'inflow-history',
  loadStats: 'load-stats',
  correlation: 'correlation',
};

test('code-server: Show Scenario Plots draws each plot with its failing points; the table view and the overview open it', needsEditors(CODE_SERVER_TOOLS, 300_000), async () => {
  const caseDir = await writeScenarioPlotsCase();
  await inWorkbench(
    'scenario-plots',
    () => caseDir,
    async (page, _workspace, lap) => {
      await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: STEP_MS });
      await page.keyboard.press('Control+Shift+M');
      await page.locator('.markers-panel .monaco-list-row', { hasText: 'SCN-004' }).first().waitFor({ timeout: STEP_MS });
      await runCommand(page, 'View: Hide Panel');
      lap('case validated');

      await runCommand(page, 'HydroCase: Show Scenario Plots');
      const view = webviewFrame(page);
      await view.locator('#chart canvas').first().waitFor({ timeout: STEP_MS });
      assert.equal(await view.locator('#tab-inflowStats').getAttribute('aria-selected'), 'true');
      assert.match(await view.locator('#note').innerText(), /hydro 0 \(.*\): 24 stages drawn of the table's 48 rows; .*1 point has a problem/);
      assert.match(await view.locator('#marks').innerText(), new RegExp(`row ${NEGATIVE_INFLOW_STD_ROW}: stage 5.*SCN-004`));
      lap('inflow statistics drawn');

      for (const kind of ['inflowStats', 'inflowHistory', 'loadStats', 'correlation'] as const) {
        await view.locator(`#tab-${kind}`).click();
        await view.locator(`#tab-${kind}[aria-selected="true"]`).waitFor({ timeout: STEP_MS });
        if (kind === 'correlation') await view.locator('#heatmaps svg rect').first().waitFor({ timeout: STEP_MS });
        else await view.locator('#chart canvas').first().waitFor({ timeout: STEP_MS });
        if (kind === 'inflowHistory') assert.match(await view.locator('#note').innerText(), /360 observations from 1979-01-01 to 2008-12-01/);
        if (kind === 'loadStats') assert.match(await view.locator('#marks').innerText(), new RegExp(`row ${NEGATIVE_LOAD_STD_ROW}: .*SCN-023`));
        if (kind === 'correlation') {
          assert.match(await view.locator('#note').innerText(), /Profile "default" \(method spectral\): 1 group/);
          assert.equal(await view.locator('#heatmaps svg text', { hasText: 'inflow 0' }).count(), 2, 'row and column label');
        }
        await shootBothThemes(page, view, SHOT_NAMES[kind]);
        lap(`${kind} drawn`);
      }

      // The profile chooser: the dry profile is scheduled for stages 6 and 7.
      await view.locator('#chooser').selectOption('dry');
      await view.locator('#note', { hasText: 'Profile "dry"' }).waitFor({ timeout: STEP_MS });
      assert.match(await view.locator('#note').innerText(), /scheduled for 2 stages 6–7/);
      assert.ok((await view.locator('#heatmaps text', { hasText: '-0.25' }).count()) >= 2);

      // A marked point opens its row in the table view.
      await view.locator('#tab-loadStats').click();
      await view.locator('#marks button', { hasText: `row ${NEGATIVE_LOAD_STD_ROW}` }).click({ timeout: STEP_MS });
      await page.locator('.tab.active', { hasText: 'load_seasonal_stats.parquet' }).waitFor({ timeout: STEP_MS });
      lap('marked point shown in the table view');

      // The table view's button opens the plot of its table.
      const table = webviewFrame(page);
      await table.locator('#scenario-plot', { hasText: 'Plot load statistics' }).click({ timeout: STEP_MS });
      await page.locator('.tab.active', { hasText: 'Scenario plots' }).waitFor({ timeout: STEP_MS });
      await webviewFrame(page).locator('#tab-loadStats[aria-selected="true"]').waitFor({ timeout: STEP_MS });
      lap('table view button');

      // The case overview: a plant's label, then its inflow history button.
      await runCommand(page, 'View: Close All Editors');
      await showCaseOverview(page);
      const overview = webviewFrame(page);
      await overview.locator('#summary', { hasText: /study stages/ }).waitFor({ timeout: STEP_MS });
      await overview.locator('#scroller').click({ position: { x: 40, y: 50 + 22 + 11 } });
      await overview.locator('#details button', { hasText: 'Inflow history of hydro 1' }).click({ timeout: STEP_MS });
      await page.locator('.tab.active', { hasText: 'Scenario plots' }).waitFor({ timeout: STEP_MS });
      const plots = webviewFrame(page);
      await plots.locator('#tab-inflowHistory[aria-selected="true"]').waitFor({ timeout: STEP_MS });
      await plots.locator('#note', { hasText: /^hydro 1/ }).waitFor({ timeout: STEP_MS });
      assert.equal(await plots.locator('#chooser').inputValue(), '1');
      lap('overview button');
    },
  );
});

async function shootBothThemes(page: Page, view: FrameLocator, name: string): Promise<void> {
  const themes: string[] = [];
  for (const toggle of [false, true]) {
    if (toggle) {
      await runCommand(page, 'Preferences: Toggle between Light/Dark Themes');
      await page.waitForTimeout(1500);
    }
    const theme = await themeOf(page);
    themes.push(theme);
    await view.locator('#title').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(artifactsDir, `scenario-plots-${name}-${theme}.png`) });
  }
  assert.deepEqual(themes.sort(), ['dark', 'light']);
}

/** The active webview's document: a webview is an iframe holding the active frame with our page. */
function webviewFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready:visible').first().frameLocator('#active-frame');
}

/** The workbench's theme kind, from the class VS Code puts on the workbench. */
async function themeOf(page: Page): Promise<string> {
  const classes = String(await page.evaluate("document.querySelector('.monaco-workbench').className"));
  return /\bhc-(black|light)\b/.test(classes) ? 'high-contrast' : /\bvs-dark\b/.test(classes) ? 'dark' : 'light';
}
