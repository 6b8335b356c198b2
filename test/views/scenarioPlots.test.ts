// The scenario plots' models on the real Cobre examples (every seasonal statistics table, both
// inflow histories) and on mutations of them: the rows a plot draws are the table's rows of the
// entity shown, in stage or date order, each stage with its season; the rows the engine flags are
// marked (drawn) or listed (not drawable); a correlation profile's cells carry the problems at
// their JSON paths. Then the tables' read: only the plot's columns, the same cells by either
// reader, decoded once while the file is unchanged.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateCase, type ValidationResult } from '../../shared/engine/validate';
import { buildScenarioPlot, type ScenarioPlotsView } from '../../shared/views/scenarioPlotSource';
import { correlationPlot, inflowHistoryPlot, isoDay, plotKindOfFile, type InflowHistoryPlot, type SeasonalStatsPlot } from '../../shared/views/scenarioPlots';
import type { Diagnostic } from '../../shared/core/diagnostics';
import { examplesDir } from '../support/cli';
import { exampleTableRows } from '../support/exampleTables';
import { parquetBytes } from '../support/parquet';
import { writeScenarioPlotsCase } from '../support/scenarioPlotsCase';
import { cellOf, decodePlotTable, readPlotTable, type PlotTable } from '../../shared/views/plotTables';

const INFLOW_STATS = 'scenarios/inflow_seasonal_stats.parquet';
const LOAD_STATS = 'scenarios/load_seasonal_stats.parquet';
const HISTORY = 'scenarios/inflow_history.parquet';
const CORRELATION = 'scenarios/correlation.json';

const created: string[] = [];
after(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** Every example case folder (relative to the examples folder) holding `file`. */
function examplesWith(file: string): string[] {
  const cases: string[] = [];
  const walk = (relative: string) => {
    const dir = join(examplesDir, relative);
    if (existsSync(join(dir, 'stages.json'))) {
      if (existsSync(join(dir, file))) cases.push(relative);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) walk(relative ? `${relative}/${entry.name}` : entry.name);
  };
  walk('');
  return cases.sort();
}

/** A copy of the example with these files written over it (a null removes one), validated. */
async function mutated(example: string, files: Record<string, Uint8Array | string> = {}): Promise<{ dir: string; validation: ValidationResult }> {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-plots-'));
  created.push(dir);
  cpSync(join(examplesDir, example), dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
  return { dir, validation: await validateCase(dir) };
}

function statsOf(view: ScenarioPlotsView): SeasonalStatsPlot {
  assert.ok(view.plot && (view.plot.kind === 'inflowStats' || view.plot.kind === 'loadStats'), view.note);
  return view.plot;
}

function historyOf(view: ScenarioPlotsView): InflowHistoryPlot {
  assert.ok(view.plot?.kind === 'inflowHistory', view.note);
  return view.plot;
}

test('plotKindOfFile: the four files, by case-relative or longer path; another table has no plot', () => {
  assert.equal(plotKindOfFile(INFLOW_STATS), 'inflowStats');
  assert.equal(plotKindOfFile(`case/${HISTORY}`), 'inflowHistory');
  assert.equal(plotKindOfFile(LOAD_STATS), 'loadStats');
  assert.equal(plotKindOfFile(CORRELATION), 'correlation');
  assert.equal(plotKindOfFile('scenarios/inflow_ar_coefficients.parquet'), undefined);
  assert.equal(plotKindOfFile('other/inflow_seasonal_stats.parquet'), undefined);
});

for (const [kind, file, entityColumn, meanColumn, stdColumn] of [
  ['inflowStats', INFLOW_STATS, 'hydro_id', 'mean_m3s', 'std_m3s'],
  ['loadStats', LOAD_STATS, 'bus_id', 'mean_mw', 'std_mw'],
] as const) {
  test(`${kind} on every real example holding ${file}: each entity's points are its rows, by stage, with their values`, async () => {
    const examples = examplesWith(file);
    assert.ok(examples.length >= 24, `${examples.length} examples`);
    for (const example of examples) {
      const rows = await exampleTableRows(example, file, [entityColumn, 'stage_id', meanColumn, stdColumn]);
      const validation = await validateCase(join(examplesDir, example));
      const first = statsOf(await buildScenarioPlot(join(examplesDir, example), validation, { kind }));
      const ids = [...new Set(rows.map((r) => r[entityColumn]!))].sort((a, b) => a - b);
      assert.deepEqual(
        first.entities.filter((e) => e.rows > 0).map((e) => e.id),
        ids,
        example,
      );
      let drawn = 0;
      for (const id of ids) {
        const plot = statsOf(await buildScenarioPlot(join(examplesDir, example), validation, { kind, entityId: id }));
        assert.equal(plot.entityId, id);
        const expected = rows
          .map((r, row) => ({ row, stageId: r.stage_id!, mean: r[meanColumn]!, std: r[stdColumn]!, id: r[entityColumn] }))
          .filter((r) => r.id === id)
          .sort((a, b) => a.stageId - b.stageId || a.row - b.row);
        assert.deepEqual(
          plot.points.map((p) => [p.row, p.stageId, p.mean, p.std]),
          expected.map((r) => [r.row, r.stageId, r.mean, r.std]),
          `${example} ${entityColumn} ${id}`,
        );
        // The real examples are valid: a mark can only be a hint (the deterministic cases' zero std, SCN-006).
        for (const point of plot.points) for (const problem of point.problems) assert.equal(problem.severity, 'hint', `${example} row ${point.row}: ${problem.code}`);
        assert.deepEqual(plot.rowsNotDrawn, [], example);
        drawn += plot.points.length;
      }
      assert.equal(drawn, rows.length, `${example}: every row is a point of its entity`);
    }
  });
}

test("inflowStats on d19 (season_ids but no season map: no season) and on d12 given statistics (a month's season), pre-study stages, no study stage without a row", async () => {
  const example = 'deterministic/d19-multi-hydro-par';
  const validation = await validateCase(join(examplesDir, example));
  const plot = statsOf(await buildScenarioPlot(join(examplesDir, example), validation, { kind: 'inflowStats', entityId: 1 }));
  assert.deepEqual(
    plot.entities.map((e) => [e.id, e.name, e.rows]),
    [
      [0, 'H0', 3],
      [1, 'H1', 3],
    ],
  );
  assert.deepEqual(
    plot.points.map((p) => [p.stageId, p.stageKind, p.seasonId, p.mean]),
    [
      [0, 'study', undefined, 25],
      [1, 'study', undefined, 25],
      [2, 'study', undefined, 25],
    ],
  );
  const monthly = await writeScenarioPlotsCase();
  const months = statsOf(await buildScenarioPlot(monthly, await validateCase(monthly), { kind: 'inflowStats', entityId: 1 }));
  assert.deepEqual(
    [3, 15].map((stage) => months.points.find((p) => p.stageId === stage)!.season),
    ['3 (April)', '3 (April)'],
  );
  assert.deepEqual(plot.stagesWithoutRow, []);
  assert.equal(plot.unit, 'm³/s');
  // d29 keys a row to the pre-study stage -1.
  const d29 = 'deterministic/d29-weekly-par-noise-sharing';
  const weekly = statsOf(await buildScenarioPlot(join(examplesDir, d29), await validateCase(join(examplesDir, d29)), { kind: 'inflowStats' }));
  assert.equal(weekly.points[0]!.stageId, -1);
  assert.equal(weekly.points[0]!.stageKind, 'pre-study');
});

test('inflowStats mutation of d19: a negative std is a marked point at its row, a null mean a listed row, a plant without rows misses every study stage', async () => {
  const example = 'deterministic/d19-multi-hydro-par';
  const rows = await exampleTableRows(example, INFLOW_STATS, ['hydro_id', 'stage_id', 'mean_m3s', 'std_m3s']);
  const std = rows.map((r, k) => (k === 1 ? -5 : r.std_m3s!));
  const mean: Array<number | null> = rows.map((r, k) => (k === 2 ? null : r.mean_m3s!));
  const table = parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: rows.map((r) => r.hydro_id!) },
    { name: 'stage_id', type: 'Int32', values: rows.map((r) => r.stage_id!) },
    { name: 'mean_m3s', type: 'Float64', values: mean },
    { name: 'std_m3s', type: 'Float64', values: std },
  ]);
  const { dir, validation } = await mutated(example, { [INFLOW_STATS]: table });
  const plot = statsOf(await buildScenarioPlot(dir, validation, { kind: 'inflowStats', entityId: 0 }));
  const negative = plot.points.find((p) => p.row === 1)!;
  assert.deepEqual(
    negative.problems.map((p) => p.code),
    validation.diagnostics.filter((d) => d.file === INFLOW_STATS && d.location.kind === 'parquet' && d.location.row === 1).map((d) => d.code),
  );
  assert.ok(negative.problems.length > 0, 'the negative std is flagged');
  assert.equal(negative.column, 'std_m3s');
  assert.deepEqual(
    plot.rowsNotDrawn.map((r) => [r.row, r.reason, r.column]),
    [[2, 'mean_m3s is null', 'mean_m3s']],
  );
  assert.ok(plot.rowsNotDrawn[0]!.problems.length > 0, 'the null mean is flagged');
  assert.ok(plot.entities.find((e) => e.id === 0)!.hasProblems);
  assert.equal(plot.entities.find((e) => e.id === 1)!.hasProblems, undefined);
  assert.deepEqual(plot.stagesWithoutRow, [], 'the row with a null mean is not drawn, yet it keys its stage');

  // Plant 1's rows removed: its plot is empty and names every study stage as without a row.
  const onlyPlant0 = rows.filter((r) => r.hydro_id === 0);
  const { dir: dir2, validation: validation2 } = await mutated(example, {
    [INFLOW_STATS]: parquetBytes([
      { name: 'hydro_id', type: 'Int32', values: onlyPlant0.map((r) => r.hydro_id!) },
      { name: 'stage_id', type: 'Int32', values: onlyPlant0.map((r) => r.stage_id!) },
      { name: 'mean_m3s', type: 'Float64', values: onlyPlant0.map((r) => r.mean_m3s!) },
      { name: 'std_m3s', type: 'Float64', values: onlyPlant0.map((r) => r.std_m3s!) },
    ]),
  });
  const bare = statsOf(await buildScenarioPlot(dir2, validation2, { kind: 'inflowStats', entityId: 1 }));
  assert.equal(bare.entityId, 1, 'a declared plant without rows can still be chosen');
  assert.deepEqual([bare.points, bare.stagesWithoutRow], [[], [0, 1, 2]]);
  assert.equal(bare.entities.find((e) => e.id === 1)!.rows, 0);
});

test('inflowStats mutation: a hydro_id no plant has is offered, marked as not declared', async () => {
  const example = 'deterministic/d02-single-hydro';
  const rows = await exampleTableRows(example, INFLOW_STATS, ['hydro_id', 'stage_id', 'mean_m3s', 'std_m3s']);
  const { dir, validation } = await mutated(example, {
    [INFLOW_STATS]: parquetBytes([
      { name: 'hydro_id', type: 'Int32', values: rows.map((r, k) => (k === 0 ? 77 : r.hydro_id!)) },
      { name: 'stage_id', type: 'Int32', values: rows.map((r) => r.stage_id!) },
      { name: 'mean_m3s', type: 'Float64', values: rows.map((r) => r.mean_m3s!) },
      { name: 'std_m3s', type: 'Float64', values: rows.map((r) => r.std_m3s!) },
    ]),
  });
  const plot = statsOf(await buildScenarioPlot(dir, validation, { kind: 'inflowStats', entityId: 77 }));
  assert.equal(plot.entityId, 77);
  assert.deepEqual(
    plot.entities.find((e) => e.id === 77),
    { id: 77, rows: 1, undeclared: true, ...(plot.entities.find((e) => e.id === 77)!.hasProblems ? { hasProblems: true } : {}) },
  );
  assert.deepEqual(
    plot.points.map((p) => p.row),
    [0],
  );
});

test('inflowHistory on d12 and d26: each plant a monthly series by date (Date32 read), its span and mean', async () => {
  for (const [example, first] of [
    ['deterministic/d12-par-annual', '1979-01-01'],
    ['deterministic/d26-estimated-par2', '1981-01-01'],
  ] as const) {
    const dir = join(examplesDir, example);
    const validation = await validateCase(dir);
    const plot = historyOf(await buildScenarioPlot(dir, validation, { kind: 'inflowHistory' }));
    const rows = await exampleTableRows(example, HISTORY, ['hydro_id', 'value_m3s']);
    const own = rows.map((r, row) => ({ hydroId: r.hydro_id!, value: r.value_m3s!, row })).filter((r) => r.hydroId === plot.hydroId);
    assert.equal(plot.tableRows, rows.length);
    assert.equal(plot.days.length, own.length, example);
    assert.deepEqual(new Set(plot.rows), new Set(own.map((r) => r.row)));
    assert.ok(
      plot.days.every((d, k) => k === 0 || d >= plot.days[k - 1]!),
      'by date',
    );
    assert.equal(plot.span!.first, first, example);
    const mean = own.reduce((s, r) => s + r.value, 0) / own.length;
    assert.ok(Math.abs(plot.mean! - mean) < 1e-9);
    assert.deepEqual([plot.marks, plot.rowsNotDrawn, plot.fileProblems], [[], [], []], example);
  }
});

test('inflowHistory mutation: rows out of date order are drawn sorted, a null value and a null date are listed, a flagged row is marked', async () => {
  const example = 'deterministic/d12-par-annual';
  const day = (iso: string) => Date.parse(iso) / 86_400_000;
  const { dir, validation } = await mutated(example, {
    [HISTORY]: parquetBytes([
      { name: 'hydro_id', type: 'Int32', values: [0, 0, 0, 0, 0] },
      { name: 'date', type: 'Date32', values: [day('2000-03-01'), day('2000-01-01'), null, day('2000-02-01'), day('2000-04-01')] },
      { name: 'value_m3s', type: 'Float64', values: [30, 10, 5, 20, null] },
    ]),
  });
  const plot = historyOf(await buildScenarioPlot(dir, validation, { kind: 'inflowHistory', entityId: 0 }));
  assert.deepEqual(plot.days.map(isoDay), ['2000-01-01', '2000-02-01', '2000-03-01']);
  assert.deepEqual(plot.values, [10, 20, 30]);
  assert.deepEqual(plot.rows, [1, 3, 0]);
  assert.deepEqual(
    plot.rowsNotDrawn.map((r) => [r.row, r.reason]),
    [
      [2, 'date is null'],
      [4, 'value_m3s is null'],
    ],
  );
  // The engine's diagnostics on the history decide the marks: one on row 3 marks that point.
  const flagged: Diagnostic = {
    code: 'SCN-020' as Diagnostic['code'],
    severity: 'error',
    message: 'value_m3s must be ...',
    file: HISTORY,
    location: { kind: 'parquet', row: 3, column: 'value_m3s' },
  };
  const drawn = { count: plot.rows.length, rowOf: (k: number) => plot.rows[k]!, hydroId: () => 0, day: (k: number) => plot.days[k]!, value: (k: number) => plot.values[k]! };
  const marked = inflowHistoryPlot(drawn, validation.resolved, [flagged]);
  assert.deepEqual(
    marked.marks.map((m) => [m.row, isoDay(m.day), m.value, m.problems.map((p) => p.code), m.column]),
    [[3, '2000-02-01', 20, ['SCN-020'], 'value_m3s']],
  );
  assert.ok(marked.entities[0]!.hasProblems);
});

const CORRELATION_TEXT = `{
  "method": "spectral",
  "profiles": {
    "wet": { "correlation_groups": [ { "name": "wet pair", "entities": [ { "type": "inflow", "id": 0 }, { "type": "inflow", "id": 1 } ], "matrix": [[1.0, 0.2], [0.2, 1.0]] } ] },
    "default": {
      "correlation_groups": [
        { "name": "cascade", "entities": [ { "type": "inflow", "id": 0 }, { "type": "inflow", "id": 1 }, { "type": "inflow", "id": 9 } ],
          "matrix": [[1.0, 0.75, 0.1], [0.7, 1.0, 0.3], [0.1, 0.3, 1.0]] }
      ]
    }
  },
  "schedule": [ { "stage_id": 1, "profile_name": "wet" }, { "stage_id": 2, "profile_name": "wet" } ]
}`;

test('correlation on d19 (a correlation.json added): the default profile first, entities named by the plants, the schedule of a profile', async () => {
  const { dir, validation } = await mutated('deterministic/d19-multi-hydro-par', { [CORRELATION]: CORRELATION_TEXT });
  const view = await buildScenarioPlot(dir, validation, { kind: 'correlation' });
  assert.ok(view.plot?.kind === 'correlation');
  const plot = view.plot;
  assert.deepEqual(
    view.kinds.map((k) => [k.kind, k.present]),
    [
      ['inflowStats', true],
      ['inflowHistory', false],
      ['loadStats', true],
      ['correlation', true],
    ],
  );
  assert.deepEqual([plot.method, plot.profiles, plot.profile], ['spectral', ['wet', 'default'], 'default']);
  const group = plot.groups[0]!;
  assert.deepEqual(
    group.entities.map((e) => e.label),
    ['inflow 0 · H0', 'inflow 1 · H1', 'inflow 9'],
  );
  assert.deepEqual(group.matrix[1], [0.7, 1.0, 0.3]);
  const wet = await buildScenarioPlot(dir, validation, { kind: 'correlation', profile: 'wet' });
  assert.ok(wet.plot?.kind === 'correlation');
  assert.deepEqual([wet.plot.profile, wet.plot.scheduledStages, wet.plot.groups[0]!.name], ['wet', [1, 2], 'wet pair']);
});

test("correlation: a problem at a cell's path marks that cell, at a row's path every cell of the row, at an entity the entity, elsewhere in the group the group, outside it the file", async () => {
  const { validation } = await mutated('deterministic/d19-multi-hydro-par');
  const at = (path: string, code: string): Diagnostic => ({
    code: code as Diagnostic['code'],
    severity: 'error',
    message: code,
    file: CORRELATION,
    location: { kind: 'json', path, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, offset: 0, length: 1 },
  });
  const group = 'profiles.default.correlation_groups[0]';
  const diagnostics = [
    at(`${group}.matrix[1][0]`, 'CELL'),
    at(`${group}.matrix[2]`, 'ROW'),
    at(`${group}.entities[2].id`, 'ENTITY'),
    at(`${group}.matrix`, 'GROUP'),
    at('schedule[0].profile_name', 'FILE'),
    at('profiles.wet.correlation_groups[0].matrix[0][1]', 'OTHER-PROFILE'),
  ];
  const plot = correlationPlot(CORRELATION_TEXT, validation.resolved, diagnostics);
  const view = plot.groups[0]!;
  assert.deepEqual(
    view.cells.map((c) => [c.i, c.j, c.problems.map((p) => p.code)]),
    [
      [1, 0, ['CELL']],
      [2, 0, ['ROW']],
      [2, 1, ['ROW']],
      [2, 2, ['ROW']],
    ],
  );
  assert.deepEqual(
    view.entities.map((e) => e.problems.map((p) => p.code)),
    [[], [], ['ENTITY']],
  );
  assert.deepEqual(
    view.problems.map((p) => p.code),
    ['GROUP'],
  );
  assert.deepEqual(
    plot.fileProblems.map((p) => p.code),
    ['FILE'],
  );
  assert.deepEqual(plot.otherProfileProblems, [{ profile: 'wet', count: 1 }], "a problem of a profile not shown is counted for it, not listed with the file's");
});

test('correlation: a file that is not JSON, or has no profile, says so instead of drawing', async () => {
  const { validation } = await mutated('deterministic/d19-multi-hydro-par');
  const broken = correlationPlot('{ "method": "spectral", "profiles": ', validation.resolved, []);
  assert.match(broken.note!, /not valid JSON/);
  assert.deepEqual(broken.groups, []);
  const empty = correlationPlot('{ "method": "spectral", "profiles": {} }', validation.resolved, []);
  assert.match(empty.note!, /no profile/);
  const ragged = correlationPlot(
    '{ "profiles": { "default": { "correlation_groups": [ { "name": "g", "entities": [], "matrix": [[1, "x"], [0.5]] } ] } } }',
    validation.resolved,
    [],
  );
  assert.deepEqual(ragged.groups[0]!.matrix, [[1, null], [0.5]]);
});

test('a plot whose file the case lacks says so; the first present plot is the default', async () => {
  const dir = join(examplesDir, 'deterministic/d19-multi-hydro-par');
  const validation = await validateCase(dir);
  const missing = await buildScenarioPlot(dir, validation, { kind: 'inflowHistory' });
  assert.equal(missing.plot, undefined);
  assert.equal(missing.note, `the case has no ${HISTORY}`);
  const first = await buildScenarioPlot(dir, validation, {});
  assert.equal(first.kind, 'inflowStats');
  const d12 = join(examplesDir, 'deterministic/d12-par-annual');
  assert.equal((await buildScenarioPlot(d12, await validateCase(d12), {})).kind, 'inflowHistory');
});

test('a plot reads only its columns: the column path and the display reader give the same cells, and a table is decoded once while its file is unchanged', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hydrocase-plot-tables-'));
  created.push(dir);
  const day = (iso: string) => Date.parse(iso) / 86_400_000;
  const history = (idType: 'Int32' | 'Int64', last: number) =>
    parquetBytes([
      { name: 'hydro_id', type: idType, values: [0, 0, null, 1] },
      { name: 'date', type: 'Date32', values: [day('2000-01-01'), null, day('2000-03-01'), day('2000-01-01')] },
      { name: 'value_m3s', type: 'Float64', values: [10, NaN, null, last] },
      { name: 'unused', type: 'Float64', values: [1, 2, 3, 4] },
    ]);
  const specs = [
    { name: 'hydro_id', kind: 'integer' },
    { name: 'date', kind: 'day' },
    { name: 'value_m3s', kind: 'number' },
    { name: 'absent', kind: 'number' },
  ] as const;
  const cells = (table: PlotTable) => specs.map(({ name }) => Array.from({ length: table.numRows }, (_, row) => cellOf(table.columns.get(name), row)));
  const path = join(dir, 'history.parquet');
  writeFileSync(path, history('Int32', 40));
  const byColumns = await decodePlotTable(path, specs);
  writeFileSync(join(dir, 'wide.parquet'), history('Int64', 40)); // Int64 ids: not the loader's type, read by the display reader
  const byDisplay = await decodePlotTable(join(dir, 'wide.parquet'), specs);
  const expected = [
    [0, 0, null, 1],
    [day('2000-01-01'), null, day('2000-03-01'), day('2000-01-01')],
    [10, NaN, null, 40],
    [null, null, null, null],
  ];
  assert.deepEqual(cells(byColumns), expected);
  assert.deepEqual(cells(byDisplay), expected);
  assert.deepEqual([byColumns.missing, byDisplay.missing], [['absent'], ['absent']]);
  assert.deepEqual([byColumns.via, byDisplay.via], ['columns', 'display']);
  assert.ok(!byColumns.columns.has('unused'), 'only the asked columns are read');
  // Kept while the file is unchanged: the second read is the same decoded table; a rewrite is read again.
  const first = await readPlotTable(path, specs);
  assert.equal(await readPlotTable(path, specs), first);
  writeFileSync(path, history('Int32', 41));
  const changed = await readPlotTable(path, specs);
  assert.notEqual(changed, first);
  assert.equal(cellOf(changed.columns.get('value_m3s'), 3), 41);
});
