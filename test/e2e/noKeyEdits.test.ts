// The extension never writes a case file except through an edit the planner chose. In code-server
// with autosave on (200 ms), on a case with curves, tables and scenario statistics to show: in the case overview (its
// grid and its System view), the table view, the plant curves and the scenario plots (statistics chart, heat map), a click and then a double-click, each followed by every key a
// planner might press there (letters, Enter, T, Delete, Backspace, space, and each advertised
// shortcut: arrows, Page Up/Down, Home/End), leave every case file byte for byte as it was and no
// editor dirty. On the overview of before (a click opened the deciding JSON with its value
// selected and the focus in it), Enter replaced the value with a newline and autosave wrote it.
// Screenshot after the overview's round: artifacts/no-key-edits-overview.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { CODE_SERVER_TOOLS, artifactsDir, needsEditors } from './tools';
import { STEP_MS, inWorkbench, runCommand, showCaseOverview } from './workbench';
import { writeCase } from '../support/cases';
import { DROPPING_HEIGHT_ROW, FPHA_PLANT, CONSTANT_PLANT, plantCurvesCaseFiles } from '../support/plantCurvesCase';
import { parquetBytes } from '../support/parquet';
import type { CaseFiles } from '../support/cases';

/** The overview's grid geometry (client/webview/caseOverview/layout.ts). */
const LABEL_WIDTH = 170;
const COLUMN_WIDTH = 26;
const ROW_HEIGHT = 22;
const HEAD_HEIGHT = 50;
const AUTOSAVE_MS = 200;

/** Keys a planner may press in a view: typing, deleting, and every shortcut the views advertise. T last (it opens the table view). */
const KEYS = [
  'a',
  'x',
  'Space',
  'Delete',
  'Backspace',
  'Enter',
  'ArrowRight',
  'ArrowDown',
  'ArrowLeft',
  'ArrowUp',
  'PageDown',
  'PageUp',
  'End',
  'Home',
  'Control+End',
  'Control+Home',
  'Enter',
  'z',
];

function caseHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (name === '.vscode') continue;
      if (statSync(path).isDirectory()) walk(path);
      else hashes.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return hashes;
}

test('code-server: no key pressed in the case overview, table view, plant curves or scenario plots changes a case file', needsEditors(CODE_SERVER_TOOLS, 420_000), async () => {
  let before: Map<string, string> | undefined;
  await inWorkbench(
    'no-key-edits',
    () => {
      const dir = writeCase(withScenarioFiles(plantCurvesCaseFiles()));
      mkdirSync(join(dir, '.vscode'), { recursive: true });
      writeFileSync(join(dir, '.vscode', 'settings.json'), JSON.stringify({ 'files.autoSave': 'afterDelay', 'files.autoSaveDelay': AUTOSAVE_MS }));
      before = caseHashes(dir);
      return dir;
    },
    async (page, workspace, lap) => {
      const unchanged = async (where: string) => {
        await page.waitForTimeout(AUTOSAVE_MS * 5);
        assert.equal(await page.locator('.tab.dirty').count(), 0, `${where}: no editor has unsaved changes`);
        assert.deepEqual(caseHashes(workspace), before, `${where}: every case file is as it was`);
      };
      const pressAll = async () => {
        for (const key of KEYS) await page.keyboard.press(key);
      };
      await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: STEP_MS });
      await page.keyboard.press('Control+Shift+M');
      await page.locator('.markers-panel .monaco-list-row', { hasText: 'GEO-006' }).first().waitFor({ timeout: STEP_MS });
      await runCommand(page, 'View: Hide Panel');
      lap('case validated');

      // The case overview: a cell, clicked then double-clicked, then a plant's label likewise.
      await showCaseOverview(page);
      const overview = webviewFrame(page);
      await overview.locator('#summary', { hasText: /study stages/ }).waitFor({ timeout: STEP_MS });
      const scroller = overview.locator('#scroller');
      const cell = { x: LABEL_WIDTH + COLUMN_WIDTH * 1.5, y: HEAD_HEIGHT + ROW_HEIGHT / 2 };
      const label = { x: 40, y: HEAD_HEIGHT + ROW_HEIGHT / 2 };
      for (const [what, position] of [
        ['cell', cell],
        ['label', label],
      ] as const) {
        await scroller.click({ position });
        await pressAll();
        await unchanged(`overview, ${what} clicked`);
        await scroller.dblclick({ position });
        await page
          .locator('.tab', { hasText: /\.json$/ })
          .first()
          .waitFor({ timeout: STEP_MS });
        await pressAll();
        await unchanged(`overview, ${what} double-clicked`);
      }
      // One JSON editor group beside the overview, however often a double-click showed it.
      assert.ok((await page.locator('.editor-group-container').count()) <= 2, 'double-clicks reuse the editor beside the overview');
      await page.screenshot({ path: join(artifactsDir, 'no-key-edits-overview.png') });
      // The overview's System view: a plant of the cascade and a bus of the plants-by-bus table.
      await overview.locator('#tab-system').click();
      for (const target of [overview.locator('svg[aria-label="cascade"] g.node.hydro').first(), overview.locator('table.by-bus .entity-link').first()]) {
        await target.click();
        await pressAll();
        await target.dblclick();
        await pressAll();
      }
      await unchanged('overview, system view');
      await overview.locator('#tab-grid').click();
      // T opens the table view on the cell's table row (the plant's geometry or planes), keys land there.
      await scroller.click({ position: cell });
      await page.keyboard.press('t');
      await pressAll();
      await unchanged('overview, T pressed');
      lap('overview');

      // The plant curves: a chart clicked and double-clicked, then a marked point's button.
      await runCommand(page, 'View: Close All Editors');
      await runCommand(page, 'HydroCase: Show Plant Curves');
      await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Furnas' }).first().click({ timeout: STEP_MS });
      const curves = webviewFrame(page);
      const chart = curves.locator('#chart-height .u-over').first();
      await chart.waitFor({ timeout: STEP_MS });
      await chart.click();
      await pressAll();
      await chart.dblclick();
      await pressAll();
      await unchanged('plant curves');
      await curves.locator('#geometry-marks button', { hasText: `row ${DROPPING_HEIGHT_ROW}` }).click();
      await page.locator('.tab.active', { hasText: 'hydro_geometry.parquet' }).waitFor({ timeout: STEP_MS });
      lap('plant curves');

      // The table view: a value cell clicked and double-clicked.
      const table = webviewFrame(page);
      const value: Locator = table.locator(`#rows .row[data-row="${DROPPING_HEIGHT_ROW}"] .value`).first();
      await value.waitFor({ timeout: STEP_MS });
      await value.click();
      await pressAll();
      await value.dblclick();
      await pressAll();
      await unchanged('table view');
      lap('table view');

      // The scenario plots: the statistics chart clicked and double-clicked, the heat map's cells, the
      // profile chooser, a marked point's button (it opens the table view, keys land there).
      await runCommand(page, 'View: Close All Editors');
      await runCommand(page, 'HydroCase: Show Scenario Plots');
      const plots = webviewFrame(page);
      const statsChart = plots.locator('#chart .u-over').first();
      await statsChart.waitFor({ timeout: STEP_MS });
      await statsChart.click();
      await pressAll();
      await statsChart.dblclick();
      await pressAll();
      await plots.locator('#tab-correlation').click();
      const cellRect = plots.locator('#heatmaps svg rect').nth(1);
      await cellRect.waitFor({ timeout: STEP_MS });
      await cellRect.click();
      await pressAll();
      await cellRect.dblclick();
      await pressAll();
      await plots.locator('#chooser').focus();
      await pressAll();
      await unchanged('scenario plots');
      await plots.locator('#tab-inflowStats').click();
      await plots.locator(`#marks button`, { hasText: `row ${NEGATIVE_STD_ROW}` }).click({ timeout: STEP_MS });
      await page.locator('.tab.active', { hasText: 'inflow_seasonal_stats.parquet' }).waitFor({ timeout: STEP_MS });
      await pressAll();
      await unchanged('scenario plots, marked point shown in the table view');
      lap('scenario plots');
    },
  );
});

/** The inflow statistics row with a negative std_m3s (SCN-004): a marked point whose button opens the table. */
const NEGATIVE_STD_ROW = 1;

/** The case plus inflow statistics of both plants over its study stages and a correlation profile of the two. */
function withScenarioFiles(files: CaseFiles): CaseFiles {
  const stageIds = ((files['stages.json'] as { stages: Array<{ id: number }> }).stages ?? []).map((s) => s.id);
  const rows = [FPHA_PLANT, CONSTANT_PLANT].flatMap((hydro) => stageIds.map((stage) => [hydro, stage, 100 + 10 * stage, 15]));
  rows[NEGATIVE_STD_ROW]![3] = -3;
  const column = (k: number) => rows.map((r) => r[k]!);
  return {
    ...files,
    'scenarios/inflow_seasonal_stats.parquet': parquetBytes([
      { name: 'hydro_id', type: 'Int32', values: column(0) },
      { name: 'stage_id', type: 'Int32', values: column(1) },
      { name: 'mean_m3s', type: 'Float64', values: column(2) },
      { name: 'std_m3s', type: 'Float64', values: column(3) },
    ]),
    'scenarios/correlation.json': {
      method: 'spectral',
      profiles: {
        default: {
          correlation_groups: [
            {
              name: 'pair',
              entities: [FPHA_PLANT, CONSTANT_PLANT].map((id) => ({ type: 'inflow', id })),
              matrix: [
                [1, 0.5],
                [0.5, 1],
              ],
            },
          ],
        },
      },
    },
  };
}

/** The active webview's document: a webview is an iframe holding the active frame with our page. */
function webviewFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready:visible').first().frameLocator('#active-frame');
}
