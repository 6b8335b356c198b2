// The user's view in code-server (VS Code 1.139 in Chromium): open a broken case, open
// stages.json from the explorer, see the squiggle and the Problems panel entries (the unopened
// Parquet table's too), run "HydroCase: Validate Case" from the palette and read its notification;
// then a Cobre example whose files name a `$schema`: the file is a Cobre case JSON file, its
// outline is HydroCase's and the Problems panel has nothing from VS Code's JSON extension.
// Leaves screenshots in artifacts/. Selectors are VS Code internals (pinned).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CODE_SERVER_TOOLS, artifactsDir, needsEditors } from './tools';
import { examplesDir } from '../support/cli';
import { STEP_MS, inWorkbench, runCommand } from './workbench';
import { writeBrokenCase, writeLongStudyCase } from './fixtures';
import { GEOMETRY_FILE, GEOMETRY_MESSAGE_PREFIX, GEOMETRY_RULE, LONG_STUDY_STAGES, STAGES_FILE, STAGES_MESSAGE, STAGES_RULE, badHoursRange } from './fixtureSpec';
import { escapeRegExp } from '../support/assertions';

/** The example the issue measured: its files name a `$schema`, and it predates the current spec. */
const EXAMPLE = 'deterministic/d12-par-annual';

test('code-server UI: squiggle, Problems panel entries and the Validate Case notification', needsEditors(CODE_SERVER_TOOLS, 180_000), async () => {
  await inWorkbench(
    'code-server-ui',
    () => writeBrokenCase(),
    async (page, workspace, lap) => {
      await page.locator('.explorer-folders-view .monaco-list-row', { hasText: STAGES_FILE }).first().click({ timeout: STEP_MS });
      await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: STEP_MS });
      lap('squiggle in stages.json');

      await page.keyboard.press('Control+Shift+M');
      const problems = page.locator('.markers-panel .monaco-list-row');
      const stagesRow = problems.filter({ hasText: STAGES_RULE }).first();
      await stagesRow.waitFor({ timeout: STEP_MS });
      assert.match(await stagesRow.innerText(), new RegExp(escapeRegExp(STAGES_MESSAGE)));
      // Go to the problem: the cursor lands on the bad value's line (and the screenshot shows it).
      await stagesRow.click();
      const line = badHoursRange(readFileSync(join(workspace, STAGES_FILE), 'utf8')).start.line + 1;
      await page
        .locator('.statusbar-item', { hasText: `Ln ${line}, Col` })
        .first()
        .waitFor({ timeout: STEP_MS });
      // The geometry table's problems are listed under its file, collapsed or not: find the file row.
      await problems
        .filter({ hasText: GEOMETRY_FILE.split('/').pop()! })
        .first()
        .waitFor({ timeout: STEP_MS });
      const geometryRow = problems.filter({ hasText: GEOMETRY_RULE }).first();
      await geometryRow.waitFor({ timeout: STEP_MS });
      assert.match(await geometryRow.innerText(), new RegExp(escapeRegExp(GEOMETRY_MESSAGE_PREFIX)));
      lap('Problems panel');

      await runCommand(page, 'HydroCase: Validate Case');
      // A page without focus (headless) keeps toasts back until it gets focus: read the
      // notification where it also lands, the notification centre.
      await runCommand(page, 'Notifications: Show Notifications');
      const notification = page.locator('.notifications-center .notification-list-item', { hasText: 'HydroCase:' }).first();
      await notification.waitFor({ timeout: STEP_MS });
      assert.match(await notification.innerText(), /HydroCase: .*: \d+ errors? \(\d+ files?, \d+ ms\)/);
      lap('Validate Case notification');
    },
  );
});

test(
  "code-server UI: a Cobre example's stages.json is Cobre case JSON, with HydroCase's outline, no $schema problem, and HydroCase's status bar item",
  needsEditors(CODE_SERVER_TOOLS, 180_000),
  async () => {
    await inWorkbench(
      'code-server-case-outline',
      (runDir) => copyExample(runDir, EXAMPLE),
      async (page, _workspace, lap) => {
        await page.locator('.explorer-folders-view .monaco-list-row', { hasText: STAGES_FILE }).first().click({ timeout: STEP_MS });
        await page.locator('.statusbar-item', { hasText: 'Cobre case JSON' }).first().waitFor({ timeout: STEP_MS });
        lap('stages.json in Cobre case JSON');
        await page.keyboard.press('Control+Shift+M');
        const problems = page.locator('.markers-panel .monaco-list-row');
        await problems.filter({ hasText: 'STG-039' }).first().waitFor({ timeout: STEP_MS });
        await runCommand(page, 'Explorer: Focus on Outline View');
        // HydroCase's outline: its entries carry what they hold (the JSON extension's would not): the
        // season map's kind and count on its first row (the rows below it scroll out of the small view).
        await page
          .locator('.monaco-list-row', { hasText: /season_definitions\s*monthly · 12 seasons/ })
          .first()
          .waitFor({ timeout: STEP_MS });
        lap('Problems panel and outline');
        // The JSON extension took about a second to flag the $schema of a plain JSON file in the extension-host suite.
        await page.waitForTimeout(3000);
        const texts = await problems.allInnerTexts();
        assert.ok(texts.length > 0);
        assert.deepEqual(
          texts.filter((text) => /schema|Value expected/i.test(text)),
          [],
          "nothing from VS Code's JSON extension",
        );
        // HydroCase's own status bar item: the case's counts; a click opens its menu.
        const status = page.locator('.statusbar-item', { hasText: /HydroCase: \d+ errors?/ }).first();
        await status.waitFor({ timeout: STEP_MS });
        await status.click();
        await page.locator('.quick-input-list .monaco-list-row', { hasText: 'Restart Server' }).first().waitFor({ timeout: STEP_MS });
        await page.keyboard.press('Escape');
        lap('status bar item and its menu');
      },
    );
  },
);

test("code-server UI: a long study's outline lists its stages with their block counts", needsEditors(CODE_SERVER_TOOLS, 180_000), async () => {
  await inWorkbench(
    'code-server-long-study-outline',
    () => writeLongStudyCase(),
    async (page, _workspace, lap) => {
      await page.locator('.explorer-folders-view .monaco-list-row', { hasText: STAGES_FILE }).first().click({ timeout: STEP_MS });
      await runCommand(page, 'Explorer: Focus on Outline View');
      // Room for the details in the screenshot: the folders' view collapsed, the sidebar dragged wider.
      await page.locator('.split-view-view:has(.explorer-folders-view) .pane-header').first().click({ timeout: STEP_MS });
      const sidebar = await page.locator('.part.sidebar').boundingBox();
      if (sidebar) {
        const y = sidebar.y + sidebar.height / 2;
        await page.mouse.move(sidebar.x + sidebar.width + 1, y);
        await page.mouse.down();
        await page.mouse.move(sidebar.x + sidebar.width + 320, y, { steps: 8 });
        await page.mouse.up();
      }
      const outline = page.locator('.outline-tree .monaco-list-row');
      const stagesRow = outline.filter({ hasText: `${LONG_STUDY_STAGES} study stages` }).first();
      await stagesRow.waitFor({ timeout: STEP_MS });
      await stagesRow.click();
      await page.keyboard.press('ArrowRight'); // expand the stages
      const firstStage = outline.filter({ hasText: 'stage 0' }).first();
      await firstStage.waitFor({ timeout: STEP_MS });
      assert.match(await firstStage.innerText(), /2024-01-01 → 2024-01-08 · 3 blocks/);
      lap('outline of 200 stages');
    },
  );
});

test(
  "code-server UI: a rule page opens rendered from a problem's code, and Fix All in Case clears a Cobre example's older keys",
  needsEditors(CODE_SERVER_TOOLS, 180_000),
  async () => {
    await inWorkbench(
      'code-server-fix-all',
      (runDir) => copyExample(runDir, EXAMPLE),
      async (page, _workspace, lap) => {
        await page.locator('.explorer-folders-view .monaco-list-row', { hasText: STAGES_FILE }).first().click({ timeout: STEP_MS });
        await page.keyboard.press('Control+Shift+M');
        const problems = page.locator('.markers-panel .monaco-list-row');
        const older = problems.filter({ hasText: 'STG-039' }).first();
        await older.waitFor({ timeout: STEP_MS });
        // The rule code is a link to the rule's page, which opens in the Markdown preview (read-only, rendered).
        await older.locator('a', { hasText: 'STG-039' }).first().click({ timeout: STEP_MS });
        await page.locator('.tab', { hasText: 'STG-039' }).first().waitFor({ timeout: STEP_MS });
        const rulePage = page.frameLocator('iframe.webview').frameLocator('iframe');
        await rulePage.locator('h1', { hasText: 'STG-039' }).first().waitFor({ timeout: STEP_MS });
        await page.screenshot({ path: join(artifactsDir, 'code-server-rule-page.png') });
        // Its failing and passing example, rendered (the engine checks both in test/engine/ruleExamples.test.ts).
        const example = rulePage.locator('h2', { hasText: 'Example' }).first();
        await example.scrollIntoViewIfNeeded({ timeout: STEP_MS });
        assert.ok((await rulePage.locator('pre code').count()) >= 2, 'the failing and the passing example are code blocks');
        await page.screenshot({ path: join(artifactsDir, 'code-server-rule-page-example.png') });
        lap('rule page rendered');

        // Back to stages.json from the explorer (focus leaves the preview's frame, so the palette opens).
        await page.locator('.explorer-folders-view .monaco-list-row', { hasText: STAGES_FILE }).first().click({ timeout: STEP_MS });
        await page.locator('.tab.active', { hasText: STAGES_FILE }).first().waitFor({ timeout: STEP_MS });
        await runCommand(page, 'HydroCase: Fix All in Case');
        await runCommand(page, 'Notifications: Show Notifications');
        const notification = page.locator('.notifications-center .notification-list-item', { hasText: 'HydroCase: fixed' }).first();
        await notification.waitFor({ timeout: STEP_MS });
        // d12's 24 older keys are one problem (D1): one fix renames them all.
        assert.match(await notification.innerText(), /fixed 2 problems in 2 files \(PEN-020 ×1, STG-039 ×1\)/);
        await page.keyboard.press('Control+Shift+M');
        const deadline = Date.now() + STEP_MS;
        while ((await problems.filter({ hasText: 'STG-039' }).count()) > 0) {
          assert.ok(Date.now() < deadline, 'STG-039 still in the Problems panel after Fix All in Case');
          await page.waitForTimeout(250);
        }
        lap('Fix All in Case applied');
      },
    );
  },
);

/** A copy of a Cobre example case under `runDir` (removed with it); returns its folder. */
function copyExample(runDir: string, example: string): string {
  const dir = join(runDir, 'workspace', example.split('/').pop()!);
  cpSync(join(examplesDir, example), dir, { recursive: true });
  return dir;
}
