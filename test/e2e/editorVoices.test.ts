// The rest of the case folder in code-server: a copy of the Cobre example 1dtoy (its system/buses.json,
// system/lines.json and initial_conditions.json carry $schema URLs) with a hydrocase.json that names an
// unknown rule. Those files are HydroCase's: no "Unable to load schema" warning from VS Code's JSON
// extension, and the status item on them; the hydrocase.json mistake is a problem on that file and a
// warning on the status item; a scenarios/ table opens in the table view, with the status item, and
// the inflow history shows its Date32 column as dates.
// Screenshots: artifacts/editor-voices-buses.png, artifacts/editor-voices-hydrocase-json.png,
// artifacts/editor-voices-scenarios-table.png, artifacts/editor-voices-inflow-history-table.png (and the
// last state as artifacts/editor-voices.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { CODE_SERVER_TOOLS, artifactsDir, needsEditors } from './tools';
import { STEP_MS, inWorkbench, quickOpen } from './workbench';
import { examplesDir } from '../support/cli';

function writeWorkspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-voices-'));
  cpSync(join(examplesDir, '1dtoy'), dir, { recursive: true });
  // A real inflow history (its date column is Date32): the table view shows its dates as dates.
  cpSync(join(examplesDir, 'deterministic', 'd12-par-annual', 'scenarios', 'inflow_history.parquet'), join(dir, 'scenarios', 'inflow_history.parquet'));
  writeFileSync(join(dir, 'hydrocase.json'), '{\n  "rules": { "STG-999": "off" }\n}\n');
  return dir;
}

function statusItem(page: Page) {
  return page.locator('.statusbar-item', { hasText: 'HydroCase' });
}

test(
  "code-server: the loader files are HydroCase's, a broken hydrocase.json shows where the planner looks, a scenario table opens in the table view",
  needsEditors(CODE_SERVER_TOOLS, 240_000),
  async () => {
    await inWorkbench('editor-voices', writeWorkspace, async (page, _workspace, lap) => {
      await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: STEP_MS });

      await quickOpen(page, 'system/buses.json');
      await page.locator('.tab.active', { hasText: 'buses.json' }).waitFor({ timeout: STEP_MS });
      // The status item: the case's counts, and the hydrocase.json warning.
      await statusItem(page).filter({ hasText: 'hydrocase.json not applied' }).waitFor({ timeout: STEP_MS });
      lap('status item on system/buses.json');
      await page.keyboard.press('Control+Shift+M');
      const markers = page.locator('.markers-panel');
      await markers.locator('.monaco-list-row', { hasText: 'unknown rule id "STG-999"' }).first().waitFor({ timeout: STEP_MS });
      // VS Code's JSON extension had time to fetch buses.json's $schema: it must not have spoken.
      await page.waitForTimeout(3000);
      assert.equal(await markers.locator('.monaco-list-row', { hasText: 'Unable to load schema' }).count(), 0, 'no foreign $schema warning');
      await page.screenshot({ path: join(artifactsDir, 'editor-voices-buses.png') });

      await quickOpen(page, 'hydrocase.json');
      await page.locator('.tab.active', { hasText: 'hydrocase.json' }).waitFor({ timeout: STEP_MS });
      await page.locator('.squiggly-error').first().waitFor({ timeout: STEP_MS });
      await page.screenshot({ path: join(artifactsDir, 'editor-voices-hydrocase-json.png') });

      await quickOpen(page, 'scenarios/inflow_seasonal_stats.parquet');
      const table = page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
      await table.locator('#summary', { hasText: 'rows' }).waitFor({ timeout: STEP_MS });
      await statusItem(page).first().waitFor({ timeout: STEP_MS });
      lap('scenario table in the table view, with the status item');
      await page.screenshot({ path: join(artifactsDir, 'editor-voices-scenarios-table.png') });

      await quickOpen(page, 'scenarios/inflow_history.parquet');
      await page.locator('.tab.active', { hasText: 'inflow_history.parquet' }).waitFor({ timeout: STEP_MS });
      const history = page.frameLocator('iframe.webview.ready:visible').frameLocator('#active-frame');
      await history.locator('#summary', { hasText: 'rows' }).waitFor({ timeout: STEP_MS });
      // The rows are drawn after the summary, at the first problem's row (the view scrolls there): wait for them, not the summary.
      // (hasText reads the row's cells run together, "3510" then "2008-04-01": no word boundary before the year.)
      const datedRow = history.locator('#rows .row', { hasText: /\d{4}-\d\d-\d\d/ }).first();
      await datedRow.waitFor({ timeout: STEP_MS }).catch(async () => {
        assert.fail(`the date column reads as dates; the first row drawn reads: ${await history.locator('#rows .row').first().innerText()}`);
      });
      lap('inflow history in the table view, dates as dates');
      await page.screenshot({ path: join(artifactsDir, 'editor-voices-inflow-history-table.png') });
    });
  },
);
