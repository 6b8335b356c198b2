import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JsonFileCache, validateCase, type ValidationResult } from '../../shared/engine/validate';
import { constantProductivityEntry, validCase, validStages, withPlants, writeCase } from '../support/cases';

const STAGES = 'stages.json';
const HYDROS = 'system/hydros.json';
const MODELS = 'system/hydro_production_models.json';

/** A plant whose production-model range ends at stage 2: dropping stage 2 from stages.json makes it XF-015. */
function caseWithRangeToStage2(): string {
  const entry = constantProductivityEntry(1);
  entry.stage_ranges[0].end_stage_id = 2;
  return writeCase({ ...withPlants(validCase(), [1]), [MODELS]: { production_models: [entry] } });
}

function stagesWithout(id: number): string {
  const stages = validStages();
  stages.stages = stages.stages.filter((s: { id: number }) => s.id !== id);
  stages.policy_graph.transitions = stages.policy_graph.transitions.filter((t: { target_id: number }) => t.target_id !== id);
  return JSON.stringify(stages, null, 2);
}

const codesOf = (result: ValidationResult) => result.diagnostics.map((d) => `${d.file} ${d.code} ${d.message}`);

test('JSON cache: an unchanged file is reused, parse and model included, with the same problems', async () => {
  const dir = caseWithRangeToStage2();
  const jsonCache = new JsonFileCache();
  const first = await validateCase(dir, { jsonCache });
  const second = await validateCase(dir, { jsonCache });
  assert.deepEqual(codesOf(second), codesOf(first));
  assert.equal(second.model.documents.get(HYDROS), first.model.documents.get(HYDROS));
  assert.equal(second.model.productionModels, first.model.productionModels);
  assert.equal(second.model.stages, first.model.stages);
});

test('JSON cache: an edited file is checked again, and the cross-file rules see the edit in the unchanged files', async () => {
  const dir = caseWithRangeToStage2();
  const jsonCache = new JsonFileCache();
  const before = await validateCase(dir, { jsonCache });
  assert.equal(before.diagnostics.filter((d) => d.code === 'XF-015').length, 0);
  const overlays = new Map([[STAGES, stagesWithout(2)]]);
  const after = await validateCase(dir, { jsonCache, overlays });
  assert.notEqual(after.model.documents.get(STAGES), before.model.documents.get(STAGES));
  assert.equal(after.model.documents.get(MODELS), before.model.documents.get(MODELS), 'the production-model file is reused');
  const xf015 = after.diagnostics.filter((d) => d.code === 'XF-015');
  assert.equal(xf015.length, 1);
  assert.equal(xf015[0]!.file, MODELS);
  // The same problems as a validation without any cache.
  assert.deepEqual(codesOf(after), codesOf(await validateCase(dir, { overlays })));
});

test('JSON cache: a broken file is cached with its syntax error and state', async () => {
  const dir = caseWithRangeToStage2();
  const jsonCache = new JsonFileCache();
  const overlays = new Map([[STAGES, '{ "stages": [ ']]);
  const first = await validateCase(dir, { jsonCache, overlays });
  const second = await validateCase(dir, { jsonCache, overlays });
  assert.ok(second.diagnostics.some((d) => d.code === 'JSON-001' && d.file === STAGES));
  assert.equal(second.model.fileStates.get(STAGES), 'syntax-error');
  assert.deepEqual(codesOf(second), codesOf(first));
});

test('JSON cache: another cap per rule checks the file again', async () => {
  const dir = caseWithRangeToStage2();
  const jsonCache = new JsonFileCache();
  const first = await validateCase(dir, { jsonCache });
  const capped = await validateCase(dir, { jsonCache, maxPerRule: 1 });
  assert.notEqual(capped.model.documents.get(HYDROS), first.model.documents.get(HYDROS));
});
