import { test } from 'node:test';
import assert from 'node:assert/strict';
import { constantProductivityEntry, geometryTable, validCase, validateFiles, withPlants, type CaseFiles } from '../support/cases';
import { expectClean, expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { parquetBytes, type ColumnSpec } from '../support/parquet';
import { ruleCatalog } from '../../shared/rules';
import { productivityOverrides } from '../support/records';

const FILE = 'system/hydro_energy_productivity.parquet';
const EQUIVALENT = 'equivalent_productivity_mw_per_m3s';
const OUTFLOW = 'reference_outflow_m3s';
const SPECIFIC = 'specific_productivity_mw_per_m3s_per_m';

interface Row {
  hydro: number | null;
  stage: number | null;
  equivalent: number | null;
  outflow: number | null;
  specific: number | null;
}

/** Plant 1: a default row and a stage-1 row; plant 2: an all-null row (PRD-008) and a zero (outage) row. */
function validRows(): Row[] {
  return [
    { hydro: 1, stage: null, equivalent: 0.9, outflow: 100, specific: 0.0088 },
    { hydro: 1, stage: 1, equivalent: 0.8, outflow: null, specific: null },
    { hydro: 2, stage: null, equivalent: null, outflow: null, specific: null },
    { hydro: 2, stage: 0, equivalent: 0, outflow: 0, specific: 0 },
  ];
}

function columns(rows: Row[]): ColumnSpec[] {
  return [
    { name: 'hydro_id', type: 'Int32', values: rows.map((r) => r.hydro) },
    { name: 'stage_id', type: 'Int32', nullable: true, values: rows.map((r) => r.stage) },
    { name: EQUIVALENT, type: 'Float64', nullable: true, values: rows.map((r) => r.equivalent) },
    { name: OUTFLOW, type: 'Float64', nullable: true, values: rows.map((r) => r.outflow) },
    { name: SPECIFIC, type: 'Float64', nullable: true, values: rows.map((r) => r.specific) },
  ];
}

const MODELS = 'system/hydro_production_models.json';

/**
 * The plants the valid rows name, so the whole case is valid: two constant-productivity plants with
 * volume-height curves over their storage band (both get a specific productivity, whose useful-range
 * mean head is evaluated: XF-009). Plant 1 takes its productivity from the rows alone; plant 2 has
 * one only at stage 0 (the outage), so a production-models entry supplies stages 1 and 2.
 */
function plantsCase(): CaseFiles {
  const plant2 = {
    hydro_id: 2,
    selection_mode: 'stage_ranges',
    stage_ranges: [
      { start_stage_id: 0, end_stage_id: 0, model: 'constant_productivity' },
      { start_stage_id: 1, end_stage_id: null, model: 'constant_productivity', productivity_mw_per_m3s: 0.9 },
    ],
  };
  const files = {
    ...validCase(),
    [MODELS]: { production_models: [plant2] },
    'system/hydro_geometry.parquet': geometryTable([
      [1, 0, 10, 1],
      [1, 200, 20, 5],
      [2, 0, 10, 1],
      [2, 200, 20, 5],
    ]),
  };
  return withPlants(files, [1, 2]);
}

/** plantsCase() with both plants' productivity in production-models entries: for rows that supply none. */
function entriesCase(): CaseFiles {
  return { ...plantsCase(), [MODELS]: { production_models: [constantProductivityEntry(1), constantProductivityEntry(2)] } };
}

async function validate(table: ColumnSpec[], rowGroupSize?: number, files: CaseFiles = plantsCase()) {
  return validateFiles({ ...files, [FILE]: parquetBytes(table, rowGroupSize ? { rowGroupSize } : {}) });
}

async function validateRows(rows: Row[], files?: CaseFiles) {
  return validate(columns(rows), undefined, files);
}

function replace(table: ColumnSpec[], name: string, spec: ColumnSpec | undefined): ColumnSpec[] {
  return table.flatMap((c) => (c.name !== name ? [c] : spec ? [spec] : []));
}

test('productivity: a valid table is clean (an all-null row and zeros are accepted) and keyed per (hydro, stage)', async () => {
  const result = await validateRows(validRows());
  expectClean(result);
  const summary = result.model.productivity!;
  assert.equal(summary.complete, true);
  assert.equal(summary.rowCount, 4);
  assert.deepEqual(productivityOverrides(summary.overrides), [
    { index: 0, hydroId: 1, stageId: null, row: 0, equivalentProductivity: 0.9, referenceOutflow: 100, specificProductivity: 0.0088 },
    { index: 1, hydroId: 1, stageId: 1, row: 1, equivalentProductivity: 0.8, referenceOutflow: null, specificProductivity: null },
    { index: 2, hydroId: 2, stageId: null, row: 2, equivalentProductivity: null, referenceOutflow: null, specificProductivity: null },
    { index: 3, hydroId: 2, stageId: 0, row: 3, equivalentProductivity: 0, referenceOutflow: 0, specificProductivity: 0 },
  ]);
  assert.deepEqual(structuredClone(summary), summary);
});

test('productivity: a zero-row table is valid', async () => {
  // Without rows the plants take their productivity from production-models entries (XF-029).
  const result = await validateRows([], entriesCase());
  expectClean(result);
  assert.deepEqual({ ...result.model.productivity!, overrides: productivityOverrides(result.model.productivity!.overrides) }, { complete: true, rowCount: 0, overrides: [] });
});

test('PRD-002: a missing nullable column is still required', async () => {
  const result = await validate(replace(columns(validRows()), 'stage_id', undefined));
  expectDiagnostic(result, { code: 'PRD-002', file: FILE, row: null, column: 'stage_id', message: 'missing required column "stage_id" (Int32)' });
  // Without the key column no override can be keyed.
  assert.equal(result.model.productivity!.complete, false);
  assert.deepEqual(productivityOverrides(result.model.productivity!.overrides), []);
});

test('PRD-002: an extra column is a hint; all five present is clean', async () => {
  const table = [...columns(validRows()), { name: 'note', type: 'Utf8' as const, values: ['a', 'b', 'c', 'd'] }];
  const result = await validate(table);
  expectDiagnostic(result, { code: 'PRD-002', severity: 'hint', row: null, column: 'note', message: 'unexpected column "note" is ignored' });
  expectNoDiagnostic(result, 'PRD-003');
  assert.equal(result.diagnostics.filter((d) => d.severity !== 'hint').length, 0);
});

test('PRD-003: key and override columns of another arrow type', async () => {
  let table = replace(columns(validRows()), 'hydro_id', { name: 'hydro_id', type: 'Int64', values: [1n, 1n, 2n, 2n] });
  table = replace(table, SPECIFIC, { name: SPECIFIC, type: 'Float32', values: [-1, null, null, 0] });
  const result = await validate(table);
  expectDiagnostic(result, { code: 'PRD-003', file: FILE, row: null, column: 'hydro_id', message: 'column "hydro_id" must be Int32, got Int64' });
  expectDiagnostic(result, { code: 'PRD-003', column: SPECIFIC, message: 'must be Float64, got Float32' });
  expectNoDiagnostic(result, 'PRD-002');
  expectNoDiagnostic(result, 'PRD-007');
});

test('PRD-004: a null hydro_id is reported at its row', async () => {
  const rows = validRows();
  rows[2]!.hydro = null;
  const result = await validateRows(rows);
  expectDiagnostic(result, { code: 'PRD-004', file: FILE, row: 2, column: 'hydro_id', message: 'hydro_id must not be null' });
  assert.equal(result.model.productivity!.overrides.count, 3);
});

test('PRD-004: a hydro_id declared nullable without nulls is accepted (D18)', async () => {
  const table = replace(columns(validRows()), 'hydro_id', { name: 'hydro_id', type: 'Int32', nullable: true, values: [1, 1, 2, 2] });
  expectClean(await validate(table));
});

for (const [code, column, key] of [
  ['PRD-005', EQUIVALENT, 'equivalent'],
  ['PRD-006', OUTFLOW, 'outflow'],
  ['PRD-007', SPECIFIC, 'specific'],
] as const) {
  test(`${code}: a negative, NaN or infinite ${column} is reported at its row`, async () => {
    const rows = validRows();
    rows[0]![key] = -0.5;
    rows[1]![key] = NaN;
    rows[2]![key] = Infinity;
    const result = await validateRows(rows);
    // One problem for the column (D27), naming every row and the values.
    expectDiagnostic(result, {
      code,
      file: FILE,
      row: 0,
      column,
      rows: [[0, 2]],
      count: 3,
      message: `${column} must be finite and >= 0, got -0.5 (3 rows: 0–2; values -0.5 to Infinity and NaN)`,
    });
    assert.equal(result.diagnostics.filter((d) => d.code === code).length, 1);
  });

  test(`${code}: null and 0.0 are accepted in ${column}`, async () => {
    const rows = validRows();
    rows[0]![key] = 0;
    rows[1]![key] = null;
    expectNoDiagnostic(await validateRows(rows), code);
  });
}

test('PRD-008: a row whose three overrides are null yields no diagnostic', async () => {
  const rows = validRows().map((r) => ({ ...r, equivalent: null, outflow: null, specific: null }));
  // Rows without a value supply no productivity (XF-029): production-models entries give it.
  expectClean(await validateRows(rows, entriesCase()));
});

test('PRD-009: a repeated (hydro, stage) pair is reported at the later row, naming the first', async () => {
  const rows = validRows();
  rows.push({ hydro: 1, stage: 1, equivalent: 0.7, outflow: null, specific: null });
  const result = await validateRows(rows);
  expectDiagnostic(result, { code: 'PRD-009', file: FILE, row: 4, column: 'stage_id', message: 'duplicate (hydro_id, stage_id) pair (1, 1) (first at row 1)' });
  // The summary keeps the first row of the key.
  assert.equal(productivityOverrides(result.model.productivity!.overrides).filter((o) => o.hydroId === 1 && o.stageId === 1)[0]!.equivalentProductivity, 0.8);
});

test('PRD-009: two null-stage rows of one plant are duplicates', async () => {
  const rows = validRows();
  rows.push({ hydro: 2, stage: null, equivalent: 1, outflow: null, specific: null });
  expectDiagnostic(await validateRows(rows), { code: 'PRD-009', row: 4, message: '(2, null) (first at row 2)' });
});

test('PRD-009: the same stage for two plants, and a stage row beside the null row, are distinct', async () => {
  const rows = validRows();
  rows.push({ hydro: 2, stage: 1, equivalent: 1, outflow: null, specific: null });
  rows.push({ hydro: 3, stage: null, equivalent: 1, outflow: null, specific: null });
  expectNoDiagnostic(await validateRows(rows), 'PRD-009');
});

test('PRD-009 (D27): each repeated pair is its own problem, found across row groups, carrying its own repeats', async () => {
  // Every pair of the valid table three times, in row groups of three: each pair repeats at rows +4 and +8.
  const rows = [...validRows(), ...validRows(), ...validRows()];
  const result = await validate(columns(rows), 3);
  assert.equal(result.diagnostics.filter((d) => d.code === 'PRD-009').length, 4);
  expectDiagnostic(result, {
    code: 'PRD-009',
    row: 4,
    column: 'stage_id',
    rows: [
      [4, 4],
      [8, 8],
    ],
    count: 2,
    message: 'duplicate (hydro_id, stage_id) pair (1, null) (first at row 0) (2 rows: 4, 8)',
  });
  expectDiagnostic(result, {
    code: 'PRD-009',
    row: 7,
    column: 'stage_id',
    rows: [
      [7, 7],
      [11, 11],
    ],
    count: 2,
    message: 'duplicate (hydro_id, stage_id) pair (2, 0) (first at row 3) (2 rows: 7, 11)',
  });
});

test('PRD-009 (D27): two plants repeating a pair are two problems, each naming its own pair', async () => {
  const rows = validRows();
  rows.push({ hydro: 2, stage: 0, equivalent: 1, outflow: null, specific: null }, { hydro: 1, stage: 1, equivalent: 0.7, outflow: null, specific: null });
  const result = await validateRows(rows);
  assert.equal(result.diagnostics.filter((d) => d.code === 'PRD-009').length, 2);
  expectDiagnostic(result, { code: 'PRD-009', row: 4, column: 'stage_id', rows: null, message: 'duplicate (hydro_id, stage_id) pair (2, 0) (first at row 3)' });
  expectDiagnostic(result, { code: 'PRD-009', row: 5, column: 'stage_id', rows: null, message: 'duplicate (hydro_id, stage_id) pair (1, 1) (first at row 1)' });
});

test('PRD-010: a reference_volume_hm3 column is a warning, not a hint', async () => {
  const table = [...columns(validRows()), { name: 'reference_volume_hm3', type: 'Float64' as const, values: [1, 2, 3, 4] }];
  const result = await validate(table);
  expectDiagnostic(result, { code: 'PRD-010', file: FILE, row: null, column: 'reference_volume_hm3', message: 'is ignored' });
  expectNoDiagnostic(result, 'PRD-002');
});

test('PRD-010: a similar but different extra column is no PRD-010', async () => {
  const table = [...columns(validRows()), { name: 'reference_volume', type: 'Float64' as const, values: [1, 2, 3, 4] }];
  const result = await validate(table);
  expectNoDiagnostic(result, 'PRD-010');
  expectDiagnostic(result, { code: 'PRD-002', severity: 'hint', column: 'reference_volume' });
});

test('productivity: hostile tables yield diagnostics and never throw', async () => {
  const strings: ColumnSpec[] = columns(validRows()).map((c) => ({ name: c.name, type: 'Utf8', values: ['x', null, 'y', 'z'] }));
  let result = await validate(strings);
  assert.equal(result.diagnostics.filter((d) => d.code === 'PRD-003').length, 5);
  assert.deepEqual(productivityOverrides(result.model.productivity!.overrides), []);

  result = await validate([{ name: 'x', type: 'Int32', values: [] }]);
  assert.equal(result.diagnostics.filter((d) => d.code === 'PRD-002' && d.severity === 'error').length, 5);

  const nulls: Row[] = [0, 1].map(() => ({ hydro: null, stage: null, equivalent: null, outflow: null, specific: null }));
  result = await validateRows(nulls);
  expectDiagnostic(result, { code: 'PRD-004', column: 'hydro_id', rows: [[0, 1]], count: 2 });
  assert.equal(result.diagnostics.filter((d) => d.code === 'PRD-004').length, 1);
  expectNoDiagnostic(result, 'PRD-009');
});

test('PRD: the catalogue lists PRD-001..013 for this file, each once', () => {
  const ids = ruleCatalog.filter((rule) => rule.id.startsWith('PRD-')).map((rule) => rule.id);
  assert.deepEqual(
    ids,
    Array.from({ length: 13 }, (_, i) => `PRD-${String(i + 1).padStart(3, '0')}`),
  );
  for (const rule of ruleCatalog.filter((r) => r.id.startsWith('PRD-'))) {
    assert.equal(rule.file, FILE);
    assert.equal(rule.title, rule.title.toLowerCase(), rule.id);
  }
});
