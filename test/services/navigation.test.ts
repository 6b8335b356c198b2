// Go to definition and find references over a small case that names every kind of id: plants
// (production models, downstream plants), thermals, seasons, stages, policy nodes, post-study stages.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validPlant, validStages, validateFiles, withPlants, type CaseFiles, useNodeForm } from '../support/cases';
import type { ValidationResult } from '../../shared/engine/validate';
import { pathAt, serviceContext, type ServiceContext } from '../../shared/services/context';
import { definitionAt, referencesAt } from '../../shared/services/navigation';
import type { LocationResult } from '../../shared/services/types';

const STAGES = 'stages.json';
const POST_STUDY = 'post_study_stages.json';
const HYDROS = 'system/hydros.json';
const THERMALS = 'system/thermals.json';
const MODELS = 'system/hydro_production_models.json';

function stagesWithSeasons(): any {
  const stages = validStages();
  stages.season_definitions = {
    cycle_type: 'monthly',
    seasons: [
      { id: 0, label: 'January', month_start: 1 },
      { id: 1, label: 'February', month_start: 2 },
      { id: 2, label: 'March', month_start: 3 },
    ],
  };
  stages.stages[1].season_id = 1;
  stages.pre_study_stages = [{ id: -1, start_date: '2023-12-01', end_date: '2024-01-01', season_id: 2 }];
  return stages;
}

/** Plants 10 → 20 (10 flows into 20), thermal 7, two post-study stages, a model entry in each mode. */
function navigationCase(): CaseFiles {
  return {
    ...withPlants(validCase(), [validPlant(10, { downstream_id: 20 }), validPlant(20)]),
    [STAGES]: stagesWithSeasons(),
    [THERMALS]: { thermals: [{ id: 7, name: 'T7', bus_id: 0, anticipated_config: { lead_stages: 1 } }] },
    [POST_STUDY]: {
      stages: [
        { start_date: '2024-04-01', duration_hours: 720 },
        { start_date: '2024-05-01', duration_hours: 744 },
      ],
      thermal_bounds: [{ thermal_id: 7, post_study_stage_index: 1, cost_per_mwh: 50, min_mw: 0, max_mw: 100 }],
    },
    [MODELS]: {
      production_models: [
        {
          hydro_id: 10,
          selection_mode: 'stage_ranges',
          stage_ranges: [{ start_stage_id: 0, end_stage_id: 2, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 }],
        },
        { hydro_id: 20, selection_mode: 'seasonal', default_model: 'constant_productivity', seasons: [{ season_id: 2, model: 'linearized_head' }] },
      ],
    },
  };
}

const text = (files: CaseFiles, file: string): string => JSON.stringify(files[file], null, 2);

/** The service context of `file` as the editor has it: `edited` text (default: as validated). */
function contextOf(validation: ValidationResult | undefined, files: CaseFiles, file: string, edited = text(files, file)): ServiceContext {
  return serviceContext(file, edited, validation);
}

/** The position just inside the value after the n-th occurrence of `needle` (e.g. `"hydro_id": 20`). */
function at(context: ServiceContext, needle: string, occurrence = 0, into = needle.length - 1) {
  let offset = -1;
  for (let i = 0; i <= occurrence; i++) offset = context.doc.text.indexOf(needle, offset + 1);
  assert.ok(offset >= 0, `"${needle}" #${occurrence} not found in ${context.file}`);
  return context.doc.positionAt(offset + into);
}

/** `file path «text»` of a location, read from the document the location was computed on. */
function describeLocation(context: ServiceContext, location: LocationResult): string {
  const doc = location.file === context.file ? context.doc : context.validation!.model.documents.get(location.file)!;
  const start = doc.offsetAt(location.range.start);
  const end = doc.offsetAt(location.range.end);
  const snippet = doc.text.slice(start, end);
  return `${location.file} ${pathAt(doc, start)!.text} «${snippet.length > 12 ? `${snippet.slice(0, 12)}…` : snippet}»`;
}

const describeAll = (context: ServiceContext, locations: LocationResult[]) => locations.map((l) => describeLocation(context, l));

describe('go to definition', async () => {
  const files = navigationCase();
  const validation = await validateFiles(files);
  const definition = (file: string, needle: string, occurrence = 0, into?: number) => {
    const context = contextOf(validation, files, file);
    return describeAll(context, definitionAt(context, at(context, needle, occurrence, into)));
  };

  test('hydro_id of a production model → the plant in hydros.json', () => {
    assert.deepEqual(definition(MODELS, '"hydro_id": 20'), [`${HYDROS} hydros[1].id «20»`]);
    assert.deepEqual(definition(MODELS, '"hydro_id": 10'), [`${HYDROS} hydros[0].id «10»`]);
  });

  test('works with the cursor on the key as well as on the value', () => {
    assert.deepEqual(definition(MODELS, '"hydro_id": 20', 0, 3), [`${HYDROS} hydros[1].id «20»`]);
  });

  test('downstream_id → the downstream plant in the same file', () => {
    assert.deepEqual(definition(HYDROS, '"downstream_id": 20'), [`${HYDROS} hydros[1].id «20»`]);
  });

  test("a declaration's own id → itself (the editor then offers its references)", () => {
    assert.deepEqual(definition(HYDROS, '"id": 20'), [`${HYDROS} hydros[1].id «20»`]);
  });

  test('thermal_id → the thermal; post_study_stage_index → the post-study stage at that position', () => {
    assert.deepEqual(definition(POST_STUDY, '"thermal_id": 7'), [`${THERMALS} thermals[0].id «7»`]);
    assert.deepEqual(definition(POST_STUDY, '"post_study_stage_index": 1'), [`${POST_STUDY} stages[1] «{\n      "sta…»`]);
  });

  test('season_id of a study stage, a pre-study stage and a seasonal model entry → the season', () => {
    assert.deepEqual(definition(STAGES, '"season_id": 1'), [`${STAGES} season_definitions.seasons[1].id «1»`]);
    assert.deepEqual(definition(STAGES, '"season_id": 2'), [`${STAGES} season_definitions.seasons[2].id «2»`]);
    assert.deepEqual(definition(MODELS, '"season_id": 2'), [`${STAGES} season_definitions.seasons[2].id «2»`]);
  });

  test('start_stage_id and end_stage_id → the study stage', () => {
    assert.deepEqual(definition(MODELS, '"start_stage_id": 0'), [`${STAGES} stages[0].id «0»`]);
    assert.deepEqual(definition(MODELS, '"end_stage_id": 2'), [`${STAGES} stages[2].id «2»`]);
  });

  test('transition endpoints name stages in the chain form', () => {
    assert.deepEqual(definition(STAGES, '"source_id": 1'), [`${STAGES} stages[1].id «1»`]);
    assert.deepEqual(definition(STAGES, '"target_id": 2'), [`${STAGES} stages[2].id «2»`]);
  });

  test('an id that names nothing, and a field that names nothing, have no definition', () => {
    const context = contextOf(validation, files, MODELS, text(files, MODELS).replace('"hydro_id": 20', '"hydro_id": 99'));
    assert.deepEqual(definitionAt(context, at(context, '"hydro_id": 99')), []);
    assert.deepEqual(definition(MODELS, '"model": "linearized_head"'), []);
    assert.deepEqual(definition(STAGES, '"hours": 744'), []);
  });

  test('targets in the edited file are found in its current text, not in the validated one', () => {
    // Two lines inserted above the plants: the validated document's offsets are now stale.
    const edited = text(files, HYDROS).replace('{\n', '{\n  "$schema": "x",\n\n');
    const context = contextOf(validation, files, HYDROS, edited);
    const [location] = definitionAt(context, at(context, '"downstream_id": 20'));
    // Read from the current text: a location computed on the validated text would land elsewhere.
    assert.equal(describeLocation(context, location!), `${HYDROS} hydros[1].id «20»`);
  });

  test('without a validation yet, definitions within the file still work and other files give nothing', () => {
    const stages = contextOf(undefined, files, STAGES);
    assert.deepEqual(describeAll(stages, definitionAt(stages, at(stages, '"target_id": 2'))), [`${STAGES} stages[2].id «2»`]);
    const models = contextOf(undefined, files, MODELS);
    assert.deepEqual(definitionAt(models, at(models, '"hydro_id": 20')), []);
  });

  test('an id retyped in a document patched in place (typing) is found at its new value, and the old one is gone', () => {
    const files = navigationCase();
    const hydros = text(files, HYDROS);
    const retyped = hydros.replace('"id": 20', '"id": 21');
    const modelsText = text(files, MODELS).replace('"hydro_id": 20', '"hydro_id": 21');
    const doc = validation.model.documents.get(HYDROS)!;
    const original = doc.text;
    try {
      assert.deepEqual(definition(MODELS, '"hydro_id": 20'), [`${HYDROS} hydros[1].id «20»`]); // the index is built on the older text
      assert.ok(doc.patchLiteral(retyped), 'the digit retyped is patched, not parsed again');
      const context = contextOf(validation, files, MODELS, modelsText);
      assert.deepEqual(describeAll(context, definitionAt(context, at(context, '"hydro_id": 21'))), [`${HYDROS} hydros[1].id «21»`]);
      assert.deepEqual(definition(MODELS, '"hydro_id": 20'), [], 'no plant 20 any more');
    } finally {
      doc.patchLiteral(original);
    }
  });
});

describe('go to definition with policy graph nodes (D16)', async () => {
  const stages = validStages();
  useNodeForm(stages);
  const files = { ...validCase(), [STAGES]: stages };
  const validation = await validateFiles(files);
  const context = contextOf(validation, files, STAGES);

  test('transition endpoints name nodes; a node stage_id names the stage', () => {
    assert.deepEqual(describeAll(context, definitionAt(context, at(context, '"target_id": 102'))), [`${STAGES} policy_graph.nodes[2].id «102»`]);
    assert.deepEqual(describeAll(context, definitionAt(context, at(context, '"stage_id": 1'))), [`${STAGES} stages[1].id «1»`]);
  });

  test('`nodes: []` is the chain form again: endpoints name stages', async () => {
    const chain = { ...files, [STAGES]: { ...validStages(), policy_graph: { ...validStages().policy_graph, nodes: [] } } };
    const chainContext = contextOf(await validateFiles(chain), chain, STAGES);
    assert.deepEqual(describeAll(chainContext, definitionAt(chainContext, at(chainContext, '"target_id": 2'))), [`${STAGES} stages[2].id «2»`]);
  });
});

describe('find references', async () => {
  const files = navigationCase();
  const validation = await validateFiles(files);
  const hydro20 = [`${HYDROS} hydros[1].id «20»`, `${MODELS} production_models[1].hydro_id «20»`, `${HYDROS} hydros[0].downstream_id «20»`];

  test('of a hydro id, from its declaration: the declaration, the model entry and the upstream plant', () => {
    const context = contextOf(validation, files, HYDROS);
    assert.deepEqual(describeAll(context, referencesAt(context, at(context, '"id": 20'), true)), hydro20);
  });

  test('from a hydro_id value: the same places; without the declaration when not asked for', () => {
    const context = contextOf(validation, files, MODELS);
    assert.deepEqual(describeAll(context, referencesAt(context, at(context, '"hydro_id": 20'), true)), hydro20);
    assert.deepEqual(describeAll(context, referencesAt(context, at(context, '"hydro_id": 20'), false)), hydro20.slice(1));
  });

  test('of a plant named by its model entry only: the declaration and that entry', () => {
    const context = contextOf(validation, files, HYDROS);
    assert.deepEqual(describeAll(context, referencesAt(context, at(context, '"id": 10'), true)), [`${HYDROS} hydros[0].id «10»`, `${MODELS} production_models[0].hydro_id «10»`]);
  });

  test('the edited file is searched in its current text', () => {
    const edited = text(files, MODELS).replace('"hydro_id": 10', '"hydro_id": 20');
    const context = contextOf(validation, files, MODELS, edited);
    assert.deepEqual(describeAll(context, referencesAt(context, at(context, '"hydro_id": 20', 1), false)), [
      `${MODELS} production_models[0].hydro_id «20»`,
      `${MODELS} production_models[1].hydro_id «20»`,
      `${HYDROS} hydros[0].downstream_id «20»`,
    ]);
  });

  test('of a season and of a stage: every field naming it, across files', () => {
    const stages = contextOf(validation, files, STAGES);
    assert.deepEqual(describeAll(stages, referencesAt(stages, at(stages, '"id": 2', 1), false)), [
      `${STAGES} pre_study_stages[0].season_id «2»`,
      `${MODELS} production_models[1].seasons[0].season_id «2»`,
    ]);
    const models = contextOf(validation, files, MODELS);
    assert.deepEqual(describeAll(models, referencesAt(models, at(models, '"end_stage_id": 2'), true)), [
      `${STAGES} stages[2].id «2»`,
      `${MODELS} production_models[0].stage_ranges[0].end_stage_id «2»`,
      `${STAGES} policy_graph.transitions[1].target_id «2»`,
    ]);
  });

  test('a field that names nothing has no references', () => {
    const context = contextOf(validation, files, POST_STUDY);
    assert.deepEqual(referencesAt(context, at(context, '"cost_per_mwh": 50'), true), []);
  });
});

describe('buses (decision D31): definition and references across the system/ files', async () => {
  const BUSES = 'system/buses.json';
  const LINES = 'system/lines.json';
  const files: CaseFiles = {
    ...withPlants(validCase(), [validPlant(10, { bus_id: 1 })]),
    [BUSES]: {
      buses: [
        { id: 0, name: 'B0' },
        { id: 1, name: 'B1' },
      ],
    },
    [THERMALS]: { thermals: [{ id: 7, name: 'T7', bus_id: 1, cost_per_mwh: 1, generation: { min_mw: 0, max_mw: 1 } }] },
    [LINES]: { lines: [{ id: 0, name: 'L0', source_bus_id: 0, target_bus_id: 1, capacity: { direct_mw: 1, reverse_mw: 1 } }] },
  };
  const validation = await validateFiles(files);

  test('a thermal bus_id → its bus in buses.json', () => {
    const context = contextOf(validation, files, THERMALS);
    assert.deepEqual(describeAll(context, definitionAt(context, at(context, '"bus_id": 1'))), [`${BUSES} buses[1].id «1»`]);
  });

  test('a bus → the plants, thermals and lines on it', () => {
    const context = contextOf(validation, files, BUSES);
    const found = describeAll(context, referencesAt(context, at(context, '"id": 1'), true));
    assert.deepEqual(
      found.sort(),
      [`${BUSES} buses[1].id «1»`, `${HYDROS} hydros[0].bus_id «1»`, `${LINES} lines[0].target_bus_id «1»`, `${THERMALS} thermals[0].bus_id «1»`].sort(),
    );
  });
});
