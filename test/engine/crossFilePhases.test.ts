// The cross-file pass in phases (shared/crossFile/runner.ts, CrossFilePass): the rules that read no
// Parquet table run while the tables decode, then each rule once the tables it reads have landed,
// whatever their order. It must report what the single pass reports, and a rule that reads a table
// without naming it in its needs must fail loudly rather than read the table as absent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DiagnosticSink } from '../../shared/core/reporter';
import { ruleSeverity } from '../../shared/rules';
import { CrossFilePass, readsTables, runCrossFileRules } from '../../shared/crossFile/runner';
import { crossFileChecks } from '../../shared/crossFile/checks';
import type { CrossFileRule } from '../../shared/crossFile/context';
import { ruleExamples } from '../../shared/rules/examples';
import { baselineCase } from '../../shared/rules/examples/baseline';
import { validateFiles } from '../support/cases';
import { exampleCaseFiles } from '../support/exampleCase';
import type { CaseModel } from '../../shared/checks/caseModel';
import type { TableInput } from '../../shared/crossFile/inputs';
import { compareDiagnostics } from '../../shared/core/diagnostics';

/** What a sink holds, in the order validateCase gives it (it sorts): which phase found a problem first is not observable. */
function reported(sink: DiagnosticSink) {
  return sink.finish().sort(compareDiagnostics);
}

// The rules made up below name real XF ids as stand-ins (a rule's ids are catalogue ids); they report nothing.

test('cross-file phases: a rule that reads a table without naming one in its needs throws in the JSON phase', async () => {
  const { model } = await validateFiles(baselineCase());
  const sneaky: CrossFileRule = { ids: ['XF-010'], needs: ['hydros'], run: (context) => void context.resolved.hydroPlan(0) };
  assert.equal(readsTables(sneaky), false);
  const pass = new CrossFilePass(model, new DiagnosticSink(ruleSeverity), { rules: [sneaky], tablesLanded: false });
  await assert.rejects(pass.runJsonRules(), /read before it landed/);
  const meanHead: CrossFileRule = { ids: ['XF-011'], needs: ['hydros'], run: (context) => void context.resolved.meanHead(0) };
  await assert.rejects(new CrossFilePass(model, new DiagnosticSink(ruleSeverity), { rules: [meanHead], tablesLanded: false }).runJsonRules(), /read before it landed/);
});

test('cross-file phases: a rule that names one table reads that table alone, and throws on another that has not landed', async () => {
  const { model } = await validateFiles(baselineCase());
  const ran: string[] = [];
  const rules: CrossFileRule[] = [
    { ids: ['XF-014'], needs: ['hydros', 'productivity'], run: (context) => void ran.push(`sources ${context.resolved.productivityPlan(0).stages.length}`) },
    { ids: ['XF-010'], needs: ['hydros', 'hyperplanes'], run: (context) => void ran.push(`planes ${context.resolved.hyperplanePlan(0).stages.length}`) },
    { ids: ['XF-012'], needs: ['hydros', 'productivity'], run: (context) => void context.resolved.hydroPlan(0) },
  ];
  const pass = new CrossFilePass(model, new DiagnosticSink(ruleSeverity), { rules, tablesLanded: false });
  await pass.runJsonRules();
  await assert.rejects(pass.tableLanded('productivity'), /the hyperplanes table was read before it landed/);
  assert.deepEqual(ran, ['sources 3'], 'the productivity rule ran as its table landed, the planes rule did not');
});

test('cross-file phases: the same rule runs once the tables have landed, and the production-model plans are readable before', async () => {
  const { model } = await validateFiles(baselineCase());
  const ran: string[] = [];
  const rules: CrossFileRule[] = [
    { ids: ['XF-007'], needs: ['hydros', 'geometry'], run: (context) => void ran.push(`plans ${context.resolved.hydroPlan(0).stages.length}`) },
    { ids: ['XF-004'], needs: ['hydros'], run: (context) => void ran.push(`models ${context.resolved.modelPlan(0).stages.length}`) },
  ];
  const pass = new CrossFilePass(model, new DiagnosticSink(ruleSeverity), { rules, tablesLanded: false });
  await pass.runJsonRules();
  assert.deepEqual(ran, ['models 3'], 'only the rule that reads no table ran');
  await pass.finish();
  assert.deepEqual(ran, ['models 3', 'plans 3'], 'then the other, once');
});

test('cross-file phases: every cross-file rule that reads no table in its needs also reads none when run (on the baseline case and every rule example)', async () => {
  const cases = [baselineCase(), ...Object.values(ruleExamples).flatMap((example) => (!example ? [] : [exampleCaseFiles(example.failing), exampleCaseFiles(example.passing)]))];
  const jsonRules = crossFileChecks.filter((rule) => !readsTables(rule));
  assert.ok(jsonRules.length > 10 && jsonRules.length < crossFileChecks.length, `${jsonRules.length} of ${crossFileChecks.length} rules read no table`);
  for (const files of cases) {
    const { model } = await validateFiles(files, { sequential: true });
    const phased = new DiagnosticSink(ruleSeverity);
    const pass = new CrossFilePass(model, phased, { tablesLanded: false });
    await pass.runJsonRules();
    await pass.finish();
    const single = new DiagnosticSink(ruleSeverity);
    await runCrossFileRules(model, single);
    assert.deepEqual(reported(phased), reported(single), 'the phased pass reports exactly what the single pass reports');
  }
});

/** Orders in which the tables land: each table first in one and last in another. */
const LANDING_ORDERS: TableInput[][] = [
  ['geometry', 'productivity', 'tailrace', 'hyperplanes'],
  ['hyperplanes', 'tailrace', 'productivity', 'geometry'],
  ['tailrace', 'hyperplanes', 'geometry', 'productivity'],
  ['productivity', 'geometry', 'hyperplanes', 'tailrace'],
];

test('cross-file phases: the tables landing one by one, in any order, give what the single pass gives (on the baseline case and every rule example)', async () => {
  const cases = [baselineCase(), ...Object.values(ruleExamples).flatMap((example) => (!example ? [] : [exampleCaseFiles(example.failing), exampleCaseFiles(example.passing)]))];
  for (const files of cases) {
    const { model } = await validateFiles(files, { sequential: true });
    const single = new DiagnosticSink(ruleSeverity);
    await runCrossFileRules(model, single);
    const expected = reported(single);
    for (const order of LANDING_ORDERS) {
      // The model as the phased pass sees it: a table is in it only once it has landed, so a rule
      // reading one it does not name in its needs finds it absent and reports otherwise.
      const staged: CaseModel = { ...model, geometry: undefined, productivity: undefined, hyperplanes: undefined, tailrace: undefined };
      const phased = new DiagnosticSink(ruleSeverity);
      const pass = new CrossFilePass(staged, phased, { tablesLanded: false });
      await pass.runJsonRules();
      for (const table of order) {
        Object.assign(staged, { [table]: model[table] });
        await pass.tableLanded(table);
      }
      await pass.finish();
      assert.deepEqual(reported(phased), expected, `tables landing in the order ${order.join(', ')}`);
    }
  }
});
