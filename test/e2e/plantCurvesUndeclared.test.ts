// Plant curves of an id no plant has: a production-model entry's hydro_id typed 5 in a case whose
// plants are 1 and 2. The page says, above every chart, that hydro 5 is not declared, and the plant
// list marks it; the geometry note counts the rows not drawn beside "no drawn point breaks a rule".
// The webview script in Chromium alone, with the view the engine builds. Screenshot:
// artifacts/plant-curves-undeclared.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser } from 'playwright-core';
import { artifactsDir, needsEditors } from './tools';
import { repoRoot } from '../support/cli';
import { launchChromium, loadableWebview } from './webviewHarness';
import { writeCase } from '../support/cases';
import { FPHA_PLANT, plantCurvesCaseFiles } from '../support/plantCurvesCase';
import { plantCurvesHtml } from '../../client/plantCurvesHtml';
import { validateCase } from '../../shared/engine/validate';
import { buildPlantCurves } from '../../shared/views/plantCurveSource';

function page(view: unknown): string {
  const style = readFileSync(join(repoRoot, 'dist', 'plantCurves.css'), 'utf8');
  const fake = `
    window.acquireVsCodeApi = () => ({
      getState: () => null,
      setState: () => undefined,
      postMessage: (message) => {
        if (message.type === 'ready') setTimeout(() => window.postMessage({ type: 'view', view: ${JSON.stringify(view)}, caseUri: 'file:///demo-case', caseName: 'demo-case' }, '*'), 5);
      },
    });`;
  const html = plantCurvesHtml({ cspSource: 'none', scriptUri: 'none', styleUri: 'none', nonce: 'n', title: 'Plant curves' }).replace(
    /<link rel="stylesheet"[^>]*>/,
    () => `<style>${style}</style>`,
  );
  return loadableWebview(html, fake, 'plantCurves');
}

test('plant curves: an undeclared plant id says so above the charts; rows not drawn are counted in the note', needsEditors(['chromium'], 60_000), async () => {
  const files = plantCurvesCaseFiles();
  // The FPHA plant's production-model entry now names 5, which hydros.json does not declare.
  const models = structuredClone(files['system/hydro_production_models.json']) as { production_models: Array<{ hydro_id: number }> };
  models.production_models[0]!.hydro_id = 5;
  files['system/hydro_production_models.json'] = models;
  const dir = writeCase(files);
  const validation = await validateCase(dir);
  const undeclared = await buildPlantCurves(dir, validation, { hydroId: 5 });
  const declared = await buildPlantCurves(dir, validation, { hydroId: FPHA_PLANT });
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const errors: string[] = [];
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    tab.on('pageerror', (error) => errors.push(String(error)));
    await tab.setContent(page(undeclared));
    await tab.locator('#undeclared', { hasText: 'hydro 5 is not declared in system/hydros.json' }).waitFor({ timeout: 10_000 });
    assert.match(await tab.locator('#plant option:checked').innerText(), /^5 \(not declared\)$/);
    await tab.screenshot({ path: join(artifactsDir, 'plant-curves-undeclared.png') });

    const plain = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    plain.on('pageerror', (error) => errors.push(String(error)));
    await plain.setContent(page(declared));
    await plain.locator('#geometry-note', { hasText: 'points' }).waitFor({ timeout: 10_000 });
    assert.equal(await plain.locator('#undeclared').isHidden(), true, 'a declared plant has no banner');
    assert.match(await plain.locator('#geometry-note').innerText(), /1 row not drawn: it breaks a rule \(listed below\)/);
    assert.deepEqual(errors, []);
  } finally {
    await browser?.close();
  }
});
