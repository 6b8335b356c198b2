// Inlay hints: a stage's duration and derived season after its dates; where an open-ended
// production-model range ends. Cases are validated for real; hints are read from the text.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validPlant, validStages, writeCase, type CaseFiles } from '../support/cases';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import { serviceContext } from '../../shared/services/context';
import { inlayHints } from '../../shared/services/inlayHints';
import type { InlayHintResult } from '../../shared/services/types';

const STAGES = 'stages.json';
const MODELS = 'system/hydro_production_models.json';
const HYDROS = 'system/hydros.json';

function textOf(files: CaseFiles, file: string): string {
  return JSON.stringify(files[file], null, 2);
}

async function hintsOf(files: CaseFiles, file: string, validate = true): Promise<{ text: string; hints: InlayHintResult[]; validation?: ValidationResult }> {
  const validation = validate ? await validateCase(writeCase(files)) : undefined;
  const text = textOf(files, file);
  return { text, hints: inlayHints(serviceContext(file, text, validation)), ...(validation ? { validation } : {}) };
}

/** The text a hint sits right after (to the start of its line). */
function textBefore(text: string, hint: InlayHintResult): string {
  const line = text.split('\n')[hint.position.line]!;
  return line.slice(0, hint.position.character).trim();
}

function monthlyStages(): any {
  const stages = validStages();
  stages.season_definitions = { cycle_type: 'monthly', seasons: Array.from({ length: 12 }, (_, i) => ({ id: i, label: `M${i + 1}`, month_start: i + 1 })) };
  return stages;
}

describe('inlay hints: stages', () => {
  test('after each end_date: the derived season label and the duration in days; an explicit season shows the duration only', async () => {
    const stages = monthlyStages();
    stages.stages[2].season_id = 11;
    const { text, hints } = await hintsOf({ ...validCase(), [STAGES]: stages }, STAGES);
    assert.deepEqual(
      hints.map((h) => [textBefore(text, h), h.label]),
      [
        ['"end_date": "2024-02-01"', 'M1 · 31 d'],
        ['"end_date": "2024-03-01"', 'M2 · 29 d'],
        ['"end_date": "2024-04-01"', '31 d'],
      ],
    );
    assert.equal(hints[0]!.paddingLeft, true);
    assert.match(hints[0]!.tooltip!, /season 0, derived from start_date: monthly map: 2024-01-01 is in January/);
    assert.match(hints[0]!.tooltip!, /31 days \(744 calendar hours\) from 2024-01-01 to 2024-02-01/);
  });

  test('without a season map (or a validation) only durations; without an end_date the hint follows start_date', async () => {
    const files = validCase();
    delete (files[STAGES] as any).stages[1].end_date;
    const { text, hints } = await hintsOf({ ...files, [STAGES]: { ...(files[STAGES] as any), season_definitions: undefined } }, STAGES, false);
    assert.deepEqual(
      hints.map((h) => [textBefore(text, h), h.label]),
      [
        ['"end_date": "2024-02-01"', '31 d'],
        ['"end_date": "2024-04-01"', '31 d'],
      ],
    );
    const mapped = monthlyStages();
    delete mapped.stages[1].end_date;
    const derived = await hintsOf({ ...validCase(), [STAGES]: mapped }, STAGES);
    assert.deepEqual(
      derived.hints.map((h) => [textBefore(derived.text, h), h.label]),
      [
        ['"end_date": "2024-02-01"', 'M1 · 31 d'],
        ['"start_date": "2024-02-01"', 'M2'],
        ['"end_date": "2024-04-01"', 'M3 · 31 d'],
      ],
    );
  });

  test('negative (pre-study) stage ids get no hint; the range argument keeps the visible lines only', async () => {
    const files = validCase();
    (files[STAGES] as any).stages[0].id = -1;
    const { text, hints } = await hintsOf(files, STAGES, false);
    assert.equal(hints.length, 2);
    const context = serviceContext(STAGES, text);
    const line = hints[1]!.position.line;
    const visible = inlayHints(context, { start: { line, character: 0 }, end: { line, character: 0 } });
    assert.deepEqual(visible, [hints[1]]);
  });
});

describe('inlay hints: open-ended stage ranges', () => {
  function modelFiles(ranges: any[], mode = 'stage_ranges'): CaseFiles {
    return {
      ...validCase(),
      [HYDROS]: { hydros: [validPlant(0)] },
      [MODELS]: { production_models: [{ hydro_id: 0, selection_mode: mode, stage_ranges: ranges, ...(mode === 'seasonal' ? { default_model: 'constant_productivity' } : {}) }] },
    };
  }

  test('a null end_stage_id runs to the last study stage; an absent one too, hinted after start_stage_id; a closed range has no hint', async () => {
    const { text, hints } = await hintsOf(
      modelFiles([
        { start_stage_id: 0, end_stage_id: 0, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
        { start_stage_id: 1, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
        { start_stage_id: 2, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
        { start_stage_id: 5, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
      ]),
      MODELS,
    );
    assert.deepEqual(
      hints.map((h) => [textBefore(text, h), h.label]),
      [
        ['"end_stage_id": null', '→ stage 2'],
        ['"start_stage_id": 2', '→ stage 2'],
        ['"start_stage_id": 5', '→ no study stage'],
      ],
    );
    assert.match(hints[0]!.tooltip!, /runs from stage 1 to the last study stage id, 2/);
  });

  test('ranges are not read in seasonal mode, and nothing is hinted without a validation', async () => {
    const open = [{ start_stage_id: 0, end_stage_id: null, model: 'constant_productivity' }];
    assert.deepEqual((await hintsOf(modelFiles(open, 'seasonal'), MODELS)).hints, []);
    assert.deepEqual((await hintsOf(modelFiles(open), MODELS, false)).hints, []);
  });
});
