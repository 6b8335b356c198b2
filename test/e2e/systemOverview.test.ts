// The case overview's System view in code-server (VS Code 1.139 in Chromium), on a generated case
// of ten plants in rivers of up to four, five thermals, three buses and three lines, one thermal
// put on a bus that does not exist: the cascade and the network are drawn as graphs, the thermal's
// undeclared bus is a dashed box, a click on a plant shows where its water goes, and a double-click
// shows its entry in system/hydros.json beside the overview. Screenshots in the light and dark
// themes: artifacts/system-overview-{light,dark}.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { CODE_SERVER_TOOLS, artifactsDir, needsEditors } from './tools';
import { STEP_MS, inWorkbench, runCommand, showCaseOverview } from './workbench';
import { writeCase, type CaseFiles } from '../support/cases';
import { generateCase, PRESETS } from '../../bench/generate';

export const UNDECLARED_BUS = 9;

export function systemCaseFiles(): CaseFiles {
  const files: Record<string, unknown> = { ...generateCase({ ...PRESETS.small, hydros: 10, cascadeLength: 4, thermals: 5 }, 20240101).files };
  const names = ['North', 'Centre', 'South'];
  files['system/buses.json'] = JSON.stringify({ buses: names.map((name, id) => ({ id, name, deficit_segments: [{ depth_mw: null, cost: 5000.0 }] })) }, null, 2);
  files['system/lines.json'] = JSON.stringify(
    {
      lines: [
        [0, 1],
        [1, 2],
        [0, 2],
      ].map(([source, target], id) => ({
        id,
        name: `L${source}${target}`,
        source_bus_id: source,
        target_bus_id: target,
        capacity: { direct_mw: 1000.0, reverse_mw: 1000.0 },
      })),
    },
    null,
    2,
  );
  const hydros = JSON.parse(files['system/hydros.json'] as string);
  hydros.hydros.forEach((hydro: { bus_id: number }, k: number) => (hydro.bus_id = k % 3));
  files['system/hydros.json'] = JSON.stringify(hydros, null, 2);
  const thermals = JSON.parse(files['system/thermals.json'] as string);
  thermals.thermals.forEach((thermal: { bus_id: number }, k: number) => (thermal.bus_id = k % 3));
  thermals.thermals[0].bus_id = UNDECLARED_BUS;
  files['system/thermals.json'] = JSON.stringify(thermals, null, 2);
  return files as CaseFiles;
}

test(
  'code-server: the overview draws the cascade and the network; a plant click explains it, a double-click shows its entry; themes',
  needsEditors(CODE_SERVER_TOOLS, 240_000),
  async () => {
    await inWorkbench(
      'system-overview',
      () => writeCase(systemCaseFiles()),
      async (page, _workspace, lap) => {
        await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: STEP_MS });
        await showCaseOverview(page);
        const view = overviewFrame(page);
        await view.locator('#summary', { hasText: /10 plants/ }).waitFor({ timeout: STEP_MS });
        await view.locator('#tab-system').click();
        const cascade = view.locator('svg[aria-label="cascade"]');
        await cascade.waitFor({ timeout: STEP_MS });
        assert.equal(await cascade.locator('g.node.hydro').count(), 10);
        assert.ok((await cascade.locator('polyline.edge').count()) >= 6, 'rivers of up to four plants: at least six arrows');
        const network = view.locator('svg[aria-label="network"]');
        assert.equal(await network.locator('g.node.bus').count(), 4, 'three buses and the undeclared one');
        assert.equal(await network.locator('g.node.bus.undeclared').count(), 1);
        assert.match(await view.locator('table.by-bus').innerText(), new RegExp(`${UNDECLARED_BUS} \\(undeclared\\)`));
        lap('system drawn');

        // A plant: a click explains it, a double-click shows its entry without taking the focus.
        const plant = cascade.locator('g.node.hydro').first();
        await plant.click();
        await view.locator('#details dt', { hasText: 'downstream' }).waitFor({ timeout: STEP_MS });
        await plant.dblclick();
        await page.locator('.tab.active', { hasText: 'hydros.json' }).waitFor({ timeout: STEP_MS });
        await page.screenshot({ path: join(artifactsDir, 'system-overview-entry.png') });
        await runCommand(page, 'View: Close Editors in Other Groups');
        lap('plant entry shown');

        const themes: string[] = [];
        for (const toggle of [false, true]) {
          if (toggle) await runCommand(page, 'Preferences: Toggle between Light/Dark Themes');
          await page.mouse.move(200, 760);
          await page.waitForTimeout(1500);
          const theme = await themeOf(page);
          themes.push(theme);
          await page.screenshot({ path: join(artifactsDir, `system-overview-${theme}.png`) });
        }
        assert.deepEqual(themes.sort(), ['dark', 'light']);
      },
    );
  },
);

function overviewFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready:visible').first().frameLocator('#active-frame');
}

async function themeOf(page: Page): Promise<string> {
  const classes = String(await page.evaluate("document.querySelector('.monaco-workbench').className"));
  return /\bhc-(black|light)\b/.test(classes) ? 'high-contrast' : /\bvs-dark\b/.test(classes) ? 'dark' : 'light';
}
