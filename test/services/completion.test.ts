// Completion (shared/services/completion.ts) on temporary cases: the keys valid at the cursor with
// prefilled values, whole new entries continuing the case (a new stage at the calendar's cadence
// with its calendar hours in blocks), enum values, and ids from the other files; plus the trigger
// characters, the replaced ranges and the LSP mapping.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { completionsAt } from '../../shared/services/completion';
import { serviceContext, type ServiceContext } from '../../shared/services/context';
import type { CompletionEntry } from '../../shared/services/types';
import { fieldDocs, type FieldDoc } from '../../shared/fieldDocs/fields';
import { parseSnippet, snippetDefaultText } from '../../shared/fieldDocs/snippets';
import { entrySnippet, fieldValue, newScope } from '../../shared/services/completion/render';
import { toCompletionItem } from '../../server/features/completion';
import { validCase, validPlant, validStages, validateFiles, withPlants, type CaseFiles } from '../support/cases';

const STAGES = 'stages.json';
const POST = 'post_study_stages.json';
const HPM = 'system/hydro_production_models.json';
const THERMALS = 'system/thermals.json';
const CURSOR = '|';

interface Completed {
  entries: CompletionEntry[];
  context: ServiceContext;
}

/** Validates `files` with `file` set to `marked` (the cursor removed), then completes at the cursor. */
async function complete(files: CaseFiles, file: string, marked: string, trigger?: string): Promise<Completed> {
  const offset = marked.indexOf(CURSOR);
  assert.ok(offset >= 0, 'the text needs a cursor');
  const text = marked.slice(0, offset) + marked.slice(offset + 1);
  const validation = await validateFiles({ ...files, [file]: text });
  const context = serviceContext(file, text, validation);
  return { entries: completionsAt(context, context.doc.positionAt(offset), trigger), context };
}

/** Completion without a case (the text alone). */
function completeText(file: string, marked: string, trigger?: string): CompletionEntry[] {
  const offset = marked.indexOf(CURSOR);
  const context = serviceContext(file, marked.slice(0, offset) + marked.slice(offset + 1));
  return completionsAt(context, context.doc.positionAt(offset), trigger);
}

/** The text after accepting `entry` with every placeholder at its default. */
function accept(context: ServiceContext, entry: CompletionEntry): string {
  const inserted = entry.snippet ? snippetDefaultText(entry.insertText) : entry.insertText;
  assert.ok(inserted !== undefined, `malformed snippet: ${entry.insertText}`);
  assert.ok(entry.range, 'every entry carries its range');
  const start = context.doc.offsetAt(entry.range.start);
  const end = context.doc.offsetAt(entry.range.end);
  return context.doc.text.slice(0, start) + inserted + context.doc.text.slice(end);
}

function find(entries: CompletionEntry[], label: string): CompletionEntry {
  const entry = entries.find((e) => e.label === label);
  assert.ok(entry, `no "${label}" among ${JSON.stringify(entries.map((e) => e.label))}`);
  return entry;
}

function labels(entries: CompletionEntry[]): string[] {
  return [...entries].sort((a, b) => (a.sortText ?? a.label).localeCompare(b.sortText ?? b.label)).map((e) => e.label);
}

/** The JSON text of `value` with the cursor put where `marker` (a string value) stands. */
function withCursor(value: unknown, marker = '@CURSOR@'): string {
  return JSON.stringify(value, null, 2).replace(`"${marker}"`, CURSOR);
}

function monthlySeasons(): object {
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return { cycle_type: 'monthly', seasons: months.map((label, id) => ({ id, label, month_start: id + 1 })) };
}

// ---------------------------------------------------------------------------------------------
// Keys

describe('keys', () => {
  test('the documented keys not yet present, required first, each with detail, documentation and a value placeholder', () => {
    const entries = completeText(STAGES, '{ "stages": [ { "id": 0, | } ] }');
    const keys = labels(entries);
    assert.ok(!keys.includes('id'), 'a present key is not offered again');
    assert.deepEqual(keys.slice(0, 3), ['start_date', 'end_date', 'blocks'], 'required keys first, in table order');
    assert.ok(keys.indexOf('num_openings') < keys.indexOf('block_mode'), 'conditionally required before optional');
    const hours = find(completeText(STAGES, '{ "stages": [ { "blocks": [ { | } ] } ] }'), 'hours');
    assert.equal(hours.detail, 'number (h), required');
    assert.match(hours.documentation!, /How many hours/);
    const mode = find(entries, 'block_mode');
    assert.equal(mode.insertText, '"block_mode": "${1|parallel,chronological|}"');
    assert.match(mode.documentation!, /\*\*Default:\*\* parallel/);
    assert.equal(find(entries, 'num_openings').insertText, '"num_openings": ${1:1}', 'a number from the range (>= 1)');
    assert.equal(find(entries, 'state_variables').insertText, '"state_variables": {$1}');
  });

  test('inside a partly typed key string the whole string is replaced; with a colon already there, only the key', () => {
    const marked = '{ "stages": [ { "id": 0, "st|" } ] }';
    const entries = completeText(STAGES, marked);
    const start = find(entries, 'start_date');
    assert.deepEqual(start.range, { start: { line: 0, character: 25 }, end: { line: 0, character: 29 } });
    assert.equal(start.filterText, '"start_date"', 'the filter text starts with the quote the range starts with');
    const keyOnly = find(completeText(STAGES, '{ "stages": [ { "id": 0, "st|": "2024-01-01" } ] }'), 'start_date');
    assert.equal(keyOnly.insertText, '"start_date"');
  });

  test('a key typed before another property gets a comma; a bare word is replaced as typed', () => {
    const entries = completeText(STAGES, '{ "stages": [ { "id": 0,\n  |\n  "blocks": [] } ] }');
    assert.match(find(entries, 'start_date').insertText, /,$/);
    const bare = find(completeText(STAGES, '{ "stages": [ { "id": 0, sta| } ] }'), 'start_date');
    assert.deepEqual(bare.range, { start: { line: 0, character: 25 }, end: { line: 0, character: 28 } });
    assert.equal(bare.filterText, 'start_date');
    assert.doesNotMatch(bare.insertText, /,$/);
  });

  test('variants: keys of the other selection mode or reduction method are left out, those of the chosen one are required', () => {
    const seasonal = completeText(HPM, '{ "production_models": [ { "hydro_id": 1, "selection_mode": "seasonal", | } ] }');
    assert.ok(!labels(seasonal).includes('stage_ranges'));
    assert.deepEqual(labels(seasonal).slice(0, 2), ['default_model', 'seasons']);
    const ranges = labels(completeText(HPM, '{ "production_models": [ { "hydro_id": 1, "selection_mode": "stage_ranges", | } ] }'));
    assert.deepEqual(ranges, ['stage_ranges']);
    const angle = labels(completeText(HPM, '{ "production_models": [], "fpha_plane_reduction": { "method": "angle", | } }'));
    assert.deepEqual(angle, ['tolerance_deg']);
    const choice = '{ "production_models": [ { "stage_ranges": [ { "reference_volume": { "volume_hm3": 10, | } } ] } ] }';
    assert.deepEqual(labels(completeText(HPM, choice)), [], 'exactly one of volume_hm3 and percentile');
    const hydros = labels(completeText('system/hydros.json', '{ "hydros": [ { "tailrace": { "type": "piecewise", | } } ] }'));
    assert.deepEqual(hydros, ['points']);
    const cvar = find(completeText(STAGES, '{ "stages": [ { "risk_measure": { | } } ] }'), 'cvar');
    assert.equal(cvar.sortText, '0000', 'required once risk_measure is an object');
    assert.deepEqual(JSON.parse(`{${snippetDefaultText(cvar.insertText)}}`), { cvar: { alpha: 1, lambda: 0 } });
  });

  test('a key inserted into an existing stage is prefilled from the stage: blocks take its calendar hours', async () => {
    const stages = validStages();
    stages.stages[1] = { id: 1, start_date: '2024-02-01', end_date: '2024-03-01', num_openings: 10, blocks: '@CURSOR@' };
    const marked = withCursor(stages).replace(`"blocks": ${CURSOR}`, CURSOR);
    const { entries, context } = await complete(validCase(), STAGES, marked);
    const blocks = find(entries, 'blocks');
    // The detail stays short (the suggest widget cuts it off); the note is in the documentation, whole.
    assert.equal(blocks.detail, `${blocks.detail!.split(';')[0]}; prefilled`);
    assert.match(String(blocks.documentation), /^\*\*Prefilled:\*\* .*696 hours in all/);
    const accepted = JSON.parse(accept(context, blocks));
    assert.deepEqual(accepted.stages[1].blocks, [{ id: 0, name: 'SINGLE', hours: 696 }], 'February 2024 has 29 days');
  });
});

// ---------------------------------------------------------------------------------------------
// Whole entries

describe('new entries', () => {
  test('a new stage continues the calendar: next id, previous end_date, one month later, calendar hours, same openings', async () => {
    const stages = validStages();
    stages.stages.push('@CURSOR@');
    const { entries, context } = await complete(validCase(), STAGES, withCursor(stages));
    const entry = find(entries, 'new stage');
    assert.equal(entry.kind, 'snippet');
    assert.ok(parseSnippet(entry.insertText).ok);
    assert.match(entry.documentation!, /`start_date`: the end_date of stage 2/);
    const accepted = JSON.parse(accept(context, entry));
    assert.deepEqual(accepted.stages[3], {
      id: 3,
      start_date: '2024-04-01',
      end_date: '2024-05-01',
      blocks: [{ id: 0, name: 'SINGLE', hours: 720 }],
      num_openings: 10,
    });
    // With its transition the accepted stage is a clean part of the case.
    accepted.policy_graph.transitions.push({ source_id: 2, target_id: 3, probability: 1 });
    const result = await validateFiles({ ...validCase(), [STAGES]: accepted });
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity !== 'hint').map((d) => `${d.code} ${d.message}`),
      [],
    );
  });

  test('weekly cadence and several blocks: one week later, the blocks of the previous stage in the same proportions', async () => {
    const blocks = [
      { id: 0, name: 'PEAK', hours: 40 },
      { id: 1, name: 'MID', hours: 60 },
      { id: 2, name: 'OFF', hours: 68 },
    ];
    const stages = {
      policy_graph: { type: 'finite_horizon', annual_discount_rate: 0.1 },
      stages: [{ id: 0, start_date: '2024-01-01', end_date: '2024-01-08', blocks, num_openings: 5 }, '@CURSOR@'],
    };
    const { entries, context } = await complete(validCase(), STAGES, withCursor(stages));
    const accepted = JSON.parse(accept(context, find(entries, 'new stage')));
    assert.deepEqual(accepted.stages[1], { id: 1, start_date: '2024-01-08', end_date: '2024-01-15', blocks, num_openings: 5 });
  });

  test('a month of another length scales the blocks to its calendar hours, adding up exactly; the id skips taken ids', async () => {
    const stages = validStages();
    stages.stages[1].blocks = [
      { id: 0, name: 'HEAVY', hours: 296 },
      { id: 1, name: 'LIGHT', hours: 400 },
    ];
    stages.stages.splice(2, 0, '@CURSOR@');
    const { entries, context } = await complete(validCase(), STAGES, withCursor(stages));
    const accepted = JSON.parse(accept(context, find(entries, 'new stage')));
    const added = accepted.stages[2];
    assert.equal(added.id, 3, 'stage 2 exists, so the next free id');
    // Inserted between stages 1 and 2, it still starts where the calendar ends (after stage 2, in
    // March), never overlapping a stage; its blocks follow the entry before it.
    assert.equal(added.start_date, '2024-04-01');
    assert.equal(added.end_date, '2024-05-01');
    assert.deepEqual(added.blocks, [
      { id: 0, name: 'HEAVY', hours: 306 },
      { id: 1, name: 'LIGHT', hours: 414 },
    ]);
  });

  test('a new stage continues after the stage that ends last, passing over a broken end_date (no overlap)', async () => {
    const stages = validStages();
    stages.stages[2].end_date = '2024-02-15'; // before its start: STG-033, no part of the calendar
    stages.stages.push('@CURSOR@');
    const { entries, context } = await complete(validCase(), STAGES, withCursor(stages));
    const entry = find(entries, 'new stage');
    assert.match(entry.documentation!, /`start_date`: the end_date of stage 1, the last stage in date order/);
    const added = JSON.parse(accept(context, entry)).stages[3];
    assert.equal(added.start_date, '2024-03-01');
    assert.equal(added.end_date, '2024-04-01', 'the cadence of stage 1: one month');
  });

  test('with explicit seasons, the new stage takes the season its start date derives', async () => {
    const stages = validStages();
    stages.season_definitions = monthlySeasons();
    stages.stages.forEach((stage: any, k: number) => (stage.season_id = k));
    stages.stages.push('@CURSOR@');
    const { entries, context } = await complete(validCase(), STAGES, withCursor(stages));
    const accepted = JSON.parse(accept(context, find(entries, 'new stage')));
    assert.equal(accepted.stages[3].season_id, 3, 'April');
    assert.deepEqual(Object.keys(accepted.stages[3]), ['id', 'start_date', 'end_date', 'season_id', 'blocks', 'num_openings']);
  });

  test('a new block takes the next id and the calendar hours no other block takes', async () => {
    const stages = validStages();
    stages.stages[0].blocks = [{ id: 0, name: 'HEAVY', hours: 300 }, '@CURSOR@'];
    const { entries, context } = await complete(validCase(), STAGES, withCursor(stages));
    const accepted = JSON.parse(accept(context, find(entries, 'new block')));
    assert.deepEqual(accepted.stages[0].blocks[1], { id: 1, name: 'SINGLE', hours: 444 });
  });

  test('a new pre-study stage is the period before the earliest one, with the next negative id', async () => {
    const stages = validStages();
    stages.pre_study_stages = [{ id: -1, start_date: '2023-12-01', end_date: '2024-01-01' }, '@CURSOR@'];
    const { entries, context } = await complete(validCase(), STAGES, withCursor(stages));
    const accepted = JSON.parse(accept(context, find(entries, 'new pre-study stage')));
    assert.deepEqual(accepted.pre_study_stages[1], { id: -2, start_date: '2023-11-01', end_date: '2023-12-01' });
  });

  test('a new season of a monthly map is the next month; a new transition chains on', async () => {
    const stages = validStages();
    const map: any = monthlySeasons();
    map.seasons = [...map.seasons.slice(0, 3), '@CURSOR@'];
    stages.season_definitions = map;
    let { entries, context } = await complete(validCase(), STAGES, withCursor(stages));
    let accepted = JSON.parse(accept(context, find(entries, 'new season')));
    assert.deepEqual(accepted.season_definitions.seasons[3], { id: 3, label: 'April', month_start: 4 });

    const chain = validStages();
    chain.policy_graph.transitions.splice(1, 0, '@CURSOR@');
    ({ entries, context } = await complete(validCase(), STAGES, withCursor(chain)));
    accepted = JSON.parse(accept(context, find(entries, 'new transition')));
    assert.deepEqual(accepted.policy_graph.transitions[1], { source_id: 1, target_id: 2, probability: 1 });
  });

  test('a new post-study stage starts at the horizon end (then where the previous ends) and lasts a calendar month', async () => {
    let { entries, context } = await complete(validCase(), POST, withCursor({ stages: ['@CURSOR@'], thermal_bounds: [] }));
    let accepted = JSON.parse(accept(context, find(entries, 'new post-study stage')));
    assert.deepEqual(accepted.stages[0], { start_date: '2024-04-01', duration_hours: 720 });
    ({ entries, context } = await complete(validCase(), POST, withCursor({ stages: [{ start_date: '2024-04-01', duration_hours: 720 }, '@CURSOR@'], thermal_bounds: [] })));
    accepted = JSON.parse(accept(context, find(entries, 'new post-study stage')));
    assert.deepEqual(accepted.stages[1], { start_date: '2024-05-01', duration_hours: 744 });
  });

  test('a new thermal bound fills the first cell an anticipated thermal reaches without a row, like its previous row', async () => {
    const files = { ...validCase(), [THERMALS]: anticipated() };
    const post = { stages: twoPostStudyStages(), thermal_bounds: [{ thermal_id: 3, post_study_stage_index: 0, cost_per_mwh: 50, min_mw: 5, max_mw: 100 }, '@CURSOR@'] };
    const { entries, context } = await complete(files, POST, withCursor(post));
    const entry = find(entries, 'new thermal bound');
    assert.match(entry.documentation!, /GT-A \(lead 2\) reaches post-study stage 1/);
    const accepted = JSON.parse(accept(context, entry));
    assert.deepEqual(accepted.thermal_bounds[1], { thermal_id: 3, post_study_stage_index: 1, cost_per_mwh: 50, min_mw: 5, max_mw: 100 });
  });

  test('a new production-model entry names the first fpha plant without one, with its model first in the choice', async () => {
    const files = withPlants(validCase(), [validPlant(1, { name: 'Alpha' }), validPlant(2, { name: 'Beta', generation: { model: 'linearized_head' } })]);
    const hpm = { production_models: [{ hydro_id: 1, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, model: 'constant_productivity' }] }, '@CURSOR@'] };
    const { entries, context } = await complete(files, HPM, withCursor(hpm));
    const entry = find(entries, 'new production-model entry');
    assert.match(entry.insertText, /"model": "\$\{\d+\|linearized_head,constant_productivity,fpha\|\}"/);
    const accepted = JSON.parse(accept(context, entry));
    assert.deepEqual(accepted.production_models[1], {
      hydro_id: 2,
      selection_mode: 'stage_ranges',
      stage_ranges: [{ start_stage_id: 0, end_stage_id: null, model: 'linearized_head' }],
    });
  });

  test('a new stage range starts after the previous one', async () => {
    const files = withPlants(validCase(), [1]);
    const hpm = { production_models: [{ hydro_id: 1, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, end_stage_id: 1, model: 'fpha' }, '@CURSOR@'] }] };
    const { entries, context } = await complete(files, HPM, withCursor(hpm));
    const accepted = JSON.parse(accept(context, find(entries, 'new stage range')));
    assert.equal(accepted.production_models[0].stage_ranges[1].start_stage_id, 2);
  });

  test('right after the last entry (no comma typed yet) the new entry brings its comma', async () => {
    const marked = withCursor(validStages()).replace(/\n {2}\]\n\}$/, `${CURSOR}\n  ]\n}`);
    const { entries, context } = await complete(validCase(), STAGES, marked);
    const entry = find(entries, 'new stage');
    assert.match(entry.insertText, /^,\n\{/);
    assert.equal(JSON.parse(accept(context, entry)).stages[3].id, 3);
    const key = find(completeText(STAGES, '{ "stages": [ { "id": 0 | } ] }'), 'start_date');
    assert.match(key.insertText, /^, "start_date"/);
  });

  test('inside a new empty {} the whole entry replaces the braces', async () => {
    const stages = validStages();
    const marked = withCursor(stages).replace(/\n {2}\]\n\}$/, `,\n    {${CURSOR}}\n  ]\n}`);
    const { entries, context } = await complete(validCase(), STAGES, marked);
    const entry = find(entries, 'new stage');
    assert.equal(entry.filterText, '{new stage}');
    assert.equal(JSON.parse(accept(context, entry)).stages[3].start_date, '2024-04-01');
    assert.ok(
      entries.some((e) => e.label === 'start_date'),
      'the keys are offered too',
    );
  });

  test('an empty file gets the skeleton of its required keys', () => {
    const [skeleton] = completeText(STAGES, CURSOR);
    assert.ok(skeleton);
    const value = JSON.parse(snippetDefaultText(skeleton.insertText)!);
    assert.deepEqual(Object.keys(value), ['policy_graph', 'stages']);
    assert.deepEqual(Object.keys(value.policy_graph), ['type', 'annual_discount_rate']);
    assert.deepEqual(completeText('system/hydro_geometry.parquet', CURSOR), []);
  });
});

// ---------------------------------------------------------------------------------------------
// Values

describe('values', () => {
  test('enum values with their meanings; inside quotes the string is replaced and the filter starts with the quote', () => {
    const entries = completeText(STAGES, '{ "stages": [ { "block_mode": "ch|" } ] }');
    assert.deepEqual(labels(entries), ['parallel', 'chronological']);
    const chronological = find(entries, 'chronological');
    assert.equal(chronological.kind, 'enum');
    assert.equal(chronological.insertText, '"chronological"');
    assert.equal(chronological.filterText, '"chronological"');
    assert.deepEqual(chronological.range, { start: { line: 0, character: 30 }, end: { line: 0, character: 34 } });
    assert.match(chronological.documentation!, /time order/);
    assert.equal(find(entries, 'parallel').detail, 'default');
  });

  test('booleans and null where the type allows them', () => {
    const storage = completeText(STAGES, '{ "stages": [ { "state_variables": { "storage": | } } ] }');
    assert.deepEqual(labels(storage), ['true', 'false']);
    const override = labels(completeText(STAGES, '{ "stages": [ { "annual_discount_rate_override": | } ] }'));
    assert.deepEqual(override, ['null']);
  });

  test('a suggested value comes first: start_date is the previous end_date, end_date follows the cadence', async () => {
    const stages = validStages();
    stages.stages.push({ id: 3, start_date: '@CURSOR@' });
    const { entries } = await complete(validCase(), STAGES, withCursor(stages));
    const suggested = find(entries, '"2024-04-01"');
    assert.equal(suggested.preselect, true);
    assert.equal(suggested.detail, 'suggested');
    assert.match(String(suggested.documentation), /^Suggested: .*the end_date of stage 2/);
    stages.stages[3] = { id: 3, start_date: '2024-04-01', end_date: '@CURSOR@' };
    const end = (await complete(validCase(), STAGES, withCursor(stages))).entries;
    assert.deepEqual(
      end.map((e) => e.label),
      ['"2024-05-01"'],
    );
    stages.stages[3] = { id: 3, start_date: '2024-04-01', end_date: '2024-05-01', blocks: '@CURSOR@' };
    const withBlocks = await complete(validCase(), STAGES, withCursor(stages));
    const blocks = find(withBlocks.entries, '[{ "id": 0, "name": "SINGLE", "hours": 720 }]');
    assert.equal(blocks.snippet, true);
    assert.deepEqual(JSON.parse(accept(withBlocks.context, blocks)).stages[3].blocks, [{ id: 0, name: 'SINGLE', hours: 720 }]);
  });

  test('an object or array value gets a skeleton; a string-or-object value offers both forms', () => {
    const graph = find(completeText(STAGES, '{ "policy_graph": | }'), '{ }');
    assert.deepEqual(JSON.parse(snippetDefaultText(graph.insertText)!), { type: 'finite_horizon', annual_discount_rate: 0.0 });
    const risk = completeText(STAGES, '{ "stages": [ { "risk_measure": | } ] }');
    assert.deepEqual(labels(risk), ['expectation', '{ }']);
    assert.equal(find(risk, 'expectation').insertText, '"expectation"');
    assert.deepEqual(JSON.parse(snippetDefaultText(find(risk, '{ }').insertText)!), { cvar: { alpha: 1, lambda: 0 } });
    assert.deepEqual(labels(completeText(STAGES, '{ "policy_graph": { "nodes": [ { "label": | } ] } }')), ['null'], 'no string default offered as a value');
  });
});

describe('ids from the other files', () => {
  test('bus_id: the buses of system/buses.json by id and name, with what connects to each', async () => {
    const files = {
      ...withPlants(validCase(), [validPlant(1)]),
      'system/buses.json': {
        buses: [
          { id: 3, name: 'North' },
          { id: 0, name: 'South' },
        ],
      },
    };
    const thermals = { thermals: [{ id: 0, name: 'T0', bus_id: '@CURSOR@', cost_per_mwh: 1, generation: { min_mw: 0, max_mw: 1 } }] };
    const { entries } = await complete(files, 'system/thermals.json', withCursor(thermals));
    assert.deepEqual(labels(entries), ['0 — South', '3 — North']);
    assert.equal(find(entries, '3 — North').insertText, '3');
    assert.match(find(entries, '0 — South').detail!, /bus 0: 1 hydro, 0 thermals/);
    // A line's endpoints and a pumping station's plants are offered the same way.
    const line = { lines: [{ id: 0, name: 'L0', source_bus_id: 0, target_bus_id: '@CURSOR@' }] };
    assert.deepEqual(labels((await complete(files, 'system/lines.json', withCursor(line))).entries), ['0 — South', '3 — North']);
    const station = { pumping_stations: [{ id: 0, source_hydro_id: '@CURSOR@' }] };
    assert.deepEqual(labels((await complete(files, 'system/pumping_stations.json', withCursor(station))).entries), ['1 — H1']);
  });

  test('hydro_id: the plants of system/hydros.json with names; plants with an entry last, an uncovered fpha plant preselected', async () => {
    const files = withPlants(validCase(), [validPlant(1, { name: 'Alpha' }), validPlant(2, { name: 'Beta', generation: { model: 'fpha' } }), 3]);
    const hpm = {
      production_models: [{ hydro_id: 1, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, model: 'constant_productivity' }] }, { hydro_id: '@CURSOR@' }],
    };
    const { entries } = await complete(files, HPM, withCursor(hpm));
    assert.deepEqual(labels(entries), ['2 — Beta', '3 — H3', '1 — Alpha']);
    assert.equal(find(entries, '2 — Beta').preselect, true);
    assert.equal(find(entries, '2 — Beta').insertText, '2');
    assert.match(find(entries, '1 — Alpha').detail!, /already has an entry/);
    assert.equal(find(entries, '3 — H3').kind, 'reference');
  });

  test('season_id: the seasons with labels; for a study stage, the season its start date derives is preselected', async () => {
    const stages = validStages();
    stages.season_definitions = monthlySeasons();
    stages.stages[1].season_id = '@CURSOR@';
    const { entries } = await complete(validCase(), STAGES, withCursor(stages));
    assert.equal(entries.filter((e) => e.kind === 'reference').length, 12);
    const february = find(entries, '1 — February');
    assert.equal(february.preselect, true);
    assert.equal(find(entries, '0 — January').preselect, undefined);
    assert.ok(find(entries, 'null'));
  });

  test('season_id of a seasonal production model: seasons already listed sort last', async () => {
    const stages = validStages();
    stages.season_definitions = monthlySeasons();
    const files = withPlants({ ...validCase(), [STAGES]: stages }, [1]);
    const hpm = {
      production_models: [
        {
          hydro_id: 1,
          selection_mode: 'seasonal',
          default_model: 'constant_productivity',
          seasons: [
            { season_id: 0, model: 'fpha' },
            { season_id: '@CURSOR@', model: 'fpha' },
          ],
        },
      ],
    };
    const { entries } = await complete(files, HPM, withCursor(hpm));
    assert.equal(labels(entries).at(-1), '0 — January');
    assert.equal(find(entries, '1 — February').preselect, true);
  });

  test('thermal_id: only anticipated thermals, with lead and reach; post_study_stage_index: 0..n-1 with start dates', async () => {
    const files = { ...validCase(), [THERMALS]: anticipated() };
    const rows = [{ thermal_id: 3, post_study_stage_index: 0, cost_per_mwh: 50, min_mw: 0, max_mw: 100 }];
    let { entries } = await complete(files, POST, withCursor({ stages: twoPostStudyStages(), thermal_bounds: [...rows, { thermal_id: '@CURSOR@' }] }));
    assert.deepEqual(labels(entries), ['3 — GT-A']);
    assert.match(entries[0]!.detail!, /lead 2 stages: reaches post-study stages 0\.\.1/);
    ({ entries } = await complete(files, POST, withCursor({ stages: twoPostStudyStages(), thermal_bounds: [...rows, { thermal_id: 3, post_study_stage_index: '@CURSOR@' }] })));
    assert.deepEqual(labels(entries), ['1 — from 2024-05-01', '0 — from 2024-04-01']);
    assert.equal(find(entries, '1 — from 2024-05-01').preselect, true);
    assert.match(find(entries, '0 — from 2024-04-01').detail!, /thermal 3 already has a row/);
  });

  test('stage ids with their dates for stage ranges and nodes; end_stage_id may be null', async () => {
    const files = withPlants(validCase(), [1]);
    const hpm = { production_models: [{ hydro_id: 1, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, end_stage_id: '@CURSOR@', model: 'fpha' }] }] };
    const { entries } = await complete(files, HPM, withCursor(hpm));
    assert.deepEqual(labels(entries), ['0 — 2024-01-01..2024-02-01', '1 — 2024-02-01..2024-03-01', '2 — 2024-03-01..2024-04-01', 'null']);
    const stages = validStages();
    stages.policy_graph.nodes = [{ id: 0, stage_id: '@CURSOR@' }];
    const nodes = (await complete(validCase(), STAGES, withCursor(stages))).entries;
    assert.equal(nodes.filter((e) => e.kind === 'reference').length, 3);
  });

  test('transition endpoints: stage ids in the chain form (the next one preselected as target), node ids once nodes are declared', async () => {
    const chain = validStages();
    chain.policy_graph.transitions[1] = { source_id: 1, target_id: '@CURSOR@', probability: 1 };
    const { entries } = await complete(validCase(), STAGES, withCursor(chain));
    assert.equal(find(entries, '2 — 2024-03-01..2024-04-01').preselect, true);
    const graph = validStages();
    graph.policy_graph.nodes = [
      { id: 10, stage_id: 0, label: 'root' },
      { id: 11, stage_id: 1 },
      { id: 12, stage_id: 2 },
    ];
    graph.policy_graph.transitions = [{ source_id: '@CURSOR@', target_id: 11, probability: 1 }];
    const nodes = (await complete(validCase(), STAGES, withCursor(graph))).entries;
    assert.deepEqual(labels(nodes), ['10 — root', '11', '12']);
  });

  test('inside quotes an id still completes (the string is replaced by the number)', async () => {
    const files = withPlants(validCase(), [1]);
    const { entries, context } = await complete(files, HPM, '{ "production_models": [ { "hydro_id": "|" } ] }', '"');
    const plant = find(entries, '1 — H1');
    assert.equal(plant.filterText, '"1"');
    assert.equal(JSON.parse(accept(context, plant)).production_models[0].hydro_id, 1);
  });
});

// ---------------------------------------------------------------------------------------------
// Trigger characters, structure

describe('trigger characters', () => {
  test('a space or a colon asks for values only right after the colon', () => {
    assert.deepEqual(completeText(STAGES, '{ "stages": [ { "id": 0,  | } ] }', ' '), [], 'indenting does not pop keys up');
    assert.ok(completeText(STAGES, '{ "stages": [ { "block_mode": | } ] }', ' ').length > 0);
    assert.ok(completeText(STAGES, '{ "stages": [ { "block_mode":| } ] }', ':').length > 0);
    assert.deepEqual(completeText(STAGES, '{ "stages": [ {| } ] }', ':'), []);
  });

  test('a quote that opens a key or a value asks for them; a closing quote asks for nothing', () => {
    assert.ok(completeText(STAGES, '{ "stages": [ { "|" } ] }', '"').some((e) => e.label === 'start_date'));
    assert.ok(completeText(STAGES, '{ "stages": [ { "block_mode": "|" } ] }', '"').some((e) => e.label === 'parallel'));
    assert.deepEqual(completeText(STAGES, '{ "stages": [ { "block_mode": "parallel"| } ] }', '"'), []);
  });

  test('nothing after a closed value or outside the root', () => {
    assert.deepEqual(completeText(STAGES, '{ "policy_graph": {}| }'), []);
    assert.deepEqual(completeText(STAGES, '{ }|'), []);
  });
});

describe('generated snippets', () => {
  test('every documented field value and every entry snippet is well formed and valid JSON at its defaults', () => {
    const json = fieldDocs.filter((doc) => doc.file.endsWith('.json'));
    for (const doc of json) {
      const context = serviceContext(doc.file, '{}');
      const value = fieldValue(newScope(context), doc, undefined, undefined);
      assertValidSnippet(doc, value, () => JSON.parse(`{"v": ${snippetDefaultText(value)}}`));
      if (doc.snippet) {
        const entry = entrySnippet(newScope(context), doc, { context, holder: undefined, array: undefined, index: 0 }).text;
        assertValidSnippet(doc, entry, () => JSON.parse(snippetDefaultText(entry)!));
        const template = JSON.parse(snippetDefaultText(doc.snippet)!);
        assert.deepEqual(Object.keys(JSON.parse(snippetDefaultText(entry)!)), Object.keys(template), `${doc.path}: keys of the table's snippet`);
      }
    }
  });
});

test('LSP items: snippets keep their format, every item carries its text edit', () => {
  const [entry] = completeText(STAGES, '{ "stages": [ { "block_mode": "|" } ] }').filter((e) => e.label === 'parallel');
  const item = toCompletionItem(entry!);
  assert.deepEqual(item.textEdit, { range: entry!.range, newText: '"parallel"' });
  assert.equal(item.insertTextFormat, 1);
  const key = toCompletionItem(find(completeText(STAGES, '{ "stages": [ { | } ] }'), 'blocks'));
  assert.equal(key.insertTextFormat, 2);
  assert.deepEqual(key.documentation && typeof key.documentation === 'object' ? key.documentation.kind : undefined, 'markdown');
});

// ---------------------------------------------------------------------------------------------

function assertValidSnippet(doc: FieldDoc, snippet: string, parse: () => unknown): void {
  const parsed = parseSnippet(snippet);
  assert.ok(parsed.ok, `${doc.file}: ${doc.path}: ${parsed.ok ? '' : parsed.error}\n${snippet}`);
  assert.doesNotThrow(parse, `${doc.file}: ${doc.path}: not JSON at its defaults:\n${snippet}`);
}

/** Thermal 3 anticipated with lead 2 (reaching post-study stages 0 and 1); thermal 4 not anticipated. */
function anticipated(): object {
  return {
    thermals: [
      { id: 3, name: 'GT-A', anticipated_config: { lead_stages: 2 } },
      { id: 4, name: 'GT-B' },
    ],
  };
}

function twoPostStudyStages(): object[] {
  return [
    { start_date: '2024-04-01', duration_hours: 720 },
    { start_date: '2024-05-01', duration_hours: 744 },
  ];
}

describe('completion in the loader’s files (D31): config.json and initial_conditions.json', () => {
  test('config.json: the settings of training not yet present, and the accepted values of policy.mode', () => {
    const keys = labels(completeText('config.json', '{ "training": { "forward_passes": 1, | } }'));
    assert.ok(keys.includes('stopping_rules') && keys.includes('cut_selection') && !keys.includes('forward_passes'), keys.join(', '));
    const modes = labels(completeText('config.json', '{ "policy": { "mode": | } }'));
    for (const mode of ['fresh', 'warm_start', 'resume'])
      assert.ok(
        modes.some((label) => label.includes(mode)),
        modes.join(', '),
      );
  });

  test('initial_conditions.json: a new storage entry is a valid entry with hydro_id and value_hm3', async () => {
    const { entries, context } = await complete(validCase(), 'initial_conditions.json', '{ "storage": [|], "filling_storage": [] }');
    const entry = entries.find((e) => e.snippet && e.insertText.includes('value_hm3'));
    assert.ok(entry, JSON.stringify(labels(entries)));
    const accepted = JSON.parse(accept(context, entry));
    assert.deepEqual(Object.keys(accepted.storage[0]), ['hydro_id', 'value_hm3']);
  });
});

test('a season id is offered with its month capitalised: "season 0: January"', async () => {
  const stages = validStages();
  stages.season_definitions = { cycle_type: 'monthly', seasons: Array.from({ length: 12 }, (_, i) => ({ id: i, month_start: i + 1 })) };
  stages.stages[0].season_id = '@CURSOR@';
  const { entries } = await complete(validCase(), STAGES, withCursor(stages));
  assert.ok(
    entries.some((e) => e.detail?.startsWith('season 0: January')),
    JSON.stringify(entries.map((e) => e.detail)),
  );
  assert.ok(!entries.some((e) => /\bjanuary\b/.test(e.detail ?? '')));
});
