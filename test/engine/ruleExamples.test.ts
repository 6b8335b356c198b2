// Every reported rule has a failing and a passing example (shown on its rule page), and the engine
// agrees with each: the failing case, built over the baseline case, raises the rule; the passing
// case does not. A rule reported under a cross-file rule (reportedAs) is matched by data.fileRule.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleCatalog, findRule, type RuleInfo } from '../../shared/rules';
import { ruleExamples } from '../../shared/rules/examples';
import { isExampleTable, isExampleText, type ExampleFile, type ExampleFiles, type RuleExample } from '../../shared/rules/examples/types';
import type { Diagnostic } from '../../shared/core/diagnostics';
import { validateFiles } from '../support/cases';
import { exampleCaseFiles } from '../support/exampleCase';

/** Whether `diagnostic` is this rule speaking, directly or through a cross-file rule that restates it (data.fileRule). */
function raises(rule: RuleInfo, diagnostic: Diagnostic): boolean {
  return diagnostic.code === rule.id || diagnostic.data?.fileRule === rule.id;
}

/** The excerpt of the shown file, which must exist where the file is a JSON value. */
function excerptResolves(example: RuleExample, files: ExampleFiles): boolean {
  let value: unknown = files[example.show];
  if (value === null || isExampleTable(value as ExampleFile) || isExampleText(value as ExampleFile)) return true;
  for (const step of example.excerpt ?? []) {
    if (value === null || typeof value !== 'object' || !(step in value)) return false;
    value = (value as Record<string | number, unknown>)[step];
  }
  return true;
}

const summary = (diagnostics: readonly Diagnostic[]) => diagnostics.map((d) => `${d.code} ${d.file}: ${d.message}`).join('\n');

test('every reported rule has a failing and a passing example', () => {
  const missing = ruleCatalog.filter((rule) => rule.severity !== 'semantics' && !ruleExamples[rule.id]).map((rule) => rule.id);
  assert.deepEqual(missing, [], `${missing.length} rules without examples`);
  for (const id of Object.keys(ruleExamples)) assert.ok(findRule(id), `example for unknown rule ${id}`);
});

for (const [id, example] of Object.entries(ruleExamples).filter((entry): entry is [string, RuleExample] => entry[1] !== undefined)) {
  test(`${id}: the failing example raises it, the passing one does not`, async () => {
    const rule = findRule(id);
    assert.ok(rule, id);
    assert.ok(example.show in example.failing && example.show in example.passing, `${id} shows ${example.show}, which both cases set`);
    assert.ok(excerptResolves(example, example.failing) && excerptResolves(example, example.passing), `${id}: excerpt ${example.excerpt?.join('.')} exists in both cases`);
    const failing = await validateFiles(exampleCaseFiles(example.failing));
    assert.ok(
      failing.diagnostics.some((d) => raises(rule, d)),
      `${id} failing example does not raise it:\n${summary(failing.diagnostics)}`,
    );
    const passing = await validateFiles(exampleCaseFiles(example.passing));
    assert.ok(!passing.diagnostics.some((d) => raises(rule, d)), `${id} passing example raises it:\n${summary(passing.diagnostics)}`);
  });
}
