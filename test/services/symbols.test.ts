// Document symbols (outline) of each case file: what each file lists, the names and details read
// from the current text, plant names and derived seasons from the last validation, and ranges an
// editor accepts (the selection inside the range, children inside their parent).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validPlant, validStages, validateFiles, weeklyStudyStages, withPlants, type CaseFiles } from '../support/cases';
import { serviceContext } from '../../shared/services/context';
import { documentSymbols } from '../../shared/services/symbols';
import type { DocumentSymbolResult, Range } from '../../shared/services/types';

const STAGES = 'stages.json';
const POST_STUDY = 'post_study_stages.json';
const HYDROS = 'system/hydros.json';
const THERMALS = 'system/thermals.json';
const MODELS = 'system/hydro_production_models.json';
const PENALTIES = 'penalties.json';

function outlineCase(): CaseFiles {
  const stages = validStages();
  stages.season_definitions = {
    cycle_type: 'monthly',
    seasons: Array.from({ length: 12 }, (_, month) => ({ id: month, label: `M${month + 1}`, month_start: month + 1 })),
  };
  // Stage 1 declares its season; stages 0 and 2 take theirs from start_date.
  stages.stages[1].season_id = 1;
  stages.stages[1].blocks = [
    { id: 0, name: 'PEAK', hours: 200 },
    { id: 1, name: 'OFF', hours: 496 },
  ];
  stages.pre_study_stages = [{ id: -1, start_date: '2023-12-01', end_date: '2024-01-01', season_id: 11 }];
  return {
    ...withPlants(validCase(), [validPlant(10, { name: 'Upper', downstream_id: 20 }), validPlant(20, { name: 'Lower' })]),
    [STAGES]: stages,
    [THERMALS]: {
      thermals: [
        { id: 7, name: 'Coal', bus_id: 0, anticipated_config: { lead_stages: 2 } },
        { id: 8, name: 'Gas', bus_id: 0 },
      ],
    },
    [POST_STUDY]: {
      stages: [
        { start_date: '2024-04-01', duration_hours: 720 },
        { start_date: '2024-05-01', duration_hours: 744 },
      ],
      // Thermal 7's rows are not adjacent: the group still holds both.
      thermal_bounds: [
        { thermal_id: 7, post_study_stage_index: 0, cost_per_mwh: 50, min_mw: 0, max_mw: 100 },
        { thermal_id: 8, post_study_stage_index: 0, cost_per_mwh: 80, min_mw: 10, max_mw: 60 },
        { thermal_id: 7, post_study_stage_index: 1, cost_per_mwh: 55, min_mw: 0, max_mw: 120 },
      ],
    },
    [MODELS]: {
      production_models: [
        {
          hydro_id: 10,
          selection_mode: 'stage_ranges',
          stage_ranges: [
            { start_stage_id: 0, end_stage_id: 1, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
            { start_stage_id: 2, end_stage_id: null, model: 'linearized_head' },
          ],
        },
        { hydro_id: 20, selection_mode: 'seasonal', default_model: 'constant_productivity', seasons: [{ season_id: 2, model: 'linearized_head' }] },
      ],
    },
  };
}

/** `name — detail` lines, children indented, to compare an outline at a glance. */
function render(symbols: DocumentSymbolResult[] | undefined, depth = 0, maxDepth = 3): string[] {
  if (!symbols || depth >= maxDepth) return [];
  return symbols.flatMap((s) => [`${'  '.repeat(depth)}${s.name}${s.detail ? ` — ${s.detail}` : ''}`, ...render(s.children, depth + 1, maxDepth)]);
}

function contains(outer: Range, inner: Range): boolean {
  const before = (a: Range['start'], b: Range['start']) => a.line < b.line || (a.line === b.line && a.character <= b.character);
  return before(outer.start, inner.start) && before(inner.end, outer.end);
}

/** What an editor needs of every symbol: its selection inside its range, its children inside it. */
function assertWellFormed(symbols: DocumentSymbolResult[], parent?: DocumentSymbolResult): void {
  for (const symbol of symbols) {
    assert.ok(contains(symbol.range, symbol.selectionRange), `${symbol.name}: selection outside its range`);
    if (parent) assert.ok(contains(parent.range, symbol.range), `${symbol.name}: outside its parent ${parent.name}`);
    assertWellFormed(symbol.children ?? [], symbol);
  }
}

describe('document symbols', async () => {
  const files = outlineCase();
  const validation = await validateFiles(files);
  const outline = (file: string) => render(documentSymbols(serviceContext(file, JSON.stringify(files[file], null, 2), validation)));
  const unvalidatedOutline = (file: string, maxDepth = 3) => render(documentSymbols(serviceContext(file, JSON.stringify(files[file], null, 2))), 0, maxDepth);

  test('stages.json: policy graph, stages with dates, seasons (declared or derived) and blocks, season map, pre-study stages', () => {
    assert.deepEqual(outline(STAGES).slice(0, 14), [
      'policy_graph — finite_horizon · discount 0.1/year',
      '  transitions — 2 transitions',
      '    0 → 1 — p 1',
      '    1 → 2 — p 1',
      'stages — 3 study stages',
      '  stage 0 — 2024-01-01 → 2024-02-01 · season 0 M1, from start_date',
      '    block 0 (SINGLE) — 744 h',
      '  stage 1 — 2024-02-01 → 2024-03-01 · season 1 M2',
      '    block 0 (PEAK) — 200 h',
      '    block 1 (OFF) — 496 h',
      '  stage 2 — 2024-03-01 → 2024-04-01 · season 2 M3, from start_date',
      '    block 0 (SINGLE) — 744 h',
      'season_definitions — monthly · 12 seasons',
      '  season 0 — M1',
    ]);
    assert.deepEqual(outline(STAGES).slice(-2), ['pre_study_stages — 1 pre-study stage', '  stage -1 — 2023-12-01 → 2024-01-01 · season 11 M12']);
  });

  test('a long study lists its stages, and counts blocks, nodes and transitions past DETAILED_OUTLINE_MAX_ENTRIES entries', () => {
    // 6 entries a stage (itself, three blocks, a node, a transition), less one transition.
    const study = (count: number) => JSON.stringify(weeklyStudyStages(count), null, 2);
    const symbolCount = (symbols: DocumentSymbolResult[] | undefined): number => (symbols ?? []).reduce((n, s) => n + 1 + symbolCount(s.children), 0);
    // 167 stages: 167 * 6 - 1 = 1,001 entries, just over the line.
    const long = documentSymbols(serviceContext(STAGES, study(167)));
    assert.deepEqual(render(long).slice(0, 5), [
      'policy_graph — finite_horizon · discount 0.1/year',
      '  nodes — 167 nodes',
      '  transitions — 166 transitions',
      'stages — 167 study stages',
      '  stage 0 — 2024-01-01 → 2024-01-08 · 3 blocks',
    ]);
    assert.equal(symbolCount(long), 1 + 2 + 1 + 167);
    assertWellFormed(long);
    // 166 stages and 5 pre-study stages: 1,000 entries, on the line: every block, node and transition listed.
    const onTheLine = weeklyStudyStages(166);
    onTheLine.pre_study_stages = Array.from({ length: 5 }, (_, n) => ({ id: -1 - n, start_date: '2023-12-25', end_date: '2024-01-01' }));
    // Entries that are not objects are not shown, so not counted.
    onTheLine.stages[0].blocks.push(7, null);
    onTheLine.policy_graph.transitions.push('not an entry');
    const short = documentSymbols(serviceContext(STAGES, JSON.stringify(onTheLine, null, 2)));
    assert.deepEqual(render(short).slice(0, 3), ['policy_graph — finite_horizon · discount 0.1/year', '  nodes — 166 nodes', '    node 0 — stage 0']);
    assert.ok(render(short).includes('  stage 0 — 2024-01-01 → 2024-01-08') && render(short).includes('    block 2 (B2) — 56 h'));
    assert.equal(symbolCount(short), 1 + 2 + 166 + 165 + 1 + 166 * 4 + 1 + 5);
    assertWellFormed(short);
  });

  test('policy graph nodes are listed with their stage and scenario', async () => {
    const stages = validStages();
    stages.policy_graph.nodes = [{ id: 5, stage_id: 0, scenario_id: 1, label: 'wet' }];
    const text = JSON.stringify(stages, null, 2);
    assert.deepEqual(render(documentSymbols(serviceContext(STAGES, text))).slice(0, 3), [
      'policy_graph — finite_horizon · discount 0.1/year',
      '  nodes — 1 node',
      '    node 5 — stage 0 · scenario 1 · wet',
    ]);
  });

  test('post_study_stages.json: stages by position, thermal bounds grouped by thermal with its name', () => {
    assert.deepEqual(outline(POST_STUDY), [
      'stages — 2 post-study stages',
      '  post-study stage 0 — from 2024-04-01 · 720 h',
      '  post-study stage 1 — from 2024-05-01 · 744 h',
      'thermal_bounds — 3 rows',
      '  thermal 7 (Coal) — 2 rows',
      '    post-study stage 0 — 0–100 MW · 50 $/MWh',
      '    post-study stage 1 — 0–120 MW · 55 $/MWh',
      '  thermal 8 (Gas) — 1 row',
      '    post-study stage 0 — 10–60 MW · 80 $/MWh',
    ]);
  });

  test('post_study_stages.json past DETAILED_OUTLINE_MAX_ENTRIES entries: thermals listed with their row counts, not their rows', () => {
    // 10 stages and 99 thermals' rows for each (990) are 1,000 entries, within the line; one row more is past it.
    const postStudy = (extraRows: number) =>
      JSON.stringify({
        stages: Array.from({ length: 10 }, (_, month) => ({ start_date: `2025-${String(month + 1).padStart(2, '0')}-01`, duration_hours: 720 })),
        thermal_bounds: Array.from({ length: 990 + extraRows }, (_, row) => ({
          thermal_id: row % 99,
          post_study_stage_index: Math.floor(row / 99),
          cost_per_mwh: 50,
          min_mw: 0,
          max_mw: 100,
        })),
      });
    const long = documentSymbols(serviceContext(POST_STUDY, postStudy(1)));
    assert.deepEqual(render(long).slice(11, 14), ['thermal_bounds — 991 rows', '  thermal 0 — 11 rows', '  thermal 1 — 10 rows']);
    assert.equal(render(long).length, 1 + 10 + 1 + 99);
    assertWellFormed(long);
    const short = render(documentSymbols(serviceContext(POST_STUDY, postStudy(0))));
    assert.deepEqual(short.slice(11, 14), ['thermal_bounds — 990 rows', '  thermal 0 — 10 rows', '    post-study stage 0 — 0–100 MW · 50 $/MWh']);
    assert.equal(short.length, 1 + 10 + 1 + 99 + 990);
    // Past the line, rows without a readable thermal_id are one group too, where the first of them is.
    const unnamed = JSON.parse(postStudy(1));
    for (const row of unnamed.thermal_bounds.slice(0, 300)) row.thermal_id = 'T';
    const grouped = documentSymbols(serviceContext(POST_STUDY, JSON.stringify(unnamed)));
    assertWellFormed(grouped);
    assert.deepEqual(render(grouped).slice(11, 14), ['thermal_bounds — 991 rows', '  rows without a thermal_id — 300 rows', '  thermal 3 — 7 rows']);
    assert.equal(render(grouped).length, 1 + 10 + 1 + 1 + 99);
  });

  test('hydro_production_models.json: entries by plant with its name and mode; ranges and labelled seasons', () => {
    assert.deepEqual(outline(MODELS), [
      'production_models — 2 plants',
      '  hydro 10 (Upper) — stage_ranges',
      '    stages 0..1 — constant_productivity',
      '    stages 2..end — linearized_head',
      '  hydro 20 (Lower) — seasonal · default constant_productivity',
      '    season 2 M3 — linearized_head',
    ]);
  });

  test('hydro_production_models.json past DETAILED_OUTLINE_MAX_ENTRIES entries: plants listed, their ranges and seasons counted', () => {
    // 250 plants of three ranges are 1,000 entries, within the line; 251 are 1,004, past it.
    const models = (plants: number) =>
      JSON.stringify({
        production_models: Array.from({ length: plants }, (_, hydro) =>
          hydro % 2 === 0
            ? {
                hydro_id: hydro,
                selection_mode: 'stage_ranges',
                stage_ranges: [0, 1, 2].map((start) => ({ start_stage_id: start, end_stage_id: start === 2 ? null : start, model: 'linearized_head' })),
              }
            : {
                hydro_id: hydro,
                selection_mode: 'seasonal',
                default_model: 'constant_productivity',
                seasons: [0, 1, 2].map((season) => ({ season_id: season, model: 'linearized_head' })),
              },
        ),
      });
    const longSymbols = documentSymbols(serviceContext(MODELS, models(251)));
    assertWellFormed(longSymbols);
    const long = render(longSymbols);
    assert.deepEqual(long.slice(0, 3), [
      'production_models — 251 plants',
      '  hydro 0 — stage_ranges · 3 ranges',
      '  hydro 1 — seasonal · default constant_productivity · 3 seasons',
    ]);
    assert.equal(long.length, 1 + 251);
    const short = render(documentSymbols(serviceContext(MODELS, models(250))));
    assert.deepEqual(short.slice(0, 3), ['production_models — 250 plants', '  hydro 0 — stage_ranges', '    stages 0..0 — linearized_head']);
    assert.equal(short.length, 1 + 250 * 4);
    // Only what a plant's mode reads is shown, and counted: a seasonal plant's leftover stage ranges are neither.
    const leftovers = JSON.parse(models(2));
    leftovers.production_models[1].stage_ranges = Array.from({ length: 2000 }, (_, start) => ({ start_stage_id: start, model: 'fpha' }));
    assert.deepEqual(render(documentSymbols(serviceContext(MODELS, JSON.stringify(leftovers)))), [
      'production_models — 2 plants',
      '  hydro 0 — stage_ranges',
      '    stages 0..0 — linearized_head',
      '    stages 1..1 — linearized_head',
      '    stages 2..end — linearized_head',
      '  hydro 1 — seasonal · default constant_productivity',
      '    season 0 — linearized_head',
      '    season 1 — linearized_head',
      '    season 2 — linearized_head',
    ]);
  });

  test('names from other files need the validation; without it the outline still lists every entry', () => {
    assert.deepEqual(unvalidatedOutline(MODELS, 2), ['production_models — 2 plants', '  hydro 10 — stage_ranges', '  hydro 20 — seasonal · default constant_productivity']);
  });

  test('penalties.json: sections with each cost and its unit, deficit segments by position', () => {
    const lines = outline(PENALTIES);
    assert.deepEqual(lines.slice(0, 6), [
      'bus',
      '  deficit_segments',
      '    segment 0 — 500 MW deep · 1000 $/MWh',
      '    segment 1 — unbounded depth · 5000 $/MWh',
      '  excess_cost — 100 $/MWh',
      'line',
    ]);
    assert.ok(lines.includes('  spillage_cost — 0.01 $/(m³/s·h)'), lines.join('\n'));
    assert.equal(lines.at(-1), '  curtailment_cost — 0.005 $/MWh');
  });

  test('hydros.json and thermals.json: plants by id and name', () => {
    assert.deepEqual(outline(HYDROS), ['hydros — 2 hydros', '  hydro 10 (Upper) — constant_productivity · flows into 20', '  hydro 20 (Lower) — constant_productivity']);
    assert.deepEqual(outline(THERMALS), ['thermals — 2 thermals', '  thermal 7 (Coal) — anticipated, lead 2 stages', '  thermal 8 (Gas)']);
  });

  test('config.json: sections with their settings as written, stopping rules by type', () => {
    const config = {
      $schema: 'https://example.org/config.schema.json',
      training: { forward_passes: 4, stopping_rules: [{ type: 'iteration_limit', limit: 10 }], solver: { retry_time_budget_seconds: 30 } },
      simulation: { enabled: false },
    };
    const symbols = documentSymbols(serviceContext('config.json', JSON.stringify(config, null, 2), validation));
    assertWellFormed(symbols);
    assert.deepEqual(render(symbols), [
      'training',
      '  forward_passes — 4',
      '  stopping_rules',
      '    iteration_limit — limit 10',
      '  solver',
      '    retry_time_budget_seconds — 30 s',
      'simulation',
      '  enabled — false',
    ]);
  });

  test('initial_conditions.json: each list by plant, with its storage, lags or observed period', () => {
    const conditions = {
      storage: [{ hydro_id: 0, value_hm3: 100.0 }],
      filling_storage: [],
      past_inflows: [{ hydro_id: 0, values_m3s: [50.0, 45.0] }],
      recent_observations: [{ hydro_id: 0, start_date: '2024-01-01', end_date: '2024-01-05', value_m3s: 40.0 }],
    };
    const symbols = documentSymbols(serviceContext('initial_conditions.json', JSON.stringify(conditions, null, 2), validation));
    assertWellFormed(symbols);
    assert.deepEqual(render(symbols), [
      'storage — 1 entry',
      '  hydro 0 — 100 hm³',
      'filling_storage — 0 entries',
      'past_inflows — 1 entry',
      '  hydro 0 — 2 lags',
      'recent_observations — 1 entry',
      '  hydro 0 — 2024-01-01 to 2024-01-05 · 40 m³/s',
    ]);
  });

  test('the other system/ registries (decision D31): entries by id and name, with their bus or endpoints', () => {
    const of = (file: string, content: object) => render(documentSymbols(serviceContext(file, JSON.stringify(content, null, 2))));
    assert.deepEqual(of('system/buses.json', { buses: [{ id: 0, name: 'South' }, { id: 1 }] }), ['buses — 2 buses', '  bus 0 (South)', '  bus 1']);
    assert.deepEqual(of('system/lines.json', { lines: [{ id: 4, name: 'S-N', source_bus_id: 0, target_bus_id: 1 }] }), ['lines — 1 line', '  line 4 (S-N) — bus 0 → bus 1']);
    assert.deepEqual(of('system/energy_contracts.json', { contracts: [{ id: 2, name: 'Import', bus_id: 1 }] }), ['contracts — 1 contract', '  contract 2 (Import) — bus 1']);
  });

  test('a file without an outline of its own gives none', () => {
    assert.deepEqual(documentSymbols(serviceContext('hydrocase.json', '{ "rules": {} }', validation)), []);
  });

  test('every symbol of every file has its selection inside its range and its children inside it', () => {
    for (const file of [STAGES, POST_STUDY, MODELS, PENALTIES, HYDROS, THERMALS]) {
      const symbols = documentSymbols(serviceContext(file, JSON.stringify(files[file], null, 2), validation));
      assert.ok(symbols.length > 0, file);
      assertWellFormed(symbols);
    }
  });

  test('the outline follows the text being edited, and a half-typed file still gives what parses', () => {
    const text = JSON.stringify(files[HYDROS], null, 2).replace('"name": "Lower"', '"name": "Renamed"');
    assert.ok(render(documentSymbols(serviceContext(HYDROS, text, validation))).includes('  hydro 20 (Renamed) — constant_productivity'));
    const broken = JSON.stringify(files[THERMALS], null, 2).replace(/\n\s*\{\s*"id": 8[\s\S]*$/, '');
    assert.deepEqual(render(documentSymbols(serviceContext(THERMALS, broken, validation))), ['thermals — 1 thermal', '  thermal 7 (Coal) — anticipated, lead 2 stages']);
  });
});
