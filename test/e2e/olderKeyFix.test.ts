// The quick fix of an older key in code-server, on a copy of the Cobre example d12 (its stages
// write "num_scenarios" on every stage): one problem (decision D1) whose quick-fix menu offers the
// rename of every place at once; chosen and saved, the file holds no "num_scenarios".
// Screenshots: artifacts/fix-menu-older-key-menu.png (the menu open on the first place),
// artifacts/fix-menu-older-key.png (every place renamed, saved).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODE_SERVER_TOOLS, artifactsDir, needsEditors } from './tools';
import { STEP_MS, inWorkbench, quickFixMenuAt, quickOpen } from './workbench';
import { examplesDir } from '../support/cli';

const D12 = 'deterministic/d12-par-annual';

test('code-server: an older key repeated on every stage is one problem, and its quick fix renames every place', needsEditors(CODE_SERVER_TOOLS, 240_000), async () => {
  let caseDir = '';
  const makeWorkspace = () => {
    caseDir = mkdtempSync(join(tmpdir(), 'hydrocase-older-key-'));
    cpSync(join(examplesDir, D12), caseDir, { recursive: true });
    return caseDir;
  };
  await inWorkbench('fix-menu-older-key', makeWorkspace, async (page, _workspace, lap) => {
    await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: STEP_MS });
    await quickOpen(page, 'stages.json');
    // The case validated (the problem sits below the first screen of the file).
    await page
      .locator('.statusbar-item', { hasText: /HydroCase: \d+ error/ })
      .first()
      .waitFor({ timeout: STEP_MS });
    const text = readFileSync(join(caseDir, 'stages.json'), 'utf8');
    const places = text.split('\n').filter((line) => line.includes('"num_scenarios"')).length;
    const firstLine = text.split('\n').findIndex((line) => line.includes('"num_scenarios"')) + 1;
    await quickFixMenuAt(page, firstLine, 8);
    const rename = page.locator('.action-widget .monaco-list-row', { hasText: 'num_openings' }).first();
    await rename.waitFor({ timeout: STEP_MS });
    await page.screenshot({ path: join(artifactsDir, 'fix-menu-older-key-menu.png') });
    lap('older-key rename in the quick-fix menu');
    await rename.click();
    // The fix is an edit of the buffer; saved, the file on disk has every place renamed.
    await page.keyboard.press('Control+S');
    const deadline = Date.now() + STEP_MS;
    while (readFileSync(join(caseDir, 'stages.json'), 'utf8').includes('"num_scenarios"')) {
      if (Date.now() > deadline) throw new Error('stages.json still writes num_scenarios after the fix and a save');
      await page.waitForTimeout(200);
    }
    const saved = readFileSync(join(caseDir, 'stages.json'), 'utf8');
    assert.equal(saved.split('\n').filter((line) => line.includes('"num_openings"')).length, places, `every one of the ${places} places renamed`);
    lap('every place renamed');
  });
});
