// The plant curves webview script (dist/plantCurves.js, uPlot inside) in Chromium alone, with a
// stand-in for VS Code's webview API that answers with the view the engine builds for the test
// case: every chart is drawn, the marked point / rejected plane / segment lists link to their
// rows, the plant and stage selects ask for the new choice (from the keyboard too), the choice is
// kept in the webview state, and a theme change redraws. No code-server: a few seconds.
// Screenshots with stand-in light and dark theme colours: artifacts/plant-curves-webview-{light,dark,high-contrast}.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser } from 'playwright-core';
import { artifactsDir, needsEditors } from './tools';
import { repoRoot } from '../support/cli';
import { launchChromium, loadableWebview } from './webviewHarness';
import { writeCase } from '../support/cases';
import { FPHA_PLANT, REJECTED_PLANE_ROW, plantCurvesCaseFiles } from '../support/plantCurvesCase';
import { plantCurvesHtml } from '../../client/plantCurvesHtml';
import { validateCase } from '../../shared/engine/validate';
import { buildPlantCurves } from '../../shared/views/plantCurveSource';

/** A few of the variables VS Code sets on a webview's page, per theme. */
const FONT = 'font-family: system-ui, sans-serif; --vscode-font-family: system-ui, sans-serif;';
const THEMES = {
  light: {
    class: 'vscode-light',
    vars: {
      'editor-foreground': '#3b3b3b',
      'editor-background': '#ffffff',
      descriptionForeground: '#717171',
      'charts-lines': 'rgba(97,97,97,0.25)',
      'charts-blue': '#1a85ff',
      'charts-red': '#e51400',
      'charts-green': '#388a34',
      'charts-orange': '#d18616',
      'charts-purple': '#652d90',
      'textLink-foreground': '#006ab1',
      'editorError-foreground': '#e51400',
    },
  },
  dark: {
    class: 'vscode-dark',
    vars: {
      'editor-foreground': '#cccccc',
      'editor-background': '#1f1f1f',
      descriptionForeground: '#9d9d9d',
      'charts-lines': 'rgba(204,204,204,0.25)',
      'charts-blue': '#3794ff',
      'charts-red': '#f14c4c',
      'charts-green': '#89d185',
      'charts-orange': '#d18616',
      'charts-purple': '#b180d7',
      'textLink-foreground': '#4daafc',
      'editorError-foreground': '#f14c4c',
    },
  },
  // VS Code's Dark High Contrast: black, white text, and the contrast borders a webview should draw.
  'high-contrast': {
    class: 'vscode-high-contrast',
    vars: {
      'editor-foreground': '#ffffff',
      'editor-background': '#000000',
      descriptionForeground: '#ffffff',
      'charts-lines': '#ffffff',
      'charts-blue': '#3794ff',
      'charts-red': '#f14c4c',
      'charts-green': '#89d185',
      'charts-orange': '#d18616',
      'charts-purple': '#b180d7',
      'textLink-foreground': '#21a6ff',
      'editorError-foreground': '#f48771',
      contrastBorder: '#6fc3df',
      contrastActiveBorder: '#f38518',
      focusBorder: '#f38518',
    },
  },
} as const;

function themeStyle(theme: keyof typeof THEMES): string {
  return `${FONT} ${Object.entries(THEMES[theme].vars)
    .map(([name, value]) => `--vscode-${name}: ${value};`)
    .join(' ')}`;
}

/** The page with the bundled script and stylesheet inline and a fake `acquireVsCodeApi` (the policy is dropped: the fake is an inline script). */
function harness(views: Record<string, unknown>, savedState: unknown): string {
  const style = readFileSync(join(repoRoot, 'dist', 'plantCurves.css'), 'utf8');
  const fake = `
    const views = ${JSON.stringify(views)};
    window.sent = [];
    const answer = (key) => setTimeout(() => window.postMessage({ type: 'view', view: views[key] ?? views.default, caseUri: 'file:///demo-case', caseName: 'demo-case' }, '*'), 5);
    window.acquireVsCodeApi = () => ({
      getState: () => (${JSON.stringify(savedState ?? null)}),
      setState: (state) => { window.saved = state; },
      postMessage: (message) => {
        window.sent.push(message);
        if (message.type === 'ready') answer('default');
        if (message.type === 'select') answer(message.hydroId + ':' + (message.stageId ?? ''));
      },
    });`;
  // uPlot's stylesheet, linked from dist/ in VS Code, is inlined here.
  const html = plantCurvesHtml({ cspSource: 'none', scriptUri: 'none', styleUri: 'none', nonce: 'n', title: 'Plant curves' }).replace(
    /<link rel="stylesheet"[^>]*>/,
    () => `<style>${style}</style>`,
  );
  return loadableWebview(html, fake, 'plantCurves');
}

test('plant curves webview: every chart drawn, marks linked to rows, keyboard selects, state, theme redraw', needsEditors(['chromium'], 60_000), async () => {
  const dir = writeCase(plantCurvesCaseFiles());
  const validation = await validateCase(dir);
  const views = {
    default: await buildPlantCurves(dir, validation, { hydroId: FPHA_PLANT }),
    [`${FPHA_PLANT}:2`]: await buildPlantCurves(dir, validation, { hydroId: FPHA_PLANT, stageId: 2 }),
    '2:': await buildPlantCurves(dir, validation, { hydroId: 2 }),
  };
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 1700 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.setContent(harness(views, undefined));
    await page.evaluate(`document.body.className = '${THEMES.light.class}'; document.documentElement.style.cssText = '${themeStyle('light')}'`);

    // Every chart of plant 1 is drawn: 2 geometry, 3 hyperplane volumes, tailrace (plant 1 is FPHA: no productivity values).
    await page.locator('#chart-height canvas').waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('#sections canvas').count(), 6);
    assert.match(await page.locator('#geometry-note').innerText(), /10 points from 11 rows; storage range 200–900 hm³ shaded; 1 point breaks a rule/);
    assert.match(await page.locator('#geometry-marks').innerText(), /row 6: volume 600 hm³, height .* GEO-006/);
    assert.match(await page.locator('#geometry-marks').innerText(), /row 8: not drawn — GEO-004/);
    assert.match((await page.locator('#chart-planes-1').getAttribute('aria-label')) ?? '', /^middle volume, 550 hm³: envelope from/);
    assert.deepEqual(await page.locator('#plant option').allInnerTexts(), ['1 · Furnas', '2 · Peixoto']);

    // A marked point asks the editor for its row in the table view.
    await page.locator('#geometry-marks button', { hasText: 'row 6' }).click();
    assert.deepEqual(await page.evaluate('window.sent.at(-1)'), { type: 'showRow', file: 'system/hydro_geometry.parquet', row: 6, column: 'height_m' });

    // The stage select from the keyboard: stage 2 uses the null-stage planes, one rejected.
    await page.locator('#stage').focus();
    await page.keyboard.press('End');
    await page.locator('#planes-marks', { hasText: `row ${REJECTED_PLANE_ROW}` }).waitFor({ timeout: 5000 });
    assert.deepEqual(await page.evaluate('window.sent.at(-1)'), { type: 'select', hydroId: FPHA_PLANT, stageId: 2 });
    assert.match(await page.locator('#planes-marks').innerText(), /plane 4 \(row 7\) is rejected — FPH-005/);
    // The state names the case too: after a reload VS Code hands it to the panel's serializer.
    assert.deepEqual(await page.evaluate('window.saved'), { caseUri: 'file:///demo-case', hydroId: FPHA_PLANT, stageId: 2 });
    mkdirSync(artifactsDir, { recursive: true });
    await page.screenshot({ path: join(artifactsDir, 'plant-curves-webview-light.png'), fullPage: true });

    // The theme changes: the charts are drawn again, in the new colours.
    const drawing = () => page.evaluate("document.querySelector('#chart-height canvas').toDataURL()");
    const before = await drawing();
    await page.evaluate(`document.documentElement.style.cssText = '${themeStyle('dark')}'; document.body.className = '${THEMES.dark.class}'`);
    await page.waitForTimeout(300);
    const after = await drawing();
    assert.notEqual(after, before, 'the chart is redrawn in the dark theme');
    await page.screenshot({ path: join(artifactsDir, 'plant-curves-webview-dark.png'), fullPage: true });

    // Plant 2 (constant productivity): its productivity chart and table, no hyperplanes.
    await page.locator('#plant').selectOption('2');
    await page.locator('#productivity-table tbody tr').first().waitFor({ timeout: 5000 });
    assert.match(await page.locator('#planes-note').innerText(), /no study stage of this plant runs FPHA/);
    assert.equal((await page.locator('#chart-productivity canvas').count()) > 0, true);
    assert.match(await page.locator('#productivity-table').innerText(), /0\s+constant_productivity\s+0\.85\s+0\.85 MW\/\(m³\/s\), from productivity_mw_per_m3s/);
    await page.screenshot({ path: join(artifactsDir, 'plant-curves-webview-dark-plant2.png'), fullPage: true });

    // High contrast: redrawn in its colours.
    const beforeContrast = await drawing();
    await page.evaluate(`document.documentElement.style.cssText = '${themeStyle('high-contrast')}'; document.body.className = '${THEMES['high-contrast'].class}'`);
    await page.waitForTimeout(300);
    assert.notEqual(await drawing(), beforeContrast, 'the chart is redrawn in high contrast');
    await page.screenshot({ path: join(artifactsDir, 'plant-curves-webview-high-contrast.png'), fullPage: true });

    // A reload with the saved state asks for the same plant and stage (the panel passes it on).
    const reloaded = await browser.newPage();
    await reloaded.setContent(harness(views, { caseUri: 'file:///case', hydroId: FPHA_PLANT, stageId: 2 }));
    assert.deepEqual(await reloaded.evaluate('window.sent[0]'), { type: 'ready' });
    assert.deepEqual(errors, []);
    console.log(`screenshots: ${artifactsDir}/plant-curves-webview-{light,dark,dark-plant2,high-contrast}.png`);
  } finally {
    await browser?.close();
  }
});
