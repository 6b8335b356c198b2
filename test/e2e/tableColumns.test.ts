// The table view brings what the planner asked for on screen: a problem on a column past the
// view's right edge scrolls the grid sideways to the cell; a table with no problems gives the side
// list's width back to the columns; a fast drag of the scroll bar keeps one page request in flight
// and shows rows where the drag is, not "…" until it stops. The webview script in Chromium alone,
// with a stand-in for VS Code's webview API whose pages take a while, like a large table's.
// Screenshots: artifacts/table-view-problem-column.png, artifacts/table-view-no-problems.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { type Browser } from 'playwright-core';
import { artifactsDir, needsEditors } from './tools';
import { launchChromium, loadableWebview } from './webviewHarness';
import { tableViewHtml } from '../../client/tableViewHtml';

const ROWS = 832_000;
const COLUMNS = ['hydro_id', 'stage_id', 'plane_id', 'gamma_0', 'gamma_v', 'gamma_q', 'gamma_s', 'kappa'];
const PROBLEM_ROW = 27;
const PAGE_MS = 60;

function harness(withProblem: boolean): string {
  const fake = `
    const columns = ${JSON.stringify(COLUMNS)};
    const problems = ${withProblem ? `[{ code: 'FPH-008', severity: 'error', message: 'kappa must be in (0, 1]', column: 'kappa', row: ${PROBLEM_ROW}, rows: [[${PROBLEM_ROW}, ${PROBLEM_ROW}]], count: 1 }]` : '[]'};
    const meta = { columns: columns.map((name) => ({ name, type: 'Float64', nullable: false })), numRows: ${ROWS}, rowGroups: [${ROWS}], compression: ['ZSTD'], validated: true };
    function page(request) {
      const wanted = request.revealRow !== undefined ? request.revealRow : request.start || 0;
      const start = Math.max(0, Math.min(wanted, ${ROWS} - request.count));
      const rows = [];
      for (let i = start; i < Math.min(${ROWS}, start + request.count); i++) {
        const onProblem = ${withProblem} && i === ${PROBLEM_ROW};
        rows.push({ index: i, cells: columns.map((_, c) => String(i * 10 + c)), problems: onProblem ? [{ problem: 0, column: 'kappa' }] : [] });
      }
      return { meta, total: ${ROWS}, start, rows, ...(request.withProblems ? { problems } : {}), ...(request.revealRow !== undefined ? { revealPosition: request.revealRow } : {}) };
    }
    window.sent = [];
    window.acquireVsCodeApi = () => ({
      getState: () => null,
      setState: () => undefined,
      postMessage: (message) => {
        window.sent.push(message);
        // One page at a time, each taking a while, as the server reads a large table's row group.
        if (message.type === 'page') {
          window.inFlight = (window.inFlight || 0) + 1;
          window.maxInFlight = Math.max(window.maxInFlight || 0, window.inFlight);
          window.queue = (window.queue || Promise.resolve()).then(() => new Promise((resolve) => setTimeout(() => { window.inFlight--; window.postMessage({ type: 'page', id: message.id, page: page(message.request) }, '*'); resolve(); }, ${PAGE_MS})));
        }
      },
    });`;
  return loadableWebview(tableViewHtml({ cspSource: 'none', scriptUri: 'none', nonce: 'n', title: 'system/fpha_hyperplanes.parquet' }), fake, 'tableView');
}

test('table view: the problem on a far column scrolls into view; no problems, no side list; a fast drag shows rows', needsEditors(['chromium'], 90_000), async () => {
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const errors: string[] = [];
    // About the grid's width at 1440 px with the Explorer open.
    const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.setContent(harness(true));
    // Opening on the file's first problem selects it, on the 8th column, which is past the right edge at full width.
    await page.locator('.selected', { hasText: String(PROBLEM_ROW * 10 + 7) }).waitFor({ timeout: 10_000 });
    const inView = () =>
      page.evaluate(`(() => {
        const grid = document.getElementById('grid').getBoundingClientRect();
        const cell = document.querySelector('.selected').getBoundingClientRect();
        return cell.left >= grid.left && cell.right <= grid.right;
      })()`) as Promise<boolean>;
    assert.ok(await inView(), 'the selected kappa cell is on screen');
    const aligned = await page.evaluate(`(() => {
      const heads = [...document.querySelectorAll('#head > div')];
      const kappa = heads.find((h) => h.textContent.startsWith('kappa')).getBoundingClientRect().left;
      return Math.abs(kappa - document.querySelector('.selected').getBoundingClientRect().left) < 1;
    })()`);
    assert.ok(aligned, 'the header scrolls with the rows: kappa heads the selected cell');
    await page.screenshot({ path: join(artifactsDir, 'table-view-problem-column.png') });
    // Back to the left, then the side list's link brings it on screen again.
    await page.evaluate(`document.getElementById('grid').scrollLeft = 0`);
    assert.equal(await inView(), false, 'a narrow view hides kappa at scrollLeft 0 (else this test proves nothing)');
    await page.locator('#problem-list button').click();
    await page.waitForFunction(`document.getElementById('grid').scrollLeft > 0`);
    assert.ok(await inView(), 'the link scrolls sideways to the cell');

    // No problems: the side list keeps only its title, every column fits the editor area at 1440 px
    // with the Explorer open (about 1140 px), at VS Code's default font sizes.
    const clean = await browser.newPage({ viewport: { width: 1140, height: 600 } });
    clean.on('pageerror', (error) => errors.push(String(error)));
    await clean.setContent(harness(false));
    await clean.addStyleTag({ content: 'body { --vscode-font-size: 13px; --vscode-editor-font-size: 14px; }' });
    await clean.locator('#problem-title', { hasText: 'Problems (0)' }).waitFor({ timeout: 10_000 });
    const asideWidth = (await clean.evaluate(`document.querySelector('aside').getBoundingClientRect().width`)) as number;
    assert.ok(asideWidth < 60, `the empty side list is narrow (${asideWidth} px)`);
    const fits = await clean.evaluate(`document.getElementById('grid').scrollWidth <= document.getElementById('grid').clientWidth`);
    assert.ok(fits, 'all 8 columns fit');
    await clean.screenshot({ path: join(artifactsDir, 'table-view-no-problems.png') });

    // A fast drag: 30 frames of far jumps. Page requests stay one at a time, and 2 pages after the
    // drag stops the rows where it stopped are drawn.
    const sentBefore = (await clean.evaluate('window.sent.length')) as number;
    await clean.evaluate('window.maxInFlight = window.inFlight');
    await clean.evaluate(`new Promise((resolve) => {
      const grid = document.getElementById('grid');
      let frame = 0;
      function step() {
        grid.scrollTop = (frame + 1) * 600000;
        if (++frame < 30) requestAnimationFrame(step);
        else resolve();
      }
      requestAnimationFrame(step);
    })`);
    const requested = (await clean.evaluate(`window.sent.slice(${sentBefore}).filter((m) => m.type === 'page').length`)) as number;
    assert.equal(await clean.evaluate('window.maxInFlight'), 1, 'one page in flight during the drag');
    assert.ok(requested < 15, `not one request per frame (${requested} requested in 30 frames)`);
    await clean.waitForFunction(`!document.querySelector('#rows .index').textContent.includes('…') && document.querySelectorAll('#rows .row').length > 5`, undefined, {
      timeout: 4 * PAGE_MS * 5,
    });
    assert.deepEqual(errors, []);
  } finally {
    await browser?.close();
  }
});
