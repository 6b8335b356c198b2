// Cross-file rules of the "plants" group: hydros.json ↔ production models ↔ productivity file
// (XF-001..005, XF-013..015, XF-029). Every case is the baseline with plants, entries and tables
// added; each rule gets a case that fires it (code, severity, location, related) and a near miss.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validPlant, validStages, validateFiles, type CaseFiles } from '../support/cases';
import { expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { parquetBytes, type ColumnSpec } from '../support/parquet';
import type { Diagnostic } from '../../shared/core/diagnostics';
import type { ValidationResult } from '../../shared/engine/validate';
import { xfPlantsRules } from '../../shared/crossFile/checks/plants/catalog';
import { describeIds } from '../../shared/core/text';
import { CASE_FILES } from '../../shared/core/case/layout';

const { hydros: HYDROS, productionModels: MODELS, productivity: PRODUCTIVITY, geometry: GEOMETRY, hyperplanes: HYPERPLANES, tailrace: TAILRACE, stages: STAGES } = CASE_FILES;

const EQUIVALENT = 'equivalent_productivity_mw_per_m3s';

// Builders ------------------------------------------------------------------------------------

/** A complete plant (every field the loader requires), its model and generation fields as given. */
function hydro(id: number, model = 'constant_productivity', generation: Record<string, unknown> = {}): any {
  const plant = validPlant(id, { reservoir: { min_storage_hm3: 0, max_storage_hm3: 100 } });
  return { ...plant, generation: { ...plant.generation, model, max_turbined_m3s: 50, ...generation } };
}

function hydros(...plants: any[]): any {
  return { hydros: plants };
}

/** `count` monthly study stages with ids 0..count-1 in the chain form. */
function stages(count: number): any {
  const s = validStages();
  s.stages = Array.from({ length: count }, (_, i) => {
    const start = new Date(Date.UTC(2024, i, 1));
    const end = new Date(Date.UTC(2024, i + 1, 1));
    const hours = (end.getTime() - start.getTime()) / 3_600_000;
    return { id: i, start_date: start.toISOString().slice(0, 10), end_date: end.toISOString().slice(0, 10), blocks: [{ id: 0, name: 'SINGLE', hours }], num_openings: 10 };
  });
  s.policy_graph.transitions = Array.from({ length: count - 1 }, (_, i) => ({ source_id: i, target_id: i + 1, probability: 1.0 }));
  return s;
}

function monthlyStages(count: number): any {
  const s = stages(count);
  s.season_definitions = { cycle_type: 'monthly', seasons: Array.from({ length: 12 }, (_, i) => ({ id: i, month_start: i + 1 })) };
  return s;
}

function models(...entries: any[]): any {
  return { production_models: entries };
}

function ranges(hydroId: number, ...stageRanges: any[]): any {
  return { hydro_id: hydroId, selection_mode: 'stage_ranges', stage_ranges: stageRanges };
}

function range(start: number, end: number | null, model: string, extra: Record<string, unknown> = {}): any {
  return { start_stage_id: start, end_stage_id: end, model, ...extra };
}

const COMPUTED = { fpha_config: { source: 'computed' } };
const PRECOMPUTED = { fpha_config: { source: 'precomputed' } };

interface PrdRow {
  hydro: number;
  stage: number | null;
  equivalent: number | null;
  specific?: number | null;
}

function productivity(rows: PrdRow[]): Uint8Array {
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: rows.map((r) => r.hydro) },
    { name: 'stage_id', type: 'Int32', nullable: true, values: rows.map((r) => r.stage) },
    { name: EQUIVALENT, type: 'Float64', nullable: true, values: rows.map((r) => r.equivalent) },
    { name: 'reference_outflow_m3s', type: 'Float64', nullable: true, values: rows.map(() => null) },
    { name: 'specific_productivity_mw_per_m3s_per_m', type: 'Float64', nullable: true, values: rows.map((r) => r.specific ?? null) },
  ]);
}

/** Three rising points per plant id listed. */
function geometry(hydroIds: number[]): Uint8Array {
  const points = hydroIds.flatMap((h) => [0, 50, 100].map((v, i) => ({ h, v, height: 300 + 10 * i, area: 1 + i })));
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: points.map((p) => p.h) },
    { name: 'volume_hm3', type: 'Float64', values: points.map((p) => p.v) },
    { name: 'height_m', type: 'Float64', values: points.map((p) => p.height) },
    { name: 'area_km2', type: 'Float64', values: points.map((p) => p.area) },
  ]);
}

/** One valid plane per (hydro, stage) pair listed. */
function hyperplanes(pairs: Array<[number, number | null]>): Uint8Array {
  const columns: ColumnSpec[] = [
    { name: 'hydro_id', type: 'Int32', values: pairs.map(([h]) => h) },
    { name: 'stage_id', type: 'Int32', nullable: true, values: pairs.map(([, s]) => s) },
    { name: 'plane_id', type: 'Int32', values: pairs.map(() => 0) },
    { name: 'gamma_0', type: 'Float64', values: pairs.map(() => 10) },
    { name: 'gamma_v', type: 'Float64', values: pairs.map(() => 0.01) },
    { name: 'gamma_q', type: 'Float64', values: pairs.map(() => 0.9) },
    { name: 'gamma_s', type: 'Float64', values: pairs.map(() => 0) },
  ];
  return parquetBytes(columns);
}

/** One segment per plant id listed. */
function tailrace(hydroIds: number[]): Uint8Array {
  return parquetBytes([
    { name: 'hydro_id', type: 'Int32', values: hydroIds },
    { name: 'family_id', type: 'Int32', values: hydroIds.map(() => 0) },
    { name: 'downstream_reference_level_m', type: 'Float64', nullable: true, values: hydroIds.map(() => null) },
    { name: 'segment_id', type: 'Int32', values: hydroIds.map((_, i) => i) },
    { name: 'outflow_min_m3s', type: 'Float64', values: hydroIds.map(() => 0) },
    { name: 'outflow_max_m3s', type: 'Float64', values: hydroIds.map(() => 1000) },
    ...[0, 1, 2, 3, 4].map((k): ColumnSpec => ({ name: `coefficient_${k}`, type: 'Float64', values: hydroIds.map(() => (k === 0 ? 300 : 0)) })),
  ]);
}

function run(files: CaseFiles): Promise<ValidationResult> {
  return validateFiles({ ...validCase(), ...files });
}

interface ExpectedRelated {
  file: string;
  path?: string;
  row?: number;
  column?: string;
  /** A file-level related location. */
  whole?: boolean;
}

/** Asserts the diagnostic links every expected place (and names no other file than expected ones when `only`). */
function expectRelated(d: Diagnostic, expected: ExpectedRelated[], only = false): void {
  const related = d.related ?? [];
  for (const e of expected) {
    const found = related.find((r) => {
      if (r.file !== e.file) return false;
      if (e.whole) return r.location.kind === 'file';
      if (e.path !== undefined && (r.location.kind !== 'json' || r.location.path !== e.path)) return false;
      if (e.row !== undefined && (r.location.kind !== 'parquet' || r.location.row !== e.row)) return false;
      if (e.column !== undefined && (r.location.kind !== 'parquet' || r.location.column !== e.column)) return false;
      return true;
    });
    assert.ok(found, `expected related ${JSON.stringify(e)} in ${JSON.stringify(related, null, 1)}`);
  }
  if (only) assert.equal(related.length, expected.length, `unexpected related: ${JSON.stringify(related, null, 1)}`);
}

function only(result: ValidationResult, code: string): Diagnostic[] {
  return result.diagnostics.filter((d) => d.code === code);
}

// Messages ------------------------------------------------------------------------------------

test('stage lists are compact runs with a count', () => {
  assert.equal(describeIds([4], 'stage', 'stages'), 'stage 4');
  assert.equal(describeIds([12, 3, 4, 5, 6, 7], 'stage', 'stages'), 'stages 3-7, 12 (6 stages)');
  assert.equal(describeIds([1, 3, 3], 'stage', 'stages'), 'stages 1, 3 (2 stages)');
  const scattered = Array.from({ length: 20 }, (_, i) => i * 2);
  assert.equal(describeIds(scattered, 'stage', 'stages'), 'stages 0, 2, 4, 6, 8, 10, … (20 stages)');
});

// XF-001 ---------------------------------------------------------------------------------------

describe('XF-001 an fpha plant needs a production-model entry', () => {
  test('fires on the plant model without the file, and links the array when the file exists', async () => {
    let result = await run({ [HYDROS]: hydros(hydro(0), hydro(3, 'fpha')) });
    let d = expectDiagnostic(result, {
      code: 'XF-001',
      file: HYDROS,
      path: 'hydros[1].generation.model',
      message: `hydro 3 uses model "fpha" but there is no ${MODELS}`,
    });
    assert.equal(d.related, undefined);
    assert.deepEqual(d.data, { fileRule: 'HPM-061', hydroId: 3 });

    result = await run({ [HYDROS]: hydros(hydro(0), hydro(3, 'fpha')), [MODELS]: models(ranges(0, range(0, null, 'constant_productivity', { productivity_mw_per_m3s: 1 }))) });
    d = expectDiagnostic(result, { code: 'XF-001', file: HYDROS, path: 'hydros[1].generation.model', message: `${MODELS} has no entry for it` });
    expectRelated(d, [{ file: MODELS, path: 'production_models' }], true);
    assert.equal(only(result, 'XF-001').length, 1);
  });

  test('near miss: the fpha plant has an entry; a non-fpha plant needs none', async () => {
    const result = await run({
      [HYDROS]: hydros(hydro(0), hydro(3, 'fpha')),
      [MODELS]: models(ranges(3, range(0, null, 'fpha', PRECOMPUTED))),
      [HYPERPLANES]: hyperplanes([[3, null]]),
    });
    expectNoDiagnostic(result, 'XF-001');
  });
});

// XF-002 ---------------------------------------------------------------------------------------

describe('XF-002 every hydro_id names a plant of hydros.json', () => {
  test('a production-model entry: on its hydro_id, linking the plants', async () => {
    const result = await run({
      [HYDROS]: hydros(hydro(0)),
      [MODELS]: models(
        ranges(0, range(0, null, 'constant_productivity', { productivity_mw_per_m3s: 1 })),
        ranges(9, range(0, null, 'constant_productivity', { productivity_mw_per_m3s: 1 })),
      ),
    });
    const d = expectDiagnostic(result, {
      code: 'XF-002',
      file: MODELS,
      path: 'production_models[1].hydro_id',
      message: `hydro_id 9 names no plant of ${HYDROS}`,
    });
    expectRelated(d, [{ file: HYDROS, path: 'hydros' }], true);
    assert.equal(d.data?.fileRule, 'HPM-002');
    assert.equal(only(result, 'XF-002').length, 1);
  });

  test('a typed-wrong entry id is one problem: XF-002 with a did-you-mean, what follows from it folded into its related information', async () => {
    const result = await run({
      [HYDROS]: hydros(hydro(0), hydro(3, 'fpha')),
      [MODELS]: models(ranges(0, range(0, null, 'constant_productivity', { productivity_mw_per_m3s: 1 })), ranges(5, range(0, null, 'fpha', PRECOMPUTED))),
      [HYPERPLANES]: hyperplanes([[3, null]]),
    });
    const d = expectDiagnostic(result, {
      code: 'XF-002',
      file: MODELS,
      path: 'production_models[1].hydro_id',
      message: `hydro_id 5 names no plant of ${HYDROS}; did you mean 3 (H3), which has no entry yet? (1 more problem follows from it: XF-001, listed below)`,
    });
    assert.deepEqual(d.data?.plantSuggestions, [3]);
    // Plant 3, the one plant without an entry, looks entry-less (XF-001): that follows from the typo.
    assert.deepEqual(d.data?.folded, ['XF-001']);
    const followers = (d.related ?? []).filter((r) => r.message.startsWith('follows from this hydro_id: '));
    assert.equal(followers.length, 1);
    assert.equal(followers[0]!.file, HYDROS);
    assert.ok(followers[0]!.location.kind === 'json' && followers[0]!.location.path === 'hydros[1].generation.model');
    assert.match(followers[0]!.message, /XF-001 hydro 3 uses model "fpha"/);
    expectNoDiagnostic(result, 'XF-001');
    assert.deepEqual(
      result.diagnostics.filter((x) => x.severity === 'error').map((x) => x.code),
      ['XF-002'],
      'one error for one typo',
    );
  });

  test('near miss: two plants lack an entry, so the meant one is not certain: both are suggested, their XF-001 stay', async () => {
    const result = await run({
      [HYDROS]: hydros(hydro(0), hydro(3, 'fpha'), hydro(4, 'fpha')),
      [MODELS]: models(ranges(0, range(0, null, 'constant_productivity', { productivity_mw_per_m3s: 1 })), ranges(5, range(0, null, 'fpha', PRECOMPUTED))),
      [HYPERPLANES]: hyperplanes([
        [3, null],
        [4, null],
      ]),
    });
    const d = expectDiagnostic(result, { code: 'XF-002', file: MODELS, path: 'production_models[1].hydro_id', message: 'did you mean 4 (H4), which has no entry yet?' });
    assert.deepEqual(d.data?.plantSuggestions, [4, 3], 'the closest id first');
    assert.equal(only(result, 'XF-001').length, 2);
  });

  test('the four tables: one diagnostic per table at the first row, with every row of the unknown id (D27)', async () => {
    const result = await run({
      [HYDROS]: hydros(hydro(0), hydro(1)),
      [GEOMETRY]: geometry([0, 7]),
      [PRODUCTIVITY]: productivity([
        { hydro: 0, stage: null, equivalent: 1 },
        { hydro: 8, stage: 0, equivalent: 1 },
        { hydro: 1, stage: null, equivalent: 1 },
        { hydro: 8, stage: 1, equivalent: 1 },
      ]),
      [HYPERPLANES]: hyperplanes([
        [0, null],
        [5, 0],
        [5, 1],
        [5, 2],
      ]),
      [TAILRACE]: tailrace([0, 1, 6]),
    });
    const cases: Array<[string, number, number, string, string]> = [
      [GEOMETRY, 3, 7, ' (3 rows: 3–5; value 7)', 'GEO-009'],
      [PRODUCTIVITY, 1, 8, ' (2 rows: 1, 3; value 8)', 'PRD-011'],
      [HYPERPLANES, 1, 5, ' (3 rows: 1–3; value 5)', 'FPH-013'],
      [TAILRACE, 2, 6, '', 'TRC-009'],
    ];
    for (const [file, row, id, rows, fileRule] of cases) {
      const d = expectDiagnostic(result, {
        code: 'XF-002',
        file,
        row,
        column: 'hydro_id',
        message: new RegExp(`^hydro_id ${id} names no plant of ${HYDROS}${rows.replace(/[()]/g, '\\$&')}$`),
      });
      expectRelated(d, [{ file: HYDROS, path: 'hydros' }], true);
      assert.equal(d.data?.fileRule, fileRule);
      assert.equal(result.diagnostics.filter((x) => x.code === 'XF-002' && x.file === file).length, 1, file);
    }
  });

  test('D27: two unknown ids of one table are one diagnostic listing the rows of both, exact for scattered hyperplane groups', async () => {
    const result = await run({
      [HYDROS]: hydros(hydro(0)),
      // Hydro 5's (5, 0) group is split by a row of hydro 0; hydro 9 follows.
      [HYPERPLANES]: hyperplanes([
        [5, 0],
        [0, null],
        [5, 0],
        [5, 1],
        [9, null],
      ]),
    });
    expectDiagnostic(result, {
      code: 'XF-002',
      file: HYPERPLANES,
      row: 0,
      column: 'hydro_id',
      rows: [
        [0, 0],
        [2, 4],
      ],
      count: 4,
      // Two plants' ids: the message lists both distinct ids, not the first plant's alone (D27).
      message: `hydro_id names no plant of ${HYDROS}: 5, 9, on 4 rows: 0, 2–4`,
    });
    assert.equal(result.diagnostics.filter((x) => x.code === 'XF-002').length, 1);
  });

  test('near miss: every id is a plant', async () => {
    const result = await run({
      [HYDROS]: hydros(hydro(0), hydro(1)),
      [MODELS]: models(ranges(1, range(0, null, 'constant_productivity', { productivity_mw_per_m3s: 1 }))),
      [GEOMETRY]: geometry([0, 1]),
      [PRODUCTIVITY]: productivity([{ hydro: 0, stage: null, equivalent: 1 }]),
      [HYPERPLANES]: hyperplanes([[0, null]]),
      [TAILRACE]: tailrace([0, 1]),
    });
    expectNoDiagnostic(result, 'XF-002');
  });

  test('without hydros.json the check is skipped with a CASE-002 hint, never a crash', async () => {
    const files: CaseFiles = { ...validCase(), [MODELS]: models(ranges(9, range(0, null, 'constant_productivity'))), [GEOMETRY]: geometry([7]) };
    delete files[HYDROS];
    const result = await validateFiles(files);
    expectNoDiagnostic(result, 'XF-002');
    expectNoDiagnostic(result, 'XF-029');
    // The hint sits on the first present file the skipped checks read (stages.json here).
    const hint = expectDiagnostic(result, { code: 'CASE-002', file: STAGES, message: `${HYDROS} is missing` });
    for (const id of ['XF-001', 'XF-002', 'XF-029']) assert.ok(((hint.data?.skippedRules ?? []) as string[]).includes(id), id);
  });

  test('a table with missing columns is skipped with a CASE-002 hint', async () => {
    const result = await run({
      [HYDROS]: hydros(hydro(0)),
      [GEOMETRY]: parquetBytes([{ name: 'hydro_id', type: 'Int32', values: [7] }]),
    });
    expectNoDiagnostic(result, 'XF-002');
    const hint = expectDiagnostic(result, { code: 'CASE-002', file: GEOMETRY, message: 'has missing or mistyped columns' });
    assert.ok(((hint.data?.skippedRules ?? []) as string[]).includes('XF-002'));
  });
});

// XF-003 ---------------------------------------------------------------------------------------

describe('XF-003 exactly one productivity source per (hydro, stage)', () => {
  const plant = hydros(hydro(0));

  test('fires on the entry productivity, naming the stages and linking the file rows', async () => {
    const result = await run({
      [HYDROS]: plant,
      [MODELS]: models(ranges(0, range(0, 0, 'constant_productivity'), range(1, null, 'linearized_head', { productivity_mw_per_m3s: 0.9 }))),
      [PRODUCTIVITY]: productivity([
        { hydro: 0, stage: null, equivalent: 0.8 },
        { hydro: 0, stage: 2, equivalent: 0.7 },
      ]),
    });
    const d = expectDiagnostic(result, {
      code: 'XF-003',
      file: MODELS,
      path: 'production_models[0].stage_ranges[1].productivity_mw_per_m3s',
      message: 'hydro 0 has two productivity sources at stages 1-2 (2 stages): productivity_mw_per_m3s 0.9 here',
    });
    expectRelated(
      d,
      [
        { file: PRODUCTIVITY, row: 0, column: EQUIVALENT },
        { file: PRODUCTIVITY, row: 1, column: EQUIVALENT },
      ],
      true,
    );
    assert.deepEqual(d.data?.stageIds, [1, 2]);
    assert.equal(only(result, 'XF-003').length, 1);
  });

  test('also at the non-fpha range of an entity-fpha plant', async () => {
    const result = await run({
      [HYDROS]: hydros(hydro(0, 'fpha')),
      [MODELS]: models(ranges(0, range(0, 1, 'fpha', PRECOMPUTED), range(2, null, 'constant_productivity', { productivity_mw_per_m3s: 0.9 }))),
      [PRODUCTIVITY]: productivity([{ hydro: 0, stage: null, equivalent: 0.8 }]),
      [HYPERPLANES]: hyperplanes([[0, null]]),
    });
    expectDiagnostic(result, { code: 'XF-003', path: 'production_models[0].stage_ranges[1].productivity_mw_per_m3s', message: 'at stage 2:' });
  });

  test('near miss: a row whose equivalent column is null is no source; a null entry value is none either', async () => {
    let result = await run({
      [HYDROS]: plant,
      [MODELS]: models(ranges(0, range(0, null, 'constant_productivity', { productivity_mw_per_m3s: 0.9 }))),
      [PRODUCTIVITY]: productivity([{ hydro: 0, stage: null, equivalent: null, specific: 0.01 }]),
    });
    expectNoDiagnostic(result, 'XF-003');
    result = await run({
      [HYDROS]: plant,
      [MODELS]: models(ranges(0, range(0, null, 'constant_productivity', { productivity_mw_per_m3s: null }))),
      [PRODUCTIVITY]: productivity([{ hydro: 0, stage: null, equivalent: 0.8 }]),
    });
    expectNoDiagnostic(result, 'XF-003');
    expectNoDiagnostic(result, 'XF-029');
  });
});

// XF-004 ---------------------------------------------------------------------------------------

describe('XF-004 a computed source needs an fpha_config entry at every study stage', () => {
  const plant = hydros(hydro(0, 'fpha'));

  test('a non-fpha range: on the computed source, linking the first stage and the range', async () => {
    const result = await run({
      [HYDROS]: plant,
      [GEOMETRY]: geometry([0]),
      [MODELS]: models(ranges(0, range(0, 0, 'fpha', COMPUTED), range(1, null, 'constant_productivity', { productivity_mw_per_m3s: 1 }))),
    });
    const d = expectDiagnostic(result, {
      code: 'XF-004',
      file: MODELS,
      path: 'production_models[0].stage_ranges[0].fpha_config.source',
      message:
        'hydro 0 uses a computed fpha source, so every study stage must resolve to an fpha entry with fpha_config: stages 1-2 (2 stages) resolve to the constant_productivity range stage_ranges[1]',
    });
    expectRelated(
      d,
      [
        { file: STAGES, path: 'stages[1]' },
        { file: MODELS, path: 'production_models[0].stage_ranges[1]' },
      ],
      true,
    );
    assert.equal(d.data?.fileRule, 'HPM-060');
    expectNoDiagnostic(result, 'XF-014');
  });

  test('uncovered stages and an fpha range without fpha_config, in one diagnostic', async () => {
    const result = await validateFiles({
      ...validCase(),
      [STAGES]: stages(5),
      [HYDROS]: plant,
      [GEOMETRY]: geometry([0]),
      [MODELS]: models(ranges(0, range(0, 1, 'fpha', COMPUTED), range(3, 3, 'fpha'))),
      [HYPERPLANES]: hyperplanes([[0, null]]),
    });
    const d = expectDiagnostic(result, {
      code: 'XF-004',
      path: 'production_models[0].stage_ranges[0].fpha_config.source',
      message: 'stages 2, 4 (2 stages) are covered by no stage range; stage 3 resolves to the fpha range stage_ranges[1], which has no fpha_config',
    });
    expectRelated(d, [
      { file: STAGES, path: 'stages[2]' },
      { file: MODELS, path: 'production_models[0].stage_ranges[1]' },
      { file: MODELS, path: 'production_models[0].stage_ranges' },
    ]);
    assert.equal(only(result, 'XF-004').length, 1);
    // The uncovered stages are an error here, not also the XF-014 hint.
    expectNoDiagnostic(result, 'XF-014');
  });

  test('a season that falls back to default_model', async () => {
    const result = await validateFiles({
      ...validCase(),
      [STAGES]: monthlyStages(3),
      [HYDROS]: plant,
      [GEOMETRY]: geometry([0]),
      [MODELS]: models({ hydro_id: 0, selection_mode: 'seasonal', default_model: 'linearized_head', seasons: [{ season_id: 0, model: 'fpha', ...COMPUTED }] }),
      [PRODUCTIVITY]: productivity([{ hydro: 0, stage: null, equivalent: 1 }]),
    });
    const d = expectDiagnostic(result, {
      code: 'XF-004',
      path: 'production_models[0].seasons[0].fpha_config.source',
      message: 'stages 1-2 (2 stages) resolve to default_model "linearized_head"',
    });
    expectRelated(d, [
      { file: STAGES, path: 'stages[1]' },
      { file: MODELS, path: 'production_models[0].default_model' },
    ]);
  });

  test('near miss: computed over the whole horizon; precomputed mixed with other models', async () => {
    let result = await run({ [HYDROS]: plant, [GEOMETRY]: geometry([0]), [MODELS]: models(ranges(0, range(0, null, 'fpha', COMPUTED))) });
    expectNoDiagnostic(result, 'XF-004');
    result = await run({
      [HYDROS]: plant,
      [MODELS]: models(ranges(0, range(0, 0, 'fpha', PRECOMPUTED), range(1, null, 'constant_productivity', { productivity_mw_per_m3s: 1 }))),
      [HYPERPLANES]: hyperplanes([[0, null]]),
    });
    expectNoDiagnostic(result, 'XF-004');
  });
});

// XF-005 ---------------------------------------------------------------------------------------

describe('XF-005 a computed source needs geometry rows', () => {
  const plants = hydros(hydro(0, 'fpha'), hydro(1, 'fpha'));
  const entries = models(ranges(0, range(0, null, 'fpha', COMPUTED)));

  test('fires when the geometry file is absent', async () => {
    const result = await run({ [HYDROS]: plants, [MODELS]: entries, [HYPERPLANES]: hyperplanes([[1, null]]) });
    const d = expectDiagnostic(result, {
      code: 'XF-005',
      file: MODELS,
      path: 'production_models[0].stage_ranges[0].fpha_config.source',
      message: `hydro 0 uses a computed fpha source, which fits its planes from the volume-height curve, but ${GEOMETRY} is absent`,
    });
    assert.equal(d.related, undefined);
  });

  test('fires when the file has no rows for the plant, linking the file', async () => {
    const result = await run({ [HYDROS]: plants, [MODELS]: entries, [GEOMETRY]: geometry([1]) });
    const d = expectDiagnostic(result, { code: 'XF-005', path: 'production_models[0].stage_ranges[0].fpha_config.source', message: `${GEOMETRY} has no rows for it` });
    expectRelated(d, [{ file: GEOMETRY, whole: true }], true);
  });

  test('near miss: the plant has geometry rows; a precomputed source needs none', async () => {
    let result = await run({ [HYDROS]: plants, [MODELS]: entries, [GEOMETRY]: geometry([0]) });
    expectNoDiagnostic(result, 'XF-005');
    result = await run({ [HYDROS]: plants, [MODELS]: models(ranges(0, range(0, null, 'fpha', PRECOMPUTED))), [HYPERPLANES]: hyperplanes([[0, null]]) });
    expectNoDiagnostic(result, 'XF-005');
  });
});

// XF-013 ---------------------------------------------------------------------------------------

describe('XF-013 a season entry names a season of the map', () => {
  const seasonal = (seasonId: unknown) =>
    models({ hydro_id: 0, selection_mode: 'seasonal', default_model: 'constant_productivity', seasons: [{ season_id: seasonId, model: 'constant_productivity' }] });
  const files = { [HYDROS]: hydros(hydro(0)), [PRODUCTIVITY]: productivity([{ hydro: 0, stage: null, equivalent: 1 }]) };

  test('an id the map lacks: warning on the id, linking the map', async () => {
    const result = await validateFiles({ ...validCase(), ...files, [STAGES]: monthlyStages(3), [MODELS]: seasonal(12) });
    const d = expectDiagnostic(result, {
      code: 'XF-013',
      file: MODELS,
      path: 'production_models[0].seasons[0].season_id',
      message: 'season_id 12 matches no season (the season map of stages.json defines seasons 0-11 (12 seasons)): this entry is never selected',
    });
    expectRelated(d, [{ file: STAGES, path: 'season_definitions' }], true);
    assert.equal(d.data?.fileRule, 'HPM-032');
  });

  test('no map at all', async () => {
    const result = await run({ ...files, [MODELS]: seasonal(0) });
    const d = expectDiagnostic(result, {
      code: 'XF-013',
      path: 'production_models[0].seasons[0].season_id',
      message: 'stages.json declares no season_definitions',
    });
    assert.equal(d.related?.length ?? 0, 0);
  });

  test('near miss: an id of the map; a non-integer id is HPM-032 only', async () => {
    let result = await validateFiles({ ...validCase(), ...files, [STAGES]: monthlyStages(3), [MODELS]: seasonal(11) });
    expectNoDiagnostic(result, 'XF-013');
    result = await validateFiles({ ...validCase(), ...files, [STAGES]: monthlyStages(3), [MODELS]: seasonal('x') });
    expectNoDiagnostic(result, 'XF-013');
    expectDiagnostic(result, { code: 'HPM-032' });
  });
});

// XF-014 ---------------------------------------------------------------------------------------

describe('XF-014 stage ranges that leave study stages uncovered', () => {
  const plant = hydros(hydro(0));

  test('a hint on stage_ranges, listing the stages and linking the first', async () => {
    const result = await validateFiles({
      ...validCase(),
      [STAGES]: stages(6),
      [HYDROS]: plant,
      [MODELS]: models(ranges(0, range(0, 1, 'constant_productivity', { productivity_mw_per_m3s: 1 }), range(3, 3, 'constant_productivity', { productivity_mw_per_m3s: 1 }))),
    });
    const d = expectDiagnostic(result, {
      code: 'XF-014',
      file: MODELS,
      path: 'production_models[0].stage_ranges',
      message: 'stage_ranges of hydro 0 leave stages 2, 4-5 (3 stages) uncovered',
    });
    expectRelated(d, [{ file: STAGES, path: 'stages[2]' }], true);
    assert.equal(only(result, 'XF-014').length, 1);
    // An uncovered stage runs no known model: it is not also "without productivity".
    expectNoDiagnostic(result, 'XF-029');
  });

  test('near miss: an open-ended last range; seasonal entries always resolve', async () => {
    let result = await run({
      [HYDROS]: plant,
      [MODELS]: models(ranges(0, range(0, 0, 'constant_productivity', { productivity_mw_per_m3s: 1 }), range(1, null, 'linearized_head', { productivity_mw_per_m3s: 1 }))),
    });
    expectNoDiagnostic(result, 'XF-014');
    result = await run({ [HYDROS]: plant, [MODELS]: models({ hydro_id: 0, selection_mode: 'seasonal', default_model: 'constant_productivity', seasons: [] }) });
    expectNoDiagnostic(result, 'XF-014');
  });
});

// XF-015 ---------------------------------------------------------------------------------------

describe('XF-015 stage ids that name no study stage', () => {
  const plant = hydros(hydro(0), hydro(1));

  test('productivity and hyperplane rows: one warning per table at the first row, listing every row (D27)', async () => {
    const result = await run({
      [HYDROS]: plant,
      [MODELS]: models(ranges(1, range(0, null, 'fpha', PRECOMPUTED))),
      [PRODUCTIVITY]: productivity([
        { hydro: 0, stage: null, equivalent: 1 },
        { hydro: 0, stage: 7, equivalent: 1 },
        { hydro: 1, stage: 7, equivalent: 1 },
        { hydro: 0, stage: -1, equivalent: 1 },
      ]),
      [HYPERPLANES]: hyperplanes([
        [1, null],
        [1, 2],
        [1, 40],
        [1, 40],
      ]),
    });
    let d = expectDiagnostic(result, {
      code: 'XF-015',
      file: PRODUCTIVITY,
      row: 1,
      column: 'stage_id',
      rows: [[1, 3]],
      count: 3,
      // Stage ids 7 and -1 in one column: one warning (D27), told from the first row, listing all.
      message: 'stage_id names no study stage of stages.json (study stage ids 0-2); the rows are never used: -1, 7, on 3 rows: 1–3',
    });
    expectRelated(d, [{ file: STAGES, path: 'stages' }], true);
    assert.equal(d.data?.fileRule, 'PRD-012');
    assert.equal(result.diagnostics.filter((x) => x.code === 'XF-015' && x.file === PRODUCTIVITY).length, 1);
    d = expectDiagnostic(result, {
      code: 'XF-015',
      file: HYPERPLANES,
      row: 2,
      column: 'stage_id',
      rows: [[2, 3]],
      count: 2,
      message: 'stage_id 40 names no study stage',
    });
    assert.equal(d.data?.fileRule, 'FPH-014');
    assert.equal(result.diagnostics.filter((x) => x.code === 'XF-015' && x.file === HYPERPLANES).length, 1);
  });

  test('stage_ranges bounds: on the bound', async () => {
    const result = await run({
      [HYDROS]: plant,
      [MODELS]: models(ranges(0, range(0, 1, 'constant_productivity', { productivity_mw_per_m3s: 1 }), range(2, 9, 'constant_productivity', { productivity_mw_per_m3s: 1 }))),
    });
    const d = expectDiagnostic(result, {
      code: 'XF-015',
      file: MODELS,
      path: 'production_models[0].stage_ranges[1].end_stage_id',
      message: 'end_stage_id 9 names no study stage',
    });
    expectRelated(d, [{ file: STAGES, path: 'stages' }], true);
    assert.equal(only(result, 'XF-015').length, 1);
  });

  test('near miss: study-stage ids, null stage ids and open ends', async () => {
    const result = await run({
      [HYDROS]: plant,
      [MODELS]: models(ranges(0, range(0, 2, 'constant_productivity', { productivity_mw_per_m3s: 1 })), ranges(1, range(0, null, 'fpha', PRECOMPUTED))),
      [PRODUCTIVITY]: productivity([
        { hydro: 1, stage: null, equivalent: 1 },
        { hydro: 1, stage: 2, equivalent: 1 },
      ]),
      [HYPERPLANES]: hyperplanes([
        [1, null],
        [1, 0],
      ]),
    });
    expectNoDiagnostic(result, 'XF-015');
  });
});

// XF-029 ---------------------------------------------------------------------------------------

describe('XF-029 a non-fpha stage without any productivity source (D3)', () => {
  test('an entity plant: on its model, naming the earlier-format value and linking it', async () => {
    const result = await run({ [HYDROS]: hydros(hydro(0, 'constant_productivity', { productivity_mw_per_m3s: 1.5 })) });
    const d = expectDiagnostic(result, {
      code: 'XF-029',
      file: HYDROS,
      path: 'hydros[0].generation.model',
      message:
        /^hydro 0 \(constant_productivity\) has no productivity source at stages 0-2 \(3 stages\): .*generation\.productivity_mw_per_m3s 1\.5 in system\/hydros\.json is the earlier format's place/,
    });
    expectRelated(
      d,
      [
        { file: STAGES, path: 'stages[0]' },
        { file: HYDROS, path: 'hydros[0].generation.productivity_mw_per_m3s' },
      ],
      true,
    );
    assert.equal(d.data?.earlierProductivity, 1.5);
  });

  test('one diagnostic per plant, with the stages compacted', async () => {
    const result = await validateFiles({
      ...validCase(),
      [STAGES]: stages(6),
      [HYDROS]: hydros(hydro(0, 'linearized_head')),
      [PRODUCTIVITY]: productivity([{ hydro: 0, stage: 2, equivalent: 1 }]),
    });
    const d = expectDiagnostic(result, { code: 'XF-029', path: 'hydros[0].generation.model', message: 'at stages 0-1, 3-5 (5 stages):' });
    assert.ok(!d.message.includes('earlier format'));
    expectRelated(d, [{ file: STAGES, path: 'stages[0]' }], true);
    assert.equal(only(result, 'XF-029').length, 1);
  });

  test('decision D32: a range whose productivity is written as productivity_override gets one HPM-090, no XF-029 for its stages', async () => {
    const result = await run({
      [HYDROS]: hydros(hydro(0, 'constant_productivity'), hydro(1, 'constant_productivity')),
      [MODELS]: models(
        ranges(0, range(0, 0, 'constant_productivity', { productivity_override: 1 }), range(1, null, 'linearized_head', { productivity_override: 0.9 })),
        ranges(1, range(0, null, 'constant_productivity', { productivity_override: 1.2 })),
      ),
    });
    expectNoDiagnostic(result, 'XF-029');
    const older = only(result, 'HPM-090');
    assert.equal(older.length, 1, 'one problem for the file');
    const d = expectDiagnostic(result, {
      code: 'HPM-090',
      file: MODELS,
      path: 'production_models[0].stage_ranges[0].productivity_override',
      message: '"productivity_override" is the older name of "productivity_mw_per_m3s", on 3 entries: rename them',
    });
    assert.deepEqual(d.location.kind === 'json' && d.location.paths, [
      'production_models[0].stage_ranges[0].productivity_override',
      'production_models[0].stage_ranges[1].productivity_override',
      'production_models[1].stage_ranges[0].productivity_override',
    ]);
  });

  test('decision D32 near miss: productivity_override beside productivity_mw_per_m3s is a plain HPM-090, and a range without either still gets XF-029', async () => {
    const result = await run({
      [HYDROS]: hydros(hydro(0, 'constant_productivity')),
      [MODELS]: models(ranges(0, range(0, 0, 'constant_productivity', { productivity_mw_per_m3s: 1, productivity_override: 1 }), range(1, null, 'linearized_head'))),
    });
    expectDiagnostic(result, { code: 'HPM-090', path: 'production_models[0].stage_ranges[0].productivity_override', message: /^unknown key "productivity_override"$/ });
    expectDiagnostic(result, { code: 'XF-029', path: 'production_models[0].stage_ranges[1]' });
  });

  test('an entry: on the range, and on default_model for a seasonal fallback', async () => {
    let result = await run({
      [HYDROS]: hydros(hydro(0, 'constant_productivity', { productivity_mw_per_m3s: 1 })),
      [MODELS]: models(ranges(0, range(0, 0, 'constant_productivity', { productivity_mw_per_m3s: 1 }), range(1, null, 'linearized_head'))),
    });
    let d = expectDiagnostic(result, {
      code: 'XF-029',
      file: MODELS,
      path: 'production_models[0].stage_ranges[1]',
      message: 'hydro 0 has no productivity source at stages 1-2 (2 stages), which run linearized_head through this range',
    });
    expectRelated(d, [
      { file: STAGES, path: 'stages[1]' },
      { file: HYDROS, path: 'hydros[0].generation.productivity_mw_per_m3s' },
    ]);
    assert.equal(only(result, 'XF-029').length, 1);

    result = await validateFiles({
      ...validCase(),
      [STAGES]: monthlyStages(3),
      [HYDROS]: hydros(hydro(0)),
      [MODELS]: models({
        hydro_id: 0,
        selection_mode: 'seasonal',
        default_model: 'constant_productivity',
        seasons: [{ season_id: 0, model: 'constant_productivity', productivity_mw_per_m3s: 1 }],
      }),
    });
    d = expectDiagnostic(result, {
      code: 'XF-029',
      file: MODELS,
      path: 'production_models[0].default_model',
      message: 'stages 1-2 (2 stages), which fall back to default_model "constant_productivity"',
    });
    expectRelated(d, [{ file: STAGES, path: 'stages[1]' }], true);
    assert.equal(only(result, 'XF-029').length, 1);
  });

  test('near miss: a productivity-file row or an entry value supplies it; fpha stages need none', async () => {
    let result = await run({ [HYDROS]: hydros(hydro(0)), [PRODUCTIVITY]: productivity([{ hydro: 0, stage: null, equivalent: 0 }]) });
    expectNoDiagnostic(result, 'XF-029');
    result = await run({ [HYDROS]: hydros(hydro(0)), [MODELS]: models(ranges(0, range(0, null, 'constant_productivity', { productivity_mw_per_m3s: 0 }))) });
    expectNoDiagnostic(result, 'XF-029');
    result = await run({ [HYDROS]: hydros(hydro(0, 'fpha')), [MODELS]: models(ranges(0, range(0, null, 'fpha', PRECOMPUTED))), [HYPERPLANES]: hyperplanes([[0, null]]) });
    expectNoDiagnostic(result, 'XF-029');
  });

  test('a row whose equivalent column is null is no source', async () => {
    const result = await run({ [HYDROS]: hydros(hydro(0)), [PRODUCTIVITY]: productivity([{ hydro: 0, stage: null, equivalent: null, specific: 0.01 }]) });
    expectDiagnostic(result, { code: 'XF-029', path: 'hydros[0].generation.model' });
  });
});

// Hostile shapes ---------------------------------------------------------------------------

test('hostile shapes of hydros.json and the production-model file never throw', async () => {
  const hydroShapes: unknown[] = [
    {},
    { hydros: {} },
    {
      hydros: [
        null,
        1,
        'x',
        [],
        { id: 'a' },
        { id: 0 },
        { id: 1, generation: [] },
        { id: 2, generation: { model: 7 } },
        { id: 3, generation: { model: 'fpha', productivity_mw_per_m3s: 'x' } },
      ],
    },
    [],
    null,
  ];
  const modelShapes: unknown[] = [
    {},
    { production_models: {} },
    {
      production_models: [
        null,
        3,
        { hydro_id: 1 },
        { hydro_id: 2, selection_mode: 'stage_ranges', stage_ranges: [null, { start_stage_id: 'a' }, { start_stage_id: 0, model: 9 }] },
      ],
    },
    { production_models: [{ hydro_id: 3, selection_mode: 'seasonal', seasons: [null, { season_id: 1.5 }, { season_id: 0, model: 'fpha', fpha_config: { source: 'computed' } }] }] },
    {
      production_models: [
        { hydro_id: 0, selection_mode: 'stage_ranges', stage_ranges: {} },
        { hydro_id: 0, selection_mode: 'stage_ranges', stage_ranges: [{ start_stage_id: 0, model: 'fpha', fpha_config: { source: 'computed' } }] },
      ],
    },
  ];
  for (const hydroShape of hydroShapes) {
    for (const modelShape of modelShapes) {
      const result = await run({ [HYDROS]: hydroShape as object, [MODELS]: modelShape as object, [PRODUCTIVITY]: productivity([{ hydro: 3, stage: 99, equivalent: 1 }]) });
      assert.ok(Array.isArray(result.diagnostics));
    }
  }
  // Syntax errors: the dependent checks are skipped with a hint.
  const result = await run({ [HYDROS]: '{"hydros": [', [MODELS]: '{"production_models": [{"hydro_id": 9' });
  expectNoDiagnostic(result, 'XF-001');
  expectNoDiagnostic(result, 'XF-002');
  expectDiagnostic(result, { code: 'CASE-002', file: HYDROS, message: 'has a syntax error' });
  expectDiagnostic(result, { code: 'CASE-002', file: MODELS, message: 'has a syntax error' });
});

// Catalogue --------------------------------------------------------------------------------

test('catalogue: every plants-group rule is present', () => {
  assert.deepEqual(
    xfPlantsRules.map((rule) => rule.id),
    ['XF-001', 'XF-002', 'XF-003', 'XF-004', 'XF-005', 'XF-013', 'XF-014', 'XF-015', 'XF-029'],
  );
});
