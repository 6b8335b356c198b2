// The cross-file quick fixes in code-server, on a copy of the Cobre example d03 (two plants) bent
// twice: thermal 0's bus_id names no bus (REF-001), and the inflow statistics table lost every row
// of plant 1 (REF-102). The quick-fix menu offers the bus completion knows; on plant 1 in
// hydros.json it offers "add the missing rows", which asks in a modal dialog before it rewrites
// the table; the table view's problem list has the same fix as a button. After "Add Rows" the
// table on disk holds plant 1's rows and the problem is gone.
// Screenshots: artifacts/fix-menu-bus-id.png, fix-menu-coverage-rows.png, fix-coverage-modal.png,
// fix-coverage-table-button.png, fix-coverage-after.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tableFromIPC } from 'apache-arrow';
import * as parquetWasm from 'parquet-wasm/node';
import { CODE_SERVER_TOOLS, artifactsDir, needsEditors } from './tools';
import { STEP_MS, inWorkbench, quickFixMenuAt, quickOpen } from './workbench';
import { examplesDir } from '../support/cli';
import { exampleTableRows } from '../support/exampleTables';
import { parquetBytes } from '../support/parquet';

const D03 = 'deterministic/d03-two-hydro-cascade';
const STATS = 'scenarios/inflow_seasonal_stats.parquet';
const COLUMNS = ['hydro_id', 'stage_id', 'mean_m3s', 'std_m3s'];

test(
  'code-server: a dangling bus_id and a plant without inflow statistics get their fixes from the quick-fix menu and the table view',
  needsEditors(CODE_SERVER_TOOLS, 300_000),
  async () => {
    const rows = (await exampleTableRows(D03, STATS, COLUMNS)).filter((row) => row.hydro_id !== 1);
    const table = parquetBytes(COLUMNS.map((name) => ({ name, type: name.endsWith('_id') ? ('Int32' as const) : ('Float64' as const), values: rows.map((row) => row[name]!) })));
    let caseDir = '';
    const makeWorkspace = () => {
      caseDir = mkdtempSync(join(tmpdir(), 'hydrocase-fixes-'));
      cpSync(join(examplesDir, D03), caseDir, { recursive: true });
      writeFileSync(join(caseDir, STATS), table);
      const thermals = join(caseDir, 'system/thermals.json');
      writeFileSync(thermals, readFileSync(thermals, 'utf8').replace('"bus_id": 0', '"bus_id": 7'));
      return caseDir;
    };
    await inWorkbench('fix-coverage-after', makeWorkspace, async (page, _workspace, lap) => {
      await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: STEP_MS });

      await quickOpen(page, 'system/thermals.json');
      await page.locator('.squiggly-error').first().waitFor({ timeout: STEP_MS });
      const busLine =
        readFileSync(join(caseDir, 'system/thermals.json'), 'utf8')
          .split('\n')
          .findIndex((text) => text.includes('"bus_id": 7')) + 1;
      await quickFixMenuAt(page, busLine);
      await page.locator('.action-widget', { hasText: 'Change bus_id to 0 (B0)' }).first().waitFor({ timeout: STEP_MS });
      await page.screenshot({ path: join(artifactsDir, 'fix-menu-bus-id.png') });
      lap('bus_id fix in the menu');
      await page.keyboard.press('Escape');

      await quickOpen(page, STATS);
      const view = page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
      await view.locator('button.fix').waitFor({ timeout: STEP_MS });
      await page.screenshot({ path: join(artifactsDir, 'fix-coverage-table-button.png') });
      lap('coverage fix button in the table view');

      await quickOpen(page, 'system/hydros.json');
      const hydros = readFileSync(join(caseDir, 'system/hydros.json'), 'utf8').split('\n');
      const plantLine = hydros.findIndex((text) => /"id": 1\b/.test(text)) + 1;
      await quickFixMenuAt(page, plantLine);
      const add = page.locator('.action-widget .monaco-list-row', { hasText: 'Add the missing inflow statistics rows for hydro 1' });
      await add.waitFor({ timeout: STEP_MS });
      await page.screenshot({ path: join(artifactsDir, 'fix-menu-coverage-rows.png') });
      const before = readFileSync(join(caseDir, STATS));
      await add.click();
      const dialog = page.locator('.monaco-dialog-box');
      await dialog.waitFor({ timeout: STEP_MS });
      await page.screenshot({ path: join(artifactsDir, 'fix-coverage-modal.png') });
      assert.deepEqual(readFileSync(join(caseDir, STATS)), before, 'nothing is written before the planner confirms');
      await dialog.locator('.monaco-button', { hasText: 'Add Rows' }).click();
      lap('confirmed');

      // The table on disk: plant 0's rows and a copy for plant 1; the Problems panel without REF-102.
      const deadline = Date.now() + STEP_MS;
      let count = 0;
      while (Date.now() < deadline) {
        count = tableFromIPC(parquetWasm.readParquet(readFileSync(join(caseDir, STATS))).intoIPCStream()).numRows;
        if (count > rows.length) break;
        await page.waitForTimeout(250);
      }
      assert.equal(count, rows.length * 2);
      await page.keyboard.press('Control+Shift+M');
      const markers = page.locator('.markers-panel');
      await markers.locator('.monaco-list-row', { hasText: 'names no bus' }).first().waitFor({ timeout: STEP_MS });
      await markers.locator('.monaco-list-row', { hasText: 'has no inflow statistics' }).waitFor({ state: 'detached', timeout: STEP_MS });
      lap('REF-102 gone from the Problems panel');
    });
  },
);

test(
  'code-server: a dangling hydro_id in a table gets "Change to 0…" in the table view, confirmed before the table is rewritten',
  needsEditors(CODE_SERVER_TOOLS, 300_000),
  async () => {
    const D08 = 'deterministic/d08-evaporation';
    const GEOMETRY = 'system/hydro_geometry.parquet';
    const columns = ['hydro_id', 'volume_hm3', 'height_m', 'area_km2'];
    const original = await exampleTableRows(D08, GEOMETRY, columns);
    const typo = parquetBytes(
      columns.map((name) => ({
        name,
        type: name === 'hydro_id' ? ('Int32' as const) : ('Float64' as const),
        values: original.map((row) => (name === 'hydro_id' ? 5 : row[name]!)),
      })),
    );
    let caseDir = '';
    const makeWorkspace = () => {
      caseDir = mkdtempSync(join(tmpdir(), 'hydrocase-idfix-'));
      cpSync(join(examplesDir, D08), caseDir, { recursive: true });
      writeFileSync(join(caseDir, GEOMETRY), typo);
      return caseDir;
    };
    await inWorkbench('fix-table-id-after', makeWorkspace, async (page, _workspace, lap) => {
      await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: STEP_MS });
      await quickOpen(page, GEOMETRY);
      const view = page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
      const change = view.locator('button.fix', { hasText: 'Change to 0…' });
      await change.waitFor({ timeout: STEP_MS });
      await page.screenshot({ path: join(artifactsDir, 'fix-table-id-button.png') });
      await change.click();
      const dialog = page.locator('.monaco-dialog-box');
      await dialog.waitFor({ timeout: STEP_MS });
      await page.screenshot({ path: join(artifactsDir, 'fix-table-id-modal.png') });
      assert.deepEqual(readFileSync(join(caseDir, GEOMETRY)), Buffer.from(typo), 'nothing is written before the planner confirms');
      await dialog.locator('.monaco-button', { hasText: 'Change Rows' }).click();
      await view
        .locator('#summary', { hasText: /0 problems|no problem/ })
        .or(view.locator('.problem', { hasText: 'XF-002' }))
        .first()
        .waitFor({ timeout: STEP_MS });
      await view.locator('.problem', { hasText: 'XF-002' }).waitFor({ state: 'detached', timeout: STEP_MS });
      const ids = [...tableFromIPC(parquetWasm.readParquet(readFileSync(join(caseDir, GEOMETRY))).intoIPCStream()).getChild('hydro_id')!].map(Number);
      assert.ok(ids.length === original.length && ids.every((id) => id === 0));
      lap('XF-002 gone from the table view');
    });
  },
);
