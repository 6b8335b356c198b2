import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkFileAlone } from '../../shared/engine/quickCheck';
import { validateCase } from '../../shared/engine/validate';
import { ruleCatalog } from '../../shared/rules';
import { crossFileChecks, filesReadBy } from '../../shared/crossFile/checks';
import { needsOtherFiles } from '../../shared/engine/needsOtherFiles';
import { writeCase, validCase, validStages } from '../support/cases';

test('quick check: the rules left to the whole-case run are the case, cross-file and other-file-reading ones', () => {
  const left = ruleCatalog.filter((rule) => needsOtherFiles(rule.id)).map((rule) => rule.id);
  // The catalogue's own ids: CASE-*, every XF-* and each rule that reads other files (named in the catalogue, or by its cross-file checks).
  const expected = ruleCatalog.filter((rule) => /^(XF|CASE)-/.test(rule.id) || Boolean(filesReadBy(rule)?.length)).map((rule) => rule.id);
  assert.deepEqual(left, expected);
  assert.equal(needsOtherFiles('XF-030'), true, 'reported while the whole case reads the registries');
  assert.equal(needsOtherFiles('STG-040'), true, 'a stages.json rule that reads config.json');
  assert.equal(needsOtherFiles('JSON-001'), false);
  assert.equal(needsOtherFiles('STG-001'), false);
});

test('quick check: it runs no cross-file rule, because every id a cross-file check reports needs other files', () => {
  // The quick check skips the cross-file pass (validateCase's fileRulesOnly) on this ground alone:
  // a cross-file check reporting an id the quick answer keeps would make that answer drop it.
  const kept = crossFileChecks.flatMap((check) => check.ids).filter((id) => !needsOtherFiles(id));
  assert.deepEqual(kept, []);
  assert.equal(needsOtherFiles('CASE-002'), true, 'the hint naming the skipped checks');
});

test('quick check: a file checked alone gets its own problems and none that need other files', async () => {
  const stages = validStages();
  stages.stages[0].id = 'one';
  const text = JSON.stringify(stages, null, 2);
  const dir = writeCase(validCase());
  const alone = await checkFileAlone(dir, 'stages.json', text);
  const whole = await validateCase(dir, { overlays: new Map([['stages.json', text]]) });
  const ownCodes = whole.diagnostics.filter((d) => d.file === 'stages.json' && !needsOtherFiles(d.code)).map((d) => d.code);
  assert.ok(ownCodes.length > 0, 'the broken stage id is a stages.json problem');
  assert.deepEqual(
    alone.map((d) => d.code),
    ownCodes,
  );
  assert.ok(alone.every((d) => d.file === 'stages.json'));
  assert.deepEqual(await checkFileAlone(dir, 'stages.json', JSON.stringify(validStages(), null, 2)), []);
});
