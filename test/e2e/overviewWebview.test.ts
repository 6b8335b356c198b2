// The case overview's webview script (dist/caseOverview.js) in Chromium alone, with a stand-in for
// VS Code's webview API serving the grid of the large bench case (576 timeline stages, 160 plants,
// 83,200 cells): the page stays a few dozen elements (one canvas), a redraw after a far scroll is
// quick, the arrow keys move, a click only selects, Enter and a double-click show the JSON a cell
// names or a plant label's entry, and a reload comes back to the same cell (webview state). No code-server: a few
// seconds. Screenshot (no theme: the script's fallback colours): artifacts/case-overview-large-grid.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { type Browser } from 'playwright-core';
import { artifactsDir, needsEditors } from './tools';
import { launchChromium, loadableWebview } from './webviewHarness';
import { caseOverviewHtml } from '../../client/caseOverviewHtml';

const PRE = 52;
const STUDY = 520;
const POST = 4;
const PLANTS = 160;

/** The page with the bundled script and a fake `acquireVsCodeApi` (the policy is dropped: the fake is an inline script). */
function harness(savedState: unknown): string {
  const fake = `
    function overview() {
      const stages = [];
      for (let i = 0; i < ${PRE}; i++) stages.push({ kind: 'pre-study', id: i - ${PRE}, title: 'pre-study stage ' + (i - ${PRE}), seasonId: i % 52, facts: [{ label: 'season', value: (i % 52) + ', explicit season_id' }], link: 0, problemSet: -1 });
      for (let i = 0; i < ${STUDY}; i++) stages.push({ kind: 'study', id: i, title: 'stage ' + i, seasonId: i % 52, blocks: 3, hours: 168, discountRate: 0.1, facts: [], link: 0, problemSet: i === 7 ? 0 : -1 });
      for (let i = 0; i < ${POST}; i++) stages.push({ kind: 'post-study', id: i, title: 'post-study stage ' + i, facts: [], link: 0, problemSet: -1 });
      const plants = [];
      for (let p = 0; p < ${PLANTS}; p++) plants.push({ hydroId: p, name: 'H' + p, link: 0, problemSet: -1 });
      const cells = [];
      for (let p = 0; p < ${PLANTS}; p++) for (let s = 0; s < ${STUDY}; s++) cells.push(1 + ((p + (s >> 4)) % 3), (s % 9 === 8 ? 0 : s % 8), 1 + (p % 2), s % 8 === 2 ? p * ${STUDY} + s : -1, p === 5 && s === 300 ? 0 : -1);
      const links = [{ file: 'stages.json', range: { start: { line: 1, character: 0 }, end: { line: 2, character: 0 } } }, { file: 'system/hydro_production_models.json', range: { start: { line: 7, character: 8 }, end: { line: 14, character: 9 } } }, { file: 'system/hydros.json', range: { start: { line: 3, character: 4 }, end: { line: 23, character: 5 } } }];
      const studyColumns = [];
      for (let s = 0; s < ${STUDY}; s++) studyColumns.push(${PRE} + s);
      return { stages, studyColumns, plants, cells, links, problems: [{ code: 'XF-014', severity: 'error', message: 'a gap', file: 'system/hydro_production_models.json' }], problemSets: [[0]] };
    }
    window.sent = [];
    window.acquireVsCodeApi = () => ({
      getState: () => (${JSON.stringify(savedState ?? null)}),
      setState: (state) => { window.saved = state; },
      postMessage: (message) => {
        window.sent.push(message);
        if (message.type === 'ready') setTimeout(() => window.postMessage({ type: 'overview', caseName: 'large', overview: overview() }, '*'), 5);
        if (message.type === 'facts') setTimeout(() => window.postMessage({ type: 'facts', id: message.id, facts: { stageId: message.stageId, facts: [{ label: 'season', value: 'explained' }], hydro: { hydroId: message.hydroId, facts: [{ label: 'production model', value: 'explained model' }] } } }, '*'), 5);
      },
    });`;
  return loadableWebview(caseOverviewHtml({ cspSource: 'none', scriptUri: 'none', nonce: 'n', title: 'large', caseUri: 'file:///cases/large' }), fake, 'caseOverview');
}

test(
  'overview webview: 83,200 cells on one canvas, quick redraws, keyboard, a click selects, Enter and a double-click show the JSON, state',
  needsEditors(['chromium'], 60_000),
  async () => {
    let browser: Browser | undefined;
    try {
      browser = await launchChromium();
      const page = await browser.newPage({ viewport: { width: 1200, height: 700 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.setContent(harness(undefined));
      await page
        .locator('#summary', { hasText: `${PRE} pre-study, ${STUDY} study, ${POST} post-study stages · ${PLANTS} plants · 2 cells or stages with problems` })
        .waitFor({ timeout: 10_000 });
      assert.ok(((await page.evaluate('document.querySelectorAll("body *").length')) as number) < 300, 'the grid is a canvas, not 83,000 elements');
      assert.match(await page.locator('#legend').innerText(), /fpha hyperplanes: the stage's own rows/);

      // A far scroll redraws only what is on screen: time the scroll and the frame that draws it.
      const ms = (await page.evaluate(`new Promise((resolve) => {
      const scroller = document.getElementById('scroller');
      const started = performance.now();
      scroller.scrollLeft = 12000; scroller.scrollTop = 2500;
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - started)));
    })`)) as number;
      console.log(`far scroll to drawn frame: ${ms.toFixed(1)} ms`);
      await page.screenshot({ path: join(artifactsDir, 'case-overview-large-grid.png') });
      assert.ok(ms < 500, `a far scroll is drawn within 500 ms (${ms} ms)`);

      // Keyboard: the selection starts on the timeline; Control+End goes to the last plant and stage.
      await page.locator('#scroller').focus();
      await page.keyboard.press('Control+Home');
      assert.match(await page.locator('#status').innerText(), /^pre-study stage -52, season 0\. Enter or double-click shows its entry\.$/);
      await page.keyboard.press('Control+End');
      assert.match(await page.locator('#status').innerText(), /^hydro 159 \(H159\) at post-study stage 3: not a study stage/);
      // To hydro 5 at study stage 300 (the cell with a problem): its facts are asked for and shown.
      await page.keyboard.press('Control+Home');
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
      for (let i = 0; i < PRE + 300; i++) await page.keyboard.press('ArrowRight');
      assert.match(await page.locator('#status').innerText(), /^hydro 5 \(H5\) at stage 300: .*, 1 problem\(s\)\./);
      await page.locator('#details dd', { hasText: 'explained model' }).waitFor({ timeout: 5000 });
      assert.match(await page.locator('#details li.error').innerText(), /XF-014 a gap/);
      await page.keyboard.press('Enter');
      const opened = (await page.evaluate('window.sent.filter((m) => m.type === "openJson").at(-1)')) as { link: { file: string } };
      assert.equal(opened.link.file, 'system/hydros.json', 'plant 5 (odd) links the hydros.json stand-in');

      // A click only selects: a plant's label selects its row at the selected stage, a cell the cell;
      // nothing is opened. A double-click shows what it points at, once: the label's entry (link 0
      // in this stand-in), the cell's deciding JSON.
      const opened_ = async (from: number) =>
        ((await page.evaluate(`window.sent.slice(${from}).filter((m) => m.type === "openJson")`)) as Array<{ link: { file: string } }>).map((m) => m.link.file);
      let sentBefore = (await page.evaluate('window.sent.length')) as number;
      await page.locator('#scroller').click({ position: { x: 40, y: 60 } });
      assert.match(await page.locator('#status').innerText(), /^hydro \d+ \(H\d+\) at stage 300: /);
      await page.locator('#scroller').click({ position: { x: 300, y: 100 } });
      await page.waitForTimeout(100);
      assert.deepEqual(await opened_(sentBefore), [], 'a click opens nothing');
      sentBefore = (await page.evaluate('window.sent.length')) as number;
      await page.locator('#scroller').dblclick({ position: { x: 40, y: 60 } });
      assert.deepEqual(await opened_(sentBefore), ['stages.json'], 'a double-click on a label shows its entry once');
      sentBefore = (await page.evaluate('window.sent.length')) as number;
      await page.locator('#scroller').dblclick({ position: { x: 300, y: 100 } });
      assert.equal((await opened_(sentBefore)).length, 1, 'a double-click on a cell shows its JSON once');
      // Back to hydro 5 at stage 300 for the reload below.
      await page.locator('#scroller').focus();
      await page.keyboard.press('Control+Home');
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
      for (let i = 0; i < PRE + 300; i++) await page.keyboard.press('ArrowRight');

      // A reload comes back to the same cell and scroll position.
      await page.waitForTimeout(100);
      const saved = (await page.evaluate('window.saved')) as { row: number; column: number; scrollLeft: number };
      assert.deepEqual([saved.row, saved.column], [5, PRE + 300]);
      const reloaded = await browser.newPage({ viewport: { width: 1200, height: 700 } });
      reloaded.on('pageerror', (error) => errors.push(String(error)));
      await reloaded.setContent(harness(saved));
      await reloaded.locator('#status', { hasText: /^hydro 5 \(H5\) at stage 300/ }).waitFor({ timeout: 10_000 });
      assert.equal(await reloaded.evaluate('document.getElementById("scroller").scrollLeft'), saved.scrollLeft);
      assert.deepEqual(errors, []);
    } finally {
      await browser?.close();
    }
  },
);
