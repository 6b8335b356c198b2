import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles } from '../support/cases';
import { DiagnosticSink } from '../../shared/engine/reporter';
import { runCrossFileRules } from '../../shared/crossFile/runner';
import type { CrossFileRule } from '../../shared/crossFile/context';

test('cross-file rules: a cancellation during the pass stops it before the next rule', async () => {
  const { model } = await validateFiles(validCase());
  const controller = new AbortController();
  const ran: string[] = [];
  const rule = (id: string, run: () => void = () => undefined): CrossFileRule => ({ ids: [id], needs: ['stages'], run: () => (ran.push(id), run()) });
  const rules = [rule('first', () => controller.abort()), rule('second')];
  await assert.rejects(runCrossFileRules(model, new DiagnosticSink(), controller.signal, rules), { name: 'AbortError' });
  assert.deepEqual(ran, ['first']);
});

test('cross-file rules: without a cancellation every rule runs', async () => {
  const { model } = await validateFiles(validCase());
  const ran: string[] = [];
  const rules: CrossFileRule[] = ['first', 'second'].map((id) => ({ ids: [id], needs: ['stages'], run: () => void ran.push(id) }));
  await runCrossFileRules(model, new DiagnosticSink(), new AbortController().signal, rules);
  assert.deepEqual(ran, ['first', 'second']);
});
