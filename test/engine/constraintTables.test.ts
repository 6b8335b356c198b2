// The Parquet tables of constraints/ (CON-001..CON-009): failing and passing cases on the baseline
// case with the entities the tables name, each asserted at its file, row and column; failing rows
// of one (rule, column) are one problem (D27), a repeated key one problem per key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles, type CaseFiles } from '../support/cases';
import { expectDiagnostic, expectNoDiagnostic, renderDiagnostics } from '../support/assertions';
import { parquetBytes, type ColumnSpec } from '../support/parquet';
import type { ValidationResult } from '../../shared/engine/validate';
import { CASE_FILES } from '../../shared/core/case/layout';
import { fullHydro, fullThermal, line, ncsSource } from '../../shared/rules/examples/systemBuilders';

type Cell = number | null;
const int = (name: string, values: Cell[], nullable?: boolean): ColumnSpec => ({ name, type: 'Int32', values, ...(nullable !== undefined ? { nullable } : {}) });
const float = (name: string, values: Cell[]): ColumnSpec => ({ name, type: 'Float64', values });

/** The baseline with thermal 0, plants 0 and 1, line 0 and source 0. */
function registries(): CaseFiles {
  return {
    ...validCase(),
    'system/thermals.json': { thermals: [fullThermal(0)] },
    'system/hydros.json': { hydros: [fullHydro(0), fullHydro(1)] },
    'system/lines.json': { lines: [line(0)] },
    'system/non_controllable_sources.json': { non_controllable_sources: [ncsSource(0)] },
  };
}

async function validateTable(file: string, columns: ColumnSpec[]): Promise<ValidationResult> {
  return validateFiles({ ...registries(), [file]: parquetBytes(columns) });
}

const ours = (result: ValidationResult, file: string) => result.diagnostics.filter((d) => d.file === file && /^(CON|REF|PQ)-/.test(d.code));

const THERMAL = CASE_FILES.thermalBounds;
const HYDRO = CASE_FILES.hydroBounds;

function thermalRows(): ColumnSpec[] {
  return [
    int('thermal_id', [0, 0, 0]),
    int('stage_id', [0, 1, 2]),
    float('min_generation_mw', [10, null, 5]),
    float('max_generation_mw', [80, 90, null]),
    float('cost_per_mwh', [null, 60, 0]),
  ];
}

test('constraints tables: valid tables of every kind are clean, and their keyed rows are kept', async () => {
  const files: CaseFiles = {
    ...registries(),
    [THERMAL]: parquetBytes(thermalRows()),
    [HYDRO]: parquetBytes([
      int('hydro_id', [0, 1], true),
      int('stage_id', [0, 2], true),
      float('water_withdrawal_m3s', [10, 0]),
      float('min_storage_hm3', [20, null]),
      float('max_storage_hm3', [150, 100]),
    ]),
    [CASE_FILES.lineBounds]: parquetBytes([int('line_id', [0]), int('stage_id', [1]), float('direct_mw', [50]), float('reverse_mw', [null])]),
    [CASE_FILES.ncsBounds]: parquetBytes([int('ncs_id', [0, 0]), int('stage_id', [0, 1]), float('available_generation_mw', [0, 25])]),
    [CASE_FILES.busPenalties]: parquetBytes([int('bus_id', [0, 1]), int('stage_id', [0, 0]), float('excess_cost', [100, null])]),
    [CASE_FILES.hydroPenalties]: parquetBytes([int('hydro_id', [1]), int('stage_id', [2]), float('spillage_cost', [0.5]), float('fpha_turbined_cost', [null])]),
    [CASE_FILES.ncsPenalties]: parquetBytes([int('source_id', [0]), int('stage_id', [2]), float('curtailment_cost', [1])]),
    [CASE_FILES.linePenalties]: parquetBytes([int('line_id', [0]), int('stage_id', [2]), float('exchange_cost', [3])]),
  };
  const result = await validateFiles(files);
  const found = result.diagnostics.filter((d) => d.file.startsWith('constraints/'));
  assert.equal(found.length, 0, renderDiagnostics(found));
  assert.deepEqual([...result.model.thermalBounds!.keyed.stageId], [0, 1, 2]);
  assert.deepEqual([...result.model.hydroBounds!.keyed.entityId], [0, 1]);
  assert.equal(result.model.ncsBounds!.rowCount, 2);
});

test('CON-001: a mistyped key, a missing required column and a mistyped optional column, on their columns; an extra column is a hint', async () => {
  const mistyped = await validateTable(THERMAL, [{ ...int('thermal_id', [0]), type: 'Int64' }, int('stage_id', [0]), float('max_generation_mw', [50])]);
  expectDiagnostic(mistyped, { code: 'CON-001', file: THERMAL, row: null, column: 'thermal_id', message: 'must be Int32, got Int64' });
  const noBound = await validateTable(CASE_FILES.genericBounds, [int('constraint_id', [0]), int('stage_id', [0])]);
  expectDiagnostic(noBound, { code: 'CON-001', file: CASE_FILES.genericBounds, row: null, column: 'bound', message: 'missing required column "bound"' });
  const optional = await validateTable(HYDRO, [int('hydro_id', [0]), int('stage_id', [0]), { name: 'max_storage_hm3', type: 'Float32', values: [100] }]);
  expectDiagnostic(optional, { code: 'CON-001', file: HYDRO, column: 'max_storage_hm3', message: 'must be Float64, got Float32' });
  const extra = await validateTable(HYDRO, [int('hydro_id', [0]), int('stage_id', [0]), float('max_storage_hm', [100])]);
  expectDiagnostic(extra, { code: 'CON-001', severity: 'hint', file: HYDRO, column: 'max_storage_hm', message: 'did you mean "max_storage_hm3"' });
  expectNoDiagnostic(await validateTable(THERMAL, thermalRows()), 'CON-001');
});

test('CON-002: nulls in key and required value columns, grouped per column (D27); nulls in optional columns are fine', async () => {
  const result = await validateTable(CASE_FILES.ncsBounds, [
    int('ncs_id', [0, null, 0, 0]),
    int('stage_id', [0, 1, null, null]),
    float('available_generation_mw', [null, 5, 5, 5]),
  ]);
  expectDiagnostic(result, { code: 'CON-002', file: CASE_FILES.ncsBounds, row: 1, column: 'ncs_id', rows: null });
  expectDiagnostic(result, { code: 'CON-002', file: CASE_FILES.ncsBounds, row: 2, column: 'stage_id', rows: [[2, 3]], count: 2 });
  expectDiagnostic(result, { code: 'CON-002', file: CASE_FILES.ncsBounds, row: 0, column: 'available_generation_mw' });
  expectNoDiagnostic(await validateTable(THERMAL, thermalRows()), 'CON-002');
});

test('CON-003: NaN and infinities in every kind of value column; the rows of one column are one problem with their value range', async () => {
  const hydro = await validateTable(HYDRO, [
    int('hydro_id', [0, 0, 1]),
    int('stage_id', [0, 1, 2]),
    float('max_outflow_m3s', [Infinity, 10, -Infinity]),
    float('filling_inflow_m3s', [null, NaN, 1]),
  ]);
  expectDiagnostic(hydro, {
    code: 'CON-003',
    file: HYDRO,
    row: 0,
    column: 'max_outflow_m3s',
    rows: [
      [0, 0],
      [2, 2],
    ],
    count: 2,
    message: 'max_outflow_m3s must be finite, got Infinity',
  });
  expectDiagnostic(hydro, { code: 'CON-003', file: HYDRO, row: 1, column: 'filling_inflow_m3s' });
  const penalty = await validateTable(CASE_FILES.hydroPenalties, [int('hydro_id', [0]), int('stage_id', [0]), float('diversion_cost', [NaN])]);
  expectDiagnostic(penalty, { code: 'CON-003', file: CASE_FILES.hydroPenalties, row: 0, column: 'diversion_cost' });
  expectNoDiagnostic(penalty, 'CON-005');
  const bound = await validateTable(CASE_FILES.genericBounds, [int('constraint_id', [0]), int('stage_id', [0]), float('bound', [-Infinity])]);
  expectDiagnostic(bound, { code: 'CON-003', file: CASE_FILES.genericBounds, row: 0, column: 'bound' });
});

test('CON-004: a negative thermal cost or available generation; 0 is accepted', async () => {
  const thermal = thermalRows();
  thermal[4] = float('cost_per_mwh', [null, -1, 0]);
  expectDiagnostic(await validateTable(THERMAL, thermal), { code: 'CON-004', file: THERMAL, row: 1, column: 'cost_per_mwh', message: 'cost_per_mwh must be >= 0, got -1' });
  const ncs = await validateTable(CASE_FILES.ncsBounds, [int('ncs_id', [0, 0]), int('stage_id', [0, 1]), float('available_generation_mw', [0, -0.5])]);
  expectDiagnostic(ncs, { code: 'CON-004', file: CASE_FILES.ncsBounds, row: 1, column: 'available_generation_mw', rows: null });
  expectNoDiagnostic(await validateTable(THERMAL, thermalRows()), 'CON-004');
});

test('CON-005: a penalty override of 0 or below, per column', async () => {
  const result = await validateTable(CASE_FILES.hydroPenalties, [
    int('hydro_id', [0, 1]),
    int('stage_id', [0, 0]),
    float('spillage_cost', [0, -3]),
    float('evaporation_violation_cost', [5, 0]),
  ]);
  expectDiagnostic(result, {
    code: 'CON-005',
    file: CASE_FILES.hydroPenalties,
    row: 0,
    column: 'spillage_cost',
    rows: [[0, 1]],
    count: 2,
    message: 'spillage_cost must be > 0, got 0',
  });
  expectDiagnostic(result, { code: 'CON-005', file: CASE_FILES.hydroPenalties, row: 1, column: 'evaporation_violation_cost' });
  expectNoDiagnostic(await validateTable(CASE_FILES.linePenalties, [int('line_id', [0]), int('stage_id', [0]), float('exchange_cost', [0.01])]), 'CON-005');
});

test('CON-006 (warning): a minimum above its maximum in one row, on the maximum; a missing side or equal values are fine', async () => {
  const result = await validateTable(HYDRO, [
    int('hydro_id', [0, 0, 1]),
    int('stage_id', [0, 1, 0]),
    float('min_storage_hm3', [50, 50, 60]),
    float('max_storage_hm3', [40, 50, null]),
  ]);
  expectDiagnostic(result, { code: 'CON-006', file: HYDRO, row: 0, column: 'max_storage_hm3', rows: null, message: 'max_storage_hm3 40 is below min_storage_hm3 50' });
  assert.equal(ours(result, HYDRO).length, 1, renderDiagnostics(ours(result, HYDRO)));
  const pumping = await validateFiles({
    ...registries(),
    [CASE_FILES.pumpingBounds]: parquetBytes([int('station_id', [0]), int('stage_id', [0]), float('min_m3s', [5]), float('max_m3s', [1])]),
  });
  expectDiagnostic(pumping, { code: 'CON-006', file: CASE_FILES.pumpingBounds, row: 0, column: 'max_m3s' });
});

test('CON-007 (warning) and CON-008: a repeated key is one problem per key, carrying its rows; a null block is a key of its own', async () => {
  const repeated = await validateTable(THERMAL, [int('thermal_id', [0, 0, 0, 0]), int('stage_id', [1, 2, 1, 1]), float('max_generation_mw', [10, 20, 30, 40])]);
  expectDiagnostic(repeated, {
    code: 'CON-007',
    file: THERMAL,
    row: 0,
    column: 'stage_id',
    rows: [
      [0, 0],
      [2, 3],
    ],
    count: 3,
    message: 'thermal 0, stage 1 has 3 rows',
  });
  const generic = await validateFiles({
    ...registries(),
    [CASE_FILES.genericConstraints]: { constraints: [{ id: 4, name: 'c', expression: 'thermal_generation(0)', sense: '<=', slack: { enabled: false } }] },
    [CASE_FILES.genericBounds]: parquetBytes([
      int('constraint_id', [4, 4, 4, 4]),
      int('stage_id', [0, 0, 0, 1]),
      int('block_id', [null, 0, null, 0]),
      float('bound', [1, 2, 3, 4]),
    ]),
  });
  expectDiagnostic(generic, {
    code: 'CON-008',
    file: CASE_FILES.genericBounds,
    row: 0,
    column: 'stage_id',
    rows: [
      [0, 0],
      [2, 2],
    ],
    count: 2,
    message: 'generic constraint 4, stage 0, block_id null (every block) has 2 rows',
  });
  assert.equal(ours(generic, CASE_FILES.genericBounds).length, 1, renderDiagnostics(ours(generic, CASE_FILES.genericBounds)));
  expectNoDiagnostic(await validateTable(THERMAL, thermalRows()), 'CON-007');
});

test('CON-009 (hint): thermal_bounds rows with a block_id, one problem for the column', async () => {
  const rows = thermalRows();
  rows.push(int('block_id', [null, 0, 2]));
  const result = await validateTable(THERMAL, rows);
  expectDiagnostic(result, { code: 'CON-009', file: THERMAL, row: 1, column: 'block_id', rows: [[1, 2]], count: 2, message: 'block_id 0 makes the loader ignore this row' });
});

test('a constraints table that is not Parquet is PQ-001, and the rest of the case is still checked', async () => {
  const result = await validateFiles({ ...registries(), [THERMAL]: 'not parquet', 'system/buses.json': { buses: [{ id: 0 }] } });
  expectDiagnostic(result, { code: 'PQ-001', file: THERMAL });
  expectDiagnostic(result, { code: 'BUS-012', file: 'system/buses.json' });
});
