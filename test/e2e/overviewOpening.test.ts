// The case overview opens where plants decide something: a case with a year of pre-study stages
// (the bench's large case has 52 weekly ones) opens on its first study stage, not on 52 empty
// columns; "Whole horizon" narrows the columns until every stage fits, "Full size" brings them back.
// The webview script in Chromium alone, with a stand-in for VS Code's webview API.
// Screenshots: artifacts/case-overview-opening.png, artifacts/case-overview-whole-horizon.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { type Browser } from 'playwright-core';
import { artifactsDir, needsEditors } from './tools';
import { launchChromium, loadableWebview } from './webviewHarness';
import { caseOverviewHtml } from '../../client/caseOverviewHtml';

const PRE = 52;
const STUDY = 120;
const POST = 4;
const PLANTS = 12;

function harness(): string {
  const fake = `
    function overview() {
      const stages = [];
      for (let i = 0; i < ${PRE}; i++) stages.push({ kind: 'pre-study', id: i - ${PRE}, title: 'pre-study stage ' + (i - ${PRE}), seasonId: i % 52, facts: [], link: 0, problemSet: -1 });
      for (let i = 0; i < ${STUDY}; i++) stages.push({ kind: 'study', id: i, title: 'stage ' + i, seasonId: i % 52, blocks: 3, hours: 168, facts: [], link: 0, problemSet: -1 });
      for (let i = 0; i < ${POST}; i++) stages.push({ kind: 'post-study', id: i, title: 'post-study stage ' + i, facts: [], link: 0, problemSet: -1 });
      const plants = [];
      for (let p = 0; p < ${PLANTS}; p++) plants.push({ hydroId: p, name: 'H' + p, link: 0, problemSet: -1 });
      const cells = [];
      for (let p = 0; p < ${PLANTS}; p++) for (let s = 0; s < ${STUDY}; s++) cells.push(1 + ((p + (s >> 4)) % 3), 1 + (s % 4), 0, -1, -1);
      const studyColumns = [];
      for (let s = 0; s < ${STUDY}; s++) studyColumns.push(${PRE} + s);
      return { stages, studyColumns, plants, cells, links: [{ file: 'stages.json', range: { start: { line: 1, character: 0 }, end: { line: 2, character: 0 } } }], problems: [], problemSets: [] };
    }
    window.sent = [];
    window.acquireVsCodeApi = () => ({
      getState: () => null,
      setState: (state) => { window.saved = state; },
      postMessage: (message) => {
        window.sent.push(message);
        if (message.type === 'ready') setTimeout(() => window.postMessage({ type: 'overview', caseName: 'large', overview: overview() }, '*'), 5);
      },
    });`;
  return loadableWebview(caseOverviewHtml({ cspSource: 'none', scriptUri: 'none', nonce: 'n', title: 'large', caseUri: 'file:///cases/large' }), fake, 'caseOverview');
}

test('overview: opens on the first study stage; Whole horizon fits every stage, Full size brings the columns back', needsEditors(['chromium'], 60_000), async () => {
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1200, height: 500 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.setContent(harness());
    await page.locator('#status', { hasText: /^stage 0\b/ }).waitFor({ timeout: 10_000 });
    const scroller = page.locator('#scroller');
    const fullWidth = (await scroller.evaluate((el) => el.scrollWidth)) as number;
    assert.equal(await scroller.evaluate((el) => el.scrollLeft), PRE * 26, 'the first study stage is the first column on screen');
    await page.screenshot({ path: join(artifactsDir, 'case-overview-opening.png') });

    const zoom = page.locator('#zoom');
    assert.equal(await zoom.innerText(), 'Whole horizon');
    await zoom.click();
    assert.equal(await zoom.innerText(), 'Full size');
    const view = (await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))) as { scrollWidth: number; clientWidth: number };
    assert.ok(view.scrollWidth <= view.clientWidth, `every stage fits the width: ${view.scrollWidth} <= ${view.clientWidth}`);
    assert.match(await page.locator('#status').innerText(), /^stage 0\b/, 'the selection stays');
    await page.screenshot({ path: join(artifactsDir, 'case-overview-whole-horizon.png') });

    await zoom.click();
    assert.equal(await scroller.evaluate((el) => el.scrollWidth), fullWidth, 'full-size columns again');
    assert.deepEqual(errors, []);
  } finally {
    await browser?.close();
  }
});
