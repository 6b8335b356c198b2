// Hover: the field documentation at any key or value, and the resolved facts at that spot from the
// case's last validation. Each case is the valid baseline bent in one place, validated for real,
// then hovered at a piece of its text.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { constantProductivityEntry, hyperplaneTable, validCase, validPlant, validStages, writeCase, type CaseFiles } from '../support/cases';
import { parquetBytes } from '../support/parquet';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import { serviceContext } from '../../shared/services/context';
import { hoverAt, type HoverOptions } from '../../shared/services/hover';

const STAGES = 'stages.json';
const POST_STUDY = 'post_study_stages.json';
const PENALTIES = 'penalties.json';
const MODELS = 'system/hydro_production_models.json';
const HYDROS = 'system/hydros.json';
const THERMALS = 'system/thermals.json';
const PRODUCTIVITY = 'system/hydro_energy_productivity.parquet';

function textOf(files: CaseFiles, file: string): string {
  const content = files[file];
  return typeof content === 'string' ? content : JSON.stringify(content, null, 2);
}

interface Where {
  /** Which occurrence of the needle (0-based). */
  nth?: number;
  /** Characters into the needle where the pointer rests (default 1: inside a quoted key). */
  at?: number;
}

function offsetOf(text: string, needle: string, where: Where = {}): number {
  let offset = -1;
  for (let k = 0; k <= (where.nth ?? 0); k++) {
    offset = text.indexOf(needle, offset + 1);
    assert.ok(offset >= 0, `"${needle}" (occurrence ${k}) is not in the text`);
  }
  return offset + (where.at ?? 1);
}

async function validated(files: CaseFiles): Promise<ValidationResult> {
  return validateCase(writeCase(files));
}

/** The hover at `needle` of `file`, with `text` as the editor's text (the validated text by default). */
function hoverIn(
  validation: ValidationResult | undefined,
  files: CaseFiles,
  file: string,
  needle: string,
  where: Where = {},
  options: HoverOptions = {},
  text = textOf(files, file),
) {
  const context = serviceContext(file, text, validation);
  return hoverAt(context, context.doc.positionAt(offsetOf(text, needle, where)), options);
}

async function hover(files: CaseFiles, file: string, needle: string, where: Where = {}, options: HoverOptions = {}) {
  return hoverIn(await validated(files), files, file, needle, where, options);
}

function contents(result: { contents: string } | undefined): string {
  assert.ok(result, 'expected a hover');
  return result.contents;
}

/** The markdown facts list of a hover, unescaped enough to compare words. */
function plain(result: { contents: string } | undefined): string {
  return contents(result).replace(/\\([\\`*<>])/g, '$1');
}

describe('hover: field documentation', () => {
  test('a key shows its meaning, type, requirement, spec and rules, linked when the pages are known, over the key only', async () => {
    const files = validCase();
    const text = textOf(files, STAGES);
    const result = await hover(files, STAGES, '"start_date"', { nth: 1 }, { rulePage: (id) => `file:///rules/${id}.md` });
    const md = contents(result);
    assert.match(md, /\*\*`start_date`\*\* · `stages\[1\]\.start_date` · stages\.json/);
    assert.match(md, /The first day of the stage\./);
    assert.match(md, /type `string` · required/);
    assert.match(md, /spec §2\.1/);
    assert.match(md, /\[STG-032\]\(file:\/\/\/rules\/STG-032\.md "[^"]+"\)/);
    const start = text.indexOf('"start_date"', text.indexOf('"start_date"') + 1);
    const context = serviceContext(STAGES, text);
    assert.deepEqual(result!.range, context.doc.rangeOf(start, '"start_date"'.length));
  });

  test('without rule pages the rule ids are plain text', async () => {
    const md = contents(await hover(validCase(), STAGES, '"start_date"'));
    assert.match(md, /rules STG-032, STG-033/);
    assert.doesNotMatch(md, /\]\(/);
  });

  test('an enumerated value lists the allowed values and marks the one under the pointer', async () => {
    const md = contents(await hover(validCase(), STAGES, '"finite_horizon"', { at: 3 }));
    assert.match(md, /\*\*`finite_horizon`: the study ends after its last stage[^*]*\*\* \(this value\)/);
    assert.match(md, /- `cyclic`: reserved/);
  });

  test('a value outside the allowed list is said to be so', async () => {
    const files = validCase();
    (files[STAGES] as any).stages[0].block_mode = 'serial';
    const md = contents(await hoverIn(undefined, files, STAGES, '"serial"', { at: 2 }));
    assert.match(md, /`serial` is not one of these/);
  });

  test('the bracket of an array entry is documented by its array; whitespace inside an object is no hover', async () => {
    const text = textOf(validCase(), STAGES);
    const context = serviceContext(STAGES, text);
    const entry = text.indexOf('{', text.indexOf('"stages": ['));
    const md = contents(hoverAt(context, context.doc.positionAt(entry)));
    assert.match(md, /\*\*an entry of `stages`\*\* · `stages\[0\]`/);
    assert.equal(hoverAt(context, context.doc.positionAt(entry + 2)), undefined);
  });

  test('without a validation there are no facts, only the documentation', async () => {
    const md = contents(hoverIn(undefined, validCase(), STAGES, '"end_date"'));
    assert.doesNotMatch(md, /\*\*Stage 0\*\*/);
  });

  test('an undocumented key of a partially documented file has no hover', async () => {
    const files = { ...validCase(), [HYDROS]: { hydros: [validPlant(0, { notes: 'x' })] } };
    assert.equal(hoverIn(undefined, files, HYDROS, '"notes"'), undefined);
  });
});

describe('hover: stages.json facts', () => {
  function monthlyCase(): CaseFiles {
    const stages = validStages();
    stages.season_definitions = { cycle_type: 'monthly', seasons: Array.from({ length: 12 }, (_, i) => ({ id: i, label: `M${i + 1}`, month_start: i + 1 })) };
    stages.stages[1].blocks[0].hours = 700; // February 2024 has 696 calendar hours
    stages.stages[1].annual_discount_rate_override = 0.05;
    stages.stages[2].season_id = 11;
    return { ...validCase(), [STAGES]: stages };
  }

  test('a study stage: the explain facts, its derived season and why, its own discount rate, block against calendar hours', async () => {
    const md = plain(await hover(monthlyCase(), STAGES, '"hours"', { nth: 1 }));
    assert.match(md, /\*\*Stage 1\*\*/);
    assert.match(md, /- dates: 2024-02-01 to 2024-03-01 \(29 days, 696 calendar hours\)/);
    assert.match(md, /- season: 1 \(M2\), derived from start_date: monthly map: 2024-02-01 is in February/);
    assert.match(md, /- discount rate: 0\.05 per year, from the stage's own annual_discount_rate_override/);
    assert.match(md, /- block vs calendar hours: 700 h of blocks against 696 calendar hours: 4 h more than the calendar/);
  });

  test('an explicit season_id is said to be explicit; blocks that fill the calendar agree with it', async () => {
    const md = plain(await hover(monthlyCase(), STAGES, '"season_id"'));
    assert.match(md, /\*\*Stage 2\*\*/);
    assert.match(md, /- season: 11 \(M12\), explicit season_id/);
    assert.match(md, /- block vs calendar hours: 744 h of blocks against 744 calendar hours: they agree/);
    assert.match(md, /- discount rate: 0\.1 per year, from policy_graph\.annual_discount_rate/);
  });

  test('without a season map a stage has no season', async () => {
    const md = plain(await hover(validCase(), STAGES, '"id": 0', { at: 7 }));
    assert.match(md, /- season: none: there is no season map/);
  });

  test('a negative stage id is a pre-study stage', async () => {
    const files = validCase();
    (files[STAGES] as any).stages[0].id = -1;
    const md = plain(await hover(files, STAGES, '"id": -1', { at: 1 }));
    assert.match(md, /\*\*Stage -1\*\*/);
    assert.match(md, /reads as a pre-study stage/);
  });

  test('a transition within 1e-6 of 1 notes the rescaled probability; an exact sum says 1', async () => {
    const stages = validStages();
    stages.policy_graph.transitions = [
      { source_id: 0, target_id: 1, probability: 0.5 },
      { source_id: 0, target_id: 2, probability: 0.5000004 },
      { source_id: 1, target_id: 2, probability: 1.0 },
    ];
    const files = { ...validCase(), [STAGES]: stages };
    const validation = await validated(files);
    const rescaled = plain(hoverIn(validation, files, STAGES, '0.5000004', { at: 0 }));
    assert.match(rescaled, /\*\*Transition 0 → 2\*\*/);
    assert.match(rescaled, /sum to 1\.0000004, within 0\.000001 of 1: the loader rescales them, so this one becomes 0\.50000019999992/);
    assert.match(rescaled, /transitions 0-1 \(2 transitions\)/);
    const exact = plain(hoverIn(validation, files, STAGES, '"probability": 1', { at: 1 }));
    assert.match(exact, /the outgoing probabilities of source 1 \(transition 2\) sum to 1$/m);
  });

  test('the global discount rate names the stages that use it and those that override it', async () => {
    const files = monthlyCase();
    const md = plain(await hover(files, STAGES, '"annual_discount_rate"'));
    assert.match(md, /- used by: stages 0, 2 \(2 stages\)/);
    assert.match(md, /- overridden at: stage 1/);
  });

  test('a season lists the study stages that resolve to it', async () => {
    const md = plain(await hover(monthlyCase(), STAGES, '"month_start": 12', { at: 1 }));
    assert.match(md, /\*\*Season 11 \(M12\)\*\*/);
    assert.match(md, /- calendar: December/);
    assert.match(md, /- study stages: stage 2/);
  });

  test('a pre-study stage shows its dates and its declared season; a custom season its calendar span', async () => {
    const stages = validStages();
    stages.season_definitions = {
      cycle_type: 'custom',
      seasons: [
        { id: 0, label: 'wet', month_start: 11, day_start: 1, month_end: 4, day_end: 30 },
        { id: 1, label: 'dry', month_start: 5, day_start: 1, month_end: 10, day_end: 31 },
      ],
    };
    stages.pre_study_stages = [{ id: -1, start_date: '2023-12-01', end_date: '2024-01-01', season_id: 0 }];
    const files = { ...validCase(), [STAGES]: stages };
    const validation = await validated(files);
    const pre = plain(hoverIn(validation, files, STAGES, '"2023-12-01"', { at: 2 }));
    assert.match(pre, /\*\*Pre-study stage -1\*\*/);
    assert.match(pre, /- dates: 2023-12-01 to 2024-01-01 \(31 days, 744 calendar hours\)/);
    assert.match(pre, /- season: 0 \(wet\), explicit season_id/);
    const wet = plain(hoverIn(validation, files, STAGES, '"label": "wet"', { at: 1 }));
    assert.match(wet, /- calendar: 11-01\.\.04-30 \(181 days\)/);
    assert.match(wet, /- study stages: stages 0-2 \(3 stages\)/);
    assert.match(plain(hoverIn(validation, files, STAGES, '"label": "dry"', { at: 1 })), /- study stages: none resolves to this season/);
  });

  test('facts from an older validation are marked as such', async () => {
    const files = validCase();
    const validation = await validated(files);
    const edited = textOf(files, STAGES).replace('"num_openings": 10', '"num_openings": 12');
    const md = contents(hoverIn(validation, files, STAGES, '"end_date"', {}, {}, edited));
    assert.match(md, /_Resolved at the last validation; the file has changed since\._/);
    const same = contents(hoverIn(validation, files, STAGES, '"end_date"'));
    assert.doesNotMatch(same, /changed since/);
  });
});

describe('hover: production models and plants', () => {
  function modelCase(): CaseFiles {
    const stages = validStages();
    stages.season_definitions = { cycle_type: 'monthly', seasons: Array.from({ length: 12 }, (_, i) => ({ id: i, month_start: i + 1 })) };
    return {
      ...validCase(),
      [STAGES]: stages,
      [HYDROS]: { hydros: [validPlant(0, { name: 'Furnas' }), validPlant(1, { generation: { model: 'linearized_head' } })] },
      [MODELS]: {
        production_models: [
          {
            hydro_id: 0,
            selection_mode: 'stage_ranges',
            stage_ranges: [
              { start_stage_id: 0, end_stage_id: 1, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
              { start_stage_id: 1, end_stage_id: null, model: 'linearized_head', productivity_mw_per_m3s: 0.8 },
            ],
          },
          {
            hydro_id: 1,
            selection_mode: 'seasonal',
            default_model: 'constant_productivity',
            seasons: [{ season_id: 1, model: 'linearized_head', productivity_mw_per_m3s: 0.7 }],
          },
        ],
      },
    };
  }

  test('a hydro_id names the plant and its entity model, and every choice with the stages resolving to it', async () => {
    const md = plain(await hover(modelCase(), MODELS, '"hydro_id": 0', { at: 12 }));
    assert.match(md, /\*\*Hydro 0\*\*/);
    assert.match(md, /- plant: Furnas, entity model constant_productivity/);
    assert.match(md, /- stage_ranges\[0\] \(constant_productivity\): stages 0-1 \(2 stages\)/);
    assert.match(md, /- stage_ranges\[1\] \(linearized_head\): stage 2/);
  });

  test('a range shows the stages resolving to it and those an earlier range takes', async () => {
    const md = plain(await hover(modelCase(), MODELS, '"end_stage_id": null', { at: 1 }));
    assert.match(md, /- resolves: stage 2$/m);
    assert.match(md, /- taken by an earlier range: stage 1$/m);
  });

  test('seasonal entries: a season entry and default_model show their stages', async () => {
    const files = modelCase();
    const validation = await validated(files);
    const season = plain(hoverIn(validation, files, MODELS, '"season_id"'));
    assert.match(season, /- resolves: stage 1$/m);
    const fallback = plain(hoverIn(validation, files, MODELS, '"default_model"'));
    assert.match(fallback, /- used by: stages 0, 2 \(2 stages\)/);
  });

  test('a repeated hydro_id entry is ignored by the loader', async () => {
    const files = modelCase();
    (files[MODELS] as any).production_models[1].hydro_id = 0;
    const md = plain(await hover(files, MODELS, '"hydro_id": 0', { nth: 1, at: 1 }));
    assert.match(md, /- ignored: production_models\[0\] declares hydro 0 first/);
  });

  test('a plant of hydros.json shows the model of each stage and where it comes from', async () => {
    const files = { ...modelCase(), [HYDROS]: { hydros: [validPlant(0), validPlant(2, { generation: { model: 'fpha' } })] } };
    const validation = await validated(files);
    const entry = plain(hoverIn(validation, files, HYDROS, '"id": 0', { at: 1 }));
    assert.match(entry, /- constant_productivity: stages 0-1 \(2 stages\)/);
    assert.match(entry, /- linearized_head: stage 2/);
    assert.match(entry, /- from: production_models\[0\] of system\/hydro_production_models\.json/);
    const entity = plain(hoverIn(validation, files, HYDROS, '"id": 2', { at: 1 }));
    assert.match(entity, /- fpha: stages 0-2 \(3 stages\)/);
    assert.match(entity, /- from: generation\.model \(no production-model entry\)/);
  });
});

describe('hover: post-study stages and thermals', () => {
  function postStudyCase(): CaseFiles {
    return {
      ...validCase(),
      [THERMALS]: {
        thermals: [
          { id: 4, name: 'Angra', anticipated_config: { lead_stages: 2 } },
          { id: 5, name: 'Plain' },
        ],
      },
      [POST_STUDY]: {
        stages: [
          { start_date: '2024-04-01', duration_hours: 720 },
          { start_date: '2024-05-01', duration_hours: 744 },
          { start_date: '2024-06-01', duration_hours: 12 },
        ],
        thermal_bounds: [
          { thermal_id: 4, post_study_stage_index: 1, cost_per_mwh: 10, min_mw: 0, max_mw: 100 },
          { thermal_id: 4, post_study_stage_index: 2, cost_per_mwh: 10, min_mw: 0, max_mw: 100 },
        ],
      },
    };
  }

  test('a post-study stage shows its derived end, its discount rate and the thermals reaching it', async () => {
    const files = postStudyCase();
    const validation = await validated(files);
    const md = plain(hoverIn(validation, files, POST_STUDY, '"duration_hours": 744', { at: 1 }));
    assert.match(md, /\*\*Post-study stage 1\*\*/);
    assert.match(md, /- end: 2024-06-01, derived from start_date \+ duration_hours \(744 h\)/);
    assert.match(md, /- discount rate: 0\.1 per year, from policy_graph\.annual_discount_rate/);
    assert.match(md, /- anticipated thermals reaching it: thermal 4/);
    const offMidnight = plain(hoverIn(validation, files, POST_STUDY, '"duration_hours": 12', { at: 1 }));
    assert.match(offMidnight, /- end: 2024-06-01 12:00 UTC/);
    assert.match(offMidnight, /- anticipated thermals reaching it: none/);
  });

  test("a thermal bound shows the thermal's name and lead, the indices it reaches, and a row it does not reach", async () => {
    const files = postStudyCase();
    const validation = await validated(files);
    const reached = plain(hoverIn(validation, files, POST_STUDY, '"thermal_id"'));
    assert.match(reached, /\*\*Thermal 4\*\*/);
    assert.match(reached, /- thermal: Angra/);
    assert.match(reached, /- lead: 2 stages/);
    assert.match(reached, /- reaches: post-study indices 0-1/);
    assert.match(reached, /- post-study stage 1: 2024-05-01 to 2024-06-01/);
    assert.doesNotMatch(reached, /this row/);
    const unreached = plain(hoverIn(validation, files, POST_STUDY, '"thermal_id"', { nth: 1 }));
    assert.match(unreached, /- this row: post-study index 2 is not reached by the lead/);
  });

  test('a thermal of thermals.json shows its lead, or that it has none', async () => {
    const files = postStudyCase();
    const validation = await validated(files);
    assert.match(plain(hoverIn(validation, files, THERMALS, '"id": 4', { at: 1 })), /- reaches: post-study indices 0-1/);
    assert.match(plain(hoverIn(validation, files, THERMALS, '"id": 5', { at: 1 })), /- lead: no anticipated_config/);
  });
});

describe('hover: penalties.json effective costs', () => {
  test('the directional evaporation and withdrawal costs show their effective values and defaults', async () => {
    const files = validCase();
    const hydro = (files[PENALTIES] as any).hydro;
    hydro.evaporation_violation_neg_cost = 7000;
    hydro.water_withdrawal_violation_pos_cost = null;
    const validation = await validated(files);
    const evaporation = plain(hoverIn(validation, files, PENALTIES, '"evaporation_violation_cost"'));
    assert.match(evaporation, /\*\*Effective evaporation costs\*\*/);
    assert.match(evaporation, /- evaporation_violation_pos_cost: 5000 \(absent: defaults to evaporation_violation_cost\)/);
    assert.match(evaporation, /- evaporation_violation_neg_cost: 7000 \(declared\)/);
    assert.doesNotMatch(evaporation, /withdrawal/);
    const withdrawal = plain(hoverIn(validation, files, PENALTIES, '"water_withdrawal_violation_pos_cost"'));
    assert.match(withdrawal, /- water_withdrawal_violation_pos_cost: 1000 \(null: defaults to water_withdrawal_violation_cost\)/);
    const all = plain(hoverIn(validation, files, PENALTIES, '"hydro"'));
    assert.match(all, /Effective evaporation costs[\s\S]*Effective withdrawal costs[\s\S]*- inflow_nonnegativity_cost: 1000 \(absent: defaults to the fixed 1000\.0\)/);
  });
});

describe('hover: Parquet rows tied to a JSON spot', () => {
  test('a diagnostic on the hovered node shows the values of the rows it points at', async () => {
    const files: CaseFiles = {
      ...validCase(),
      [HYDROS]: { hydros: [validPlant(0)] },
      [MODELS]: { production_models: [constantProductivityEntry(0, 0.9)] },
      [PRODUCTIVITY]: parquetBytes([
        { name: 'hydro_id', type: 'Int32', values: [0] },
        { name: 'stage_id', type: 'Int32', nullable: true, values: [null] },
        { name: 'equivalent_productivity_mw_per_m3s', type: 'Float64', nullable: true, values: [0.8] },
        { name: 'reference_outflow_m3s', type: 'Float64', nullable: true, values: [null] },
        { name: 'specific_productivity_mw_per_m3s_per_m', type: 'Float64', nullable: true, values: [null] },
      ]),
    };
    const md = plain(await hover(files, MODELS, '0.9', { at: 0 }));
    assert.match(md, /\*\*XF-003: system\/hydro_energy_productivity\.parquet row 0, column equivalent_productivity_mw_per_m3s\*\*/);
    assert.match(md, /- row values: hydro_id 0, stage_id null, equivalent_productivity_mw_per_m3s 0\.8, reference_outflow_m3s null, specific_productivity_mw_per_m3s_per_m null/);
  });

  test('a diagnostic on a row that points back at the hovered node shows its message and the kept values', async () => {
    const files: CaseFiles = { ...validCase(), 'system/fpha_hyperplanes.parquet': hyperplaneTable([7]) };
    const md = plain(await hover(files, HYDROS, '"hydros"'));
    assert.match(md, /\*\*XF-002: system\/fpha_hyperplanes\.parquet row 0, column hydro_id\*\*/);
    assert.match(md, /- problem: hydro_id 7 names no plant of system\/hydros\.json/);
    assert.match(md, /- row values: hydro_id 7, stage_id null, planes in this \(hydro_id, stage_id\) group 1/);
  });
});

describe('hover: config.json and initial_conditions.json (the loader’s files, D31)', () => {
  const CONFIG = 'config.json';
  const INITIAL = 'initial_conditions.json';

  test('a config.json setting shows its documentation: type, default and rules', async () => {
    const md = plain(await hover(validCase(), CONFIG, '"forward_passes"'));
    assert.match(md, /scenario trajectories/);
    assert.match(md, /integer, 0 to 4294967295/);
    assert.match(md, /CFG-002/);
  });

  test('simulation.scenario_source absent: the hover on simulation says training’s source is used, class by class', async () => {
    const files = {
      ...validCase(),
      [CONFIG]: {
        ...(validCase()[CONFIG] as object),
        simulation: { enabled: true },
        training: { forward_passes: 1, stopping_rules: [], scenario_source: { seed: 1, inflow: { scheme: 'out_of_sample' } } },
      },
    };
    const md = plain(await hover(files, CONFIG, '"scenario_source"'));
    assert.match(md, /Scenario source used in training/);
    assert.match(md, /inflow: out_of_sample \(declared\)/);
    assert.match(md, /load: in_sample \(absent: the default\)/);
  });

  test('a storage entry names its plant from hydros.json and places its value in the reservoir band', async () => {
    const files = { ...validCase(), [HYDROS]: { hydros: [validPlant(0, { name: 'Upper' })] }, [INITIAL]: { storage: [{ hydro_id: 0, value_hm3: 250 }], filling_storage: [] } };
    const md = plain(await hover(files, INITIAL, '"value_hm3"'));
    assert.match(md, /Hydro 0 \(Upper\)/);
    assert.match(md, /reservoir band: 0 to 200 hm³/);
    assert.match(md, /initial storage: 250 hm³, above the band/);
    assert.match(md, /hm³/);
  });

  test('a storage entry for a plant hydros.json lacks says so, as information only', async () => {
    const files = { ...validCase(), [INITIAL]: { storage: [{ hydro_id: 9, value_hm3: 1 }], filling_storage: [] } };
    assert.match(plain(await hover(files, INITIAL, '"hydro_id"')), /lists no plant with this id/);
  });
});

test('system/ registries (decision D31): a bus_id names its bus and what else is on it; a plant shows its cascade; a bus what connects to it', async () => {
  const files: CaseFiles = {
    ...validCase(),
    'system/buses.json': {
      buses: [
        { id: 0, name: 'South' },
        { id: 1, name: 'North' },
      ],
    },
    [HYDROS]: { hydros: [validPlant(0, { name: 'Upper', downstream_id: 1, bus_id: 1 }), validPlant(1, { name: 'Lower', bus_id: 1 })] },
    'system/thermals.json': { thermals: [{ id: 7, name: 'GT', bus_id: 1, cost_per_mwh: 1, generation: { min_mw: 0, max_mw: 1 } }] },
    'system/lines.json': { lines: [{ id: 0, name: 'S-N', source_bus_id: 0, target_bus_id: 1, capacity: { direct_mw: 1, reverse_mw: 1 } }] },
  };
  const validation = await validated(files);
  const onBusId = plain(hoverIn(validation, files, 'system/thermals.json', '"bus_id"'));
  assert.match(onBusId, /The id of the bus \(system\/buses.json\) the plant injects its generation into/);
  assert.match(onBusId, /Bus 1/);
  assert.match(onBusId, /bus: North/);
  assert.match(onBusId, /hydros: Upper, Lower/);
  assert.match(onBusId, /lines: S-N/);
  const upper = plain(hoverIn(validation, files, HYDROS, '"reservoir"'));
  assert.match(upper, /upstream: none \(a headwater plant\)/);
  assert.match(upper, /downstream: Lower \(1\)/);
  const lower = plain(hoverIn(validation, files, HYDROS, '"reservoir"', { nth: 1 }));
  assert.match(lower, /upstream: Upper \(0\)/);
  assert.match(lower, /downstream: none/);
  assert.match(plain(hoverIn(validation, files, 'system/buses.json', '"North"')), /thermals: GT/);
});
