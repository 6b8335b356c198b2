// The case overview in code-server (VS Code 1.139 in Chromium), on a workspace of two cases: a
// copy of the Cobre example d06-fpha-variable-head and a generated case whose hydro 0 loses a
// stage range. "HydroCase: Show Case Overview" asks which case; on the example, a double-click
// on the plant's first cell shows system/hydro_production_models.json at the stage range that
// decides it, beside the overview and without the focus; the arrow keys move over the grid. The generated case's overview is shot in the
// light, dark and high-contrast themes: artifacts/case-overview-{light,dark,high-contrast}.png.
// Selectors of the workbench are VS Code internals (pinned); those of the webview are ours.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { CODE_SERVER_TOOLS, artifactsDir, needsEditors } from './tools';
import { STEP_MS, fillQuickInput, inWorkbench, runCommand } from './workbench';
import { examplesDir } from '../support/cli';
import { writeCase, type CaseFiles } from '../support/cases';
import { generateCase, PRESETS } from '../../bench/generate';

const EXAMPLE = 'd06-fpha-variable-head';
const GENERATED = 'generated-small';
const MODELS_FILE = 'system/hydro_production_models.json';
/** The webview's grid geometry (client/webview/caseOverview/layout.ts): labels, columns, rows, timeline. */
const LABEL_WIDTH = 170;
const COLUMN_WIDTH = 26;
const ROW_HEIGHT = 22;
const HEAD_HEIGHT = 50;

function writeWorkspace(): string {
  const workspace = mkdtempSync(join(tmpdir(), 'hydrocase-overview-'));
  cpSync(join(examplesDir, 'deterministic', EXAMPLE), join(workspace, EXAMPLE), { recursive: true });
  const files: Record<string, unknown> = { ...generateCase(PRESETS.small, 20240101).files };
  const models = JSON.parse(files[MODELS_FILE] as string);
  models.production_models[0].stage_ranges.pop(); // stages 10.. of hydro 0: no model (a problem)
  files[MODELS_FILE] = JSON.stringify(models, null, 2);
  writeCase(files as CaseFiles, join(workspace, GENERATED));
  return workspace;
}

test('code-server: the case overview opens on a picked case, a cell double-click shows the JSON that decides it, themes', needsEditors(CODE_SERVER_TOOLS, 240_000), async () => {
  await inWorkbench(
    'case-overview',
    () => writeWorkspace(),
    async (page, _workspace, lap) => {
      await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: STEP_MS });

      await showOverview(page, EXAMPLE);
      const view = overviewFrame(page);
      await view.locator('#summary', { hasText: '0 pre-study, 2 study, 0 post-study stages · 1 plant ·' }).waitFor({ timeout: STEP_MS });
      lap('overview of the example');

      // The plant's cell at stage 0: a click selects it, a double-click shows the stage range that
      // decides it beside the overview, the cursor at its start and nothing selected (the keyboard
      // stays in the overview: no key typed there can reach the file).
      const stage0 = { x: LABEL_WIDTH + COLUMN_WIDTH / 2, y: HEAD_HEIGHT + ROW_HEIGHT / 2 };
      await view.locator('#scroller').click({ position: stage0 });
      await view.locator('#status', { hasText: /^hydro 0 \(H0\) at stage 0: / }).waitFor({ timeout: STEP_MS });
      assert.equal(await page.locator('.tab', { hasText: 'hydro_production_models.json' }).count(), 0, 'a click opens nothing');
      await view.locator('#scroller').dblclick({ position: stage0 });
      await page.locator('.tab.active', { hasText: 'hydro_production_models.json' }).waitFor({ timeout: STEP_MS });
      // The range is stage_ranges[0]: lines 8-15 (1-based); the cursor sits at its start (the
      // editor's active line number), and the status bar shows no selection: the overview is active.
      await page.locator('.monaco-editor .line-numbers.active-line-number', { hasText: /^8$/ }).waitFor({ timeout: STEP_MS });
      assert.equal(await page.locator('.statusbar-item[id="status.editor.selection"]', { hasText: /selected/ }).count(), 0);
      assert.match(await view.locator('#status').innerText(), /^hydro 0 \(H0\) at stage 0: fpha; fpha hyperplanes: the plant's null-stage rows/);
      // explain's facts of the cell beside the grid (the same lines `hydrocase explain --stage 0 --hydro 0` prints).
      await view
        .locator('#details dd', { hasText: /^fpha, from the first stage range covering the stage \(production_models\[0\]\.stage_ranges\[0\]\)$/ })
        .waitFor({ timeout: STEP_MS });
      lap('JSON opened at the deciding range');

      // Keyboard: right to stage 1, up to the timeline; the status line says where the selection is.
      await view.locator('#scroller').focus();
      await page.keyboard.press('ArrowRight');
      await view.locator('#status', { hasText: /^hydro 0 \(H0\) at stage 1: fpha/ }).waitFor({ timeout: STEP_MS });
      await page.keyboard.press('ArrowUp');
      await view.locator('#status', { hasText: /^stage 1, has problems\. Enter or double-click shows its entry\.$/ }).waitFor({ timeout: STEP_MS });

      // The generated case: pre-study, study and post-study stages, two plants, a plant with uncovered stages.
      // No text editor active: the command asks which case again.
      await runCommand(page, 'View: Close All Editors');
      await showOverview(page, GENERATED);
      const generated = overviewFrame(page);
      await generated.locator('#summary', { hasText: /2 pre-study, 12 study, \d+ post-study stages · 2 plants/ }).waitFor({ timeout: STEP_MS });
      await generated.locator('#scroller').dblclick({ position: { x: LABEL_WIDTH + COLUMN_WIDTH * 12.5, y: HEAD_HEIGHT + ROW_HEIGHT / 2 } });
      await generated.locator('#status', { hasText: /^hydro 0 \(H000\) at stage 10: no model/ }).waitFor({ timeout: STEP_MS });
      // The engine's problem about the uncovered stages is listed with the cell's facts.
      await generated
        .locator('#details li', { hasText: /^(error|warning|hint) XF-\d+ / })
        .first()
        .waitFor({ state: 'attached', timeout: STEP_MS });
      // The uncovered cell's double-click showed its stage_ranges beside the overview.
      await page.locator('.tab.active', { hasText: 'hydro_production_models.json' }).waitFor({ timeout: STEP_MS });
      await page.screenshot({ path: join(artifactsDir, 'case-overview-link.png') });
      // The overview kept the focus: close the JSON beside it, so the overview fills the window for the theme shots.
      await runCommand(page, 'View: Close Editors in Other Groups');
      await page.locator('.tab.active', { hasText: 'Overview:' }).waitFor({ timeout: STEP_MS });
      // The themes VS Code 1.139 ships (named "Light Modern", "Dark Modern", "Dark High Contrast").
      const themes: Array<[string, RegExp, string]> = [
        ['Light Modern', /^Light Modern/, 'light'],
        ['Dark Modern', /^Dark Modern/, 'dark'],
        ['Dark High Contrast', /High Contrast/, 'high-contrast'],
      ];
      for (const [typed, entry, kind] of themes) {
        await runCommand(page, 'Preferences: Color Theme');
        await fillQuickInput(page, typed);
        await page.locator('.quick-input-list .monaco-list-row', { hasText: entry }).first().click({ timeout: STEP_MS });
        await page.mouse.move(200, 760); // the empty explorer: no hover tooltip over the panel's title
        await page.waitForTimeout(1500);
        assert.equal(await themeOf(page), kind);
        await page.screenshot({ path: join(artifactsDir, `case-overview-${kind}.png`) });
      }
      lap('three themes');
    },
  );
});

/**
 * Runs "HydroCase: Show Case Overview" and picks the case (several are in the workspace). The
 * palette lists the commands known when it opens: until the extension's are registered, it is
 * closed and opened again.
 */
async function showOverview(page: Page, caseName: string): Promise<void> {
  const title = 'HydroCase: Show Case Overview';
  const deadline = Date.now() + STEP_MS;
  for (;;) {
    await page.keyboard.press('F1');
    await fillQuickInput(page, `>${title}`);
    const entry = page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first();
    try {
      await entry.click({ timeout: 5000 });
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await page.locator('.quick-input-list .monaco-list-row', { hasText: caseName }).first().click({ timeout: STEP_MS });
}

/** The active overview's document: a webview is an iframe holding the active frame with our page. */
function overviewFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready:visible').frameLocator('#active-frame');
}

async function themeOf(page: Page): Promise<string> {
  const classes = String(await page.evaluate("document.querySelector('.monaco-workbench').className"));
  return /\bhc-(black|light)\b/.test(classes) ? 'high-contrast' : /\bvs-dark\b/.test(classes) ? 'dark' : 'light';
}
