// "Show plant curves" code lenses: one over each plant's id in system/hydros.json and each entry's
// hydro_id in system/hydro_production_models.json, none for an entry without an integer id or in
// any other file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serviceContext } from '../../shared/services/context';
import { plantLenses } from '../../shared/services/plantLenses';

const lines = (text: string, lenses: ReturnType<typeof plantLenses>) => lenses.map((lens) => [lens.hydroId, text.split('\n')[lens.range.start.line]!.trim()]);

test('a lens over each plant id of hydros.json, none for an entry without an integer id', () => {
  const text = JSON.stringify({ hydros: [{ id: 4, name: 'A' }, { name: 'no id' }, { id: 'x' }, { id: 7 }] }, null, 2);
  assert.deepEqual(lines(text, plantLenses(serviceContext('system/hydros.json', text))), [
    [4, '"id": 4,'],
    [7, '"id": 7'],
  ]);
});

test('a lens over each hydro_id of the production models; none in other case files', () => {
  const text = JSON.stringify({ production_models: [{ hydro_id: 2, selection_mode: 'stage_ranges' }] }, null, 2);
  assert.deepEqual(lines(text, plantLenses(serviceContext('system/hydro_production_models.json', text))), [[2, '"hydro_id": 2,']]);
  assert.deepEqual(plantLenses(serviceContext('system/thermals.json', JSON.stringify({ thermals: [{ id: 1 }] }))), []);
  assert.deepEqual(plantLenses(serviceContext('system/hydros.json', '{"hydros": [')), []);
});
