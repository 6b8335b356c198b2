// The joins of the constraints/ tables (REF-140..REF-143): an id naming nothing, a stage that is
// not a study stage, a block the stage lacks. One problem per (rule, table, column) listing the ids
// and every row (D27); a broken registry skips the join with the CASE-002 hint (D28); an optional
// registry that is absent declares nothing, as the loader reads it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validCase, validateFiles, type CaseFiles } from '../support/cases';
import { expectDiagnostic, expectNoDiagnostic } from '../support/assertions';
import { parquetBytes, type ColumnSpec } from '../support/parquet';
import { CASE_FILES } from '../../shared/core/case/layout';
import { fullThermal, ncsSource } from '../../shared/rules/examples/systemBuilders';

type Cell = number | null;
const int = (name: string, values: Cell[]): ColumnSpec => ({ name, type: 'Int32', values });
const float = (name: string, values: Cell[]): ColumnSpec => ({ name, type: 'Float64', values });

const withThermals = (): CaseFiles => ({ ...validCase(), 'system/thermals.json': { thermals: [fullThermal(0), fullThermal(1)] } });
const thermalBounds = (ids: Cell[], stages: Cell[]) =>
  parquetBytes([
    int('thermal_id', ids),
    int('stage_id', stages),
    float(
      'max_generation_mw',
      ids.map(() => 50),
    ),
  ]);

test('REF-140: the unknown ids of a column are one problem listing them and their rows, with the registry as related place', async () => {
  const result = await validateFiles({ ...withThermals(), [CASE_FILES.thermalBounds]: thermalBounds([0, 4, 1, 4, 7], [0, 0, 1, 1, 2]) });
  const found = expectDiagnostic(result, {
    code: 'REF-140',
    file: CASE_FILES.thermalBounds,
    row: 1,
    column: 'thermal_id',
    rows: [
      [1, 1],
      [3, 4],
    ],
    count: 3,
    message: 'thermal_ids 4, 7 (2 thermal_ids) name no thermal of system/thermals.json',
  });
  assert.deepEqual(found.data, { entityIds: [4, 7], entityKind: 'thermal' });
  assert.equal(found.related?.[0]?.file, 'system/thermals.json');
  assert.equal(result.diagnostics.filter((d) => d.code === 'REF-140').length, 1);
  expectNoDiagnostic(await validateFiles({ ...withThermals(), [CASE_FILES.thermalBounds]: thermalBounds([0, 1], [0, 2]) }), 'REF-140');
});

test('REF-140: an optional registry that is absent declares nothing (the loader rejects the rows); a broken one skips the join (CASE-002)', async () => {
  const ncs = parquetBytes([int('ncs_id', [0]), int('stage_id', [0]), float('available_generation_mw', [5])]);
  expectDiagnostic(await validateFiles({ ...validCase(), [CASE_FILES.ncsBounds]: ncs }), { code: 'REF-140', file: CASE_FILES.ncsBounds, row: 0, column: 'ncs_id' });
  expectNoDiagnostic(await validateFiles({ ...validCase(), [CASE_FILES.nonControllable]: { non_controllable_sources: [ncsSource(0)] }, [CASE_FILES.ncsBounds]: ncs }), 'REF-140');
  const broken = await validateFiles({ ...validCase(), [CASE_FILES.nonControllable]: { non_controllable_sources: [{ name: 'N' }] }, [CASE_FILES.ncsBounds]: ncs });
  expectNoDiagnostic(broken, 'REF-140');
  expectDiagnostic(broken, { code: 'CASE-002', message: /REF-140/ });
});

test('REF-141 (warning): rows at a pre-study stage or no stage are one warning for the column; REF-142 (error) for ncs_bounds', async () => {
  const result = await validateFiles({ ...withThermals(), [CASE_FILES.thermalBounds]: thermalBounds([0, 0, 1, 1], [-1, 0, 3, 3]) });
  expectDiagnostic(result, {
    code: 'REF-141',
    file: CASE_FILES.thermalBounds,
    row: 0,
    column: 'stage_id',
    rows: [
      [0, 0],
      [2, 3],
    ],
    count: 3,
    message: 'stage_ids -1, 3 (2 stage_ids) are not a study stage',
  });
  const ncs = await validateFiles({
    ...validCase(),
    [CASE_FILES.nonControllable]: { non_controllable_sources: [ncsSource(0)] },
    [CASE_FILES.ncsBounds]: parquetBytes([int('ncs_id', [0, 0]), int('stage_id', [2, 5]), float('available_generation_mw', [5, 5])]),
  });
  expectDiagnostic(ncs, { code: 'REF-142', file: CASE_FILES.ncsBounds, row: 1, column: 'stage_id', message: 'the loader rejects' });
  expectNoDiagnostic(ncs, 'REF-141');
});

test('REF-143: a generic bound for a block its stage lacks; null and valid blocks pass, and a stage that is not a study stage is REF-141 alone', async () => {
  const files = (blocks: Cell[], stages: Cell[]): CaseFiles => ({
    ...withThermals(),
    [CASE_FILES.genericConstraints]: { constraints: [{ id: 0, name: 'c', expression: 'thermal_generation(0)', sense: '<=', slack: { enabled: false } }] },
    [CASE_FILES.genericBounds]: parquetBytes([
      int(
        'constraint_id',
        blocks.map(() => 0),
      ),
      int('stage_id', stages),
      int('block_id', blocks),
      float(
        'bound',
        blocks.map(() => 1),
      ),
    ]),
  });
  const result = await validateFiles(files([null, 0, 1, -1, 3], [0, 1, 1, 2, 9]));
  expectDiagnostic(result, {
    code: 'REF-143',
    file: CASE_FILES.genericBounds,
    row: 2,
    column: 'block_id',
    rows: [[2, 3]],
    count: 2,
    message: 'block_id 1 is not a block of stage 1, which has 1 block',
  });
  expectDiagnostic(result, { code: 'REF-141', file: CASE_FILES.genericBounds, row: 4, column: 'stage_id' });
  expectNoDiagnostic(await validateFiles(files([null, 0], [0, 2])), 'REF-143');
});
