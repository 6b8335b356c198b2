// The cross-file pass in two phases (shared/crossFile/runner.ts, CrossFilePass): the rules that read
// no Parquet table run while the tables decode, the rest once they have landed. It must report what
// the single pass reports, and a rule that reads a table without naming one in its needs must fail
// loudly rather than read the table as absent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticSink } from '../../shared/core/reporter';
import { CrossFilePass, readsTables, runCrossFileRules } from '../../shared/crossFile/runner';
import { crossFileRules } from '../../shared/crossFile/checks';
import type { CrossFileRule } from '../../shared/crossFile/context';
import { ruleExamples } from '../../shared/rules/examples';
import { baselineCase } from '../../shared/rules/examples/baseline';
import { validateFiles } from '../support/cases';
import { exampleCaseFiles } from '../support/exampleCase';

test('cross-file phases: a rule that reads a table without naming one in its needs throws in the JSON phase', async () => {
  const { model } = await validateFiles(baselineCase());
  const sneaky: CrossFileRule = { ids: ['reads planes unannounced'], needs: ['hydros'], run: (context) => void context.resolved.hydroPlan(0) };
  assert.equal(readsTables(sneaky), false);
  const pass = new CrossFilePass(model, new DiagnosticSink(), { rules: [sneaky], tablesLanded: false });
  await assert.rejects(pass.runJsonRules(), /read before the tables landed/);
  const meanHead: CrossFileRule = { ids: ['mean head unannounced'], needs: ['hydros'], run: (context) => void context.resolved.meanHead(0) };
  await assert.rejects(new CrossFilePass(model, new DiagnosticSink(), { rules: [meanHead], tablesLanded: false }).runJsonRules(), /read before the tables landed/);
});

test('cross-file phases: the same rule runs once the tables have landed, and the production-model plans are readable before', async () => {
  const { model } = await validateFiles(baselineCase());
  const ran: string[] = [];
  const rules: CrossFileRule[] = [
    { ids: ['plans'], needs: ['hydros', 'geometry'], run: (context) => void ran.push(`plans ${context.resolved.hydroPlan(0).stages.length}`) },
    { ids: ['models'], needs: ['hydros'], run: (context) => void ran.push(`models ${context.resolved.modelPlan(0).stages.length}`) },
  ];
  const pass = new CrossFilePass(model, new DiagnosticSink(), { rules, tablesLanded: false });
  await pass.runJsonRules();
  assert.deepEqual(ran, ['models 3'], 'only the rule that reads no table ran');
  await pass.finish();
  assert.deepEqual(ran, ['models 3', 'plans 3'], 'then the other, once');
});

test('cross-file phases: every cross-file rule that reads no table in its needs also reads none when run (on the baseline case and every rule example)', async () => {
  const cases = [baselineCase(), ...Object.values(ruleExamples).flatMap((example) => [exampleCaseFiles(example.failing), exampleCaseFiles(example.passing)])];
  const jsonRules = crossFileRules.filter((rule) => !readsTables(rule));
  assert.ok(jsonRules.length > 10 && jsonRules.length < crossFileRules.length, `${jsonRules.length} of ${crossFileRules.length} rules read no table`);
  for (const files of cases) {
    const { model } = await validateFiles(files, { sequential: true });
    const phased = new DiagnosticSink();
    const pass = new CrossFilePass(model, phased, { tablesLanded: false });
    await pass.runJsonRules();
    await pass.finish();
    const single = new DiagnosticSink();
    await runCrossFileRules(model, single);
    assert.deepEqual(phased.finish(), single.finish(), 'the phased pass reports exactly what the single pass reports');
  }
});
