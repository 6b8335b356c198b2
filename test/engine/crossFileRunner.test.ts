import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validStages, validateFiles } from '../support/cases';
import { DiagnosticSink } from '../../shared/core/reporter';
import { ruleSeverity } from '../../shared/rules';
import { runCrossFileRules } from '../../shared/crossFile/runner';
import type { CrossFileRule } from '../../shared/crossFile/context';
import type { RuleId } from '../../shared/rules';

// The rules made up below name real XF ids as stand-ins (a rule's ids are catalogue ids); they report nothing.

test('cross-file rules: a cancellation during the pass stops it before the next rule', async () => {
  const { model } = await validateFiles(validCase());
  const controller = new AbortController();
  const ran: string[] = [];
  const rule = (id: RuleId, run: () => void = () => undefined): CrossFileRule => ({ ids: [id], needs: ['stages'], run: () => (ran.push(id), run()) });
  const rules = [rule('XF-016', () => controller.abort()), rule('XF-018')];
  await assert.rejects(runCrossFileRules(model, new DiagnosticSink(ruleSeverity), controller.signal, rules), { name: 'AbortError' });
  assert.deepEqual(ran, ['XF-016']);
});

test('cross-file rules: without a cancellation every rule runs', async () => {
  const { model } = await validateFiles(validCase());
  const ran: string[] = [];
  const rules: CrossFileRule[] = (['XF-016', 'XF-018'] as const).map((id) => ({ ids: [id], needs: ['stages'], run: () => void ran.push(id) }));
  await runCrossFileRules(model, new DiagnosticSink(ruleSeverity), new AbortController().signal, rules);
  assert.deepEqual(ran, ['XF-016', 'XF-018']);
});

test('cross-file rules: a file broken on two facts gives one CASE-002 hint listing both reasons and every skipped check (D28)', async () => {
  const stages = validStages();
  stages.stages[2].id = 1;
  stages.stages[0].end_date = 'soon';
  const result = await validateFiles({
    ...validCase(),
    'stages.json': stages,
    'post_study_stages.json': { stages: [{ start_date: '2024-04-01', duration_hours: 720 }], thermal_bounds: [] },
  });
  const hints = result.diagnostics.filter((d) => d.code === 'CASE-002');
  assert.equal(hints.length, 1, hints.map((d) => d.message).join('\n'));
  const hint = hints[0]!;
  assert.equal(hint.file, 'stages.json');
  assert.deepEqual(hint.data?.reasons, ['declares stage id 1 twice (stages[1] and stages[2]) (STG-030)', 'has stage 0 without a valid end_date (STG-033)']);
  assert.match(
    hint.message,
    /^\d+ cross-file checks did not run: stages\.json declares stage id 1 twice .*; has stage 0 without a valid end_date \(STG-033\)\. Not checked: .*the first post-study stage does not start at the study horizon end \(XF-017\)/,
  );
  assert.ok(!result.diagnostics.some((d) => d.code === 'XF-017'));
});

test('cross-file rules: a rule with no broken need runs beside skipped ones', async () => {
  const { model } = await validateFiles({ ...validCase(), 'system/thermals.json': { thermals: [{ id: 3 }, { id: 3 }] } });
  const ran: string[] = [];
  const rules: CrossFileRule[] = [
    { ids: ['XF-018'], needs: ['thermals', 'thermalIds'], run: () => void ran.push('joins thermals') },
    { ids: ['XF-019'], needs: ['thermals'], run: () => void ran.push('reads thermals') },
  ];
  const sink = new DiagnosticSink(ruleSeverity);
  await runCrossFileRules(model, sink, undefined, rules);
  assert.deepEqual(ran, ['reads thermals']);
  const [hint] = sink.finish();
  assert.equal(hint?.file, 'system/thermals.json');
  assert.deepEqual(hint?.data?.skippedRules, ['XF-018']);
});
