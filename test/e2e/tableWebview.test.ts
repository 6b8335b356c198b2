// The table view's webview script (dist/tableView.js) in Chromium alone, with a stand-in for VS
// Code's webview API that answers pages of an 832,000-row table: it opens at the file's first
// problem, draws only the rows on screen, moves with the keyboard, goes to a row, sends the
// filters, and a reload shows the same rows (webview state). No code-server: a few seconds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type Browser, type Page } from 'playwright-core';
import { needsEditors } from './tools';
import { launchChromium, loadableWebview } from './webviewHarness';
import { tableViewHtml } from '../../client/tableViewHtml';

const ROWS = 832_000;
const PROBLEM_ROW = 500_000;

/** The page with the bundled script and a fake `acquireVsCodeApi` (the policy is dropped: the fake is an inline script). */
function harness(savedState: unknown): string {
  const fake = `
    const problems = [{ code: 'FPHA-004', severity: 'error', message: 'gamma_v must be >= 0', column: 'gamma_v', row: ${PROBLEM_ROW}, rows: [[${PROBLEM_ROW}, ${PROBLEM_ROW + 2}]], count: 3 }];
    const meta = { columns: [{ name: 'hydro_id', type: 'Int32', nullable: false }, { name: 'gamma_v', type: 'Float64', nullable: true }], numRows: ${ROWS}, rowGroups: [${ROWS}], compression: ['ZSTD'], validated: true };
    function page(request) {
      const wanted = request.revealRow !== undefined ? request.revealRow : request.start || 0;
      const start = Math.max(0, Math.min(wanted, ${ROWS} - request.count));
      const rows = [];
      for (let i = start; i < Math.min(${ROWS}, start + request.count); i++) {
        const onProblem = i >= ${PROBLEM_ROW} && i <= ${PROBLEM_ROW + 2};
        rows.push({ index: i, cells: [String(i % 160), onProblem ? '-0.5' : String(i / 8)], problems: onProblem ? [{ problem: 0, column: 'gamma_v' }] : [] });
      }
      return { meta, total: ${ROWS}, start, rows, ...(request.withProblems ? { problems } : {}), ...(request.revealRow !== undefined ? { revealPosition: request.revealRow } : {}) };
    }
    window.sent = [];
    window.acquireVsCodeApi = () => ({
      getState: () => (${JSON.stringify(savedState ?? null)}),
      setState: (state) => { window.saved = state; },
      postMessage: (message) => {
        window.sent.push(message);
        if (message.type === 'page') setTimeout(() => window.postMessage({ type: 'page', id: message.id, page: page(message.request) }, '*'), 5);
      },
    });`;
  return loadableWebview(tableViewHtml({ cspSource: 'none', scriptUri: 'none', nonce: 'n', title: 'system/fpha_hyperplanes.parquet' }), fake, 'tableView');
}

const status = (page: Page) => page.locator('#status').innerText();

test('table webview: first problem, rows on screen only, keyboard, go to row, filters, state', needsEditors(['chromium'], 60_000), async () => {
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.setContent(harness(undefined));

    // Opened without a saved place: at the file's first problem, its cell marked with the message.
    const problemCell = page.locator(`#rows .row[data-row="${PROBLEM_ROW}"] .value.problem.error`);
    await problemCell.waitFor({ timeout: 10_000 });
    assert.equal(await problemCell.getAttribute('title'), 'FPHA-004 (error): gamma_v must be >= 0');
    assert.equal(await status(page), `row ${PROBLEM_ROW}, gamma_v: FPHA-004 (error): gamma_v must be >= 0`);
    assert.match(await page.locator('#problem-list').innerText(), new RegExp(`rows ${PROBLEM_ROW}–${PROBLEM_ROW + 2} \\(3\\) · gamma_v`));
    const drawn = await page.locator('#rows .row[data-row]').count();
    assert.ok(drawn > 10 && drawn < 40, `only the rows on screen are drawn (${drawn})`);

    await page.locator('#grid').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await status(page), `row ${PROBLEM_ROW + 1}, hydro_id`);
    await page.keyboard.press('Control+End');
    await page.locator(`#rows .row[data-row="${ROWS - 1}"]`).waitFor();
    assert.equal(await status(page), `row ${ROWS - 1}, hydro_id`);

    await page.fill('#goto', '800000');
    await page.press('#goto', 'Enter');
    await page.locator('#rows .row[data-row="800000"] .value.selected').waitFor();
    assert.ok(await page.locator('#rows .row[data-row="800000"]').isVisible());
    await page.keyboard.press('PageDown');
    assert.match(await status(page), /^row 8000\d\d, hydro_id$/);

    await page.fill('#hydro', '7');
    await page.check('#problems-only');
    const lastRequest = await page.evaluate('window.sent.filter((m) => m.type === "page").at(-1).request');
    assert.deepEqual((lastRequest as { filter: unknown }).filter, { hydroId: 7, problemsOnly: true });

    // What a reload gets back: the rows that were on screen, the selection, the filters.
    await page.uncheck('#problems-only');
    await page.fill('#hydro', '');
    await page.locator('#hydro').dispatchEvent('change');
    await page.fill('#goto', '123456');
    await page.press('#goto', 'Enter');
    await page.locator('#rows .row[data-row="123456"] .value.selected').waitFor();
    await page.waitForTimeout(200);
    // "Plant curves" asks the editor for the selected row's plant (its hydro_id cell: 123456 % 160).
    await page.click('#plant-curves');
    assert.deepEqual(await page.evaluate('window.sent.at(-1)'), { type: 'plantCurves', hydroId: 123456 % 160 });
    const saved = (await page.evaluate('window.saved')) as { top: number; position: number; filter: unknown };
    assert.equal(saved.position, 123456);
    assert.deepEqual(saved.filter, {});
    const reloaded = await browser.newPage({ viewport: { width: 1000, height: 600 } });
    await reloaded.setContent(harness({ ...saved, filter: { stageId: 3 } }));
    await reloaded.locator('#rows .row[data-row="123456"] .value.selected').waitFor({ timeout: 10_000 });
    assert.equal(await reloaded.locator('#rows .row[data-row]').first().getAttribute('data-row'), String(saved.top));
    assert.equal(await reloaded.inputValue('#stage'), '3');
    assert.deepEqual(errors, []);
  } finally {
    await browser?.close();
  }
});

test(
  'table webview: a refresh (new problems) with the first row on screen asks from row 0, never a negative start the server refuses',
  needsEditors(['chromium'], 60_000),
  async () => {
    let browser: Browser | undefined;
    try {
      browser = await launchChromium();
      const page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
      // Reopened at the top (a saved place), as a table is when its problems change right after it opens.
      await page.setContent(harness({ top: 0, position: 0 }));
      await page.locator('#rows .row[data-row="0"]').waitFor({ timeout: 10_000 });
      await page.evaluate('window.postMessage({ type: "refresh" }, "*")');
      await page.waitForFunction('window.sent.filter((m) => m.type === "page").length >= 2', undefined, { timeout: 10_000 });
      const starts = (await page.evaluate('window.sent.filter((m) => m.type === "page").map((m) => m.request.start ?? 0)')) as number[];
      assert.ok(
        starts.every((start) => start >= 0),
        `page starts ${JSON.stringify(starts)}`,
      );
    } finally {
      await browser?.close();
    }
  },
);
